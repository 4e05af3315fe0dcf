/**
 * The terrain lookup against v13- and v14-shaped scenes. A region stand-in tests a point as core
 * documents it: inside its shape and within its elevation range (RegionElevationData: bottom and
 * top, null meaning unbounded, top excluded unless topInclusive). On v14 a region also has `levels`
 * (a Set; empty means every Level) and a scene has `levels` with their elevation ranges.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HAZARD_BEHAVIOR_TYPE, TERRAIN_BEHAVIOR_TYPE } from "./ids";
import { dispositionBit } from "./terrain-cache";
import { paintCode } from "../rules";

const sceneTerrainCacheBits = { friendly: dispositionBit(1), hostile: dispositionBit(-1) };
import type { TerrainPlace } from "../compat";

interface Rect {
  i: [number, number];
  j: [number, number];
}

function region(opts: { rect: Rect; terrain: string; levels?: string[]; bottom?: number | null; top?: number | null; v14?: boolean }) {
  const { rect, terrain, bottom = null, top = null } = opts;
  return {
    ...(opts.v14 ? { levels: new Set(opts.levels ?? []) } : {}),
    elevation: { bottom, top },
    behaviors: [{ disabled: false, type: TERRAIN_BEHAVIOR_TYPE, system: { terrain, steep: false } }],
    testPoint(point: { x: number; y: number; elevation: number }): boolean {
      if (typeof point.elevation !== "number" || !Number.isFinite(point.elevation)) throw new TypeError("testPoint needs an elevated point");
      const i = Math.floor(point.y / 100);
      const j = Math.floor(point.x / 100);
      const inside = i >= rect.i[0] && i <= rect.i[1] && j >= rect.j[0] && j <= rect.j[1];
      const above = bottom === null || point.elevation >= bottom;
      const below = top === null || point.elevation < top;
      return inside && above && below;
    },
  };
}

let sceneCount = 0;
function scene(regions: unknown[], levels?: Record<string, { bottom: number; top: number }>) {
  sceneCount++;
  return {
    id: `scene${String(sceneCount).padStart(11, "0")}`,
    name: "Test",
    flags: {},
    grid: { getCenterPoint: (o: { i: number; j: number }) => ({ x: o.j * 100 + 50, y: o.i * 100 + 50 }) },
    regions,
    ...(levels ? { levels: new Map(Object.entries(levels).map(([id, elevation]) => [id, { elevation }])) } : {}),
  };
}

const g = globalThis as Record<string, unknown>;
const FOREST_ROWS: Rect = { i: [0, 2], j: [0, 2] };

let terrainAtOffset: typeof import("./scene-terrain").terrainAtOffset;
let sceneTerrain: typeof import("./scene-terrain");
let compat: typeof import("../compat");

function onCore(generation: number): void {
  g["game"] = { release: { generation }, i18n: { format: (k: string) => k } };
}

beforeEach(async () => {
  vi.stubGlobal("foundry", { utils: { getProperty: (o: Record<string, unknown>, path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o) } });
  vi.stubGlobal("ui", { notifications: { warn: () => undefined } });
  sceneTerrain = await import("./scene-terrain");
  ({ terrainAtOffset } = sceneTerrain);
  compat = await import("../compat");
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete g["game"];
});

const at = (s: ReturnType<typeof scene>, place?: TerrainPlace) => terrainAtOffset(s as never, { i: 1, j: 1 }, place).terrain;

describe("terrain lookup without Levels (v13, and unlevelled v14 scenes)", () => {
  it("v13: an unbounded region applies at any elevation, as before", () => {
    onCore(13);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "forest" })]);
    expect(at(s)).toBe("forest");
    expect(at(s, compat.tokenPlace({ elevation: 0 }))).toBe("forest");
    expect(at(s, compat.tokenPlace({ elevation: 30 }))).toBe("forest");
    expect(terrainAtOffset(s as never, { i: 5, j: 5 }).terrain).toBe("optimal");
  });

  it("v13: a region's elevation range is honoured at the token's elevation", () => {
    onCore(13);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "swamp", bottom: 10, top: 20 })]);
    expect(at(s, compat.tokenPlace({ elevation: 0 }))).toBe("optimal");
    expect(at(s, compat.tokenPlace({ elevation: 10 }))).toBe("swamp");
  });

  it("v14 single-level scene: a region with no Levels or the scene's one Level applies exactly as on v13", () => {
    onCore(14);
    const s = scene(
      [region({ rect: FOREST_ROWS, terrain: "forest", v14: true }), region({ rect: { i: [1, 1], j: [1, 1] }, terrain: "swamp", levels: ["defaultLevel0000"], v14: true })],
      { defaultLevel0000: { bottom: 0, top: 10 } },
    );
    const token = compat.tokenPlace({ elevation: 0, level: "defaultLevel0000" } as { elevation: number });
    expect(at(s, token)).toBe("swamp");
    expect(at(s)).toBe("swamp");
    expect(terrainAtOffset(s as never, { i: 0, j: 0 }, token).terrain).toBe("forest");
  });
});

describe("terrain lookup with v14 Scene Levels", () => {
  const levels = { ground: { bottom: 0, top: 10 }, upper: { bottom: 10, top: 20 } };

  it("a forest drawn on the ground floor does not slow a token on the floor above", () => {
    onCore(14);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "forest", levels: ["ground"], v14: true })], levels);
    expect(at(s, compat.tokenPlace({ elevation: 0, level: "ground" } as { elevation: number }))).toBe("forest");
    expect(at(s, compat.tokenPlace({ elevation: 10, level: "upper" } as { elevation: number }))).toBe("optimal");
  });

  it("a region limited to an upper floor applies there (it was never found at elevation 0)", () => {
    onCore(14);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "swamp", levels: ["upper"], bottom: 10, top: 20, v14: true })], levels);
    expect(at(s, compat.tokenPlace({ elevation: 10, level: "upper" } as { elevation: number }))).toBe("swamp");
    expect(at(s, compat.tokenPlace({ elevation: 0, level: "ground" } as { elevation: number }))).toBe("optimal");
  });

  it("a move onto another Level looks there, at that Level's floor", () => {
    onCore(14);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "swamp", levels: ["upper"], bottom: 10, top: 20, v14: true })], levels);
    const token = compat.tokenPlace({ elevation: 0, level: "ground" } as { elevation: number });
    const onUpper = compat.movementPlace(s, { level: "upper" }, token);
    expect(onUpper).toEqual({ level: "upper", elevation: 10 });
    expect(at(s, onUpper)).toBe("swamp");
    // A ruler waypoint carries its own elevation.
    expect(compat.movementPlace(s, { level: "upper", elevation: 15 }, token)).toEqual({ level: "upper", elevation: 15 });
    // Same Level: the token's own elevation.
    expect(compat.movementPlace(s, { level: "ground" }, token)).toEqual({ level: "ground", elevation: 0 });
  });
});

describe("terrain caches per place", () => {
  it("a region change empties the cache of every place of the scene, and the scene's generation moves on", () => {
    onCore(14);
    const hooks = new Map<string, (...args: unknown[]) => unknown>();
    vi.stubGlobal("Hooks", { on: (name: string, fn: (...args: unknown[]) => unknown) => hooks.set(name, fn) });
    vi.stubGlobal("canvas", null);
    sceneTerrain.registerSceneTerrain();
    const regions: unknown[] = [region({ rect: FOREST_ROWS, terrain: "forest", levels: ["ground"], v14: true })];
    const s = scene(regions, { ground: { bottom: 0, top: 10 }, upper: { bottom: 10, top: 20 } });
    const ground = compat.tokenPlace({ elevation: 0, level: "ground" } as { elevation: number });
    const upper = compat.tokenPlace({ elevation: 10, level: "upper" } as { elevation: number });
    expect([at(s, ground), at(s, upper), at(s)]).toEqual(["forest", "optimal", "forest"]);
    const before = [sceneTerrain.sceneTerrainGeneration(s as never), sceneTerrain.sceneTerrainCache(s as never).generation];
    regions.push(region({ rect: FOREST_ROWS, terrain: "swamp", levels: ["upper"], bottom: 10, top: 20, v14: true }));
    hooks.get("createRegion")?.({ parent: s });
    expect([at(s, ground), at(s, upper), at(s)]).toEqual(["forest", "swamp", "forest"]);
    expect(sceneTerrain.sceneTerrainGeneration(s as never)).toBe(before[0]! + 1);
    expect(sceneTerrain.sceneTerrainCache(s as never).generation).toBe(before[1]! + 1);
  });
});

describe("Hazard regions in the scene's terrain", () => {
  function hazard(rect: Rect, system: unknown, disabled = false) {
    const r = region({ rect, terrain: "optimal" });
    return { ...r, behaviors: [{ disabled, type: HAZARD_BEHAVIOR_TYPE, system }] };
  }
  it("a Hazard sets the hazard bit of the hexes whose centre it covers, keeps the terrain, and reads ignoredDispositions", () => {
    onCore(13);
    const s = scene([region({ rect: FOREST_ROWS, terrain: "forest" }), hazard({ i: [1, 1], j: [1, 1] }, { ignoredDispositions: new Set([1]) })]);
    const hex = terrainAtOffset(s as never, { i: 1, j: 1 });
    expect(hex).toMatchObject({ terrain: "forest", hazard: true });
    expect(hex.hazardFor! & sceneTerrainCacheBits.friendly).toBe(0);
    expect(hex.hazardFor! & sceneTerrainCacheBits.hostile).not.toBe(0);
    expect(terrainAtOffset(s as never, { i: 0, j: 0 }).hazard).toBeUndefined();
  });
  it("a disabled Hazard counts for nothing; raw arrays and junk in ignoredDispositions are read safely", () => {
    onCore(13);
    const s = scene([hazard({ i: [1, 1], j: [1, 1] }, { ignoredDispositions: [] }, true)]);
    expect(terrainAtOffset(s as never, { i: 1, j: 1 }).hazard).toBeUndefined();
    expect(sceneTerrain.ignoredDispositions([-1, 7, "x", 1])).toBe(sceneTerrainCacheBits.hostile | sceneTerrainCacheBits.friendly);
    expect(sceneTerrain.ignoredDispositions("friendly")).toBe(0);
  });
});

describe("painted terrain with v14 Scene Levels", () => {
  const levels = { ground: { bottom: 0, top: 10 }, upper: { bottom: 10, top: 20 } };
  const FOREST_AT_1_1 = `${paintCode({ terrain: "forest", steep: false })}1,1,1`;
  function paintedScene(paint: unknown) {
    const s = scene([], levels);
    return { ...s, flags: { "enchanted-realms": { paint } } };
  }
  const ground = () => compat.tokenPlace({ elevation: 0, level: "ground" } as { elevation: number });
  const upper = () => compat.tokenPlace({ elevation: 10, level: "upper" } as { elevation: number });

  it("a forest painted on the ground floor slows tokens there and not on the floor above", () => {
    onCore(14);
    const s = paintedScene({ levels: { ground: { strokes: { a: { t: 1, c: FOREST_AT_1_1 } } } } });
    expect(at(s as never, ground())).toBe("forest");
    expect(at(s as never, upper())).toBe("optimal");
  });
  it("paint stored without a Level (before Levels, or laid on every Level) covers every Level", () => {
    onCore(14);
    const s = paintedScene({ strokes: { a: { t: 1, c: FOREST_AT_1_1 } } });
    expect([at(s as never, ground()), at(s as never, upper()), at(s as never)]).toEqual(["forest", "forest", "forest"]);
  });
  it("on v13 (no Levels) every layer counts, as it did", () => {
    onCore(13);
    const s = paintedScene({ levels: { ground: { strokes: { a: { t: 1, c: FOREST_AT_1_1 } } } } });
    expect(at(s as never, compat.tokenPlace({ elevation: 10, level: "upper" } as { elevation: number }))).toBe("forest");
  });
});
