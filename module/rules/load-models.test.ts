import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { OseArmourChoice, OseArmourClass } from "./load-models";
import { osrLoadsCarried, osrSpeedAfterLoads } from "./modules/encumbrance/osr-loads";
import { oseBasicTier } from "./modules/encumbrance/ose-basic";
import { oseDetailedCoinWeight } from "./modules/encumbrance/ose-detailed";
import { oseFractionOf } from "./modules/encumbrance/ose-tiers";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "./ruleset/config";
import { RulesError } from "./errors";
import { EMPTY_LOAD_HISTORY, persistentStepsUnderVariants } from "./encumbrance";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { characterLoadUnderModel } from "./character/load";
import { variantConfig } from "../../tests/support/variants";
import type { VariantPatch } from "./index";
import { withModel, character, lb } from "../../tests/support/load-models";

const OSR = withModel("osrLoads");
const BASIC = withModel("oseBasic");
const DETAILED = withModel("oseDetailed");
const OFF = withModel("off");

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
  const armour = fc.array(fc.record({ choice: fc.constantFrom<OseArmourChoice>("auto", "none", "light", "heavy"), weight: fc.nat(60) }), { maxLength: 3 });
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
        const heavier = characterLoadUnderModel({ ...i, armourWorn: [...i.armourWorn, { choice: "heavy" as const, weight: 0 }] }, resolveRuleset(config))!;
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
