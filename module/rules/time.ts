/**
 * The round clock (docs/rules.md §1–2): a value type for "round r, second s", the
 * next/previous event step, spill-over scheduling, delay, speech and ties.
 */
import { RulesError, parameterLabel, assertFiniteNumber, assertInteger, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { MOVEMENT_SECONDS, SECONDS_PER_ROUND } from "./phases";
import { MAX_ABSOLUTE_SECOND, MAX_CASTING_SECONDS, MAX_CLOCK_ROUND, MAX_INITIATIVE, MAX_ROUND, assertAtMost, assertList, assertObject } from "./bounds";
import type { ClockTime } from "./base-types";

export type { ClockTime } from "./base-types";

export type ClockMode = "events" | "every";

export function assertClockTime(name: string, t: unknown): asserts t is ClockTime {
  if (typeof name !== "string") return assertClockTime(parameterLabel(name), t);
  if (t === null || typeof t !== "object") {
    throw new RulesError("INVALID_ARGUMENT", name, t, "expected { round, second }");
  }
  const { round, second } = t as { round: unknown; second: unknown };
  assertInteger(`${name}.round`, round);
  if (round < 1) throw new RulesError("OUT_OF_RANGE", `${name}.round`, round, "expected a round ≥ 1");
  assertIntegerInRange(`${name}.second`, second, 1, SECONDS_PER_ROUND);
  assertAtMost(`${name}.round`, round, MAX_CLOCK_ROUND);
}

/** Absolute second count: round·20 + second (round 1 second 1 = 21). */
export function toAbsolute(t: ClockTime): number {
  assertClockTime("t", t);
  return t.round * SECONDS_PER_ROUND + t.second;
}

/** Inverse of {@link toAbsolute}. n: integer ≥ 21. */
export function fromAbsolute(n: number): ClockTime {
  assertInteger("n", n);
  assertAtMost("n", n, MAX_ABSOLUTE_SECOND);
  if (n < SECONDS_PER_ROUND + 1) {
    throw new RulesError("OUT_OF_RANGE", "n", n, `expected an absolute time ≥ ${SECONDS_PER_ROUND + 1} (round 1, second 1)`);
  }
  return { round: Math.floor((n - 1) / SECONDS_PER_ROUND), second: ((n - 1) % SECONDS_PER_ROUND) + 1 };
}

function assertActionSeconds(actionSeconds: unknown): asserts actionSeconds is readonly number[] {
  if (!Array.isArray(actionSeconds)) {
    throw new RulesError("INVALID_ARGUMENT", "actionSeconds", actionSeconds, "expected an array of seconds");
  }
  for (let i = 0; i < actionSeconds.length; i++) {
    assertIntegerInRange(`actionSeconds[${i}]`, actionSeconds[i], 1, SECONDS_PER_ROUND);
  }
}

function assertMode(mode: unknown): asserts mode is ClockMode {
  if (mode !== "events" && mode !== "every") {
    throw new RulesError("INVALID_ARGUMENT", "mode", mode, 'expected "events" or "every"');
  }
}

function isEvent(second: number, actionSeconds: readonly number[]): boolean {
  return MOVEMENT_SECONDS.includes(second as 1 | 6 | 11 | 16) || actionSeconds.includes(second);
}

/**
 * The next moment the GM's second marker stops at, strictly after `now`.
 * "every": the next second. "events": the next movement second (1, 6, 11, 16) or
 * second listed in `actionSeconds` (the seconds in the current round at which
 * someone acts). Past second 20 (or past the last event) it goes to the new round,
 * second 1 — always an event.
 */
export function nextEvent(now: ClockTime, actionSeconds: readonly number[], mode: ClockMode): ClockTime {
  assertClockTime("now", now);
  assertActionSeconds(actionSeconds);
  assertMode(mode);
  for (let s = now.second + 1; s <= SECONDS_PER_ROUND; s++) {
    if (mode === "every" || isEvent(s, actionSeconds)) return { round: now.round, second: s };
  }
  return { round: now.round + 1, second: 1 };
}

/**
 * The previous stop, strictly before `now`. Within the round, the mirror of
 * {@link nextEvent}.
 *
 * Decision (docs/rules.md §1–2): stepping back from the first stop of a round goes to
 * second 20 of the previous round (the round's end, when held speech is delivered)
 * in both modes, because the action seconds of the previous round are not known here.
 * Stepping back from round 1, second 1 throws (there is nothing before it).
 */
export function previousEvent(now: ClockTime, actionSeconds: readonly number[], mode: ClockMode): ClockTime {
  assertClockTime("now", now);
  assertActionSeconds(actionSeconds);
  assertMode(mode);
  for (let s = now.second - 1; s >= 1; s--) {
    if (mode === "every" || isEvent(s, actionSeconds)) return { round: now.round, second: s };
  }
  if (now.round <= 1) {
    throw new RulesError("OUT_OF_RANGE", "now", now, "there is no event before round 1, second 1");
  }
  return { round: now.round - 1, second: SECONDS_PER_ROUND };
}

// ---------------------------------------------------------------------------
// Spill-over, spells, delay
// ---------------------------------------------------------------------------

/**
 * docs/rules.md §2 (spill-over past 40): no action may land more than this many rounds after the round
 * it was rolled in. The rules core, the cast dialog, the GM's relay and the data models all use it.
 */
export const MAX_ROUNDS_AHEAD = 10;

/**
 * The largest score + casting time an action may have: it lands at second 20 of the round
 * {@link MAX_ROUNDS_AHEAD} rounds on ((10 + 1) · 20 = 220).
 */
export const MAX_ACTION_SECONDS = (MAX_ROUNDS_AHEAD + 1) * SECONDS_PER_ROUND;

export interface ActionLanding {
  /** 0 = this round, 1 = next round, … */
  readonly roundOffset: number;
  /** Second (1..20) of that round. */
  readonly second: number;
}

/**
 * When an action lands, relative to the round it was rolled in (docs/rules.md §2).
 * t = score + castingSeconds; roundOffset = floor((t − 1) / 20); second = ((t − 1) mod 20) + 1.
 * 13 → {0, 13}; 22 → {1, 2}; 15 + 8 s → {1, 3}; 20 → {0, 20}; 40 → {1, 20}.
 *
 * Decision (docs/rules.md §2, spill-over past 40): a long spell simply keeps spilling —
 * 41 → {2, 1}; the action is the combatant's only action in every round it spans,
 * and the combatant rolls again only in the round after it lands.
 *
 * score: integer ≥ 1 (the floored initiative score); castingSeconds: integer ≥ 0; together at most
 * {@link MAX_ACTION_SECONDS}, else a RulesError (a value past the cap is refused, never looped over).
 */
export function actionLanding(score: number, castingSeconds: number = 0): ActionLanding {
  assertInteger("score", score);
  if (score < 1) throw new RulesError("OUT_OF_RANGE", "score", score, "expected an initiative score ≥ 1");
  assertNonNegativeInteger("castingSeconds", castingSeconds);
  assertAtMost("score", score, MAX_INITIATIVE);
  assertAtMost("castingSeconds", castingSeconds, MAX_CASTING_SECONDS);
  const t = score + castingSeconds;
  // Checked before anything is built, so a hostile score costs one comparison (docs/rules.md §2).
  if (t > MAX_ACTION_SECONDS) {
    throw new RulesError("OUT_OF_RANGE", "score + castingSeconds", t, `an action may land at most ${MAX_ROUNDS_AHEAD} rounds ahead (score + casting time ≤ ${MAX_ACTION_SECONDS})`);
  }
  return { roundOffset: Math.floor((t - 1) / SECONDS_PER_ROUND), second: ((t - 1) % SECONDS_PER_ROUND) + 1 };
}

export interface ScheduledAction {
  /** When the action (or spell effect) lands. */
  readonly landsAt: ClockTime;
  /** toAbsolute(landsAt). */
  readonly absolute: number;
  /** The action spans the rounds after `round` up to landsAt.round: the combatant rolls no initiative in these. */
  readonly occupiedRounds: readonly number[];
  /** The first round in which the combatant rolls initiative again. */
  readonly nextInitiativeRound: number;
}

/** Schedule an action rolled in `round` with `score` (and optional casting time). */
export function scheduleAction(round: number, score: number, castingSeconds: number = 0): ScheduledAction {
  assertInteger("round", round);
  if (round < 1) throw new RulesError("OUT_OF_RANGE", "round", round, "expected a round ≥ 1");
  assertAtMost("round", round, MAX_ROUND);
  const landing = actionLanding(score, castingSeconds);
  const landsAt: ClockTime = { round: round + landing.roundOffset, second: landing.second };
  const occupiedRounds: number[] = [];
  for (let r = round + 1; r <= landsAt.round; r++) occupiedRounds.push(r);
  return {
    landsAt,
    absolute: landsAt.round * SECONDS_PER_ROUND + landsAt.second,
    occupiedRounds,
    nextInitiativeRound: landsAt.round + 1,
  };
}

/** Does the combatant with this scheduled action roll initiative in `round`? (Not in the rounds the action occupies.) */
export function rollsInitiativeInRound(scheduled: ScheduledAction, round: number): boolean {
  assertObject("scheduled", scheduled); assertList("scheduled.occupiedRounds", scheduled.occupiedRounds);
  assertInteger("round", round);
  return !scheduled.occupiedRounds.includes(round);
}

/**
 * Decision (docs/rules.md §2, delay): a delayed action is lost in the round it was due and
 * becomes the combatant's only action in the next round. Like a spilled action, it is
 * carried: the combatant rolls no initiative in that next round and the action lands at
 * the same second it was due, one round later (issue #4: "a delayed action does not roll
 * and acts at its carried second").
 */
export const DELAYED_ACTION_ROLLS_NEW_INITIATIVE = false;

export interface DelayedAction {
  /** The round whose action is lost. */
  readonly lostInRound: number;
  /** The round in which the delayed action is the only action. */
  readonly actsInRound: number;
  /** Whether initiative is rolled in `actsInRound` to set the second (see Decision). */
  readonly rollsInitiative: boolean;
}

export function delayAction(round: number): DelayedAction {
  assertInteger("round", round);
  assertAtMost("round", round, MAX_ROUND);
  if (round < 1) throw new RulesError("OUT_OF_RANGE", "round", round, "expected a round ≥ 1");
  return { lostInRound: round, actsInRound: round + 1, rollsInitiative: DELAYED_ACTION_ROLLS_NEW_INITIATIVE };
}

/**
 * Speech (docs/rules.md §2): a message declared at any second of round r is delivered
 * after second 20 and can first be acted on in round r + 1 — returns {r + 1, 1}.
 */
export function speechActionableFrom(declaredAt: ClockTime): ClockTime {
  assertClockTime("declaredAt", declaredAt);
  return { round: declaredAt.round + 1, second: 1 };
}

// ---------------------------------------------------------------------------
// Ties
// ---------------------------------------------------------------------------

export interface TieBreakEntry {
  readonly score: number;
  /** Decision (docs/rules.md §2, ties): rolled once per round by the adapter and shown. */
  readonly tieBreak: number;
}

/**
 * Decision (docs/rules.md §2, ties): among equal scores a tie-break value is rolled once per
 * round by the adapter and shown; the core only orders.
 * Comparator for contested actions: lower score first, then lower tie-break value.
 * Returns < 0 when `a` goes first, > 0 when `b` does, 0 on a full tie.
 */
export function tieBreakOrder(a: TieBreakEntry, b: TieBreakEntry): number {
  assertObject("a", a); assertObject("b", b);
  assertFiniteNumber("a.score", a.score);
  assertFiniteNumber("b.score", b.score);
  assertFiniteNumber("a.tieBreak", a.tieBreak);
  assertFiniteNumber("b.tieBreak", b.tieBreak);
  if (a.score !== b.score) return a.score < b.score ? -1 : 1;
  if (a.tieBreak !== b.tieBreak) return a.tieBreak < b.tieBreak ? -1 : 1;
  return 0;
}
