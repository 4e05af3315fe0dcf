/**
 * The 13A attack arithmetic at its edges (RESOLUTION.md §4.1, R13-1…R13-5): unchecked numbers held to
 * what the rules read, each boundary of the level multiplier and the crit range, the exact parts of an
 * attack, and the resistance lookup.
 */
import { describe, expect, it } from "vitest";
import {
  A13_DAMAGE_ROLL_DATA, a13AbilityMod, a13AttackParts, a13CritRange, a13Defences, a13Halvings, a13LevelMultiplier, a13Outcome, a13ResistedAmount, attackAbility, middleOf,
} from "./a13-combat-math";
import { fighter, item, options } from "../../../../tests/support/fighters";
import { hostile } from "../../../../tests/support/rules-error";
import { scores } from "./a13-scores.test-support";
import type { RollDataContext } from "../../ruleset/points/combat";

const dmg = (actor: Partial<RollDataContext["actor"]>): number => A13_DAMAGE_ROLL_DATA.value({ actor: { playerCharacter: true, conditions: [], ...actor }, combat: null });

describe("13A ability modifiers and levels from unchecked places", () => {
  it("a score is truncated and held to 0–100; a non-finite score counts as 10", () => {
    expect([a13AbilityMod(13.7), a13AbilityMod(150), a13AbilityMod(-5), a13AbilityMod(100), a13AbilityMod(0)]).toEqual([1, 45, -5, 45, -5]);
    expect([a13AbilityMod(Number.NaN), a13AbilityMod(Number.POSITIVE_INFINITY)]).toEqual([0, 0]);
  });

  it("the level multiplier: ×1 to 4th, ×2 from 5th to 7th, ×3 from 8th; a level below 1 or not finite is 1, a fraction truncated", () => {
    expect([1, 4, 5, 7, 8, 20].map(a13LevelMultiplier)).toEqual([1, 1, 2, 2, 3, 3]);
    expect([0, -3, 4.9, 5.5, 7.9, Number.NaN, Number.POSITIVE_INFINITY].map(a13LevelMultiplier)).toEqual([1, 1, 1, 2, 2, 1, 1]);
  });

  it("@a13.dmg: an ability that is not one of the six reads STR; a score or a level that is not a number reads 10 and 1", () => {
    expect(dmg({ level: 4, abilities: { str: 16, dex: 6 }, damageAbility: "foo" })).toBe(3);
    expect(dmg({ level: 4, abilities: { str: 16, dex: 6 }, damageAbility: hostile(5) })).toBe(3);
    expect(dmg({ level: 4, abilities: { str: 16, dex: 6 }, damageAbility: "dex" })).toBe(-2);
    expect(dmg({ level: 8, abilities: { str: hostile("16") } })).toBe(0);
    expect(dmg({ level: hostile("8"), abilities: { str: 16 } })).toBe(3);
    const six = { str: 12, dex: 14, con: 16, int: 18, wis: 20, cha: 22 };
    expect(["str", "dex", "con", "int", "wis", "cha"].map((damageAbility) => dmg({ level: 1, abilities: six, damageAbility }))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(A13_DAMAGE_ROLL_DATA.key).toBe("a13.dmg");
    expect(A13_DAMAGE_ROLL_DATA.signed).toBe(true);
  });
});

describe("13A defences at their edges (R13-1)", () => {
  it("an overdrawn count that is negative, fractional or not finite is read as 0, 1 and 0", () => {
    const pc = (overdrawn: number) => a13Defences(fighter({ level: 1, recoveries: { value: 0, max: 8, die: "d8", overdrawn } }));
    expect(pc(0)).toEqual({ ac: 11, pd: 11, md: 11 });
    expect(pc(-2)).toEqual({ ac: 11, pd: 11, md: 11 });
    expect(pc(1.7)).toEqual({ ac: 10, pd: 10, md: 10 });
    expect(pc(Number.NaN)).toEqual({ ac: 11, pd: 11, md: 11 });
  });

  it("each defence takes the middle of its own three scores: AC CON/DEX/WIS, PD STR/CON/DEX, MD INT/WIS/CHA (001:L60–L68)", () => {
    const pc = fighter({ level: 1, abilities: { str: 20, dex: 4, con: 12, int: 18, wis: 6, cha: 14 } });
    expect(a13Defences(pc)).toEqual({ ac: 6 + 1, pd: 12 + 1, md: 14 + 1 });
    const other = fighter({ level: 2, abilities: { str: 3, dex: 17, con: 15, int: 9, wis: 19, cha: 2 } });
    expect(a13Defences(other)).toEqual({ ac: 17 + 2, pd: 15 + 2, md: 9 + 2 });
    expect([middleOf(1, 2, 3), middleOf(3, 2, 1), middleOf(2, 3, 1), middleOf(1, 3, 2), middleOf(3, 1, 2), middleOf(2, 1, 3)]).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it("a level of 0 or not finite adds 1 to a character's defences, a fraction is truncated", () => {
    expect(a13Defences(fighter({ level: 0 })).pd).toBe(11);
    expect(a13Defences(fighter({ level: Number.NaN })).pd).toBe(11);
    expect(a13Defences(fighter({ level: 3.9 })).pd).toBe(13);
  });

  it("a creature's typed defences take the condition penalty and armour on AC only", () => {
    const c = fighter({ kind: "creature", level: 6, defences: { ac: 15, pd: 13, md: 11 }, armour: [{ defence: 2, shield: true }], conditions: ["stunned"] });
    expect(a13Defences(c)).toEqual({ ac: 13, pd: 9, md: 7 });
  });
});

describe("13A attack parts in full (R13-2)", () => {
  it("a level-1 character with STR 10: the ability part at 0 is listed, the level is, nothing else", () => {
    expect(a13AttackParts(fighter(), item(), options())).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.str", value: 0 }, { key: "level", value: 1 }] });
  });

  it("every part in its order, fractions truncated; a non-finite situational or a negative escalation is left off", () => {
    const pc = fighter({ level: 5, abilities: scores({ dex: 15 }), conditions: ["dazed"], recoveries: { value: 0, max: 8, die: "d8", overdrawn: 1 } });
    expect(a13AttackParts(pc, item({ kind: "ranged", attackBonus: 1.5 }), options({ escalation: 2, situational: -2.5 })).parts).toEqual([
      { key: "ability.dex", value: 2 }, { key: "level", value: 5 }, { key: "escalation", value: 2 }, { key: "itemBonus", value: 1 },
      { key: "condition", value: -4 }, { key: "overdrawn", value: -1 }, { key: "situational", value: -2 },
    ]);
    expect(a13AttackParts(pc, item(), options({ escalation: -2, situational: Number.NaN })).parts.map((p) => p.key)).toEqual(["ability.str", "level", "condition", "overdrawn"]);
  });

  it("a creature rolls its formula and takes only the condition, overdrawn and situational parts", () => {
    const c = fighter({ kind: "creature", playerCharacter: false, level: 4, conditions: ["weakened"] });
    expect(a13AttackParts(c, item({ attack: "1d20+9", attackBonus: 3 }), options({ escalation: 4, situational: 2 }))).toEqual({
      dice: { kind: "formula", formula: "1d20+9" },
      parts: [{ key: "condition", value: -4 }, { key: "situational", value: 2 }],
    });
  });

  it("the attack ability: the item's own, else STR in melee and DEX at range", () => {
    expect([attackAbility({ ability: "auto", kind: "melee" }), attackAbility({ ability: "auto", kind: "ranged" }), attackAbility({ ability: "wis", kind: "ranged" }), attackAbility({ ability: "int", kind: "melee" })]).toEqual(["str", "dex", "wis", "int"]);
  });
});

describe("13A naturals and resistance at their edges (R13-3, R13-5)", () => {
  it("the crit range: a negative or non-finite expansion is none, a fraction truncated", () => {
    expect([a13CritRange(-3, false), a13CritRange(Number.NaN, false), a13CritRange(1.9, false), a13CritRange(0, true), a13CritRange(18, false), a13CritRange(19, false)]).toEqual([20, 20, 19, 18, 2, 2]);
  });

  it("no natural (or one that is not finite): the hit test alone; a natural of 0 fumbles; one just under the crit range is the hit test", () => {
    const ctx = { critExpand: 0, target: fighter() };
    expect([a13Outcome(null, true, ctx), a13Outcome(null, false, ctx), a13Outcome(Number.NaN, true, ctx), a13Outcome(Number.NaN, false, ctx)]).toEqual(["hit", "miss", "hit", "miss"]);
    expect([a13Outcome(0, true, ctx), a13Outcome(2, true, ctx), a13Outcome(19, false, ctx), a13Outcome(20, false, ctx)]).toEqual(["fumble", "hit", "miss", "crit"]);
    expect(a13Outcome(2, false, { critExpand: 18, target: fighter() })).toBe("crit");
    expect([a13Outcome(Number.POSITIVE_INFINITY, false, ctx), a13Outcome(Number.NEGATIVE_INFINITY, true, ctx)]).toEqual(["miss", "hit"]);
  });

  it("resistance: no type halves nothing; a non-finite resistance is none; a fraction is truncated; the highest of two spellings counts; 0 is none", () => {
    expect(a13Halvings("", { "": 16 }, 3)).toBe(0);
    expect(a13Halvings("  ", { " ": 16 }, 3)).toBe(0);
    expect(a13Halvings(" fire ", { fire: 16 }, 3)).toBe(1);
    expect(a13Halvings("fire", { fire: Number.NaN }, 3)).toBe(0);
    expect([a13Halvings("fire", { fire: 15.9 }, 15), a13Halvings("fire", { fire: 15.9 }, 14)]).toEqual([0, 1]);
    expect([a13Halvings("fire", { Fire: 16, fire: 10 }, 12), a13Halvings("fire", { fire: 10, FIRE: 16 }, 12)]).toEqual([1, 1]);
    expect([a13Halvings("fire", { fire: 0 }, null), a13Halvings("fire", { fire: -3 }, null)]).toEqual([0, 0]);
    expect(a13Halvings("fire", { fire: 16 }, Number.POSITIVE_INFINITY)).toBe(1);
    expect([a13Halvings("fire", { fire: 16 }, Number.NaN), a13Halvings("fire", { cold: 16, fire: 12 }, 12)]).toEqual([1, 0]);
  });

  it("a resisted amount: negative or non-finite is 0, a fraction truncated before halving", () => {
    const r = { fire: 16 };
    expect([a13ResistedAmount(-5, "fire", r, 2), a13ResistedAmount(Number.NaN, "fire", r, 2), a13ResistedAmount(9.7, "fire", r, 2), a13ResistedAmount(9.7, "cold", r, 2)]).toEqual([0, 0, 4, 9]);
  });
});
