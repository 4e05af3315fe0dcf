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
