/**
 * The 13th Age escalation die (VARIANTS.md §3.5, row 5; 001:L130–136, L243, L453) as pure data:
 * the die's state on a Combat (its value and whether the GM holds it), how it moves at each round
 * start and under the GM's controls. Pure: the Combat stores the state (module/combat/models.ts)
 * and the adapters call these; the value one actor adds is the module's roll data
 * (../modules/combat/escalation-die.ts).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { EscalationDieModel } from "../ruleset/points/combat";

/** Decision (VARIANTS.md §3.5, 001:L132): the die never passes +6 ("to a maximum of +6"). */
export const ESCALATION_MAX = 6;

/**
 * Decision (`combat.escalationUnbounded`): the switch lifts the cap of 6 for the
 * round-by-round count and for the GM's +1, up to this bound, so the stored value stays bounded.
 */
export const ESCALATION_UNBOUNDED_MAX = 99;

/** The die as a Combat stores it: its value and whether the GM holds it (it does not rise while held). */
export interface EscalationState {
  readonly value: number;
  readonly held: boolean;
}

/** The die at the start of a combat: 0, not held. */
export const ESCALATION_START: EscalationState = Object.freeze({ value: 0, held: false });

/** The GM's controls of the die in the tracker header. */
export type EscalationControl = "increase" | "decrease" | "hold" | "release" | "reset";
export const ESCALATION_CONTROLS: readonly EscalationControl[] = Object.freeze(["increase", "decrease", "hold", "release", "reset"] as const);

function assertState(state: unknown): asserts state is EscalationState {
  assertObject("state", state);
  assertIntegerInRange("state.value", state["value"], 0, ESCALATION_UNBOUNDED_MAX);
  if (typeof state["held"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", "state.held", state["held"], "expected true or false");
}

/** The die of a ruleset (null: no escalation die), checked as it is read. */
export function escalationDieOf(ruleset: Ruleset): EscalationDieModel | null {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  const die: unknown = ruleset.points.escalationDie;
  if (die === null) return null;
  assertObject("ruleset.points.escalationDie", die);
  assertIntegerInRange("ruleset.points.escalationDie.cap", die["cap"], 0, ESCALATION_UNBOUNDED_MAX);
  return die as unknown as EscalationDieModel;
}

/** The highest value the die may take: 6, or {@link ESCALATION_UNBOUNDED_MAX} when unbounded. */
export function escalationCap(ruleset: Ruleset): number {
  return escalationDieOf(ruleset)?.cap ?? ESCALATION_MAX;
}

/**
 * The die as a Combat's system data holds it, from stored data nobody checked (a Combat that never
 * had one: 0, not held). Out-of-range values are clamped.
 */
export function escalationStateOf(system: unknown): EscalationState {
  const e = (system !== null && typeof system === "object" ? (system as { escalation?: unknown }).escalation : undefined) as { value?: unknown; held?: unknown } | null | undefined;
  const raw = e !== null && typeof e === "object" ? e : undefined;
  const value = typeof raw?.value === "number" && Number.isSafeInteger(raw.value) ? Math.min(ESCALATION_UNBOUNDED_MAX, Math.max(0, raw.value)) : 0;
  return { value, held: raw?.held === true };
}

/**
 * Decision (VARIANTS.md §3.5 and D2; 001:L132, L136; G13A-7, G13A-7c): the die at the start of
 * `round`, from its state at the end of the round before.
 * - Round 1 (Begin Combat): 0, not held.
 * - Every later round start: +1 up to the cap, unless the GM holds it ("the escalation die doesn't
 *   advance"); a held die keeps its value and stays held until the GM releases it.
 * - With the variant off nothing changes (the state is returned as it is).
 * A round start counts ER rounds (D2): spilled actions and carried spells do not stop it. The
 * adapter calls this only when a round is rolled for the first time, so stepping the clock back
 * and forward again never moves the die twice.
 */
export function escalationAtRoundStart(previous: EscalationState, round: number, ruleset: Ruleset): EscalationState {
  assertState(previous);
  assertIntegerInRange("round", round, 1, MAX_CLOCK_ROUND);
  const die = escalationDieOf(ruleset);
  if (die === null) return { value: previous.value, held: previous.held };
  if (round === 1) return { ...ESCALATION_START };
  if (previous.held) return { value: Math.min(previous.value, die.cap), held: true };
  return { value: Math.min(previous.value + 1, die.cap), held: false };
}

/**
 * Decision (VARIANTS.md §3.5 "Interactions", §3.6; 001:L243; G13A-11): after a 13th Age ambush
 * round, the die does not rise at the start of round 2. The text lets the GM "choose whether to
 * advance the escalation die after the surprise round"; VARIANTS.md makes "the ambush round
 * advances the die" default to off, so the ambush round does not count and the die runs one round
 * late (round 2 = 0, round 3 = 1). The GM's +1 control is the choice to advance it anyway.
 * `ambushRound` says whether round 1 was an ambush round (a nominated ambusher); it pauses the die
 * only under a surprise rule that contributes `escalationAmbushPause`. Otherwise, and for every
 * other round, this is {@link escalationAtRoundStart}.
 */
export function escalationAtRoundStartAfterAmbush(previous: EscalationState, round: number, ambushRound: boolean, ruleset: Ruleset): EscalationState {
  assertState(previous);
  assertIntegerInRange("round", round, 1, MAX_CLOCK_ROUND);
  if (typeof ambushRound !== "boolean") throw new RulesError("INVALID_ARGUMENT", "ambushRound", ambushRound, "expected true or false");
  const die = escalationDieOf(ruleset);
  const pauses: unknown = ruleset.points.escalationAmbushPause;
  assertList("ruleset.points.escalationAmbushPause", pauses);
  if (ambushRound && round === 2 && die !== null && pauses.length > 0) return { value: Math.min(previous.value, die.cap), held: previous.held };
  return escalationAtRoundStart(previous, round, ruleset);
}

/**
 * Decision (VARIANTS.md §3.5, 001:L136; G13A-7c): the GM's controls.
 * - `increase` / `decrease`: ±1, within 0 and the cap;
 * - `hold` / `release`: the die stops rising at round starts, or rises again (idempotent, so two
 *   clicks that cross never undo each other);
 * - `reset` ("combat virtually ceases"): back to 0 and released, so it rises again next round.
 */
export function escalationAfterControl(state: EscalationState, control: EscalationControl, ruleset: Ruleset): EscalationState {
  assertState(state);
  if (!ESCALATION_CONTROLS.includes(control)) throw new RulesError("INVALID_ARGUMENT", "control", control, `expected one of ${ESCALATION_CONTROLS.join(", ")}`);
  const cap = escalationCap(ruleset);
  const value = Math.min(state.value, cap);
  switch (control) {
    case "increase":
      return { value: Math.min(value + 1, cap), held: state.held };
    case "decrease":
      return { value: Math.max(value - 1, 0), held: state.held };
    case "hold":
      return { value, held: true };
    case "release":
      return { value, held: false };
    case "reset":
      return { ...ESCALATION_START };
  }
}
