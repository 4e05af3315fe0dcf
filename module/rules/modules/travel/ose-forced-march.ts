/** OSE forced march (VARIANTS.md row 28; 003:L460): ×1½ miles, then a day of rest; needs OSE travel. */
import type { RuleModule } from "../../ruleset/types";

export const oseForcedMarch = {
  id: "travel.oseForcedMarch",
  domain: "travel",
  selects: { path: "travel.forcedMarch", value: "ose", enabledWhen: { when: "travel.model", values: ["ose"], code: "forcedMarchNeedsOse" } },
  presets: { ose: { "travel.forcedMarch": "ose" } },
  // No ER steps for a long march (VARIANTS.md §5.9); the travel model's march day instead.
  contribute: () => ({ forcedMarch: { marchDay: true } }),
} as const satisfies RuleModule;
