/**
 * 13th Age (001) health arithmetic: temporary health, the overflow past 0, negative death, death
 * saves, recoveries, rally, rests, staggered and the battle's end (RESOLUTION.md §4.1, R13-6,
 * R13-7, R16, RT-3, RT-6, RT-7). Pure functions; the a13 rule modules and the adapters call them.
 */
import { assertIntegerInRange } from "../../errors";
import { MAX_RECOVERIES } from "../../resolution/validate";
import type { DeathSaveOutcome } from "../../ruleset/points/resolution";
import type { DyingState, Fighter, HealthState } from "../../resolution/types";
import { a13AbilityMod, a13LevelMultiplier } from "./a13-combat-math";

const whole = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** Book (001:L539): gaining temporary health keeps the higher of the old and the new amount. */
export function a13GainTemp(health: HealthState, amount: number): HealthState {
  return { ...health, temp: Math.max(whole(health.temp), whole(amount)) };
}

/**
 * Book (001:L541, L365, L377) with Decision (RESOLUTION.md R6): damage takes temporary health first
 * (when the world keeps it), then `value` down to 0; what is left goes to `below` when the model
 * keeps the overflow (a 13A character), else it is dropped.
 */
export function a13TakeDamage(health: HealthState, amount: number, opts: { readonly keepBelow: boolean; readonly tempHealth: boolean }): HealthState {
  let rest = whole(amount);
  let temp = whole(health.temp);
  if (opts.tempHealth) {
    const t = Math.min(temp, rest);
    temp -= t;
    rest -= t;
  }
  const value = whole(health.value);
  const v = Math.min(value, rest);
  rest -= v;
  return { ...health, value: value - v, temp, below: whole(health.below) + (opts.keepBelow ? rest : 0) };
}

/**
 * Book (001:L379): healing a dying character ignores its negative hit points: it starts from 0.
 * Capped at max (R6). A heal of 0 changes nothing.
 */
export function a13Heal(health: HealthState, amount: number): HealthState {
  const a = whole(amount);
  if (a === 0) return health;
  const from = whole(health.below) > 0 ? 0 : whole(health.value);
  return { ...health, value: Math.min(whole(health.max), from + a), below: 0 };
}

/**
 * Book (001:L377) with Decision (VARIANTS.md D8): the `below` at which a dying character dies,
 * half its max rounded down (the creature's disadvantage: max 27 → 13), at least 1.
 */
export function a13NegativeDeathAt(max: number): number {
  return Math.max(1, Math.floor(whole(max) / 2));
}

/** Book (001:L377): a character whose overflow past 0 reaches half its max dies. */
export function a13DiesOfBelow(health: HealthState): boolean {
  return whole(health.below) >= a13NegativeDeathAt(health.max);
}

/** Book (001:L359, L391 "Staggered is still half or less of your maximum"): value ≤ max / 2. */
export function a13Staggered(health: HealthState): boolean {
  return whole(health.value) * 2 <= whole(health.max);
}

/**
 * Decision (RESOLUTION.md R13-7): at 0 a character falls `unconscious`, keeps its overflow in
 * `below` and starts dying (001:L365); a creature is slain (`dead`, 001:L345, L367) unless the
 * attacker pressed Knock out, when it falls `unconscious` and does not die of its wounds.
 */
export function a13AtZero(target: Pick<Fighter, "kind">, knockOut: boolean): { readonly status: "unconscious" | "dead"; readonly keepBelow: boolean; readonly dying: boolean } {
  if (target.kind === "character") return { status: "unconscious", keepBelow: true, dying: true };
  return knockOut ? { status: "unconscious", keepBelow: false, dying: false } : { status: "dead", keepBelow: false, dying: false };
}

/** Book (001:L375): "After the fourth failed death save in a single battle, you die." */
export const A13_DEATH_SAVE_FAILURES = 4;
/** Book (001:L375): a death save succeeds on 16+. */
export const A13_DEATH_SAVE_TARGET = 16;

/**
 * Decision (RESOLUTION.md R13-7): one death save, d20 with no modifiers (001:L509). Natural 20:
 * recover and act now; 16–19: recover, no action this round; ≤ 15: a failure, unless stable (L385);
 * the fourth failure of the battle kills, or with `meaningfulDeath` leaves a coma (L395: no more
 * saves, so the state is made stable). A recovery ends dying (since null, not stable) but keeps
 * the battle's failures: they count "in a single battle" (L375) and reset at its end (RT-7).
 */
export function a13DeathSave(natural: number, dying: DyingState, meaningfulDeath: boolean): DeathSaveOutcome {
  assertIntegerInRange("natural", natural, 1, 20);
  const failures = whole(dying.failures);
  if (natural >= A13_DEATH_SAVE_TARGET) {
    return { result: natural === 20 ? "recoverAndAct" : "recover", dying: { ...dying, failures, stable: false, since: null }, spendsRecovery: true, actsNow: natural === 20 };
  }
  if (dying.stable) return { result: "ignored", dying: { ...dying, failures }, spendsRecovery: false, actsNow: false };
  const after = failures + 1;
  if (after < A13_DEATH_SAVE_FAILURES) return { result: "fail", dying: { ...dying, failures: after }, spendsRecovery: false, actsNow: false };
  if (meaningfulDeath) return { result: "coma", dying: { ...dying, failures: after, stable: true }, spendsRecovery: false, actsNow: false };
  return { result: "dead", dying: { ...dying, failures: after }, spendsRecovery: false, actsNow: false };
}

/** Book (001:L383): stabilising an ally is a DC 10 healing check using Wisdom. */
export const A13_STABILISE_DC = 10;
/** Book (001:L383): a check of 25+ treats the wounds so quickly that it takes only a quick action. */
export const A13_STABILISE_QUICK = 25;

/**
 * Decision (RESOLUTION.md R13-7, Stabilise; 001:L383, L385): an ally's d20 + its WIS modifier
 * against DC 10; success makes the dying PC stable (its failed death saves stop counting), failure
 * does nothing to it; 25+ took only a quick action (told, not scheduled: the ally's action is the
 * table's call).
 */
export function a13StabiliseCheck(natural: number, ally: Pick<Fighter, "abilities">): { readonly total: number; readonly modifier: number; readonly stable: boolean; readonly quick: boolean } {
  assertIntegerInRange("natural", natural, 1, 20);
  const modifier = a13AbilityMod(ally.abilities.wis);
  const total = natural + modifier;
  return { total, modifier, stable: total >= A13_STABILISE_DC, quick: total >= A13_STABILISE_QUICK };
}

/** Decision (RESOLUTION.md R13-6; 001:L349 "8 or 9"): a character starts with 8 recoveries, die d8. */
export const A13_RECOVERIES_DEFAULT = Object.freeze({ value: 8, max: 8, die: "d8", overdrawn: 0 });

/** A recovery die as typed ("d8", "D10"); anything else is the default d8. */
function dieOf(die: string): string {
  const m = /^\s*d(\d{1,3})\s*$/i.exec(die);
  return m && Number(m[1]) >= 2 ? `d${Number(m[1])}` : A13_RECOVERIES_DEFAULT.die;
}

/**
 * Book (001:L351, L353): one recovery rolls (level) recovery dice + the CON modifier, doubled at
 * 5th level and tripled at 8th (CON 14: level 3 `3d8+2`, level 5 `5d8+4`, level 8 `8d8+6`).
 */
export function a13RecoveryFormula(fighter: Pick<Fighter, "level" | "abilities" | "recoveries">): string {
  const level = Number.isFinite(fighter.level) ? Math.max(1, Math.trunc(fighter.level)) : 1;
  const bonus = a13AbilityMod(fighter.abilities.con) * a13LevelMultiplier(level);
  return `${level}${dieOf(fighter.recoveries.die)}${bonus > 0 ? `+${bonus}` : bonus < 0 ? `${bonus}` : ""}`;
}

/**
 * Book (001:L355; RESOLUTION.md R9): spending a recovery heals its rolled total and uses one; with
 * none left it heals half (rounded down) and adds an overdrawn step (−1 to defences and attacks,
 * stacking, until a full heal-up).
 */
export function a13SpendRecovery(recoveries: Fighter["recoveries"], rolled: number): { readonly healed: number; readonly recoveries: Fighter["recoveries"] } {
  const total = whole(rolled);
  const value = whole(recoveries.value);
  if (value > 0) return { healed: total, recoveries: { ...recoveries, value: value - 1 } };
  const overdrawn = Math.min(MAX_RECOVERIES, whole(recoveries.overdrawn) + 1);
  return { healed: Math.floor(total / 2), recoveries: { ...recoveries, value: 0, overdrawn } };
}

/**
 * Decision (RESOLUTION.md R13-6; 001:L269, L271): the first rally of a battle needs nothing; a later
 * one needs a normal save (11+). A failed save means no rally this round, the action not lost.
 * `save` is the save's natural (null when none was rolled yet).
 */
export function a13Rally(ralliesThisBattle: number, save: number | null): "rallies" | "needsSave" | "notThisRound" {
  if (whole(ralliesThisBattle) === 0) return "rallies";
  if (save === null) return "needsSave";
  assertIntegerInRange("save", save, 1, 20);
  return save >= 11 ? "rallies" : "notThisRound";
}

/** Book (001:L403, L405): a quick rest may spend any recoveries; a staggered PC must spend at least one. */
export function a13QuickRestMinimum(health: HealthState): 0 | 1 {
  return a13Staggered(health) ? 1 : 0;
}

/**
 * Book (001:L391): each lasting wound takes 2 + level from the max (cumulative), never below 1;
 * `wounds` is their count.
 */
export function a13LastingWoundMax(max: number, wounds: number, level: number): number {
  const l = Number.isFinite(level) ? Math.max(1, Math.trunc(level)) : 1;
  return Math.max(1, whole(max) - whole(wounds) * (2 + l));
}

/**
 * Book (001:L413, L391, L355): a full heal-up: health to max (the overflow and temporary health
 * gone), every recovery back, no overdrawn step, no lasting wound.
 */
export function a13FullHealUp(health: HealthState, recoveries: Fighter["recoveries"]): { readonly health: HealthState; readonly recoveries: Fighter["recoveries"]; readonly lastingWounds: 0 } {
  return { health: { ...health, value: whole(health.max), below: 0, temp: 0 }, recoveries: { ...recoveries, value: whole(recoveries.max), overdrawn: 0 }, lastingWounds: 0 };
}

/**
 * Decision (RESOLUTION.md R16, RT-6; 001:L543): temporary health drops to 0 at the combatant's
 * first initiative roll of a combat only (under a per-round model a later roll would erase it
 * every 20 seconds).
 */
export function a13TempAfterInitiative(temp: number, firstRollOfCombat: boolean): number {
  return firstRollOfCombat ? 0 : whole(temp);
}

/**
 * Decision (RESOLUTION.md RT-7; 001:L375, L269, L543, L391): at the end of the fight the death-save
 * failures and the rallies reset, temporary health goes to 0, and (with the optional lasting
 * wounds) a character that dropped to 0 or below during it takes one lasting wound.
 */
export function a13BattleEnd(state: { readonly health: HealthState; readonly dying: DyingState; readonly lastingWounds: number; readonly droppedToZero: boolean }, lastingWoundsOn: boolean): { readonly health: HealthState; readonly dying: DyingState; readonly rallies: 0; readonly lastingWounds: number } {
  return {
    health: { ...state.health, temp: 0 },
    dying: a13FightEnded(state.dying),
    rallies: 0,
    lastingWounds: whole(state.lastingWounds) + (lastingWoundsOn && state.droppedToZero ? 1 : 0),
  };
}

/** Book (001:L375 "in a single battle"): the dying state after a fight: failures 0, no combat. */
export function a13FightEnded(dying: DyingState): DyingState {
  return { ...dying, failures: 0, combat: "" };
}
