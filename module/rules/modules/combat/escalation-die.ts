/** The 13th Age escalation die (VARIANTS.md row 5; 001:L130–L140). */
import { ESCALATION_MAX, ESCALATION_UNBOUNDED_MAX, escalationStateOf, escalationUnder } from "../../combat/escalation";
import type { EscalationDieModel } from "../../ruleset/points/combat";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";

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
