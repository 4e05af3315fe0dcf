/**
 * Falling damage (VARIANTS.md §5.15, §13.3 row 34; 003:L238): a token whose elevation drops takes
 * the rule's dice, one per whole step of feet fallen (D8: a partial 10 ft does not count), at the
 * second the elevation drops. A token's elevation is in the scene's grid units; its feet come from
 * the scene scale (§13.1, ./scene-scale.ts): a length unit reads as that length, a unit that is not
 * one (e.g. "hex") reads one grid distance as the scene's 5 ft. Pure.
 */
import { assertObject } from "./bounds";
import { assertIntegerInRange, assertNonNegativeNumber } from "./errors";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import { DEFAULT_FEET_PER_HEX, MAX_FEET_PER_HEX, feetPerUnit } from "./scene-scale";

/** Largest drop read, in feet (a mile; a deeper fall deals what a mile deals). */
export const MAX_FALL_FEET = 5_280;

/** Feet in one unit of a token's elevation on a scene with this grid `distance` and `units`. */
export function feetPerElevationUnit(distance: unknown, units: unknown): number {
  const perUnit = feetPerUnit(units);
  if (perUnit !== null) return perUnit;
  // Not a length: one grid distance is one hex, read at the default 5 ft (§13.1).
  const d = typeof distance === "number" && Number.isFinite(distance) && distance > 0 ? distance : 1;
  return Math.min(MAX_FEET_PER_HEX, DEFAULT_FEET_PER_HEX / d);
}

export interface FallInput {
  /** Elevation before and after, in the scene's units (untrusted numbers: read, never refused). */
  readonly from: number;
  readonly to: number;
  /** The scene's grid distance and units. */
  readonly gridDistance: unknown;
  readonly gridUnits: unknown;
}

export interface Fall {
  /** Whole feet fallen (bounded by {@link MAX_FALL_FEET}). */
  readonly feet: number;
  readonly dice: number;
  readonly faces: number;
  /** The roll formula, e.g. "2d6". */
  readonly formula: string;
}

/**
 * The fall an elevation change is, or null: no falling rule in force, no drop, or a drop too short
 * for one die (no card for a step down).
 */
export function fallOf(input: FallInput, ruleset: Ruleset): Fall | null {
  assertObject("input", input);
  assertRuleset("ruleset", ruleset);
  const rule = ruleset.points.falling;
  if (!rule) return null;
  const { from, to } = input;
  if (typeof from !== "number" || typeof to !== "number" || !Number.isFinite(from) || !Number.isFinite(to) || to >= from) return null;
  const raw = (from - to) * feetPerElevationUnit(input.gridDistance, input.gridUnits);
  // A hair under a whole foot from unit conversion (1.5 m × 10/3) still counts as the whole foot.
  const feet = Math.min(MAX_FALL_FEET, Math.floor(raw + 1e-9));
  const dice = fallDice(feet, rule.feetPerDie);
  return dice === 0 ? null : { feet, dice, faces: rule.faces, formula: `${dice}d${rule.faces}` };
}

/** Dice for `feet` fallen: one per whole `feetPerDie` (D8: ⌊feet ÷ step⌋). */
export function fallDice(feet: number, feetPerDie: number): number {
  assertNonNegativeNumber("feet", feet);
  assertIntegerInRange("feetPerDie", feetPerDie, 1, MAX_FALL_FEET);
  return Math.floor(Math.min(feet, MAX_FALL_FEET) / feetPerDie);
}
