/**
 * Encumbrance models of the companion texts for characters (VARIANTS.md rows 12, 25, 26; §4.2,
 * §5.6, §5.7): the OSR hack's loads against STR, and Old-School Essentials' basic (armour and
 * treasure) and detailed (coin weight) encumbrance. Under these models a character has no ER
 * penalty steps (so no initiative, miles or activity part, and no persistent encumbrance): the
 * model gives the speed on optimal ground directly, and the ER core applies terrain, conditions and
 * the 4-3-3-2 split to it as usual. Creatures keep the ER groups in every combination (§9.2). Pure.
 */
import { RulesError, assertNonNegativeInteger, assertNonNegativeNumber } from "../errors";
import { MAX_CARRIED_LB, MAX_MILES_PER_DAY, MAX_QUANTITY, MAX_SPEED, MAX_WEIGHT_LB, assertAtMost, assertList, assertObject } from "../bounds";
import { WEIGHT_UNITS_PER_LB } from "../encumbrance";
import type { CharacterLoadInput, OseArmourChoice, OseArmourClass, OseTreasureJudgement, OseWeighedItem } from "./encumbrance-types";

export type { CharacterLoadInput, CharacterLoadResult, OseArmourChoice, OseArmourClass, OseTreasureJudgement, OseWeighedItem } from "./encumbrance-types";
import { MAX_ABILITY_SCORE, hexesFromFiveEFeet } from "./scale";

/** Largest coin count a character carries (a dragon's hoard is a treasure item, not a purse). */
export const MAX_COINS = 10_000_000;

/** Book (002:L154): 100 coins weigh a pound. */
export const OSR_COINS_PER_LB = 100;
/** Book (002:L154): 500 coins are one load. */
export const OSR_COINS_PER_LOAD = 500;
/**
 * Decision (VARIANTS.md §4.2, from 002:L154): one load is 5 lb for everything, not only coins
 * (500 coins ÷ 100 coins a pound); the loads carried are ⌈total lb ÷ 5⌉ of coins and items together.
 */
export const OSR_LB_PER_LOAD = OSR_COINS_PER_LOAD / OSR_COINS_PER_LB;
/** Book (002:L35): each load above STR costs 5′ of speed. */
export const OSR_FEET_PER_LOAD_OVER = 5;
/** Decision (VARIANTS.md D5, §4.2): 5′ in the 5e family is 2 ER hexes (× 0.4). */
export const OSR_HEXES_PER_LOAD_OVER = hexesFromFiveEFeet(OSR_FEET_PER_LOAD_OVER);

/** Book (003:L75): ten coins weigh a pound. */
export const OSE_COINS_PER_LB = 10;
/** Book (003:L94): the maximum load is 1,600 coins; more than this and the character cannot move. */
export const OSE_MAX_LOAD_COINS = 1600;
/** Book (003:L120): detailed encumbrance tiers, "up to" 400 / 600 / 800 / 1,600 coins (inclusive). */
export const OSE_DETAILED_TIER_COINS: readonly number[] = Object.freeze([400, 600, 800, 1600]);
/** Book (003:L114): miscellaneous adventuring gear "may be counted as 80 coins" (option `oseGearFlat80`). */
export const OSE_GEAR_FLAT_COINS = 80;
/**
 * Decision (VARIANTS.md §5.6): OSE's 120′ / 90′ / 60′ / 30′ become fractions of the ER speed,
 * 1 : ¾ : ½ : ¼, kept as quarters for exact arithmetic (tier 0 … 3).
 */
export const OSE_TIER_QUARTERS: readonly number[] = Object.freeze([4, 3, 2, 1]);

export const OSE_ARMOUR_CLASSES: readonly OseArmourClass[] = Object.freeze(["none", "light", "heavy"] as const);
export const OSE_ARMOUR_CHOICES: readonly OseArmourChoice[] = Object.freeze(["auto", "none", "light", "heavy"] as const);
/**
 * Decision (armour class "auto"): an armour item left on "auto" is classed by its weight
 * per piece, against OSE's own armour (003 equipment: leather 200 coins = 20 lb is light; chain
 * 400 = 40 lb and plate 500 = 50 lb are heavy): 0 lb is none, under 30 lb light, 30 lb or more heavy.
 */
export const OSE_HEAVY_ARMOUR_MIN_LB = 30;

function assertChoice<T extends string>(name: string, value: unknown, choices: readonly T[]): asserts value is T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
    throw new RulesError("INVALID_ARGUMENT", name, value, `expected one of ${choices.join(", ")}`);
  }
}
function assertSpeed(speed: unknown): asserts speed is number {
  assertNonNegativeInteger("speed", speed);
  assertAtMost("speed", speed, MAX_SPEED);
}
function assertCoins(name: string, coins: unknown): asserts coins is number {
  assertNonNegativeInteger(name, coins);
  assertAtMost(name, coins, MAX_COINS);
}
function assertLb(name: string, lb: unknown): asserts lb is number {
  assertNonNegativeNumber(name, lb);
  assertAtMost(name, lb, MAX_CARRIED_LB);
}
/** Weights in 1/1000 lb (the ER encumbrance resolution), so that thresholds compare exactly. */
function units(lb: number): number {
  return Math.round(lb * WEIGHT_UNITS_PER_LB);
}

// ---------------------------------------------------------------------------------------------
// OSR loads against STR (002, row 12)
// ---------------------------------------------------------------------------------------------

/**
 * Decision (VARIANTS.md §4.2, G2-4): the loads a character carries, from its coins (100 a pound)
 * and the weight of its items in lb: ⌈(coins ÷ 100 + lb) ÷ 5⌉, coins and items together.
 */
export function osrLoadsCarried(coins: number, itemsLb: number): number {
  assertCoins("coins", coins);
  assertLb("itemsLb", itemsLb);
  const total = coins * (WEIGHT_UNITS_PER_LB / OSR_COINS_PER_LB) + units(itemsLb);
  const perLoad = OSR_LB_PER_LOAD * WEIGHT_UNITS_PER_LB;
  return Math.ceil(total / perLoad);
}

export interface OsrLoadResult {
  /** Loads carried above STR (0 within capacity). */
  readonly over: number;
  /** Hexes per round on optimal ground after the loads. */
  readonly speed: number;
  /** Above STR: disadvantage on all checks (002:L35), shown as the "overloaded" badge. */
  readonly overloaded: boolean;
  /** The loads brought the speed to 0: "completely encumbered" (002:L35). */
  readonly immobile: boolean;
}

/**
 * Book (002:L35) with Decision D5: each load above the STR score costs 2 hexes (5′), never below 0;
 * a character the loads bring to 0 cannot move (G2-3, G2-3b).
 */
export function osrSpeedAfterLoads(speed: number, str: number, loads: number): OsrLoadResult {
  assertSpeed(speed);
  assertNonNegativeInteger("str", str);
  assertAtMost("str", str, MAX_ABILITY_SCORE);
  assertNonNegativeInteger("loads", loads);
  assertAtMost("loads", loads, MAX_CARRIED_LB);
  const over = Math.max(0, loads - str);
  const after = Math.max(0, speed - OSR_HEXES_PER_LOAD_OVER * over);
  return { over, speed: after, overloaded: over > 0, immobile: over > 0 && after === 0 };
}

// ---------------------------------------------------------------------------------------------
// OSE basic and detailed (003, rows 25, 26)
// ---------------------------------------------------------------------------------------------

/** Decision (see {@link OSE_HEAVY_ARMOUR_MIN_LB}): the class of an armour item. */
export function oseArmourClassOf(choice: OseArmourChoice, weightLb: number): OseArmourClass {
  assertChoice("choice", choice, OSE_ARMOUR_CHOICES);
  assertNonNegativeNumber("weightLb", weightLb);
  assertAtMost("weightLb", weightLb, MAX_WEIGHT_LB);
  if (choice !== "auto") return choice;
  if (weightLb === 0) return "none";
  return weightLb >= OSE_HEAVY_ARMOUR_MIN_LB ? "heavy" : "light";
}

/** Decision (VARIANTS.md §5.6): the heaviest armour worn sets the class; none worn is "none". */
export function heaviestArmourClass(classes: readonly OseArmourClass[]): OseArmourClass {
  assertList("classes", classes);
  let best = 0;
  classes.forEach((c, i) => {
    assertChoice(`classes[${i}]`, c, OSE_ARMOUR_CLASSES);
    best = Math.max(best, OSE_ARMOUR_CLASSES.indexOf(c));
  });
  return OSE_ARMOUR_CLASSES[best]!;
}

export const OSE_TREASURE_JUDGEMENTS: readonly OseTreasureJudgement[] = Object.freeze(["auto", "significant", "none"] as const);

export interface OseTierResult {
  /** 0 … 3: 120′, 90′, 60′, 30′ (the speed is {@link OSE_TIER_QUARTERS}[tier] quarters of ER's). */
  readonly tier: number;
  /** Over the 1,600-coin maximum load: cannot move (003:L94). */
  readonly immobile: boolean;
}

/**
 * Book (003:L106–108) with Decision (VARIANTS.md §5.6): basic encumbrance. The tier is
 * the armour class (none 0, light 1, heavy 2) plus one when the treasure carried is significant.
 * The text leaves that to the referee: the GM's judgement for the character wins ("significant" or
 * "none"); on "auto" the treasure is significant from `significantCoins` on (the world threshold,
 * default 800). Only treasure counts towards the 1,600-coin maximum (003:L102).
 */
export function oseBasicTier(armour: OseArmourClass, treasureCoins: number, significantCoins: number, judgement: OseTreasureJudgement = "auto"): OseTierResult & { significant: boolean } {
  assertChoice("armour", armour, OSE_ARMOUR_CLASSES);
  // Coins of weight: a gem is one coin, a scroll one, a jewel ten (003:L98); 0.1 lb is one coin.
  assertNonNegativeNumber("treasureCoins", treasureCoins);
  assertAtMost("treasureCoins", treasureCoins, MAX_COINS + MAX_CARRIED_LB * OSE_COINS_PER_LB);
  assertCoins("significantCoins", significantCoins);
  assertChoice("judgement", judgement, OSE_TREASURE_JUDGEMENTS);
  const significant = judgement === "auto" ? treasureCoins >= significantCoins : judgement === "significant";
  return { tier: OSE_ARMOUR_CLASSES.indexOf(armour) + (significant ? 1 : 0), immobile: treasureCoins > OSE_MAX_LOAD_COINS, significant };
}

/**
 * Book (003:L94–L98, L102): the treasure carried, in coins of weight: the coins and every item
 * marked treasure at its weight (10 coins a lb: a jewel of 0.1… a staff of 4 lb is 40 coins). The
 * rest of the gear is not weighed under OSE basic (L104).
 */
export function oseTreasureCoins(coins: number, items: readonly OseWeighedItem[]): number {
  assertCoins("coins", coins);
  assertList("items", items);
  let weighed = 0;
  items.forEach((item, i) => {
    assertObject(`items[${i}]`, item);
    if (item.kind !== "treasure") return;
    assertNonNegativeNumber(`items[${i}].weight`, item.weight);
    assertAtMost(`items[${i}].weight`, item.weight, MAX_WEIGHT_LB);
    assertNonNegativeInteger(`items[${i}].quantity`, item.quantity);
    assertAtMost(`items[${i}].quantity`, item.quantity, MAX_QUANTITY);
    weighed += units(item.weight) * item.quantity;
    if (weighed > MAX_CARRIED_LB * WEIGHT_UNITS_PER_LB) throw new RulesError("OUT_OF_RANGE", "items", weighed / WEIGHT_UNITS_PER_LB, `expected at most ${MAX_CARRIED_LB} lb in all`);
  });
  return coins + weighed / (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
}

/**
 * Book (003:L75, L112–116) with Decision (VARIANTS.md §5.7): the weight carried in coins (may be
 * fractional: 0.1 lb is one coin): coins + 10 × the lb of weapons and armour + gear at its real
 * weight, or, with `gearFlat80`, a flat 80 coins when any gear is carried (none when none is).
 */
export function oseDetailedCoinWeight(coins: number, items: readonly OseWeighedItem[], gearFlat80: boolean): number {
  assertCoins("coins", coins);
  assertList("items", items);
  if (typeof gearFlat80 !== "boolean") throw new RulesError("INVALID_ARGUMENT", "gearFlat80", gearFlat80, "expected a boolean");
  // In 1/1000 lb: a coin is 100 units.
  let total = coins * (WEIGHT_UNITS_PER_LB / OSE_COINS_PER_LB);
  let gear = false;
  items.forEach((item, i) => {
    assertObject(`items[${i}]`, item);
    assertChoice(`items[${i}].kind`, item.kind, ["weapon", "armour", "gear", "treasure"] as const);
    assertNonNegativeNumber(`items[${i}].weight`, item.weight);
    assertAtMost(`items[${i}].weight`, item.weight, MAX_WEIGHT_LB);
    assertNonNegativeInteger(`items[${i}].quantity`, item.quantity);
    assertAtMost(`items[${i}].quantity`, item.quantity, MAX_QUANTITY);
    if (item.quantity === 0) return;
    if (item.kind === "gear" && gearFlat80) gear = true;
    else total += units(item.weight) * item.quantity;
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

/**
 * Decision (VARIANTS.md §5.6 and D8, GO-10c): a value (hexes per round, miles a day) at an OSE tier
 * is its ¾, ½ or ¼, rounded down: speed 11 gives 11, 8, 5, 2.
 */
export function oseFractionOf(value: number, tier: number): number {
  assertNonNegativeInteger("value", value);
  assertAtMost("value", value, MAX_MILES_PER_DAY);
  assertNonNegativeInteger("tier", tier);
  if (tier >= OSE_TIER_QUARTERS.length) throw new RulesError("OUT_OF_RANGE", "tier", tier, `expected a tier 0–${OSE_TIER_QUARTERS.length - 1}`);
  return Math.floor((value * OSE_TIER_QUARTERS[tier]!) / 4);
}

// ---------------------------------------------------------------------------------------------
// The model in force for a character
// ---------------------------------------------------------------------------------------------

function assertLoadInput(input: unknown): asserts input is CharacterLoadInput {
  assertObject("input", input);
  assertSpeed(input["speed"]);
  assertNonNegativeInteger("milesPerDay", input["milesPerDay"]);
  assertAtMost("milesPerDay", input["milesPerDay"], MAX_MILES_PER_DAY);
  assertList("items", input["items"]);
  assertList("armourWorn", input["armourWorn"]);
}

/** Throws unless `input` is a character's load input (the core checks it before any model reads it). */
export function assertCharacterLoadInput(input: unknown): asserts input is CharacterLoadInput {
  assertLoadInput(input);
}

/** Throws unless `coins` is a coin count a character may carry. */
export function assertCoinCount(name: string, coins: unknown): asserts coins is number {
  assertCoins(name, coins);
}

/** The fields of a load result that a model leaves at their neutral value. */
export const NEUTRAL_LOAD = Object.freeze({ loads: 0, loadsOver: 0, tier: null, coinWeight: 0, armourClass: null, significantTreasure: false, overloaded: false } as const);
