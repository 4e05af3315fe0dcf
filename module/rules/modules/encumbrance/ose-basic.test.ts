import { describe, expect, it } from "vitest";
import type { OseArmourClass } from "../../load-models";
import { heaviestArmourClass, oseArmourClassOf, oseBasicTier, oseTreasureCoins } from "./ose-basic";
import { oseFractionOf } from "./ose-tiers";
import { RulesError } from "../../errors";
import { resolveRuleset } from "../../ruleset";
import { characterLoadUnderModel } from "../../character/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";

const BASIC = withModel("oseBasic");

describe("OSE basic encumbrance (VARIANTS.md §5.6, row 25)", () => {
  const basic = (armour: OseArmourClass, coins: number, speed = 12) =>
    characterLoadUnderModel(character({ speed, coins, armourWorn: armour === "none" ? [] : [{ choice: armour, weight: 0 }] }), resolveRuleset(BASIC))!;

  it("GO-10: speed 12: unarmoured 12; + treasure (800 coins) 9; light 9; light + treasure 6; heavy 6; heavy + treasure 3", () => {
    expect([basic("none", 0), basic("none", 800), basic("light", 0), basic("light", 800), basic("heavy", 0), basic("heavy", 800)].map((r) => r.speed)).toEqual([12, 9, 9, 6, 6, 3]);
    expect(basic("heavy", 800)).toMatchObject({ tier: 3, armourClass: "heavy", significantTreasure: true, immobile: false });
  });

  it("GO-10b: 799 coins are not significant (12); 1,601 coins are over the maximum load (immobile)", () => {
    expect(basic("none", 799)).toMatchObject({ speed: 12, significantTreasure: false, immobile: false });
    expect(basic("none", 1600)).toMatchObject({ speed: 9, immobile: false });
    expect(basic("none", 1601)).toMatchObject({ speed: 0, immobile: true, milesPerDay: 0 });
    expect(oseBasicTier("none", 1601, 800)).toEqual({ tier: 1, immobile: true, significant: true });
  });

  it("GO-10c: speed 11 at ¾, ½, ¼ gives 8, 5, 2 (D8: rounded down)", () => {
    expect([0, 1, 2, 3].map((t) => oseFractionOf(11, t))).toEqual([11, 8, 5, 2]);
    expect(basic("light", 0, 11).speed).toBe(8);
    expect(basic("heavy", 0, 11).speed).toBe(5);
    expect(basic("heavy", 900, 11).speed).toBe(2);
  });

  it("003:L106 'as judged by the referee': the GM's judgement for the character wins over the threshold", () => {
    expect(characterLoadUnderModel(character({ coins: 50, treasure: "significant" }), resolveRuleset(BASIC))).toMatchObject({ speed: 9, significantTreasure: true });
    expect(characterLoadUnderModel(character({ coins: 1200, treasure: "none" }), resolveRuleset(BASIC))).toMatchObject({ speed: 12, significantTreasure: false });
    // The maximum load still counts the coins.
    expect(characterLoadUnderModel(character({ coins: 1700, treasure: "none" }), resolveRuleset(BASIC))).toMatchObject({ immobile: true });
    expect(() => oseBasicTier("none", 0, 800, "lots" as never)).toThrow(RulesError);
  });

  it("P1 (003:L94–L102): every kind of treasure counts with the coins, gear does not; 1,590 coins and 10 jewels (100 coins) cannot move", () => {
    const jewels = { kind: "treasure" as const, weight: 1, quantity: 10 };
    expect(characterLoadUnderModel(character({ coins: 1590, items: [jewels] }), resolveRuleset(BASIC))).toMatchObject({ immobile: true, coinWeight: 1690 });
    expect(characterLoadUnderModel(character({ coins: 1590, items: [{ ...jewels, kind: "gear" }] }), resolveRuleset(BASIC))).toMatchObject({ immobile: false, coinWeight: 1590 });
    // Treasure items alone make the treasure significant (a staff of 4 lb and 19 scrolls is 40 + 760 = 800 coins).
    const staffAndScrolls = [lb(4, "treasure"), { kind: "treasure" as const, weight: 0.1, quantity: 760 }];
    expect(characterLoadUnderModel(character({ items: staffAndScrolls }), resolveRuleset(BASIC))).toMatchObject({ significantTreasure: true, coinWeight: 800 });
    expect(oseTreasureCoins(3, [lb(0.1, "treasure"), lb(50, "gear")])).toBeCloseTo(4, 10);
    // Detailed with the flat 80: treasure weighs at its weight, not swallowed by the gear's 80 coins.
    const flat = withModel("oseDetailed", { oseGearFlat80: true });
    expect(characterLoadUnderModel(character({ coins: 1510, items: [jewels, lb(1, "gear")] }), resolveRuleset(flat))).toMatchObject({ immobile: true });
  });

  it("the significant-treasure threshold is the world's setting", () => {
    const low = withModel("oseBasic", { oseSignificantTreasure: 100 });
    expect(characterLoadUnderModel(character({ coins: 100 }), resolveRuleset(low))!.speed).toBe(9);
    expect(characterLoadUnderModel(character({ coins: 99 }), resolveRuleset(low))!.speed).toBe(12);
  });

  it("Decision: the heaviest armour worn counts; 'auto' classes armour by weight (0 none, < 30 lb light, ≥ 30 heavy)", () => {
    expect(heaviestArmourClass([])).toBe("none");
    expect(heaviestArmourClass(["light", "heavy", "none"])).toBe("heavy");
    expect(oseArmourClassOf("auto", 0)).toBe("none");
    expect(oseArmourClassOf("auto", 20)).toBe("light");
    expect(oseArmourClassOf("auto", 29.9)).toBe("light");
    expect(oseArmourClassOf("auto", 30)).toBe("heavy");
    expect(oseArmourClassOf("none", 50)).toBe("none");
    expect(oseArmourClassOf("heavy", 5)).toBe("heavy");
  });
});
