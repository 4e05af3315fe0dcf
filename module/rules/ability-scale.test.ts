/**
 * The edges of ./ability-scale.ts: the ability score's range taken exactly at both ends and refused
 * one past each, the odd scores rounded down, and each speed scale at 0, at its bound and one past
 * it. The golden values are in ruleset/config.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { MAX_ABILITY_SCORE, MAX_SPEED_FEET, abilityModifier, hexesFromFiveEFeet, hexesFromOseFeet } from "./ability-scale";

describe("abilityModifier (VARIANTS.md D10)", () => {
  it("takes scores 0 to 100 and rounds an odd difference down", () => {
    expect(MAX_ABILITY_SCORE).toBe(100);
    expect(abilityModifier(0)).toBe(-5);
    expect(abilityModifier(1)).toBe(-5);
    expect(abilityModifier(11)).toBe(0);
    expect(abilityModifier(13)).toBe(1);
    expect(abilityModifier(100)).toBe(45);
  });

  it("refuses a score below 0 or above 100, and one that is not a whole number", () => {
    expectRefusal(() => abilityModifier(-1), "OUT_OF_RANGE", "score", -1, "expected an ability score 0–100");
    expectRefusal(() => abilityModifier(101), "OUT_OF_RANGE", "score", 101, "expected an ability score 0–100");
    expectRefusal(() => abilityModifier(12.5), "NOT_INTEGER", "score", 12.5, "expected a whole number");
    expectRefusal(() => abilityModifier("12" as never), "NOT_A_NUMBER", "score", "12", "expected a number");
  });
});

describe("the speed scales (VARIANTS.md D5)", () => {
  it("convert 0 and the bound of 10,000 ft, rounding down", () => {
    expect(MAX_SPEED_FEET).toBe(10_000);
    expect([hexesFromFiveEFeet(0), hexesFromFiveEFeet(2), hexesFromFiveEFeet(3), hexesFromFiveEFeet(10_000)]).toEqual([0, 0, 1, 4000]);
    expect([hexesFromOseFeet(0), hexesFromOseFeet(9), hexesFromOseFeet(19), hexesFromOseFeet(10_000)]).toEqual([0, 0, 1, 1000]);
  });

  it("refuse a speed past 10,000 ft, below 0 or fractional, naming `feet`", () => {
    for (const scale of [hexesFromFiveEFeet, hexesFromOseFeet]) {
      expectRefusal(() => scale(10_001), "OUT_OF_RANGE", "feet", 10_001, "expected at most 10000");
      expectRefusal(() => scale(-5), "NEGATIVE", "feet", -5, "expected a whole number ≥ 0");
      expectRefusal(() => scale(30.5), "NOT_INTEGER", "feet", 30.5, "expected a whole number");
    }
  });
});
