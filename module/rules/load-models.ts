/**
 * What the companion load models for characters share (VARIANTS.md rows 12, 25, 26; §4.2, §5.6,
 * §5.7): the checks of a character's load input, the neutral result, the bound on coins, the armour
 * classes and treasure judgements the sheet stores (the stored fields' choices), and the share a
 * tier of the model in force leaves (which travel reads).
 * Each model's own arithmetic is in its rule module (modules/encumbrance/). Under these models a
 * character has no ER penalty steps (so no initiative, miles or activity part, and no persistent
 * encumbrance): the model gives the speed on optimal ground directly, and the ER core applies
 * terrain, conditions and the 4-3-3-2 split to it as usual. Creatures keep the ER groups in every
 * combination (§9.2). Pure.
 */
import { RulesError, assertNonNegativeInteger } from "./errors";
import { MAX_MILES_PER_DAY, MAX_SPEED, assertAtMost, assertList, assertObject } from "./bounds";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { CharacterLoadInput, OseArmourChoice, OseArmourClass, OseTreasureJudgement } from "./ruleset/points/load-types";
import type { TravelFraction } from "./ruleset/points/travel-types";

export type { ArmourWornInput, CharacterLoadInput, CharacterLoadResult, OseArmourChoice, OseArmourClass, OseTreasureJudgement, OseWeighedItem } from "./ruleset/points/load-types";

/** Largest coin count a character carries (a dragon's hoard is a treasure item, not a purse). */
export const MAX_COINS = 10_000_000;

export const OSE_ARMOUR_CLASSES: readonly OseArmourClass[] = Object.freeze(["none", "light", "heavy"] as const);

export const OSE_ARMOUR_CHOICES: readonly OseArmourChoice[] = Object.freeze(["auto", "none", "light", "heavy"] as const);

/** Throws unless `speed` is a listed speed a load model reads. */
export function assertLoadSpeed(speed: unknown): asserts speed is number {
  assertNonNegativeInteger("speed", speed);
  assertAtMost("speed", speed, MAX_SPEED);
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

/**
 * The exact share of the unloaded speed and miles that `tier` of the load model in force leaves
 * (VARIANTS.md §5.6: travel reads it instead of a rounded speed). RulesError when the model has no tiers.
 */
export function loadTierShare(tier: number, ruleset: Ruleset): TravelFraction {
  const share = ruleset.points.loadModel?.tierShare ?? null;
  if (share === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", ruleset.modules, "expected a load model with tiers in force");
  return share(tier);
}

/** The fields of a load result that a model leaves at their neutral value. */
export const NEUTRAL_LOAD = Object.freeze({ loads: 0, loadsOver: 0, tier: null, coinWeight: 0, armourClass: null, significantTreasure: false, overloaded: false } as const);
