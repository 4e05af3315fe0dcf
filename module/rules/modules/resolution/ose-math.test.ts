import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  OSE_NORMAL_HUMAN_ATTACK_BONUS, oseAscendingAc, oseAttackBonus, oseAttackBonusFromHitDice, oseDescendingAc, oseHitsAc, oseHitsAscending, oseHitsMatrix, oseNaturalOutcome, oseNeededRoll, oseThac0,
} from "./ose-matrix";
import { oseArmourClass, oseAttackerPenalties, oseAutoHit, oseCover, oseDamageFormula, oseDamageTakesStr, oseHitDamage, oseMeleeReaches, oseRangeBand, oseShieldIgnored } from "./ose-modifiers";
import { OSE_NORMAL_HUMAN_SAVES, oseDefaultOnSuccess, oseKilled, oseMonsterSaves, oseMoraleCheck, oseMoralePromptDue, oseMoralePrompts, oseMoraleStands, osePoisonFailureNotice, oseRestDayFormula, oseSaveSucceeds, oseSaveValue } from "./ose-survival";
import { disrupts, disruptionWindow } from "./disruption";
import { abilityModifier } from "../../ability-scale";

const noSaves = { death: null, wands: null, paralysis: null, breath: null, spells: null };
/** Matrix roll = d20 + modifiers; the matrix and ascending verdicts of one attack, natural rules included. */
const verdict = (natural: number, mods: number, aac: number, bonus: number, ascending: boolean) =>
  oseNaturalOutcome(natural, ascending ? oseHitsAscending(natural + mods, aac, bonus) : oseHitsMatrix(natural + mods, aac, bonus));

describe("OSE attack matrix (RO-1, RO-2, R3)", () => {
  it("GOR-1 the 5th-level fighter of 003:L1087: THAC0 17 [+2], STR 13, d20 14 vs AC 4 hits AC 2; ascending 17 ≥ 15", () => {
    const str = abilityModifier(13);
    expect(str).toBe(1);
    expect(oseThac0(2)).toBe(17);
    expect(oseAscendingAc(4)).toBe(15);
    expect(oseHitsAc(14 + str, 2)).toBe(2);
    expect(oseNeededRoll(15, 2)).toBe(13);
    expect(verdict(14, str, 15, 2, false)).toBe("hit");
    expect(14 + str + 2).toBe(17);
    expect(verdict(14, str, 15, 2, true)).toBe("hit");
  });

  it("GOR-2 the matrix caps at 20, ascending does not; naturals 20 and 1 override the totals", () => {
    // THAC0 19 [0], STR +1, d20 19 vs AC −3 (AAC 22).
    expect(oseAscendingAc(-3)).toBe(22);
    expect(verdict(19, 1, 22, 0, false)).toBe("hit");
    expect(verdict(19, 1, 22, 0, true)).toBe("miss");
    // A normal human's natural 20 vs AC −3; a natural 1 with +10 vs AC 9.
    expect(verdict(20, 0, 22, OSE_NORMAL_HUMAN_ATTACK_BONUS, false)).toBe("hit");
    expect(verdict(1, 10, oseAscendingAc(9), 0, false)).toBe("miss");
    expect(verdict(1, 10, oseAscendingAc(9), 0, true)).toBe("miss");
  });

  it("GOR-3 creature rows by hit dice: HD 1 / 2 / 2+1 / 3 / 9 / 9+2 and normal humans", () => {
    const thac0 = (dice: number, plus: number) => oseThac0(oseAttackBonusFromHitDice({ dice, plus }));
    expect([thac0(1, 0), thac0(2, 0), thac0(2, 1), thac0(3, 0), thac0(9, 0), thac0(9, 2)]).toEqual([19, 18, 17, 17, 12, 11]);
    expect(oseThac0(OSE_NORMAL_HUMAN_ATTACK_BONUS)).toBe(20);
    // 003:L1143 "1 HD higher" = the rows' "n+ to m" headings: 8+1 reads the "7+ to 9" row.
    expect(thac0(8, 1)).toBe(12);
    expect(thac0(0, 0)).toBe(19);
    expect(thac0(21, 0)).toBe(6);
    expect(thac0(21, 1)).toBe(5);
  });

  it("RO-1 a typed bonus wins; an untyped creature uses its HD, an untyped character the NH row", () => {
    expect(oseAttackBonus({ kind: "character", attackBonus: 5, hitDice: { dice: 1, plus: 0 } })).toBe(5);
    expect(oseAttackBonus({ kind: "creature", attackBonus: null, hitDice: { dice: 4, plus: 0 } })).toBe(3);
    expect(oseAttackBonus({ kind: "character", attackBonus: null, hitDice: { dice: 4, plus: 0 } })).toBe(-1);
  });

  it("RO-2 the matrix row of 003:L1106–L1123 is THAC0 − AC clamped to 2…20, for every row and column", () => {
    // Rows THAC0 20 … 5, columns AC −3 … 9, straight from the text.
    const text: Record<number, number[]> = {
      20: [20, 20, 20, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11],
      17: [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8],
      10: [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2],
      5: [8, 7, 6, 5, 4, 3, 2, 2, 2, 2, 2, 2, 2],
    };
    for (const [thac0, cells] of Object.entries(text)) {
      cells.forEach((cell, i) => expect(oseNeededRoll(oseAscendingAc(i - 3), 19 - Number(thac0))).toBe(cell));
    }
  });

  it("R3 descending and ascending AC convert both ways (AC 4 ↔ AAC 15, AC 9 ↔ AAC 10)", () => {
    expect(oseDescendingAc(15)).toBe(4);
    expect(oseDescendingAc(10)).toBe(9);
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), (ac) => oseDescendingAc(oseAscendingAc(ac)) === ac));
  });

  it("RO-2 'hits AC x' agrees with the matrix test for every roll in 2…19 and every AC of the matrix (−3…9)", () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 19 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -3, max: 9 }), (roll, bonus, ac) => {
      const x = oseHitsAc(roll, bonus);
      const hits = x === "none" ? false : x === "any" ? true : ac >= x;
      return hits === oseHitsMatrix(roll, oseAscendingAc(ac), bonus);
    }));
    expect(oseHitsAc(20, 0)).toBe("any");
    expect(oseHitsAc(1, 0)).toBe("none");
  });

  it("RO-2 'hits AC x' names only an AC of the matrix (003:L1106–L1107, −3…9)", () => {
    fc.assert(fc.property(fc.integer({ min: -30, max: 60 }), fc.integer({ min: -1, max: 14 }), (roll, bonus) => {
      const x = oseHitsAc(roll, bonus);
      return typeof x !== "number" || (x >= -3 && x <= 9);
    }));
    // The normal human's natural 2 (THAC0 20): 18 is off the matrix, it hits no AC there; AC 9 needs 11.
    expect(oseHitsAc(2, -1)).toBe("none");
    expect(oseHitsAc(11, -1)).toBe(9);
    expect(oseHitsAc(10, -1)).toBe("none");
    // THAC0 5 (bonus +14) rolling 19 reaches past AC −3: the matrix's best.
    expect(oseHitsAc(19, 14)).toBe(-3);
  });
});

describe("OSE range, cover, retreat and conditions (RO-3…RO-6)", () => {
  const range = { short: 50, medium: 100, long: 150 };
  it("GOR-4 range bands at 5 ft/hex; adjacent is melee only; 2 hexes is short", () => {
    expect([8, 15, 25, 31].map((h) => oseRangeBand(h, 5, range))).toEqual([
      { band: "short", modifier: 1 }, { band: "medium", modifier: 0 }, { band: "long", modifier: -1 }, { band: "tooFar", modifier: 0 },
    ]);
    expect(oseRangeBand(1, 5, range).band).toBe("tooClose");
    expect(oseMeleeReaches(1)).toBe(true);
    expect(oseRangeBand(2, 5, range)).toEqual({ band: "short", modifier: 1 });
    expect(oseMeleeReaches(2)).toBe(false);
  });

  it("RO-3 at 10 ft/hex an adjacent foe is still melee, and the bands scale with the feet", () => {
    expect(oseMeleeReaches(1)).toBe(true);
    expect(oseRangeBand(1, 10, range).band).toBe("tooClose");
    expect(oseRangeBand(5, 10, range).band).toBe("short");
    expect(oseRangeBand(6, 10, range).band).toBe("medium");
    expect(oseRangeBand(16, 10, range).band).toBe("tooFar");
    expect(oseRangeBand(40, 5, { short: 0, medium: 0, long: 0 }).band).toBe("unknown");
  });

  it("GOR-5 partial cover −3 on a missile row; complete cover cannot be hit", () => {
    expect(oseCover("partial3", true)).toEqual({ modifier: -3, cannotBeHit: false });
    expect(oseCover("total", true)).toEqual({ modifier: 0, cannotBeHit: true });
    expect(oseCover("total", false).cannotBeHit).toBe(true);
    expect(oseCover("partial3", false).modifier).toBe(0);
    expect(oseCover("half", true).modifier).toBe(0);
  });

  it("GOR-6 a retreating target AAC 14 with a +1 shield is attacked at +2 vs AAC 13; a rear attack vs AAC 13", () => {
    const target = { defences: { ac: 12, pd: 10, md: 10 }, armour: [{ defence: 1, shield: true }, { defence: 1, shield: false }], conditions: [] };
    expect(oseArmourClass(target, false)).toBe(14);
    expect(oseArmourClass(target, oseShieldIgnored(true, false))).toBe(13);
    expect(oseArmourClass(target, oseShieldIgnored(false, true))).toBe(13);
    expect(oseShieldIgnored(false, false)).toBe(false);
  });

  it("GOR-8 winded −2 to attack, damage and AC; unrested −1 to attack and damage", () => {
    expect(oseAttackerPenalties(["winded"])).toEqual([{ key: "winded", value: -2 }]);
    expect(oseHitDamage(5, abilityModifier(10) - 2)).toBe(3);
    const target = { defences: { ac: 12, pd: 10, md: 10 }, armour: [], conditions: ["winded"] };
    expect(oseArmourClass(target, false)).toBe(10);
    expect(oseAttackerPenalties(["unrested"])).toEqual([{ key: "unrested", value: -1 }]);
    expect(oseAttackerPenalties(["unrested", "winded"]).map((p) => p.value)).toEqual([-2, -1]);
  });

  it("GOR-10 melee on an unconscious target hits with no roll; a missile rolls", () => {
    expect(oseAutoHit(true, { conditions: ["unconscious"] })).toBe(true);
    expect(oseAutoHit(false, { conditions: ["unconscious"] })).toBe(false);
    expect(oseAutoHit(true, { conditions: ["stunned"] })).toBe(false);
  });
});

describe("OSE damage and death (RO-7, RO-9)", () => {
  it("GOR-7 STR 6 melee 1d6 rolled 2 / 1 deals 1 (minimum); STR 13 missile rolled 4 deals 4", () => {
    const pc = { kind: "character" as const };
    expect(oseDamageFormula(pc, { damage: "1d8", unarmed: false }, false)).toBe("1d6");
    expect(oseDamageTakesStr(pc, true)).toBe(true);
    expect(oseHitDamage(2, abilityModifier(6))).toBe(1);
    expect(oseHitDamage(1, abilityModifier(6))).toBe(1);
    expect(oseDamageTakesStr(pc, false)).toBe(false);
    expect(oseHitDamage(4, 0)).toBe(4);
  });

  it("RO-7 (003:L997): an unarmed attack deals 1d2 + STR, whatever the item's damage or the variable-damage toggle", () => {
    for (const variable of [false, true]) {
      expect(oseDamageFormula({ kind: "character" }, { damage: "1d3", unarmed: true }, variable)).toBe("1d2");
      expect(oseDamageFormula({ kind: "creature" }, { damage: "1d6", unarmed: true }, variable)).toBe("1d2");
    }
    expect(oseDamageTakesStr({ kind: "character" }, true, true)).toBe(true);
    expect(oseDamageTakesStr({ kind: "creature" }, true, true)).toBe(true);
  });

  it("RO-7 variable damage uses the weapon's; creatures their own, with no STR", () => {
    expect(oseDamageFormula({ kind: "character" }, { damage: "1d8", unarmed: false }, true)).toBe("1d8");
    expect(oseDamageFormula({ kind: "character" }, { damage: " ", unarmed: false }, true)).toBe("1d6");
    expect(oseDamageFormula({ kind: "creature" }, { damage: "2d4", unarmed: false }, false)).toBe("2d4");
    expect(oseDamageTakesStr({ kind: "creature" }, true)).toBe(false);
  });

  it("GOR-9 4 HP taking 6 is killed", () => {
    expect(oseKilled(4 - 6)).toBe(true);
    expect(oseKilled(0)).toBe(true);
    expect(oseKilled(1)).toBe(false);
  });
});

describe("OSE saves, healing and morale (RO-8, RO-10…RO-12)", () => {
  it("GOR-11 HD 2 vs breath 18: 15 saves (9), 14 fails (18); an untyped character has the NH row; poison stays full", () => {
    const creature = { kind: "creature" as const, saves: noSaves, hitDice: { dice: 2, plus: 0 } };
    const b = oseSaveValue(creature, "breath");
    expect(b).toBe(15);
    expect(oseSaveSucceeds(15, b)).toBe(true);
    expect(oseSaveSucceeds(14, b)).toBe(false);
    expect(oseDefaultOnSuccess(false)).toBe("half");
    const pc = { kind: "character" as const, saves: noSaves, hitDice: { dice: 1, plus: 0 } };
    expect((["death", "wands", "paralysis", "breath", "spells"] as const).map((c) => oseSaveValue(pc, c))).toEqual([14, 15, 16, 17, 18]);
    expect(OSE_NORMAL_HUMAN_SAVES.spells).toBe(18);
    expect(oseDefaultOnSuccess(true)).toBe("full");
    expect(osePoisonFailureNotice(true, false)).toBe(true);
    expect(osePoisonFailureNotice(true, true)).toBe(false);
  });

  it("RO-8 monster rows by whole HD (the +1 rule is for attacks only), and typed values win", () => {
    expect(oseMonsterSaves(3).death).toBe(12);
    expect(oseMonsterSaves(4).death).toBe(10);
    expect(oseMonsterSaves(9).breath).toBe(10);
    expect(oseMonsterSaves(22).spells).toBe(2);
    expect(oseSaveValue({ kind: "creature", saves: noSaves, hitDice: { dice: 3, plus: 1 } }, "death")).toBe(12);
    expect(oseSaveValue({ kind: "character", saves: { ...noSaves, death: 8 }, hitDice: { dice: 1, plus: 0 } }, "death")).toBe(8);
  });

  it("GOR-12 a full day of rest heals 1d3; an interrupted day nothing", () => {
    expect(oseRestDayFormula(false)).toBe("1d3");
    expect(oseRestDayFormula(true)).toBe("");
  });

  it("GOR-14 morale: 9 flees / 8 fights at 8; no check after two successes; 12 never adjusts; 7 + 2 = 9; prompts at the first death and at half", () => {
    const check = oseMoraleCheck(8, 0, 0);
    expect(check).toEqual({ kind: "roll", score: 8, adjustment: 0 });
    expect(oseMoraleStands(9, 8)).toBe(false);
    expect(oseMoraleStands(8, 8)).toBe(true);
    expect(oseMoraleCheck(8, 0, 2)).toEqual({ kind: "fights", reason: "twoSuccesses" });
    expect(oseMoraleCheck(12, -1, 0)).toEqual({ kind: "fights", reason: "twelve" });
    expect(oseMoraleCheck(7, 2, 0)).toEqual({ kind: "roll", score: 9, adjustment: 2 });
    const side = (dead: number) => ({ total: 4, dead, down: dead });
    expect(oseMoralePrompts(side(0), side(1))).toEqual(["firstDeath"]);
    expect(oseMoralePrompts(side(1), side(2))).toEqual(["half"]);
    expect(oseMoralePrompts(side(2), side(3))).toEqual([]);
  });

  it("RO-11 score 2 never fights, adjustments clamp to ±2, incapacitation counts toward half", () => {
    expect(oseMoraleCheck(2, 2, 0)).toEqual({ kind: "flees", reason: "two" });
    expect(oseMoraleCheck(7, 5, 0)).toEqual({ kind: "roll", score: 9, adjustment: 2 });
    expect(oseMoralePrompts({ total: 5, dead: 0, down: 2 }, { total: 5, dead: 0, down: 3 })).toEqual(["half"]);
    expect(oseMoralePrompts({ total: 5, dead: 0, down: 1 }, { total: 5, dead: 1, down: 3 })).toEqual(["firstDeath", "half"]);
  });

  it("RT-11 a pending prompt is due at the side's second", () => {
    expect(oseMoralePromptDue(47, 46)).toBe(false);
    expect(oseMoralePromptDue(47, 47)).toBe(true);
  });
});

describe("spell disruption (RT-4, RT-10)", () => {
  const cast = { startedRound: 2, landsAt: 57 };
  const at = (round: number, second: number) => round * 20 + second;
  it("GOR-13 the window runs from second 1 of the casting round up to the landing second, exclusive", () => {
    expect(disrupts(cast, "hit", at(2, 9))).toBe(true);
    expect(disrupts(cast, "hit", at(2, 15))).toBe(true);
    expect(disrupts(cast, "hit", at(2, 17))).toBe(false);
    expect(disrupts(cast, "miss", at(2, 10))).toBe(false);
    expect(disrupts(cast, "failedSave", at(2, 4))).toBe(true);
    const quick = { startedRound: 2, landsAt: at(2, 12) };
    expect(disrupts(quick, "hit", at(2, 12))).toBe(false);
    expect(disrupts(quick, "hit", at(2, 11))).toBe(true);
    const spill = { startedRound: 2, landsAt: at(3, 3) };
    expect(disrupts(spill, "hit", at(3, 2))).toBe(true);
  });

  it("RT-4 the window's edges: second 1 counts, the round before does not; no action has no window", () => {
    expect(disruptionWindow(cast)).toEqual({ from: 41, until: 57 });
    expect(disrupts(cast, "failedSave", at(2, 1))).toBe(true);
    expect(disrupts(cast, "hit", at(1, 20))).toBe(false);
    expect(disrupts(cast, "passedSave", at(2, 4))).toBe(false);
    expect(disruptionWindow({ startedRound: 0, landsAt: 0 })).toBeNull();
    expect(disruptionWindow({ startedRound: 2, landsAt: 0 })).toBeNull();
  });
});
