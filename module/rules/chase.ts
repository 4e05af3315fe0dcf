/**
 * The chase check (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242): the rule in force gives the DC
 * from the quarry's hexes a round and the ability the ground calls for; the check is d20 + that
 * ability's modifier, at advantage or disadvantage (002:L236), and catches on a total ≥ DC. Pure.
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { MAX_SPEED, assertObject } from "./bounds";
import { MAX_ABILITY_SCORE, abilityModifier } from "./ability-scale";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { ChaseGround } from "./ruleset/points/travel";
import { MAX_MODIFIER, assertBoolean, assertOneOf } from "./resolution/validate";

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

/** One chaser's roll: the check in force, its ability modifier and the d20 formula. */
export interface ChaseRoll extends ChaseCheck {
  readonly modifier: number;
  /** "1d20", "2d20kh" (advantage) or "2d20kl" (disadvantage), before the modifier. */
  readonly dice: "1d20" | "2d20kh" | "2d20kl";
}

export interface ChaserInput extends ChaseInput {
  /** The chaser's STR, DEX and CON scores. */
  readonly scores: { readonly str: number; readonly dex: number; readonly con: number };
  /** 002:L236: at advantage from a better position; at disadvantage when the quarry can break line of sight. */
  readonly advantage: boolean;
  readonly disadvantage: boolean;
}

/**
 * A chaser's roll, or null with no chase rule in force. Decision (as RESOLUTION.md RS-2 for every
 * OSR check): advantage and disadvantage together cancel to one d20.
 */
export function chaseRoll(input: ChaserInput, ruleset: Ruleset): ChaseRoll | null {
  const check = chaseCheck(input, ruleset);
  if (!check) return null;
  assertObject("scores", input.scores);
  for (const k of ["str", "dex", "con"] as const) assertIntegerInRange(`scores.${k}`, input.scores[k], 0, MAX_ABILITY_SCORE);
  assertBoolean("advantage", input.advantage);
  assertBoolean("disadvantage", input.disadvantage);
  const dice = input.advantage === input.disadvantage ? "1d20" : input.advantage ? "2d20kh" : "2d20kl";
  return { ...check, modifier: abilityModifier(input.scores[check.ability]), dice };
}

/**
 * 002:L234: "the PC with the worst relevant modifier rolls for the party to arrive as a group": the
 * index of the lowest modifier (the first of equals), or −1 for no chasers.
 */
export function chaseGroupRoller(modifiers: readonly number[]): number {
  if (!Array.isArray(modifiers)) throw new RulesError("INVALID_ARGUMENT", "modifiers", modifiers, "expected a list of modifiers");
  let worst = -1;
  modifiers.forEach((m, i) => {
    assertIntegerInRange(`modifiers[${i}]`, m, -MAX_MODIFIER, MAX_MODIFIER);
    if (worst < 0 || m < modifiers[worst]!) worst = i;
  });
  return worst;
}
