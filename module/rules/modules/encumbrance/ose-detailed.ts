/** OSE detailed encumbrance (VARIANTS.md row 26, §5.6; 003:L110): coin weight sets the tier. */
import { RulesError, assertNonNegativeInteger, assertNonNegativeNumber } from "../../errors";
import { MAX_CARRIED_LB, MAX_QUANTITY, MAX_WEIGHT_LB, assertAtMost, assertList, assertObject } from "../../bounds";
import { WEIGHT_UNITS_PER_LB } from "../../encumbrance";
import { NEUTRAL_LOAD, assertCoinCount, type OseWeighedItem } from "../../load-models";
import { assertOneOf } from "../../resolution/validate";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { LoadModel } from "../../ruleset/points/load";
import { oseTierOutcome, weightUnits } from "./weigh";
import { OSE_COINS_PER_LB, OSE_SHEET_MAX_COINS, oseTierLoad, oseTierSpeeds, type OseTierResult } from "./ose-tiers";

/** Book (003:L120): detailed encumbrance tiers, "up to" 400 / 600 / 800 / 1,600 coins (inclusive). */
export const OSE_DETAILED_TIER_COINS: readonly number[] = Object.freeze([400, 600, 800, 1600]);

/** Book (003:L114): miscellaneous adventuring gear "may be counted as 80 coins" (option `oseGearFlat80`). */
export const OSE_GEAR_FLAT_COINS = 80;

/**
 * Book (003:L75, L112–116) with Decision (VARIANTS.md §5.7): the weight carried in coins (may be
 * fractional: 0.1 lb is one coin): coins + 10 × the lb of weapons and armour + gear at its real
 * weight, or, with `gearFlat80`, a flat 80 coins when any gear is carried (none when none is).
 */
export function oseDetailedCoinWeight(coins: number, items: readonly OseWeighedItem[], gearFlat80: boolean): number {
  assertCoinCount("coins", coins);
  assertList("items", items);
  if (typeof gearFlat80 !== "boolean") throw new RulesError("INVALID_ARGUMENT", "gearFlat80", gearFlat80, "expected a boolean");
  // In 1/1000 lb: a coin is 100 units.
  let total = coins * (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
  let gear = false;
  items.forEach((item, i) => {
    assertObject(`items[${i}]`, item);
    assertOneOf(`items[${i}].kind`, item.kind, ["weapon", "armour", "gear", "treasure"] as const);
    assertNonNegativeNumber(`items[${i}].weight`, item.weight);
    assertAtMost(`items[${i}].weight`, item.weight, MAX_WEIGHT_LB);
    assertNonNegativeInteger(`items[${i}].quantity`, item.quantity);
    assertAtMost(`items[${i}].quantity`, item.quantity, MAX_QUANTITY);
    if (item.quantity === 0) return;
    if (item.kind === "gear" && gearFlat80) gear = true;
    else total += weightUnits(item.weight) * item.quantity;
    if (total > MAX_CARRIED_LB * WEIGHT_UNITS_PER_LB) throw new RulesError("OUT_OF_RANGE", "items", total / WEIGHT_UNITS_PER_LB, `expected at most ${MAX_CARRIED_LB} lb in all`);
  });
  if (gear) total += OSE_GEAR_FLAT_COINS * (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
  return total / (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
}

/** Book (003:L120, L94): the detailed tier of a weight in coins, "up to" each bound; over 1,600 immobile. */
export function oseDetailedTier(coinWeight: number): OseTierResult {
  assertNonNegativeNumber("coinWeight", coinWeight);
  assertAtMost("coinWeight", coinWeight, MAX_CARRIED_LB * OSE_COINS_PER_LB);
  const tier = OSE_DETAILED_TIER_COINS.findIndex((bound) => coinWeight <= bound);
  return tier === -1 ? { tier: OSE_DETAILED_TIER_COINS.length - 1, immobile: true } : { tier, immobile: false };
}

/** Book (003:L112–120): the weight carried in coins sets the tier; `gearFlat80` counts gear as 80 coins. */
function oseDetailedModel(gearFlat80: boolean): LoadModel {
  return {
    id: "oseDetailed",
    characterLoad(input) {
      const coinWeight = oseDetailedCoinWeight(input.coins, input.items, gearFlat80);
      return { ...NEUTRAL_LOAD, model: "oseDetailed", ...oseTierOutcome(input.speed, input.milesPerDay, oseDetailedTier(coinWeight)), coinWeight };
    },
    tierSpeeds: oseTierSpeeds,
    tierShare: oseTierLoad,
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
