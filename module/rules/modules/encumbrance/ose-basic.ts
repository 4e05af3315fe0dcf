/** OSE basic encumbrance (VARIANTS.md row 25, §5.5; 003:L90): armour and significant treasure set the tier. */
import { int, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { LoadModel } from "../../ruleset/points/load";
import { NEUTRAL_LOAD, heaviestArmourClass, oseBasicTier, oseTreasureCoins } from "../../variants/encumbrance-models";
import { oseTierOutcome } from "./weigh";
import { OSE_SHEET_MAX_COINS, oseTierSpeeds } from "./ose-tiers";

/** Decision (VARIANTS.md §9.1, 003:L94): treasure of 800 coins or more is "significant". */
export const OSE_SIGNIFICANT_TREASURE_COINS = 800;
/** The largest significant-treasure threshold the form accepts. */
export const MAX_SIGNIFICANT_TREASURE_COINS = 1_000_000;

/** Book (003:L106–108): the heaviest armour worn plus significant treasure; `significantCoins` is the world threshold. */
function oseBasicModel(significantCoins: number): LoadModel {
  return {
    id: "oseBasic",
    characterLoad(input) {
      const armourClass = heaviestArmourClass(input.armourWorn);
      // 003:L94–L102: every kind of treasure counts (coins, and the items marked treasure).
      const treasure = oseTreasureCoins(input.coins, input.items);
      const t = oseBasicTier(armourClass, treasure, significantCoins, input.treasure ?? "auto");
      return { ...NEUTRAL_LOAD, model: "oseBasic", ...oseTierOutcome(input.speed, input.milesPerDay, t), coinWeight: treasure, armourClass, significantTreasure: t.significant };
    },
    tierSpeeds: oseTierSpeeds,
    sheet: { inputs: ["coins"], coinsHint: "ER.Variants.Encumbrance.CoinsTreasureHint", parts: ["basic"], tierBounds: null, maxCoins: OSE_SHEET_MAX_COINS },
  };
}

export const oseBasicEncumbrance = {
  id: "encumbrance.oseBasic",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "oseBasic" },
  fields: { "encumbrance.oseSignificantTreasure": int(OSE_SIGNIFICANT_TREASURE_COINS, 0, MAX_SIGNIFICANT_TREASURE_COINS) },
  contribute: (config): Contribution => ({ loadModel: oseBasicModel(config.encumbrance.oseSignificantTreasure) }),
} as const satisfies RuleModule;
