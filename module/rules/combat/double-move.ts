/**
 * "Double move (no action)" (VARIANTS.md §3.10, row 10; 001:L146, 002:L27, L31): a combatant
 * trades its action of the round for a second allowance of movement. Pure: when the declaration is
 * allowed, what it does to the action, and the doubled speed the movement rules then use.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, MAX_SPEED, MAX_STEPS, assertCombatantState, assertObject } from "../bounds";
import { ableToAct, type CombatantState } from "./action";
import { assertClockTime, fromAbsolute, type ClockTime } from "../time";
import type { Ruleset } from "../ruleset/ruleset-type";
import { movementPoints } from "../movement-points";

/** Why a declaration is refused (key under "ER.Variants.DoubleMove.Refused." in lang/en.json). */
export type DoubleMoveRefusal = "off" | "notRoundStart" | "already" | "unable" | "carried" | "noActionThisRound" | "surprised";

/**
 * Decision (VARIANTS.md §3.10, row 10): whether a combatant may declare a double move for the
 * round of `now`, and if not, why. `declaredRound` is the round of its last declaration (0: none).
 * - A module must contribute the `doubleMove` point (the trade of row 10).
 * - Only up to the point's last second (1, where the movement phases begin: a later declaration
 *   would change an allowance that is already being spent, "It cannot be declared after second 1").
 * - Once a round.
 * - Only by a combatant able to act (a defeated, stunned or unconscious one has no action to trade).
 * - Decision (carried actions): only **this round's own** action can be traded: the one
 *   rolled at this round's start (or, when players roll their own, the roll still to come) that
 *   lands in this round. An action carried into the round (a spill-over, a long spell, a delay) was
 *   committed in an earlier round and lands as planned, so the declaration is refused ("carried");
 *   so is one whose own roll spilled past second 20, since it has no action second this round to
 *   give up ("noActionThisRound").
 */
export function doubleMoveRefusal(state: CombatantState, declaredRound: number, now: ClockTime, ruleset: Ruleset): DoubleMoveRefusal | null {
  assertCombatantState("state", state);
  assertIntegerInRange("declaredRound", declaredRound, 0, MAX_CLOCK_ROUND);
  assertClockTime("now", now);
  const rule = movementPoints(ruleset).doubleMove;
  if (rule === null) return "off";
  if (now.second > rule.lastSecond) return "notRoundStart";
  if (declaredRound === now.round) return "already";
  if (!ableToAct(state)) return "unable";
  const a = state.action;
  // Waiting for its owner's roll (no action, no pending delay): the roll is what is traded.
  if (a.startedRound === 0 && a.landsAt === 0) return a.delayedFrom > 0 ? "carried" : null;
  if (a.startedRound !== now.round || a.delayedFrom > 0) return "carried";
  if (a.landsAt === 0 || fromAbsolute(a.landsAt).round !== now.round) return "noActionThisRound";
  return null;
}

/**
 * Decision (VARIANTS.md §3.6, §5.4, §6.2, §8): a combatant that a
 * surprise rule keeps out of the round (marked surprised, or not among a 13th Age ambush round's
 * actors) has no action this round and loses its four phases, so it has nothing to trade:
 * refused ("surprised"). Its state looks like one still waiting for a roll, which
 * {@link doubleMoveRefusal} alone would allow. `surprised` is whether it loses this round
 * (the adapter's surprisedInRound). Otherwise this is {@link doubleMoveRefusal}.
 */
export function doubleMoveRefusalUnderSurprise(state: CombatantState, declaredRound: number, now: ClockTime, surprised: boolean, ruleset: Ruleset): DoubleMoveRefusal | null {
  const refusal = doubleMoveRefusal(state, declaredRound, now, ruleset);
  if (typeof surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", "surprised", surprised, "expected true or false");
  return refusal === null && surprised ? "surprised" : refusal;
}

/** Whether {@link doubleMoveRefusal} allows the declaration. */
export function canDeclareDoubleMove(state: CombatantState, declaredRound: number, now: ClockTime, ruleset: Ruleset): boolean {
  return doubleMoveRefusal(state, declaredRound, now, ruleset) === null;
}

/** The speed inputs of the movement rules (RULES.md §5: speed − steps comes first). */
export interface DoubleMoveSpeedInput {
  readonly speed: number;
  readonly encumbranceSteps: number;
}

/**
 * Decision (VARIANTS.md §3.10, D7's order; G13A-15, G2-6): a declared double move doubles the
 * speed in force **before** terrain and the 4-3-3-2 split: the speed after encumbrance steps
 * (RULES.md §5) is doubled and the steps are then spent (returned as 0), so the movement rules go
 * on as usual (terrain, conditions, split): 12 → 24 → 8-6-6-4. It is held within MAX_SPEED.
 * Under the book (no `doubleMove` point), or without a declaration, the input is returned as it is.
 */
export function doubleMoveSpeed<T extends DoubleMoveSpeedInput>(input: T, declared: boolean, ruleset: Ruleset): T {
  checkSpeedInput(input);
  if (typeof declared !== "boolean") throw new RulesError("INVALID_ARGUMENT", "declared", declared, "expected true or false");
  if (!declared || movementPoints(ruleset).doubleMove === null) return input;
  return doubled(input);
}

function checkSpeedInput(input: DoubleMoveSpeedInput): void {
  assertObject("input", input);
  assertIntegerInRange("input.speed", input.speed, 0, MAX_SPEED);
  assertIntegerInRange("input.encumbranceSteps", input.encumbranceSteps, 0, MAX_STEPS);
}

/** The speed in force doubled, the steps spent (RULES.md §5 order), held within MAX_SPEED. */
function doubled<T extends DoubleMoveSpeedInput>(input: T): T {
  const inForce = Math.max(0, input.speed - input.encumbranceSteps);
  return { ...input, speed: Math.min(MAX_SPEED, 2 * inForce), encumbranceSteps: 0 };
}

/**
 * Decision (VARIANTS.md §3.10): a double move recorded for a round stands for that round even if
 * the GM turns the rule off before the round ends. The action is
 * already traded; taking the doubled movement away too would leave the combatant with neither.
 * Declarations themselves are refused while the variant is off (doubleMoveRefusal), so under the
 * book nothing is ever doubled: without a declaration for `round` the input is returned as it is.
 * `declaredRound` is the combatant's stored round of declaration (0: none).
 */
export function declaredDoubleMoveSpeed<T extends DoubleMoveSpeedInput>(input: T, declaredRound: number, round: number): T {
  assertIntegerInRange("declaredRound", declaredRound, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("round", round, 0, MAX_CLOCK_ROUND);
  checkSpeedInput(input);
  return round > 0 && declaredRound === round ? doubled(input) : input;
}
