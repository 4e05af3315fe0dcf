import { describe, expect, it } from "vitest";
import { a13AttackParts, a13CritRange, a13DamageBonus, a13Defences, a13Halvings, a13MissDamageFormula, a13Outcome, a13ResistedAmount, middleOf, worstConditionPenalty, A13_ATTACK_PENALTIES } from "./a13-combat-math";
import { fighter, item, options } from "../../../../tests/support/fighters";
import { scores } from "./a13-scores.test-support";
import type { Part } from "../../resolution/types";
import { A13_DAMAGE_ROLL_DATA } from "./a13-combat-math";
import { rollDataOf } from "../../roll-data";
import { BOOK_RULESET, type Ruleset } from "../../ruleset/resolve";

const sum = (parts: readonly Part[]): number => parts.reduce((t, p) => t + p.value, 0);

describe("13A attack arithmetic (RESOLUTION.md §4.1)", () => {
  it("G13R-1 character d20 + STR + level + escalation hits AC 21; a creature's formula gets no escalation", () => {
    const pc = fighter({ level: 4, abilities: scores({ str: 16 }) });
    const a = a13AttackParts(pc, item(), options({ escalation: 2 }));
    expect(a.dice).toEqual({ kind: "d20", keep: "one" });
    expect(12 + sum(a.parts)).toBe(21);
    expect(a.parts.find((p) => p.key === "escalation")?.value).toBe(2);
    const monster = fighter({ kind: "creature", playerCharacter: false, level: 4 });
    const m = a13AttackParts(monster, item({ attack: "1d20 + 7" }), options({ escalation: 2 }));
    expect(m.dice).toEqual({ kind: "formula", formula: "1d20 + 7" });
    // The formula rolls 12 + 7; no part adds to it (no escalation, no level).
    expect(19 + sum(m.parts)).toBe(19);
  });

  it("RT-9 a frightened PC adds no escalation", () => {
    const pc = fighter({ level: 4, abilities: scores({ str: 16 }) });
    expect(sum(a13AttackParts({ ...pc, conditions: ["frightened"] }, item(), options({ escalation: 3 })).parts)).toBe(3 + 4 - 4);
  });

  it("RT-9 a character with no player owner (a GM playing alone) adds the escalation die; a creature and a frightened character do not", () => {
    const esc = (f: Parameters<typeof a13AttackParts>[0]) => a13AttackParts(f, item(), options({ escalation: 2 })).parts.find((p) => p.key === "escalation")?.value ?? 0;
    expect(esc(fighter({ playerCharacter: false }))).toBe(2);
    expect(esc(fighter({ kind: "creature", playerCharacter: false }))).toBe(0);
    expect(esc(fighter({ playerCharacter: false, conditions: ["frightened"] }))).toBe(0);
  });

  it("R13-2 auto ability: STR in melee, DEX at range; item bonus and situational are parts", () => {
    const pc = fighter({ level: 2, abilities: scores({ str: 8, dex: 18 }) });
    expect(sum(a13AttackParts(pc, item({ kind: "ranged" }), options()).parts)).toBe(4 + 2);
    expect(sum(a13AttackParts(pc, item({ attackBonus: 1 }), options({ situational: 2 })).parts)).toBe(-1 + 2 + 1 + 2);
    expect(sum(a13AttackParts(pc, item({ ability: "dex" }), options()).parts)).toBe(4 + 2);
  });

  it("G13R-2 defences: middle score + level (+ armour on AC); a creature's typed values with no level", () => {
    const pc = fighter({ level: 3, abilities: { str: 10, dex: 12, con: 14, int: 8, wis: 16, cha: 13 }, armour: [{ defence: 2, shield: false }] });
    expect(a13Defences(pc)).toEqual({ ac: 19, pd: 15, md: 16 });
    const monster = fighter({ kind: "creature", level: 5, defences: { ac: 18, pd: 14, md: 12 } });
    expect(a13Defences(monster)).toEqual({ ac: 18, pd: 14, md: 12 });
  });

  it("RB-3 armour on a character's 13A AC: best suit + best shield, two of a kind do not add", () => {
    const pc = fighter({ level: 1, armour: [{ defence: 3, shield: false }, { defence: 2, shield: false }, { defence: 1, shield: true }, { defence: 1, shield: true }] });
    expect(a13Defences(pc)).toEqual({ ac: 10 + 1 + 4, pd: 11, md: 11 });
    expect(middleOf(16, 12, 14)).toBe(14);
    expect(middleOf(9, 9, 3)).toBe(9);
  });

  it("G13R-6 condition penalties: the worst only, on attacks and on defences", () => {
    const attacker = fighter({ level: 1, conditions: ["dazed", "weakened"] });
    const a = a13AttackParts(attacker, item(), options());
    expect(a.parts.filter((p) => p.key === "condition")).toEqual([{ key: "condition", value: -4 }]);
    const target = fighter({ kind: "creature", defences: { ac: 20, pd: 20, md: 20 }, conditions: ["stunned", "unconscious", "weakened"] });
    expect(a13Defences(target)).toEqual({ ac: 16, pd: 16, md: 16 });
    expect(worstConditionPenalty(["prone"], A13_ATTACK_PENALTIES)).toBe(0);
  });

  it("G13R-13 overdrawn recoveries: −1 per step to attacks and defences, stacking with a condition", () => {
    const pc = fighter({ level: 1, conditions: ["weakened"], recoveries: { value: 0, max: 8, die: "d8", overdrawn: 2 } });
    expect(sum(a13AttackParts(pc, item(), options()).parts)).toBe(1 - 4 - 2);
    expect(a13Defences(pc).pd).toBe(10 + 1 - 4 - 2);
  });

  it("G13R-3 one spell vs three targets: miss deals miss damage, crit ×2, natural 1 fumbles whatever the total", () => {
    const target = fighter({ kind: "creature" });
    const ctx = { critExpand: 0, target };
    expect(a13MissDamageFormula(item({ missDamage: " @level " }))).toBe("@level");
    // d20 7 + 5 = 12 vs PD 13.
    expect(a13Outcome(7, 12 >= 13, ctx)).toBe("miss");
    // d20 20 + 5 vs PD 18: a crit, 10 × 2.
    expect(a13Outcome(20, 25 >= 18, ctx)).toBe("crit");
    // d20 1 + 5 = 6 ≥ PD 5, still a fumble: nothing, not even miss damage.
    expect(a13Outcome(1, 6 >= 5, ctx)).toBe("fumble");
  });

  it("G13R-4 crit range: vulnerable 18+, critExpand lowers it further, a crit below the defence still hits", () => {
    const vulnerable = fighter({ kind: "creature", conditions: ["vulnerable"] });
    expect(a13Outcome(19, false, { critExpand: 0, target: vulnerable })).toBe("crit");
    expect(a13CritRange(1, true)).toBe(17);
    expect(a13Outcome(17, false, { critExpand: 1, target: vulnerable })).toBe("crit");
    expect(a13Outcome(17, false, { critExpand: 0, target: vulnerable })).toBe("miss");
    // Natural 18, total 23 vs AC 25.
    expect(a13Outcome(18, 23 >= 25, { critExpand: 0, target: vulnerable })).toBe("crit");
    expect(a13Outcome(19, true, { critExpand: 0, target: fighter() })).toBe("hit");
    expect(a13CritRange(40, true)).toBe(2);
  });

  it("G13R-5 @a13.dmg: the modifier ×2 at 5th level, ×3 at 8th, negatives too", () => {
    expect([4, 5, 8].map((l) => a13DamageBonus(16, l))).toEqual([3, 6, 9]);
    expect(a13DamageBonus(7, 5)).toBe(-4);
  });

  it("G13R-5 @a13.dmg as roll data: the rolled item's ability, STR by default, negative values kept", () => {
    const ruleset: Ruleset = { ...BOOK_RULESET, points: { ...BOOK_RULESET.points, rollData: [A13_DAMAGE_ROLL_DATA] } };
    const ctx = (level: number, abilities: Record<string, number>, damageAbility?: string) => ({ actor: { playerCharacter: true, conditions: [], level, abilities, ...(damageAbility ? { damageAbility } : {}) }, combat: null });
    expect(rollDataOf(ctx(4, { str: 16 }), ruleset)).toEqual({ "a13.dmg": 3 });
    expect(rollDataOf(ctx(8, { str: 16 }), ruleset)).toEqual({ "a13.dmg": 9 });
    expect(rollDataOf(ctx(5, { str: 7 }), ruleset)).toEqual({ "a13.dmg": -4 });
    expect(rollDataOf(ctx(5, { str: 7, dex: 16 }, "dex"), ruleset)).toEqual({ "a13.dmg": 6 });
    expect(rollDataOf({ actor: { playerCharacter: true, conditions: [] }, combat: null }, ruleset)).toEqual({ "a13.dmg": 0 });
  });

  it("rollData: a negative value of an entry that is not signed still counts as 0", () => {
    const ruleset: Ruleset = { ...BOOK_RULESET, points: { ...BOOK_RULESET.points, rollData: [{ key: "a13.dmg", value: () => -4 }] } };
    expect(rollDataOf({ actor: { playerCharacter: true, conditions: [] }, combat: null }, ruleset)).toEqual({ "a13.dmg": 0 });
  });

  it("G13R-15 resistance: the natural must meet it for full damage, else half rounded down; ongoing uses the original natural", () => {
    const r = { fire: 16 };
    expect(a13ResistedAmount(9, "fire", r, 14)).toBe(4);
    expect(a13ResistedAmount(9, "fire", r, 16)).toBe(9);
    expect(a13ResistedAmount(5, "fire", r, 14)).toBe(2);
    expect(a13Halvings("cold", r, 1)).toBe(0);
    expect(a13Halvings("Fire", { " FIRE": 16 }, 15)).toBe(1);
    expect(a13Halvings("fire", r, null)).toBe(1);
  });
});
