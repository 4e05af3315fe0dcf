/**
 * What the companion load models for characters share (VARIANTS.md rows 12, 25, 26; §4.2, §5.6,
 * §5.7): the checks of a character's load input, the neutral result, the bound on coins, the armour
 * classes and treasure judgements the sheet stores, and OSE's tier shares (which travel reads).
 * Each model's own arithmetic is in its rule module (modules/encumbrance/). Under these models a
 * character has no ER penalty steps (so no initiative, miles or activity part, and no persistent
 * encumbrance): the model gives the speed on optimal ground directly, and the ER core applies
 * terrain, conditions and the 4-3-3-2 split to it as usual. Creatures keep the ER groups in every
 * combination (§9.2). Pure.
 */
import { assertNonNegativeInteger, assertNonNegativeNumber } from "./errors";
import { MAX_MILES_PER_DAY, MAX_SPEED, MAX_WEIGHT_LB, assertAtMost, assertList, assertObject } from "./bounds";
import { assertOneOf } from "./resolution/validate";
import type { CharacterLoadInput, OseArmourChoice, OseArmourClass, OseTreasureJudgement } from "./ruleset/points/load-types";

export type { CharacterLoadInput, CharacterLoadResult, OseArmourChoice, OseArmourClass, OseTreasureJudgement, OseWeighedItem } from "./ruleset/points/load-types";

/** Largest coin count a character carries (a dragon's hoard is a treasure item, not a purse). */
export const MAX_COINS = 10_000_000;

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

/** Throws unless `speed` is a listed speed a load model reads. */
export function assertLoadSpeed(speed: unknown): asserts speed is number {
  assertNonNegativeInteger("speed", speed);
  assertAtMost("speed", speed, MAX_SPEED);
}

/** Decision (see {@link OSE_HEAVY_ARMOUR_MIN_LB}): the class of an armour item. */
export function oseArmourClassOf(choice: OseArmourChoice, weightLb: number): OseArmourClass {
  assertOneOf("choice", choice, OSE_ARMOUR_CHOICES);
  assertNonNegativeNumber("weightLb", weightLb);
  assertAtMost("weightLb", weightLb, MAX_WEIGHT_LB);
  if (choice !== "auto") return choice;
  if (weightLb === 0) return "none";
  return weightLb >= OSE_HEAVY_ARMOUR_MIN_LB ? "heavy" : "light";
}

export const OSE_TREASURE_JUDGEMENTS: readonly OseTreasureJudgement[] = Object.freeze(["auto", "significant", "none"] as const);

// ---------------------------------------------------------------------------------------------
// The model in force for a character
// ---------------------------------------------------------------------------------------------

/** Throws unless `input` is a character's load input (the core checks it before any model reads it). */
export function assertCharacterLoadInput(input: unknown): asserts input is CharacterLoadInput {
  assertObject("input", input);
  assertLoadSpeed(input["speed"]);
  assertNonNegativeInteger("milesPerDay", input["milesPerDay"]);
  assertAtMost("milesPerDay", input["milesPerDay"], MAX_MILES_PER_DAY);
  assertList("items", input["items"]);
  assertList("armourWorn", input["armourWorn"]);
}

/** Throws unless `coins` is a coin count a character may carry. */
export function assertCoinCount(name: string, coins: unknown): asserts coins is number {
  assertNonNegativeInteger(name, coins);
  assertAtMost(name, coins, MAX_COINS);
}

/** The fields of a load result that a model leaves at their neutral value. */
export const NEUTRAL_LOAD = Object.freeze({ loads: 0, loadsOver: 0, tier: null, coinWeight: 0, armourClass: null, significantTreasure: false, overloaded: false } as const);
