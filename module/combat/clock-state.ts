/**
 * The contract between the combat clock and its readers (the ruler, the marker): the current round
 * and second of a combat, read from the Combat document's own system data.
 */
export interface CombatClock {
  round: number;
  /** 1–20 once the round is under way. */
  second: number;
}

/** The clock of a started combat, or null when there is no combat or it has not begun. */
export function combatClock(combat: { started?: boolean; round?: number | null; system?: unknown } | null | undefined): CombatClock | null {
  if (!combat?.started) return null;
  const system = combat.system as { second?: number } | undefined;
  const round = combat.round ?? 0;
  const second = system?.second ?? 0;
  if (round < 1 || second < 1) return null;
  return { round, second };
}
