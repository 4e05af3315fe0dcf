/** Ties between OSE sides: act at the same second, or roll again (VARIANTS.md row 20, GO-3; 003:L802). */
import { choice, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";

export const oseTies = {
  id: "initiative.oseTies",
  domain: "initiative",
  fields: { "initiative.oseTies": choice("simultaneous", ["simultaneous", "reroll"], "radio") },
  // Under "reroll" tied sides roll again; under "simultaneous" they act together.
  contribute: (config): Contribution => (config.initiative.oseTies === "reroll" ? { rerollTiedSides: true } : {}),
} as const satisfies RuleModule;
