/**
 * Movement history scoped to the movement phase (RULES.md §3: nothing carries to a later phase):
 * the active GM's client clears every combatant's movement history when the combat clock reaches a
 * new movement second. Foundry's own history then measures what was used in the phase, and an undo
 * of the last move gives its hexes back.
 */
import { combatClock, type CombatClock } from "../combat/clock-state";
import { movementPhaseAt } from "../rules";

/** "round:phase" at a movement second, else null. */
export function movementPhaseKey(clock: CombatClock | null): string | null {
  if (clock === null) return null;
  const phase = movementPhaseAt(clock.second);
  return phase === null ? null : `${clock.round}:${phase}`;
}

/** Clear when the clock stands at a movement second other than the last one seen. */
export function shouldClearHistories(previous: string | null | undefined, next: string | null): boolean {
  return next !== null && next !== previous;
}

const lastKeys = new Map<string, string | null>();

export function registerPhaseReset(): void {
  Hooks.once("ready", () => {
    // After a reload mid-phase, the phase's history stays: remember where each combat stands.
    for (const combat of game.combats ?? []) if (combat.id) lastKeys.set(combat.id, movementPhaseKey(combatClock(combat)));
  });
  Hooks.on("updateCombat", (combat) => {
    if (!combat.id) return;
    const next = movementPhaseKey(combatClock(combat));
    const previous = lastKeys.get(combat.id);
    lastKeys.set(combat.id, next);
    if (!game.user?.isActiveGM) return;
    if (shouldClearHistories(previous, next)) void combat.clearMovementHistories();
  });
  Hooks.on("deleteCombat", (combat) => {
    if (combat.id) lastKeys.delete(combat.id);
  });
}
