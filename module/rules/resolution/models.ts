/**
 * What the adapters ask of the hit-and-hurt models in force (docs/architecture.md, "Adapters ask
 * rules functions"): a card, a sheet or a relay handler calls these rather than reading the resolved
 * ruleset's points, so the shape of a point can change without touching an adapter. Each takes the
 * ruleset last and refuses one resolution did not make (../ruleset/known.ts).
 */
import { assertFiniteNumber, assertInteger } from "../errors";
import { assertList, assertObject } from "../bounds";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { AllyStabiliseRule, AttackInput, DeathSaveRule, HealingModel, MoraleModel, RecoveryRule, SaveModel, SpellDisruptionModel, StabiliseRule, ZeroHealthModel } from "../ruleset/points/resolution";
import type { Fighter, HealthState } from "./types";
import { turnMoments, type TurnMomentInput } from "../combat/turn-moment";
import { assertFighter, assertHealth } from "./validate";

/** The AC a sheet or card shows for an ascending AC `aac` (OSE: descending, R3); `aac` itself when the model shows it as is. */
export function shownAc(aac: number, ruleset: Ruleset): number {
  assertInteger("aac", aac);
  assertRuleset("ruleset", ruleset);
  return ruleset.points.attackModel?.shownAc?.(aac) ?? aac;
}

/** The attacker's THAC0 where the model attacks by it (OSE, 003:L1099); undefined: the model has none. */
export function thac0Of(attacker: Fighter, ruleset: Ruleset): number | undefined {
  assertRuleset("ruleset", ruleset);
  const thac0 = ruleset.points.attackModel?.thac0;
  if (thac0 === undefined) return undefined;
  assertFighter("attacker", attacker);
  return thac0(attacker);
}

/** The AC a rolled attack total hits, shown on the card (OSE matrix, 003:L932); undefined: the model shows none. */
export function hitsAcOf(total: number, input: AttackInput, ruleset: Ruleset): number | "any" | "none" | undefined {
  assertInteger("total", total);
  assertRuleset("ruleset", ruleset);
  const hitsAc = ruleset.points.attackModel?.hitsAc;
  if (hitsAc === undefined) return undefined;
  assertObject("input", input);
  assertFighter("input.attacker", input.attacker);
  return hitsAc(total, input);
}

/** Whether the attack model judges hostile tokens close to an attacker (OSR RS-2), so the adapter measures them. */
export function judgesHostileClose(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.attackModel?.hostileClose !== undefined;
}

/** Whether hostile tokens at these hex distances are close to the attacker (OSR RS-2; 002:L51, L65); false where the model has no such rule. */
export function hostileCloseAt(distances: readonly number[], feetPerHex: number, ruleset: Ruleset): boolean {
  assertList("distances", distances);
  distances.forEach((d, i) => assertFiniteNumber(`distances[${i}]`, d));
  assertFiniteNumber("feetPerHex", feetPerHex);
  assertRuleset("ruleset", ruleset);
  return ruleset.points.attackModel?.hostileClose?.(distances, feetPerHex) ?? false;
}

/** The most escalation an attack may add (13A, 001:L132): the die's cap, 0 where no escalation die is in force. */
export function escalationAllowed(ruleset: Ruleset): number {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.escalationDie?.cap ?? 0;
}

/** The 0-health model in force; null: the book's (`unconscious` with the marker, RB-6). */
export function zeroHealthModelOf(ruleset: Ruleset): ZeroHealthModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.zeroHealth;
}

/** The death save of the model in force (13A, 001:L369); null: there is none. */
export function deathSaveRuleOf(ruleset: Ruleset): DeathSaveRule | null {
  return zeroHealthModelOf(ruleset)?.deathSave ?? null;
}

/**
 * Book (001:L365 "at the start of your turn") with Decision (VARIANTS.md §13.2): the second of a
 * dying combatant's death save in `input.round` is its start-of-turn moment (turnMoments: a kept
 * base second under any model that keeps one, "once" or "never"; second 1 otherwise); null where the
 * model has no death save.
 */
export function deathSaveTurnSecond(input: TurnMomentInput, ruleset: Ruleset): number | null {
  const rule = deathSaveRuleOf(ruleset);
  return rule ? turnMoments(input, ruleset).start.second : null;
}

/** The GM's stabilise of a dying creature (OSR RS-7, the injury table); null: the model has none. */
export function stabiliseRuleOf(ruleset: Ruleset): StabiliseRule | null {
  return zeroHealthModelOf(ruleset)?.stabilise ?? null;
}

/** An ally's check that makes a dying PC stable (13A, 001:L383); null: the model has none. */
export function allyStabiliseRuleOf(ruleset: Ruleset): AllyStabiliseRule | null {
  return zeroHealthModelOf(ruleset)?.allyStabilise ?? null;
}

/** The healing model in force (rests, recoveries); null: healing by formula only (RB-8). */
export function healingModelOf(ruleset: Ruleset): HealingModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.healing;
}

/** The recoveries of the healing model (13A, 001:L355); null: the model has none. */
export function recoveryRuleOf(ruleset: Ruleset): RecoveryRule | null {
  return healingModelOf(ruleset)?.recoveries ?? null;
}

/** Whether temporary health is kept (R16); the book has none. */
export function keepsTempHealth(ruleset: Ruleset): boolean {
  return healingModelOf(ruleset)?.tempHealth === true;
}

/** Whether `health` is staggered (13A, 001:L359); false where the model has no such badge. */
export function isStaggered(health: HealthState, ruleset: Ruleset): boolean {
  assertHealth("health", health);
  return healingModelOf(ruleset)?.staggered?.(health) === true;
}

/** The saves model in force; null: a flat d20 against the DC (RB-7). */
export function saveModelOf(ruleset: Ruleset): SaveModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.saveModel;
}

/** The morale model in force (OSE, OSR); null: no morale checks. */
export function moraleModelOf(ruleset: Ruleset): MoraleModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.morale;
}

/** The rule by which a hit disrupts a spell being cast (OSE); null: none. */
export function spellDisruptionOf(ruleset: Ruleset): SpellDisruptionModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.spellDisruption;
}

/** The resolution field paths every module in force lists for the sheets, as one list in registry order. */
export function listedResolutionFields(ruleset: Ruleset): string[] {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.resolutionFields.flat();
}
