/**
 * The Combat's commands outside the clock (RULES.md §2; VARIANTS.md rows 5, 10): a score typed or
 * rolled, a spell's casting time, delay, the escalation die's controls and a double move. The GM's
 * client writes; anyone else asks it over the authenticated relay. Every decision is the rules'.
 */
import { MAX_SPELL_NAME_LENGTH, RulesError, actionForScoreAt, canCast, canDelay, delayedAction, maxCastingSeconds, scoreFromEntry, tradedAction, withCastingAt, type ActionRecord, type ClockTime } from "../rules";
import { currentRuleset } from "../variants/setting";
import { userMayAdvance } from "./setting-values";
import { mustRelay, sendRelay } from "./relay";
import { escalationControlUpdate } from "./escalation";
import { ERCombatant } from "./combatant";
import type { CombatHost } from "./combat-host";
import { writeCombat, writeCombatant } from "./writes";

/**
 * Completes a score written to a combatant's `initiative` (an owner's own roll, the GM's edit in
 * the tracker): the active GM re-plans the action from it (rules: actionForScoreAt). A score that
 * may not change the action (it has landed this round) is put back to the action's score.
 */
export async function completeScoreEdit(combat: CombatHost, combatant: ERCombatant): Promise<void> {
  const now = combat.clock;
  if (!now) return;
  const update = scoreEditUpdate(combatant.erSystem.action, combatant.initiative, now);
  if (update) await writeCombatant(combatant, update);
}

/** Marks a combatant's action as a spell with a casting time (0 clears it). */
export async function markSpell(combat: CombatHost, combatantId: string, castingSeconds: number, spellName: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  const now = combat.clock;
  if (!(c instanceof ERCombatant) || !now || !userMayAdvance(game.user) || !canCast(c.erSystem.action, now)) return;
  const max = maxCastingSeconds(c.erSystem.action);
  if (!Number.isSafeInteger(castingSeconds) || castingSeconds < 0 || castingSeconds > max) {
    ui.notifications?.warn(game.i18n?.format("ER.Combat.Cast.Invalid", { max: String(max) }) ?? "ER.Combat.Cast.Invalid");
    return;
  }
  spellName = String(spellName).slice(0, MAX_SPELL_NAME_LENGTH);
  if (mustRelay()) {
    sendRelay({ kind: "cast", combatId: combat.id ?? "", combatantId, seconds: castingSeconds, name: spellName });
    return;
  }
  await writeCombatant(c, {
    "system.action": withCastingAt(c.erSystem.action, castingSeconds, now),
    "system.spellName": castingSeconds > 0 ? spellName : "",
  });
}

/**
 * The escalation die (VARIANTS.md row 5): the GM's tracker controls (+1, −1, hold, release, reset). GMs only;
 * anyone else's call does nothing (and a direct write is put back, guards.ts).
 */
export async function controlEscalation(combat: CombatHost, control: unknown): Promise<void> {
  const update = escalationControlUpdate(combat.system, control, game.user, currentRuleset());
  if (update) await writeCombat(combat, update);
}

/**
 * "Double move (no action)" (VARIANTS.md row 10): the combatant trades this round's
 * action for a doubled movement allowance. The rules decide when that is allowed
 * (doubleMoveRefusal) and what becomes of the action (tradedAction); a refusal is told to the
 * user. The GM's client writes; an owner's client asks it over the authenticated relay
 * (relay-gm.ts checks the sender owns the combatant). The movement code reads `doubleMoveRound`.
 */
export async function declareDoubleMove(combat: CombatHost, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  const now = combat.clock;
  if (!(c instanceof ERCombatant) || !now || !c.isOwner) return;
  const refusal = c.doubleMoveRefusalAt(now);
  if (refusal !== null) {
    ui.notifications?.warn(game.i18n?.localize(`ER.Variants.DoubleMove.Refused.${refusal}`) ?? refusal);
    return;
  }
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "doubleMove", combatId: combat.id ?? "", combatantId });
    return;
  }
  const action = tradedAction(c.erSystem.action, now.round);
  await writeCombatant(c, {
    // The score stays the action's own, so `initiative` and the schedule agree (guards.ts).
    initiative: action.score,
    "system.action": action,
    "system.spellName": "",
    "system.doubleMoveRound": now.round,
  });
}

/** Delays a combatant's action into the next round. */
export async function delayCombatant(combat: CombatHost, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  const now = combat.clock;
  if (!(c instanceof ERCombatant) || !now || !userMayAdvance(game.user) || !canDelay(c.erSystem.action, now)) return;
  if (mustRelay()) {
    sendRelay({ kind: "delay", combatId: combat.id ?? "", combatantId });
    return;
  }
  await writeCombatant(c, { "system.action": delayedAction(c.erSystem.action, now.round) });
}


/**
 * The combatant update that completes a score written to `initiative` at `now`, or null when there
 * is nothing to do. Every decision is the rules core's (actionForScoreAt); a refused score is put
 * back to the action's own.
 */
export function scoreEditUpdate(action: ActionRecord, initiative: unknown, now: ClockTime): Record<string, unknown> | null {
  if (initiative === null || initiative === undefined) return null;
  const score = scoreFromEntry(initiative);
  // A typed value the rules cannot take as a score (past MAX_INITIATIVE, not finite) is refused
  // like one past the cap: the caller warns and puts the scheduled score back.
  if (score === null) throw new RulesError("OUT_OF_RANGE", "initiative", initiative, "not a score the schedule can take");
  // The score as the rules took it (rounded, floored) is written back, so `initiative` stays the scheduled score.
  if (action.startedRound > 0 && action.score === score) return initiative === score ? null : { initiative: score };
  const next = actionForScoreAt(action, score, now);
  if (next === null) return action.startedRound > 0 ? { initiative: action.score } : null;
  return initiative === score ? { "system.action": next } : { initiative: score, "system.action": next };
}
