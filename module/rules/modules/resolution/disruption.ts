/**
 * Spell disruption on the ER clock (RESOLUTION.md RT-4, RT-10, R17; 003:L884; 000:L12). Pure: the
 * window a cast can be broken in, and whether a hit or a failed save at a time breaks it.
 */
import { assertIntegerInRange } from "../../errors";
import { MAX_ABSOLUTE_SECOND, MAX_ROUND } from "../../bounds";
import { SECONDS_PER_ROUND } from "../../phases";
import type { CastOnClock, SpellDisruptionModel } from "../../ruleset/points/resolution";

/**
 * A cast in progress as the combat records it (module/rules/combat/action.ts ActionRecord):
 * `startedRound` the round whose roll set it (0: no action), `landsAt` its absolute landing second
 * (0: a delayed action waiting for its roll).
 */
export type CastInProgress = CastOnClock;

/** What happened to the caster at a time: a hit landed, a save was failed (or passed), a miss. */
export type DisruptingEvent = Parameters<SpellDisruptionModel["disrupts"]>[1];

/**
 * Decision (RESOLUTION.md RT-4; 003:L794, L853, L884; 000:L12): a cast is being cast from second 1
 * of the round whose roll set it (OSE declares spells at the round start) until its landing second,
 * exclusive: `startedRound × 20 + 1 ≤ t < landsAt`. A spill-over cast's window spans both rounds.
 * At `landsAt` itself the blow and the spell are simultaneous (R17): not disrupted. A world action
 * at second 1 (VARIANTS.md §6.9) falls inside the window. Null: no window (no action, or a delayed
 * one with no landing yet).
 */
export function disruptionWindow(cast: CastInProgress): { readonly from: number; readonly until: number } | null {
  assertIntegerInRange("cast.startedRound", cast.startedRound, 0, MAX_ROUND);
  assertIntegerInRange("cast.landsAt", cast.landsAt, 0, MAX_ABSOLUTE_SECOND);
  if (cast.startedRound < 1 || cast.landsAt <= 0) return null;
  const from = cast.startedRound * SECONDS_PER_ROUND + 1;
  return cast.landsAt > from ? { from, until: cast.landsAt } : null;
}

/**
 * Book (003:L884) with RT-4 and RT-10: a hit on the caster or a save it fails, stamped at `at`,
 * disrupts the cast when `at` is in its window. A miss or a passed save never does.
 */
export function disrupts(cast: CastInProgress, event: DisruptingEvent, at: number): boolean {
  assertIntegerInRange("at", at, 0, MAX_ABSOLUTE_SECOND);
  if (event !== "hit" && event !== "failedSave") return false;
  const w = disruptionWindow(cast);
  return w !== null && at >= w.from && at < w.until;
}
