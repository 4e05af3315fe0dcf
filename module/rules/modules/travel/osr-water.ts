/**
 * The OSR hack's overwater travel (VARIANTS.md row 15, §4.5, §13.3; 002:L225): a boat makes 3 miles
 * an hour, about 30 miles a day; a ship 5 miles an hour, 100 miles in a full day and night. An
 * unfavourable wind or current halves that, a favourable one doubles it.
 */
import type { RuleModule } from "../../ruleset/types";
import type { WaterDay, WaterDayInput, WaterFactor, WaterTravelRule } from "../../ruleset/points/travel-water";

/** Book (002:L225): miles a day of each vessel on smooth water. */
export const OSR_VESSEL_MILES: Readonly<Record<"boat" | "ship", number>> = Object.freeze({ boat: 30, ship: 100 });

/** The day's wind, and the current read the same way (002:L225: "wind or current"). */
export const OSR_WINDS = Object.freeze(["against", "none", "with"] as const);

/**
 * Decision (VARIANTS.md §4.5): wind and current are separate halvings or doublings and multiply, as
 * the OSR travel model multiplies its separate speed reductions (§4.4); a favourable wind against
 * the current cancels out. Rounded down (D8).
 */
function step(against: boolean, withIt: boolean): WaterFactor {
  return against ? { num: 1, den: 2 } : withIt ? { num: 2, den: 1 } : { num: 1, den: 1 };
}

function osrDay(input: WaterDayInput): WaterDay {
  const miles = OSR_VESSEL_MILES[input.vessel as "boat" | "ship"] ?? 0;
  const wind = step(input.wind === "against", input.wind === "with");
  const current = step(input.current === "upstream", input.current === "downstream");
  const factor = { num: wind.num * current.num, den: wind.den * current.den };
  return { miles: Math.floor((miles * factor.num) / factor.den), seconds: 86_400, factor, currentMiles: 0, notes: [] };
}

export const OSR_WATER: WaterTravelRule = Object.freeze<WaterTravelRule>({
  // VARIANTS.md §13.3: a water day is 24 h of world time ("a full day and night", 002:L225).
  daySeconds: 86_400,
  vessels: Object.freeze(["boat", "ship"]),
  baseFeet: false,
  wind: Object.freeze({ roll: false as const, choices: OSR_WINDS }),
  currentRoll: false,
  hazards: false,
  day: osrDay,
});

/** In force with the OSR travel model (overwater travel is in the same chapter, 002:L215–L225). */
export const osrWater = {
  id: "travel.osrWater",
  domain: "travel",
  inForceWhen: { when: "travel.model", values: ["osr"] },
  contribute: () => ({ waterTravel: OSR_WATER }),
} as const satisfies RuleModule;
