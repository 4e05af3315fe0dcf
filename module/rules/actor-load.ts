/**
 * Small pure helpers the actor models need to turn their items into rules input (RULES.md §2, §4, §6):
 * the weight an actor carries, the weapon modifier in hand, the quickness rating in force, and the
 * merge of several terrain-adaptation maps. Owned by the actors feature.
 */
import { RulesError, assertFiniteNumber, assertInteger, assertNonNegativeInteger, assertNonNegativeNumber } from "./errors";
import { PERSISTENT_DURATION_SECONDS, WEIGHT_UNITS_PER_LB } from "./encumbrance";
import { TERRAIN_DIVISOR_TENTHS, assertTerrainAdaptation, type TerrainAdaptation, type TerrainId } from "./terrain";
import { MAX_CARRIED_LB, MAX_INITIATIVE_MODIFIER, MAX_QUANTITY, MAX_RATING, MAX_WEIGHT_LB, MAX_WORLD_TIME, assertAtMost, assertList, assertObject } from "./bounds";

export interface CarriedEntry {
  /** Weight of one unit, lb (finite, ≥ 0). */
  weight: number;
  /** Units carried (integer ≥ 0); 1 when omitted. */
  quantity?: number;
  /** Marked as standard kit (RULES.md §6): does not count towards the load (see {@link loadWeights}). */
  standardKit?: boolean;
}

/**
 * Total weight carried, lb: Σ weight × quantity, exact to the encumbrance resolution
 * (1/1000 lb, see {@link WEIGHT_UNITS_PER_LB}) so that a sum like 0.1 + 0.2 is 0.3.
 */
export function carriedWeight(entries: readonly CarriedEntry[]): number {
  if (!Array.isArray(entries)) {
    throw new RulesError("INVALID_ARGUMENT", "entries", entries, "expected an array of { weight, quantity }");
  }
  assertList("entries", entries);
  let units = 0;
  entries.forEach((entry, i) => {
    assertEntry(i, entry);
    const quantity = entry.quantity ?? 1;
    units += Math.round(entry.weight * WEIGHT_UNITS_PER_LB) * quantity;
    if (units > MAX_CARRIED_LB * WEIGHT_UNITS_PER_LB) throw new RulesError("OUT_OF_RANGE", "entries", units / WEIGHT_UNITS_PER_LB, `expected at most ${MAX_CARRIED_LB} lb in all`);
  });
  return units / WEIGHT_UNITS_PER_LB;
}

/** The carried weight split into what counts towards the load and the standard kit that does not. */
export interface LoadWeights {
  /** Weight that counts towards encumbrance, lb. */
  readonly counted: number;
  /** Weight of items marked as standard kit, lb (shown, never counted). */
  readonly kit: number;
}

/**
 * Decision (RULES.md §6, standard equipment): the Book lets a declared standard kit (backpack,
 * one or two weapons, shield, purse, reasonable armour) leave the encumbrance rule out of play.
 * Every item carries a "standard kit" mark; marked entries do not count towards the load and are
 * summed apart so the sheet can show both. Same exactness as {@link carriedWeight}.
 */
export function loadWeights(entries: readonly CarriedEntry[]): LoadWeights {
  if (!Array.isArray(entries)) {
    throw new RulesError("INVALID_ARGUMENT", "entries", entries, "expected an array of { weight, quantity, standardKit }");
  }
  // Each entry is checked first where it stands, so a bad one is named by its place in `entries`.
  assertList("entries", entries);
  entries.forEach((entry, i) => assertEntry(i, entry));
  const kit = entries.filter((e) => e?.standardKit === true);
  const counted = entries.filter((e) => e?.standardKit !== true);
  return { counted: carriedWeight(counted), kit: carriedWeight(kit) };
}

/**
 * Decision (RULES.md §2, weapon in hand): with several weapons in hand the slowest one sets the
 * pace, so the largest modifier applies; with none in hand the modifier is 0 (a character fighting
 * bare-handed puts the Fists weapon in hand to get its −2).
 */
export function weaponInHandModifier(modifiers: readonly number[]): number {
  if (!Array.isArray(modifiers)) {
    throw new RulesError("INVALID_ARGUMENT", "modifiers", modifiers, "expected an array of integers");
  }
  assertList("modifiers", modifiers);
  if (modifiers.length === 0) return 0;
  modifiers.forEach((m, i) => assertInteger(`modifiers[${i}]`, m));
  modifiers.forEach((m, i) => assertAtMost(`modifiers[${i}]`, m, MAX_INITIATIVE_MODIFIER));
  return modifiers.reduce((a, b) => Math.max(a, b));
}

/**
 * Decision (RULES.md §2, quickness): a quickness skill item overrides the rating typed on the
 * actor; with several such items the highest rating counts.
 */
export function quicknessInForce(baseRating: number, skillRatings: readonly number[]): number {
  assertNonNegativeInteger("baseRating", baseRating);
  if (!Array.isArray(skillRatings)) {
    throw new RulesError("INVALID_ARGUMENT", "skillRatings", skillRatings, "expected an array of ratings");
  }
  assertList("skillRatings", skillRatings); assertAtMost("baseRating", baseRating, MAX_RATING);
  if (skillRatings.length === 0) return baseRating;
  skillRatings.forEach((r, i) => assertNonNegativeInteger(`skillRatings[${i}]`, r));
  skillRatings.forEach((r, i) => assertAtMost(`skillRatings[${i}]`, r, MAX_RATING));
  return skillRatings.reduce((a, b) => Math.max(a, b));
}

/**
 * Merges adaptation maps (a creature's own map and its native terrains' entries): where several
 * maps name the same terrain, the easiest target (lowest divisor) is kept, and a mapping that
 * would make a terrain harder than itself is dropped (RULES.md §4: adaptation never hurts).
 */
export function mergeAdaptations(...maps: readonly Readonly<TerrainAdaptation>[]): TerrainAdaptation {
  const out: TerrainAdaptation = {};
  maps.forEach((map, i) => {
    assertTerrainAdaptation(`maps[${i}]`, map);
    for (const [from, to] of Object.entries(map) as [TerrainId, TerrainId | undefined][]) {
      if (to === undefined) continue;
      if (TERRAIN_DIVISOR_TENTHS[to] >= TERRAIN_DIVISOR_TENTHS[from]) continue;
      const current = out[from];
      if (current === undefined || TERRAIN_DIVISOR_TENTHS[to] < TERRAIN_DIVISOR_TENTHS[current]) out[from] = to;
    }
  });
  return out;
}

/** Seconds in a minute, for stored times kept in minutes by earlier data versions. */
export const SECONDS_PER_MINUTE = 60;

/** Whole seconds from minutes (finite), rounded to the nearest second. */
export function minutesToSeconds(minutes: number): number {
  assertFiniteNumber("minutes", minutes);
  assertAtMost("minutes", minutes, MAX_WORLD_TIME / SECONDS_PER_MINUTE);
  return Math.round(minutes * SECONDS_PER_MINUTE);
}

/** Whole minutes in a duration of seconds (rounded down), for display of accumulated time. */
export function wholeMinutes(seconds: number): number {
  assertNonNegativeNumber("seconds", seconds);
  assertAtMost("seconds", seconds, MAX_WORLD_TIME);
  return Math.floor(seconds / SECONDS_PER_MINUTE);
}

/**
 * World time (s) at which a recorded drop stops weighing on the creature: the drop time plus
 * {@link PERSISTENT_DURATION_SECONDS}; null without a recorded drop.
 */
export function persistentEndsAt(droppedAt: number | null): number | null {
  if (droppedAt === null) return null;
  assertInteger("droppedAt", droppedAt);
  assertAtMost("droppedAt", droppedAt, MAX_WORLD_TIME);
  return droppedAt + PERSISTENT_DURATION_SECONDS;
}

/**
 * Seconds of persistent encumbrance left at world time `now`, for a drop at `droppedAt`: never
 * negative, 0 when nothing was dropped or the four hours are over.
 */
export function persistentSecondsLeft(droppedAt: number | null, now: number): number {
  assertInteger("now", now);
  assertAtMost("now", now, MAX_WORLD_TIME);
  const end = persistentEndsAt(droppedAt);
  return end === null ? 0 : Math.max(0, end - now);
}

/**
 * A recorded drop whose persistent encumbrance is over at `now` (four hours or more after it), so
 * the record can be cleared. A drop in the future of `now` (the clock was set back) is kept.
 */
export function persistentExpired(droppedAt: number | null, now: number): boolean {
  if (droppedAt === null) return false;
  assertInteger("droppedAt", droppedAt);
  assertInteger("now", now);
  assertAtMost("droppedAt", droppedAt, MAX_WORLD_TIME); assertAtMost("now", now, MAX_WORLD_TIME);
  return now - droppedAt >= PERSISTENT_DURATION_SECONDS;
}

function assertEntry(i: number, entry: CarriedEntry): void {
  assertObject(`entries[${i}]`, entry);
  assertFieldsBounded(i, entry);
  assertNonNegativeNumber(`entries[${i}].weight`, entry.weight);
  assertNonNegativeInteger(`entries[${i}].quantity`, entry.quantity ?? 1);
}

function assertFieldsBounded(i: number, entry: Readonly<Record<string, unknown>>): void {
  if (typeof entry["weight"] === "number") assertAtMost(`entries[${i}].weight`, entry["weight"], MAX_WEIGHT_LB);
  if (typeof entry["quantity"] === "number") assertAtMost(`entries[${i}].quantity`, entry["quantity"], MAX_QUANTITY);
}
