/** The OSR hack's loads (VARIANTS.md row 12, §4.4; 002:L60): STR-based loads, −5′ per load over. */
import type { RuleModule } from "../../ruleset/types";

export const osrLoads: RuleModule = {
  id: "encumbrance.osrLoads",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "osrLoads" },
  presets: { osr: { "encumbrance.model": "osrLoads" } },
};
