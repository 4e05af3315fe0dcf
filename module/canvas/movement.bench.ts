import { bench, describe } from "vitest";
import { ELF, moveLimits, type Mover, type TerrainId } from "../rules";
import type { Offset } from "../rules/hex";
import { hexCostFunction } from "./hex-cost";
import { computeReach } from "./reach-area";
import { HexTerrainCache, offsetKey, type TerrainAreaShape } from "./terrain-cache";

const elf: Mover = { speed: 20, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false, conditions: [] };

/** A 60 × 60 map with a forest and a swamp area, as cell sets. */
function area(terrain: TerrainId, from: number, to: number): TerrainAreaShape {
  const cells = new Set<string>();
  for (let i = 0; i < 60; i++) for (let j = from; j < to; j++) cells.add(offsetKey({ i, j }));
  return { terrain, steep: false, covers: (o: Offset) => cells.has(offsetKey(o)) };
}
const cache = new HexTerrainCache(() => ({ defaultTerrain: "plains", areas: [area("forest", 10, 30), area("swamp", 30, 45)] }));
const terrainAt = (o: Offset) => cache.get(o);

describe("drag frame", () => {
  bench("limits + cost of a 20-hex path (cached terrain)", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 });
    const cost = hexCostFunction(limits, elf, terrainAt);
    let sum = 0;
    for (let j = 5; j < 25; j++) sum += cost({ i: 30, j });
    if (sum < 0) throw new Error("unreachable");
  });

  bench("reachable area, round window (cached terrain)", () => {
    const limits = moveLimits(elf, { kind: "round" });
    computeReach({ start: { i: 30, j: 28 }, layout: "oddR", limits, mover: elf, terrainAt, onMap: () => true, spent: 0 });
  });
});
