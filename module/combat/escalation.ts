/**
 * The escalation die's adapter (VARIANTS.md §3.5, row 5): the Combat's stored die
 * (`system.escalation`, models.ts) moved at round transitions and by the GM's tracker controls,
 * and shown in the tracker header and beside the second marker. Every decision is the rules core's
 * (module/rules/combat/escalation.ts) under the ruleset in force; `@escalation` is the module's
 * roll-data contribution (actors/roll-data.ts).
 *
 * Security: only a GM's client writes the die. The controls are GM-only; a non-GM's write to
 * `system.escalation` (a player owning the current combatant may write the Combat) is put back by
 * the active GM (guards.ts).
 */
import {
  escalationAfterControl,
  escalationAtRoundStartAfterAmbush,
  escalationCap,
  escalationDieOf,
  escalationStateOf,
  ESCALATION_CONTROLS,
  type EscalationControl,
  type EscalationState,
  type Ruleset,
} from "../rules";

/** The escalation die as the Combat's system data holds it (a Combat that never had one: 0, not held). */
export function escalationOf(system: unknown): EscalationState {
  return escalationStateOf(system);
}

/**
 * The Combat update fields that move the die at the start of `round` (one Combat update with the
 * clock), or none without the die. Called only for a round rolled for the first time.
 * `ambushRound`: round 1 had a nominated ambusher; under a rule whose ambush round does not count,
 * the die waits a round (G13A-11).
 */
export function escalationRoundUpdate(system: unknown, round: number, ruleset: Ruleset, ambushRound = false): Record<string, unknown> {
  if (escalationDieOf(ruleset) === null) return {};
  return { "system.escalation": escalationAtRoundStartAfterAmbush(escalationOf(system), round, ambushRound, ruleset) };
}

/** Whether a value is one of the GM's controls (a `data-control` attribute from the DOM). */
export function isEscalationControl(value: unknown): value is EscalationControl {
  return typeof value === "string" && (ESCALATION_CONTROLS as readonly string[]).includes(value);
}

/** What the GM's control writes to the Combat, or null when it may not (not a GM, no die, nothing changes). */
export function escalationControlUpdate(
  system: unknown,
  control: unknown,
  user: { isGM?: boolean } | null | undefined,
  ruleset: Ruleset,
): Record<string, unknown> | null {
  if (user?.isGM !== true || escalationDieOf(ruleset) === null || !isEscalationControl(control)) return null;
  const before = escalationOf(system);
  const after = escalationAfterControl(before, control, ruleset);
  if (after.value === before.value && after.held === before.held) return null;
  return { "system.escalation": after };
}

/** The tracker header's die. */
export interface EscalationTrackerContext {
  value: number;
  held: boolean;
  /** The GM's +1 / −1 / hold / release / reset. */
  canControl: boolean;
  atMax: boolean;
  atMin: boolean;
}

/** The die in the tracker header: null without the die or before the combat begins. */
export function escalationTrackerContext(input: { ruleset: Ruleset; system: unknown; started: boolean; isGM: boolean }): EscalationTrackerContext | null {
  if (escalationDieOf(input.ruleset) === null || !input.started) return null;
  const cap = escalationCap(input.ruleset);
  const die = escalationOf(input.system);
  const value = Math.min(die.value, cap);
  return { value, held: die.held, canControl: input.isGM, atMax: value >= cap, atMin: value <= 0 };
}

/** The value shown beside the second marker ("ED +n"), or null without the die. */
export function markerEscalation(system: unknown, ruleset: Ruleset): number | null {
  if (escalationDieOf(ruleset) === null) return null;
  return Math.min(escalationOf(system).value, escalationCap(ruleset));
}
