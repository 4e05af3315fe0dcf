/** Defences in force (RESOLUTION.md §3.1 RB-3, R3). Pure. */
import type { Ruleset } from "../ruleset/ruleset-type";
import { assertRuleset } from "../ruleset/known";
import type { DefenceId, Fighter } from "./types";
import { assertFighter, clampModifier } from "./validate";

/**
 * Decision RB-3 (RESOLUTION.md §3.1; 001:L82 "magic item bonuses don't stack"): AC = the typed AC +
 * the highest `defence` among worn armour that is not a shield + the highest among worn shields;
 * two suits or two shields do not add. None worn: + 0. PD and MD are the typed values. Ascending (R3).
 */
export function bookDefences(fighter: Fighter): Readonly<Record<DefenceId, number>> {
  let armour: number | null = null;
  let shield: number | null = null;
  for (const a of fighter.armour) {
    if (a.shield) shield = shield === null ? a.defence : Math.max(shield, a.defence);
    else armour = armour === null ? a.defence : Math.max(armour, a.defence);
  }
  const d = fighter.defences;
  return { ac: d.ac + (armour ?? 0) + (shield ?? 0), pd: d.pd, md: d.md };
}

/** The defences in force under a ruleset: the attack model's (13A derives them, R13-1), else the book's (RB-3). */
export function defencesOf(fighter: Fighter, ruleset: Ruleset): Readonly<Record<DefenceId, number>> {
  assertRuleset("ruleset", ruleset);
  assertFighter("fighter", fighter);
  const d = defencesChecked(fighter, ruleset);
  // Held within the bound every defence is checked at (R19), as the attack plan holds it.
  return { ac: clampModifier(d.ac), pd: clampModifier(d.pd), md: clampModifier(d.md) };
}

/** {@link defencesOf} for a fighter the caller has checked. */
export function defencesChecked(fighter: Fighter, ruleset: Ruleset): Readonly<Record<DefenceId, number>> {
  return ruleset.points.attackModel?.defences(fighter) ?? bookDefences(fighter);
}
