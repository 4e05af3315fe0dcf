/**
 * The save primitive (RESOLUTION.md R12, RB-7, §4): a roll against a target number, and what a
 * success does to a damaging effect. The ruleset's save point gives the dice, parts and number;
 * empty, the book (RB-7): a flat d20 against the effect's DC, success deals nothing by default.
 */
import { assertObject } from "../bounds";
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import type { SaveEffect } from "../ruleset/points/resolution";
import { ABILITY_IDS, SAVE_CATEGORIES, type AttackDice, type AttackRollResult, type CoverChoice, type Fighter, type OnSuccess, type Part } from "./types";
import { MAX_LEVEL, MAX_MODIFIER, assertAmount, assertBoolean, assertFighter, assertOneOf, assertParts, assertRoll, assertWhole, sumParts } from "./validate";

export interface SaveContext {
  readonly cover: CoverChoice;
  readonly advantage: boolean;
  readonly disadvantage: boolean;
}

export interface SavePlan {
  readonly dice: AttackDice;
  readonly parts: readonly Part[];
  /** The number the total must meet (≥ succeeds, R3). */
  readonly target: number;
  readonly onSuccess: OnSuccess;
}

const ON_SUCCESS: readonly OnSuccess[] = ["none", "half", "full"];
const SAVE_KINDS = ["flat", ...SAVE_CATEGORIES, ...ABILITY_IDS] as const;
const COVERS = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"] as const;

/** Decision RB-7 (RESOLUTION.md §3.3): the book's save is one d20, no parts, against the DC; success deals nothing. */
export const BOOK_SAVE_DICE: AttackDice = Object.freeze({ kind: "d20", keep: "one" });
export const BOOK_ON_SUCCESS: OnSuccess = "none";

/** The save's plan: dice, parts, the number to meet, and what a success does (the effect's, else the model's default). */
export function planSave(fighter: Fighter, effect: SaveEffect, ctx: SaveContext, ruleset: Ruleset): SavePlan {
  assertRuleset("ruleset", ruleset);
  assertFighter("fighter", fighter);
  assertObject("effect", effect);
  assertOneOf("effect.kind", effect.kind, SAVE_KINDS);
  assertWhole("effect.dc", effect.dc, MAX_LEVEL);
  if (effect.onSuccess !== null) assertOneOf("effect.onSuccess", effect.onSuccess, ON_SUCCESS);
  assertObject("ctx", ctx);
  assertOneOf("ctx.cover", ctx.cover, COVERS);
  assertBoolean("ctx.advantage", ctx.advantage);
  assertBoolean("ctx.disadvantage", ctx.disadvantage);
  const model = ruleset.points.saveModel;
  const plan = model ? model.plan(fighter, effect, ctx) : { dice: BOOK_SAVE_DICE, parts: [], target: effect.dc };
  return { dice: plan.dice, parts: plan.parts, target: plan.target, onSuccess: effect.onSuccess ?? model?.defaultOnSuccess ?? BOOK_ON_SUCCESS };
}

/**
 * Whether the save model judges this fighter against the effect's DC (book, 13A, OSR, A5E) or
 * against a number of its own that the DC does not move (OSE's save values, 003:L189–L196): the card
 * prints the DC only where it counts.
 */
export function saveReadsDc(fighter: Fighter, effect: SaveEffect, ruleset: Ruleset): boolean {
  const ctx: SaveContext = { cover: "none", advantage: false, disadvantage: false };
  const dc = Math.min(effect.dc, MAX_LEVEL - 1);
  return planSave(fighter, { ...effect, dc }, ctx, ruleset).target !== planSave(fighter, { ...effect, dc: dc + 1 }, ctx, ruleset).target;
}

/** A save's result: total = dice + parts; success when total ≥ the target (R3, R12). */
export function judgeSave(plan: SavePlan, roll: AttackRollResult): { success: boolean; total: number; natural: number | null } {
  assertObject("plan", plan);
  assertParts("plan.parts", plan.parts);
  assertWhole("plan.target", plan.target, MAX_MODIFIER);
  assertRoll("roll", roll);
  const total = roll.diceTotal + sumParts(plan.parts);
  return { success: total >= plan.target, total, natural: roll.natural };
}

/** Decision (R12, R9): a failed save takes the amount; a success takes none, ⌊half⌋ or all of it. */
export function saveDamage(onSuccess: OnSuccess, success: boolean, amount: number): number {
  assertOneOf("onSuccess", onSuccess, ON_SUCCESS);
  assertBoolean("success", success);
  assertAmount("amount", amount);
  if (!success || onSuccess === "full") return amount;
  if (onSuccess === "half") return Math.floor(amount / 2);
  return 0;
}

