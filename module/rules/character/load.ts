/**
 * A character's load under the ruleset (VARIANTS.md §9.2): the load model in force, or the book's
 * groups and steps (RULES.md §6) when no module fills the point.
 */
import type { Ruleset } from "../ruleset/resolve";
import { assertCharacterLoadInput, type CharacterLoadInput, type CharacterLoadResult } from "../load-models";
import { MAX_HOURS, MAX_LOAD_SECONDS, MAX_STEPS, MAX_WEIGHT_LB, MAX_WORLD_TIME } from "../bounds";
import { encumbrance, persistentStepsUnderVariants, stepsInForce, type EncumbranceGroup, type LoadHistory } from "../encumbrance";
import { forcedMarchStepsForDay } from "../travel";
import type { Sanitiser } from "./inputs";
import { PROBLEM_KEYS, type ActorSourceInput } from "./types";

/**
 * Decision (VARIANTS.md §9.2, rows 12, 25, 26): the encumbrance of a character under the load
 * model in force, or null under the book (its groups and steps apply, RULES.md §6).
 */
export function characterLoadUnderModel(input: CharacterLoadInput, ruleset: Ruleset): CharacterLoadResult | null {
  assertCharacterLoadInput(input);
  const model = ruleset.points.loadModel;
  return model === null ? null : model.characterLoad(input);
}

/** The book's load of an actor now (RULES.md §6), or a companion model's immobility with no steps. */
export interface LoadNow {
  capacity: number;
  step: number;
  steps: number;
  immobile: boolean;
}

/**
 * Book (RULES.md §6): the loaded steps of what the actor carries now. A character under a
 * companion load model has none (the model gave its speed); a character without body weight or a
 * pack animal without capacity has none either, reported.
 */
export function loadNow(src: ActorSourceInput, group: EncumbranceGroup, towing: boolean, carried: number, variant: CharacterLoadResult | null, s: Sanitiser): LoadNow {
  const bodyWeight = s.number("bodyWeight", src.bodyWeight, { max: MAX_WEIGHT_LB });
  if (variant) return { capacity: 0, step: 0, steps: 0, immobile: variant.immobile };
  if (group === "character" && bodyWeight === 0) {
    s.problems.push({ key: PROBLEM_KEYS.noBodyWeight, data: {} });
    return { capacity: 0, step: 0, steps: 0, immobile: false };
  }
  if (group === "packAnimal" && (src.encumbrance.capacity === null || src.encumbrance.capacity === undefined)) {
    s.problems.push({ key: PROBLEM_KEYS.noCapacity, data: {} });
    return { capacity: 0, step: 0, steps: 0, immobile: false };
  }
  const capacity = src.encumbrance.capacity;
  const step = src.encumbrance.step;
  return encumbrance({
    group,
    carried,
    bodyWeight,
    towing,
    ...(capacity === null || capacity === undefined ? {} : { capacity: s.number("encumbrance.capacity", capacity, { max: MAX_WEIGHT_LB }) }),
    ...(step === null || step === undefined ? {} : { step: s.number("encumbrance.step", step, { min: 1, max: MAX_WEIGHT_LB }) }),
  });
}

/** The stored load history, bounded. */
export function loadHistory(src: ActorSourceInput, s: Sanitiser): LoadHistory {
  return {
    overCapacitySeconds: s.integer("load.overCapacitySeconds", src.load.overCapacitySeconds, 0, MAX_LOAD_SECONDS),
    droppedAt:
      src.load.droppedAt === null || src.load.droppedAt === undefined
        ? null
        : s.number("load.droppedAt", src.load.droppedAt, { integer: true, min: -MAX_WORLD_TIME, max: MAX_WORLD_TIME, fallback: 0 }),
    droppedSteps: s.integer("load.droppedSteps", src.load.droppedSteps, 0, MAX_STEPS),
    loadedSteps: s.integer("load.loadedSteps", src.load.loadedSteps, 0, MAX_STEPS),
    unloadedSeconds: s.integer("load.unloadedSeconds", src.load.unloadedSeconds, 0, MAX_LOAD_SECONDS),
  };
}

export interface StepsOfDay {
  persistent: number;
  forcedMarch: number;
  /** The march day's steps in force (its allotment is the activity they leave). */
  marchDaySteps: number;
  steps: number;
}

/**
 * Decision (RULES.md §6, forced march): the march day's steps in force are the load carried now
 * (max of loaded and persistent) plus the forced-march steps that were in force on that day; its
 * allotment is the activity those steps leave. Persistent and forced-march steps follow the ruleset.
 */
export function stepsOfDay(src: ActorSourceInput, load: LoadNow, history: LoadHistory, now: number, group: EncumbranceGroup, s: Sanitiser, ruleset: Ruleset): StepsOfDay {
  const persistent = persistentStepsUnderVariants(history, now, group, ruleset);
  const marchDaySteps = stepsInForce({ loaded: load.steps, persistent, forcedMarch: s.integer("march.priorSteps", src.march.priorSteps ?? 0, 0, MAX_STEPS) });
  const forcedMarch = forcedMarchStepsForDay(s.number("march.hours", src.march.hours, { max: MAX_HOURS }), marchDaySteps, ruleset);
  return { persistent, forcedMarch, marchDaySteps, steps: stepsInForce({ loaded: load.steps, persistent, forcedMarch }) };
}
