/**
 * Overland travel (RULES.md §4 travel, §6 daily activity, effective miles, forced march).
 */
import { assertNonNegativeInteger, assertNonNegativeNumber, assertPositiveNumber, RulesError } from "./errors";
import { adaptTerrainUnchecked, assertTerrainAdaptation, assertTerrainId, TERRAIN_DIVISOR_TENTHS, type TerrainAdaptation, type TerrainId } from "./terrain";
import { MAX_HOURS, MAX_MILES_PER_DAY, MAX_ROAD_DAYS, MAX_STEPS, assertAtMost, assertList, assertObject } from "./bounds";
import { companionMilesWith, type CompanionTravelInput, type TravelFraction } from "./travel-models";

/** No load: the whole of the miles. */
const NO_LOAD: TravelFraction = Object.freeze({ num: 1, den: 1 });
import type { Ruleset } from "./ruleset/resolve";
import type { TravelModel } from "./ruleset/points/travel";
import { assertRuleset } from "./ruleset/known";

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

/**
 * The steps in force that a day's allotment of `allotmentHours` implies: the inverse of
 * {@link dailyActivityHours}, one step per 30 minutes (or part) short of the 8-hour day, 0 for a
 * full or longer day. Book: 6 h → 4 steps, 6.5 h → 3, 8 h → 0. (Used to read an allotment typed in
 * an earlier version back as steps.)
 */
export function stepsForAllotment(allotmentHours: number): number {
  assertNonNegativeNumber("allotmentHours", allotmentHours);
  assertAtMost("allotmentHours", allotmentHours, MAX_HOURS);
  return allotmentHours < DAILY_ACTIVITY_HOURS ? Math.ceil(2 * (DAILY_ACTIVITY_HOURS - allotmentHours)) : 0;
}

/** Miles per day after penalty steps: miles − steps, never below 0. */
export function dailyMilesAfterSteps(milesPerDay: number, steps: number): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertNonNegativeInteger("steps", steps);
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY); assertAtMost("steps", steps, MAX_STEPS);
  return milesAfterSteps(milesPerDay, steps);
}

/** Miles per day less one per step in force, never below 0 (inputs already checked). */
function milesAfterSteps(milesPerDay: number, steps: number): number {
  return Math.max(0, milesPerDay - steps);
}

/** Book (RULES.md §6, partial days): miles in `hours` at a day's miles after steps, unrounded. */
function milesForHours(milesPerDayAfterSteps: number, hours: number): number {
  return (milesPerDayAfterSteps * hours) / DAILY_ACTIVITY_HOURS;
}

/** Forced-march steps for a march `beyondSeconds` past its allotment: one per FULL 30 minutes. */
function stepsBeyondAllotment(beyondSeconds: number): number {
  return beyondSeconds > 0 ? Math.floor(beyondSeconds / FORCED_MARCH_STEP_SECONDS) : 0;
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
export function forcedMarchSteps(hoursMarched: number, allotmentHours: number, ruleset: Ruleset): number {
  assertNonNegativeNumber("hoursMarched", hoursMarched);
  assertNonNegativeNumber("allotmentHours", allotmentHours);
  assertAtMost("hoursMarched", hoursMarched, MAX_HOURS); assertAtMost("allotmentHours", allotmentHours, MAX_HOURS);
  assertRuleset("ruleset", ruleset);
  // Decision (VARIANTS.md §5.9, row 28): under another forced-march rule (OSE's ×1½ then a rest
  // day, or none) a long march costs no ER steps.
  if (ruleset.points.forcedMarch !== null) return 0;
  return stepsBeyondAllotment(Math.round(hoursMarched * TIME_UNITS_PER_HOUR) - Math.round(allotmentHours * TIME_UNITS_PER_HOUR));
}

/**
 * Book (RULES.md §6, forced march): the allotment of a day is derived, never typed: it is the day's
 * activity hours for the steps in force that day (8 h less 30 min per step; an encumbered party's
 * day is already shorter). Forced-march steps of a march of `hoursMarched` on such a day.
 * Book: 10 h with no steps → 4; 8 h on the next day (4 steps in force, 6 h) → 4; 8 h with 2 steps → 2.
 */
export function forcedMarchStepsForDay(hoursMarched: number, stepsInForceThatDay: number, ruleset: Ruleset): number {
  return forcedMarchSteps(hoursMarched, dailyActivityHours(stepsInForceThatDay), ruleset);
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
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY); assertAtMost("activityHours", activityHours, MAX_HOURS);
  if (hours > activityHours) {
    throw new RulesError("OUT_OF_RANGE", "hours", hours, `expected at most the day's ${activityHours} hours of activity`);
  }
  return milesForHours(milesPerDay, hours);
}

/**
 * Book (RULES.md §4 travel): days of travel in a terrain = road days × divisor, exact
 * product (10 forest → 22; 6 mountains → 19.2). roadDays: finite ≥ 0.
 */
export function travelDays(roadDays: number, terrain: TerrainId, ruleset: Ruleset): number {
  assertNonNegativeNumber("roadDays", roadDays);
  assertTerrainId("terrain", terrain);
  assertAtMost("roadDays", roadDays, MAX_ROAD_DAYS);
  assertRuleset("ruleset", ruleset);
  const model = ruleset.points.travelModel;
  if (model !== null) return model.travelDays(roadDays, terrain);
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

/** What `milesPerDayInTerrain` may be told besides the miles, the terrain and the ruleset. */
export interface MilesInTerrainOptions {
  /** The load's exact share of the unloaded miles, under a travel model that takes it (`loadShare`). */
  readonly load?: TravelFraction;
}

/**
 * Decision (RULES.md §4 travel, daily miles): miles per day in a terrain =
 * round-half-up(miles ÷ divisor), exactly like hexes per round. milesPerDay: integer ≥ 0.
 * Under a travel model that takes the load as an exact share of the miles (OSE: `loadShare`),
 * `milesPerDay` is the unloaded miles and `options.load` the share the load leaves ({ num: 1, den: 1 }
 * for none), so the load and the terrain round once; a call without it is refused rather than
 * rounding already-loaded miles a second time. Under the other models `load` must be left out.
 */
export function milesPerDayInTerrain(milesPerDay: number, terrain: TerrainId, options: MilesInTerrainOptions, ruleset: Ruleset): number {
  assertNonNegativeInteger("milesPerDay", milesPerDay);
  assertTerrainId("terrain", terrain);
  assertAtMost("milesPerDay", milesPerDay, MAX_MILES_PER_DAY);
  assertObject("options", options);
  assertRuleset("ruleset", ruleset);
  const load = (options as MilesInTerrainOptions).load;
  // Decision (VARIANTS.md §5.8, §4.4): a companion model's terrain rule on given miles.
  const model = ruleset.points.travelModel;
  if (model?.loadShare === true) {
    if (load === undefined) throw new RulesError("INVALID_ARGUMENT", "load", load, "expected the load's exact share { num, den } of the unloaded miles ({ num: 1, den: 1 } for none): this travel model rounds the load and the terrain once");
    return model.milesInTerrain(milesPerDay, terrain, load);
  }
  if (load !== undefined) throw new RulesError("INVALID_ARGUMENT", "load", load, "expected no load: this travel model's load is in the miles given");
  if (model !== null) return model.milesInTerrain(milesPerDay, terrain, NO_LOAD);
  const d = TERRAIN_DIVISOR_TENTHS[terrain];
  return Math.floor((20 * milesPerDay + d) / (2 * d));
}

// ---------------------------------------------------------------------------
// Overland travel on the map: time along a path of hexes, for a party
// ---------------------------------------------------------------------------

/** Decision: an overland scene's miles per hex when none is set. */
export const DEFAULT_MILES_PER_HEX = 6;
/** Largest miles per hex accepted (anything larger is a typing slip). */
export const MAX_MILES_PER_HEX = 1000;

/** A stored miles-per-hex value: a finite number in (0, 1000], else the default 6. */
export function parseMilesPerHex(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 && n <= MAX_MILES_PER_HEX ? n : DEFAULT_MILES_PER_HEX;
}

/** A traveller as the sheet gives it (RULES.md §6). */
export interface OverlandTraveller {
  /** Listed miles per day (integer ≥ 0), before steps. */
  milesPerDay: number;
  /** Penalty steps in force (RULES.md §5: max(loaded, persistent) + forced march). */
  steps: number;
  adaptation?: Readonly<TerrainAdaptation>;
  sureFooted?: boolean;
  /** Cannot move at all. */
  immobile?: boolean;
  /**
   * What a companion travel model reads (VARIANTS.md rows 14, 27): STR and whether a character
   * (OSR), listed and loaded speed, flying (OSE), the day's pace, light and weather (OSR). Ignored
   * under the book's model.
   */
  companion?: Omit<CompanionTravelInput, "milesPerDay" | "immobile" | "forcedMarch" | "restDue">;
}

/** A hex entered along the path: its map terrain and steep flag, and whether a road runs through it. */
export interface OverlandHex { terrain: TerrainId; steep: boolean; road?: boolean }

/** Decision (RULES.md §4 road days; 003 roads ×1½): a road hex is travelled as optimal ground; its terrain still counts elsewhere. */
const ROAD_GROUND: OverlandHex = Object.freeze({ terrain: "optimal", steep: false });

/**
 * Book (RULES.md §6 partial days): miles covered in `hours` = (miles per day after steps ÷ 8) × hours,
 * not rounded, for any hours from 0 up to the day's activity hours (and beyond, for a forced march).
 */
export function overlandMilesInHours(milesPerDay: number, steps: number, hours: number): number {
  assertNonNegativeNumber("hours", hours);
  return milesForHours(dailyMilesAfterSteps(milesPerDay, steps), hours);
}

/**
 * Hours one traveller needs to cross one hex of a terrain: miles per hex ÷ (miles per day after
 * steps ÷ 8), multiplied by the divisor of the terrain it is treated as (RULES.md §4: divisors
 * multiply travel time; adaptation applies; steep switches sure-footedness off). Infinity when the
 * traveller cannot travel (0 miles a day, or immobile).
 */
export function overlandHexHours(traveller: OverlandTraveller, hex: OverlandHex, milesPerHex: number, ruleset: Ruleset): number {
  assertRuleset("ruleset", ruleset);
  const model = ruleset.points.travelModel;
  assertTraveller(traveller, model);
  assertMilesPerHex(milesPerHex);
  assertTerrainId("hex.terrain", hex?.terrain);
  return hexHours(traveller, hex, milesPerHex, model);
}

function hexHours(t: OverlandTraveller, crossed: OverlandHex, milesPerHex: number, model: TravelModel | null): number {
  if (crossed.road !== undefined && typeof crossed.road !== "boolean") throw new RulesError("INVALID_ARGUMENT", "hex.road", crossed.road, "expected a boolean");
  const hex = crossed.road === true ? ROAD_GROUND : crossed;
  if (model !== null) {
    // Decision (VARIANTS.md rows 14, 27): under a companion model each hex takes its share of an
    // 8-hour day at the model's miles in the terrain the traveller is treated as (ER adaptation
    // still applies, VARIANTS.md §9.3). The ruler plans at the normal pace: no forced march, no rest day.
    const effective = adaptTerrainUnchecked(hex.terrain, t.adaptation, t.sureFooted === true, hex.steep === true);
    const input: CompanionTravelInput = { ...(t.companion ?? {}), milesPerDay: t.milesPerDay, immobile: t.immobile === true };
    const miles = companionMilesWith(input, effective, model, false);
    return miles === 0 ? Infinity : (milesPerHex * DAILY_ACTIVITY_HOURS) / miles;
  }
  const miles = milesAfterSteps(t.milesPerDay, t.steps);
  if (t.immobile === true || miles === 0) return Infinity;
  const effective = adaptTerrainUnchecked(hex.terrain, t.adaptation, t.sureFooted === true, hex.steep === true);
  return (milesPerHex * DAILY_ACTIVITY_HOURS * TERRAIN_DIVISOR_TENTHS[effective]) / (10 * miles);
}

/** Miles per hex: a number in (0, {@link MAX_MILES_PER_HEX}] (what {@link parseMilesPerHex} gives). */
function assertMilesPerHex(milesPerHex: unknown): asserts milesPerHex is number {
  assertPositiveNumber("milesPerHex", milesPerHex);
  assertAtMost("milesPerHex", milesPerHex, MAX_MILES_PER_HEX);
}

function assertTraveller(t: OverlandTraveller, model: TravelModel | null): void {
  if (t === null || typeof t !== "object") throw new RulesError("INVALID_ARGUMENT", "traveller", t, "expected a traveller");
  assertNonNegativeInteger("traveller.milesPerDay", t.milesPerDay);
  assertNonNegativeInteger("traveller.steps", t.steps);
  assertAtMost("traveller.milesPerDay", t.milesPerDay, MAX_MILES_PER_DAY); assertAtMost("traveller.steps", t.steps, MAX_STEPS);
  if (t.adaptation !== undefined) assertTerrainAdaptation("traveller.adaptation", t.adaptation);
  if (model !== null) {
    if (t.companion !== undefined && (t.companion === null || typeof t.companion !== "object")) {
      throw new RulesError("INVALID_ARGUMENT", "traveller.companion", t.companion, "expected the companion travel fields");
    }
    // Checks the companion fields once (on open ground), so a bad value fails before the path is walked.
    companionMilesWith({ ...(t.companion ?? {}), milesPerDay: t.milesPerDay }, "plains", model, false);
  }
}

export interface OverlandTravel {
  /** Hexes entered. */
  hexes: number;
  /** Miles along the path (hexes × miles per hex). */
  miles: number;
  /** Activity hours of travel at the party's pace (Infinity when someone cannot travel). */
  hours: number;
  /** The party's day: the shortest activity allotment among its members (8 h − 30 min per step). */
  allotmentHours: number;
  /** Whole days of travel and the hours of the last, partial day (days × allotment + hours = total). */
  days: number;
  remainderHours: number;
  /**
   * Forced-march steps the path would cost if marched in one go past the day's allotment: one per
   * FULL 30 minutes beyond (RULES.md §6), compared at a resolution of one second. 0 within the allotment.
   */
  forcedMarchSteps: number;
  /** World time the journey takes in seconds: each full travel day is 24 h; the last day counts its hours. */
  worldSeconds: number;
  /** Index of the traveller setting the pace (the slowest over the whole path), or −1 with no travellers. */
  pacedBy: number;
  /** Map terrains entered, in order of first appearance. */
  terrains: TerrainId[];
  /** False when some member cannot travel (0 miles a day, immobile, or no activity hours). */
  possible: boolean;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Decision (RULES.md §4/§6): the time a party takes along a path of hexes. Each hex takes
 * as long as its slowest member needs for it (each with its own miles, steps and adaptation); the
 * party's day is its shortest allotment. Book partial-day rule: time is proportional to miles, not
 * rounded. The result is exact up to floating point; hours are reported unrounded.
 */
export function overlandTravel(
  allTravellers: readonly OverlandTraveller[],
  path: readonly OverlandHex[],
  milesPerHex: number,
  ruleset: Ruleset,
): OverlandTravel {
  assertMilesPerHex(milesPerHex);
  assertRuleset("ruleset", ruleset);
  if (!Array.isArray(path)) throw new RulesError("INVALID_ARGUMENT", "path", path, "expected an array of hexes");
  if (!Array.isArray(allTravellers)) throw new RulesError("INVALID_ARGUMENT", "travellers", allTravellers, "expected an array");
  assertList("path", path); assertList("travellers", allTravellers);
  const model = ruleset.points.travelModel;
  allTravellers.forEach((t) => assertTraveller(t, model));
  // Decision (VARIANTS.md row 49, travel.partyPace): with the party pace off, the token's own actor
  // (the first traveller) travels alone at its own pace.
  const travellers = ruleset.config.travel.partyPace ? allTravellers : allTravellers.slice(0, 1);
  const companion = model !== null;
  const terrains: TerrainId[] = [];
  const perTraveller = travellers.map(() => 0);
  let hours = 0;
  for (const hex of path) {
    assertTerrainId("hex.terrain", hex?.terrain);
    if (!terrains.includes(hex.terrain)) terrains.push(hex.terrain);
    let slowest = 0;
    for (let k = 0; k < travellers.length; k++) {
      const h = hexHours(travellers[k]!, hex, milesPerHex, model);
      perTraveller[k]! += h;
      if (h > slowest) slowest = h;
    }
    hours += slowest;
  }
  let pacedBy = -1;
  for (let k = 0; k < perTraveller.length; k++) if (pacedBy < 0 || perTraveller[k]! > perTraveller[pacedBy]!) pacedBy = k;
  // Decision (VARIANTS.md rows 14, 27): a companion model's day is the whole 8-hour day; ER's steps
  // do not shorten it (the model's own load rule already slowed the traveller).
  const allotmentHours =
    travellers.length === 0 || companion ? DAILY_ACTIVITY_HOURS : Math.min(...travellers.map((t) => dailyActivityHours(t.steps)));
  const miles = path.length * milesPerHex;
  const possible = travellers.length > 0 && Number.isFinite(hours) && (path.length === 0 || allotmentHours > 0);
  if (!possible) {
    return { hexes: path.length, miles, hours: Infinity, allotmentHours, days: 0, remainderHours: 0, forcedMarchSteps: 0, worldSeconds: Infinity, pacedBy, terrains, possible: false };
  }
  const totalSeconds = Math.round(hours * TIME_UNITS_PER_HOUR);
  const allotSeconds = Math.round(allotmentHours * TIME_UNITS_PER_HOUR);
  const days = allotSeconds === 0 ? 0 : Math.floor(totalSeconds / allotSeconds);
  const remainderSeconds = totalSeconds - days * allotSeconds;
  const forced = ruleset.points.forcedMarch === null ? stepsBeyondAllotment(totalSeconds - allotSeconds) : 0;
  // The journey ends during its last travel day: full days before it are 24 h each.
  const lastDayStarts = totalSeconds === 0 ? 0 : Math.ceil(totalSeconds / allotSeconds) - 1;
  const worldSeconds = lastDayStarts * SECONDS_PER_DAY + (totalSeconds - lastDayStarts * allotSeconds);
  return {
    hexes: path.length,
    miles,
    hours,
    allotmentHours,
    days,
    remainderHours: remainderSeconds / TIME_UNITS_PER_HOUR,
    forcedMarchSteps: forced,
    worldSeconds,
    pacedBy,
    terrains,
    possible: true,
  };
}

