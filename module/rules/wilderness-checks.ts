/**
 * Daily wilderness checks on a march (VARIANTS.md §5.10, §13.3 row 29; 003 "Losing Direction",
 * "Wandering Monsters"): each 24-h boundary of world time a march crosses rolls once for direction
 * and once for wandering monsters, by the terrain the party stands in at that boundary. The chances
 * are the travel model's (ruleset.points.wildernessChecks); with none in force nothing is rolled.
 *
 * Decision: the text rolls "at the start of each day of travel"; a march laid on world time starts
 * a new day at each multiple of 24 h, so a boundary crossed is a day begun on the road. The start
 * instant itself is not crossed (its day was checked when it began), the arrival instant is.
 */
import { RulesError } from "./errors";
import { MAX_WORLD_TIME, assertList } from "./bounds";
import { assertTerrainId, type TerrainId } from "./terrain";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/resolve";
import type { WildernessChecksModel } from "./ruleset/points/time";
import { overlandHexHours, overlandTravel, TIME_UNITS_PER_HOUR, type OverlandHex, type OverlandTraveller } from "./travel";

/** One stretch of a march: the hex the party stands in and the world seconds it stays there. */
export interface MarchLeg {
  readonly terrain: TerrainId;
  /** The party follows a road or trail here: never lost (003 "Losing Direction"). */
  readonly road?: boolean;
  readonly seconds: number;
}

export interface MarchInput {
  /** World time the march starts at (seconds). */
  readonly startSeconds: number;
  /** The stretches in order; the last one's end is the arrival. */
  readonly legs: readonly MarchLeg[];
}

/** The checks of one day begun on the march. */
export interface DayCheck {
  /** The boundary crossed (world seconds, a multiple of the day). */
  readonly at: number;
  /** The day begun there, counted from world second 0 as day 1. */
  readonly day: number;
  readonly terrain: TerrainId;
  readonly road: boolean;
  /** Lost direction on a d6 roll ≤ this (0: never). */
  readonly lostChance: number;
  /** Wandering monsters on a d6 roll ≤ this. */
  readonly wanderingChance: number;
}

/** At most this many day checks are listed for one march (a longer jump lists the first ones and says how many more). */
export const MAX_DAY_CHECKS = 366;

export interface MarchChecks {
  readonly checks: readonly DayCheck[];
  /** Boundaries crossed in all (may exceed checks.length for a jump of more than MAX_DAY_CHECKS days). */
  readonly crossed: number;
}

/** The checks model in force, or null. */
export function wildernessChecksOf(ruleset: Ruleset): WildernessChecksModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.wildernessChecks;
}

function assertSeconds(name: string, value: unknown): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > MAX_WORLD_TIME) {
    throw new RulesError("OUT_OF_RANGE", name, value, `expected whole seconds from 0 to ${MAX_WORLD_TIME}`);
  }
}

/**
 * The day checks a march rolls: one pass over its legs, each boundary b with start < b ≤ arrival
 * taken in the leg whose stretch (t0, t1] holds it. Any jump size: boundaries inside one long leg
 * are counted arithmetically, and only the first MAX_DAY_CHECKS are listed.
 */
export function marchChecks(input: MarchInput, ruleset: Ruleset): MarchChecks {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected a march");
  assertSeconds("startSeconds", input.startSeconds);
  assertList("legs", input.legs);
  const model = wildernessChecksOf(ruleset);
  let t0 = input.startSeconds;
  for (const leg of input.legs) {
    if (leg === null || typeof leg !== "object") throw new RulesError("INVALID_ARGUMENT", "leg", leg, "expected a leg");
    assertTerrainId("leg.terrain", leg.terrain);
    assertSeconds("leg.seconds", leg.seconds);
    if (leg.road !== undefined && typeof leg.road !== "boolean") throw new RulesError("INVALID_ARGUMENT", "leg.road", leg.road, "expected a boolean");
    t0 += leg.seconds;
    if (t0 > MAX_WORLD_TIME) throw new RulesError("OUT_OF_RANGE", "legs", t0, `the march ends after world second ${MAX_WORLD_TIME}`);
  }
  if (model === null) return { checks: [], crossed: 0 };
  const day = model.daySeconds;
  const checks: DayCheck[] = [];
  let crossed = 0;
  t0 = input.startSeconds;
  for (const leg of input.legs) {
    const t1 = t0 + leg.seconds;
    // Boundaries in (t0, t1]: the multiples of `day` from floor(t0/day)+1 to floor(t1/day).
    const first = Math.floor(t0 / day) + 1;
    const last = Math.floor(t1 / day);
    if (last >= first) {
      const road = leg.road === true || model.lost[leg.terrain] === 0;
      for (let k = first; k <= last && checks.length < MAX_DAY_CHECKS; k++) {
        checks.push({ at: k * day, day: k + 1, terrain: leg.terrain, road, lostChance: road ? 0 : (model.lost[leg.terrain] ?? 0), wanderingChance: model.wandering[leg.terrain] ?? 0 });
      }
      crossed += last - first + 1;
    }
    t0 = t1;
  }
  return { checks, crossed };
}

/** The outcome of one day's rolls (d6 each). */
export interface DayOutcome {
  readonly lost: boolean;
  readonly wandering: boolean;
}

function assertD6(name: string, value: unknown): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1 || value > 6) throw new RulesError("OUT_OF_RANGE", name, value, "expected a d6 result");
}

function assertChance(name: string, value: unknown): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > 6) throw new RulesError("OUT_OF_RANGE", name, value, "expected a chance of 0 to 6 in 6");
}

/** Book (003): an x-in-6 chance happens on a d6 of x or less; a road day (chance 0) is never lost. */
export function dayOutcome(check: Pick<DayCheck, "lostChance" | "wanderingChance">, rolls: { lost: number | null; wandering: number }): DayOutcome {
  if (check === null || typeof check !== "object") throw new RulesError("INVALID_ARGUMENT", "check", check, "expected a day check");
  if (rolls === null || typeof rolls !== "object") throw new RulesError("INVALID_ARGUMENT", "rolls", rolls, "expected the day's rolls");
  assertChance("check.lostChance", check.lostChance);
  assertChance("check.wanderingChance", check.wanderingChance);
  if (rolls.lost !== null) assertD6("rolls.lost", rolls.lost);
  assertD6("rolls.wandering", rolls.wandering);
  return { lost: rolls.lost !== null && rolls.lost <= check.lostChance, wandering: rolls.wandering <= check.wanderingChance };
}

/** World time after `active` seconds of marching on days of `allot` active seconds (as overlandTravel's worldSeconds). */
function worldAfter(active: number, allot: number, day: number): number {
  if (active === 0) return 0;
  const dayIndex = Math.ceil(active / allot) - 1;
  return dayIndex * day + (active - dayIndex * allot);
}

/**
 * The legs of an overland route (the ruler's path: the hexes entered, a road flag each): the world
 * seconds spent reaching each hex at the party's pace, its full travel days 24 h each, exactly as
 * overlandTravel's worldSeconds (rules/travel.ts). Decision: the time spent reaching a hex counts
 * as standing in it (the terrain being crossed at a boundary is the one walked into); a night
 * spent where a day's march ends counts in the hex entered when the day ran out. Null when the
 * party cannot travel the route.
 */
export function routeLegs(
  input: { travellers: readonly OverlandTraveller[]; path: readonly (OverlandHex & { road?: boolean })[]; milesPerHex: number },
  ruleset: Ruleset,
): MarchLeg[] | null {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected a route");
  assertList("path", input.path);
  for (const hex of input.path) {
    if (hex === null || typeof hex !== "object") throw new RulesError("INVALID_ARGUMENT", "hex", hex, "expected a hex");
    if (hex.road !== undefined && typeof hex.road !== "boolean") throw new RulesError("INVALID_ARGUMENT", "hex.road", hex.road, "expected a boolean");
  }
  const travel = overlandTravel(input.travellers, input.path, input.milesPerHex, ruleset);
  if (!travel.possible) return null;
  const model = wildernessChecksOf(ruleset);
  const day = model?.daySeconds ?? 86_400;
  const travellers = ruleset.config.travel.partyPace ? input.travellers : input.travellers.slice(0, 1);
  const allot = Math.round(travel.allotmentHours * TIME_UNITS_PER_HOUR);
  const legs: MarchLeg[] = [];
  let hours = 0;
  let before = 0;
  for (const hex of input.path) {
    let slowest = 0;
    for (const t of travellers) slowest = Math.max(slowest, overlandHexHours(t, hex, input.milesPerHex, ruleset));
    hours += slowest;
    const after = worldAfter(Math.round(hours * TIME_UNITS_PER_HOUR), allot, day);
    legs.push({ terrain: hex.terrain, road: hex.road === true, seconds: after - before });
    before = after;
  }
  return legs;
}
