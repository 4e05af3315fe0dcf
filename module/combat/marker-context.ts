/** The second marker's template context, from the clock alone (every client derives the same). */
import { movementPhaseAt } from "../rules";
import type { CombatClock } from "./clock-state";

export interface MarkerContext {
  round: number;
  second: number;
  movement: boolean;
  /** 1–4 at a movement second. */
  phase: number | null;
}

/** Null hides the marker: no started combat on the viewed scene, or the setting turns it off. */
export function markerContext(clock: CombatClock | null, shown: boolean): MarkerContext | null {
  if (!clock || !shown) return null;
  const phase = movementPhaseAt(clock.second);
  return { round: clock.round, second: clock.second, movement: phase !== null, phase: phase === null ? null : phase + 1 };
}
