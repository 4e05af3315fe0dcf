import { describe, expect, it } from "vitest";
import { itemsWeightLb, oseTierOutcome, weightUnits } from "./weigh";
import { expectRefusal } from "../../../../tests/support/rules-error";

const item = (weight: number, quantity = 1) => ({ kind: "gear" as const, weight, quantity });

describe("the companion models' weighing (VARIANTS.md §4.2, §5.6)", () => {
  it("weights in thousandths of a pound, rounded to the nearest", () => {
    expect(weightUnits(0.1234)).toBe(123);
    expect(weightUnits(0.0016)).toBe(2);
    expect(weightUnits(2)).toBe(2000);
  });

  it("the items' weight in lb, each piece at its weight", () => {
    expect(itemsWeightLb([])).toBe(0);
    expect(itemsWeightLb([item(1.5, 2), item(0.001, 3)])).toBe(3.003);
    expect(itemsWeightLb([item(0.0004, 1000)])).toBe(0);
    // Exactly the carried bound is weighed; a thousandth of a pound more is refused, with the total.
    expect(itemsWeightLb([item(100_000, 10_000)])).toBe(1_000_000_000);
    expectRefusal(() => itemsWeightLb([item(100_000, 10_000), item(0.001)]), "OUT_OF_RANGE", "items", 1_000_000_000.001, "at most 1000000000 lb in all");
  });

  it("refuses a bad item by its place", () => {
    expectRefusal(() => itemsWeightLb([item(1), null as never]), "INVALID_ARGUMENT", "items[1]", null, "an object");
    expectRefusal(() => itemsWeightLb([item(1), item(-1)]), "NEGATIVE", "items[1].weight", -1, "≥ 0");
    expectRefusal(() => itemsWeightLb([item(100_001)]), "OUT_OF_RANGE", "items[0].weight", 100_001, "at most 100000");
    expect(itemsWeightLb([item(100_000)])).toBe(100_000);
    expectRefusal(() => itemsWeightLb([item(1, -1)]), "NEGATIVE", "items[0].quantity", -1, "≥ 0");
    expectRefusal(() => itemsWeightLb([item(1, 0.5)]), "NOT_INTEGER", "items[0].quantity", 0.5, "whole number");
    expectRefusal(() => itemsWeightLb([item(0, 100_001)]), "OUT_OF_RANGE", "items[0].quantity", 100_001, "at most 100000");
    expect(itemsWeightLb([item(0, 100_000)])).toBe(0);
  });

  it("the speed and miles at a tier; over the maximum, or a speed the fraction brings to 0, cannot move", () => {
    expect(oseTierOutcome(12, 24, { tier: 1, immobile: true })).toEqual({ speed: 0, milesPerDay: 0, immobile: true, tier: 1 });
    expect(oseTierOutcome(12, 24, { tier: 1, immobile: false })).toEqual({ speed: 9, milesPerDay: 18, immobile: false, tier: 1 });
    expect(oseTierOutcome(3, 24, { tier: 3, immobile: false })).toEqual({ speed: 0, milesPerDay: 0, immobile: true, tier: 3 });
    expect(oseTierOutcome(4, 24, { tier: 3, immobile: false })).toEqual({ speed: 1, milesPerDay: 6, immobile: false, tier: 3 });
    // A speed of 0 is not brought to 0 by the load: it keeps its miles.
    expect(oseTierOutcome(0, 24, { tier: 3, immobile: false })).toEqual({ speed: 0, milesPerDay: 6, immobile: false, tier: 3 });
  });
});
