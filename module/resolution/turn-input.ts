/**
 * What the rules' `turnMoments` reads of a combatant (VARIANTS.md §13.2): its action record, tie
 * break, statuses and defeat, the companion model's kept base second and hold, and its last double
 * move, read from the Combatant as stored. Every adapter that asks for a combatant's start- or
 * end-of-turn second (death saves, save ends) builds its input here, so the turn is judged one way.
 */
import { NO_ACTION, RulesError, fromAbsolute, turnMoments, type ActionRecord, type ClockTime, type TurnMoments } from "../rules";
import { currentRuleset } from "../variants/setting";

/** The parts of a combatant read here. */
export interface TurnCombatant {
  id: string | null;
  isDefeated?: boolean;
  system?: unknown;
  actor: { statuses?: ReadonlySet<string> } | null;
}

const whole = (v: unknown, max: number): number => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && v <= max ? v : 0);

/** The combatant's turn moments in `round` under the ruleset in force, or null when its records cannot be read. */
export function turnMomentsOf(combatant: TurnCombatant, round: number): TurnMoments | null {
  const system = (combatant.system ?? {}) as { action?: ActionRecord; tieBreak?: unknown; doubleMoveRound?: unknown; variant?: { base?: unknown; held?: unknown } };
  try {
    const state = { id: combatant.id ?? "", action: system.action ?? NO_ACTION, tieBreak: typeof system.tieBreak === "number" ? system.tieBreak : 0, conditions: [...(combatant.actor?.statuses ?? [])], defeated: combatant.isDefeated === true };
    const memory = { base: whole(system.variant?.base, 20), held: whole(system.variant?.held, Number.MAX_SAFE_INTEGER) };
    return turnMoments({ round, state, memory, doubleMoveRound: whole(system.doubleMoveRound, Number.MAX_SAFE_INTEGER) }, currentRuleset());
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

/**
 * Core's `combatRound` (fired before the new round is written): the clock of the round being left
 * forwards, from the Combat's stored counter, or null when `next` does not move it forwards (or
 * the combat has not run). The end-of-turn moments the clock never passed are closed at it.
 */
export function roundLeftForwards(system: unknown, next: { round?: unknown } | null | undefined): ClockTime | null {
  const absolute = (system as { absolute?: unknown } | undefined)?.absolute;
  if (typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute <= 20) return null;
  const now = fromAbsolute(absolute);
  return typeof next?.round === "number" && next.round > now.round ? now : null;
}
