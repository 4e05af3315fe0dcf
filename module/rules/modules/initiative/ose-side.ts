/** OSE side initiative (VARIANTS.md row 20; 003:L800): one d6 per side each round. */
import type { RuleModule } from "../../ruleset/types";

export const oseSideInitiative: RuleModule = {
  id: "initiative.oseSide",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseSide" },
  presets: { ose: { "initiative.model": "oseSide" } },
};
