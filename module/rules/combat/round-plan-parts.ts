/**
 * The round transition's data (RULES.md §2, VARIANTS.md §9.4): its input and plan, and the helpers
 * the book's plan and a model's plan share. Pure.
 */
import { MAX_ROUND } from "../bounds";
import { SECONDS_PER_ROUND } from "../phases";
import { toAbsolute, type ClockTime } from "../time";
import type { InitiativeModelId } from "../ruleset/config";
import type { VariantInitiative } from "../initiative/models";
import type { VariantCombatantInput } from "../initiative/round";
import { NO_VARIANT_MEMORY, type VariantMemory } from "../ruleset/memory-registry";
import type { ActionRecord, CombatantState, InitiativeBreakdown, InitiativeParts } from "./action";
import type { RoundStartStatus } from "./order";
import type { Ruleset } from "../ruleset/resolve";
import { surpriseRuleInForce, surprisedAtStart } from "./round-start";

/** Input for one combatant at a round transition. */
export interface RoundCombatantInput {
  readonly state: CombatantState;
  readonly name: string;
  readonly hidden: boolean;
  readonly parts: InitiativeParts;
  /** Whether the combatant's owner rolls for it this round (players-roll setting); the plan leaves it waiting. */
  readonly rollsOwn?: boolean;
  /** What a companion initiative model reads (VARIANTS.md §9.4); ignored under the book's model. */
  readonly variant?: VariantCombatantInput;
}

export interface RoundTransitionInput {
  /** The round being started (1 for Begin Combat). */
  readonly round: number;
  readonly combatants: readonly RoundCombatantInput[];
  /** 2d10 totals for every combatant whose status is "rolls" and that does not roll its own. */
  readonly dice: ReadonlyMap<string, number>;
  /** One uniform number in [0, 1) per combatant, in `combatants` order, for the tie-breaks. */
  readonly tieBreakUniforms: readonly number[];
  /** Held speech to deliver now, already in declaration order. */
  readonly speech?: readonly HeldSpeechLine[];
  /** A5E: the d20 roll-offs of combatants rolling their base this transition (VARIANTS.md §6.1). */
  readonly rollOffs?: ReadonlyMap<string, number>;
}

export interface HeldSpeechLine {
  readonly speaker: string;
  readonly text: string;
  readonly round: number;
  readonly second: number;
}

export interface CombatantUpdatePlan {
  readonly _id: string;
  /** The score shown as Foundry's initiative (null while its owner has still to roll). */
  readonly initiative: number | null;
  readonly action: ActionRecord;
  readonly tieBreak: number;
  readonly parts: InitiativeBreakdown | null;
  readonly status: PlanStatus;
  /** Under a companion model: what the combatant keeps (written to `system.variant`). */
  readonly variant?: VariantMemory;
  /** Under a companion model: this round's breakdown (null when it does not act). */
  readonly variantParts?: VariantInitiative | null;
}

/** A combatant's status in a plan: the round-start status, waiting for its owner's roll, or surprised (round 1 lost). */
export type PlanStatus = RoundStartStatus | "awaiting" | "surprised";

export interface RoundCardRow {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly status: PlanStatus;
  readonly tieBreak: number;
  /** For "rolls": the breakdown. */
  readonly parts: InitiativeBreakdown | null;
  /** When the action lands (for "rolls" and "carried"), or null. */
  readonly landsAt: ClockTime | null;
  /** The round the action was started in (for "carried"). */
  readonly startedRound: number;
  readonly castingSeconds: number;
  /** Under a companion model: the model's breakdown of this round's initiative (VARIANTS.md §9.1). */
  readonly variant?: VariantInitiative | null;
  /** A5E: the d20 roll-off kept for the combat (§6.1). */
  readonly rollOff?: number;
}

export interface RoundTransitionPlan {
  readonly combat: { readonly round: number; readonly absolute: number; readonly rolledRound: number };
  readonly combatants: readonly CombatantUpdatePlan[];
  readonly card: {
    readonly round: number;
    readonly rows: readonly RoundCardRow[];
    readonly speech: readonly HeldSpeechLine[];
    /** The initiative model, when not the book's (the card names it). */
    readonly model?: InitiativeModelId;
    /** OSE side initiative: each side's d6 and second. */
    readonly sides?: readonly { readonly side: string; readonly dice: number; readonly second: number }[];
  };
}

/** What the combatant keeps under a companion model (the book's empty memory when it has none). */
export function memoryOf(c: RoundCombatantInput): VariantMemory {
  return c.variant?.memory ?? NO_VARIANT_MEMORY;
}

/** The combatants a surprise rule reads at Begin Combat (VARIANTS.md §5.4, §6.2). */
export function surprisedAtStartOf(combatants: readonly RoundCombatantInput[], ruleset: Ruleset): Set<string> {
  if (!surpriseRuleInForce(ruleset)) return new Set();
  return surprisedAtStart(combatants.map((c) => ({ id: c.state.id, side: String(c.variant?.side ?? ""), surprised: memoryOf(c).surprised === true })), ruleset);
}

/** A delayed action waiting for its new roll in `round` keeps its "delayed from" round. */
export function pendingDelay(action: ActionRecord, round: number): number {
  return action.landsAt === 0 && action.delayedFrom === round - 1 && action.delayedFrom > 0 ? action.delayedFrom : 0;
}

function rowOrder(row: RoundCardRow): number {
  switch (row.status) {
    case "rolls":
    case "carried":
      return 0;
    case "awaiting":
      return 1;
    case "surprised":
    case "unable":
      return 2;
    case "defeated":
      return 3;
  }
}

/** The card's order: acting rows by landing then tie-break, then those waiting, then the rest. */
export function sortCardRows(rows: RoundCardRow[]): void {
  // The same comparisons on keys worked out once per row (a table of 1,000 sorts in n log n of them).
  const keyed = rows.map((row) => ({ row, order: rowOrder(row), lands: row.landsAt ? toAbsolute(row.landsAt) : null }));
  keyed.sort((a, b) => a.order - b.order || (a.lands !== null && b.lands !== null ? a.lands - b.lands : 0) || a.row.tieBreak - b.row.tieBreak);
  keyed.forEach((k, i) => (rows[i] = k.row));
}

/**
 * Decision (RULES.md §2, held speech): it comes from chat messages any player can write, so a
 * malformed line is left out of the card rather than failing the whole round transition.
 */
export function wellFormedSpeech(speech: unknown): HeldSpeechLine[] {
  if (!Array.isArray(speech)) return [];
  return speech.filter((line): line is HeldSpeechLine => {
    if (line === null || typeof line !== "object") return false;
    const l = line as Record<string, unknown>;
    const ok = (n: unknown, max: number) => typeof n === "number" && Number.isSafeInteger(n) && n >= 1 && n <= max;
    return typeof l["speaker"] === "string" && typeof l["text"] === "string" && ok(l["round"], MAX_ROUND + 5_000) && ok(l["second"], SECONDS_PER_ROUND);
  }).map((l) => ({ speaker: l.speaker, text: l.text, round: l.round, second: l.second }));
}
