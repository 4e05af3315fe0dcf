/**
 * The 13th Age escalation die (VARIANTS.md row 5; 001:L130–L140): its switches, its cap, and the
 * value one actor adds (`@escalation`). How the die moves is the core's (../../combat/escalation.ts):
 * the adapters call it whether or not the die is on, to read and bound the stored state.
 */
import { ESCALATION_MAX, ESCALATION_UNBOUNDED_MAX, escalationDieOf, escalationStateOf } from "../../combat/escalation";
import type { EscalationDieModel } from "../../ruleset/points/combat";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { Ruleset } from "../../ruleset/ruleset-type";
import { RulesError, assertIntegerInRange } from "../../errors";
import { assertList, assertObject } from "../../bounds";

/** The actor a die value is asked for: whether it is a player character, and its status ids. */
export interface EscalationRecipient {
  /**
   * A player character: the adapter decides it from the actor (a `character` that a non-GM user
   * owns). Monsters and NPCs, whatever their actor type, are not (001:L132 "Each PC", L134).
   */
  readonly playerCharacter: boolean;
  /** Status ids (RULES.md §7 and others); only `frightened` matters here. */
  readonly conditions: readonly string[];
}

/**
 * Decision (VARIANTS.md §3.5, 001:L132, L134, L453; G13A-7b): the die an actor adds (`@escalation`):
 * - 0 with the variant off;
 * - 0 for anyone but a player character ("Each PC gains a bonus", 001:L132; "Monsters and NPCs
 *   do not add the escalation die", 001:L134);
 * - 0 for a character with `frightened` (13A's fear "prevents you from using the escalation die";
 *   D9: the condition id is ER's, its meaning unchanged);
 * - otherwise the die's value, held within the cap in force.
 */
export function escalationFor(value: number, recipient: EscalationRecipient, ruleset: Ruleset): number {
  const die = escalationDieOf(ruleset);
  return escalationUnder(die, value, recipient);
}

/** {@link escalationFor} under a die (what the module's roll data reads; null: no die). */
export function escalationUnder(die: EscalationDieModel | null, value: number, recipient: EscalationRecipient): number {
  assertIntegerInRange("value", value, 0, ESCALATION_UNBOUNDED_MAX);
  assertObject("recipient", recipient);
  if (typeof recipient.playerCharacter !== "boolean") {
    throw new RulesError("INVALID_ARGUMENT", "recipient.playerCharacter", recipient.playerCharacter, "expected true or false");
  }
  assertList("recipient.conditions", recipient.conditions);
  if (die === null || !recipient.playerCharacter) return 0;
  if (recipient.conditions.includes("frightened")) return 0;
  return Math.min(value, die.cap);
}

export const escalationDie = {
  id: "combat.escalationDie",
  domain: "combat",
  fields: {
    "combat.escalationDie": bool(false),
    /** archmage's "unbounded" option: the die keeps climbing past 6. */
    "combat.escalationUnbounded": bool(false),
  },
  presets: { a13: { "combat.escalationDie": true } },
  contribute: (config): Contribution => {
    // "Unbounded" alone puts the module in force, but without the die there is nothing to lift.
    if (!config.combat.escalationDie) return {};
    const die: EscalationDieModel = Object.freeze({ cap: config.combat.escalationUnbounded ? ESCALATION_UNBOUNDED_MAX : ESCALATION_MAX });
    return {
      escalationDie: die,
      // `@escalation`: the die of the started combat the actor fights in (G13A-7b, 001:L132, L134).
      rollData: { key: "escalation", value: (ctx) => (ctx.combat === null ? 0 : escalationUnder(die, escalationStateOf(ctx.combat.system).value, ctx.actor)) },
    };
  },
} as const satisfies RuleModule;
