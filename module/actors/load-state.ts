/**
 * What world time and load changes do to an actor's lasting encumbrance state (RULES.md §6), as a
 * pure function: the `updateWorldTime` hook and the item hooks (module/actors/world-time.ts) only
 * gather the stored state and the current loaded steps, call {@link nextLoadState}, and write back
 * the result when it differs.
 */
import { MAX_LOAD_SECONDS, RulesError, persistentExpired, updateLoad, type LoadHistory } from "../rules";
import { MAX_STORED_STEPS } from "../data/bounds";

/** The stored fields of `system.load` (seconds of world time; see module/actors/spec.ts and module/data/bounds.ts). */
export interface StoredLoad {
  overCapacitySeconds: number;
  droppedAt: number | null;
  droppedSteps: number;
  loadedSteps: number;
  unloadedSeconds: number;
}

export interface LoadChangeInput {
  /** World time now (s). Fractions are dropped: the rules count whole seconds. */
  now: number;
  /** Seconds that passed since the last record, spent at the recorded level (0 for a load change). */
  deltaSeconds: number;
  /** Loaded steps of what the actor carries now. */
  steps: number;
}

/**
 * The new `system.load`, or null when nothing changes (or the stored state is unusable: it is left
 * alone for the GM to correct, and the sheet reports it).
 *
 * Decision (clock set back): a negative delta accumulates nothing; the level change is still
 * recorded at the new time. Decision (expiry): a drop whose four hours are over is cleared
 * (droppedAt null, droppedSteps 0), so the sheet shows no stale drop. Decision (idle actors): time
 * unloaded only matters while there is accumulated time over capacity to reset; an actor with no
 * load, no accumulation and no drop keeps `unloadedSeconds` at 0, so advancing the clock writes
 * nothing to it (no update per actor per tick in a large world).
 */
export function nextLoadState(stored: StoredLoad, input: LoadChangeInput): StoredLoad | null {
  const now = Math.floor(input.now);
  // Decision (world-time jumps of any size): a jump longer than the stored bound counts as
  // the bound (the rules saturate there too: 30 minutes and 4 hours are all they compare with); an
  // unreadable delta (NaN) accumulates nothing.
  const delta = Number.isNaN(input.deltaSeconds) ? 0 : Math.floor(input.deltaSeconds);
  const deltaSeconds = Math.min(MAX_LOAD_SECONDS, Math.max(0, delta));
  const history: LoadHistory = { ...stored };
  let next: LoadHistory;
  try {
    // A load heavier than the stored bound (module/data/bounds.ts MAX_STORED_STEPS) is recorded at the bound: the
    // schema and the validation hooks would refuse the whole write otherwise.
    const steps = Number.isFinite(input.steps) ? Math.min(MAX_STORED_STEPS, input.steps) : input.steps;
    next = updateLoad(history, { now, deltaSeconds, steps });
    if (persistentExpired(next.droppedAt, now)) next = { ...next, droppedAt: null, droppedSteps: 0 };
    if (next.loadedSteps === 0 && next.overCapacitySeconds === 0 && next.droppedAt === null) next = { ...next, unloadedSeconds: 0 };
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
  const changed = (Object.keys(stored) as (keyof StoredLoad)[]).some((k) => stored[k] !== next[k]);
  return changed
    ? {
        overCapacitySeconds: next.overCapacitySeconds,
        droppedAt: next.droppedAt,
        droppedSteps: next.droppedSteps,
        loadedSteps: next.loadedSteps,
        unloadedSeconds: next.unloadedSeconds,
      }
    : null;
}

/** An actor as the world-time hook sees it: its id, stored `system.load` and current loaded steps. */
export interface TrackedActor {
  id: string;
  load: StoredLoad;
  loadedSteps: number;
}

/** The batched update for a clock advance: one entry per actor whose load state changes. */
export function worldTimeUpdates(
  actors: readonly TrackedActor[],
  now: number,
  deltaSeconds: number,
): { _id: string; system: { load: StoredLoad } }[] {
  const updates: { _id: string; system: { load: StoredLoad } }[] = [];
  for (const actor of actors) {
    const load = nextLoadState(actor.load, { now, deltaSeconds, steps: actor.loadedSteps });
    if (load) updates.push({ _id: actor.id, system: { load } });
  }
  return updates;
}

/** An unlinked token's synthetic actor as the world-time hook sees it; `target` is the adapter's handle on it. */
export interface TrackedTokenActor<T> {
  target: T;
  load: StoredLoad;
  loadedSteps: number;
}

/**
 * Everything one clock advance writes: the batched world-actor update and one update per unlinked
 * token actor, all computed from the state before any of them is written. A token actor without a
 * `load` of its own shows its base actor's; computed after the base actor's update it would see the
 * already advanced load and add the delta a second time.
 */
export function clockAdvanceUpdates<T>(
  world: readonly TrackedActor[],
  tokens: readonly TrackedTokenActor<T>[],
  now: number,
  deltaSeconds: number,
): { world: { _id: string; system: { load: StoredLoad } }[]; tokens: { target: T; load: StoredLoad }[] } {
  const tokenUpdates: { target: T; load: StoredLoad }[] = [];
  for (const token of tokens) {
    const load = nextLoadState(token.load, { now, deltaSeconds, steps: token.loadedSteps });
    if (load) tokenUpdates.push({ target: token.target, load });
  }
  return { world: worldTimeUpdates(world, now, deltaSeconds), tokens: tokenUpdates };
}
