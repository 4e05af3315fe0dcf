/** The OSR hack's travel (VARIANTS.md rows 15, 16, §4.5; 002:L210): base miles by STR, halved by terrain class. */
import type { RuleModule } from "../../ruleset/types";

export const osrTravel: RuleModule = {
  id: "travel.osr",
  domain: "travel",
  selects: { path: "travel.model", value: "osr" },
  presets: { osr: { "travel.model": "osr" } },
};
