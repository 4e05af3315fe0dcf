import { describe, expect, it, vi } from "vitest";

// A stand-in for core's TokenRuler with what ERTokenRuler calls: `visible` (set by core before it
// calls `_onVisibleChange`), `refresh` and `clear`. The overlay is the system's, recorded by a mock.
const overlay = vi.hoisted(() => ({ show: vi.fn(), hide: vi.fn() }));
vi.mock("./reach-overlay", () => ({ reachOverlay: overlay }));
vi.mock("./mover", () => ({ moveContextOf: () => null }));
vi.mock("./scene-terrain", () => ({ terrainAtOffset: () => null }));
vi.mock("./settings", () => ({ rulerColors: () => ({ within: 1, beyond: 2 }), showReachWhileDragging: () => true }));

class CoreTokenRuler {
  visible = false;
  visibleChanges = 0;
  constructor(readonly token: { document: object }) {}
  _onVisibleChange(): void {
    this.visibleChanges++;
  }
  refresh(): void {}
  clear(): void {}
}
vi.stubGlobal("foundry", { canvas: { placeables: { tokens: { TokenRuler: CoreTokenRuler } } } });
vi.stubGlobal("game", { user: { id: "u1" } });

const { ERTokenRuler } = await import("./ruler");

describe("the token ruler's drag overlay", () => {
  const make = () => new (ERTokenRuler as unknown as new (token: { document: object }) => CoreTokenRuler & { refresh(d: unknown): void })({ document: { id: "t" } });

  it("is shown while this user drags and hidden as soon as the ruler is hidden", () => {
    const ruler = make();
    ruler.refresh({ plannedMovement: { u1: {} } });
    expect(overlay.show).toHaveBeenCalledWith({ id: "t" }, "drag");
    overlay.hide.mockClear();
    ruler.visible = false;
    ruler._onVisibleChange();
    expect(ruler.visibleChanges).toBe(1);
    expect(overlay.hide).toHaveBeenCalledWith({ id: "t" }, "drag");
  });

  it("is left alone when the ruler becomes visible", () => {
    const ruler = make();
    overlay.hide.mockClear();
    ruler.visible = true;
    ruler._onVisibleChange();
    expect(ruler.visibleChanges).toBe(1);
    expect(overlay.hide).not.toHaveBeenCalled();
  });
});
