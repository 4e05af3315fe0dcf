/** The OSR hack's travel (VARIANTS.md rows 15, 16, §4.5; 002:L210): base miles by STR, halved by terrain class. */
import { RulesError, assertNonNegativeInteger } from "../../errors";
import { MAX_MILES_PER_DAY, assertAtMost } from "../../bounds";
import { assertTerrainId, type TerrainId } from "../../terrain";
import { abilityModifier } from "../../ability-scale";
import { TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, type TravelFraction, type TravelLight, type TravelPace, type TravelWeather } from "../../travel-models";
import { assertOneOf } from "../../resolution/validate";
import type { RuleModule } from "../../ruleset/types";
import type { TravelModel } from "../../ruleset/points/travel";

/** A frozen fraction num/den: the model's factors. */
const f = (num: number, den = 1): TravelFraction => Object.freeze({ num, den });

// ---------------------------------------------------------------------------------------------
// OSR hack (002): 10 + STR mod miles a day; open / difficult / harsh; light, weather, pace, load
// ---------------------------------------------------------------------------------------------

export type OsrTerrainClass = "open" | "difficult" | "harsh";

export const OSR_TERRAIN_CLASSES: readonly OsrTerrainClass[] = Object.freeze(["open", "difficult", "harsh"] as const);

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

/**
 * Book (002:L217–219) with Decisions (VARIANTS.md §4.4): a character's base is 10 + STR mod, a
 * creature's its listed miles; the terrain class (the worst of terrain, light and weather) divides,
 * the pace and any load that slows the traveller (×½) multiply. No forced march of its own.
 */
const OSR_TRAVEL_MODEL: TravelModel = {
  id: "osr",
  // Decision (VARIANTS.md §4.4): the class divisor on given miles, rounded down (D8).
  // Whole divisors: ⌊⌊m ÷ a⌋ ÷ b⌋ = ⌊m ÷ ab⌋, so loaded miles given whole never round twice.
  milesInTerrain: (miles, terrain) => Math.floor(miles / OSR_CLASS_DIVISOR[OSR_TERRAIN_CLASS[terrain]]),
  loadShare: false,
  // Decision (VARIANTS.md §4.4): ER's optimal ground is OSR's open terrain; the class divisor multiplies the days.
  travelDays: (roadDays, terrain) => roadDays * OSR_CLASS_DIVISOR[OSR_TERRAIN_CLASS[terrain]],
  travellerMiles({ input, encumbered }, terrain) {
    const base = input.character === true && input.str !== undefined ? osrBaseMilesPerDay(input.str) : input.milesPerDay;
    return osrMilesPerDay({
      baseMiles: Math.min(base, MAX_MILES_PER_DAY),
      terrain,
      light: input.light ?? "day",
      weather: input.weather ?? "clear",
      pace: input.pace ?? "normal",
      encumbered,
    });
  },
  strBase: osrBaseMilesPerDay,
  category: (effective, light, weather) => osrTravelClass(effective, light, weather),
  log: null,
  restRule: false,
  sheet: {
    choices: ["pace", "light", "weather"],
    flies: false,
    baseKey: "ER.Variants.Travel.BaseListed",
    loadKey: "ER.Variants.Travel.LoadOsr",
    categoryKey: "ER.Variants.Travel.Class",
    titleKey: "ER.Variants.Travel.Model.osr",
    rulerKey: "ER.Variants.Travel.Ruler.osr",
  },
};

export const osrTravel = {
  id: "travel.osr",
  domain: "travel",
  selects: { path: "travel.model", value: "osr" },
  presets: { osr: { "travel.model": "osr" } },
  contribute: () => ({ travelModel: OSR_TRAVEL_MODEL }),
} as const satisfies RuleModule;
