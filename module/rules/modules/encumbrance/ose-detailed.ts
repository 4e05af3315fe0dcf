/** OSE detailed encumbrance (VARIANTS.md row 26, §5.6; 003:L110): coin weight sets the tier. */
import { bool, type RuleModule } from "../../ruleset/types";

export const oseDetailedEncumbrance: RuleModule = {
  id: "encumbrance.oseDetailed",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "oseDetailed" },
  /** 003:L114: every gear item counts as 80 coins (8 lb) instead of its weight. */
  fields: { "encumbrance.oseGearFlat80": bool(false) },
  presets: { ose: { "encumbrance.model": "oseDetailed" } },
};
