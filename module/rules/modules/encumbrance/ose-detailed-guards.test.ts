import { describe, expect, it } from "vitest";
import { OSE_DETAILED_TIER_COINS, OSE_GEAR_FLAT_COINS, oseDetailedCoinWeight, oseDetailedEncumbrance, oseDetailedTier } from "./ose-detailed";
import { resolveRuleset } from "../../ruleset";
import type { LoadModel } from "../../ruleset/points/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";
import { expectRefusal } from "../../../../tests/support/rules-error";

const model = (gearFlat80 = false): LoadModel => resolveRuleset(withModel("oseDetailed", { oseGearFlat80: gearFlat80 })).points.loadModel!;

describe("OSE detailed encumbrance: bounds and edges (VARIANTS.md §5.7)", () => {
  it("the tier bounds 400 / 600 / 800 / 1,600, the flat gear 80, the toggle off by default, the OSE preset", () => {
    expect(OSE_DETAILED_TIER_COINS).toEqual([400, 600, 800, 1600]);
    expect(Object.isFrozen(OSE_DETAILED_TIER_COINS)).toBe(true);
    expect(OSE_GEAR_FLAT_COINS).toBe(80);
    expect(oseDetailedEncumbrance.fields["encumbrance.oseGearFlat80"]).toMatchObject({ kind: "bool", book: false });
    expect(oseDetailedEncumbrance.presets.ose).toEqual({ "encumbrance.model": "oseDetailed" });
  });

  it("the model's sheet: coins with the OSE hint, the detailed part, the bounds, 1,600 coins at most; the tier table and shares", () => {
    const m = model();
    expect(m.id).toBe("oseDetailed");
    expect(m.sheet).toEqual({ inputs: ["coins"], coinsHint: "ER.Variants.Encumbrance.CoinsOseHint", parts: ["detailed"], tierBounds: [400, 600, 800, 1600], maxCoins: 1600 });
    expect(m.tierSpeeds(8)).toEqual([8, 6, 4, 2]);
    expect(m.tierShare?.(3)).toEqual({ num: 1, den: 4 });
    expect(m.characterLoad(character({ coins: 550, items: [lb(5, "gear")] }))).toEqual({ loads: 0, loadsOver: 0, tier: 1, coinWeight: 600, armourClass: null, significantTreasure: false, overloaded: false, model: "oseDetailed", speed: 9, milesPerDay: 18, immobile: false });
    expect(model(true).characterLoad(character({ coins: 550, items: [lb(5, "gear")] }))).toMatchObject({ tier: 2, coinWeight: 630 });
  });

  it("each tier 'up to' its bound, inclusive", () => {
    expect([0, 400.1, 600, 600.1, 800, 800.1].map((c) => oseDetailedTier(c).tier)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(oseDetailedTier(800.1).immobile).toBe(false);
  });

  it("the coin weight: items at 10 coins a lb (treasure too), none of a piece weighs nothing, flat gear only when some is carried", () => {
    expect(oseDetailedCoinWeight(3, [lb(0.5, "treasure"), lb(1, "weapon")], false)).toBe(18);
    expect(oseDetailedCoinWeight(0, [{ kind: "gear", weight: 10, quantity: 0 }], true)).toBe(0);
    expect(oseDetailedCoinWeight(0, [{ kind: "weapon", weight: 10, quantity: 0 }], false)).toBe(0);
    expect(oseDetailedCoinWeight(0, [lb(10, "weapon"), lb(2, "gear")], true)).toBe(180);
    expect(oseDetailedCoinWeight(0, [lb(100_000, "weapon")], false)).toBe(1_000_000);
  });

  it("the carried bound: exactly 10⁹ lb weighed, a thousandth more refused with the total", () => {
    const most = { kind: "weapon" as const, weight: 100_000, quantity: 10_000 };
    expect(oseDetailedCoinWeight(0, [most], false)).toBe(10_000_000_000);
    expectRefusal(() => oseDetailedCoinWeight(0, [most, lb(0.001)], false), "OUT_OF_RANGE", "items", 1_000_000_000.001, "at most 1000000000 lb in all");
    // Flat gear is added after the items: the bound is checked on the items weighed.
    expect(oseDetailedCoinWeight(0, [most, lb(1, "gear")], true)).toBe(10_000_000_080);
  });

  it("refusals, each by name and place", () => {
    expectRefusal(() => oseDetailedCoinWeight(-1, [], false), "NEGATIVE", "coins", -1, "≥ 0");
    expectRefusal(() => oseDetailedCoinWeight(0, "x" as never, false), "INVALID_ARGUMENT", "items", "x", "an array");
    expectRefusal(() => oseDetailedCoinWeight(0, [], "yes" as never), "INVALID_ARGUMENT", "gearFlat80", "yes", "expected a boolean");
    expectRefusal(() => oseDetailedCoinWeight(0, [lb(1), null as never], false), "INVALID_ARGUMENT", "items[1]", null, "an object");
    expectRefusal(() => oseDetailedCoinWeight(0, [lb(1), { kind: "food", weight: 1, quantity: 1 } as never], false), "INVALID_ARGUMENT", "items[1].kind", "food", "one of weapon, armour, gear, treasure");
    expectRefusal(() => oseDetailedCoinWeight(0, [lb(-1)], false), "NEGATIVE", "items[0].weight", -1, "≥ 0");
    expectRefusal(() => oseDetailedCoinWeight(0, [lb(100_001)], false), "OUT_OF_RANGE", "items[0].weight", 100_001, "at most 100000");
    expectRefusal(() => oseDetailedCoinWeight(0, [{ kind: "gear", weight: 1, quantity: -1 }], true), "NEGATIVE", "items[0].quantity", -1, "≥ 0");
    expectRefusal(() => oseDetailedCoinWeight(0, [{ kind: "gear", weight: 1, quantity: 100_001 }], true), "OUT_OF_RANGE", "items[0].quantity", 100_001, "at most 100000");
    expectRefusal(() => oseDetailedTier(-1), "NEGATIVE", "coinWeight", -1, "≥ 0");
    expect(oseDetailedTier(10_000_000_000)).toEqual({ tier: 3, immobile: true });
    expectRefusal(() => oseDetailedTier(10_000_000_001), "OUT_OF_RANGE", "coinWeight", 10_000_000_001, "at most 10000000000");
  });
});
