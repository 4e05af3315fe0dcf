/**
 * An actor's speeds of its own (VARIANTS.md §6.5): climb, swim, fly, burrow, hexes per round, as
 * the movement rules read them. A leaf: movement-costs.ts and movement-modes.ts both read it.
 */
import type { ModeSpeeds, SpeedMode } from "./ruleset/points/movement";
import { MAX_SPEED } from "./bounds";

/** The speeds an actor may list besides walking, in sheet order. */
export const SPEED_MODES: readonly SpeedMode[] = Object.freeze(["climb", "swim", "fly", "burrow"] as const);

/** No speed of its own. */
export const NO_SPEEDS: ModeSpeeds = Object.freeze({ climb: null, swim: null, fly: null, burrow: null });

/**
 * The speeds as stored on an actor (`system.movement.climb` …): each a whole number of hexes per
 * round from 0 to MAX_SPEED, or none. Decision (stored data is clamped, never refused on read): a value
 * that is not a finite number counts as none; one out of bounds is clamped; a fraction rounds down;
 * 0 is none (004:L23 "the appropriate movement speed").
 */
export function storedModeSpeeds(stored: unknown): ModeSpeeds {
  if (stored === null || typeof stored !== "object") return NO_SPEEDS;
  const read = (m: SpeedMode): number | null => {
    const v = (stored as Record<string, unknown>)[m];
    if (typeof v !== "number" || !Number.isFinite(v)) return null;
    const n = Math.min(MAX_SPEED, Math.max(0, Math.floor(v)));
    return n === 0 ? null : n;
  };
  return Object.freeze({ climb: read("climb"), swim: read("swim"), fly: read("fly"), burrow: read("burrow") });
}
