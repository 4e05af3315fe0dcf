/**
 * The edges of `mode-round.ts` (VARIANTS.md §13.3 row 39): an undo in the record's phase and in
 * another, a record of a later phase or of phase 0, the "before" part read at the record's own
 * phase, a memory that is null or a function, a move far from the origin, the speeds already used
 * in the phase kept, the speed classes a table names, and every refusal's parameter. The golden
 * cases (GA-M*) are in `mode-round.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";
import { roundModeAllowances, roundMoveRecord, roundSoFar, type RoundMove } from "./mode-round";
import type { CostTable } from "./cost-table";

const A5E = resolveRuleset(PRESETS.a5e);
/** A record of round 1 whose last move was in phase 1 (index 0): 3 hexes, walk then swim. */
const RECORD = { modeRound: 1, modePhase: 1, modeHexesBefore: 0, modeHexesIn: 3, modeLastBefore: "none", modeLast: "swim", modeUsedBefore: 0, modeUsed: 0b101 };
const move = (over: Partial<RoundMove> = {}): RoundMove => ({ memory: RECORD, round: 1, phase: 0, layout: "oddR", steps: [{ i: 0, j: 3 }, { i: 0, j: 4, action: null }], speeds: { swim: 6 }, ...over });

const refusal = (f: () => unknown): { code: string; parameter: string } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("roundMoveRecord: undo, rounds and phases", () => {
  it("an undo in the record's phase gives its hexes back, never below 0; in another phase it writes nothing", () => {
    expect(roundMoveRecord(move({ undo: true }), A5E)).toEqual({ modeHexesIn: 2 });
    expect(roundMoveRecord(move({ undo: true, steps: [{ i: 0, j: 0 }, { i: 0, j: 5 }] }), A5E)).toEqual({ modeHexesIn: 0 });
    expect(roundMoveRecord(move({ undo: true, phase: 1 }), A5E)).toBeNull();
    expect(roundMoveRecord(move({ undo: false }), A5E)).toMatchObject({ modeHexesIn: 4 });
  });

  it("a move in the same phase of another round starts the record afresh", () => {
    expect(roundMoveRecord(move({ round: 2 }), A5E)).toMatchObject({ modeRound: 2, modePhase: 1, modeHexesBefore: 0, modeHexesIn: 1, modeUsed: 0b1 });
  });

  it("a second move in the phase keeps the speeds already used in it", () => {
    expect(roundMoveRecord(move(), A5E)).toMatchObject({ modeHexesIn: 4, modeLast: "walk", modeUsed: 0b101, modeUsedBefore: 0 });
  });

  it("counts a step far from the origin as the one hex it is", () => {
    expect(roundMoveRecord(move({ memory: {}, steps: [{ i: 40, j: 40 }, { i: 41, j: 40 }] }), A5E)).toMatchObject({ modeHexesIn: 1 });
    expect(roundMoveRecord(move({ memory: {}, steps: [{ i: 40, j: 40 }, { i: 40, j: 41 }] }), A5E)).toMatchObject({ modeHexesIn: 1 });
  });

  it("names each refused parameter", () => {
    expect(refusal(() => roundMoveRecord(null as never, A5E)).parameter).toBe("move");
    expect(refusal(() => roundMoveRecord(move(), { ...A5E } as never)).parameter).toBe("ruleset");
    expect(refusal(() => roundMoveRecord(move({ round: 0 }), A5E)).parameter).toBe("move.round");
    expect(refusal(() => roundMoveRecord(move({ phase: 4 as never }), A5E)).parameter).toBe("move.phase");
  });
});

describe("roundSoFar: what a reader sees", () => {
  const later = { ...RECORD, modePhase: 2, modeHexesBefore: 4, modeHexesIn: 2, modeLastBefore: "climb", modeLast: "walk", modeUsedBefore: 0b10, modeUsed: 0b11 };

  it("a reader in the record's own phase reads only the part before it: hexes, last speed and speeds", () => {
    expect(roundSoFar(later, { round: 1, phase: 1 }, A5E)).toEqual({ hexes: 4, last: "climb", modes: ["climb"] });
    expect(roundSoFar(later, { round: 1, phase: 2 }, A5E)).toEqual({ hexes: 6, last: "walk", modes: ["walk", "climb"] });
  });

  it("a reader in an earlier phase than the record, or a record of phase 0, reads nothing", () => {
    expect(roundSoFar(later, { round: 1, phase: 0 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
    expect(roundSoFar({ ...later, modePhase: 0 }, { round: 1, phase: 2 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
  });

  it("reads nothing from a null memory or a function carrying the fields", () => {
    expect(roundSoFar(null, { round: 1, phase: 2 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
    expect(roundSoFar(Object.assign(() => 0, later), { round: 1, phase: 2 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
  });

  it("names each refused parameter", () => {
    expect(refusal(() => roundSoFar(later, null as never, A5E)).parameter).toBe("at");
    expect(refusal(() => roundSoFar(later, { round: 1, phase: 0 }, {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => roundSoFar(later, { round: -1, phase: 0 }, A5E)).parameter).toBe("at.round");
    expect(refusal(() => roundSoFar(later, { round: 1, phase: -1 as never }, A5E)).parameter).toBe("at.phase");
  });
});

describe("roundModeAllowances: the classes a table names", () => {
  it("reads optimal classes of a speed, with a step of one or more digits, and nothing else", () => {
    const allowance: Record<string, number> = { "optimal@swim": 6, "optimal+2@fly": 9, "optimal+12@climb": 5, "xoptimal@burrow": 7, "optimal@climbx": 8, "optimal+a@fly": 11 };
    const table = { classes: Object.keys(allowance), allowanceOf: (c: string) => allowance[c]! } as unknown as CostTable;
    expect(roundModeAllowances(table, 12)).toEqual({ walk: 12, climb: 5, swim: 6, fly: 9, burrow: 0 });
  });
});
