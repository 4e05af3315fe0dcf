import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { oseArmourClassOf, type CharacterLoadInput, type OseArmourClass } from "../../load-models";
import { OSR_HEXES_PER_LOAD_OVER, osrLoadsCarried, osrSpeedAfterLoads } from "./osr-loads";
import { heaviestArmourClass, oseBasicTier, oseTreasureCoins } from "./ose-basic";
import { OSE_GEAR_FLAT_COINS, oseDetailedCoinWeight, oseDetailedTier } from "./ose-detailed";
import { oseFractionOf } from "./ose-tiers";
import { BOOK_CONFIG, PRESETS, type EncumbranceModelId, type VariantConfig } from "../../ruleset/config";
import { RulesError } from "../../errors";
import { movementAllowance } from "../../movement";
import { EMPTY_LOAD_HISTORY, persistentStepsUnderVariants } from "../../encumbrance";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import { characterLoadUnderModel } from "../../character/load";
import { variantConfig } from "../../../../tests/support/variants";
import type { VariantPatch } from "../..";

const withModel = (model: EncumbranceModelId, extra: Partial<VariantConfig["encumbrance"]> = {}): VariantConfig => variantConfig({ encumbrance: { model, ...extra } });
const OSR = withModel("osrLoads");
const BASIC = withModel("oseBasic");
const DETAILED = withModel("oseDetailed");
const OFF = withModel("off");

function character(over: Partial<CharacterLoadInput> = {}): CharacterLoadInput {
  return { speed: 12, milesPerDay: 24, str: 10, coins: 0, items: [], armourWorn: [], ...over };
}
/** Gear of `lb` as one item. */
const lb = (weight: number, kind: "weapon" | "armour" | "gear" | "treasure" = "weapon") => ({ kind, weight, quantity: 1 });
const split = (speed: number) => movementAllowance({ speed, terrain: "optimal" }, BOOK_RULESET).phases.join("-");

describe("OSR loads against STR (VARIANTS.md §4.2, row 12)", () => {
  it("D5: a load over STR costs 2 hexes (5′ × 0.4)", () => {
    expect(OSR_HEXES_PER_LOAD_OVER).toBe(2);
  });

  it("G2-3: STR 10 with 11 loads at speed 12 moves 10 hexes (25′ × 0.4), split 3-3-2-2, overloaded", () => {
    const r = osrSpeedAfterLoads(12, 10, 11);
    expect(r).toEqual({ over: 1, speed: 10, overloaded: true, immobile: false });
    expect(split(r.speed)).toBe("3-3-2-2");
  });

  it("G2-3b: STR 10 with 10 / 13 / 16 loads at speed 12 moves 12 / 6 / 0 (immobile)", () => {
    expect(osrSpeedAfterLoads(12, 10, 10)).toEqual({ over: 0, speed: 12, overloaded: false, immobile: false });
    expect(osrSpeedAfterLoads(12, 10, 13)).toMatchObject({ speed: 6, immobile: false });
    expect(osrSpeedAfterLoads(12, 10, 16)).toEqual({ over: 6, speed: 0, overloaded: true, immobile: true });
    expect(osrSpeedAfterLoads(12, 10, 30)).toMatchObject({ speed: 0, immobile: true });
  });

  it("G2-4: 1,000 coins are 10 lb = 2 loads; 27 lb of gear is ⌈27/5⌉ = 6 loads; together ⌈37/5⌉ = 8", () => {
    expect(osrLoadsCarried(1000, 0)).toBe(2);
    expect(osrLoadsCarried(0, 27)).toBe(6);
    expect(osrLoadsCarried(1000, 27)).toBe(8);
    expect(osrLoadsCarried(500, 0)).toBe(1);
    expect(osrLoadsCarried(501, 0)).toBe(2);
    expect(osrLoadsCarried(0, 0)).toBe(0);
  });

  it("G2-3/G2-4 through the model: STR 10, 55 lb of gear (11 loads) → 10 hexes, overloaded, half miles", () => {
    const r = characterLoadUnderModel(character({ items: [lb(55, "gear")] }), resolveRuleset(OSR))!;
    expect(r).toMatchObject({ model: "osrLoads", loads: 11, loadsOver: 1, speed: 10, overloaded: true, immobile: false, milesPerDay: 12 });
    const still = characterLoadUnderModel(character({ coins: 8000 }), resolveRuleset(OSR))!;
    expect(still).toMatchObject({ loads: 16, speed: 0, immobile: true, milesPerDay: 0 });
  });
});

describe("OSE basic encumbrance (VARIANTS.md §5.6, row 25)", () => {
  const basic = (armour: OseArmourClass, coins: number, speed = 12) =>
    characterLoadUnderModel(character({ speed, coins, armourWorn: armour === "none" ? [] : [armour] }), resolveRuleset(BASIC))!;

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

describe("the model in force (VARIANTS.md §9.2)", () => {
  it("under the book (er) there is no companion model: null, and the ER groups apply", () => {
    expect(characterLoadUnderModel(character({ coins: 5000 }), BOOK_RULESET)).toBeNull();
    expect(characterLoadUnderModel(character({ coins: 5000 }), resolveRuleset(BOOK_CONFIG))).toBeNull();
  });

  it("off weighs nothing: listed speed and miles", () => {
    expect(characterLoadUnderModel(character({ coins: 9000, items: [lb(500)] }), resolveRuleset(OFF))).toMatchObject({ speed: 12, milesPerDay: 24, immobile: false, overloaded: false });
  });

  it("the presets choose OSE detailed and OSR loads", () => {
    expect(characterLoadUnderModel(character({ coins: 401 }), resolveRuleset(PRESETS.ose))!.model).toBe("oseDetailed");
    expect(characterLoadUnderModel(character(), resolveRuleset(PRESETS.osr))!.model).toBe("osrLoads");
  });

  it("persistent encumbrance applies only under er with persistent on", () => {
    const history = { ...EMPTY_LOAD_HISTORY, droppedAt: 0, droppedSteps: 4 };
    expect(persistentStepsUnderVariants(history, 10, "character", BOOK_RULESET)).toBe(2);
    expect(persistentStepsUnderVariants(history, 10, "character", resolveRuleset(changeVariantsOk({ encumbrance: { persistent: false } })))).toBe(0);
    expect(persistentStepsUnderVariants(history, 10, "packAnimal", resolveRuleset(changeVariantsOk({ encumbrance: { persistent: false } })))).toBe(0);
    expect(persistentStepsUnderVariants(history, 10, "character", resolveRuleset(DETAILED))).toBe(0);
    // A creature keeps ER's groups: only the toggle decides (a legal config under a companion model has it off).
    expect(persistentStepsUnderVariants(history, 10, "packAnimal", resolveRuleset(BOOK_CONFIG))).toBe(2);
    expect(() => persistentStepsUnderVariants(history, 10, "dragon" as never, BOOK_RULESET)).toThrow(RulesError);
  });

  it("bad input is a RulesError, never a TypeError", () => {
    expect(() => osrSpeedAfterLoads(-1, 10, 0)).toThrow(RulesError);
    expect(() => osrLoadsCarried(1.5, 0)).toThrow(RulesError);
    expect(() => oseBasicTier("mithril" as OseArmourClass, 0, 800)).toThrow(RulesError);
    expect(() => oseFractionOf(12, 4)).toThrow(RulesError);
    expect(() => oseDetailedCoinWeight(0, [null as never], false)).toThrow(RulesError);
    expect(() => characterLoadUnderModel(null as never, resolveRuleset(DETAILED))).toThrow(RulesError);
    expect(() => characterLoadUnderModel(character(), resolveRuleset({ ...BOOK_CONFIG, encumbrance: { ...BOOK_CONFIG.encumbrance, model: "x" } } as never))).toThrow(RulesError);
  });
});

const changeVariantsOk = (patch: VariantPatch): VariantConfig => variantConfig(patch);

describe("properties (an encumbrance model never gives negative hexes)", () => {
  const models = fc.constantFrom(OSR, BASIC, DETAILED, OFF, withModel("oseDetailed", { oseGearFlat80: true }));
  const items = fc.array(fc.record({ kind: fc.constantFrom("weapon" as const, "armour" as const, "gear" as const), weight: fc.integer({ min: 0, max: 2000 }).map((t) => t / 10), quantity: fc.nat(5) }), { maxLength: 6 });
  const armour = fc.array(fc.constantFrom<OseArmourClass>("none", "light", "heavy"), { maxLength: 3 });
  const input = fc.record({ speed: fc.nat(60), milesPerDay: fc.nat(60), str: fc.nat(20), coins: fc.nat(3000), items, armourWorn: armour });

  it("never negative, never above the listed speed or miles, integers; immobile means 0", () => {
    fc.assert(
      fc.property(input, models, (i, config) => {
        const r = characterLoadUnderModel(i, resolveRuleset(config))!;
        expect(Number.isInteger(r.speed) && r.speed >= 0 && r.speed <= i.speed).toBe(true);
        expect(Number.isInteger(r.milesPerDay) && r.milesPerDay >= 0 && r.milesPerDay <= i.milesPerDay).toBe(true);
        if (r.immobile) expect(r.speed).toBe(0);
      }),
    );
  });

  it("monotone: more coins or more weight never gives more speed", () => {
    fc.assert(
      fc.property(input, models, fc.nat(2000), fc.integer({ min: 0, max: 500 }), (i, config, extraCoins, extraLb) => {
        const before = characterLoadUnderModel(i, resolveRuleset(config))!;
        const more = characterLoadUnderModel({ ...i, coins: i.coins + extraCoins, items: [...i.items, lb(extraLb, "weapon")] }, resolveRuleset(config))!;
        expect(more.speed).toBeLessThanOrEqual(before.speed);
        expect(more.milesPerDay).toBeLessThanOrEqual(before.milesPerDay);
        // Heavier armour never helps under OSE basic either.
        const heavier = characterLoadUnderModel({ ...i, armourWorn: [...i.armourWorn, "heavy"] }, resolveRuleset(config))!;
        expect(heavier.speed).toBeLessThanOrEqual(before.speed);
      }),
    );
  });

  it("OSR: a higher STR never gives less speed", () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(30), fc.nat(40), (speed, str, loads) => {
        expect(osrSpeedAfterLoads(speed, str + 1, loads).speed).toBeGreaterThanOrEqual(osrSpeedAfterLoads(speed, str, loads).speed);
      }),
    );
  });
});
