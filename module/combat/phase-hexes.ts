/**
 * A mover's hexes in one movement phase, as the tracker's phase rows show them and as the phase's
 * move order reads them (VARIANTS.md §13.3 row 7: a mover its allowance leaves no hex in the phase
 * is not waited for). The one reading for the tracker (tracker-context.ts) and the ruler's reminder
 * of earlier movers (canvas/engagement.ts, through phase-facts.ts `phaseHexesNow`): a forfeit
 * takes the phase, a blocking condition or immobility loses it, otherwise the allowance's share
 * after standing up (§13.1) and after a mount or dismount (§13.3 row 41). Every number is the rules'.
 */
import { hexesAfterStandUp, type ClockTime, type MovementResult, type PhaseIndex, type Ruleset } from "../rules";
import { i18nKey } from "../constants";
import type { TrackerCombatantInput } from "./tracker-types";

/** What a mover's phase hexes read of it (the tracker's row input carries the same fields). */
export type PhaseFacts = Pick<TrackerCombatantInput, "forfeits" | "standUp" | "mountCost">;

/** A mover's hexes in a phase, or lost (0) with the reason's key. */
export interface PhaseHexes {
  readonly hexes: number;
  readonly lost: boolean;
  readonly reasonKey: string | null;
}

/**
 * The hexes of a mover with allowance `m` (rules `movementAllowance`) in the phase at second `s`
 * (its `index`); `at`: its combat and the clock (a stand-up record counts in its own combat only).
 */
export function phaseHexesOf(c: PhaseFacts, m: MovementResult, s: number, index: PhaseIndex, at: { combatId: string | null; clock: ClockTime }, ruleset: Ruleset): PhaseHexes {
  const forfeit = c.forfeits?.[s];
  if (forfeit !== undefined) return { hexes: 0, lost: true, reasonKey: forfeit };
  if (m.blockedBy !== null) return { hexes: 0, lost: true, reasonKey: m.blockedBy === "encumbrance" ? "ER.Combat.Tracker.Immobile" : i18nKey("Condition", m.blockedBy) };
  const stood = c.standUp === undefined ? m.phases[index]! : hexesAfterStandUp(m.phases[index]!, index, c.standUp, at, ruleset);
  // VARIANTS.md §13.3 row 41: a mount or dismount takes its share the same way (kind "mount").
  const hexes = c.mountCost === undefined ? stood : hexesAfterStandUp(stood, index, c.mountCost, { ...at, kind: "mount" }, ruleset);
  return { hexes, lost: false, reasonKey: null };
}
