/** The second marker's template context, from the clock alone (every client derives the same). */
import { movementPhaseAt } from "../rules";
import type { CombatClock } from "./clock-state";

export interface MarkerContext {
  round: number;
  second: number;
  movement: boolean;
  /** 1–4 at a movement second. */
  phase: number | null;
  /** The escalation die ("ED +n"), present only while the variant is on. */
  escalation?: { value: number };
}

/**
 * Null hides the marker: no started combat on the viewed scene, or the setting turns it off.
 * `escalation` is the die's value to show beside the clock (null or absent: the variant is off).
 */
export function markerContext(clock: CombatClock | null, shown: boolean, escalation: number | null = null): MarkerContext | null {
  if (!clock || !shown) return null;
  const phase = movementPhaseAt(clock.second);
  const context: MarkerContext = { round: clock.round, second: clock.second, movement: phase !== null, phase: phase === null ? null : phase + 1 };
  if (escalation !== null) context.escalation = { value: escalation };
  return context;
}
