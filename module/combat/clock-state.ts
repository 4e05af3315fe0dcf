/**
 * The contract between the combat clock and its readers (the ruler, the marker): the current round
 * and second of a combat, read from the Combat document's own system data (its absolute counter,
 * round·20 + second).
 */
import { fromAbsolute } from "../rules/time";

export interface CombatClock {
  round: number;
  /** 1–20 once the round is under way. */
  second: number;
}

/** The clock of a started combat, or null when there is no combat or it has not begun. */
export function combatClock(combat: { started?: boolean; round?: number | null; system?: unknown } | null | undefined): CombatClock | null {
  if (!combat?.started) return null;
  const system = combat.system as { absolute?: unknown } | undefined;
  const absolute = system?.absolute;
  if (typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute < 21) return null;
  const t = fromAbsolute(absolute);
  return { round: t.round, second: t.second };
}
