/** OSE basic encumbrance (VARIANTS.md row 25, §5.5; 003:L90): armour and significant treasure set the tier. */
import { int, type RuleModule } from "../../ruleset/types";

/** Decision (VARIANTS.md §9.1, 003:L94): treasure of 800 coins or more is "significant". */
export const OSE_SIGNIFICANT_TREASURE_COINS = 800;
/** The largest significant-treasure threshold the form accepts. */
export const MAX_SIGNIFICANT_TREASURE_COINS = 1_000_000;

export const oseBasicEncumbrance: RuleModule = {
  id: "encumbrance.oseBasic",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "oseBasic" },
  fields: { "encumbrance.oseSignificantTreasure": int(OSE_SIGNIFICANT_TREASURE_COINS, 0, MAX_SIGNIFICANT_TREASURE_COINS) },
};
