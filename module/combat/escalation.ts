/**
 * The escalation die's adapter (issue 14, VARIANTS.md §3.5, row 5): the Combat's stored die
 * (`system.escalation`, models.ts) moved at round transitions and by the GM's tracker controls,
 * shown in the tracker header and beside the second marker, and handed to roll data as
 * `@escalation`. Every decision is the rules core's (module/rules/variants/escalation.ts); the
 * config comes from currentVariants() at the call sites.
 *
 * Security: only a GM's client writes the die. The controls are GM-only; a non-GM's write to
 * `system.escalation` (a player owning the current combatant may write the Combat) is put back by
 * the active GM (guards.ts).
 */
import {
  escalationAfterControl,
  escalationAtRoundStartAfterAmbush,
  escalationCap,
  escalationFor,
  ESCALATION_CONTROLS,
  ESCALATION_UNBOUNDED_MAX,
  type EscalationControl,
  type EscalationState,
  type VariantConfig,
} from "../rules";

/** The escalation die as the Combat's system data holds it (a Combat from before issue 14: none yet). */
export function escalationOf(system: unknown): EscalationState {
  const e = (system as { escalation?: { value?: unknown; held?: unknown } } | null | undefined)?.escalation;
  const value = typeof e?.value === "number" && Number.isSafeInteger(e.value) ? Math.min(ESCALATION_UNBOUNDED_MAX, Math.max(0, e.value)) : 0;
  return { value, held: e?.held === true };
}

/**
 * The Combat update fields that move the die at the start of `round` (one Combat update with the
 * clock), or none with the variant off. Called only for a round rolled for the first time.
 * `ambushRound`: round 1 was a 13th Age ambush round (a nominated ambusher), after which the die
 * waits a round (G13A-11).
 */
export function escalationRoundUpdate(system: unknown, round: number, config: VariantConfig, ambushRound = false): Record<string, unknown> {
  if (!config.combat.escalationDie) return {};
  return { "system.escalation": escalationAtRoundStartAfterAmbush(escalationOf(system), round, ambushRound, config) };
}

/** Whether a value is one of the GM's controls (a `data-control` attribute from the DOM). */
export function isEscalationControl(value: unknown): value is EscalationControl {
  return typeof value === "string" && (ESCALATION_CONTROLS as readonly string[]).includes(value);
}

/** What the GM's control writes to the Combat, or null when it may not (not a GM, variant off, nothing changes). */
export function escalationControlUpdate(
  system: unknown,
  control: unknown,
  user: { isGM?: boolean } | null | undefined,
  config: VariantConfig,
): Record<string, unknown> | null {
  if (user?.isGM !== true || !config.combat.escalationDie || !isEscalationControl(control)) return null;
  const before = escalationOf(system);
  const after = escalationAfterControl(before, control, config);
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

/** The die in the tracker header: null with the variant off or before the combat begins. */
export function escalationTrackerContext(input: { config: VariantConfig; system: unknown; started: boolean; isGM: boolean }): EscalationTrackerContext | null {
  if (!input.config.combat.escalationDie || !input.started) return null;
  const cap = escalationCap(input.config);
  const die = escalationOf(input.system);
  const value = Math.min(die.value, cap);
  return { value, held: die.held, canControl: input.isGM, atMax: value >= cap, atMin: value <= 0 };
}

/** The value shown beside the second marker ("ED +n"), or null with the variant off. */
export function markerEscalation(system: unknown, config: VariantConfig): number | null {
  if (!config.combat.escalationDie) return null;
  return Math.min(escalationOf(system).value, escalationCap(config));
}

/** The parts of a Combat the roll data reads. */
export interface EscalationCombat {
  started?: boolean;
  system?: unknown;
  combatants: { contents: ReadonlyArray<{ actor?: unknown; actorId?: string | null }> };
}

/** The parts of an Actor the roll data reads. */
export interface EscalationActor {
  id?: string | null;
  type?: string;
  /** Foundry's `ClientDocument#hasPlayerOwner`: a non-GM user owns the actor. */
  hasPlayerOwner?: boolean;
  isToken?: boolean;
  statuses?: ReadonlySet<string>;
}

/**
 * `@escalation` of an actor: the die of the active, started combat for a player character (a
 * `character` a non-GM user owns) that fights in it (not frightened), and 0 otherwise: no active
 * combat, not a combatant of it, a creature or an unowned character (an NPC), or the variant off
 * (rules: escalationFor).
 */
export function actorEscalation(actor: EscalationActor, combat: EscalationCombat | null | undefined, config: VariantConfig): number {
  if (!config.combat.escalationDie || !combat?.started) return 0;
  const fights = combat.combatants.contents.some((c) => c.actor === actor || (!actor.isToken && typeof actor.id === "string" && c.actorId === actor.id));
  if (!fights) return 0;
  const playerCharacter = actor.type === "character" && actor.hasPlayerOwner === true;
  return escalationFor(escalationOf(combat.system).value, { playerCharacter, conditions: [...(actor.statuses ?? [])] }, config);
}
