/**
 * The tracker follows the movers of a phase (tracker-move-order.ts, VARIANTS.md §13.3 row 7): who
 * moves now changes when a token's movement history is recorded or cleared, which no Combat update
 * announces. One render for a burst (a drag records once a token, the phase reset clears them all),
 * and none for a token outside the combat or while no move order is in force.
 */
import { engagementInForce, type Ruleset } from "../rules";

/** The hook registry as this file uses it (Foundry's `Hooks`). */
export interface RecordHooks {
  on(hook: "recordToken", fn: (token: { combatant?: unknown }) => void): unknown;
}

/** Waits this long after the last record before the one render (a burst of records in one frame or so). */
export const MOVE_REFRESH_WAIT_MS = 100;

/** Registers the refresh: `render` re-renders the tracker; `ruleset` reads the rules in force at the record. */
export function registerMoveOrderRefresh(hooks: RecordHooks, render: () => void, ruleset: () => Ruleset): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  hooks.on("recordToken", (token) => {
    if (!token.combatant || !engagementInForce(ruleset())) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      render();
    }, MOVE_REFRESH_WAIT_MS);
  });
}
