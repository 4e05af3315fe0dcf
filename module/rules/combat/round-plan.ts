/**
 * The round transition as data (RULES.md §2): one Combat update, one batch of combatant updates,
 * one chat card. The book's plan lives here; the rules in force join it through the ruleset's
 * points (an initiative model: round-plan-model.ts; the `roundStart` steps: surprise, the ambush
 * round). It names no rule module. Pure.
 */
import { RulesError } from "../errors";
import { assertCombatantState, assertList, assertObject } from "../bounds";
import { fromAbsolute, toAbsolute } from "../time";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/resolve";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { NO_ACTION, assertRound, initiativeFromParts, planAction, type InitiativeBreakdown } from "./action";
import { roundStartStatus, tieBreaksFrom } from "./order";
import { ambushRoundActors, ambushRuleInForce, surpriseRuleInForce } from "./round-start";
import { memoryOf, pendingDelay, sortCardRows, surprisedAtStartOf, wellFormedSpeech, type CombatantUpdatePlan, type PlanStatus, type RoundCardRow, type RoundCombatantInput, type RoundTransitionInput, type RoundTransitionPlan } from "./round-plan-parts";
import { planModelTransition } from "./round-plan-model";

export type { CombatantUpdatePlan, HeldSpeechLine, PlanStatus, RoundCardRow, RoundCombatantInput, RoundTransitionInput, RoundTransitionPlan } from "./round-plan-parts";

/** The dice the adapter must roll for `round`: ids whose status is "rolls" and that do not roll their own. */
export function idsToRoll(combatants: readonly RoundCombatantInput[], round: number): string[] {
  assertList("combatants", combatants); combatants.forEach((c, i) => assertObject(`combatants[${i}]`, c));
  return combatants.filter((c) => roundStartStatus(c.state, round) === "rolls" && c.rollsOwn !== true).map((c) => c.state.id);
}

/**
 * The whole round transition as data: one Combat update, one batch of combatant updates, one
 * chat card. Combatants keep their carried actions; everyone able rolls; the clock goes to second
 * 1 of `round`. Under an initiative model the model's plan is made instead (round-plan-model.ts).
 */
export function planRoundTransition(input: RoundTransitionInput, ruleset: Ruleset): RoundTransitionPlan {
  assertObject("input", input); assertList("input.combatants", input.combatants); input.combatants.forEach((c, i) => { assertObject(`combatants[${i}]`, c); assertCombatantState(`combatants[${i}].state`, c.state); });
  if (!(input.dice instanceof Map)) throw new RulesError("INVALID_ARGUMENT", "dice", input.dice, "expected a Map id → 2d10 total");
  assertRuleset("ruleset", ruleset);
  const { round } = input;
  assertRound("round", round);
  if (ruleset.points.initiative !== null) return planModelTransition(input, ruleset);
  const ids = input.combatants.map((c) => c.state.id);
  const tieBreaks = tieBreaksFrom(ids, input.tieBreakUniforms);
  const surprised = round === 1 ? surprisedAtStartOf(input.combatants, ruleset) : new Set<string>();
  const surpriseRule = surpriseRuleInForce(ruleset);
  const updates: CombatantUpdatePlan[] = [];
  const rows: RoundCardRow[] = [];
  for (const c of input.combatants) {
    const id = c.state.id;
    const tieBreak = tieBreaks.get(id)!;
    let status: PlanStatus = roundStartStatus(c.state, round);
    let action = c.state.action;
    let parts: InitiativeBreakdown | null = null;
    if (status === "rolls" && surprised.has(id)) {
      status = "surprised";
      action = { ...NO_ACTION };
    } else if (status === "rolls" && c.rollsOwn === true) {
      status = "awaiting";
      action = { ...NO_ACTION, delayedFrom: pendingDelay(c.state.action, round) };
    } else if (status === "rolls") {
      const dice = input.dice.get(id);
      if (dice === undefined) throw new RulesError("INVALID_ARGUMENT", `dice[${id}]`, dice, "a combatant that rolls has no dice");
      parts = initiativeFromParts(dice, c.parts);
      action = planAction(round, parts.score, 0, pendingDelay(c.state.action, round));
    }
    const initiative = status === "rolls" || status === "carried" ? action.score : status === "awaiting" ? null : c.state.action.startedRound > 0 ? c.state.action.score : null;
    // A surprise rule in round 1 writes who is surprised now (OSE: nobody when every side is).
    if (round === 1 && surpriseRule && c.variant) updates.push({ _id: id, initiative, action, tieBreak, parts, status, variant: { ...memoryOf(c), surprised: surprised.has(id) } });
    else updates.push({ _id: id, initiative, action, tieBreak, parts, status });
    rows.push({
      id,
      name: typeof c.name === "string" ? c.name : "",
      hidden: c.hidden === true,
      status,
      tieBreak,
      parts,
      landsAt: (status === "rolls" || status === "carried") && action.landsAt > 0 ? fromAbsolute(action.landsAt) : null,
      startedRound: action.startedRound,
      castingSeconds: action.castingSeconds,
    });
  }
  if (round === 1 && ambushRuleInForce(ruleset)) applyAmbush(updates, rows, input.combatants, ruleset);
  sortCardRows(rows);
  return {
    combat: { round, absolute: toAbsolute({ round, second: 1 }), rolledRound: round },
    combatants: updates,
    card: { round, rows, speech: wellFormedSpeech(input.speech) },
  };
}

/**
 * The ambush round under the book's initiative (VARIANTS.md §3.6): every combatant that would act
 * in round 1 but is not one of the rule's actors loses the round (no action, status "surprised",
 * its memory marked so that movement loses round 1's phases too). In place.
 */
function applyAmbush(updates: CombatantUpdatePlan[], rows: RoundCardRow[], combatants: readonly RoundCombatantInput[], ruleset: Ruleset): void {
  const byId = new Map(combatants.map((c) => [c.state.id, c]));
  const actors = ambushRoundActors(updates.map((u) => {
    const lands = u.status === "rolls" && u.action.landsAt > 0 ? fromAbsolute(u.action.landsAt) : null;
    const c = byId.get(u._id);
    return { id: u._id, side: String(c?.variant?.side ?? ""), second: lands && lands.round === 1 ? lands.second : null, order: u.tieBreak, ambusher: (u.variant ?? (c ? memoryOf(c) : NO_VARIANT_MEMORY)).ambusher === true };
  }), ruleset);
  if (!actors) return;
  updates.forEach((u, i) => {
    if (actors.has(u._id) || (u.status !== "rolls" && u.status !== "surprised")) return;
    const c = byId.get(u._id);
    const memory = { ...(u.variant ?? (c ? memoryOf(c) : NO_VARIANT_MEMORY)), surprised: true };
    updates[i] = { ...u, status: "surprised", action: { ...NO_ACTION }, initiative: null, parts: null, variant: memory };
  });
  const lost = new Set(updates.filter((u) => u.status === "surprised").map((u) => u._id));
  rows.forEach((r, i) => {
    if (lost.has(r.id)) rows[i] = { ...r, status: "surprised", parts: null, landsAt: null, startedRound: 0 };
  });
}
