/**
 * Overland travel (RULES.md §4 travel, §6 daily activity, effective miles, forced march).
 */
import { assertNonNegativeInteger, assertNonNegativeNumber, RulesError } from "./errors";
import { assertTerrainId, TERRAIN_DIVISOR_TENTHS, type TerrainId } from "./terrain";
import { MAX_HOURS, MAX_MILES_PER_DAY, MAX_ROAD_DAYS, MAX_STEPS, assertAtMost } from "./bounds";

/** Book (RULES.md §6): a normal day has 8 hours of activity (16 half-hours). */
export const DAILY_ACTIVITY_HOURS = 8;
const DAILY_HALF_HOURS = 2 * DAILY_ACTIVITY_HOURS;

/** Daily activity in half-hours: 16 − steps, never below 0. */
export function dailyActivityHalfHours(steps: number): number {
  assertNonNegativeInteger("steps", steps);
  assertAtMost("steps", steps, MAX_STEPS);
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
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY); assertAtMost("steps", steps, MAX_STEPS);
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
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY); assertAtMost("activityHours", activityHours, MAX_HOURS);
  const halfHours = activityHours * 2;
  if (!Number.isSafeInteger(halfHours)) {
    throw new RulesError("NOT_INTEGER", "activityHours", activityHours, "expected a multiple of 0.5 hours");
  }
  const n = milesPerDay * halfHours;
  return Math.floor((n + (DAILY_HALF_HOURS / 2 - 1)) / DAILY_HALF_HOURS);
}

/** Book (RULES.md §6): one forced-march step per 30 minutes (or part) beyond the allotment. */
export const FORCED_MARCH_STEP_SECONDS = 30 * 60;

/**
 * Decision (forced march, exactness): hours are compared at a resolution of one
 * second (each is rounded to the nearest second) so that 30-minute boundaries are exact.
 */
export const TIME_UNITS_PER_HOUR = 3600;

/**
 * Forced-march steps for a day's march: one per 30 minutes or part beyond the allotment
 * (default 8 h). Book: 10 h → 4; 8 h on a 6 h allotment → 4; within the allotment → 0.
 * The steps hold for the whole next day, whose allotment is dailyActivityHours(steps).
 */
export function forcedMarchSteps(hoursMarched: number, allotmentHours: number = DAILY_ACTIVITY_HOURS): number {
  assertNonNegativeNumber("hoursMarched", hoursMarched);
  assertNonNegativeNumber("allotmentHours", allotmentHours);
  assertAtMost("hoursMarched", hoursMarched, MAX_HOURS); assertAtMost("allotmentHours", allotmentHours, MAX_HOURS);
  const beyond = Math.round(hoursMarched * TIME_UNITS_PER_HOUR) - Math.round(allotmentHours * TIME_UNITS_PER_HOUR);
  if (beyond <= 0) return 0;
  return Math.ceil(beyond / FORCED_MARCH_STEP_SECONDS);
}

/**
 * Book (RULES.md §4 travel): days of travel in a terrain = road days × divisor, exact
 * product (10 forest → 22; 6 mountains → 19.2). roadDays: finite ≥ 0.
 */
export function travelDays(roadDays: number, terrain: TerrainId): number {
  assertNonNegativeNumber("roadDays", roadDays);
  assertTerrainId("terrain", terrain);
  assertAtMost("roadDays", roadDays, MAX_ROAD_DAYS);
  if (TERRAIN_DIVISOR_TENTHS[terrain] === 10) return roadDays;
  return (roadDays * TERRAIN_DIVISOR_TENTHS[terrain]) / 10;
}

/**
 * Decision (RULES.md §4 travel, the book's rounding): whole days, rounded half up
 * (the book's 6 × 3.2 = 19.2 → "19 days"). roadDays: integer ≥ 0; exact.
 */
export function travelDaysRounded(roadDays: number, terrain: TerrainId): number {
  assertNonNegativeInteger("roadDays", roadDays);
  assertTerrainId("terrain", terrain);
  assertAtMost("roadDays", roadDays, MAX_ROAD_DAYS);
  return Math.floor((2 * roadDays * TERRAIN_DIVISOR_TENTHS[terrain] + 10) / 20);
}

/**
 * Decision (RULES.md §4 travel, daily miles): miles per day in a terrain =
 * round-half-up(miles ÷ divisor), exactly like hexes per round. milesPerDay: integer ≥ 0.
 */
export function milesPerDayInTerrain(milesPerDay: number, terrain: TerrainId): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertTerrainId("terrain", terrain);
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY);
  const d = TERRAIN_DIVISOR_TENTHS[terrain];
  return Math.floor((20 * milesPerDay + d) / (2 * d));
}
