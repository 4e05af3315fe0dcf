/**
 * Movement history scoped to the movement phase (docs/rules.md §3: nothing carries to a later phase):
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

/**
 * Clear when the clock stands at a movement second other than the last one seen, unless the clock
 * was stepped back (`direction` -1): going back never starts a phase, so its history is kept.
 */
export function shouldClearHistories(previous: string | null | undefined, next: string | null, direction?: number): boolean {
  return next !== null && next !== previous && direction !== -1;
}

/**
 * The key to remember after an update: the movement phase the clock now stands in, or, between
 * movement seconds, the last phase seen (so stepping out of a phase and back into it, 11 → 10 → 11,
 * does not clear it a second time).
 */
export function rememberedKey(previous: string | null | undefined, next: string | null): string | null {
  return next ?? previous ?? null;
}

/** The direction a clock update carries in its options (`{ direction }`, set by the combat code), if any. */
export function updateDirection(options: unknown): 1 | -1 | undefined {
  if (!options || typeof options !== "object") return undefined;
  const direction = (options as { direction?: unknown }).direction;
  return direction === 1 || direction === -1 ? direction : undefined;
}

const lastKeys = new Map<string, string | null>();

export function registerPhaseReset(): void {
  Hooks.once("ready", () => {
    // After a reload mid-phase, the phase's history stays: remember where each combat stands.
    for (const combat of game.combats ?? []) if (combat.id) lastKeys.set(combat.id, movementPhaseKey(combatClock(combat)));
  });
  Hooks.on("updateCombat", (combat, _changed, options) => {
    if (!combat.id) return;
    const next = movementPhaseKey(combatClock(combat));
    const previous = lastKeys.get(combat.id);
    lastKeys.set(combat.id, rememberedKey(previous, next));
    if (!game.user?.isActiveGM) return;
    if (shouldClearHistories(previous, next, updateDirection(options))) void combat.clearMovementHistories();
  });
  Hooks.on("deleteCombat", (combat) => {
    if (combat.id) lastKeys.delete(combat.id);
  });
}
