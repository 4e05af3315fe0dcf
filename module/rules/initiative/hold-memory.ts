/**
 * The memory slice of hold and ready (VARIANTS.md §3.3, §3.4, §4.1): what a combatant that held or
 * readied its action keeps across rounds. Declared beside the core's hold rules that read it
 * (./hold.ts, ../combat/round-start.ts); every initiative model that contributes
 * `holdReady` (13th Age, the OSR hack's DEX order) declares this same slice as its own.
 */
import { assertMemory, memBool, memInt, memText, type MemoryOf } from "../ruleset/memory";

/** Longest readied-action trigger text (§3.4) a combatant keeps. */
export const MAX_TRIGGER_LENGTH = 200;
/** The largest round a hold can be remembered in (a stored round number's bound). */
export const MAX_HELD_ROUND = 1_000_000;

export const HOLD_MEMORY = Object.freeze({
  /** A readied combatant's permanent place just ahead of this combatant id (§3.4). */
  aheadOf: memText(MAX_TRIGGER_LENGTH),
  /** The round in which the combatant held its action (0: not holding). */
  held: memInt(0, MAX_HELD_ROUND, 0),
  /** Whether the hold is a readied action with a trigger (§3.4). */
  readied: memBool(false),
  trigger: memText(MAX_TRIGGER_LENGTH),
});
export type HoldMemory = MemoryOf<typeof HOLD_MEMORY>;

/** Throws unless `memory` holds the hold slice within its bounds. */
export function assertHoldMemory(label: string, memory: unknown): asserts memory is HoldMemory {
  assertMemory(label, HOLD_MEMORY, memory);
}
