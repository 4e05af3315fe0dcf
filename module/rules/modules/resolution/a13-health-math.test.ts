import { MAX_RECOVERIES } from "../../resolution/validate";
import { describe, expect, it } from "vitest";
import { a13AtZero, a13BattleEnd, a13DeathSave, a13DiesOfBelow, a13FullHealUp, a13GainTemp, a13Heal, a13LastingWoundMax, a13QuickRestMinimum, a13Rally, a13RecoveryFormula, a13SpendRecovery, a13StabiliseCheck, a13Staggered, a13TakeDamage, a13TempAfterInitiative } from "./a13-health-math";
import { fighter } from "../../../../tests/support/fighters";
import { scores } from "./a13-scores.test-support";
import type { DyingState, HealthState } from "../../resolution/types";
import { a13ZeroHealthModel } from "./a13-dying";
import { PRESETS } from "../../ruleset/config";
import { resolveRuleset } from "../../ruleset";
import { RulesError } from "../../errors";

const hp = (value: number, max: number, below = 0, temp = 0): HealthState => ({ value, max, below, temp });
const dying = (failures: number, stable = false): DyingState => ({ failures, stable, since: 47, combat: "c1" });

describe("13A health arithmetic (RESOLUTION.md §4.1)", () => {
  it("G13R-7 temporary health: the higher counts, damage takes it first, the first initiative roll clears it", () => {
    expect(a13GainTemp(hp(20, 20, 0, 5), 3).temp).toBe(5);
    expect(a13GainTemp(hp(20, 20, 0, 5), 8).temp).toBe(8);
    expect(a13TakeDamage(hp(20, 20, 0, 8), 10, { keepBelow: true, tempHealth: true })).toEqual(hp(18, 20, 0, 0));
    expect(a13TempAfterInitiative(8, true)).toBe(0);
  });

  it("R16 without the tempHealth toggle damage ignores temporary health", () => {
    expect(a13TakeDamage(hp(20, 20, 0, 8), 10, { keepBelow: true, tempHealth: false })).toEqual(hp(10, 20, 0, 8));
  });

  it("GXR-4 temporary health under a per-round model: a later roll keeps it, the battle's end clears it", () => {
    const gained = a13GainTemp(hp(10, 20), 6);
    expect(gained.temp).toBe(6);
    expect(a13TempAfterInitiative(gained.temp, false)).toBe(6);
    expect(a13BattleEnd({ health: gained, dying: dying(0), lastingWounds: 0, droppedToZero: false }, false).health.temp).toBe(0);
  });

  it("G13R-8 a PC at 0 keeps the overflow in below; dies at half max (rounded down); staggered at half or less", () => {
    const once = a13TakeDamage(hp(6, 30), 14, { keepBelow: true, tempHealth: true });
    expect(once).toEqual(hp(0, 30, 8));
    expect(a13AtZero(fighter(), false)).toEqual({ status: "unconscious", keepBelow: true, dying: true });
    expect(a13DiesOfBelow(once)).toBe(false);
    const twice = a13TakeDamage(once, 7, { keepBelow: true, tempHealth: true });
    expect(twice.below).toBe(15);
    expect(a13DiesOfBelow(twice)).toBe(true);
    const m27 = a13TakeDamage(hp(0, 27, 12), 1, { keepBelow: true, tempHealth: true });
    expect(m27.below).toBe(13);
    expect(a13DiesOfBelow(m27)).toBe(true);
    expect(a13DiesOfBelow(hp(0, 27, 12))).toBe(false);
    expect(a13Staggered(hp(13, 27))).toBe(true);
    expect(a13Staggered(hp(14, 27))).toBe(false);
  });

  it("G13R-9 healing a dying PC starts from 0", () => {
    expect(a13Heal(hp(0, 30, 8), 11)).toEqual(hp(11, 30, 0));
    expect(a13Heal(hp(25, 30), 11)).toEqual(hp(30, 30, 0));
    expect(a13Heal(hp(0, 30, 8), 0)).toEqual(hp(0, 30, 8));
  });

  it("G13R-10 a creature at 0 is slain; knocked out, it falls unconscious and keeps no overflow", () => {
    const goblin = fighter({ kind: "creature", playerCharacter: false });
    expect(a13AtZero(goblin, false)).toEqual({ status: "dead", keepBelow: false, dying: false });
    expect(a13AtZero(goblin, true)).toEqual({ status: "unconscious", keepBelow: false, dying: false });
    expect(a13TakeDamage(hp(3, 10), 9, { keepBelow: false, tempHealth: true })).toEqual(hp(0, 10, 0));
  });

  it("G13R-11 death saves: 16 recovers without an action, 20 recovers and acts, 15 is a failure", () => {
    const pc = fighter({ level: 3, abilities: scores({ con: 14 }) });
    expect(a13RecoveryFormula(pc)).toBe("3d8+2");
    const s16 = a13DeathSave(16, dying(0), false);
    expect(s16).toMatchObject({ result: "recover", spendsRecovery: true, actsNow: false });
    expect(s16.dying.since).toBeNull();
    // Recovery dice 4, 5, 2 + CON 2 = 13, from 0.
    const spent = a13SpendRecovery(pc.recoveries, 4 + 5 + 2 + 2);
    expect(spent.recoveries.value).toBe(7);
    expect(a13Heal(hp(0, 30, 5), spent.healed)).toEqual(hp(13, 30, 0));
    expect(a13DeathSave(20, dying(0), false)).toMatchObject({ result: "recoverAndAct", spendsRecovery: true, actsNow: true });
    expect(a13DeathSave(15, dying(0), false)).toMatchObject({ result: "fail", dying: { failures: 1 }, spendsRecovery: false });
  });

  it("G13R-12 the fourth failure kills; stable ignores it; meaningful death leaves a coma; the battle's end resets", () => {
    expect(a13DeathSave(9, dying(3), false)).toMatchObject({ result: "dead", dying: { failures: 4 } });
    expect(a13DeathSave(9, dying(3, true), false)).toMatchObject({ result: "ignored", dying: { failures: 3 } });
    expect(a13DeathSave(9, dying(3), true)).toMatchObject({ result: "coma", dying: { failures: 4, stable: true } });
    const end = a13BattleEnd({ health: hp(0, 30, 4), dying: dying(2), lastingWounds: 0, droppedToZero: true }, false);
    expect(end.dying).toEqual({ failures: 0, stable: false, since: 47, combat: "" });
    expect(end.rallies).toBe(0);
    expect(end.lastingWounds).toBe(0);
    expect(() => a13DeathSave(21, dying(0), false)).toThrow();
  });

  it("R9 overdrawn stops at its stored bound: the 100th overdraw keeps 99 and still heals half", () => {
    expect(a13SpendRecovery({ value: 0, max: 8, die: "d8", overdrawn: 98 }, 15).recoveries.overdrawn).toBe(99);
    expect(a13SpendRecovery({ value: 0, max: 8, die: "d8", overdrawn: 99 }, 15)).toEqual({ healed: 7, recoveries: { value: 0, max: 8, die: "d8", overdrawn: MAX_RECOVERIES } });
  });

  it("G13R-13 recoveries: formula by level; none left heals half and overdraws, stacking", () => {
    const pc = (level: number) => fighter({ level, abilities: scores({ con: 14 }) });
    expect([3, 5, 8].map((l) => a13RecoveryFormula(pc(l)))).toEqual(["3d8+2", "5d8+4", "8d8+6"]);
    expect(a13RecoveryFormula(fighter({ level: 2, abilities: scores({ con: 8 }), recoveries: { value: 8, max: 8, die: "D10", overdrawn: 0 } }))).toBe("2d10-1");
    const first = a13SpendRecovery({ value: 0, max: 8, die: "d8", overdrawn: 0 }, 15);
    expect(first).toEqual({ healed: 7, recoveries: { value: 0, max: 8, die: "d8", overdrawn: 1 } });
    expect(a13SpendRecovery(first.recoveries, 15).recoveries.overdrawn).toBe(2);
  });

  it("G13R-14 rally: the first is free; later ones need a normal save, a failure keeps the action", () => {
    expect(a13Rally(0, null)).toBe("rallies");
    expect(a13Rally(1, null)).toBe("needsSave");
    expect(a13Rally(1, 10)).toBe("notThisRound");
    expect(a13Rally(1, 11)).toBe("rallies");
  });

  it("R13-6 quick rest and full heal-up", () => {
    expect(a13QuickRestMinimum(hp(10, 20))).toBe(1);
    expect(a13QuickRestMinimum(hp(11, 20))).toBe(0);
    expect(a13FullHealUp(hp(3, 20, 0, 4), { value: 0, max: 8, die: "d8", overdrawn: 2 })).toEqual({ health: hp(20, 20, 0, 0), recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 }, lastingWounds: 0 });
  });

  it("R13-7 lasting wounds: one per fight that dropped the PC to 0, 2 + level each off the max", () => {
    expect(a13BattleEnd({ health: hp(5, 30), dying: dying(0), lastingWounds: 1, droppedToZero: true }, true).lastingWounds).toBe(2);
    expect(a13BattleEnd({ health: hp(5, 30), dying: dying(0), lastingWounds: 1, droppedToZero: false }, true).lastingWounds).toBe(1);
    expect(a13LastingWoundMax(30, 2, 3)).toBe(20);
    expect(a13LastingWoundMax(5, 3, 3)).toBe(1);
  });

});

describe("R13-7 an ally's stabilising check (001:L383, L385)", () => {
  const ally = (wis: number) => ({ abilities: { str: 10, dex: 10, con: 10, int: 10, wis, cha: 10 } });

  it("d20 + the ally's WIS modifier against DC 10: WIS 14 with 8 → 10 stable; with 7 → 9 not", () => {
    expect(a13StabiliseCheck(8, ally(14))).toEqual({ total: 10, modifier: 2, stable: true, quick: false });
    expect(a13StabiliseCheck(7, ally(14))).toEqual({ total: 9, modifier: 2, stable: false, quick: false });
    expect(a13StabiliseCheck(10, ally(8))).toMatchObject({ total: 9, stable: false });
  });

  it("25+ takes only a quick action; the check is the 13A zero-health model's allyStabilise, and the OSR model has none", () => {
    expect(a13StabiliseCheck(20, ally(30))).toMatchObject({ total: 30, stable: true, quick: true });
    expect(a13StabiliseCheck(19, ally(20))).toMatchObject({ total: 24, quick: false });
    expect(a13ZeroHealthModel({ meaningfulDeath: false, lastingWounds: false }).allyStabilise?.check(8, ally(14)).stable).toBe(true);
    expect(resolveRuleset(PRESETS.osr).points.zeroHealth?.allyStabilise).toBeUndefined();
  });

  it("refuses a natural outside 1–20", () => {
    expect(() => a13StabiliseCheck(21, ally(10))).toThrow(RulesError);
  });
});
