/**
 * The GM's own hand on a card row (RESOLUTION.md RB-5, R5, R9, R12, RB-8): ×½ and ×2 on a row, a
 * save row's amount, and healing from a damage roll. The card's adapter records which button was
 * pressed; the arithmetic is here so that an attack row and a save row scale by the same rules. Pure.
 */
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import type { AttackRow } from "./attack";
import type { Fighter, OnSuccess } from "./types";
import { saveDamage } from "./save";
import { selfFumbleDamage } from "./self-fumble";
import { assertBoolean, assertOneOf, assertWhole, MAX_HEALTH, MAX_ROLL_TOTAL } from "./validate";
import { assertObject } from "../bounds";

/** The GM's scaling of a row: as judged, ⌊×½⌋ or ×2 (RB-5). */
export type GmScale = "asJudged" | "half" | "double";
export const GM_SCALES: readonly GmScale[] = Object.freeze(["asJudged", "half", "double"] as const);

/**
 * Decision (RB-5 with R5's order): the GM's ×½ is one more halving and ×2 one more multiplier of
 * the attack row, so that they fall before the model's "at least 1 on a hit" (003:L918) and the
 * self-fumble doubling, exactly where a crit's ×2 and a resistance's ½ fall.
 */
export function scaleRow(row: AttackRow, scale: GmScale): AttackRow {
  assertObject("row", row);
  assertOneOf("scale", scale, GM_SCALES);
  if (scale === "half") return { ...row, halvings: row.halvings + 1 };
  if (scale === "double") return { ...row, multiplier: row.multiplier * 2 };
  return row;
}

/** A save row as the card recorded it: the GM-rolled result and who rolled it (R12). */
export interface SaveRowResult {
  readonly onSuccess: OnSuccess;
  readonly success: boolean;
  readonly natural: number | null;
  readonly playerCharacter: Fighter["playerCharacter"];
}

/**
 * Decision (R12, R9, R5, RB-5): a save row deals the card's one damage roll (a negative roll deals
 * nothing) by the save's success and `onSuccess`, doubled on the saver's own natural 1 where the
 * naturals model says so (002:L81), and the GM's ×½ (rounded down, R9) or ×2 after all of that:
 * the GM scales what the target would take, not the roll.
 */
export function saveRowAmount(result: SaveRowResult, damage: number, scale: GmScale, ruleset: Ruleset): number {
  assertRuleset("ruleset", ruleset);
  assertObject("result", result);
  assertBoolean("result.success", result.success);
  assertBoolean("result.playerCharacter", result.playerCharacter);
  assertWhole("damage", damage, MAX_ROLL_TOTAL);
  assertOneOf("scale", scale, GM_SCALES);
  const taken = saveDamage(result.onSuccess, result.success, Math.max(0, damage));
  const amount = selfFumbleDamage(taken, result.natural, result, ruleset);
  if (scale === "half") return Math.floor(amount / 2);
  // Held within what applyHealthChange takes (MAX_HEALTH), as rowAmount holds an attack row's.
  return scale === "double" ? Math.min(MAX_HEALTH, amount * 2) : amount;
}

/** Decision (RB-8): Heal restores the damage roll as rolled; a negative roll heals nothing. */
export function healAmount(damage: number): number {
  assertWhole("damage", damage, MAX_ROLL_TOTAL);
  return Math.max(0, damage);
}
