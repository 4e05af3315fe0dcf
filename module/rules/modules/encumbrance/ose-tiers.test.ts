import { describe, expect, it } from "vitest";
import { OSE_COINS_PER_LB, OSE_MAX_LOAD_COINS, OSE_SHEET_MAX_COINS, OSE_TIER_QUARTERS, oseFractionOf, oseTierLoad, oseTierSpeeds } from "./ose-tiers";
import { expectRefusal } from "../../../../tests/support/rules-error";

describe("OSE tiers (VARIANTS.md §5.6)", () => {
  it("the quarters 4 : 3 : 2 : 1, ten coins a pound, 1,600 coins at most", () => {
    expect(OSE_TIER_QUARTERS).toEqual([4, 3, 2, 1]);
    expect(Object.isFrozen(OSE_TIER_QUARTERS)).toBe(true);
    expect([OSE_COINS_PER_LB, OSE_MAX_LOAD_COINS, OSE_SHEET_MAX_COINS]).toEqual([10, 1600, 1600]);
  });

  it("a value at each tier is its quarters, rounded down; the speeds table is the four tiers", () => {
    expect(oseTierSpeeds(12)).toEqual([12, 9, 6, 3]);
    expect(oseTierSpeeds(7)).toEqual([7, 5, 3, 1]);
    expect(oseTierSpeeds(0)).toEqual([0, 0, 0, 0]);
    expect(oseFractionOf(1000, 0)).toBe(1000);
    expect(oseFractionOf(1000, 3)).toBe(250);
  });

  it("the share a tier leaves is exact quarters, frozen", () => {
    expect([0, 1, 2, 3].map((t) => oseTierLoad(t))).toEqual([{ num: 4, den: 4 }, { num: 3, den: 4 }, { num: 2, den: 4 }, { num: 1, den: 4 }]);
    expect(Object.isFrozen(oseTierLoad(1))).toBe(true);
  });

  it("refuses a value or a tier out of bounds, by name", () => {
    expectRefusal(() => oseFractionOf(-1, 0), "NEGATIVE", "value", -1, "≥ 0");
    expectRefusal(() => oseFractionOf(1001, 0), "OUT_OF_RANGE", "value", 1001, "at most 1000");
    expectRefusal(() => oseFractionOf(12, -1), "NEGATIVE", "tier", -1, "≥ 0");
    expectRefusal(() => oseFractionOf(12, 4), "OUT_OF_RANGE", "tier", 4, "expected a tier 0–3");
    expectRefusal(() => oseTierLoad(4), "OUT_OF_RANGE", "tier", 4, "expected a tier 0–3");
    expectRefusal(() => oseTierLoad(1.5), "NOT_INTEGER", "tier", 1.5, "whole number");
  });
});
