/** The 13th Age escalation die (VARIANTS.md row 5; 001:L130–L140). */
import { bool, type RuleModule } from "../../ruleset/types";

export const escalationDie: RuleModule = {
  id: "combat.escalationDie",
  domain: "combat",
  fields: {
    "combat.escalationDie": bool(false),
    /** archmage's "unbounded" option: the die keeps climbing past 6. */
    "combat.escalationUnbounded": bool(false),
  },
  presets: { a13: { "combat.escalationDie": true } },
};
