import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The overlay's Foundry-facing parts, reduced to what it reads: a move context, a computed area and its offsets.
const terrain = vi.hoisted(() => ({ generation: 0 }));
const computeReach = vi.hoisted(() => vi.fn(() => ({})));
vi.mock("./mover", () => ({ moveContextOf: () => ({ signature: "s", layout: {}, limits: { table: { budget: 10 } }, mover: {}, variants: { classOf: () => undefined }, spentOffset: 0 }) }));
vi.mock("./reach-area", () => ({ computeReach, reachOffsets: () => [{ i: 0, j: 0 }] }));
vi.mock("./scene-terrain", () => ({
  sceneTerrainGeneration: () => terrain.generation,
  placeKey: (p: { level: string | null; elevation: number }) => `${p.level ?? ""}@${p.elevation}`,
  terrainAtOffset: () => null,
}));
vi.mock("./settings", () => ({ rulerColors: () => ({ within: 0x0072b2 }) }));

const { reachOverlay, registerReachOverlay } = await import("./reach-overlay");

const scene = {
  id: "scene00000000001",
  grid: { getOffset: () => ({ i: 0, j: 0 }), getCenterPoint: () => ({ x: 0, y: 0 }), getTopLeftPoint: () => ({ x: 0, y: 0 }) },
  dimensions: { sceneRect: { x: 0, y: 0, width: 100, height: 100 } },
};
const token = { uuid: "Scene.scene00000000001.Token.tok1", parent: scene, elevation: 0, movementHistory: [] as Array<{ cost: number }>, getCenterPoint: () => ({ x: 0, y: 0 }) };

function stubCanvas() {
  const layer = { addHighlightLayer: vi.fn(), clearHighlightLayer: vi.fn(), highlightPosition: vi.fn() };
  const hooks = new Map<string, (...args: unknown[]) => unknown>();
  vi.stubGlobal("canvas", { scene, interface: { grid: layer } });
  vi.stubGlobal("Hooks", { on: (name: string, fn: (...args: unknown[]) => unknown) => hooks.set(name, fn) });
  vi.stubGlobal("game", { keybindings: { register: vi.fn() } });
  vi.stubGlobal("foundry", { helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } } });
  registerReachOverlay();
  return { layer, hooks };
}

describe("the reachable-area overlay", () => {
  beforeEach(() => {
    reachOverlay.reset();
    computeReach.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("clears a key-toggled area when its token is deleted", () => {
    const { layer, hooks } = stubCanvas();
    reachOverlay.toggle(token as never);
    expect(layer.highlightPosition).toHaveBeenCalledTimes(1);
    layer.clearHighlightLayer.mockClear();
    layer.highlightPosition.mockClear();
    hooks.get("deleteToken")?.(token);
    expect(reachOverlay.shown).toBe(false);
    expect(layer.clearHighlightLayer).toHaveBeenCalledTimes(1);
    expect(layer.highlightPosition).not.toHaveBeenCalled();
  });

  it("recomputes and redraws a shown area when a region is created, changed or deleted", () => {
    const { layer, hooks } = stubCanvas();
    reachOverlay.toggle(token as never);
    expect(computeReach).toHaveBeenCalledTimes(1);
    for (const hook of ["createRegion", "updateRegion", "deleteRegion"]) {
      layer.highlightPosition.mockClear();
      hooks.get(hook)?.({ parent: scene });
      expect(layer.highlightPosition, hook).toHaveBeenCalledTimes(1);
    }
    expect(computeReach).toHaveBeenCalledTimes(4);
  });

  it("does nothing on a region change while no area is shown", () => {
    const { layer, hooks } = stubCanvas();
    hooks.get("createRegion")?.({ parent: scene });
    expect(computeReach).not.toHaveBeenCalled();
    expect(layer.clearHighlightLayer).not.toHaveBeenCalled();
  });

  it("recomputes a shown area when the token's movement history is recorded or cleared (recordToken)", () => {
    const { hooks } = stubCanvas();
    reachOverlay.toggle(token as never);
    expect(computeReach).toHaveBeenCalledTimes(1);
    try {
      // The active GM clears the histories at a new movement second: no updateToken need follow.
      token.movementHistory = [{ cost: 3 }];
      hooks.get("recordToken")?.(token);
      expect(computeReach).toHaveBeenCalledTimes(2);
      token.movementHistory = [];
      hooks.get("recordToken")?.(token);
      expect(computeReach).toHaveBeenCalledTimes(3);
    } finally {
      token.movementHistory = [];
    }
  });

  it("recomputes a shown area when the token changes elevation (a new place for the terrain)", () => {
    stubCanvas();
    reachOverlay.toggle(token as never);
    expect(computeReach).toHaveBeenCalledTimes(1);
    try {
      token.elevation = 10;
      reachOverlay.refresh();
      expect(computeReach).toHaveBeenCalledTimes(2);
    } finally {
      token.elevation = 0;
    }
  });
});
