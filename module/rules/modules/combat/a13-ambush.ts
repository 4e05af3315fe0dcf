/** 13th Age ambush (VARIANTS.md row 6, §3.6; 001:L245): the ambushed side loses the first round. */
import type { RuleModule } from "../../ruleset/types";

export const a13Ambush: RuleModule = {
  id: "surprise.a13",
  domain: "combat",
  selects: { path: "combat.surprise", value: "a13" },
  presets: { a13: { "combat.surprise": "a13" } },
};
