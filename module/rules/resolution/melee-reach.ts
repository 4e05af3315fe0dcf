/**
 * How far a melee attack reaches (RESOLUTION.md R2; VARIANTS.md D6). Book and every model without a
 * reach of its own: the same or an adjacent hex, at any feet per hex (a hex is the map's smallest
 * distance). The OSR hack: "A melee attack must be within 5-10′ (close range)" (002:L65), so a
 * target within the model's reach in feet (hexes × the scene's feet per hex) is reached too. Pure.
 */
import { RulesError, assertIntegerInRange, assertPositiveNumber } from "../errors";
import { MAX_ROLL_TOTAL } from "./validate";

/** The hexes every melee attack reaches: the same hex (0) or an adjacent one (1). */
export const ADJACENT_HEXES = 1;

/**
 * Whether a melee attack reaches a target `distanceHexes` away on a scene of `feetPerHex`: adjacent
 * always; farther only within `reachFeet` (the model's reach, null: adjacency only). A distance not
 * measured (null: no token, or the GM's override) is reached.
 */
export function meleeReaches(distanceHexes: number | null, feetPerHex: number, reachFeet: number | null): boolean {
  if (distanceHexes !== null) assertIntegerInRange("distanceHexes", distanceHexes, 0, MAX_ROLL_TOTAL);
  assertPositiveNumber("feetPerHex", feetPerHex);
  if (reachFeet !== null) {
    assertPositiveNumber("reachFeet", reachFeet);
    if (reachFeet > MAX_ROLL_TOTAL) throw new RulesError("OUT_OF_RANGE", "reachFeet", reachFeet, `expected at most ${MAX_ROLL_TOTAL} feet`);
  }
  if (distanceHexes === null || distanceHexes <= ADJACENT_HEXES) return true;
  return reachFeet !== null && distanceHexes * feetPerHex <= reachFeet;
}
