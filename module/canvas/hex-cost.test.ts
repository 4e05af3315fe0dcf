import { describe, it, expect } from "vitest";
import { hexCostFunction, usedCostAfterMove } from "./hex-cost";
import { BOOK_RULESET, ELF, SAURIAN, hexClassifier, moveLimits, moveProgress, hexClass, type Mover, type PhaseIndex, type TerrainId } from "../rules";
import type { Offset } from "../rules/hex";

const base: Mover = { speed: 0, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
const elf: Mover = { ...base, speed: 12, adaptation: ELF };
const saurian: Mover = { ...base, speed: 8, adaptation: SAURIAN };
const PHASES: PhaseIndex[] = [0, 1, 2, 3];

/** A straight row of hexes (0, 1), (0, 2), … all of one terrain, except those listed. */
function row(terrain: TerrainId, except: Record<number, TerrainId> = {}) {
  return (o: Offset) => ({ terrain: except[o.j] ?? terrain, steep: false });
}

/** How many hexes along the row fit in the phase: Foundry adds the costs; within while ≤ budget. */
function hexesThatFit(m: Mover, phase: PhaseIndex, terrainAt: (o: Offset) => { terrain: TerrainId; steep: boolean }): number {
  const limits = moveLimits(m, { kind: "phase", phase }, BOOK_RULESET);
  const cost = hexCostFunction(limits, terrainAt, hexClassifier(m, null, BOOK_RULESET));
  let used = 0;
  let n = 0;
  for (let j = 1; j <= 40; j++) {
    used += cost({ i: 0, j });
    const stand = hexClass(terrainAt({ i: 0, j }), m, BOOK_RULESET);
    if (!moveProgress(limits.table, used, stand).within) break;
    n = j;
  }
  return n;
}

describe("hexCostFunction (the cost function adapter)", () => {
  it("Book: per round the elf moves 7 in forest and 4 in swamp; the saurian 4 and 6", () => {
    const perRound = (m: Mover, t: TerrainId) => PHASES.map((p) => hexesThatFit(m, p, row(t)));
    expect(perRound(elf, "forest")).toEqual([2, 2, 2, 1]);
    expect(perRound(elf, "swamp")).toEqual([1, 1, 1, 1]);
    expect(perRound(saurian, "forest")).toEqual([1, 1, 1, 1]);
    expect(perRound(saurian, "swamp")).toEqual([2, 2, 1, 1]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(perRound(elf, "forest"))).toBe(7);
    expect(sum(perRound(saurian, "forest"))).toBe(4);
    expect(sum(perRound(elf, "swamp"))).toBe(4);
    expect(sum(perRound(saurian, "swamp"))).toBe(6);
  });

  it("mixed path: the saurian in phase 1 enters one swamp hex (½) and then one forest hex (1) no more", () => {
    // phase 1: A(plains as swamp) = 2, A(forest) = 1 → swamp ½ + forest 1 > 1
    expect(hexesThatFit(saurian, 0, row("forest", { 1: "swamp" }))).toBe(1);
    // two swamp hexes use the whole phase
    expect(hexesThatFit(saurian, 0, row("forest", { 1: "swamp", 2: "swamp" }))).toBe(2);
  });

  it("steep ground switches sure-footedness off per hex", () => {
    const horse: Mover = { ...base, speed: 12, sureFooted: true };
    const limits = moveLimits(horse, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const cost = hexCostFunction(limits, (o) => ({ terrain: "swamp", steep: o.j > 1 }), hexClassifier(horse, null, BOOK_RULESET));
    // swamp for a sure-footed mover is hills (12 → 5 a round → 2 in phase 1); steep swamp stays swamp (4 → 1)
    expect(limits.allowances.hills).toBe(2);
    expect(limits.allowances.swamp).toBe(1);
    expect(cost({ i: 0, j: 1 })).toBe(limits.table.budget / 2);
    expect(cost({ i: 0, j: 2 })).toBe(limits.table.budget);
  });

  it("a knocked-down mover pays more than the phase for the first hex", () => {
    const prone: Mover = { ...elf, conditions: ["prone"] };
    const limits = moveLimits(prone, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const cost = hexCostFunction(limits, row("optimal"), hexClassifier(prone, null, BOOK_RULESET));
    expect(cost({ i: 0, j: 1 })).toBeGreaterThan(limits.table.budget);
    expect(Number.isFinite(cost({ i: 0, j: 1 }))).toBe(true);
  });
});

describe("usedCostAfterMove", () => {
  it("adds the phase's recorded history to this move", () => {
    expect(
      usedCostAfterMove({ chain: [], history: { recorded: { cost: 4 } }, passed: { cost: 0 }, pending: { cost: 6 } }),
    ).toBe(10);
  });
});
