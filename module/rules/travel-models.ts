/**
 * What the companion travel models share (VARIANTS.md rows 14, 27, 28, 49; §4.4, §5.8, §5.9, §7):
 * the day's stored choices (light, weather, pace), a load's exact share of the miles, the travel
 * log's checks and bound (each model's log rule says how a day changes it), the party's pace, and one traveller's day
 * under the model in force. Each model's own arithmetic is in its rule module (modules/travel/).
 * Pure and exact: every multiplier is a fraction of small integers and each result is rounded down
 * once, at the end (VARIANTS.md D8, allowances to the creature's disadvantage). ER's own travel
 * stays in ./travel.ts.
 */
import { RulesError, assertNonNegativeInteger } from "./errors";
import { MAX_MILES_PER_DAY, MAX_SPEED, assertAtMost, assertList } from "./bounds";
import { assertTerrainId, type TerrainId } from "./terrain";
import { assertOneOf } from "./resolution/validate";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { CompanionDay, TravelLogRule, TravelModel } from "./ruleset/points/travel";
import type { CompanionTravelInput, TravelFraction, TravelLight, TravelLog, TravelLogDay, TravelPace, TravelWeather } from "./ruleset/points/travel-types";

export type { CompanionTravelInput, TravelFraction, TravelLight, TravelLog, TravelLogDay, TravelPace, TravelWeather } from "./ruleset/points/travel-types";

/** A frozen fraction num/den (a load's share). */
const f = (num: number, den = 1): TravelFraction => Object.freeze({ num, den });

export const TRAVEL_LIGHTS: readonly TravelLight[] = Object.freeze(["day", "dim", "dark"] as const);

export const TRAVEL_WEATHERS: readonly TravelWeather[] = Object.freeze(["clear", "difficult", "harsh"] as const);

export const TRAVEL_PACES: readonly TravelPace[] = Object.freeze(["normal", "tactical", "stealthy"] as const);

// ---------------------------------------------------------------------------------------------
// A load's share of the miles
// ---------------------------------------------------------------------------------------------

/** Throws unless `load` is a fraction num/den with 0 ≤ num ≤ den and den ≥ 1 (small integers). */
export function travelLoadShare(load: unknown): TravelFraction {
  if (load === null || typeof load !== "object") throw new RulesError("INVALID_ARGUMENT", "load", load, "expected a fraction { num, den }");
  const { num, den } = load as Partial<TravelFraction>;
  assertNonNegativeInteger("load.num", num);
  assertNonNegativeInteger("load.den", den);
  if (den < 1 || den > MAX_SPEED) throw new RulesError("OUT_OF_RANGE", "load.den", den, `expected 1–${MAX_SPEED}`);
  if (num > den) throw new RulesError("OUT_OF_RANGE", "load.num", num, "expected a share of at most 1");
  return f(num, den);
}

/** The share of the listed speed a load leaves, as a fraction (1 when there is no speed to compare). */
export function speedLoadShare(speed: number | undefined, loadedSpeed: number | undefined): TravelFraction {
  if (speed === undefined && loadedSpeed === undefined) return f(1);
  assertNonNegativeInteger("speed", speed);
  assertNonNegativeInteger("loadedSpeed", loadedSpeed);
  assertAtMost("speed", speed, MAX_SPEED);
  if (speed === 0) return f(1);
  return f(Math.min(loadedSpeed, speed), speed);
}

// ---------------------------------------------------------------------------------------------
// The travel log (VARIANTS.md §5.9): the model in force says how a day changes it
// ---------------------------------------------------------------------------------------------

/** Decision: the consecutive travel days a record holds at most (a year and a half). */
export const MAX_TRAVEL_LOG_DAYS = 500;

export const TRAVEL_LOG_DAYS: readonly TravelLogDay[] = Object.freeze(["travel", "forcedMarch", "rest"] as const);

function assertTravelLog(log: unknown): asserts log is TravelLog {
  if (log === null || typeof log !== "object") throw new RulesError("INVALID_ARGUMENT", "log", log, "expected a travel log");
  const l = log as Partial<TravelLog>;
  assertNonNegativeInteger("log.daysWithoutRest", l.daysWithoutRest);
  assertAtMost("log.daysWithoutRest", l.daysWithoutRest, MAX_TRAVEL_LOG_DAYS);
  if (typeof l.restDue !== "boolean") throw new RulesError("INVALID_ARGUMENT", "log.restDue", l.restDue, "expected true or false");
}

/** The travel log rule of the model in force, or a RulesError when it keeps none. */
function travelLogRule(ruleset: Ruleset): TravelLogRule {
  const rule = companionTravelModel(ruleset).log;
  if (rule === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", ruleset.modules, "expected a travel model that keeps a travel log");
  return rule;
}

/**
 * Decision (VARIANTS.md §5.9, GO-13/14): the travel log after one day under the model in force;
 * the count stays within {@link MAX_TRAVEL_LOG_DAYS}. RulesError when the model keeps no log.
 */
export function travelLogAfter(log: TravelLog, day: TravelLogDay, ruleset: Ruleset): TravelLog {
  assertTravelLog(log);
  assertOneOf("day", day, TRAVEL_LOG_DAYS);
  const next = travelLogRule(ruleset).after(log, day);
  return { daysWithoutRest: Math.min(MAX_TRAVEL_LOG_DAYS, next.daysWithoutRest), restDue: next.restDue };
}

/**
 * Decision (VARIANTS.md §5.9, GO-14): whether a traveller with this log is unrested under the
 * ruleset's travel model (only with its rest rule on). RulesError under the book's.
 */
export function travelUnrested(log: TravelLog, ruleset: Ruleset): boolean {
  assertTravelLog(log);
  const model = companionTravelModel(ruleset);
  return model.restRule && model.log !== null && model.log.unrested(log);
}

// ---------------------------------------------------------------------------------------------
// Party pace (row 49)
// ---------------------------------------------------------------------------------------------

/** Largest party a pace is taken over. */
export const MAX_PARTY_SIZE = 1000;

/**
 * Book (003:L59, 002:L219; VARIANTS.md row 49, G2-8b, GX-3): the party travels at its slowest
 * member's miles a day (each after their own modifiers). An empty party has no pace (RulesError).
 */
export function partyMilesPerDay(members: readonly number[]): number {
  if (!Array.isArray(members)) throw new RulesError("INVALID_ARGUMENT", "members", members, "expected a list of miles a day");
  assertList("members", members);
  if (members.length === 0) throw new RulesError("INVALID_ARGUMENT", "members", members, "expected at least one member");
  if (members.length > MAX_PARTY_SIZE) throw new RulesError("OUT_OF_RANGE", "members", members.length, `expected at most ${MAX_PARTY_SIZE} members`);
  members.forEach((m, i) => {
    assertNonNegativeInteger(`members[${i}]`, m);
    assertAtMost(`members[${i}]`, m, MAX_MILES_PER_DAY);
  });
  return Math.min(...members);
}

// ---------------------------------------------------------------------------------------------
// One traveller's day under a companion model
// ---------------------------------------------------------------------------------------------

/** The travel models that are not the book's (the ids their modules record in the derived data). */
export type CompanionTravelModel = "ose" | "osr";

/**
 * Decision (VARIANTS.md §4.4, §5.8, §5.9): one traveller's miles a day in an ER terrain under a
 * companion travel model. The core checks the input and reads its load (an exact share, or the
 * listed and loaded speeds; "encumbered" when the share is below 1), then the model gives the miles
 * (`marchDay`: the forced-march rule's day and owed rest apply). Immobile: 0. The result saturates at
 * MAX_MILES_PER_DAY (RULES.md §6: every daily-miles input takes at most that many): a product of
 * legal inputs (flying ×2, forced march ×1½) is never refused downstream.
 */
export function companionMilesWith(input: CompanionTravelInput, terrain: TerrainId, model: TravelModel, marchDay: boolean): number {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected a traveller");
  assertTerrainId("terrain", terrain);
  assertNonNegativeInteger("milesPerDay", input.milesPerDay);
  assertAtMost("milesPerDay", input.milesPerDay, MAX_MILES_PER_DAY);
  const hasSpeed = input.speed !== undefined || input.loadedSpeed !== undefined;
  if (hasSpeed) speedLoadShare(input.speed, input.loadedSpeed);
  const load = input.load === undefined ? undefined : travelLoadShare(input.load);
  if (input.immobile === true) return 0;
  const speeds: CompanionDay["speeds"] = load !== undefined ? { load } : hasSpeed ? { speed: input.speed!, loadedSpeed: input.loadedSpeed! } : {};
  const encumbered = load !== undefined ? load.num < load.den : hasSpeed && input.loadedSpeed! < input.speed!;
  return Math.min(model.travellerMiles({ input, speeds, encumbered }, terrain, marchDay), MAX_MILES_PER_DAY);
}

/** The travel model in force, or a RulesError under the book's (which has no companion day). */
function companionTravelModel(ruleset: Ruleset): TravelModel {
  const model = ruleset.points.travelModel;
  if (model === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", ruleset.modules, "expected a companion travel model in force");
  return model;
}

/**
 * One traveller's miles a day in a terrain under the ruleset's companion travel model, with its
 * forced-march rule (a march day ×1½ and the owed rest day apply only where that rule has them).
 * Under the book's travel model there is no companion day: RulesError.
 */
export function companionMilesPerDay(input: CompanionTravelInput, terrain: TerrainId, ruleset: Ruleset): number {
  return companionMilesWith(input, terrain, companionTravelModel(ruleset), ruleset.points.forcedMarch?.marchDay === true);
}
