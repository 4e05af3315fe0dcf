/** What the card records of a rolled core Roll (RESOLUTION.md R2, R4, R9): the kept d20 and a whole total. */
import { describe, expect, it } from "vitest";
import { diceFormula, rolledTotal, rollResult } from "../../module/resolution/dice";

const d20 = (results: { result: number; active?: boolean; discarded?: boolean }[]) => ({ faces: 20, results });

describe("rollResult", () => {
  it("keeps the active d20 of advantage and disadvantage as the natural", () => {
    expect(rollResult({ total: 17, dice: [d20([{ result: 4, active: false, discarded: true }, { result: 15 }])] })).toEqual({ natural: 15, diceTotal: 17 });
    expect(rollResult({ total: 3, dice: [{ faces: 6, results: [{ result: 3 }] }] })).toEqual({ natural: null, diceTotal: 3 });
  });

  it("a formula that totals a fraction records its whole part rounded down, so the judgement accepts it", () => {
    expect(rollResult({ total: 12.5, dice: [d20([{ result: 11 }])] }).diceTotal).toBe(12);
    expect(rollResult({ total: -0.5, dice: [] }).diceTotal).toBe(-1);
    expect(rollResult({ total: Number.NaN }).diceTotal).toBe(0);
    expect(rollResult({ total: null }).diceTotal).toBe(0);
  });

  it("asks core for the d20s the plan keeps", () => {
    expect([diceFormula({ kind: "d20", keep: "one" }), diceFormula({ kind: "d20", keep: "highest" }), diceFormula({ kind: "d20", keep: "lowest" }), diceFormula({ kind: "formula", formula: "1d20+2" })]).toEqual(["1d20", "2d20kh", "2d20kl", "1d20+2"]);
  });
});

describe("rolledTotal: one reading of a rolled total for every card that rolls", () => {
  it("truncates a fractional total toward zero and gives the fallback when the Roll has no number", () => {
    expect(rolledTotal({ total: 7.9 })).toBe(7);
    expect(rolledTotal({ total: -2.5 })).toBe(-2);
    expect(rolledTotal({ total: null })).toBe(0);
    expect(rolledTotal({ total: Number.NaN }, 1)).toBe(1);
    expect(rolledTotal({}, 1)).toBe(1);
  });
});
