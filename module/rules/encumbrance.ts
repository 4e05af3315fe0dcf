/**
 * Encumbrance (RULES.md §6): capacity, penalty steps, persistent encumbrance over
 * world time, and the steps in force.
 */
import {
  RulesError,
  assertInteger,
  assertNonNegativeInteger,
  assertNonNegativeNumber,
  assertPositiveNumber,
} from "./errors";
import { MAX_CARRIED_LB, MAX_LOAD_SECONDS, MAX_STEPS, MAX_WEIGHT_LB, MAX_WORLD_TIME, assertAtMost, assertFieldsAtMost, assertObject } from "./bounds";
import type { Ruleset } from "./ruleset/ruleset-type";

export type EncumbranceGroup = "character" | "packAnimal" | "other";

export interface EncumbranceInput {
  group: EncumbranceGroup;
  /** Weight carried, lb (finite, ≥ 0, may be fractional). */
  carried: number;
  /** Characters: body weight in lb; capacity = 25 % of it unless `capacity` is given. */
  bodyWeight?: number;
  /** Explicit capacity in lb (required for pack animals; overrides the default otherwise). */
  capacity?: number;
  /** Step size in lb (> 0); defaults: character 10, pack animal 25. */
  step?: number;
  /** Towing a wagon or cart: capacity ×3 and step ×3. */
  towing?: boolean;
}

export interface EncumbranceResult {
  /** Capacity in lb (after towing). */
  readonly capacity: number;
  /** Step size in lb (after towing); 0 for the "other" group, which has no steps. */
  readonly step: number;
  /** Penalty steps (0 when within capacity). */
  readonly steps: number;
  /** Cannot move at all ("other" group over its capacity). */
  readonly immobile: boolean;
}

/** Book (RULES.md §6): characters carry 25 % of body weight (stored as 1/4 for exactness). */
export const CHARACTER_CAPACITY_DIVISOR = 4;
/** Book (RULES.md §6): a character's step is 10 lb. */
export const CHARACTER_STEP_LB = 10;
/** Book (RULES.md §6): a pack animal's step defaults to 25 lb. */
export const PACK_ANIMAL_STEP_LB = 25;
/** Book (RULES.md §6): everything else carries at most 20 lb regardless of size. */
export const OTHER_CAPACITY_LB = 20;
/** Book (RULES.md §6): towing multiplies capacity and step by 3. */
export const TOWING_MULTIPLIER = 3;

/**
 * Decision (RULES.md §6, "everything else"): above its capacity a creature of the
 * "other" group cannot move (immobile); it has no penalty steps.
 */
export const OTHER_GROUP_OVER_CAPACITY_IMMOBILE = true;

/**
 * Decision (weights): weights are compared at a resolution of 1/1000 lb (each weight
 * is rounded to the nearest thousandth of a pound), so that step boundaries are exact
 * despite binary floating point (e.g. 50.3 − 30.3 is exactly 2 steps of 10).
 *
 * Decision (RULES.md §6, character capacity): capacity = body weight ÷ 4 with no
 * rounding to whole pounds (a 100 lb gryf carries 25, 120 lb → 30, 220 lb → 55); only
 * the 1/1000 lb resolution applies, rounding down (to the creature's disadvantage).
 */
export const WEIGHT_UNITS_PER_LB = 1000;

function toUnits(lb: number): number {
  return Math.round(lb * WEIGHT_UNITS_PER_LB);
}

const GROUPS: readonly EncumbranceGroup[] = ["character", "packAnimal", "other"];

export function encumbrance(input: EncumbranceInput): EncumbranceResult {
  if (input === null || typeof input !== "object") {
    throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an encumbrance input object");
  }
  assertFieldsAtMost("input", input, { carried: MAX_CARRIED_LB, bodyWeight: MAX_WEIGHT_LB, capacity: MAX_WEIGHT_LB, step: MAX_WEIGHT_LB });
  const { group, carried, bodyWeight, capacity, step, towing } = input;
  if (!GROUPS.includes(group)) {
    throw new RulesError("UNKNOWN_GROUP", "group", group, `expected one of ${GROUPS.join(", ")}`);
  }
  assertNonNegativeNumber("carried", carried);
  if (capacity !== undefined) assertNonNegativeNumber("capacity", capacity);
  if (step !== undefined) assertPositiveNumber("step", step);
  if (bodyWeight !== undefined) assertNonNegativeNumber("bodyWeight", bodyWeight);
  const mult = towing === true ? TOWING_MULTIPLIER : 1;

  let capUnits: number;
  let stepUnits: number;
  switch (group) {
    case "character": {
      if (capacity !== undefined) capUnits = toUnits(capacity);
      else if (bodyWeight !== undefined) capUnits = Math.floor(toUnits(bodyWeight) / CHARACTER_CAPACITY_DIVISOR);
      else {
        throw new RulesError("INVALID_ARGUMENT", "bodyWeight", bodyWeight, "a character needs bodyWeight (or capacity)");
      }
      stepUnits = toUnits(step ?? CHARACTER_STEP_LB);
      break;
    }
    case "packAnimal": {
      if (capacity === undefined) {
        throw new RulesError("INVALID_ARGUMENT", "capacity", capacity, "a pack animal needs a listed capacity");
      }
      capUnits = toUnits(capacity);
      stepUnits = toUnits(step ?? PACK_ANIMAL_STEP_LB);
      break;
    }
    case "other": {
      capUnits = toUnits(capacity ?? OTHER_CAPACITY_LB);
      stepUnits = 0;
      break;
    }
  }
  if (group !== "other" && stepUnits <= 0) {
    throw new RulesError("OUT_OF_RANGE", "step", step, `a step must be at least 1/${WEIGHT_UNITS_PER_LB} lb`);
  }
  capUnits *= mult;
  stepUnits *= mult;
  const carriedUnits = toUnits(carried);
  const over = carriedUnits - capUnits;

  if (group === "other") {
    return {
      capacity: capUnits / WEIGHT_UNITS_PER_LB,
      step: 0,
      steps: 0,
      immobile: OTHER_GROUP_OVER_CAPACITY_IMMOBILE && over > 0,
    };
  }
  const steps = over > 0 ? Math.floor((over + stepUnits - 1) / stepUnits) : 0;
  return { capacity: capUnits / WEIGHT_UNITS_PER_LB, step: stepUnits / WEIGHT_UNITS_PER_LB, steps, immobile: false };
}

// ---------------------------------------------------------------------------
// Persistent encumbrance
// ---------------------------------------------------------------------------

/**
 * Book (RULES.md §6): persistent encumbrance needs MORE than an accumulated 30 minutes over
 * capacity: exactly 30:00 is not enough, 30:01 is (see {@link persistentThresholdPassed}).
 */
export const PERSISTENT_THRESHOLD_SECONDS = 30 * 60;

/** Book (RULES.md §6, "more than 30 minutes"): whether accumulated seconds over capacity bring persistent encumbrance into play. */
export function persistentThresholdPassed(overCapacitySeconds: number): boolean {
  assertNonNegativeNumber("overCapacitySeconds", overCapacitySeconds);
  return overCapacitySeconds > PERSISTENT_THRESHOLD_SECONDS;
}
/** Book (RULES.md §6): persistent encumbrance lasts 4 hours after the drop. */
export const PERSISTENT_DURATION_SECONDS = 4 * 60 * 60;

/** Book (RULES.md §6): half the level, rounded up (to the creature's disadvantage). */
export function persistentSteps(steps: number): number {
  assertNonNegativeInteger("steps", steps);
  assertAtMost("steps", steps, MAX_STEPS);
  return Math.ceil(steps / 2);
}

/**
 * Pure per-creature record of load over world time (seconds).
 * Decision (exactness): accumulated time is kept in whole seconds (not minutes).
 */
export interface LoadHistory {
  /** Accumulated seconds carried over capacity (steps > 0). */
  readonly overCapacitySeconds: number;
  /** World time (s) of the last recorded drop, or null. */
  readonly droppedAt: number | null;
  /** The loaded level (steps) just before that drop. */
  readonly droppedSteps: number;
  /** Steps of the load currently carried. */
  readonly loadedSteps: number;
  /** Seconds continuously at 0 loaded steps (for the reset of the accumulation). */
  readonly unloadedSeconds: number;
}

export const EMPTY_LOAD_HISTORY: LoadHistory = Object.freeze({
  overCapacitySeconds: 0,
  droppedAt: null,
  droppedSteps: 0,
  loadedSteps: 0,
  unloadedSeconds: 0,
});

/**
 * Decision (RULES.md §6, accumulation): time over capacity accumulates across separate
 * stretches ("an accumulation of 30 minutes") and is reset only after the creature has
 * spent {@link PERSISTENT_DURATION_SECONDS} (4 h) continuously unloaded.
 */
export const ACCUMULATION_RESET_SECONDS = PERSISTENT_DURATION_SECONDS;

function assertHistory(h: unknown): asserts h is LoadHistory {
  if (h === null || typeof h !== "object") {
    throw new RulesError("INVALID_ARGUMENT", "history", h, "expected a LoadHistory");
  }
  const x = h as Record<string, unknown>;
  assertNonNegativeInteger("history.overCapacitySeconds", x["overCapacitySeconds"]);
  if (x["droppedAt"] !== null) assertInteger("history.droppedAt", x["droppedAt"]);
  assertNonNegativeInteger("history.droppedSteps", x["droppedSteps"]);
  assertNonNegativeInteger("history.loadedSteps", x["loadedSteps"]);
  assertNonNegativeInteger("history.unloadedSeconds", x["unloadedSeconds"]);
  assertFieldsAtMost("history", x, { overCapacitySeconds: MAX_LOAD_SECONDS, droppedAt: MAX_WORLD_TIME, droppedSteps: MAX_STEPS, loadedSteps: MAX_STEPS, unloadedSeconds: MAX_LOAD_SECONDS });
}

/** Accumulated time over capacity, in minutes (derived; may be fractional). */
export function overCapacityMinutes(history: LoadHistory): number {
  assertHistory(history);
  return history.overCapacitySeconds / 60;
}

/** World time passes by `deltaSeconds` while the creature carries `history.loadedSteps`. */
export function advanceLoad(history: LoadHistory, deltaSeconds: number): LoadHistory {
  assertHistory(history);
  assertNonNegativeInteger("deltaSeconds", deltaSeconds);
  // Decision (world-time jumps of any size): the sums saturate at MAX_LOAD_SECONDS; the rules
  // only compare them with 30 minutes and 4 hours, so a saturated value decides exactly as the raw sum.
  if (history.loadedSteps > 0) {
    return { ...history, overCapacitySeconds: Math.min(MAX_LOAD_SECONDS, history.overCapacitySeconds + deltaSeconds), unloadedSeconds: 0 };
  }
  const unloadedSeconds = Math.min(MAX_LOAD_SECONDS, history.unloadedSeconds + deltaSeconds);
  if (unloadedSeconds >= ACCUMULATION_RESET_SECONDS) {
    return { ...history, overCapacitySeconds: 0, unloadedSeconds };
  }
  return { ...history, unloadedSeconds };
}

/**
 * The load changes to `steps` at world time `now`.
 *
 * Decision (RULES.md §6, drops): any reduction of the loaded level after more than 30
 * accumulated minutes (Book: 30:00 is not enough) records a drop with the level it had (a full drop to 0 is the usual case; a
 * partial drop is combined by taking the larger of loaded and persistent, see
 * {@link stepsInForce}). A new drop replaces an older one only if its persistent value
 * is at least the one still in force at `now`.
 */
export function changeLoad(history: LoadHistory, now: number, steps: number): LoadHistory {
  assertHistory(history);
  assertInteger("now", now);
  assertNonNegativeInteger("steps", steps);
  assertAtMost("now", now, MAX_WORLD_TIME); assertAtMost("steps", steps, MAX_STEPS);
  let next: LoadHistory = { ...history, loadedSteps: steps };
  if (steps > 0) next = { ...next, unloadedSeconds: 0 };
  if (steps < history.loadedSteps && persistentThresholdPassed(history.overCapacitySeconds)) {
    const inForce = persistentStepsAt(history, now);
    if (Math.ceil(history.loadedSteps / 2) >= inForce) {
      next = { ...next, droppedAt: now, droppedSteps: history.loadedSteps };
    }
  }
  return next;
}

/**
 * Convenience for a world-time hook: the `deltaSeconds` up to `now` were spent at the
 * previously recorded level, then the level becomes `steps` at `now`.
 * (Use deltaSeconds = 0 when only the load changed.)
 */
export function updateLoad(
  history: LoadHistory,
  update: { now: number; deltaSeconds: number; steps: number },
): LoadHistory {
  assertObject("update", update);
  return changeLoad(advanceLoad(history, update.deltaSeconds), update.now, update.steps);
}

/**
 * Persistent steps in force at world time `now`: half the dropped level (rounded up)
 * for now ∈ [droppedAt, droppedAt + 4 h). Decision: the 4 hours are half-open — at
 * exactly droppedAt + 14400 s the penalty has expired.
 */
export function persistentStepsAt(history: LoadHistory, now: number): number {
  assertHistory(history);
  assertInteger("now", now);
  assertAtMost("now", now, MAX_WORLD_TIME);
  if (history.droppedAt === null) return 0;
  const elapsed = now - history.droppedAt;
  if (elapsed < 0 || elapsed >= PERSISTENT_DURATION_SECONDS) return 0;
  return Math.ceil(history.droppedSteps / 2);
}

/** The encumbrance groups of RULES.md §6. */
export const ENCUMBRANCE_GROUP_IDS: readonly EncumbranceGroup[] = Object.freeze(["character", "packAnimal", "other"] as const);

/**
 * Decision (VARIANTS.md §9.2, §4.2, §5.6): persistent encumbrance (RULES.md §6) applies only while
 * `encumbrance.persistent` is on, and, for a character, only under the book's load (a companion load
 * model has no steps to persist). Creatures keep the book's groups under every model, so the toggle
 * alone decides for them. Otherwise it is 0; the stored history is kept, unused.
 */
export function persistentStepsUnderVariants(history: LoadHistory, now: number, group: EncumbranceGroup, ruleset: Ruleset): number {
  if (!(ENCUMBRANCE_GROUP_IDS as readonly unknown[]).includes(group)) throw new RulesError("UNKNOWN_GROUP", "group", group, `expected one of ${ENCUMBRANCE_GROUP_IDS.join(", ")}`);
  const steps = persistentStepsAt(history, now);
  if (!ruleset.config.encumbrance.persistent) return 0;
  return group === "character" && ruleset.points.loadModel !== null ? 0 : steps;
}

export interface StepsInForceInput {
  loaded?: number;
  persistent?: number;
  forcedMarch?: number;
}

/**
 * Decision (RULES.md §5/§6, combining steps): persistent encumbrance is the lingering
 * remainder of the same weariness as loaded encumbrance, so the larger of the two
 * applies (they do not add up); forced-march steps have a separate cause and are added.
 * steps in force = max(loaded, persistent) + forcedMarch.
 */
export function stepsInForce(input: StepsInForceInput): number {
  assertFieldsAtMost("input", input, { loaded: MAX_STEPS, persistent: MAX_STEPS, forcedMarch: MAX_STEPS });
  const loaded = input.loaded ?? 0;
  const persistent = input.persistent ?? 0;
  const forcedMarch = input.forcedMarch ?? 0;
  assertNonNegativeInteger("loaded", loaded);
  assertNonNegativeInteger("persistent", persistent);
  assertNonNegativeInteger("forcedMarch", forcedMarch);
  return Math.max(loaded, persistent) + forcedMarch;
}
