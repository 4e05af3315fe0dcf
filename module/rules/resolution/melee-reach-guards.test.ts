/**
 * Melee reach at its edges (RESOLUTION.md R2; 002:L65): the last hex a reach in feet takes, the bound
 * of a reach, and every refusal named, also for a distance that is not measured.
 */
import { describe, expect, it } from "vitest";
import { ADJACENT_HEXES, meleeReaches } from "./melee-reach";
import { MAX_ROLL_TOTAL } from "./validate";
import { expectRefusal } from "../../../tests/support/rules-error";

describe("melee reach's edges (R2)", () => {
  it("a reach in feet takes the hexes whose distance in feet it covers, the last one exactly", () => {
    expect(ADJACENT_HEXES).toBe(1);
    expect([3, 4].map((h) => meleeReaches(h, 5, 15))).toEqual([true, false]);
    expect([1, 2].map((h) => meleeReaches(h, 5, 9.9))).toEqual([true, false]);
    expect(meleeReaches(1, 30, 5)).toBe(true);
    expect(meleeReaches(0, 5, 1)).toBe(true);
    expect(meleeReaches(null, 5, 5)).toBe(true);
    expect(meleeReaches(MAX_ROLL_TOTAL, 1, MAX_ROLL_TOTAL)).toBe(true);
  });

  it("every refusal names its argument; a distance that is not measured still has its scale and reach checked", () => {
    expectRefusal(() => meleeReaches(-1, 5, null), "OUT_OF_RANGE", "distanceHexes", -1, `from 0 to ${MAX_ROLL_TOTAL}`);
    expectRefusal(() => meleeReaches(MAX_ROLL_TOTAL + 1, 5, null), "OUT_OF_RANGE", "distanceHexes", MAX_ROLL_TOTAL + 1, `from 0 to ${MAX_ROLL_TOTAL}`);
    expectRefusal(() => meleeReaches(null, 0, null), "OUT_OF_RANGE", "feetPerHex", 0, "expected a number > 0");
    expectRefusal(() => meleeReaches(1, Number.NaN, 10), "NOT_A_NUMBER", "feetPerHex", Number.NaN, "expected a number");
    expectRefusal(() => meleeReaches(null, 5, 0), "OUT_OF_RANGE", "reachFeet", 0, "expected a number > 0");
    expectRefusal(() => meleeReaches(1, 5, -10), "OUT_OF_RANGE", "reachFeet", -10, "expected a number > 0");
    expectRefusal(() => meleeReaches(1, 5, MAX_ROLL_TOTAL + 0.5), "OUT_OF_RANGE", "reachFeet", MAX_ROLL_TOTAL + 0.5, `expected at most ${MAX_ROLL_TOTAL} feet`);
  });
});
