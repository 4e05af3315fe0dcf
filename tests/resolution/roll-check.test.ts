/**
 * A recorded roll checked against the formula the GM's client computes (roll-check.ts): honest rolls
 * of the stand-in Roll pass; a die outside its faces, a total that is not the formula evaluated
 * with the results, a kept die that the modifier does not keep, or another formula are refused.
 */
import { describe, expect, it } from "vitest";
import { checkRoll } from "../../module/resolution/roll-check";
import { FakeRoll, faces } from "./fake-roll";

async function rolled(formula: string, results: number[], data: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  faces.length = 0;
  faces.push(...results);
  const roll = await new FakeRoll(formula, data).evaluate();
  return JSON.parse(JSON.stringify(roll)) as Record<string, unknown>;
}
type Die = { results: Array<{ result: number; active: boolean; discarded?: boolean }> };
const dieOf = (roll: Record<string, unknown>, i = 0) => (roll["terms"] as Die[]).filter((t) => "results" in t)[i]!;

describe("honest rolls pass", () => {
  it.each([
    ["1d20", [13], {}],
    ["1d20 + 2", [13], {}],
    ["2d20kh", [4, 17], {}],
    ["2d20kl", [4, 17], {}],
    ["1d8 + @str", [5], { str: 3 }],
    ["1d20 + @level / 2", [11], { level: 3 }],
    ["2d6 - 1 * 2", [3, 4], {}],
    ["- 1d4 + 10", [2], {}],
  ])("%s", async (formula, results, data) => {
    const roll = await rolled(formula, results, data);
    expect(checkRoll(roll, new FakeRoll(formula, data).formula)).toBe("ok");
  });

  it("a fractional total (1d20 + 3/2) is the formula's own value", async () => {
    const roll = await rolled("1d20 + @level / 2", [11], { level: 3 });
    expect(roll["total"]).toBe(12.5);
    expect(checkRoll(roll, "1d20 + 3 / 2")).toBe("ok");
  });
});

describe("forged rolls are refused", () => {
  it("a die result beyond its faces (a d8 showing 999) or below 1", async () => {
    const roll = await rolled("1d8", [5]);
    dieOf(roll).results[0]!.result = 999;
    roll["total"] = 999;
    expect(checkRoll(roll, "1d8")).toBe("dice");
    dieOf(roll).results[0]!.result = 0;
    roll["total"] = 0;
    expect(checkRoll(roll, "1d8")).toBe("dice");
  });

  it("a total that is not the results' sum", async () => {
    const roll = await rolled("1d8 + 2", [5]);
    roll["total"] = 30;
    expect(checkRoll(roll, "1d8 + 2")).toBe("total");
  });

  it("advantage keeping the lower die (the natural picked), or one die for two", async () => {
    const roll = await rolled("2d20kh", [4, 17]);
    const results = dieOf(roll).results;
    results[0] = { result: 4, active: true };
    results[1] = { result: 17, active: false, discarded: true };
    roll["total"] = 4;
    expect(checkRoll(roll, "2d20kh")).toBe("dice");
    dieOf(roll).results.pop();
    expect(checkRoll(roll, "2d20kh")).toBe("dice");
  });

  it("another formula than the GM's (1d20 + 50 for 1d20 + 2), in the text or in the terms", async () => {
    const roll = await rolled("1d20 + 50", [13]);
    expect(checkRoll(roll, "1d20 + 2")).toBe("formula");
    const honest = await rolled("1d20 + 2", [13]);
    (honest["terms"] as Array<{ number?: number }>)[2]!.number = 50;
    honest["total"] = 63;
    expect(checkRoll(honest, "1d20 + 2")).toBe("formula");
  });

  it("no terms, a bare total, or an unknown term cannot be checked", () => {
    expect(checkRoll({ formula: "1d20", total: 20 }, "1d20")).toBe("unverifiable");
    expect(checkRoll({ formula: "1d20", total: 20, terms: [{ class: "PoolTerm", rolls: [] }] }, "1d20")).toBe("unverifiable");
    expect(checkRoll(null, "1d20")).toBe("formula");
    expect(checkRoll({ formula: "1d20", total: Number.NaN, terms: [] }, "1d20")).toBe("formula");
  });
});
