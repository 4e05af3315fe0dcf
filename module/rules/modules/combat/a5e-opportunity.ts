/**
 * A5E opportunity attacks read as 13th Age engagement's leaving attack (VARIANTS.md §13.3 row 7):
 * leaving a hostile's adjacent hex at a movement second provokes one basic melee attack from it,
 * stamped at that second. A5E has no disengage check, no ban on melee at range and no interception;
 * a ranged attack in melee is at disadvantage on the card instead of provoking. The attack uses the
 * foe's one reaction of the round (004:L64, L176), so a foe that made one, dragged or was dragged
 * (004:L52) this round makes no other (../../combat/reaction.ts; its memory slice is declared here).
 */
import type { RuleModule } from "../../ruleset/types";
import type { EngagementRule } from "../../ruleset/points/combat";
import { ENGAGEMENT_MEMORY } from "../../combat/engagement";
import { REACTION_MEMORY } from "../../combat/reaction";

export const A5E_OPPORTUNITY: EngagementRule = Object.freeze({
  disengage: null,
  noOpportunity: Object.freeze([]),
  rangedProvokes: false,
  spellsProvoke: false,
  meleeOnlyWhileEngaged: false,
  intercept: false,
  usesReaction: true,
});

export const a5eOpportunity = {
  id: "combat.a5eOpportunity",
  domain: "combat",
  selects: { path: "combat.engagement", value: "a5e" },
  presets: { a5e: { "combat.engagement": "a5e" } },
  memory: { ...ENGAGEMENT_MEMORY, ...REACTION_MEMORY },
  contribute: () => ({ engagement: A5E_OPPORTUNITY }),
} as const satisfies RuleModule;
