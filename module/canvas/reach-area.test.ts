import { describe, it, expect } from "vitest";
import { computeReach, reachOffsets } from "./reach-area";
import { hexCostFunction } from "./hex-cost";
import { BOOK_RULESET, ELF, SAURIAN, entryCost, hexClassifier, moveLimits, type Mover, type TerrainId } from "../rules";
import { cubeDistance, cubeToOffset, offsetToCube, type Offset } from "../rules/hex";

const base: Mover = { speed: 0, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
const elf: Mover = { ...base, speed: 12, adaptation: ELF };
const saurian: Mover = { ...base, speed: 8, adaptation: SAURIAN };
const layout = "oddR" as const;
const start: Offset = { i: 10, j: 10 };
const allForest = () => ({ terrain: "forest" as TerrainId, steep: false });
const everywhere = () => true;

describe("computeReach", () => {
  it("elf in forest, phase 1: every hex within 2 steps and none farther", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const area = computeReach({ start, layout, limits, terrainAt: allForest, onMap: everywhere, spent: 0, classOf: hexClassifier(elf, null, BOOK_RULESET) });
    const s = offsetToCube(start, layout);
    const dists = reachOffsets(area, layout).map((o) => cubeDistance(s, offsetToCube(o, layout)));
    expect(Math.max(...dists)).toBe(2);
    expect(area.size).toBe(1 + 6 + 12);
  });

  it("agrees with the ruler's costs: a hex is reachable iff its cheapest path fits the budget", () => {
    // saurian, phase 1: swamp (as plains) 2, forest 1; swamp west of column 10, forest east
    const terrainAt = (o: Offset) => ({ terrain: (o.j < 10 ? "swamp" : "forest") as TerrainId, steep: false });
    const limits = moveLimits(saurian, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const area = computeReach({ start, layout, limits, terrainAt, onMap: everywhere, spent: 0, classOf: hexClassifier(saurian, null, BOOK_RULESET) });
    const cost = hexCostFunction(limits, terrainAt, hexClassifier(saurian, null, BOOK_RULESET));
    area.forEach((c, units) => {
      expect(units).toBeLessThanOrEqual(limits.table.budget);
      const path = area.pathTo(c)!;
      const summed = path.slice(1).reduce((sum, h) => sum + cost(cubeToOffset(h, layout)), 0);
      expect(summed).toBe(units);
    });
    expect(area.has(offsetToCube({ i: 10, j: 8 }, layout))).toBe(true); // two swamp hexes west
    expect(area.has(offsetToCube({ i: 10, j: 12 }, layout))).toBe(false); // two forest hexes east
  });

  it("spent units from the phase's history shrink the area; off-map cells are never entered", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const one = entryCost(limits.table, "tundra");
    const after = computeReach({ start, layout, limits, terrainAt: allForest, onMap: everywhere, spent: one, classOf: hexClassifier(elf, null, BOOK_RULESET) });
    expect(after.size).toBe(7);
    const walled = computeReach({ start, layout, limits, terrainAt: allForest, onMap: (o) => o.j >= 10, spent: 0, classOf: hexClassifier(elf, null, BOOK_RULESET) });
    expect(reachOffsets(walled, layout).every((o) => o.j >= 10)).toBe(true);
  });

  it("a mover who cannot move reaches only where it stands", () => {
    const limits = moveLimits({ ...elf, conditions: ["grabbed"] }, { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(computeReach({ start, layout, limits, terrainAt: allForest, onMap: everywhere, spent: 0, classOf: hexClassifier(elf, null, BOOK_RULESET) }).size).toBe(1);
  });
});

