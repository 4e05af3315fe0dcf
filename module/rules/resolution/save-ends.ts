/**
 * "Save ends" durations and ongoing damage (VARIANTS.md row 9, §13.3; RESOLUTION.md R12): what an
 * effect's holder takes and rolls at its end-of-turn moment (combat/turn-moment.ts), and whether the
 * effect ends when the Combat does. The ruleset's `saveEnds` point gives the rule; empty, the book
 * has no such durations (every function answers null or false). The save itself is the save
 * primitive (./save.ts). Pure.
 */
import { assertObject } from "../bounds";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { SaveEndsDifficulty, SaveEndsEffect } from "../ruleset/points/resolution";
import type { AttackRollResult, Fighter } from "./types";
import { judgeSave, planSave, type SavePlan } from "./save";
import { assertAmount, assertFighter, assertOneOf, assertRoll } from "./validate";

export type { SaveEndsDifficulty, SaveEndsEffect } from "../ruleset/points/resolution";
export const SAVE_ENDS_DIFFICULTIES: readonly SaveEndsDifficulty[] = Object.freeze(["easy", "normal", "hard"]);

/** The holder and its effect. */
export interface SaveEndsInput {
  readonly fighter: Fighter;
  readonly effect: SaveEndsEffect;
}

/** The end-of-turn moment's plan: the damage taken first, then the save to roll (its dice, parts and number). */
export interface SaveEndsPlan {
  readonly damage: number;
  readonly save: SavePlan;
}

/** What the end-of-turn moment did: the damage taken, the save, and whether the effect ends. */
export interface SaveEndsOutcome {
  readonly damage: number;
  readonly saved: boolean;
  readonly total: number;
  readonly natural: number | null;
  readonly ends: boolean;
}

function assertEffect(effect: unknown): asserts effect is SaveEndsEffect {
  assertObject("input.effect", effect);
  assertOneOf("input.effect.saveEnds", effect["saveEnds"], SAVE_ENDS_DIFFICULTIES);
  assertAmount("input.effect.ongoing", effect["ongoing"]);
}

/**
 * The plan at the end-of-turn moment, or null when no save-ends rule is in force. The save is a
 * flat save (13A: no standard modifiers, 001:L509) against the difficulty's number.
 */
export function planSaveEnds(input: SaveEndsInput, ruleset: Ruleset): SaveEndsPlan | null {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertFighter("input.fighter", input.fighter);
  assertEffect(input.effect);
  const rule = ruleset.points.saveEnds;
  if (rule === null) return null;
  const dc = rule.target(input.effect.saveEnds);
  const save = planSave(input.fighter, { kind: "flat", dc, onSuccess: "none" }, { cover: "none", advantage: false, disadvantage: false }, ruleset);
  // The damage does not depend on the save (it comes first, 001:L503); the rule says how much.
  return { damage: rule.endOfTurn(input.effect, false).damage, save };
}

/** The end-of-turn moment with the save's roll: the ongoing damage, then the save; null when no rule is in force. */
export function judgeSaveEnds(input: SaveEndsInput, roll: AttackRollResult, ruleset: Ruleset): SaveEndsOutcome | null {
  const plan = planSaveEnds(input, ruleset);
  assertRoll("roll", roll);
  if (plan === null) return null;
  const judged = judgeSave(plan.save, roll);
  const after = ruleset.points.saveEnds!.endOfTurn(input.effect, judged.success);
  return { damage: after.damage, saved: judged.success, total: judged.total, natural: judged.natural, ends: after.ends };
}

/** Whether a rule in force ends effects on a save (VARIANTS.md row 9): without one, no effect is read at a turn's end. */
export function saveEndsInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.saveEnds !== null;
}

/** Whether the holder's save-ends effect ends when the Combat ends (13A: a PC's, 001:L505); false when no rule is in force. */
export function saveEndsWithCombat(input: SaveEndsInput, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertFighter("input.fighter", input.fighter);
  assertEffect(input.effect);
  return ruleset.points.saveEnds?.endsWithCombat(input.fighter.playerCharacter) ?? false;
}
