/**
 * The dice an attack plan asks for, as core Roll formulas, and what the card records of a rolled
 * Roll (RESOLUTION.md R2, R4): the kept d20 is the natural. Pure: no Foundry globals.
 */
import type { AttackDice, AttackRollResult } from "../rules/resolution/types";

/** The formula of a plan's attack dice: the item's own formula, or a d20 kept highest/lowest of two. */
export function diceFormula(dice: AttackDice): string {
  if (dice.kind === "formula") return dice.formula;
  if (dice.keep === "highest") return "2d20kh";
  if (dice.keep === "lowest") return "2d20kl";
  return "1d20";
}

// The reading lives with the rolls (the combat layer reads it too).
export { rolledIn, rolledTotal } from "../rolls/rolled";

/** The parts of an evaluated core Roll read here (`Roll#dice`, `DiceTerm#results`, `Roll#total`). */
export interface RolledLike {
  total?: number | null;
  dice?: ReadonlyArray<{ faces?: number | null; results?: ReadonlyArray<{ result: number; active?: boolean; discarded?: boolean }> }>;
}

/**
 * The kept d20 of a roll (R4: advantage keeps the higher, disadvantage the lower; core marks the
 * other die discarded and inactive), null when the roll has no d20; and the roll's total, rounded
 * down to whole points (a formula such as `1d20 + @level/2` can total a fraction; the rules count
 * whole points and round down, R9), 0 when it is not a number.
 */
export function rollResult(roll: RolledLike): AttackRollResult {
  const d20 = roll.dice?.find((d) => d.faces === 20);
  const kept = d20?.results?.find((r) => r.active !== false && r.discarded !== true);
  return { natural: kept ? kept.result : null, diceTotal: typeof roll.total === "number" && Number.isFinite(roll.total) ? Math.floor(roll.total) : 0 };
}
