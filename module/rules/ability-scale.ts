/**
 * Scales shared by the variants (VARIANTS.md D5, D10): ability modifiers, and companion speeds in
 * feet as ER hexes per round. Pure.
 */
import { RulesError, assertInteger, assertNonNegativeInteger } from "./errors";
import { assertAtMost } from "./bounds";

/** Largest ability score the variants accept (a giant's STR in the companion texts stays far below). */
export const MAX_ABILITY_SCORE = 100;

/** Decision (VARIANTS.md D10, 001:L25): an ability modifier is ⌊(score − 10) / 2⌋, for every variant. */
export function abilityModifier(score: number): number {
  assertInteger("score", score);
  if (score < 0 || score > MAX_ABILITY_SCORE) throw new RulesError("OUT_OF_RANGE", "score", score, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
  return Math.floor((score - 10) / 2);
}

/**
 * Decision (003:L810 "modified by DEX (see Ability Scores)", read as OSE's own ability table; it
 * replaces VARIANTS.md §5.3's default of D10): the OSE individual-initiative adjustment of a DEX
 * score: 3 → −2, 4–8 → −1, 9–12 → 0, 13–17 → +1, 18 → +2. Scores beyond OSE's 3–18 take the end
 * of the table (below 3 as 3, above 18 as 18).
 */
export function oseDexInitiativeAdjustment(dex: number): number {
  assertInteger("dex", dex);
  if (dex < 0 || dex > MAX_ABILITY_SCORE) throw new RulesError("OUT_OF_RANGE", "dex", dex, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
  if (dex <= 3) return -2;
  if (dex <= 8) return -1;
  if (dex <= 12) return 0;
  if (dex <= 17) return 1;
  return 2;
}

/** Largest companion speed in feet a scale converts. */
export const MAX_SPEED_FEET = 10_000;

/**
 * Decision (VARIANTS.md D5, 5e family: 002, A5E): 30 ft a round is the ER reference walker's 12
 * hexes, so hexes = feet × 0.4, rounded down (D8: to the creature's disadvantage).
 */
export function hexesFromFiveEFeet(feet: number): number {
  assertNonNegativeInteger("feet", feet); assertAtMost("feet", feet, MAX_SPEED_FEET);
  return Math.floor((feet * 2) / 5);
}

/** Decision (VARIANTS.md D5, OSE): a base 120′ is 12 hexes, so hexes = feet ÷ 10, rounded down (D8). */
export function hexesFromOseFeet(feet: number): number {
  assertNonNegativeInteger("feet", feet); assertAtMost("feet", feet, MAX_SPEED_FEET);
  return Math.floor(feet / 10);
}
