/**
 * The chase check (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242): the rule in force gives the DC
 * from the quarry's hexes a round and the ability the ground calls for; the check is d20 + that
 * ability's modifier, at advantage or disadvantage (002:L236), and catches on a total ≥ DC. Pure.
 */
import { assertIntegerInRange } from "./errors";
import { MAX_SPEED, assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { ChaseGround } from "./ruleset/points/travel";
import { MAX_MODIFIER, assertOneOf } from "./resolution/validate";

export type { ChaseGround } from "./ruleset/points/travel";
export const CHASE_GROUNDS: readonly ChaseGround[] = Object.freeze(["flat", "uneven", "overland"] as const);

export interface ChaseInput {
  /** The quarry's hexes a round (its speed; VARIANTS.md D5: 30 ft ↔ 12 hexes). */
  readonly quarryHexes: number;
  readonly ground: ChaseGround;
}

export interface ChaseCheck {
  readonly dc: number;
  readonly ability: "str" | "dex" | "con";
}

/** The chase check in force, or null when no chase rule is (the helper refuses). */
export function chaseCheck(input: ChaseInput, ruleset: Ruleset): ChaseCheck | null {
  assertObject("input", input);
  assertIntegerInRange("quarryHexes", input.quarryHexes, 0, MAX_SPEED);
  assertOneOf("ground", input.ground, CHASE_GROUNDS);
  assertRuleset("ruleset", ruleset);
  const rule = ruleset.points.chase;
  if (!rule) return null;
  return { dc: rule.dc(input.quarryHexes), ability: rule.abilities[input.ground] };
}

/** Whether a chaser's total catches the quarry (002:L234: success catches it, failure lets it go). */
export function chaseCaught(total: number, dc: number): boolean {
  assertIntegerInRange("total", total, -MAX_MODIFIER, 2 * MAX_MODIFIER);
  assertIntegerInRange("dc", dc, -MAX_MODIFIER, 2 * MAX_MODIFIER);
  return total >= dc;
}
