/**
 * The steps of a round transition that rule modules contribute (VARIANTS.md §3.3, §3.6, §5.4, §6.2):
 * the surprise rules' round-1 loss, the ambush round, a lapsed hold, and the instigator's advantage.
 * The core asks the ruleset's `roundStart` steps and the `initiative` model; it names no rule. Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { assertList, assertObject } from "../bounds";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { AmbushEntry, SurpriseEntry } from "../ruleset/points/initiative";
import type { VariantMemory } from "../ruleset/registered";
import { assertHoldMemory } from "../initiative/hold-memory";
import { initiativeModelOf } from "../initiative/models";

/** Decision (VARIANTS.md §3.3): a hold not used by the end of the round after it lapses at the next transition. */
export function holdLapsed(memory: VariantMemory, round: number): boolean {
  assertHoldMemory("memory", memory);
  assertInteger("round", round);
  return memory.held > 0 && memory.held < round - 1;
}

/** Whether a surprise rule is in force (some step names who loses round 1). */
export function surpriseRuleInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.roundStart.some((s) => s.surprisedAtStart !== undefined);
}

/** Whether an ambush round is in force (some step limits who acts in round 1). */
export function ambushRuleInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.roundStart.some((s) => s.roundOneActors !== undefined);
}

/** Whether the GM's instigator rolls round 1 with the model's advantage (GA-4). */
export function instigatorAdvantageInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.roundStart.some((s) => s.instigatorAdvantage === true);
}

/**
 * Decision (VARIANTS.md §5.4, §6.2, §3.6, GO-5, GO-5b, GA-3): who is surprised in round 1: nobody
 * without a surprise rule; otherwise whom the rules in force name (each rule reads the GM's marks).
 */
export function surprisedAtStart(combatants: readonly SurpriseEntry[], ruleset: Ruleset): Set<string> {
  assertRuleset("ruleset", ruleset);
  assertList("combatants", combatants);
  combatants.forEach((c, i) => {
    assertObject(`combatants[${i}]`, c);
    if (typeof c.id !== "string" || typeof c.side !== "string" || typeof c.surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", `combatants[${i}]`, c, "expected { id, side, surprised }");
  });
  const out = new Set<string>();
  for (const step of ruleset.points.roundStart) for (const id of step.surprisedAtStart?.(combatants) ?? []) out.add(id);
  return out;
}

/**
 * Decision (VARIANTS.md §5.4, §6.2, §8, GO-5, GA-3): whether a combatant loses the round: no action
 * and all four movement phases lost. Only round 1, only with a surprise rule in force. The movement
 * code calls this with the combatant's `system.variant.surprised` and the combat's round.
 */
export function surprisedInRound(surprised: boolean, round: number, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  if (typeof surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", "surprised", surprised, "expected a boolean");
  assertInteger("round", round);
  return surpriseRuleInForce(ruleset) && surprised && round === 1;
}

/**
 * Decision (VARIANTS.md §3.6, row 6): the ids that act in round 1 under an ambush rule in force, or
 * null when there is no ambush (no such rule, or nobody nominated). `second` is the second of the
 * combatant's round-1 action (null: none).
 */
export function ambushRoundActors(entries: readonly AmbushEntry[], ruleset: Ruleset): Set<string> | null {
  assertRuleset("ruleset", ruleset);
  assertList("entries", entries);
  entries.forEach((e, i) => {
    assertObject(`entries[${i}]`, e);
    if (typeof e.id !== "string" || typeof e.side !== "string" || typeof e.ambusher !== "boolean") throw new RulesError("INVALID_ARGUMENT", `entries[${i}]`, e, "expected { id, side, second, order, ambusher }");
    if (e.second !== null) assertInteger(`entries[${i}].second`, e.second);
    assertInteger(`entries[${i}].order`, e.order);
  });
  for (const step of ruleset.points.roundStart) {
    const actors = step.roundOneActors?.(entries);
    if (actors) return new Set(actors);
  }
  return null;
}

/**
 * Decision (VARIANTS.md §6.2, GA-4): the instigator's advantage on initiative under the model in
 * force (a d20 model: 2d20 keep the higher; the book's 2d10: two 2d10 keep the lower), or null for a
 * model with none (OSR DEX order, OSE).
 */
export function advantageFormula(ruleset: Ruleset): string | null {
  return initiativeModelOf(ruleset).advantage;
}

/** A combatant's memory after the rules' steps at the transition into `round` (a lapsed hold). */
export function memoryAtRoundStart(memory: VariantMemory, round: number, ruleset: Ruleset): VariantMemory {
  assertRuleset("ruleset", ruleset);
  let out = memory;
  for (const step of ruleset.points.roundStart) if (step.memory) out = step.memory(out, round);
  return out;
}
