/** OSE basic encumbrance (VARIANTS.md row 25, §5.5; 003:L90): armour and significant treasure set the tier. */
import { RulesError, assertNonNegativeInteger, assertNonNegativeNumber } from "../../errors";
import { MAX_CARRIED_LB, MAX_QUANTITY, MAX_WEIGHT_LB, assertAtMost, assertList, assertObject } from "../../bounds";
import { WEIGHT_UNITS_PER_LB } from "../../encumbrance";
import { MAX_COINS, NEUTRAL_LOAD, OSE_ARMOUR_CHOICES, OSE_ARMOUR_CLASSES, OSE_TREASURE_JUDGEMENTS, assertCoinCount, type ArmourWornInput, type OseArmourChoice, type OseArmourClass, type OseTreasureJudgement, type OseWeighedItem } from "../../load-models";
import { assertOneOf } from "../../resolution/validate";
import { int, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { LoadModel } from "../../ruleset/points/load";
import { oseTierOutcome, weightUnits } from "./weigh";
import { OSE_COINS_PER_LB, OSE_MAX_LOAD_COINS, OSE_SHEET_MAX_COINS, oseTierLoad, oseTierSpeeds, type OseTierResult } from "./ose-tiers";

/**
 * Decision (armour class "auto"): an armour item left on "auto" is classed by its weight
 * per piece, against OSE's own armour (003 equipment: leather 200 coins = 20 lb is light; chain
 * 400 = 40 lb and plate 500 = 50 lb are heavy): 0 lb is none, under 30 lb light, 30 lb or more heavy.
 */
export const OSE_HEAVY_ARMOUR_MIN_LB = 30;

/** Decision (see {@link OSE_HEAVY_ARMOUR_MIN_LB}): the class of an armour item. */
export function oseArmourClassOf(choice: OseArmourChoice, weightLb: number): OseArmourClass {
  assertOneOf("choice", choice, OSE_ARMOUR_CHOICES);
  assertNonNegativeNumber("weightLb", weightLb);
  assertAtMost("weightLb", weightLb, MAX_WEIGHT_LB);
  if (choice !== "auto") return choice;
  if (weightLb === 0) return "none";
  return weightLb >= OSE_HEAVY_ARMOUR_MIN_LB ? "heavy" : "light";
}

/** Each armour worn, classed (its stored choice, or "auto" by its weight). */
function wornClasses(worn: readonly ArmourWornInput[]): OseArmourClass[] {
  return worn.map((a, i) => {
    assertObject(`armourWorn[${i}]`, a);
    return oseArmourClassOf(a.choice, a.weight);
  });
}

/** Decision (VARIANTS.md §5.6): the heaviest armour worn sets the class; none worn is "none". */
export function heaviestArmourClass(classes: readonly OseArmourClass[]): OseArmourClass {
  assertList("classes", classes);
  let best = 0;
  classes.forEach((c, i) => {
    assertOneOf(`classes[${i}]`, c, OSE_ARMOUR_CLASSES);
    best = Math.max(best, OSE_ARMOUR_CLASSES.indexOf(c));
  });
  return OSE_ARMOUR_CLASSES[best]!;
}

/**
 * Book (003:L106–108) with Decision (VARIANTS.md §5.6): basic encumbrance. The tier is
 * the armour class (none 0, light 1, heavy 2) plus one when the treasure carried is significant.
 * The text leaves that to the referee: the GM's judgement for the character wins ("significant" or
 * "none"); on "auto" the treasure is significant from `significantCoins` on (the world threshold,
 * default 800). Only treasure counts towards the 1,600-coin maximum (003:L102).
 */
export function oseBasicTier(armour: OseArmourClass, treasureCoins: number, significantCoins: number, judgement: OseTreasureJudgement = "auto"): OseTierResult & { significant: boolean } {
  assertOneOf("armour", armour, OSE_ARMOUR_CLASSES);
  // Coins of weight: a gem is one coin, a scroll one, a jewel ten (003:L98); 0.1 lb is one coin.
  assertNonNegativeNumber("treasureCoins", treasureCoins);
  assertAtMost("treasureCoins", treasureCoins, MAX_COINS + MAX_CARRIED_LB * OSE_COINS_PER_LB);
  assertCoinCount("significantCoins", significantCoins);
  assertOneOf("judgement", judgement, OSE_TREASURE_JUDGEMENTS);
  const significant = judgement === "auto" ? treasureCoins >= significantCoins : judgement === "significant";
  return { tier: OSE_ARMOUR_CLASSES.indexOf(armour) + (significant ? 1 : 0), immobile: treasureCoins > OSE_MAX_LOAD_COINS, significant };
}

/**
 * Book (003:L94–L98, L102): the treasure carried, in coins of weight: the coins and every item
 * marked treasure at its weight (10 coins a lb: a jewel of 0.1… a staff of 4 lb is 40 coins). The
 * rest of the gear is not weighed under OSE basic (L104).
 */
export function oseTreasureCoins(coins: number, items: readonly OseWeighedItem[]): number {
  assertCoinCount("coins", coins);
  assertList("items", items);
  let weighed = 0;
  items.forEach((item, i) => {
    assertObject(`items[${i}]`, item);
    if (item.kind !== "treasure") return;
    assertNonNegativeNumber(`items[${i}].weight`, item.weight);
    assertAtMost(`items[${i}].weight`, item.weight, MAX_WEIGHT_LB);
    assertNonNegativeInteger(`items[${i}].quantity`, item.quantity);
    assertAtMost(`items[${i}].quantity`, item.quantity, MAX_QUANTITY);
    weighed += weightUnits(item.weight) * item.quantity;
    if (weighed > MAX_CARRIED_LB * WEIGHT_UNITS_PER_LB) throw new RulesError("OUT_OF_RANGE", "items", weighed / WEIGHT_UNITS_PER_LB, `expected at most ${MAX_CARRIED_LB} lb in all`);
  });
  return coins + weighed / (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
}

/** Decision (VARIANTS.md §9.1, 003:L94): treasure of 800 coins or more is "significant". */
export const OSE_SIGNIFICANT_TREASURE_COINS = 800;
/** The largest significant-treasure threshold the form accepts. */
export const MAX_SIGNIFICANT_TREASURE_COINS = 1_000_000;

/** Book (003:L106–108): the heaviest armour worn plus significant treasure; `significantCoins` is the world threshold. */
function oseBasicModel(significantCoins: number): LoadModel {
  return {
    id: "oseBasic",
    characterLoad(input) {
      const armourClass = heaviestArmourClass(wornClasses(input.armourWorn));
      // 003:L94–L102: every kind of treasure counts (coins, and the items marked treasure).
      const treasure = oseTreasureCoins(input.coins, input.items);
      const t = oseBasicTier(armourClass, treasure, significantCoins, input.treasure ?? "auto");
      return { ...NEUTRAL_LOAD, model: "oseBasic", ...oseTierOutcome(input.speed, input.milesPerDay, t), coinWeight: treasure, armourClass, significantTreasure: t.significant };
    },
    tierSpeeds: oseTierSpeeds,
    tierShare: oseTierLoad,
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
