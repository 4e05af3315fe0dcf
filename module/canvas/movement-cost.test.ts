/**
 * The cost function core calls for each step looks the terrain up where the step is: on v14 the
 * segment's Level (at that Level's floor when it is not the token's), on v13 the token's elevation.
 * The rules arithmetic is stubbed to "swamp costs 5, anything else 1"; the terrain lookup is real.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { TERRAIN_BEHAVIOR_TYPE } from "./ids";

vi.mock("./mover", () => ({ moveContextOf: () => ({ limits: {}, mover: {}, variants: { classOf: () => undefined }, spentOffset: 0 }) }));
vi.mock("./hex-cost", () => ({
  hexCostFunction: (_l: unknown, terrainAt: (o: { i: number; j: number }) => { terrain: string }) => (to: { i: number; j: number }) =>
    terrainAt(to).terrain === "swamp" ? 5 : 1,
}));
vi.stubGlobal("foundry", { utils: { getProperty: () => undefined } });

const { tokenCostFunction } = await import("./movement-cost");

const g = globalThis as Record<string, unknown>;
afterEach(() => delete g["game"]);

/** A scene whose only Terrain region is a swamp on the upper Level (elevation 10–20), covering every hex. */
function upperSwampScene() {
  return {
    id: "sceneMoveCost0001",
    flags: {},
    grid: { getCenterPoint: (o: { i: number; j: number }) => ({ x: o.j * 100 + 50, y: o.i * 100 + 50 }) },
    levels: new Map([
      ["ground", { elevation: { bottom: 0, top: 10 } }],
      ["upper", { elevation: { bottom: 10, top: 20 } }],
    ]),
    regions: [
      {
        levels: new Set(["upper"]),
        behaviors: [{ disabled: false, type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "swamp", steep: false } }],
        testPoint: (p: { elevation: number }) => p.elevation >= 10 && p.elevation < 20,
      },
    ],
  };
}

describe("the movement cost function and Scene Levels", () => {
  const from = { i: 0, j: 0, k: 0 };
  const to = { i: 0, j: 1, k: 0 };

  it("v14: a step on the token's own (ground) Level ignores the upper swamp; a step on the upper Level pays it", () => {
    g["game"] = { release: { generation: 14 } };
    const token = { parent: upperSwampScene(), elevation: 0, level: "ground" };
    const cost = tokenCostFunction(token as never);
    expect(cost(1, from, to, 1, { level: "ground" })).toBe(1);
    expect(cost(1, from, to, 1, { level: "upper" })).toBe(5);
  });

  it("v14: a token already on the upper Level pays the swamp at its own elevation", () => {
    g["game"] = { release: { generation: 14 } };
    const token = { parent: upperSwampScene(), elevation: 12, level: "upper" };
    expect(tokenCostFunction(token as never)(1, from, to, 1, { level: "upper" })).toBe(5);
  });

  it("v13: no Levels; the token's elevation decides; core's impossible step and a same-hex step are kept", () => {
    g["game"] = { release: { generation: 13 } };
    const low = tokenCostFunction({ parent: upperSwampScene(), elevation: 0 } as never);
    const high = tokenCostFunction({ parent: upperSwampScene(), elevation: 15 } as never);
    expect(low(1, from, to, 1, {})).toBe(1);
    expect(high(1, from, to, 1, {})).toBe(5);
    expect(high(Infinity, from, to, 1, {})).toBe(Infinity);
    expect(high(1, from, { i: 0, j: 0, k: 1 } as typeof to, 1, {})).toBe(0);
  });
});
