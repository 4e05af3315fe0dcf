/**
 * Bounds of stored data that the rules core does not own: the schemas (module/actors/spec.ts,
 * module/items/spec.ts) and the migrations read them. A bound the rules core also checks (speed,
 * rating, weight, miles per day, ability score, coins, level) has its one home in module/rules/
 * and is imported from there.
 */

/** Largest hit-point value. */
export const MAX_HEALTH = 99_999;
/** Largest stored duration in seconds (about 30 years of world time). */
export const MAX_STORED_SECONDS = 1_000_000_000;
/**
 * Largest level of penalty steps one stored field holds (`load.loadedSteps`, `load.droppedSteps`,
 * `march.priorSteps`). Lower than the rules core's MAX_STEPS (module/rules/bounds.ts, 100,000),
 * which bounds a computed total of steps from every source (loaded, persistent and a year of forced
 * march together); each stored level stays within that total, so any stored value the schema accepts
 * is an input the rules take. A heavier load is recorded at this bound (module/actors/load-state.ts).
 */
export const MAX_STORED_STEPS = 1_000;
/** Hours in a day: the longest march of a day. */
export const HOURS_PER_DAY = 24;
/** Longest length of a short text field (a race name). */
export const MAX_NAME_LENGTH = 120;
