/** No encumbrance at all (VARIANTS.md §9.1): a table that does not track load. */
import type { RuleModule } from "../../ruleset/types";

export const noEncumbrance: RuleModule = {
  id: "encumbrance.off",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "off" },
};
