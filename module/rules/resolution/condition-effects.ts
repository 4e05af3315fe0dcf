/**
 * What conditions do to an attack before and beside the roll (13A, VARIANTS.md row 8, §3.8, §13.3;
 * 001:L445, L457, L497): a refusal of the whole attack, and notes the card shows. The ruleset's
 * `conditionEffects` point gives the rule; empty, conditions do only what the attack model reads
 * (no refusal, no note). The per-target parts (the grabber's +4) are planAttack's (./attack.ts). Pure.
 */
import type { Ruleset } from "../ruleset/ruleset-type";
import { assertRuleset } from "../ruleset/known";
import type { AttackInput } from "../ruleset/points/resolution";
import { assertAttackInput } from "./attack";

/** Why the attacker may not make this attack at all, as a key under `ER.Resolution.Refusal.` (grabbed and ranged: "grabbedRanged"), or null. */
export function attackRefusal(input: AttackInput, ruleset: Ruleset): string | null {
  assertRuleset("ruleset", ruleset);
  assertAttackInput("input", input);
  return ruleset.points.conditionEffects?.refusal(input) ?? null;
}

/** The reminders the card shows for the attacker's conditions, as keys under `ER.Resolution.ConditionNote.` (none without a rule). */
export function attackConditionNotes(input: AttackInput, ruleset: Ruleset): readonly string[] {
  assertRuleset("ruleset", ruleset);
  assertAttackInput("input", input);
  return ruleset.points.conditionEffects?.notes(input) ?? [];
}
