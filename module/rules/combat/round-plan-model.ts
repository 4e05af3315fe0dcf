/**
 * The round transition under an initiative model a rule module contributes (VARIANTS.md D3, D4,
 * §9.4): roll-once models keep their base, side models share their side's die, a model without
 * dice takes none. Everything else (carried actions, the unable, the card) is as in the book. The
 * `roundStart` steps run at their places (a lapsed hold, surprise, the ambush round). Pure.
 */
import { RulesError } from "../errors";
import { fromAbsolute, toAbsolute } from "../time";
import type { Ruleset } from "../ruleset/resolve";
import { initiativeModelOf, type VariantInitiative } from "../initiative/models";
import { needsBaseRollUnchecked, variantRollUnchecked, variantTieBreaksUnchecked, type VariantCombatantInput } from "../initiative/round";
import { assertMemory } from "../ruleset/memory";
import { NO_ACTION, planAction } from "./action";
import { roundStartStatus, tieBreaksFrom } from "./order";
import { ambushRoundActors, ambushRuleInForce, memoryAtRoundStart } from "./round-start";
import { memoryOf, pendingDelay, sortCardRows, surprisedAtStartOf, wellFormedSpeech, type CombatantUpdatePlan, type PlanStatus, type RoundCardRow, type RoundTransitionInput, type RoundTransitionPlan } from "./round-plan-parts";

/**
 * The plan under the model in force. With players rolling their own, a player-owned combatant that
 * needs a die of its own this round (not a side's, not a model without dice) waits for its roll.
 */
export function planModelTransition(input: RoundTransitionInput, ruleset: Ruleset): RoundTransitionPlan {
  const { round } = input;
  const model = initiativeModelOf(ruleset);
  if (input.rollOffs !== undefined && !(input.rollOffs instanceof Map)) throw new RulesError("INVALID_ARGUMENT", "rollOffs", input.rollOffs, "expected a Map id → d20");
  const ids = input.combatants.map((c) => c.state.id);
  const perms = tieBreaksFrom(ids, input.tieBreakUniforms);
  // The surprise rules in force name who loses round 1 (the same reading as the book's plan).
  const surprised = round === 1 ? surprisedAtStartOf(input.combatants, ruleset) : new Set<string>();
  const planned = input.combatants.map((c, i) => {
    const id = c.state.id;
    // Each memory is checked once here; the steps below read it unchecked (RULES.md §2: a table of
    // 1,000 within a frame). A round-start step's or the roll's own memory is built from checked values.
    let memory = memoryAtRoundStart(memoryOf(c), round, ruleset);
    assertMemory("memory", ruleset.memory, memory);
    // Only round 1 has the surprised; a memory already holding its mark is not copied (38 fields).
    const mark = round === 1 && surprised.has(id);
    if (memory.surprised !== mark) memory = { ...memory, surprised: mark };
    let status: PlanStatus = roundStartStatus(c.state, round);
    let action = c.state.action;
    let breakdown: VariantInitiative | null = null;
    const ownRoll = c.rollsOwn === true && model.dice !== "none" && model.rollsPer === "combatant" && !surprised.has(id) && needsBaseRollUnchecked(memory, ruleset);
    if (status === "rolls" && ownRoll) {
      // Players who roll their own roll the model's die from the tracker (the GM's client rolls it).
      status = "awaiting";
      action = { ...NO_ACTION, delayedFrom: pendingDelay(c.state.action, round) };
    } else if (status === "rolls") {
      const variant: VariantCombatantInput = { actor: c.variant?.actor ?? { dex: 10, level: 0, slow: false }, side: c.variant?.side ?? "", group: c.variant?.group ?? "", pc: c.variant?.pc === true, memory, checkTotal: c.variant?.checkTotal ?? null };
      const vr = variantRollUnchecked(variant, c.parts, input.dice.get(id), input.rollOffs?.get(id), input.tieBreakUniforms[i]!, ruleset);
      memory = vr.memory;
      if (surprised.has(id)) {
        status = "surprised";
        action = { ...NO_ACTION };
      } else {
        breakdown = vr.breakdown;
        action = planAction(round, breakdown.score, 0, pendingDelay(c.state.action, round));
      }
    }
    return { c, id, memory, status, action, breakdown };
  });
  const ranks = variantTieBreaksUnchecked(planned.map((p) => ({ id: p.id, memory: p.memory, pc: p.c.variant?.pc === true, perm: perms.get(p.id)! })), ruleset);
  if (round === 1 && ambushRuleInForce(ruleset)) {
    const actors = ambushRoundActors(planned.map((p) => {
      const lands = p.status === "rolls" && p.action.landsAt > 0 ? fromAbsolute(p.action.landsAt) : null;
      return { id: p.id, side: String(p.c.variant?.side ?? ""), second: lands && lands.round === 1 ? lands.second : null, order: ranks.get(p.id)!, ambusher: p.memory.ambusher };
    }), ruleset);
    for (const p of planned) {
      if (!actors || actors.has(p.id) || (p.status !== "rolls" && p.status !== "surprised")) continue;
      p.status = "surprised";
      p.action = { ...NO_ACTION };
      p.breakdown = null;
      p.memory = { ...p.memory, surprised: true };
    }
  }
  const updates: CombatantUpdatePlan[] = [];
  const rows: RoundCardRow[] = [];
  const sides = new Map<string, { side: string; dice: number; second: number }>();
  const sideModel = model.rollsPer === "side";
  for (const p of planned) {
    const tieBreak = ranks.get(p.id)!;
    const acts = p.status === "rolls" || p.status === "carried";
    // As in the book's plan: no score shown while the owner has still to roll (CombatantUpdatePlan).
    const initiative = acts ? p.action.score : p.status === "awaiting" ? null : p.c.state.action.startedRound > 0 ? p.c.state.action.score : null;
    updates.push({ _id: p.id, initiative, action: p.action, tieBreak, parts: null, status: p.status, variant: p.memory, variantParts: p.breakdown });
    // A side model's card lists each side's die and second (a slow weapon's second 20 is not the side's).
    if (sideModel && p.breakdown && !p.breakdown.slow) {
      const side = String(p.c.variant?.side ?? "");
      if (!sides.has(side)) sides.set(side, { side, dice: p.breakdown.dice, second: p.breakdown.baseSecond });
    }
    // Named fields, the roll-off added after: a spread in a literal is a slow path, once per combatant.
    const row: { -readonly [K in keyof RoundCardRow]: RoundCardRow[K] } = {
      id: p.id,
      name: typeof p.c.name === "string" ? p.c.name : "",
      hidden: p.c.hidden === true,
      status: p.status,
      tieBreak,
      parts: null,
      landsAt: acts && p.action.landsAt > 0 ? fromAbsolute(p.action.landsAt) : null,
      startedRound: p.action.startedRound,
      castingSeconds: p.action.castingSeconds,
      variant: p.breakdown,
    };
    if (model.rollOff) row.rollOff = p.memory.rollOff;
    rows.push(row);
  }
  sortCardRows(rows);
  const card = { round, rows, speech: wellFormedSpeech(input.speech), model: model.id, ...(sideModel ? { sides: [...sides.values()].sort((a, b) => a.second - b.second) } : {}) };
  return { combat: { round, absolute: toAbsolute({ round, second: 1 }), rolledRound: round }, combatants: updates, card };
}
