/** OSE individual initiative (VARIANTS.md row 22; 003:L810): a d6 each, modified by DEX, every round. */
import type { RuleModule } from "../../ruleset/types";

export const oseIndividualInitiative: RuleModule = {
  id: "initiative.oseIndividual",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseIndividual" },
};
