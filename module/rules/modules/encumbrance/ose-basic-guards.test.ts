import { describe, expect, it } from "vitest";
import { MAX_SIGNIFICANT_TREASURE_COINS, OSE_HEAVY_ARMOUR_MIN_LB, OSE_SIGNIFICANT_TREASURE_COINS, heaviestArmourClass, oseArmourClassOf, oseBasicEncumbrance, oseBasicTier, oseTreasureCoins } from "./ose-basic";
import { resolveRuleset } from "../../ruleset";
import type { LoadModel } from "../../ruleset/points/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";
import { expectRefusal } from "../../../../tests/support/rules-error";

const model = (extra = {}): LoadModel => resolveRuleset(withModel("oseBasic", extra)).points.loadModel!;
const treasure = (weight: number, quantity = 1) => ({ kind: "treasure" as const, weight, quantity });

describe("OSE basic encumbrance: bounds and edges (VARIANTS.md §5.6)", () => {
  it("the world threshold: 800 coins by default, 0…1,000,000", () => {
    expect([OSE_HEAVY_ARMOUR_MIN_LB, OSE_SIGNIFICANT_TREASURE_COINS, MAX_SIGNIFICANT_TREASURE_COINS]).toEqual([30, 800, 1_000_000]);
    expect(oseBasicEncumbrance.fields["encumbrance.oseSignificantTreasure"]).toMatchObject({ kind: "int", book: 800, min: 0, max: 1_000_000 });
  });

  it("the model's sheet: coins with the treasure hint, the basic part, named tiers, 1,600 coins at most; the tier table and shares", () => {
    const m = model();
    expect(m.id).toBe("oseBasic");
    expect(m.sheet).toEqual({ inputs: ["coins"], coinsHint: "ER.Variants.Encumbrance.CoinsTreasureHint", parts: ["basic"], tierBounds: null, maxCoins: 1600 });
    expect(m.tierSpeeds(12)).toEqual([12, 9, 6, 3]);
    expect(m.tierShare?.(2)).toEqual({ num: 2, den: 4 });
  });

  it("the load: the heaviest armour worn, every treasure counted, the GM's judgement 'auto' when none is given", () => {
    const r = model().characterLoad(character({ coins: 700, items: [treasure(10), lb(40, "gear")], armourWorn: [{ choice: "auto", weight: 20 }, { choice: "auto", weight: 45 }] }));
    expect(r).toEqual({ loads: 0, loadsOver: 0, tier: 3, coinWeight: 800, armourClass: "heavy", significantTreasure: true, overloaded: false, model: "oseBasic", speed: 3, milesPerDay: 6, immobile: false });
    expect(model().characterLoad(character({ coins: 799 }))).toMatchObject({ tier: 0, significantTreasure: false, armourClass: "none", speed: 12, milesPerDay: 24 });
    expect(model().characterLoad(character({ coins: 10, treasure: "significant" }))).toMatchObject({ tier: 1, significantTreasure: true });
    expectRefusal(() => model().characterLoad(character({ armourWorn: [{ choice: "light", weight: 1 }, null as never] })), "INVALID_ARGUMENT", "armourWorn[1]", null, "an object");
  });

  it("an armour class: the stored choice, or by weight on 'auto'; refusals by name", () => {
    expect(oseArmourClassOf("light", 0)).toBe("light");
    expect(oseArmourClassOf("auto", 0.1)).toBe("light");
    expect(oseArmourClassOf("auto", 100_000)).toBe("heavy");
    expectRefusal(() => oseArmourClassOf("mithril" as never, 1), "INVALID_ARGUMENT", "choice", "mithril", "one of auto, none, light, heavy");
    expectRefusal(() => oseArmourClassOf("auto", -1), "NEGATIVE", "weightLb", -1, "≥ 0");
    expectRefusal(() => oseArmourClassOf("auto", 100_001), "OUT_OF_RANGE", "weightLb", 100_001, "at most 100000");
  });

  it("the heaviest class in any order; refusals by place", () => {
    expect(heaviestArmourClass(["heavy", "light"])).toBe("heavy");
    expect(heaviestArmourClass(["none", "light", "none"])).toBe("light");
    expect(heaviestArmourClass(["none"])).toBe("none");
    expectRefusal(() => heaviestArmourClass("heavy" as never), "INVALID_ARGUMENT", "classes", "heavy", "an array");
    expectRefusal(() => heaviestArmourClass(["light", "mithril" as never]), "INVALID_ARGUMENT", "classes[1]", "mithril", "one of none, light, heavy");
  });

  it("the tier: significant from the threshold on under 'auto', the judgement otherwise; over 1,600 coins immobile", () => {
    expect(oseBasicTier("light", 800, 800)).toEqual({ tier: 2, immobile: false, significant: true });
    expect(oseBasicTier("light", 799.9, 800)).toEqual({ tier: 1, immobile: false, significant: false });
    expect(oseBasicTier("none", 5000, 800, "none")).toEqual({ tier: 0, immobile: true, significant: false });
    expect(oseBasicTier("heavy", 0, 800, "significant")).toEqual({ tier: 3, immobile: false, significant: true });
    expect(oseBasicTier("none", 1600, 0)).toEqual({ tier: 1, immobile: false, significant: true });
    expect(oseBasicTier("none", 1600.1, 2000)).toEqual({ tier: 0, immobile: true, significant: false });
  });

  it("the tier's refusals, each by name", () => {
    expectRefusal(() => oseBasicTier("mithril" as never, 0, 800), "INVALID_ARGUMENT", "armour", "mithril", "one of none, light, heavy");
    expectRefusal(() => oseBasicTier("none", -1, 800), "NEGATIVE", "treasureCoins", -1, "≥ 0");
    // The coins and a carried load of treasure at 10 coins a lb: 10,000,000 + 10,000,000,000.
    expect(oseBasicTier("none", 10_010_000_000, 800).immobile).toBe(true);
    expectRefusal(() => oseBasicTier("none", 10_010_000_001, 800), "OUT_OF_RANGE", "treasureCoins", 10_010_000_001, "at most 10010000000");
    expectRefusal(() => oseBasicTier("none", 0, -1), "NEGATIVE", "significantCoins", -1, "≥ 0");
    expectRefusal(() => oseBasicTier("none", 0, 800, "lots" as never), "INVALID_ARGUMENT", "judgement", "lots", "one of auto, significant, none");
  });

  it("the treasure in coins: the coins and the treasure items at 10 coins a lb; other kinds are not read at all", () => {
    expect(oseTreasureCoins(5, [])).toBe(5);
    expect(oseTreasureCoins(0, [treasure(1.5, 2), treasure(0.1)])).toBe(31);
    expect(oseTreasureCoins(0, [{ kind: "gear", weight: -1, quantity: -1 }])).toBe(0);
    expect(oseTreasureCoins(0, [treasure(100_000, 10_000)])).toBe(10_000_000_000);
    expectRefusal(() => oseTreasureCoins(0, [treasure(100_000, 10_000), treasure(0.001)]), "OUT_OF_RANGE", "items", 1_000_000_000.001, "at most 1000000000 lb in all");
  });

  it("the treasure's refusals, each by name and place", () => {
    expectRefusal(() => oseTreasureCoins(-1, []), "NEGATIVE", "coins", -1, "≥ 0");
    expectRefusal(() => oseTreasureCoins(10_000_001, []), "OUT_OF_RANGE", "coins", 10_000_001, "at most 10000000");
    expectRefusal(() => oseTreasureCoins(0, "x" as never), "INVALID_ARGUMENT", "items", "x", "an array");
    expectRefusal(() => oseTreasureCoins(0, [treasure(1), null as never]), "INVALID_ARGUMENT", "items[1]", null, "an object");
    expectRefusal(() => oseTreasureCoins(0, [treasure(1), treasure(-1)]), "NEGATIVE", "items[1].weight", -1, "≥ 0");
    expectRefusal(() => oseTreasureCoins(0, [treasure(100_001)]), "OUT_OF_RANGE", "items[0].weight", 100_001, "at most 100000");
    expectRefusal(() => oseTreasureCoins(0, [treasure(1, 0.5)]), "NOT_INTEGER", "items[0].quantity", 0.5, "whole number");
    expectRefusal(() => oseTreasureCoins(0, [treasure(0, 100_001)]), "OUT_OF_RANGE", "items[0].quantity", 100_001, "at most 100000");
  });
});
