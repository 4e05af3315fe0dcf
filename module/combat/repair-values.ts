/**
 * What the GM-written data says the player-writable fields of a combat should be. Core lets the
 * owner of the current combatant write the Combat's `round` and `turn`, and a combatant's owner its
 * `initiative` (foundryvtt#10501); the system data (the clock, each combatant's schedule and A5E
 * check total) only a GM writes. The active GM's client puts the former back from the latter.
 */
import { fromAbsolute, turnIndexAt } from "../rules";
import type { ERCombat } from "./combat";
import { orderForRound } from "./translate";

/** Bound of a check total (the rules' variantInitiative bound, VARIANTS.md §6.1). */
export const CHECK_TOTAL_BOUND = 1000;

/** `round` and `turn` as the clock (`system.absolute`) has them: round 0 and no turn before it has run. */
export function roundTurnFromClock(combat: ERCombat, absolute: number): { round: number; turn: number | null } {
  if (!(absolute > 20)) return { round: 0, turn: null };
  const t = fromAbsolute(absolute);
  return { round: t.round, turn: turnIndexAt(orderForRound(combat.schedulerStates(), t.round), t) };
}

/**
 * The `initiative` a combatant shows: its action's score once it has one; before the combat has
 * begun, the check total a GM typed (VARIANTS.md §6.1), else none.
 */
export function expectedInitiative(action: { startedRound: number; score: number }, checkTotal: number | null | undefined, begun: boolean): number | null {
  if (action.startedRound > 0) return action.score;
  return begun ? null : (checkTotal ?? null);
}

/** A typed score as a check total: a whole number within ±CHECK_TOTAL_BOUND, or null (none, or not a number). */
export function checkTotalFrom(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return Math.max(-CHECK_TOTAL_BOUND, Math.min(CHECK_TOTAL_BOUND, Math.round(value)));
}

