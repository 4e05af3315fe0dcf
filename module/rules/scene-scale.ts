/**
 * The scene's scale in feet per hex (VARIANTS.md §13.1 "Scene scale"): rules that read feet (OSR
 * close range, OSE range bands) take the scene's grid distance in its units. A grid whose units
 * are not a length (core's "hex", a blank, a typo) reads as the system's default of 5 ft per hex,
 * as in dnd5e and OSE. Movement in hexes never reads this. Pure; a scene's values are untrusted,
 * so every input gives an answer rather than an error.
 */
import { RulesError, assertIntegerInRange, assertNonNegativeNumber } from "./errors";
import { MAX_SPEED } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";

/** The system's default scale (system.json `grid`: 5 ft per hex). */
export const DEFAULT_FEET_PER_HEX = 5;
/** Largest scale read from a scene: 100 miles a hex (larger is clamped). */
export const MAX_FEET_PER_HEX = 528_000;

/**
 * Feet in one unit of each length a GM may type as the grid's units, lower case. Decision: a metre
 * is 10/3 ft, the tabletop convention that makes a 1.5 m hex the same as a 5 ft one (exact
 * conversion would put a 1.5 m hex at 4.92 ft and move range edges by a hex on long shots).
 */
const FEET_PER_UNIT: Readonly<Record<string, number>> = Object.freeze({
  ft: 1, feet: 1, foot: 1, "'": 1, "′": 1,
  in: 1 / 12, inch: 1 / 12, inches: 1 / 12, '"': 1 / 12, "″": 1 / 12,
  yd: 3, yds: 3, yard: 3, yards: 3,
  mi: 5280, mile: 5280, miles: 5280,
  m: 10 / 3, meter: 10 / 3, meters: 10 / 3, metre: 10 / 3, metres: 10 / 3,
  km: 10_000 / 3, kilometer: 10_000 / 3, kilometers: 10_000 / 3, kilometre: 10_000 / 3, kilometres: 10_000 / 3,
});

/** How a scene's grid reads in feet: `length` false when its units or distance could not be read. */
export interface SceneScale {
  readonly feetPerHex: number;
  readonly length: boolean;
}

/** Feet in one of `units` ("ft", "Feet", "m.", …), or null when the units are not a length. */
export function feetPerUnit(units: unknown): number | null {
  if (typeof units !== "string" || units.length > 40) return null;
  const key = units.trim().toLowerCase().replace(/\.$/, "");
  return Object.prototype.hasOwnProperty.call(FEET_PER_UNIT, key) ? FEET_PER_UNIT[key]! : null;
}

/**
 * The scene's feet per hex from its grid `distance` and `units`. Not a length, or a distance that
 * is not a positive number: 5 ft with `length: false` (the Scene config says so).
 */
export function sceneScale(distance: unknown, units: unknown): SceneScale {
  const perUnit = feetPerUnit(units);
  if (perUnit === null || typeof distance !== "number" || !Number.isFinite(distance) || distance <= 0) return { feetPerHex: DEFAULT_FEET_PER_HEX, length: false };
  return { feetPerHex: Math.min(MAX_FEET_PER_HEX, distance * perUnit), length: true };
}

/**
 * D6 amended (VARIANTS.md §13.1; 003:L401–L403): a scene flagged *wilderness* reads OSE ranges and
 * movement rates in yards, not feet: ×3. The hex keeps its size; areas stay in feet. The OSE attack
 * model reads it (a range typed in feet on an item counts as yards there).
 */
export const WILDERNESS_YARDS_FACTOR = 3;
/** Largest range read, in feet (beyond any map; keeps ×3 an exact whole number). */
export const MAX_RANGE_FEET = 1_000_000_000;

/** A range typed in feet, as it reads on a scene flagged wilderness (×3) or not. */
export function wildernessRange(feet: number, wilderness: boolean): number {
  assertNonNegativeNumber("feet", feet);
  if (feet > MAX_RANGE_FEET) throw new RulesError("OUT_OF_RANGE", "feet", feet, `expected at most ${MAX_RANGE_FEET}`);
  if (typeof wilderness !== "boolean") throw new RulesError("INVALID_ARGUMENT", "wilderness", wilderness, "expected a boolean");
  return wilderness ? feet * WILDERNESS_YARDS_FACTOR : feet;
}

/**
 * A mover's hexes a round on a scene flagged wilderness or not (D6 amended: OSE movement rates in
 * yards, ×3 under the rule in force), held at the largest speed read. Not wilderness, or no such
 * rule in force: the speed as it is. `wilderness` is the scene's stored flag: only `true` counts.
 */
export function wildernessSpeed(speed: number, wilderness: unknown, ruleset: Ruleset): number {
  assertIntegerInRange("speed", speed, 0, MAX_SPEED);
  assertRuleset("ruleset", ruleset);
  const factor = ruleset.points.wildernessMovement;
  return wilderness === true && factor !== null ? Math.min(MAX_SPEED, speed * factor) : speed;
}
