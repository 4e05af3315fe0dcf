/** OSE detailed encumbrance (VARIANTS.md row 26, §5.6; 003:L110): coin weight sets the tier. */
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { LoadModel } from "../../ruleset/points/load";
import { NEUTRAL_LOAD, OSE_DETAILED_TIER_COINS, oseDetailedCoinWeight, oseDetailedTier } from "../../variants/encumbrance-models";
import { oseTierOutcome } from "./weigh";
import { OSE_SHEET_MAX_COINS, oseTierSpeeds } from "./ose-tiers";

/** Book (003:L112–120): the weight carried in coins sets the tier; `gearFlat80` counts gear as 80 coins. */
function oseDetailedModel(gearFlat80: boolean): LoadModel {
  return {
    id: "oseDetailed",
    characterLoad(input) {
      const coinWeight = oseDetailedCoinWeight(input.coins, input.items, gearFlat80);
      return { ...NEUTRAL_LOAD, model: "oseDetailed", ...oseTierOutcome(input.speed, input.milesPerDay, oseDetailedTier(coinWeight)), coinWeight };
    },
    tierSpeeds: oseTierSpeeds,
    sheet: { inputs: ["coins"], coinsHint: "ER.Variants.Encumbrance.CoinsOseHint", parts: ["detailed"], tierBounds: OSE_DETAILED_TIER_COINS, maxCoins: OSE_SHEET_MAX_COINS },
  };
}

export const oseDetailedEncumbrance = {
  id: "encumbrance.oseDetailed",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "oseDetailed" },
  /** 003:L114: every gear item counts as 80 coins (8 lb) instead of its weight. */
  fields: { "encumbrance.oseGearFlat80": bool(false) },
  presets: { ose: { "encumbrance.model": "oseDetailed" } },
  contribute: (config): Contribution => ({ loadModel: oseDetailedModel(config.encumbrance.oseGearFlat80) }),
} as const satisfies RuleModule;
