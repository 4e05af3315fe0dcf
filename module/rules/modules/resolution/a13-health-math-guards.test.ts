/**
 * The 13A health arithmetic at its edges (RESOLUTION.md §4.1, R13-6, R13-7, R16): stored numbers
 * that are negative, fractional or not finite read as whole numbers of at least 0, each boundary of
 * the death save, the stabilising check and the recovery die, and every outcome in full.
 */
import { describe, expect, it } from "vitest";
import {
  a13BattleEnd, a13DeathSave, a13DiesOfBelow, a13FullHealUp, a13GainTemp, a13Heal, a13LastingWoundMax, a13NegativeDeathAt, a13Rally, a13RecoveryFormula, a13SpendRecovery,
  a13StabiliseCheck, a13Staggered, a13TakeDamage, a13TempAfterInitiative,
} from "./a13-health-math";
import { fighter } from "../../../../tests/support/fighters";
import { expectRefusal } from "../../../../tests/support/rules-error";
import { scores } from "./a13-scores.test-support";
import type { DyingState, HealthState } from "../../resolution/types";

const hp = (value: number, max: number, below = 0, temp = 0): HealthState => ({ value, max, below, temp });
const dying = (failures: number, stable = false): DyingState => ({ failures, stable, since: 47, combat: "c1" });
const NAN = Number.NaN;

describe("13A health from stored numbers", () => {
  it("temporary health: the higher of two whole amounts; a negative, fractional or non-finite one reads as 0 or truncated", () => {
    expect(a13GainTemp(hp(5, 10, 0, NAN), 3).temp).toBe(3);
    expect(a13GainTemp(hp(5, 10, 0, 5), -8).temp).toBe(5);
    expect(a13GainTemp(hp(5, 10, 0, 4.5), 4).temp).toBe(4);
    expect(a13GainTemp(hp(5, 10, 0, 1), 6.8).temp).toBe(6);
    expect(a13GainTemp(hp(5, 10, 0, -4), NAN)).toEqual(hp(5, 10, 0, 0));
  });

  it("damage: temporary health takes what it can, the rest goes on; bad amounts deal nothing; fractions are truncated", () => {
    expect(a13TakeDamage(hp(20, 20, 0, 3), 2, { keepBelow: true, tempHealth: true })).toEqual(hp(20, 20, 0, 1));
    expect(a13TakeDamage(hp(20, 20, 0, 3), 3, { keepBelow: true, tempHealth: true })).toEqual(hp(20, 20, 0, 0));
    expect(a13TakeDamage(hp(10.5, 20, 0, 0), 3.9, { keepBelow: true, tempHealth: true })).toEqual(hp(7, 20, 0, 0));
    expect(a13TakeDamage(hp(10, 20, 2, 3), NAN, { keepBelow: true, tempHealth: true })).toEqual(hp(10, 20, 2, 3));
    expect(a13TakeDamage(hp(10, 20, 0, 3), -5, { keepBelow: true, tempHealth: true })).toEqual(hp(10, 20, 0, 3));
    expect(a13TakeDamage(hp(NAN, 20, -2, NAN), 4, { keepBelow: true, tempHealth: true })).toEqual(hp(0, 20, 4, 0));
    // A creature's overflow is dropped, what it already had below is kept as is.
    expect(a13TakeDamage(hp(2, 10, 3, 0), 5, { keepBelow: false, tempHealth: false })).toEqual(hp(0, 10, 3, 0));
  });

  it("healing: a heal that is negative or not finite changes nothing; a negative below is none; a fraction is truncated", () => {
    const h = hp(0, 30, 8);
    expect(a13Heal(h, -5)).toBe(h);
    expect(a13Heal(h, NAN)).toBe(h);
    expect(a13Heal(hp(5, 30, -3), 4)).toEqual(hp(9, 30, 0));
    // Any overflow kept means the character is dying: the heal starts from 0 whatever value was stored.
    expect(a13Heal(hp(5, 30, 3), 4)).toEqual(hp(4, 30, 0));
    expect(a13Heal(hp(5, 30), 4.8)).toEqual(hp(9, 30, 0));
    expect(a13Heal(hp(5, 30.9), 40)).toEqual(hp(30, 30.9, 0));
  });

  it("negative death: half the max rounded down, at least 1, whatever the stored max", () => {
    expect([0, 1, 3, 4, 27, 27.9, -10, NAN].map(a13NegativeDeathAt)).toEqual([1, 1, 1, 2, 13, 13, 1, 1]);
    expect([a13DiesOfBelow(hp(0, 1, 0)), a13DiesOfBelow(hp(0, 1, 1)), a13DiesOfBelow(hp(0, 4, 1)), a13DiesOfBelow(hp(0, 4, 2))]).toEqual([false, true, false, true]);
    expect([a13DiesOfBelow(hp(0, 27, 12.9)), a13DiesOfBelow(hp(0, 27, NAN))]).toEqual([false, false]);
  });

  it("staggered: a value that is not finite is 0 (staggered); a fractional value is truncated", () => {
    expect([a13Staggered(hp(NAN, 10)), a13Staggered(hp(5.9, 10)), a13Staggered(hp(6, 10)), a13Staggered(hp(6, 12.9))]).toEqual([true, true, false, true]);
  });
});

describe("13A death saves and stabilising in full (R13-7)", () => {
  it("each result with its whole state", () => {
    expect(a13DeathSave(16, { failures: 2, stable: true, since: 47, combat: "c1" }, false)).toEqual({ result: "recover", dying: { failures: 2, stable: false, since: null, combat: "c1" }, spendsRecovery: true, actsNow: false });
    expect(a13DeathSave(19, dying(1), false)).toEqual({ result: "recover", dying: { failures: 1, stable: false, since: null, combat: "c1" }, spendsRecovery: true, actsNow: false });
    expect(a13DeathSave(20, dying(3), true)).toEqual({ result: "recoverAndAct", dying: { failures: 3, stable: false, since: null, combat: "c1" }, spendsRecovery: true, actsNow: true });
    expect(a13DeathSave(15, dying(2.7, true), false)).toEqual({ result: "ignored", dying: { failures: 2, stable: true, since: 47, combat: "c1" }, spendsRecovery: false, actsNow: false });
    expect(a13DeathSave(15, dying(2), false)).toEqual({ result: "fail", dying: { failures: 3, stable: false, since: 47, combat: "c1" }, spendsRecovery: false, actsNow: false });
    expect(a13DeathSave(1, dying(NAN), false)).toEqual({ result: "fail", dying: { failures: 1, stable: false, since: 47, combat: "c1" }, spendsRecovery: false, actsNow: false });
    expect(a13DeathSave(1, dying(3), true)).toEqual({ result: "coma", dying: { failures: 4, stable: true, since: 47, combat: "c1" }, spendsRecovery: false, actsNow: false });
    expect(a13DeathSave(1, dying(5), false)).toEqual({ result: "dead", dying: { failures: 6, stable: false, since: 47, combat: "c1" }, spendsRecovery: false, actsNow: false });
  });

  it("a natural outside 1–20 or not whole is refused, named", () => {
    expectRefusal(() => a13DeathSave(0, dying(0), false), "OUT_OF_RANGE", "natural", 0, "from 1 to 20");
    expectRefusal(() => a13DeathSave(21, dying(0), false), "OUT_OF_RANGE", "natural", 21, "from 1 to 20");
    expectRefusal(() => a13StabiliseCheck(0, { abilities: scores({}) }), "OUT_OF_RANGE", "natural", 0, "from 1 to 20");
    expect(a13DeathSave(20, dying(0), false).result).toBe("recoverAndAct");
    expect(a13DeathSave(1, dying(0), false).result).toBe("fail");
  });

  it("the stabilising check: exactly 25 is quick, exactly 10 is stable", () => {
    expect(a13StabiliseCheck(20, { abilities: scores({ wis: 20 }) })).toEqual({ total: 25, modifier: 5, stable: true, quick: true });
    expect(a13StabiliseCheck(10, { abilities: scores({}) })).toEqual({ total: 10, modifier: 0, stable: true, quick: false });
    expect(a13StabiliseCheck(1, { abilities: scores({}) })).toEqual({ total: 1, modifier: 0, stable: false, quick: false });
  });
});

describe("13A recoveries, rally, wounds and the battle's end from stored numbers (R13-6, RT-7)", () => {
  it("the recovery die as typed: d2 and up to three digits, spaces and case allowed; anything else is d8", () => {
    const f = (die: string) => a13RecoveryFormula(fighter({ level: 1, recoveries: { value: 8, max: 8, die, overdrawn: 0 } }));
    expect([" d6 ", "d2", "d100", "D12", "d06"].map(f)).toEqual(["1d6", "1d2", "1d100", "1d12", "1d6"]);
    expect(["d1", "d0", "d1000", "xd6", "d6x", "d", "6", "d 6", "2d6", "dd6", "d6 6"].map(f)).toEqual(Array(11).fill("1d8"));
  });

  it("the recovery formula: no bonus sign at CON 10; a level below 1 or not finite is 1, a fraction truncated", () => {
    const f = (level: number, con = 10) => a13RecoveryFormula(fighter({ level, abilities: scores({ con }) }));
    expect([f(1), f(0), f(NAN), f(2.9), f(5.5, 12), f(8, 9)]).toEqual(["1d8", "1d8", "1d8", "2d8", "5d8+2", "8d8-3"]);
  });

  it("spending a recovery: bad rolls heal 0, a fraction is truncated; bad counts read as whole", () => {
    const r = (value: number, overdrawn = 0) => ({ value, max: 8, die: "d8", overdrawn });
    expect(a13SpendRecovery(r(3), NAN)).toEqual({ healed: 0, recoveries: r(2) });
    expect(a13SpendRecovery(r(3), -4)).toEqual({ healed: 0, recoveries: r(2) });
    expect(a13SpendRecovery(r(3), 12.8)).toEqual({ healed: 12, recoveries: r(2) });
    expect(a13SpendRecovery(r(2.5), 10)).toEqual({ healed: 10, recoveries: r(1) });
    expect(a13SpendRecovery(r(1), 10)).toEqual({ healed: 10, recoveries: r(0) });
    expect(a13SpendRecovery(r(NAN, NAN), 15.9)).toEqual({ healed: 7, recoveries: r(0, 1) });
    expect(a13SpendRecovery(r(-2, 1.5), 9)).toEqual({ healed: 4, recoveries: r(0, 2) });
  });

  it("rally: a count that is fractional under 1, negative or not finite is the first rally; a save outside 1–20 is refused, named", () => {
    expect([a13Rally(0.5, null), a13Rally(-1, null), a13Rally(NAN, null), a13Rally(1.5, null)]).toEqual(["rallies", "rallies", "rallies", "needsSave"]);
    expectRefusal(() => a13Rally(1, 0), "OUT_OF_RANGE", "save", 0, "from 1 to 20");
    expectRefusal(() => a13Rally(1, 21), "OUT_OF_RANGE", "save", 21, "from 1 to 20");
    expect([a13Rally(1, 1), a13Rally(1, 20)]).toEqual(["notThisRound", "rallies"]);
  });

  it("lasting wounds: a level below 1 or not finite is 1, a fraction truncated; bad counts read as whole", () => {
    expect([a13LastingWoundMax(30, 2, NAN), a13LastingWoundMax(30, 2, 0), a13LastingWoundMax(30, 2, 3.7), a13LastingWoundMax(30, -1, 3), a13LastingWoundMax(30, 1.5, 3), a13LastingWoundMax(NAN, 0, 3)]).toEqual([24, 24, 20, 30, 25, 1]);
  });

  it("the full heal-up and temporary health at initiative read stored numbers as whole", () => {
    expect(a13FullHealUp(hp(3, 20.5, 6, 4), { value: 1, max: 8.9, die: "d6", overdrawn: 3 })).toEqual({ health: hp(20, 20.5, 0, 0), recoveries: { value: 8, max: 8.9, die: "d6", overdrawn: 0 }, lastingWounds: 0 });
    expect([a13TempAfterInitiative(-3, false), a13TempAfterInitiative(4.5, false), a13TempAfterInitiative(NAN, false), a13TempAfterInitiative(4, true)]).toEqual([0, 4, 0, 0]);
  });

  it("the battle's end: a stored count of lasting wounds read as whole; a wound only with the option on and a drop to 0", () => {
    const end = (lastingWounds: number, droppedToZero: boolean, on: boolean) => a13BattleEnd({ health: hp(5, 30, 0, 6), dying: dying(2, true), lastingWounds, droppedToZero }, on);
    expect(end(NAN, true, true)).toEqual({ health: hp(5, 30, 0, 0), dying: { failures: 0, stable: true, since: 47, combat: "" }, rallies: 0, lastingWounds: 1 });
    expect([end(-2, false, true).lastingWounds, end(1.5, true, true).lastingWounds, end(2, true, false).lastingWounds, end(2, false, false).lastingWounds]).toEqual([0, 2, 2, 2]);
  });
});
