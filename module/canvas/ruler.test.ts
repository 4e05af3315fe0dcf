import { describe, expect, it, vi } from "vitest";

// A stand-in for core's TokenRuler with what ERTokenRuler calls: `visible` (set by core before it
// calls `_onVisibleChange`), `refresh` and `clear`. The overlay is the system's, recorded by a mock.
const overlay = vi.hoisted(() => ({ show: vi.fn(), hide: vi.fn() }));
vi.mock("./reach-overlay", () => ({ reachOverlay: overlay }));
vi.mock("./mover", () => ({ moveContextOf: () => null }));
vi.mock("./scene-terrain", () => ({ terrainAtOffset: () => null }));
vi.mock("./settings", () => ({ rulerColors: () => ({ within: 1, beyond: 2 }), showReachWhileDragging: () => true }));
// The overland adapter and the ruleset setting, recorded: which ruleset each waypoint's label used.
const overland = vi.hoisted(() => ({ travelsOverland: vi.fn(() => false), travelAlong: vi.fn((..._args: unknown[]) => ({ days: 0 })), travelLabel: vi.fn((..._args: unknown[]) => ({ overland: true })) }));
vi.mock("./overland", () => overland);
const setting = vi.hoisted(() => ({ currentRuleset: vi.fn(() => ({ id: Math.random() })) }));
vi.mock("../variants/setting", () => setting);

// Engagement (VARIANTS.md §13.3 row 7): the drag's index and the per-waypoint lookup, recorded.
const engagement = vi.hoisted(() => ({
  dragEngagement: vi.fn((..._a: unknown[]) => ({ names: new Map() })),
  drawnBy: vi.fn((..._a: unknown[]) => ["foe"]),
  engagementLine: vi.fn((..._a: unknown[]) => "leaves 1"),
  interceptorsOf: vi.fn((..._a: unknown[]) => []),
  interceptLine: vi.fn((..._a: unknown[]) => null),
  earlierLine: vi.fn((..._a: unknown[]) => null),
}));
vi.mock("./engagement", () => engagement);
// Size and space (VARIANTS.md §6.6, row 40): the drag's index and the per-waypoint lookup, recorded.
const space = vi.hoisted(() => ({
  dragSpace: vi.fn((..._a: unknown[]): object | null => null),
  blockerOf: vi.fn((..._a: unknown[]) => "orc"),
  blockedLine: vi.fn((..._a: unknown[]) => "blocked"),
  surroundNotes: vi.fn((..._a: unknown[]) => []),
  surroundLine: vi.fn((..._a: unknown[]): string | null => null),
}));
vi.mock("./space", () => space);
vi.mock("./move-input", () => ({ moveInputOf: () => ({ combat: { started: true, absolute: 21 }, memory: {} }) }));
vi.stubGlobal("CONFIG", { Token: { movement: { actions: { walk: { teleport: false }, blink: { teleport: true } } } } });

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

describe("the overland label during a drag", () => {
  it("reads the ruleset once per drag, not per waypoint or refresh; a new drag reads it again", () => {
    overland.travelsOverland.mockReturnValue(true);
    setting.currentRuleset.mockClear();
    const ruler = new (ERTokenRuler as unknown as new (token: { document: object }) => CoreTokenRuler & { refresh(d: unknown): void; overlandLabelFor(w: object): unknown })({ document: { id: "t", parent: {} } });
    const a = { center: { x: 0, y: 0 } };
    const b = { center: { x: 1, y: 0 }, previous: a };
    const c = { center: { x: 2, y: 0 }, previous: b };
    ruler.refresh({ plannedMovement: { u1: {} } });
    for (const w of [a, b, c]) ruler.overlandLabelFor(w);
    ruler.refresh({ plannedMovement: { u1: {} } });
    for (const w of [a, b, c]) ruler.overlandLabelFor(w);
    expect(setting.currentRuleset).toHaveBeenCalledTimes(1);
    const used = setting.currentRuleset.mock.results[0]!.value;
    for (const call of overland.travelAlong.mock.calls) expect(call[2]).toBe(used);
    for (const call of overland.travelLabel.mock.calls) expect(call[1]).toBe(used);
    ruler.clear();
    ruler.overlandLabelFor(a);
    expect(setting.currentRuleset).toHaveBeenCalledTimes(2);
    overland.travelsOverland.mockReturnValue(false);
  });
});

describe("the engagement warning during a drag (VARIANTS.md §13.3 row 7)", () => {
  it("builds the engagement index once per drag, then one lookup per waypoint; a teleport is passed as such; a new drag builds again", () => {
    engagement.dragEngagement.mockClear();
    engagement.drawnBy.mockClear();
    const grid = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: p.y, j: p.x }) };
    const ruler = new (ERTokenRuler as unknown as new (token: { document: object }) => CoreTokenRuler & { engagementLineFor(w: object): string | null; clear(): void })({ document: { id: "t", parent: { grid } } });
    expect(ruler.engagementLineFor({ center: { x: 1, y: 0 }, action: "walk" })).toBe("leaves 1");
    expect(ruler.engagementLineFor({ center: { x: 2, y: 0 }, action: "blink" })).toBe("leaves 1");
    expect(engagement.dragEngagement).toHaveBeenCalledTimes(1);
    expect(engagement.drawnBy.mock.calls.map((c) => [c[1], c[2]])).toEqual([[{ i: 0, j: 1 }, false], [{ i: 0, j: 2 }, true]]);
    ruler.clear();
    ruler.engagementLineFor({ center: { x: 1, y: 0 }, action: "walk" });
    expect(engagement.dragEngagement).toHaveBeenCalledTimes(2);
  });
});

describe("the blocked line during a drag (VARIANTS.md §6.6, row 40)", () => {
  it("builds the space index once per drag, then one path lookup per waypoint, first among the lines; a new drag builds again", () => {
    space.dragSpace.mockClear();
    space.blockerOf.mockClear();
    space.dragSpace.mockReturnValue({ names: new Map() });
    const grid = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: p.y, j: p.x }) };
    const ruler = new (ERTokenRuler as unknown as new (token: { document: object }) => CoreTokenRuler & { engagementLineFor(w: object): string | null; clear(): void })({ document: { id: "t", parent: { grid } } });
    const first = { center: { x: 0, y: 0 } };
    expect(ruler.engagementLineFor({ center: { x: 1, y: 0 }, action: "walk", previous: first })).toBe("blocked · leaves 1");
    expect(ruler.engagementLineFor({ center: { x: 2, y: 0 }, action: "blink", previous: first })).toBe("blocked · leaves 1");
    expect(space.dragSpace).toHaveBeenCalledTimes(1);
    expect(space.blockerOf.mock.calls.map((c) => [c[1], c[2]])).toEqual([[[{ i: 0, j: 0 }, { i: 0, j: 1 }], false], [[{ i: 0, j: 0 }, { i: 0, j: 2 }], true]]);
    ruler.clear();
    ruler.engagementLineFor({ center: { x: 1, y: 0 }, action: "walk" });
    expect(space.dragSpace).toHaveBeenCalledTimes(2);
    space.dragSpace.mockReturnValue(null);
  });

  it("adds the surround line read where the waypoint stops, after the blocked line", () => {
    space.dragSpace.mockReturnValue({ names: new Map() });
    space.surroundNotes.mockClear();
    space.surroundLine.mockReturnValueOnce("around 5 of 6");
    const grid = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: p.y, j: p.x }) };
    const ruler = new (ERTokenRuler as unknown as new (token: { document: object }) => CoreTokenRuler & { engagementLineFor(w: object): string | null })({ document: { id: "t", parent: { grid } } });
    expect(ruler.engagementLineFor({ center: { x: 3, y: 0 }, action: "walk", previous: { center: { x: 0, y: 0 } } })).toBe("blocked · around 5 of 6 · leaves 1");
    expect(space.surroundNotes.mock.calls[0]![1]).toEqual({ i: 0, j: 3 });
    space.dragSpace.mockReturnValue(null);
  });
});
