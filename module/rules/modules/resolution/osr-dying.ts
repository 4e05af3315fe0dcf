/**
 * The OSR hack at 0 HP (RESOLUTION.md §4.2 RS-5…RS-9, RT-5, RT-7; 002:L85–L116): incapacitated, dead
 * unless stabilised within a minute or by the end of the fight (whichever is later); stabilising
 * rolls the Injury Table. Times are one clock: absolute ER seconds in a combat, world seconds
 * outside it (R10); the adapter converts. World time may stand below 0 (a GM may set the calendar
 * back), so a moment is any whole number within ±MAX_WORLD_TIME, the stored bound of `dying.since`.
 * Pure.
 */
import { assertIntegerInRange } from "../../errors";
import { MAX_WORLD_TIME } from "../../bounds";
import type { AbilityId, Fighter, HealthState } from "../../resolution/types";
import type { InjuryRow, StabiliseResult } from "../../ruleset/points/resolution";

/** Book (002:L85) with RESOLUTION.md R10: "within 1 minute" = 60 s of the clock = 3 ER rounds. */
export const OSR_STABILISE_SECONDS = 60;

/** A moment of either clock: a whole number within ±MAX_WORLD_TIME. */
function assertMoment(name: string, value: number): void {
  assertIntegerInRange(name, value, -MAX_WORLD_TIME, MAX_WORLD_TIME);
}

/**
 * Decision (RESOLUTION.md RT-5): the minute is half-open: at 0 at `since`, the creature may be
 * stabilised up to `since + 59`; from `since + 60` the minute has passed (0 at t 47: up to 106,
 * passed at 107).
 */
export function osrMinutePassed(since: number, now: number): boolean {
  assertMoment("since", since);
  assertMoment("now", now);
  return now - since >= OSR_STABILISE_SECONDS;
}

/**
 * Book (002:L85) with Decisions (RESOLUTION.md RS-5, RS-6): the moment from which an unstabilised
 * creature at 0 is dead: the later of `since + 60` and the end of the fight. `fightEnd` null means
 * no fight is running (outside combat, RS-6: "the end of the fight" is now, so the minute alone
 * decides) — or a fight that has ended at that moment; during a running fight the deadline is not
 * yet known and nobody dies of this rule (see `osrDyingPhase`).
 */
export function osrDeadline(since: number, fightEnd: number | null): number {
  assertMoment("since", since);
  if (fightEnd !== null) assertMoment("fightEnd", fightEnd);
  const minute = since + OSR_STABILISE_SECONDS;
  return fightEnd === null ? minute : Math.max(minute, fightEnd);
}

/**
 * What the tracker shows for a dying creature (RS-5): during a fight, "dying — 1 min at …" until the
 * minute passes, then "dies when the fight ends unless stabilised"; outside a fight, dying until the
 * minute passes, then dead.
 */
export function osrDyingPhase(since: number, now: number, inFight: boolean): "minute" | "untilFightEnd" | "dead" {
  if (!osrMinutePassed(since, now)) return "minute";
  return inFight ? "untilFightEnd" : "dead";
}

/**
 * Decision (RESOLUTION.md RS-5, RT-7): when the fight ends at `fightEnd` (same clock as `since`), a
 * dying creature whose minute has passed is dead; one whose minute has not gets a watcher that kills
 * it `remaining` seconds later (world time carries on from the combat's last time) unless it is
 * stabilised first.
 */
export function osrAtFightEnd(since: number, fightEnd: number): { readonly dead: true } | { readonly dead: false; readonly remaining: number } {
  const deadline = osrDeadline(since, fightEnd);
  return deadline <= fightEnd ? { dead: true } : { dead: false, remaining: deadline - fightEnd };
}

/** Book (002:L108–L113): the ability each of 2–7 loses. */
const INJURY_ABILITIES: readonly AbilityId[] = Object.freeze(["str", "dex", "con", "int", "wis", "cha"] as const);

/** Book (002:L114): 8–13 "Lose a body part (GM's choice)": a note to the GM (`ER.Resolution.Injury.bodyPart`). */
export const OSR_BODY_PART_NOTE = "bodyPart";

/** Book (002:L115) with RESOLUTION.md §7.5: the badge of 14–19 ("disadvantage all checks until rest"). */
export const OSR_INJURED_BADGE = "injured";

/** Book (002:L105–L116): the Injury Table row of a d20. */
export function osrInjuryRow(d20: number): InjuryRow {
  assertIntegerInRange("d20", d20, 1, 20);
  if (d20 === 1) return { kind: "dead" };
  if (d20 <= 7) return { kind: "ability", ability: INJURY_ABILITIES[d20 - 2]!, dice: "1d6" };
  if (d20 <= 13) return { kind: "bodyPart" };
  if (d20 <= 19) return { kind: "badge", badge: OSR_INJURED_BADGE };
  return { kind: "heal", dice: "1d8" };
}

/** Book (002:L89): "they return to 1 HP"; RS-9 caps it at max. */
function backTo(value: number, health: Pick<HealthState, "max">): number {
  return Math.min(health.max, Math.max(0, value));
}

/** 1 HP, or the health a stabilising heal already gave when that is more. */
function atLeastOne(health: Pick<HealthState, "value" | "max">): number {
  return backTo(Math.max(1, health.value), health);
}

/**
 * Book (002:L89, L105–L116) with Decisions (RESOLUTION.md RS-7, RS-8): a stabilised character's
 * injury: 1 dead; 2–7 the row's ability −1d6 (never below 0) and 1 HP; 8–13 a body part (a GM note)
 * and 1 HP; 14–19 `injured` and 1 HP; 20 heals the 1d8 ("(or roll for healing)" read as the 1d8
 * replacing the 1). `followUp` is the row's own die (1d6 or 1d8), ignored by the other rows.
 * Decision (002:L89 "or otherwise heal an incapacitated character to stabilize them … (or roll for
 * healing)"): when a heal did the stabilising, the health it gave stands where it is above 1 (rows
 * 2–19), and row 20's 1d8 comes on top of it; from 0 this is the table as written.
 */
export function osrInjuryOutcome(row: InjuryRow, fighter: Pick<Fighter, "abilities" | "health">, followUp: number): StabiliseResult {
  const none: Omit<StabiliseResult, "health"> = { dead: false, ability: null, badge: null, note: null };
  switch (row.kind) {
    case "dead":
      return { ...none, dead: true, health: null };
    case "ability": {
      assertIntegerInRange("followUp", followUp, 1, 6);
      const from = fighter.abilities[row.ability];
      return { ...none, health: atLeastOne(fighter.health), ability: { id: row.ability, from, to: Math.max(0, from - followUp) } };
    }
    case "bodyPart":
      return { ...none, health: atLeastOne(fighter.health), note: OSR_BODY_PART_NOTE };
    case "badge":
      return { ...none, health: atLeastOne(fighter.health), badge: row.badge };
    case "heal":
      assertIntegerInRange("followUp", followUp, 1, 8);
      return { ...none, health: backTo(fighter.health.value + followUp, fighter.health) };
  }
}

/**
 * Decision (RESOLUTION.md RS-7): stabilising a `character` rolls the Injury Table (1d20); a
 * `creature` returns to 1 HP with no roll (002:L89 names "the incapacitated PC" only).
 */
export function osrStabilisePlan(fighter: Pick<Fighter, "kind" | "health">): { readonly table: "1d20" | null; readonly health: number | null } {
  return fighter.kind === "character" ? { table: "1d20", health: null } : { table: null, health: backTo(1, fighter.health) };
}
