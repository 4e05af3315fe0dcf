import { describe, expect, it } from "vitest";
import {
  MAX_RANGE_HEXES, OSE_CHARACTER_DAMAGE, OSE_COVER_CHOICES, OSE_MELEE_HEXES, OSE_RANGE_MODIFIERS, OSE_RETREAT_ATTACK_BONUS, OSE_UNARMED_DAMAGE, OSE_UNRESTED_PENALTY, OSE_WINDED_PENALTY, UNRESTED, WINDED,
  feetOfHexes, oseArmourClass, oseAttackerPenalties, oseCover, oseDamageFormula, oseDamageTakesStr, oseHitDamage, oseMeleeReaches, oseRangeBand, oseShieldIgnored,
} from "./ose-modifiers";
import { expectRefusal } from "../../../../tests/support/rules-error";

const range = { short: 50, medium: 100, long: 150 };

describe("OSE modifiers: edges and refusals (RO-3…RO-7)", () => {
  it("the constants", () => {
    expect(OSE_RANGE_MODIFIERS).toEqual({ short: 1, medium: 0, long: -1 });
    expect(Object.isFrozen(OSE_RANGE_MODIFIERS)).toBe(true);
    expect(MAX_RANGE_HEXES).toBe(1_000_000_000);
    expect([OSE_MELEE_HEXES, OSE_RETREAT_ATTACK_BONUS, OSE_WINDED_PENALTY, OSE_UNRESTED_PENALTY]).toEqual([1, 2, -2, -1]);
    expect([WINDED, UNRESTED, OSE_CHARACTER_DAMAGE, OSE_UNARMED_DAMAGE]).toEqual(["winded", "unrested", "1d6", "1d2"]);
    expect(OSE_COVER_CHOICES).toEqual(["none", "partial1", "partial2", "partial3", "partial4", "total"]);
  });

  it("feet of hexes, and their refusals by name", () => {
    expect(feetOfHexes(3, 5)).toBe(15);
    expect(feetOfHexes(1_000_000_000, 0.5)).toBe(500_000_000);
    expectRefusal(() => feetOfHexes(-1, 5), "OUT_OF_RANGE", "hexes", -1, "from 0 to 1000000000");
    expectRefusal(() => feetOfHexes(1_000_000_001, 5), "OUT_OF_RANGE", "hexes", 1_000_000_001, "from 0 to 1000000000");
    expectRefusal(() => feetOfHexes(2, 0), "OUT_OF_RANGE", "feetPerHex", 0, "> 0");
  });

  it("each band up to its bound inclusive, the same hex too close, and a bad scene refused even there", () => {
    expect(oseRangeBand(0, 5, range)).toEqual({ band: "tooClose", modifier: 0 });
    expect([10, 11, 20, 21, 30].map((h) => oseRangeBand(h, 5, range).band)).toEqual(["short", "medium", "medium", "long", "long"]);
    expectRefusal(() => oseRangeBand(1, 0, range), "OUT_OF_RANGE", "feetPerHex", 0, "> 0");
    // Only the long range typed: nearer is long range all the same.
    expect(oseRangeBand(2, 5, { short: 0, medium: 0, long: 150 })).toEqual({ band: "long", modifier: -1 });
    expect(oseRangeBand(2, 5, { short: 0, medium: 0, long: 5 })).toEqual({ band: "tooFar", modifier: 0 });
    expect(oseRangeBand(2, 5, { short: 0, medium: 10, long: 10 })).toEqual({ band: "medium", modifier: 0 });
    // Any one range typed gives bands: a missing long range is no "unknown".
    expect(oseRangeBand(2, 5, { short: 50, medium: 100, long: 0 })).toEqual({ band: "short", modifier: 1 });
    expect(oseRangeBand(2, 5, { short: 0, medium: 10, long: 0 })).toEqual({ band: "medium", modifier: 0 });
    expect(oseRangeBand(2, 5, { short: 50, medium: 0, long: 0 })).toEqual({ band: "short", modifier: 1 });
  });

  it("on a wilderness scene the ranges are yards (×3); elsewhere feet", () => {
    expect(oseRangeBand(31, 5, range, { wilderness: true })).toEqual({ band: "medium", modifier: 0 });
    expect(oseRangeBand(30, 5, range, { wilderness: true })).toEqual({ band: "short", modifier: 1 });
    expect(oseRangeBand(90, 5, range, { wilderness: true })).toEqual({ band: "long", modifier: -1 });
    expect(oseRangeBand(91, 5, range, { wilderness: true })).toEqual({ band: "tooFar", modifier: 0 });
    expect(oseRangeBand(31, 5, range, { wilderness: false }).band).toBe("tooFar");
    expect(oseRangeBand(31, 5, range, {}).band).toBe("tooFar");
  });

  it("a range typed badly is refused by name, past the melee hexes", () => {
    expectRefusal(() => oseRangeBand(2, 5, { ...range, short: -1 }), "NEGATIVE", "range.short", -1, "≥ 0");
    expectRefusal(() => oseRangeBand(2, 5, { ...range, medium: 1.5 }), "NOT_INTEGER", "range.medium", 1.5, "whole number");
    expectRefusal(() => oseRangeBand(2, 5, { ...range, long: -1 }), "NEGATIVE", "range.long", -1, "≥ 0");
    expect(oseRangeBand(1, 5, { ...range, long: -1 }).band).toBe("tooClose");
  });

  it("melee reach: the same and an adjacent hex; refusals by name", () => {
    expect(oseMeleeReaches(0)).toBe(true);
    expectRefusal(() => oseMeleeReaches(-1), "OUT_OF_RANGE", "hexes", -1, "from 0 to 1000000000");
    expectRefusal(() => oseMeleeReaches(1_000_000_001), "OUT_OF_RANGE", "hexes", 1_000_000_001, "from 0 to 1000000000");
  });

  it("cover: each partial step on a missile, nothing in melee or without cover; complete either way; anything else refused", () => {
    expect((["partial1", "partial2", "partial3", "partial4"] as const).map((c) => oseCover(c, true).modifier)).toEqual([-1, -2, -3, -4]);
    expect((["partial1", "partial4"] as const).map((c) => oseCover(c, false))).toEqual([{ modifier: 0, cannotBeHit: false }, { modifier: 0, cannotBeHit: false }]);
    expect(oseCover("none", true)).toEqual({ modifier: 0, cannotBeHit: false });
    expect(oseCover("threeQuarters", true)).toEqual({ modifier: 0, cannotBeHit: false });
    expect(oseCover("half", false)).toEqual({ modifier: 0, cannotBeHit: false });
    expect(oseCover("total", false)).toEqual({ modifier: 0, cannotBeHit: true });
    expectRefusal(() => oseCover("bunker" as never, true), "INVALID_ARGUMENT", "cover", "bunker", "expected a cover choice");
    expectRefusal(() => oseCover("bunker" as never, false), "INVALID_ARGUMENT", "cover", "bunker", "expected a cover choice");
  });

  it("penalties: none without the conditions; winded before unrested", () => {
    expect(oseAttackerPenalties([])).toEqual([]);
    expect(oseAttackerPenalties(["stunned"])).toEqual([]);
    expect(oseAttackerPenalties(["winded", "unrested"])).toEqual([{ key: "winded", value: -2 }, { key: "unrested", value: -1 }]);
  });

  it("armour class: the best armour and the best shield, never below the typed AC from a bad piece; refusal by name", () => {
    const f = (armour: { defence: number; shield: boolean }[], conditions: string[] = []) => ({ defences: { ac: 10, pd: 10, md: 10 }, armour, conditions });
    expect(oseArmourClass(f([{ defence: 2, shield: false }, { defence: 4, shield: false }, { defence: 3, shield: false }, { defence: 1, shield: true }, { defence: 2, shield: true }]), false)).toBe(16);
    expect(oseArmourClass(f([{ defence: 4, shield: false }, { defence: 2, shield: true }]), true)).toBe(14);
    expect(oseArmourClass(f([{ defence: -3, shield: false }, { defence: -1, shield: true }]), false)).toBe(10);
    expect(oseArmourClass(f([], ["unconscious"]), false)).toBe(10);
    expect(oseArmourClass(f([{ defence: 3, shield: true }], ["winded"]), false)).toBe(11);
    expectRefusal(() => oseArmourClass({ defences: { ac: 10.5, pd: 10, md: 10 }, armour: [], conditions: [] }, false), "NOT_INTEGER", "defences.ac", 10.5, "whole number");
  });

  it("the shield is ignored on a retreat or from behind, or both", () => {
    expect(oseShieldIgnored(true, true)).toBe(true);
    expect(oseShieldIgnored(true, false)).toBe(true);
  });

  it("damage: the trimmed formula of a creature and of a variable weapon; STR only in melee, for characters or unarmed", () => {
    expect(oseDamageFormula({ kind: "creature" }, { damage: " 2d4 ", unarmed: false }, false)).toBe("2d4");
    expect(oseDamageFormula({ kind: "creature" }, { damage: "", unarmed: false }, true)).toBe("");
    expect(oseDamageFormula({ kind: "character" }, { damage: " 1d8 ", unarmed: false }, true)).toBe("1d8");
    expect(oseDamageFormula({ kind: "character" }, { damage: "", unarmed: false }, true)).toBe("1d6");
    expect(oseDamageTakesStr({ kind: "creature" }, false, true)).toBe(false);
    expect(oseDamageTakesStr({ kind: "character" }, false, true)).toBe(false);
  });

  it("a hit deals at least 1; refusals by name", () => {
    expect(oseHitDamage(3, -3)).toBe(1);
    expect(oseHitDamage(3, -1)).toBe(2);
    expectRefusal(() => oseHitDamage(0.5, 0), "NOT_INTEGER", "rolled", 0.5, "whole number");
    expectRefusal(() => oseHitDamage(3, 0.5), "NOT_INTEGER", "modifiers", 0.5, "whole number");
  });
});
