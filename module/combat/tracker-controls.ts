/**
 * Which of the tracker's controls each user gets (no Foundry globals, so it is tested directly).
 *
 * - Core's "Roll NPCs" is removed: NPCs are always rolled at the start of a round, so there is
 *   never one left to roll. Core's "Roll All" stays for GMs only: it rolls every able combatant that
 *   has no action yet this round (one waiting for its owner's roll, or everyone after "Reset
 *   Initiative"), see documents.ts, rollAll.
 * - Decision ("trusted players may advance"): core shows the round and Begin controls to
 *   GMs only, and turn controls only to the current combatant's owner, so a trusted user the advance
 *   setting admits gets the system's own row of clock controls, which go through the GM's client
 *   (relay.ts). Players the setting does not admit get none.
 */

export interface ControlsInput {
  isGM: boolean;
  /** The user may run the clock under the advance setting. */
  mayAdvance: boolean;
  playersRoll: boolean;
  started: boolean;
  hasCombat: boolean;
}

export interface RelayControls {
  show: boolean;
  started: boolean;
}

/** The system's clock controls: for non-GM users the advance setting admits, when there is a combat. */
export function relayControls(input: ControlsInput): RelayControls {
  return { show: !input.isGM && input.mayAdvance && input.hasCombat, started: input.started };
}

/** Core controls (by `data-action`) the tracker removes for this user. */
export function coreControlsToRemove(input: Pick<ControlsInput, "isGM">): string[] {
  return input.isGM ? ["rollNPC"] : ["rollNPC", "rollAll"];
}

/** Removes those controls from a rendered tracker. */
export function pruneCoreControls(root: { querySelectorAll(selector: string): Iterable<{ remove(): void }> }, input: Pick<ControlsInput, "isGM">): number {
  let removed = 0;
  for (const action of coreControlsToRemove(input)) {
    for (const el of root.querySelectorAll(`[data-action="${action}"]`)) {
      el.remove();
      removed++;
    }
  }
  return removed;
}
