/**
 * A combatant's action (RULES.md §1–2): the record of the one action of a round, its planning from a
 * score, casting time, delay and a late or edited score. A leaf of the combat rules: the order, the
 * clock and the round plan build on it, and rule modules read it.
 */
import { RulesError, assertInteger, assertIntegerInRange, assertNonNegativeInteger } from "../errors";
import { INITIATIVE_FLOOR } from "../initiative";
import { MAX_INITIATIVE, MAX_INITIATIVE_MODIFIER, MAX_ROUND, assertActionRecord, assertAtMost, assertList, assertObject } from "../bounds";
import { assertClockTime } from "../time";
import { canAct, isConditionId, rollsInitiative } from "../conditions";
import { DELAYED_ACTION_ROLLS_NEW_INITIATIVE, MAX_ACTION_SECONDS, fromAbsolute, scheduleAction, toAbsolute, type ClockTime } from "../time";
import type { ActionRecord } from "../base-types";

export type { ActionRecord } from "../base-types";

export const NO_ACTION: ActionRecord = Object.freeze({ startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });

/** What the scheduler needs to know of a combatant. */
export interface CombatantState {
  readonly id: string;
  readonly action: ActionRecord;
  /** Decision (RULES.md §2, ties): rolled once per round and shown. */
  readonly tieBreak: number;
  /** Status ids; ids that are not RULES.md §7 conditions are ignored. */
  readonly conditions: readonly string[];
  readonly defeated: boolean;
}

/** Initiative modifier parts as the actor profile gives them (quickness is already the signed part). */
export interface InitiativeParts {
  readonly quickness: number;
  readonly weapon: number;
  readonly encumbrance: number;
  readonly other: number;
}

/** The raw 2d10 total with its parts, and the floored score. */
export interface InitiativeBreakdown extends InitiativeParts {
  readonly dice: number;
  readonly score: number;
}

/**
 * Decision (docs/rules.md §2, a combatant added mid-round): a combatant added after the round began has no
 * action in that round; it rolls with everyone else at the start of the next round.
 */
export const MID_ROUND_JOIN = "nextRound" as const;

function knownConditions(conditions: readonly string[]): string[] {
  return conditions.filter(isConditionId);
}

/** Throws unless `round` is a whole round ≥ 1. */
export function assertRound(name: string, round: unknown): asserts round is number {
  assertInteger(name, round);
  if (round < 1) throw new RulesError("OUT_OF_RANGE", name, round, "expected a round ≥ 1");
}

/**
 * Decision (RULES.md §2, spill-over past 40): a rolled score is floored at 1 and capped at
 * {@link MAX_ACTION_SECONDS}. Modifiers come from actor and item data its owner may edit, so a roll
 * must never be able to stop a round transition; the capped action lands 10 rounds ahead. A score
 * typed or sent outside a roll is refused instead (actionLanding's RulesError).
 */
function clampScore(total: number): number {
  return Math.min(MAX_ACTION_SECONDS, Math.max(INITIATIVE_FLOOR, total));
}

/** The score from the 2d10 total and the profile's signed parts, floored at 1 and capped (RULES.md §2). */
export function initiativeFromParts(dice: number, parts: InitiativeParts): InitiativeBreakdown {
  assertNonNegativeInteger("dice", dice);
  assertAtMost("dice", dice, MAX_INITIATIVE);
  assertObject("parts", parts);
  assertInteger("quickness", parts.quickness);
  assertInteger("weapon", parts.weapon);
  assertInteger("encumbrance", parts.encumbrance);
  assertInteger("other", parts.other);
  // Whole numbers of any size are a roll's data, not a typed score: each part is held within
  // MAX_INITIATIVE_MODIFIER for the sum (so it stays exact), and the score is then capped (clampScore).
  const part = (v: number) => Math.max(-MAX_INITIATIVE_MODIFIER, Math.min(MAX_INITIATIVE_MODIFIER, v));
  const total = dice + part(parts.quickness) + part(parts.weapon) + part(parts.encumbrance) + part(parts.other);
  return {
    dice,
    quickness: parts.quickness,
    weapon: parts.weapon,
    encumbrance: parts.encumbrance,
    other: parts.other,
    score: clampScore(total),
  };
}

/** A new action rolled in `round` with `score` (and a casting time for a spell). */
export function planAction(round: number, score: number, castingSeconds = 0, delayedFrom = 0): ActionRecord {
  const scheduled = scheduleAction(round, score, castingSeconds);
  assertNonNegativeInteger("delayedFrom", delayedFrom);
  assertAtMost("delayedFrom", delayedFrom, MAX_ROUND);
  return { startedRound: round, score, castingSeconds, landsAt: scheduled.absolute, delayedFrom };
}

/**
 * Decision (RULES.md §2, delay): once delayed, an action belongs to the next round for good. The
 * round an action is reckoned from is the round it was delayed into (`delayedFrom + 1`), or else
 * the round whose roll set it. Everything done to the action later (a casting time, an edited or
 * re-rolled score) counts from this round, never from the round the action was first rolled in.
 */
export function reckonedRound(action: ActionRecord): number {
  assertActionRecord("action", action);
  return action.delayedFrom > 0 ? action.delayedFrom + 1 : action.startedRound;
}

/** The action landing again from `score` and `castingSeconds`, reckoned from {@link reckonedRound}; it keeps its roll's round and its delay. */
function replan(action: ActionRecord, score: number, castingSeconds: number): ActionRecord {
  return { ...planAction(reckonedRound(action), score, castingSeconds, action.delayedFrom), startedRound: action.startedRound };
}

/** Marks (or unmarks, with 0) the action as a spell: the effect lands at score + casting time (a delayed action: from the round it was delayed into). */
export function withCasting(action: ActionRecord, castingSeconds: number): ActionRecord {
  assertActionRecord("action", action);
  if (action.startedRound < 1) throw new RulesError("INVALID_ARGUMENT", "action", action, "the combatant has no action to cast");
  return replan(action, action.score, castingSeconds);
}

/**
 * The absolute second a spell's casting begins (VARIANTS.md §13.3 row 7: a spell provokes then,
 * 001:L287): its landing less its casting time; null when the action is not a spell (no casting
 * time) or has not been rolled or has not landed yet on the clock (landsAt 0).
 */
export function castingStartsAt(action: ActionRecord): number | null {
  assertActionRecord("action", action);
  if (action.startedRound < 1 || action.castingSeconds < 1 || action.landsAt <= action.castingSeconds) return null;
  return action.landsAt - action.castingSeconds;
}

/**
 * Delays the action that was due in `round` (RULES.md §2, delay). It is lost in `round` and is the
 * only action of `round + 1`. With {@link DELAYED_ACTION_ROLLS_NEW_INITIATIVE} the new second is
 * rolled at the start of `round + 1` (landsAt 0 until then); otherwise the action keeps its second
 * and lands at that second of `round + 1` with no roll.
 */
export function delayedAction(action: ActionRecord, round: number): ActionRecord {
  assertRound("round", round);
  assertActionRecord("action", action);
  if (action.startedRound < 1) throw new RulesError("INVALID_ARGUMENT", "action", action, "the combatant has no action to delay");
  if (reckonedRound(action) !== round) {
    throw new RulesError("INVALID_ARGUMENT", "action", action, `only an action of round ${round} itself can be delayed out of it`);
  }
  if (DELAYED_ACTION_ROLLS_NEW_INITIATIVE) return { ...action, landsAt: 0, delayedFrom: round };
  const second = fromAbsolute(action.landsAt).second;
  return { ...action, landsAt: toAbsolute({ round: round + 1, second }), delayedFrom: round };
}

/** Whether the conditions let the combatant act (and so have a second at all). */
export function ableToAct(state: Pick<CombatantState, "conditions" | "defeated">): boolean {
  assertObject("state", state);
  if (!state.defeated) assertList("state.conditions", state.conditions);
  if (state.defeated) return false;
  // No condition stops nobody (canAct and rollsInitiative of none are true): the usual combatant is
  // asked several times per tracker row and round transition, without a filtered copy each time.
  if (state.conditions.length === 0) return true;
  const known = knownConditions(state.conditions);
  return canAct(known) && rollsInitiative(known);
}

/**
 * A score typed into the tracker (or rolled by an owner) as an initiative score: a finite number
 * rounded to the nearest whole second, never below the floor of 1 (RULES.md §2). Not a number → null.
 */
export function scoreFromEntry(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value > MAX_INITIATIVE) return null;
  return Math.max(INITIATIVE_FLOOR, Math.round(value));
}

/**
 * The action after the combatant's score is set outside a round transition: an owner's own roll
 * (no action yet this round: a new action in `round`) or the GM editing the score (the action keeps
 * its round, casting time and delay, and lands again from the new score).
 */
export function actionForScore(action: ActionRecord, score: number, round: number): ActionRecord {
  assertActionRecord("action", action);
  if (action.startedRound < 1) return planAction(round, score, 0, action.delayedFrom);
  return replan(action, score, action.castingSeconds);
}

/**
 * The action after its score is set (the GM's edit or re-roll, an owner's own roll) at the moment
 * `now` of the clock, or null when the score may not change it (in every case it lands at `now` at
 * the earliest: see {@link notBeforeNow}):
 * - no action, or one that landed in an earlier round: a new action of `now.round`;
 * - an action not landed yet (this round's, a delayed or a carried one): re-planned from its score
 *   as {@link actionForScore} does (a delayed action from the round it was delayed into);
 * - an action that has already landed in this round: null, because the combatant has had this
 *   round's one action (RULES.md §1).
 */
export function actionForScoreAt(action: ActionRecord, score: number, now: ClockTime): ActionRecord | null {
  if (!canRescore(action, now)) return null;
  const start = toAbsolute({ round: now.round, second: 1 });
  if (action.startedRound < 1) return notBeforeNow(planAction(now.round, score, 0, action.delayedFrom), now);
  if (action.landsAt < start) return notBeforeNow(planAction(now.round, score, 0, action.landsAt === 0 ? action.delayedFrom : 0), now);
  return notBeforeNow(replan(action, score, action.castingSeconds), now);
}

/**
 * Decision (RULES.md §2, a late score): an action whose score is set at `now` (an owner's roll
 * arriving mid-round, Roll All after a mid-round reset, the GM lowering a score the clock has
 * passed) never lands before `now`: a planned landing earlier than `now` lands at `now`, so the
 * combatant acts at once instead of never (the clock only stops ahead of it). Its `score` stays the
 * rolled or typed value, which the round card and the tracker show.
 */
function notBeforeNow(action: ActionRecord, now: ClockTime): ActionRecord {
  const at = toAbsolute(now);
  return action.landsAt < at ? { ...action, landsAt: at } : action;
}

/**
 * Decision (RESOLUTION.md RT-3b; 001:L375 "take actions normally that turn"): a natural-20 death
 * save gives the PC an action landing at the death save's own second `at`, right after the save
 * (one second and no casting time: the tracker shows it acting then). A save rolled after the
 * clock moved on lands at `now`, as a late score does ({@link notBeforeNow}). No action (null) once
 * the round of the save has passed, or when the combatant has already had this round's action
 * (RULES.md §1: one action a round; {@link canRescore}).
 */
export function deathSaveAction(action: ActionRecord, at: ClockTime, now: ClockTime): ActionRecord | null {
  assertActionRecord("action", action); assertClockTime("at", at); assertClockTime("now", now);
  if (at.round !== now.round || !canRescore(action, now)) return null;
  return notBeforeNow(planAction(at.round, at.second), now);
}

/**
 * {@link withCasting} at the moment `now` of the clock: the spell's landing never falls before
 * `now` (the same Decision as a late score, {@link notBeforeNow}): a late action made a spell, or a
 * pending spell whose casting time is shortened past the clock, lands at `now`.
 */
export function withCastingAt(action: ActionRecord, castingSeconds: number, now: ClockTime): ActionRecord {
  assertClockTime("now", now);
  return notBeforeNow(withCasting(action, castingSeconds), now);
}

/** Whether a new score may change the action at `now`: false only for an action that has already landed in this round. */
export function canRescore(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  if (action.startedRound < 1) return true;
  const start = toAbsolute({ round: now.round, second: 1 });
  return action.landsAt < start || action.landsAt >= toAbsolute(now);
}

/**
 * Whether the action can still be delayed at `now`: it is this round's own action (rolled in it, or
 * delayed into it: see {@link reckonedRound}), it is due in this round and has not landed yet.
 * Decision (RULES.md §2, delay): an action carried in from an earlier round (a spill-over or a long
 * spell) is already that round's action as well and cannot be delayed.
 */
export function canDelay(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  if (action.startedRound < 1 || action.landsAt <= 0) return false;
  if (reckonedRound(action) !== now.round) return false;
  return fromAbsolute(action.landsAt).round === now.round && action.landsAt >= toAbsolute(now);
}

/** Whether the action can be marked as a spell at `now`: it exists and has not landed yet. */
export function canCast(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  return action.startedRound >= 1 && action.landsAt >= toAbsolute(now);
}

/**
 * Decision (VARIANTS.md §3.10): the action of `round` once traded for the double move. It
 * keeps the round and score it was rolled with (the round card and the tracker's breakdown stay
 * true) but no longer lands (`landsAt` 0) and is no spell, so the combatant has no action second
 * this round. Because it counts as this round's action, the owner's own roll is no longer due
 * (players cannot roll a second action in), and it rolls again with everyone at the next round's
 * start. A roll that was still due (players roll their own) is traded as the floor score
 * (INITIATIVE_FLOOR, 1): no die was rolled, and the placeholder keeps the Combatant's `initiative`
 * equal to the action's score, as the schedule's guards expect. A GM's later score edit is the
 * GM's override, as everywhere in the schedule. The round is at most MAX_ROUND: the record it
 * returns starts in it (an action record's bound).
 */
export function tradedAction(action: ActionRecord, round: number): ActionRecord {
  assertActionRecord("action", action);
  assertIntegerInRange("round", round, 1, MAX_ROUND);
  const score = action.startedRound === round ? Math.max(INITIATIVE_FLOOR, action.score) : INITIATIVE_FLOOR;
  return { startedRound: round, score, castingSeconds: 0, landsAt: 0, delayedFrom: 0 };
}
