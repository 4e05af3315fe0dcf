/** OSE surprise (VARIANTS.md row 23, §5.4; 003:L640): a d6 per side, 1–2 surprised. */
import type { RuleModule } from "../../ruleset/types";

export const oseSurprise: RuleModule = {
  id: "surprise.ose",
  domain: "combat",
  selects: { path: "combat.surprise", value: "ose" },
  presets: { ose: { "combat.surprise": "ose" } },
};
