import { describe, expect, it } from "vitest";
import { OSE_GEAR_FLAT_COINS, oseDetailedCoinWeight, oseDetailedTier } from "./ose-detailed";
import { resolveRuleset } from "../../ruleset";
import { characterLoadUnderModel } from "../../character/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";

const DETAILED = withModel("oseDetailed");

describe("OSE detailed encumbrance (VARIANTS.md §5.7, row 26)", () => {
  it("GO-11: speed 12 at 40, 40.1, 60, 60.1, 80, 80.1, 160, 160.1 lb gives 12, 9, 9, 6, 6, 3, 3, 0 (immobile)", () => {
    const weights = [40, 40.1, 60, 60.1, 80, 80.1, 160, 160.1];
    const results = weights.map((w) => characterLoadUnderModel(character({ items: [lb(w, "armour")] }), resolveRuleset(DETAILED))!);
    expect(results.map((r) => r.speed)).toEqual([12, 9, 9, 6, 6, 3, 3, 0]);
    expect(results.map((r) => r.immobile)).toEqual([false, false, false, false, false, false, false, true]);
    expect(results[1]!.coinWeight).toBe(401);
  });

  it("GO-11b: 401 coins move 9 (not vttred/ose #447's 67.5′); 870 coins move 3 (#544 expects 30′)", () => {
    expect(characterLoadUnderModel(character({ coins: 401 }), resolveRuleset(DETAILED))).toMatchObject({ speed: 9, tier: 1, coinWeight: 401 });
    expect(characterLoadUnderModel(character({ coins: 870 }), resolveRuleset(DETAILED))).toMatchObject({ speed: 3, tier: 3 });
  });

  it("GO-11c: 24 miles a day across the four tiers gives 24, 18, 12, 6", () => {
    const miles = [0, 500, 700, 1000].map((coins) => characterLoadUnderModel(character({ coins }), resolveRuleset(DETAILED))!.milesPerDay);
    expect(miles).toEqual([24, 18, 12, 6]);
  });

  it("GO-11d: with oseGearFlat80 gear items of 23 lb count 8 lb (80 coins); weapons and armour still weigh", () => {
    const gear = [lb(20, "gear"), { kind: "gear" as const, weight: 1.5, quantity: 2 }];
    expect(oseDetailedCoinWeight(0, gear, false)).toBe(230);
    expect(oseDetailedCoinWeight(0, gear, true)).toBe(OSE_GEAR_FLAT_COINS);
    expect(oseDetailedCoinWeight(100, [...gear, lb(5), lb(20, "armour")], true)).toBe(100 + 80 + 50 + 200);
    expect(oseDetailedCoinWeight(0, [], true)).toBe(0);
    const flat = withModel("oseDetailed", { oseGearFlat80: true });
    expect(characterLoadUnderModel(character({ coins: 320, items: gear }), resolveRuleset(flat))!.speed).toBe(12);
    expect(characterLoadUnderModel(character({ coins: 320, items: gear }), resolveRuleset(DETAILED))!.speed).toBe(9);
  });

  it("the tiers are inclusive ('up to'); over 1,600 coins is immobile", () => {
    expect(oseDetailedTier(400)).toEqual({ tier: 0, immobile: false });
    expect(oseDetailedTier(1600)).toEqual({ tier: 3, immobile: false });
    expect(oseDetailedTier(1600.5)).toEqual({ tier: 3, immobile: true });
  });
});
