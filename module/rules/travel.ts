/**
 * Overland travel (RULES.md §4 travel, §6 daily activity, effective miles, forced march).
 */
import { assertNonNegativeInteger, assertNonNegativeNumber, RulesError } from "./errors";
import { assertTerrainId, TERRAIN_DIVISOR_TENTHS, type TerrainId } from "./terrain";

/** Book (RULES.md §6): a normal day has 8 hours of activity (16 half-hours). */
export const DAILY_ACTIVITY_HOURS = 8;
const DAILY_HALF_HOURS = 2 * DAILY_ACTIVITY_HOURS;

/** Daily activity in half-hours: 16 − steps, never below 0. */
export function dailyActivityHalfHours(steps: number): number {
  assertNonNegativeInteger("steps", steps);
  return Math.max(0, DAILY_HALF_HOURS - steps);
}

/** Book (RULES.md §6): 8 − 0.5 × steps hours, never below 0. */
export function dailyActivityHours(steps: number): number {
  return dailyActivityHalfHours(steps) / 2;
}

/** Miles per day after penalty steps: miles − steps, never below 0. */
export function dailyMilesAfterSteps(milesPerDay: number, steps: number): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertNonNegativeInteger("steps", steps);
  return Math.max(0, milesPerDay - steps);
}

/**
 * Book (RULES.md §6): effective daily miles = round-half-down(miles × hours ÷ 8), exact.
 * With N = miles × half-hours (the value is N/16): floor((N + 7) / 16).
 * milesPerDay: integer ≥ 0; activityHours: a multiple of 0.5, ≥ 0.
 */
export function effectiveDailyMiles(milesPerDay: number, activityHours: number): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertNonNegativeNumber("activityHours", activityHours);
  const halfHours = activityHours * 2;
  if (!Number.isSafeInteger(halfHours)) {
    throw new RulesError("NOT_INTEGER", "activityHours", activityHours, "expected a multiple of 0.5 hours");
  }
  const n = milesPerDay * halfHours;
  return Math.floor((n + (DAILY_HALF_HOURS / 2 - 1)) / DAILY_HALF_HOURS);
}

/** Book (RULES.md §6): one forced-march step per full 30 minutes beyond the allotment. */
export const FORCED_MARCH_STEP_SECONDS = 30 * 60;

/**
 * Decision (forced march, exactness): hours are compared at a resolution of one
 * second (each is rounded to the nearest second) so that 30-minute boundaries are exact.
 */
export const TIME_UNITS_PER_HOUR = 3600;

/**
 * Forced-march steps for a day's march: one per FULL 30 minutes beyond the allotment
 * (default 8 h). Decision (RULES.md §6, "penalties occur in 30 minute intervals"): a part of
 * an interval does not count, so 8 h 10 min on an 8-hour day is 0 steps and 8 h 30 min is 1.
 * Book: 10 h → 4; 8 h on a 6 h allotment → 4; within the allotment → 0.
 * The steps hold for the whole next day, whose allotment is dailyActivityHours(steps).
 */
export function forcedMarchSteps(hoursMarched: number, allotmentHours: number = DAILY_ACTIVITY_HOURS): number {
  assertNonNegativeNumber("hoursMarched", hoursMarched);
  assertNonNegativeNumber("allotmentHours", allotmentHours);
  const beyond = Math.round(hoursMarched * TIME_UNITS_PER_HOUR) - Math.round(allotmentHours * TIME_UNITS_PER_HOUR);
  if (beyond <= 0) return 0;
  return Math.floor(beyond / FORCED_MARCH_STEP_SECONDS);
}

/**
 * Book (RULES.md §6, forced march): the allotment of a day is derived, never typed: it is the day's
 * activity hours for the steps in force that day (8 h less 30 min per step; an encumbered party's
 * day is already shorter). Forced-march steps of a march of `hoursMarched` on such a day.
 * Book: 10 h with no steps → 4; 8 h on the next day (4 steps in force, 6 h) → 4; 8 h with 2 steps → 2.
 */
export function forcedMarchStepsForDay(hoursMarched: number, stepsInForceThatDay: number): number {
  return forcedMarchSteps(hoursMarched, dailyActivityHours(stepsInForceThatDay));
}

/**
 * Book (RULES.md §6, partial days): miles covered in `hours` of travel = miles per day after
 * penalties ÷ 8 × hours, NOT rounded (the sheet shows one decimal). `hours` may be any number from
 * 0 up to the day's `activityHours` (default 8); more is a forced march and is refused
 * (OUT_OF_RANGE). The whole-day figure keeps {@link effectiveDailyMiles}' round-half-down rule.
 */
export function partialDayMiles(milesPerDay: number, hours: number, activityHours: number = DAILY_ACTIVITY_HOURS): number {
  assertNonNegativeNumber("milesPerDay", milesPerDay);
  assertNonNegativeNumber("hours", hours);
  assertNonNegativeNumber("activityHours", activityHours);
  if (hours > activityHours) {
    throw new RulesError("OUT_OF_RANGE", "hours", hours, `expected at most the day's ${activityHours} hours of activity`);
  }
  return (milesPerDay * hours) / DAILY_ACTIVITY_HOURS;
}

/**
 * Book (RULES.md §4 travel): days of travel in a terrain = road days × divisor, exact
 * product (10 forest → 22; 6 mountains → 19.2). roadDays: finite ≥ 0.
 */
export function travelDays(roadDays: number, terrain: TerrainId): number {
  assertNonNegativeNumber("roadDays", roadDays);
  assertTerrainId("terrain", terrain);
  return (roadDays * TERRAIN_DIVISOR_TENTHS[terrain]) / 10;
}

/**
 * Decision (RULES.md §4 travel, the book's rounding): whole days, rounded half up
 * (the book's 6 × 3.2 = 19.2 → "19 days"). roadDays: integer ≥ 0; exact.
 */
export function travelDaysRounded(roadDays: number, terrain: TerrainId): number {
  assertNonNegativeInteger("roadDays", roadDays);
  assertTerrainId("terrain", terrain);
  return Math.floor((2 * roadDays * TERRAIN_DIVISOR_TENTHS[terrain] + 10) / 20);
}

/**
 * Decision (RULES.md §4 travel, daily miles): miles per day in a terrain =
 * round-half-up(miles ÷ divisor), exactly like hexes per round. milesPerDay: integer ≥ 0.
 */
export function milesPerDayInTerrain(milesPerDay: number, terrain: TerrainId): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertTerrainId("terrain", terrain);
  const d = TERRAIN_DIVISOR_TENTHS[terrain];
  return Math.floor((20 * milesPerDay + d) / (2 * d));
}
