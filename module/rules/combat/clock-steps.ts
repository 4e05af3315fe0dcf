/**
 * The clock's stops (RULES.md §1–2): the next and previous stop of a combat clock, and the world time
 * a move of the clock passes. Pure.
 */
import { assertInteger } from "../errors";
import { MAX_WORLD_TIME, assertAtMost } from "../bounds";
import { SECONDS_PER_ROUND } from "../phases";
import { assertClockTime, nextEvent, previousEvent, toAbsolute, type ClockMode, type ClockTime } from "../time";
import type { CombatantState } from "./action";
import { actionSecondsIn } from "./order";

/** The clock's next stop and whether it starts a new round (which needs a round transition). */
export interface ClockStep {
  readonly to: ClockTime;
  readonly absolute: number;
  readonly newRound: boolean;
}

/** Next stop after `now` (RULES.md §1–2): movement seconds and seconds where someone acts, or every second. */
export function stepForward(now: ClockTime, states: readonly CombatantState[], mode: ClockMode): ClockStep {
  assertClockTime("now", now);
  const to = nextEvent(now, actionSecondsIn(states, now.round), mode);
  return { to, absolute: toAbsolute(to), newRound: to.round !== now.round };
}

/** Previous stop before `now`, or null at round 1 second 1. Stepping back never re-rolls. */
export function stepBackward(now: ClockTime, states: readonly CombatantState[], mode: ClockMode): ClockStep | null {
  assertClockTime("now", now);
  if (now.round <= 1 && now.second <= 1) return null;
  const to = previousEvent(now, actionSecondsIn(states, now.round), mode);
  return { to, absolute: toAbsolute(to), newRound: to.round !== now.round };
}
/**
 * World time that passes when the clock moves from absolute second `from` to `to`: one second of
 * world time per combat second (RULES.md §1: a round is 20 seconds), negative when the GM steps
 * back. Beginning the combat (the clock had not started: `from` before round 1, second 1) passes
 * no time.
 */
export function clockWorldTimeDelta(from: number, to: number): number {
  assertInteger("to", to);
  assertAtMost("to", to, MAX_WORLD_TIME);
  if (!Number.isInteger(from) || from < SECONDS_PER_ROUND + 1 || from > MAX_WORLD_TIME) return 0;
  return to - from;
}
