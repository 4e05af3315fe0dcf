/**
 * Which dice a round transition rolls, and for whom (RULES.md §2; VARIANTS.md §3.2, §5.1, §6.1,
 * §6.2): the book's 2d10 per combatant or the model's requests (per side, per shared group, per
 * combatant), the instigator's advantage, re-rolls of tied sides and the roll-offs. The adapter
 * rolls what this asks for (combat/round-dice.ts) and hands the results to the round plan. Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { MAX_INITIATIVE, assertAtMost, assertList } from "../bounds";
import type { Ruleset } from "../ruleset/resolve";
import type { ActionRecord } from "../combat/action";
import { idsToRoll, type RoundCombatantInput } from "../combat/round-plan";
import { advantageFormula, instigatorAdvantageInForce } from "../combat/round-start";
import { initiativeModelOf } from "./models";
import { diceRequests, needsBaseRoll, oseTiedSides } from "./round";

/** One roll to make: a formula, and the combatants whose initiative it is ("side:", "group:" or "id:" key). */
export interface RollRequest {
  readonly key: string;
  readonly formula: string;
  readonly ids: readonly string[];
}

/** Decision (VARIANTS.md §5.1, GO-3): re-rolls of tied sides stop after this many tries (the sides then act together). */
export const MAX_TIED_REROLLS = 10;

/**
 * The rolls of a transition into `round`, in the order they are made: the instigator's advantage
 * roll first (round 1, under a rule that grants it, for an instigator that needs a roll), then the
 * model's requests for everyone else who rolls.
 */
export function transitionRollRequests(inputs: readonly RoundCombatantInput[], round: number, ruleset: Ruleset): RollRequest[] {
  const model = initiativeModelOf(ruleset);
  const rolling = idsToRoll(inputs, round);
  const byId = new Map(inputs.map((i) => [i.state.id, i]));
  const advantage = round === 1 && instigatorAdvantageInForce(ruleset) ? advantageFormula(ruleset) : null;
  const instigators = advantage ? rolling.filter((id) => byId.get(id)?.variant?.memory.instigator === true) : [];
  // A book combatant always rolls; under a roll-once model only one without its base yet.
  const needsRoll = (id: string) => ruleset.points.initiative === null || needsBaseRoll(byId.get(id)!.variant!.memory, ruleset);
  const first: RollRequest[] = instigators.filter(needsRoll).map((id) => ({ key: `id:${id}`, formula: advantage!, ids: [id] }));
  const rest = rolling.filter((id) => !instigators.includes(id));
  if (ruleset.points.initiative === null && ruleset.points.sharedRoll === null) return [...first, ...rest.map((id) => ({ key: `id:${id}`, formula: model.dice, ids: [id] }))];
  return [...first, ...diceRequests(rest.map((id) => ({ id, variant: byId.get(id)!.variant! })), ruleset)];
}

/** The side requests to roll again, given each side request's latest total (by key), under a rule that re-rolls ties. */
export function tiedSideRequests(requests: readonly RollRequest[], totals: ReadonlyMap<string, number>, ruleset: Ruleset): RollRequest[] {
  assertList("requests", requests);
  return oseTiedSides(totals, ruleset).map((key) => requests.find((r) => r.key === key)!).filter((r) => r !== undefined);
}

/** The ids that draw a d20 roll-off after the transition's rolls (a model that keeps one, §6.1), in order. */
export function rollOffIds(requests: readonly RollRequest[], ruleset: Ruleset): string[] {
  if (!initiativeModelOf(ruleset).rollOff) return [];
  return requests.flatMap((r) => [...r.ids]);
}

/**
 * A rolled die held to its faces (a module that alters rolls must never stop a round transition,
 * as for the book's 2d10: clampScore). Formulas other than a single d6 or d20 are unchanged.
 */
export function dieWithin(formula: string, total: number): number {
  if (typeof formula !== "string") throw new RulesError("INVALID_ARGUMENT", "formula", formula, "expected a dice formula");
  const faces = formula === "1d6" ? 6 : formula === "1d20" || formula === "2d20kh" ? 20 : null;
  if (faces === null) {
    assertInteger("total", total);
    assertAtMost("total", Math.abs(total), MAX_INITIATIVE);
    return total;
  }
  return Math.min(faces, Math.max(1, Math.trunc(Number.isFinite(total) ? total : 1)));
}

/**
 * Decision (VARIANTS.md §6.1, GA-2): under a model that reuses a check, a check made before Begin
 * Combat (`checkTotal`, ±1000) is the combatant's initiative total in round 1 while it has no action.
 */
export function reusedCheckTotal(round: number, action: ActionRecord, checkTotal: number | null | undefined, ruleset: Ruleset): number | null {
  assertInteger("round", round);
  if (round !== 1 || !initiativeModelOf(ruleset).reusesCheck || action.startedRound > 0) return null;
  // The data model bounds the stored check; the round plan checks it again (variantInitiative).
  return checkTotal ?? null;
}

/**
 * The GM's re-roll of one combatant under the model in force: its die (null: the book's 2d10 path,
 * or a model without dice), and whether a roll-off must be drawn first (a model that keeps one,
 * and the combatant has none yet).
 */
export function rerollDice(rollOff: number, ruleset: Ruleset): { formula: string | null; drawRollOff: boolean } {
  const model = initiativeModelOf(ruleset);
  const formula = model.dice === "none" || ruleset.points.initiative === null ? null : model.dice;
  return { formula, drawRollOff: model.rollOff && rollOff < 1 };
}
