/** The OSR hack's loads (VARIANTS.md row 12, §4.2; 002:L60): STR-based loads, −5′ per load over. */
import type { RuleModule } from "../../ruleset/types";
import type { LoadModel } from "../../ruleset/points/load";
import { NEUTRAL_LOAD, osrLoadsCarried, osrSpeedAfterLoads } from "../../variants/encumbrance-models";
import { itemsWeightLb } from "./weigh";

/**
 * Book (002:L35, L219) with Decision (VARIANTS.md §4.2, D8): loads of coins and items against STR;
 * above STR the character travels at half its miles (rounded down), and 0 when the loads stop it.
 */
const OSR_LOADS_MODEL: LoadModel = {
  id: "osrLoads",
  characterLoad(input) {
    const loads = osrLoadsCarried(input.coins, itemsWeightLb(input.items));
    const r = osrSpeedAfterLoads(input.speed, input.str, loads);
    const miles = r.immobile ? 0 : r.overloaded ? Math.floor(input.milesPerDay / 2) : input.milesPerDay;
    return { ...NEUTRAL_LOAD, model: "osrLoads", speed: r.speed, milesPerDay: miles, immobile: r.immobile, overloaded: r.overloaded, loads, loadsOver: r.over };
  },
  tierSpeeds: () => null,
  sheet: { inputs: ["str", "coins"], coinsHint: "ER.Variants.Encumbrance.CoinsOsrHint", parts: ["loads"], tierBounds: null, maxCoins: null },
};

export const osrLoads = {
  id: "encumbrance.osrLoads",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "osrLoads" },
  presets: { osr: { "encumbrance.model": "osrLoads" } },
  contribute: () => ({ loadModel: OSR_LOADS_MODEL }),
} as const satisfies RuleModule;
