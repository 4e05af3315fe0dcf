/** No forced march (VARIANTS.md §9.1): the OSR hack has none. */
import type { RuleModule } from "../../ruleset/types";

export const noForcedMarch = {
  id: "travel.noForcedMarch",
  domain: "travel",
  selects: { path: "travel.forcedMarch", value: "off" },
  presets: { osr: { "travel.forcedMarch": "off" } },
  // A long march costs no ER steps, and no day is marched faster.
  contribute: () => ({ forcedMarch: { marchDay: false } }),
} as const satisfies RuleModule;
