/**
 * The contract between the combat clock and its readers (the ruler, the marker): the current round
 * and second of a combat, read from the Combat document's own system data (its absolute counter,
 * round·20 + second).
 */
import { startedClock } from "../rules/move-plan";

export interface CombatClock {
  round: number;
  /** 1–20 once the round is under way. */
  second: number;
}

/** The clock of a started combat, or null when there is no combat or it has not begun. */
export function combatClock(combat: { started?: boolean; round?: number | null; system?: unknown } | null | undefined): CombatClock | null {
  // The rules read the clock of the stored counter (rules/move-plan.ts startedClock), as the movement plan does.
  const t = startedClock(combat?.started, (combat?.system as { absolute?: unknown } | undefined)?.absolute);
  return t === null ? null : { round: t.round, second: t.second };
}

/**
 * Whether a combat's clock has run (it has been begun), read from the system data only a GM writes:
 * the absolute counter past round 0, or a rolled round. Core's `round` is not read: the owner of the
 * current combatant may write it (docs/rules.md §1: the clock, not the turn, runs the combat).
 */
export function clockHasRun(combat: { system?: unknown } | null | undefined): boolean {
  const system = combat?.system as { absolute?: unknown; rolledRound?: unknown } | undefined;
  const absolute = system?.absolute;
  const rolled = system?.rolledRound;
  return (typeof absolute === "number" && absolute > 20) || (typeof rolled === "number" && rolled > 0);
}
