/**
 * OSE's attack matrix and hit test (RESOLUTION.md §4.3 RO-1, RO-2, R3; 003:L928–L944, L1099–L1145).
 * Pure arithmetic: the attack bonus of a fighter, THAC0, the roll the matrix asks for, and the hit
 * test in matrix and ascending form. Every defence here is ascending (AAC, R3).
 */
import { RulesError, assertInteger, assertIntegerInRange } from "../../errors";
import type { Fighter } from "../../resolution/types";

/** Book (003:L1099, L1108): THAC0 is 19 − the attack bonus; AC 0 is AAC 19. */
export const OSE_THAC0_BASE = 19;

/** Book (003:L1106–L1123): the matrix never asks for more than 20 nor less than 2. */
export const OSE_MATRIX_FLOOR = 2;
export const OSE_MATRIX_CAP = 20;

/** Book (003:L1083, L1108): normal humans attack on the NH row, 20 [−1]. */
export const OSE_NORMAL_HUMAN_ATTACK_BONUS = -1;

/** Largest hit-dice count the matrix reads (far past its last row, 21+). */
export const MAX_OSE_HIT_DICE = 1000;

/**
 * Book (003:L1109–L1123): the matrix rows by hit dice, as [largest HD of the row, attack bonus].
 * "Up to 1" → [+0]; "1+ to 2" → [+1] … "19+ to 21" → [+13]; beyond → [+14].
 */
const HD_ROWS: readonly (readonly [number, number])[] = Object.freeze([
  [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6], [9, 7], [11, 8], [13, 9], [15, 10], [17, 11], [19, 12], [21, 13],
] as const);
const HD_LAST_ROW_BONUS = 14;

/**
 * Book (003:L1108–L1123, L1143): the attack bonus of a monster's hit dice. Dice with a hit-point
 * bonus ("2+1") attack "as if they were 1 HD higher", which is also what the rows' "n+ to m"
 * headings say: 2+1 reads the "2+ to 3" row, 8+1 the "7+ to 9" row (not the row after 8's).
 */
export function oseAttackBonusFromHitDice(hitDice: { readonly dice: number; readonly plus: number }): number {
  assertIntegerInRange("hitDice.dice", hitDice.dice, 0, MAX_OSE_HIT_DICE);
  assertInteger("hitDice.plus", hitDice.plus);
  const effective = hitDice.dice + (hitDice.plus > 0 ? 1 : 0);
  for (const [upTo, bonus] of HD_ROWS) if (effective <= upTo) return bonus;
  return HD_LAST_ROW_BONUS;
}

/**
 * Decision (RESOLUTION.md RO-1): a typed `attackBonus` wins; a creature with none attacks on its
 * hit-dice row (003:L1125); a character with none attacks on the normal-human row (003:L1083: the
 * class tables are not in the text, so an untyped character is "less than 1 Hit Die" until the GM
 * types the class's bonus, like the saves of RO-8).
 */
export function oseAttackBonus(fighter: Pick<Fighter, "kind" | "attackBonus" | "hitDice">): number {
  if (fighter.attackBonus !== null) {
    assertInteger("attackBonus", fighter.attackBonus);
    return fighter.attackBonus;
  }
  return fighter.kind === "creature" ? oseAttackBonusFromHitDice(fighter.hitDice) : OSE_NORMAL_HUMAN_ATTACK_BONUS;
}

/** Book (003:L1099): THAC0 = 19 − attack bonus. */
export function oseThac0(attackBonus: number): number {
  assertInteger("attackBonus", attackBonus);
  return OSE_THAC0_BASE - attackBonus;
}

/** Book (R3; 003:L1109 "19 [0]" hits AC 0 on 19): descending AC = 19 − AAC, both ways. */
export function oseDescendingAc(aac: number): number {
  assertInteger("aac", aac);
  return OSE_THAC0_BASE - aac;
}
export function oseAscendingAc(ac: number): number {
  assertInteger("ac", ac);
  return OSE_THAC0_BASE - ac;
}

/**
 * Book (003:L1106–L1123, L1101): the roll (d20 + modifiers) the matrix asks for against an AAC:
 * THAC0 − AC = AAC − attack bonus, clamped to 2…20. The clamp is where the matrix differs "very
 * slightly" from THAC0 arithmetic: a modified 20 hits any AC, and 2 is always needed.
 */
export function oseNeededRoll(aac: number, attackBonus: number): number {
  assertInteger("aac", aac);
  assertInteger("attackBonus", attackBonus);
  return Math.min(OSE_MATRIX_CAP, Math.max(OSE_MATRIX_FLOOR, aac - attackBonus));
}

/**
 * Book (RO-2; 003:L932, L933): matrix hit test for a roll that is d20 + modifiers (the attack bonus
 * is in the row, not the roll). Natural rules are the naturals model's (003:L898).
 */
export function oseHitsMatrix(roll: number, aac: number, attackBonus: number): boolean {
  assertInteger("roll", roll);
  return roll >= oseNeededRoll(aac, attackBonus);
}

/** Book (RO-2; 003:L943, L944): ascending hit test: d20 + modifiers + attack bonus ≥ AAC, no clamp. */
export function oseHitsAscending(roll: number, aac: number, attackBonus: number): boolean {
  assertInteger("roll", roll);
  assertInteger("aac", aac);
  assertInteger("attackBonus", attackBonus);
  return roll + attackBonus >= aac;
}

/** Book (003:L1106–L1107): the matrix's columns run from AC −3 to AC 9. */
export const OSE_MATRIX_AC_MIN = -3;
export const OSE_MATRIX_AC_MAX = 9;

/**
 * Book (003:L932, L1092, L1106–L1123): the descending AC a roll "hits" on the card, THAC0 − roll,
 * read on the matrix: a roll of 20 or more hits any AC (the cap) and below 2 none (the floor); a
 * roll that reaches past AC −3 hits the matrix's best AC, −3, and one that falls short of AC 9 hits
 * no AC of the matrix. So the card never names an AC the matrix does not have.
 */
export function oseHitsAc(roll: number, attackBonus: number): number | "any" | "none" {
  assertInteger("roll", roll);
  if (roll >= OSE_MATRIX_CAP) return "any";
  if (roll < OSE_MATRIX_FLOOR) return "none";
  const ac = oseThac0(attackBonus) - roll;
  if (ac > OSE_MATRIX_AC_MAX) return "none";
  return Math.max(OSE_MATRIX_AC_MIN, ac);
}

/**
 * Book (003:L898): a natural 20 always hits and a natural 1 always misses; neither crits nor fumbles
 * (no extra damage, no extra effect). A roll with no d20 (null) is judged by its total alone.
 */
export function oseNaturalOutcome(natural: number | null, hit: boolean): "hit" | "miss" {
  if (natural !== null) {
    assertIntegerInRange("natural", natural, 1, 20);
    if (natural === 20) return "hit";
    if (natural === 1) return "miss";
  }
  if (typeof hit !== "boolean") throw new RulesError("INVALID_ARGUMENT", "hit", hit, "expected a boolean");
  return hit ? "hit" : "miss";
}
