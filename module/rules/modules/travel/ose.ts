/** OSE overland travel (VARIANTS.md rows 27, 28, §5.7; 003:L451): miles a day from the movement rate. */
import { RulesError, assertNonNegativeInteger } from "../../errors";
import { MAX_MILES_PER_DAY, assertAtMost } from "../../bounds";
import { assertTerrainId, type TerrainId } from "../../terrain";
import { speedLoadShare, travelLoadShare, type TravelFraction } from "../../travel-models";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { TravelLogRule, TravelModel } from "../../ruleset/points/travel";
import { OSE_UNRESTED_PENALTY } from "../resolution/ose-modifiers";

/** A frozen fraction num/den: the model's factors. */
const f = (num: number, den = 1): TravelFraction => Object.freeze({ num, den });

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
   * tier's share, the load model's `tierShare`); it wins over the speed ratio, which an OSE tier has already rounded.
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
  const load = input.load !== undefined ? travelLoadShare(input.load) : speedLoadShare(input.speed, input.loadedSpeed);
  const t = input.flies === true ? OSE_FLYING_FACTOR : OSE_TERRAIN_FACTOR[input.terrain];
  const m = input.forcedMarch === true ? OSE_FORCED_MARCH_FACTOR : f(1);
  return Math.floor((input.milesPerDay * load.num * t.num * m.num) / (load.den * t.den * m.den));
}

/** Book (003:L471): characters must rest one day per six days of travel. */
export const OSE_TRAVEL_DAYS_PER_REST = 6;

/**
 * Book (003:L465–473) with Decisions (VARIANTS.md §5.9, GO-13/14). A rest day clears both the count
 * and the owed rest; a travel day (or forced march) adds one day, and a forced march also owes the
 * next day as rest. While a rest day is owed a travel day is not recorded (the log stays; the sheet
 * shows 0 miles for that day, GO-13). The 7th consecutive travel day without a full rest day makes the
 * traveller unrested (−1 to hit and damage, applied on the attack card) until a rest day is recorded.
 * A rest day falls after each full run of six travel days, before the journey goes on (003:L470).
 */
export const OSE_TRAVEL_LOG: TravelLogRule = Object.freeze({
  after(log, day) {
    if (day === "rest") return { daysWithoutRest: 0, restDue: false };
    if (log.restDue) return { daysWithoutRest: log.daysWithoutRest, restDue: true };
    return { daysWithoutRest: log.daysWithoutRest + 1, restDue: day === "forcedMarch" };
  },
  unrested: (log) => log.daysWithoutRest > OSE_TRAVEL_DAYS_PER_REST,
  unrestedPenalty: OSE_UNRESTED_PENALTY,
  restDays: (travelDays) => (travelDays > 0 ? Math.floor((travelDays - 1) / OSE_TRAVEL_DAYS_PER_REST) : 0),
} satisfies TravelLogRule);

/** A fraction as the sheet shows it: "3/2", "1". */
function fraction(num: number, den: number): string {
  return den === 1 ? String(num) : `${num}/${den}`;
}

/**
 * Book (003:L451–473) with Decisions (VARIANTS.md §5.8, §5.9): terrain ×1½ / ×1 / ×⅔ / ×½, flying
 * ×2 over any terrain, a march day ×1½ and the owed rest day 0; `restRule`: a rest day in every seven.
 */
function oseTravelModel(restRule: boolean): TravelModel {
  return {
    id: "ose",
    // Decision (VARIANTS.md §5.6, §5.8): the load's exact share and the terrain factor on given
    // miles, rounded down once (D8): 18 miles at ¾ in hills is 9, where 18 → 13 → 8 would round twice.
    milesInTerrain: (miles, terrain, load) => oseMilesPerDay({ milesPerDay: miles, terrain, load }),
    loadShare: true,
    // Decision (VARIANTS.md §5.8): days scale as the road's rate over the terrain's (road ×3/2).
    travelDays(roadDays, terrain) {
      const road = OSE_TERRAIN_FACTOR.optimal;
      const t = OSE_TERRAIN_FACTOR[terrain];
      const num = road.num * t.den;
      const den = road.den * t.num;
      return num === den ? roadDays : (roadDays * num) / den;
    },
    travellerMiles({ input, speeds }, terrain, marchDay) {
      if (marchDay && input.restDue === true) return 0;
      return oseMilesPerDay({ milesPerDay: input.milesPerDay, terrain, ...speeds, flies: input.flies === true, forcedMarch: marchDay && input.forcedMarch === true });
    },
    strBase: null,
    category(effective, _light, _weather, flies) {
      const f = OSE_TERRAIN_FACTOR[effective];
      return flies ? "2" : fraction(f.num, f.den);
    },
    log: OSE_TRAVEL_LOG,
    restRule,
    sheet: {
      choices: [],
      flies: true,
      baseKey: "ER.Variants.Travel.BaseOse",
      loadKey: "ER.Variants.Travel.LoadOse",
      categoryKey: null,
      titleKey: "ER.Variants.Travel.Model.ose",
      rulerKey: "ER.Variants.Travel.Ruler.ose",
    },
  };
}

export const oseTravel = {
  id: "travel.ose",
  domain: "travel",
  selects: { path: "travel.model", value: "ose" },
  /** 003:L470: a rest day in every seven, or −1 to hit and damage. */
  fields: { "travel.oseRest": bool(false) },
  presets: { ose: { "travel.model": "ose", "travel.oseRest": true } },
  contribute: (config): Contribution => ({ travelModel: oseTravelModel(config.travel.oseRest) }),
} as const satisfies RuleModule;
