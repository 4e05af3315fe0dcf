/**
 * The bounds of what a combatant's action may be (docs/rules.md §2), used by everything that accepts a
 * value from a user: the cast dialog, the GM's relay, the data models and the check of a player's
 * initiative. Pure; the cap itself is {@link MAX_ROUNDS_AHEAD} in time.ts.
 */
import { RulesError, assertInteger, assertIntegerInRange } from "./errors";
import { MAX_CLOCK_ROUND, MAX_INITIATIVE, assertCombatantState, assertObject } from "./bounds";
import { MAX_ACTION_SECONDS } from "./time";
import { initiativeFromParts, type ActionRecord, type CombatantState, type InitiativeParts } from "./combat/action";
import { roundStartStatus } from "./combat/order";

/** Book (docs/rules.md §2): initiative is 2d10, so the dice give 2 to 20. */
export const INITIATIVE_DICE_MIN = 2;
export const INITIATIVE_DICE_MAX = 20;

/**
 * Decision (docs/rules.md §2, situational modifier): the GM's free modifier is a whole number from −20 to
 * +20. A larger one would move an action by more than a whole round, which is a delay or a spell,
 * not a situation; the bound keeps a typo from scheduling an action far ahead.
 */
export const MAX_SITUATIONAL_MODIFIER = 20;

/** Decision: a spell's name, as typed in the cast dialog or sent to the GM, is at most 100 characters. */
export const MAX_SPELL_NAME_LENGTH = 100;

/** The lowest and highest score the dice can give with these modifiers (floor 1, cap as for any roll). */
export function initiativeRange(parts: InitiativeParts): { min: number; max: number } {
  return { min: initiativeFromParts(INITIATIVE_DICE_MIN, parts).score, max: initiativeFromParts(INITIATIVE_DICE_MAX, parts).score };
}

/** Whether `score` is a score the dice could have given with these modifiers. */
export function isScoreInDiceRange(score: unknown, parts: InitiativeParts): boolean {
  if (typeof score !== "number" || !Number.isSafeInteger(score)) return false;
  const { min, max } = initiativeRange(parts);
  return score >= min && score <= max;
}

/**
 * Whether the combatant is waiting for its owner's roll in `round` (the players-roll setting): it
 * took part in this round's transition (it has a tie-break), has no action yet, and is able to act.
 */
export function awaitsOwnRoll(state: CombatantState, round: number): boolean {
  assertCombatantState("state", state);
  assertIntegerInRange("round", round, 1, MAX_CLOCK_ROUND);
  const a = state.action;
  return a.startedRound === 0 && a.landsAt === 0 && state.tieBreak > 0 && roundStartStatus(state, round) === "rolls";
}

/** The longest casting time this action may take: its score plus the casting time stays within the cap. */
export function maxCastingSeconds(action: Pick<ActionRecord, "score">): number {
  assertObject("action", action);
  assertIntegerInRange("action.score", action.score, 0, MAX_INITIATIVE);
  return Math.max(0, MAX_ACTION_SECONDS - Math.max(1, action.score));
}

/** A casting time checked against the cap: a whole number of seconds from 0 to {@link maxCastingSeconds}. */
export function assertCastingSeconds(action: Pick<ActionRecord, "score">, castingSeconds: unknown): asserts castingSeconds is number {
  assertInteger("castingSeconds", castingSeconds);
  const max = maxCastingSeconds(action);
  if (castingSeconds < 0 || castingSeconds > max) {
    throw new RulesError("OUT_OF_RANGE", "castingSeconds", castingSeconds, `expected a whole number of seconds from 0 to ${max}`);
  }
}

/** Whether a situational modifier is within {@link MAX_SITUATIONAL_MODIFIER}. */
export function isSituationalModifier(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && Math.abs(value) <= MAX_SITUATIONAL_MODIFIER;
}
