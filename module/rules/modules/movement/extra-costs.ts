/** How extra movement costs combine (VARIANTS.md D7): added up, or only the worst (002:L33). */
import { choice, type RuleModule } from "../../ruleset/types";

export const extraCostStacking = {
  id: "movement.extraCostStacking",
  domain: "movement",
  fields: { "movement.extraCostStacking": choice("additive", ["additive", "worst"], "radio") },
  presets: { osr: { "movement.extraCostStacking": "worst" } },
  // In force only while the field differs from the book's "additive", i.e. is "worst".
  contribute: () => ({ costStacking: "worst" }),
} as const satisfies RuleModule;
