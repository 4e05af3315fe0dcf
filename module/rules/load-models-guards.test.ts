/**
 * Guards of ./load-models.ts (VARIANTS.md §4.2, §5.6, §9.2): each field of a character's load
 * input refused by its own name, and the share of a tier under a model with tiers or refused
 * under one without.
 */
import { describe, expect, it } from "vitest";
import { assertCharacterLoadInput, assertLoadSpeed, loadTierShare } from "./load-models";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { MAX_MILES_PER_DAY, MAX_SPEED } from "./bounds";
import { withModel, character } from "../../tests/support/load-models";
import { expectRefusal, hostile, refusalOf } from "../../tests/support/rules-error";

describe("a character's load input, field by field", () => {
  it("the speed: a whole number up to MAX_SPEED, refused as `speed`", () => {
    expect(() => assertLoadSpeed(MAX_SPEED)).not.toThrow();
    expect([refusalOf(() => assertLoadSpeed(-1)).parameter, refusalOf(() => assertLoadSpeed(MAX_SPEED + 1)).parameter]).toEqual(["speed", "speed"]);
  });
  it("each field refused by its name: the input, its miles a day (below 0 and above the bound), items, armour worn", () => {
    expectRefusal(() => assertCharacterLoadInput(null), "INVALID_ARGUMENT", "input", null, "expected an object");
    expect(() => assertCharacterLoadInput(character({ milesPerDay: MAX_MILES_PER_DAY }))).not.toThrow();
    expect(refusalOf(() => assertCharacterLoadInput(character({ milesPerDay: -1 }))).parameter).toBe("milesPerDay");
    expect(refusalOf(() => assertCharacterLoadInput(character({ milesPerDay: MAX_MILES_PER_DAY + 1 }))).parameter).toBe("milesPerDay");
    expect(refusalOf(() => assertCharacterLoadInput(character({ items: hostile("sword") }))).parameter).toBe("items");
    expect(refusalOf(() => assertCharacterLoadInput(character({ armourWorn: hostile("plate") }))).parameter).toBe("armourWorn");
  });
});

describe("a tier's share of the miles", () => {
  it("under OSE's tiers: the tier's quarters of the miles", () => {
    expect(loadTierShare(0, resolveRuleset(withModel("oseBasic")))).toEqual({ num: 4, den: 4 });
    expect(loadTierShare(1, resolveRuleset(withModel("oseDetailed")))).toEqual({ num: 3, den: 4 });
  });
  it("under a model without tiers, or none, refused as `ruleset`", () => {
    expectRefusal(() => loadTierShare(0, resolveRuleset(withModel("osrLoads"))), "INVALID_ARGUMENT", "ruleset", resolveRuleset(withModel("osrLoads")).modules, "expected a load model with tiers in force");
    expectRefusal(() => loadTierShare(0, BOOK_RULESET), "INVALID_ARGUMENT", "ruleset", BOOK_RULESET.modules, "expected a load model with tiers in force");
  });
});
