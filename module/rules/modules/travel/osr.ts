/** The OSR hack's travel (VARIANTS.md rows 15, 16, §4.5; 002:L210): base miles by STR, halved by terrain class. */
import type { RuleModule } from "../../ruleset/types";
import type { TravelModel } from "../../ruleset/points/travel";
import { MAX_MILES_PER_DAY } from "../../bounds";
import { OSR_CLASS_DIVISOR, OSR_TERRAIN_CLASS, osrBaseMilesPerDay, osrMilesPerDay, osrTravelClass } from "../../variants/travel-models";

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
  log: false,
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
