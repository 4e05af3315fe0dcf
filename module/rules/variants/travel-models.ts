/**
 * Travel models from the companion rulebooks (VARIANTS.md rows 14, 27, 28, 49; §4.4, §5.8, §5.9,
 * §7): the OSR hack's overland day (002:L217–219), Old-School Essentials' overland rates, terrain,
 * roads, flying, forced march and rest (003:L407–473), and the party's pace. Pure and exact: every
 * multiplier is a fraction of small integers and each result is rounded down once, at the end
 * (VARIANTS.md D8, allowances to the creature's disadvantage). ER's own travel stays in ../travel.ts.
 */
import { RulesError, assertNonNegativeInteger } from "../errors";
import { MAX_MILES_PER_DAY, MAX_SPEED, assertAtMost, assertList } from "../bounds";
import { assertTerrainId, type TerrainId } from "../terrain";
import { abilityModifier } from "./scale";
import { OSE_TIER_QUARTERS } from "./encumbrance-models";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { CompanionDay, TravelModel } from "../ruleset/points/travel";
import type { CompanionTravelInput, TravelFraction, TravelLight, TravelPace, TravelWeather } from "./travel-types";

export type { CompanionTravelInput, TravelFraction, TravelLight, TravelPace, TravelWeather } from "./travel-types";

const f = (num: number, den = 1): TravelFraction => Object.freeze({ num, den });

// ---------------------------------------------------------------------------------------------
// OSR hack (002): 10 + STR mod miles a day; open / difficult / harsh; light, weather, pace, load
// ---------------------------------------------------------------------------------------------

export type OsrTerrainClass = "open" | "difficult" | "harsh";

export const OSR_TERRAIN_CLASSES: readonly OsrTerrainClass[] = Object.freeze(["open", "difficult", "harsh"] as const);
export const TRAVEL_LIGHTS: readonly TravelLight[] = Object.freeze(["day", "dim", "dark"] as const);
export const TRAVEL_WEATHERS: readonly TravelWeather[] = Object.freeze(["clear", "difficult", "harsh"] as const);
export const TRAVEL_PACES: readonly TravelPace[] = Object.freeze(["normal", "tactical", "stealthy"] as const);

/** Book (002:L217): "10 + STR mod miles per day" for an unencumbered PC. */
export const OSR_BASE_MILES = 10;

/** Book (002:L217): difficult terrain halves the day's miles, harsh terrain quarters them. */
export const OSR_CLASS_DIVISOR: Readonly<Record<OsrTerrainClass, number>> = Object.freeze({ open: 1, difficult: 2, harsh: 4 });

/**
 * Decision (VARIANTS.md §4.4, G2-7c): each ER terrain takes the OSR class whose divisor (1, 2, 4) is
 * nearest its ER divisor on a log scale: open = optimal, plains; difficult = tundra, desert,
 * forest, hills, swamp, jungle; harsh = mountains.
 */
export const OSR_TERRAIN_CLASS: Readonly<Record<TerrainId, OsrTerrainClass>> = Object.freeze({
  optimal: "open",
  plains: "open",
  tundra: "difficult",
  desert: "difficult",
  forest: "difficult",
  hills: "difficult",
  swamp: "difficult",
  jungle: "difficult",
  mountains: "harsh",
});

/** Book (002:L217): dim light counts as difficult terrain, darkness as harsh. */
export const OSR_LIGHT_CLASS: Readonly<Record<TravelLight, OsrTerrainClass>> = Object.freeze({ day: "open", dim: "difficult", dark: "harsh" });

/** Book (002:L219): harsh weather, snow or heat count as difficult or harsh terrain (the GM says which). */
export const OSR_WEATHER_CLASS: Readonly<Record<TravelWeather, OsrTerrainClass>> = Object.freeze({ clear: "open", difficult: "difficult", harsh: "harsh" });

/** Book (002:L219): moving tactically takes a quarter off, stealthily half. */
export const TRAVEL_PACE_FACTOR: Readonly<Record<TravelPace, TravelFraction>> = Object.freeze({ normal: f(1), tactical: f(3, 4), stealthy: f(1, 2) });

/** Book (002:L219): an encumbered PC moves at half speed. */
export const OSR_ENCUMBERED_FACTOR: TravelFraction = f(1, 2);

function assertOneOf<T extends string>(name: string, value: unknown, choices: readonly T[]): asserts value is T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
    throw new RulesError("INVALID_ARGUMENT", name, value, `expected one of ${choices.join(", ")}`);
  }
}

/** Book (002:L217, D10): a character's base miles a day, 10 + ⌊(STR − 10) / 2⌋ (STR 14 → 12, STR 0 → 5). */
export function osrBaseMilesPerDay(str: number): number {
  return OSR_BASE_MILES + abilityModifier(str);
}

/**
 * Decision (VARIANTS.md §4.4, G2-7d): light and weather raise the terrain's class, they do not
 * stack: the worst of terrain, light and weather applies (a dark forest is harsh, not ⅛).
 */
export function osrTravelClass(terrain: TerrainId, light: TravelLight = "day", weather: TravelWeather = "clear"): OsrTerrainClass {
  assertTerrainId("terrain", terrain);
  assertOneOf("light", light, TRAVEL_LIGHTS);
  assertOneOf("weather", weather, TRAVEL_WEATHERS);
  const worst = Math.max(OSR_CLASS_DIVISOR[OSR_TERRAIN_CLASS[terrain]], OSR_CLASS_DIVISOR[OSR_LIGHT_CLASS[light]], OSR_CLASS_DIVISOR[OSR_WEATHER_CLASS[weather]]);
  return OSR_TERRAIN_CLASSES.find((c) => OSR_CLASS_DIVISOR[c] === worst)!;
}

export interface OsrDayInput {
  /** Miles a day before terrain and modifiers: 10 + STR mod for a character, the listed miles for a creature. */
  baseMiles: number;
  terrain: TerrainId;
  light?: TravelLight;
  weather?: TravelWeather;
  pace?: TravelPace;
  /** Carrying any load that slows the traveller (the encumbrance model in force says so). */
  encumbered?: boolean;
}

/**
 * Book (002:L217–219) with Decisions (VARIANTS.md §4.4): miles a day = base ÷ class divisor
 * (the worst of terrain, light and weather) × pace (tactical ¾, stealthy ½) × ½ when encumbered.
 * The modifiers multiply (the text gives them as separate reductions); the product is rounded
 * down once (D8). Book: STR 14 open/difficult/harsh 12/6/3; 12 mi encumbered + stealthy → 3.
 */
export function osrMilesPerDay(input: OsrDayInput): number {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an OSR travel input");
  assertNonNegativeInteger("baseMiles", input.baseMiles);
  assertAtMost("baseMiles", input.baseMiles, MAX_MILES_PER_DAY);
  const pace = input.pace ?? "normal";
  assertOneOf("pace", pace, TRAVEL_PACES);
  const cls = osrTravelClass(input.terrain, input.light ?? "day", input.weather ?? "clear");
  const p = TRAVEL_PACE_FACTOR[pace];
  const e = input.encumbered === true ? OSR_ENCUMBERED_FACTOR : f(1);
  return Math.floor((input.baseMiles * p.num * e.num) / (p.den * e.den * OSR_CLASS_DIVISOR[cls]));
}

// ---------------------------------------------------------------------------------------------
// Old-School Essentials (003): base ÷ 5, terrain ×⅔ / ×½, roads ×1½, flying ×2, forced march ×1½
// ---------------------------------------------------------------------------------------------

/** Book (003:L451): miles a day = base movement rate in feet ÷ 5 (120′ → 24). */
export const OSE_FEET_PER_DAILY_MILE = 5;

/**
 * Decision (VARIANTS.md §5.8, GO-12): ER terrains as OSE categories. ER's optimal ground is the
 * maintained road (×1½); plains and tundra (barren lands, not in OSE's slower list) are clear (×1);
 * desert, forest, hills are "33% slower", read as exactly ×⅔ (osr-helper #47 used 0.6);
 * swamp, jungle, mountains are "50% slower" (×½).
 */
export const OSE_TERRAIN_FACTOR: Readonly<Record<TerrainId, TravelFraction>> = Object.freeze({
  optimal: f(3, 2),
  plains: f(1),
  tundra: f(1),
  desert: f(2, 3),
  forest: f(2, 3),
  hills: f(2, 3),
  swamp: f(1, 2),
  jungle: f(1, 2),
  mountains: f(1, 2),
});

/** Book (003:L407–409): flying doubles the day's miles, and terrain does not affect it. */
export const OSE_FLYING_FACTOR: TravelFraction = f(2);

/** Book (003:L465): a forced march increases the distance by 50%. */
export const OSE_FORCED_MARCH_FACTOR: TravelFraction = f(3, 2);

/** Largest OSE movement rate in feet a rule converts. */
export const MAX_OSE_RATE_FEET = 10_000;

/** Book (003:L451, GO-11c): miles a day from an OSE movement rate in feet, rounded down (120′, 90′, 60′, 30′ → 24, 18, 12, 6). */
export function oseMilesFromRate(feet: number): number {
  assertNonNegativeInteger("feet", feet);
  assertAtMost("feet", feet, MAX_OSE_RATE_FEET);
  return Math.floor(feet / OSE_FEET_PER_DAILY_MILE);
}

export interface OseDayInput {
  /** The actor's miles a day in clear terrain, unencumbered (OSE's base rate ÷ 5). */
  milesPerDay: number;
  terrain: TerrainId;
  /**
   * The load the encumbrance model in force leaves: the speed carried at, out of the listed speed
   * (hexes a round on optimal ground). OSE's miles follow the movement rate (003:L451), so 9 of 12
   * gives ¾ of the miles (GO-11c). Both absent or `speed` 0: no load.
   */
  speed?: number;
  loadedSpeed?: number;
  /**
   * The exact share of the base miles the load leaves, when the encumbrance model gives one (an OSE
   * tier, {@link oseTierLoad}); it wins over the speed ratio, which an OSE tier has already rounded.
   */
  load?: TravelFraction;
  flies?: boolean;
  /** Today is a forced march (travel.forcedMarch = "ose"). */
  forcedMarch?: boolean;
}

/**
 * Book (003:L451–465) with Decisions (VARIANTS.md §5.8): miles a day = miles × load (loadedSpeed ÷
 * speed) × terrain (road ×1½, ×⅔, ×½; a flyer ×2 and terrain ignored) × 1½ on a forced march,
 * rounded down once (D8). Book: 24 mi → plains 24, road 36, forest 16, swamp 12; flyer 48; forced 36.
 */
export function oseMilesPerDay(input: OseDayInput): number {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an OSE travel input");
  assertNonNegativeInteger("milesPerDay", input.milesPerDay);
  assertAtMost("milesPerDay", input.milesPerDay, MAX_MILES_PER_DAY);
  assertTerrainId("terrain", input.terrain);
  const load = input.load !== undefined ? checkedLoad(input.load) : loadFraction(input.speed, input.loadedSpeed);
  const t = input.flies === true ? OSE_FLYING_FACTOR : OSE_TERRAIN_FACTOR[input.terrain];
  const m = input.forcedMarch === true ? OSE_FORCED_MARCH_FACTOR : f(1);
  return Math.floor((input.milesPerDay * load.num * t.num * m.num) / (load.den * t.den * m.den));
}

/**
 * Book (003:L451, L120) with Decision (VARIANTS.md §5.6 "Miles per day take the same fraction"):
 * the share of the base miles an OSE tier leaves, exactly: 120′ / 90′ / 60′ / 30′ → 4/4, 3/4, 2/4,
 * 1/4 of the miles (90′ travels 18 of 24), never the ratio of an ER speed the tier has rounded.
 */
export function oseTierLoad(tier: number): TravelFraction {
  assertNonNegativeInteger("tier", tier);
  if (tier >= OSE_TIER_QUARTERS.length) throw new RulesError("OUT_OF_RANGE", "tier", tier, `expected a tier 0–${OSE_TIER_QUARTERS.length - 1}`);
  return f(OSE_TIER_QUARTERS[tier]!, 4);
}

/** Throws unless `load` is a fraction num/den with 0 ≤ num ≤ den and den ≥ 1 (small integers). */
function checkedLoad(load: unknown): TravelFraction {
  if (load === null || typeof load !== "object") throw new RulesError("INVALID_ARGUMENT", "load", load, "expected a fraction { num, den }");
  const { num, den } = load as Partial<TravelFraction>;
  assertNonNegativeInteger("load.num", num);
  assertNonNegativeInteger("load.den", den);
  if (den < 1 || den > MAX_SPEED) throw new RulesError("OUT_OF_RANGE", "load.den", den, `expected 1–${MAX_SPEED}`);
  if (num > den) throw new RulesError("OUT_OF_RANGE", "load.num", num, "expected a share of at most 1");
  return f(num, den);
}

/** The share of the listed speed a load leaves, as a fraction (1 when there is no speed to compare). */
function loadFraction(speed: number | undefined, loadedSpeed: number | undefined): TravelFraction {
  if (speed === undefined && loadedSpeed === undefined) return f(1);
  assertNonNegativeInteger("speed", speed);
  assertNonNegativeInteger("loadedSpeed", loadedSpeed);
  assertAtMost("speed", speed, MAX_SPEED);
  if (speed === 0) return f(1);
  return f(Math.min(loadedSpeed, speed), speed);
}

// ---------------------------------------------------------------------------------------------
// OSE forced march and rest (003:L465–473)
// ---------------------------------------------------------------------------------------------

/** Book (003:L471): characters must rest one day per six days of travel. */
export const OSE_TRAVEL_DAYS_PER_REST = 6;
/** Book (003:L473): the penalty to hit and damage of an unrested character (the OSE attack model applies it from the travel log). */
export const OSE_UNRESTED_PENALTY = -1;
/** Decision: the consecutive travel days a record holds at most (a year and a half). */
export const MAX_TRAVEL_LOG_DAYS = 500;

/** A traveller's travel log: consecutive travel days since the last full rest day, and whether a rest day is owed. */
export interface OseTravelLog {
  readonly daysWithoutRest: number;
  /** A forced march was made: the next day must be a full day of rest (003:L467). */
  readonly restDue: boolean;
}

export type OseTravelDay = "travel" | "forcedMarch" | "rest";
export const OSE_TRAVEL_DAYS: readonly OseTravelDay[] = Object.freeze(["travel", "forcedMarch", "rest"] as const);

function assertTravelLog(log: unknown): asserts log is OseTravelLog {
  if (log === null || typeof log !== "object") throw new RulesError("INVALID_ARGUMENT", "log", log, "expected a travel log");
  const l = log as Partial<OseTravelLog>;
  assertNonNegativeInteger("log.daysWithoutRest", l.daysWithoutRest);
  assertAtMost("log.daysWithoutRest", l.daysWithoutRest, MAX_TRAVEL_LOG_DAYS);
  if (typeof l.restDue !== "boolean") throw new RulesError("INVALID_ARGUMENT", "log.restDue", l.restDue, "expected true or false");
}

/**
 * Decision (VARIANTS.md §5.9, GO-14): the 7th consecutive travel day without a full rest day makes
 * the traveller `unrested` (−1 to hit and damage, applied on the attack card) until a rest day is recorded.
 */
export function oseUnrested(log: OseTravelLog): boolean {
  assertTravelLog(log);
  return log.daysWithoutRest > OSE_TRAVEL_DAYS_PER_REST;
}

/**
 * Decision (VARIANTS.md §5.9, GO-13/14): the log after one day. A rest day clears both the count
 * and the owed rest. A travel day (or forced march) adds one day (at most {@link MAX_TRAVEL_LOG_DAYS});
 * a forced march also owes the next day as rest. While a rest day is owed, a travel day is not
 * recorded: the log is returned unchanged (the sheet shows 0 miles for that day, GO-13).
 */
export function advanceOseTravelLog(log: OseTravelLog, day: OseTravelDay): OseTravelLog {
  assertTravelLog(log);
  assertOneOf("day", day, OSE_TRAVEL_DAYS);
  if (day === "rest") return { daysWithoutRest: 0, restDue: false };
  if (log.restDue) return { daysWithoutRest: log.daysWithoutRest, restDue: true };
  return { daysWithoutRest: Math.min(MAX_TRAVEL_LOG_DAYS, log.daysWithoutRest + 1), restDue: day === "forcedMarch" };
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
  if (hasSpeed) loadFraction(input.speed, input.loadedSpeed);
  const load = input.load === undefined ? undefined : checkedLoad(input.load);
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
