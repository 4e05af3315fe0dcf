/** The OSR hack's loads (VARIANTS.md row 12, §4.2; 002:L60): STR-based loads, −5′ per load over. */
import { assertNonNegativeInteger, assertNonNegativeNumber } from "../../errors";
import { MAX_CARRIED_LB, assertAtMost } from "../../bounds";
import { WEIGHT_UNITS_PER_LB } from "../../encumbrance";
import { hexesFromFiveEFeet, MAX_ABILITY_SCORE } from "../../ability-scale";
import { NEUTRAL_LOAD, assertCoinCount, assertLoadSpeed } from "../../load-models";
import type { RuleModule } from "../../ruleset/types";
import type { LoadModel } from "../../ruleset/points/load";
import { itemsWeightLb, weightUnits } from "./weigh";

/** Book (002:L154): 100 coins weigh a pound. */
export const OSR_COINS_PER_LB = 100;

/** Book (002:L154): 500 coins are one load. */
export const OSR_COINS_PER_LOAD = 500;

/**
 * Decision (VARIANTS.md §4.2, from 002:L154): one load is 5 lb for everything, not only coins
 * (500 coins ÷ 100 coins a pound); the loads carried are ⌈total lb ÷ 5⌉ of coins and items together.
 */
export const OSR_LB_PER_LOAD = OSR_COINS_PER_LOAD / OSR_COINS_PER_LB;

/** Book (002:L35): each load above STR costs 5′ of speed. */
export const OSR_FEET_PER_LOAD_OVER = 5;

/** Decision (VARIANTS.md D5, §4.2): 5′ in the 5e family is 2 ER hexes (× 0.4). */
export const OSR_HEXES_PER_LOAD_OVER = hexesFromFiveEFeet(OSR_FEET_PER_LOAD_OVER);

function assertLb(name: string, lb: unknown): asserts lb is number {
  assertNonNegativeNumber(name, lb);
  assertAtMost(name, lb, MAX_CARRIED_LB);
}

/**
 * Decision (VARIANTS.md §4.2, G2-4): the loads a character carries, from its coins (100 a pound)
 * and the weight of its items in lb: ⌈(coins ÷ 100 + lb) ÷ 5⌉, coins and items together.
 */
export function osrLoadsCarried(coins: number, itemsLb: number): number {
  assertCoinCount("coins", coins);
  assertLb("itemsLb", itemsLb);
  const total = coins * (WEIGHT_UNITS_PER_LB / OSR_COINS_PER_LB) + weightUnits(itemsLb);
  const perLoad = OSR_LB_PER_LOAD * WEIGHT_UNITS_PER_LB;
  return Math.ceil(total / perLoad);
}

export interface OsrLoadResult {
  /** Loads carried above STR (0 within capacity). */
  readonly over: number;
  /** Hexes per round on optimal ground after the loads. */
  readonly speed: number;
  /** Above STR: disadvantage on all checks (002:L35), shown as the "overloaded" badge. */
  readonly overloaded: boolean;
  /** The loads brought the speed to 0: "completely encumbered" (002:L35). */
  readonly immobile: boolean;
}

/**
 * Book (002:L35) with Decision D5: each load above the STR score costs 2 hexes (5′), never below 0;
 * a character the loads bring to 0 cannot move (G2-3, G2-3b).
 */
export function osrSpeedAfterLoads(speed: number, str: number, loads: number): OsrLoadResult {
  assertLoadSpeed(speed);
  assertNonNegativeInteger("str", str);
  assertAtMost("str", str, MAX_ABILITY_SCORE);
  assertNonNegativeInteger("loads", loads);
  assertAtMost("loads", loads, MAX_CARRIED_LB);
  const over = Math.max(0, loads - str);
  const after = Math.max(0, speed - OSR_HEXES_PER_LOAD_OVER * over);
  return { over, speed: after, overloaded: over > 0, immobile: over > 0 && after === 0 };
}

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
  tierShare: null,
  sheet: { inputs: ["str", "coins"], coinsHint: "ER.Variants.Encumbrance.CoinsOsrHint", parts: ["loads"], tierBounds: null, maxCoins: null },
};

export const osrLoads = {
  id: "encumbrance.osrLoads",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "osrLoads" },
  presets: { osr: { "encumbrance.model": "osrLoads" } },
  contribute: () => ({ loadModel: OSR_LOADS_MODEL }),
} as const satisfies RuleModule;
