/**
 * The order of a round (RULES.md §2): the second each combatant acts at, who acts at a moment, the
 * tracker's and Foundry's turn order, who rolls at a round's start, and the tie-breaks. Pure.
 */
import { RulesError } from "../errors";
import { assertCombatantState, assertList } from "../bounds";
import { assertClockTime, fromAbsolute, tieBreakOrder, toAbsolute, type ClockTime } from "../time";
import { ableToAct, assertRound, type CombatantState } from "./action";

/** The second (1–20) at which the combatant acts in `round`, or null. */
export function actionSecondIn(state: CombatantState, round: number): number | null {
  assertRound("round", round);
  assertCombatantState("state", state);
  const landsAt = state.action.landsAt;
  if (landsAt <= 0 || !ableToAct(state)) return null;
  const t = fromAbsolute(landsAt);
  return t.round === round ? t.second : null;
}

/** The seconds of `round` at which someone able acts, ascending, without repeats. */
export function actionSecondsIn(states: readonly CombatantState[], round: number): number[] {
  assertList("states", states);
  const seconds = new Set<number>();
  for (const s of states) {
    const second = actionSecondIn(s, round);
    if (second !== null) seconds.add(second);
  }
  return [...seconds].sort((a, b) => a - b);
}

/** Ids of the combatants acting exactly at `now`, in tie-break order (lower score, then lower tie-break). */
export function actingAt(states: readonly CombatantState[], now: ClockTime): string[] {
  assertList("states", states); assertClockTime("now", now);
  return states
    .filter((s) => actionSecondIn(s, now.round) === now.second)
    .sort((a, b) => tieBreakOrder({ score: a.action.score, tieBreak: a.tieBreak }, { score: b.action.score, tieBreak: b.tieBreak }) || cmp(a.id, b.id))
    .map((s) => s.id);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Order of the tracker and of Foundry's turns in `round`: those acting this round by their second,
 * then score, then tie-break; then everyone else (carried to a later round, unable, not yet rolled)
 * by score. Ties that remain are broken by id so every client agrees.
 */
export function compareForRound(a: CombatantState, b: CombatantState, round: number): number {
  assertCombatantState("a", a); assertCombatantState("b", b);
  const sa = actionSecondIn(a, round);
  const sb = actionSecondIn(b, round);
  if (sa !== null && sb === null) return -1;
  if (sa === null && sb !== null) return 1;
  if (sa !== null && sb !== null && sa !== sb) return sa - sb;
  const scoreA = a.action.startedRound > 0 ? a.action.score : Number.POSITIVE_INFINITY;
  const scoreB = b.action.startedRound > 0 ? b.action.score : Number.POSITIVE_INFINITY;
  if (scoreA !== scoreB) return scoreA < scoreB ? -1 : 1;
  if (a.tieBreak !== b.tieBreak) return a.tieBreak < b.tieBreak ? -1 : 1;
  return cmp(a.id, b.id);
}

/**
 * `items` in the order of {@link compareForRound} on their states, as a new array (the same order as
 * sorting with it), with each combatant's second worked out once instead of at every comparison:
 * the tracker and every round transition sort the whole table (n log n comparisons of numbers).
 */
export function sortForRound<T>(items: readonly T[], stateOf: (item: T) => CombatantState, round: number): T[] {
  assertList("items", items);
  assertRound("round", round);
  if (typeof stateOf !== "function") throw new RulesError("INVALID_ARGUMENT", "stateOf", stateOf, "expected a function from an item to its combatant state");
  const keyed = items.map((item, i) => {
    const s = stateOf(item);
    // Checked once per combatant, as compareForRound checks both sides of every comparison.
    assertCombatantState(`stateOf(items[${i}])`, s);
    const second = actionSecondIn(s, round);
    return { item, second: second ?? Number.POSITIVE_INFINITY, score: s.action.startedRound > 0 ? s.action.score : Number.POSITIVE_INFINITY, tieBreak: s.tieBreak, id: s.id };
  });
  // Infinity − Infinity is NaN (falsy): two without a second this round fall through to the score, as in compareForRound.
  keyed.sort((a, b) => a.second - b.second || (a.score === b.score ? 0 : a.score < b.score ? -1 : 1) || (a.tieBreak === b.tieBreak ? 0 : a.tieBreak < b.tieBreak ? -1 : 1) || cmp(a.id, b.id));
  return keyed.map((k) => k.item);
}

/** Why a combatant does or does not roll at the start of a round. */
export type RoundStartStatus = "rolls" | "carried" | "unable" | "defeated";

/**
 * Who rolls at the start of `round` (RULES.md §2): everyone able, except a combatant whose action
 * (spilled score, spell past second 20, or delay that keeps its second) lands in `round` or later.
 * Unconscious and stunned combatants take no action and are skipped.
 */
export function roundStartStatus(state: CombatantState, round: number): RoundStartStatus {
  assertRound("round", round);
  assertCombatantState("state", state);
  if (state.defeated) return "defeated";
  if (!ableToAct(state)) return "unable";
  if (state.action.landsAt >= toAbsolute({ round, second: 1 })) return "carried";
  return "rolls";
}

/**
 * Decision (RULES.md §2, ties): tie-break values are a random permutation 1..N of the combatants,
 * drawn once per round from one uniform number in [0, 1) per combatant (the adapter's random
 * source). Distinct values make every tie resolvable, and the shown number is the whole choice.
 */
export function tieBreaksFrom(ids: readonly string[], uniforms: readonly number[]): Map<string, number> {
  assertList("ids", ids); assertList("uniforms", uniforms);
  if (uniforms.length !== ids.length) {
    throw new RulesError("INVALID_ARGUMENT", "uniforms", uniforms.length, `expected ${ids.length} random numbers`);
  }
  const order = ids.map((id, i) => ({ id, u: uniforms[i]!, i }));
  for (const o of order) {
    if (typeof o.u !== "number" || !(o.u >= 0 && o.u < 1)) throw new RulesError("OUT_OF_RANGE", `uniforms[${o.i}]`, o.u, "expected a number in [0, 1)");
  }
  order.sort((a, b) => a.u - b.u || a.i - b.i);
  return new Map(order.map((o, rank) => [o.id, rank + 1]));
}
/** The first combatant acting at or after `now` in its round, for Foundry's `turn` (or the last one). */
export function turnIndexAt(ordered: readonly CombatantState[], now: ClockTime): number | null {
  assertList("ordered", ordered); assertClockTime("now", now);
  if (ordered.length === 0) return null;
  for (let i = 0; i < ordered.length; i++) {
    const second = actionSecondIn(ordered[i]!, now.round);
    if (second !== null && second >= now.second) return i;
  }
  for (let i = ordered.length - 1; i >= 0; i--) {
    if (actionSecondIn(ordered[i]!, now.round) !== null) return i;
  }
  return 0;
}

