/**
 * A vessel's water day (VARIANTS.md rows 15 and 30, §4.5, §5.11, §13.3): the miles it makes good
 * and the world seconds the day takes, under the ruleset's water-travel rule. A water day is 24 h of
 * world time; a vessel uses no ER activity hours (RULES.md §6's forced march and activity steps are
 * the travellers', not the vessel's). The core checks the input; the rule module does the arithmetic.
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { WaterCurrent, WaterDay, WaterDayInput, WaterTravelRule } from "./ruleset/points/travel-water";

export type { WaterCurrent, WaterDay, WaterDayInput, WaterFactor, WaterNote, WaterTravelRule } from "./ruleset/points/travel-water";

/** The vessel id meaning "on foot": no water day. */
export const NO_VESSEL = "none";
export const WATER_CURRENTS: readonly WaterCurrent[] = Object.freeze(["none", "upstream", "downstream"]);
/** Every vessel id any water rule offers, and "none" (the stored field's choices; the rule in force checks its own). */
export const WATER_VESSELS: readonly string[] = Object.freeze([NO_VESSEL, "boat", "ship", "sailing", "rowed"]);
/** Every wind choice of a rule that does not roll the wind (the stored field's choices). */
export const WATER_WIND_CHOICES: readonly string[] = Object.freeze(["against", "none", "with"]);
/** The largest base rate in feet a vessel may be given (a bound, not a rule: the texts' vessels stay far below it). */
export const MAX_VESSEL_FEET = 1200;
/** The 2d6 wind roll's totals. */
export const WIND_ROLL_MIN = 2;
export const WIND_ROLL_MAX = 12;

/** The water-travel rule in force (what the travel panel offers), or null: no vessels. */
export function waterTravelOf(ruleset: Ruleset): WaterTravelRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.waterTravel;
}

/** The wind choices the panel offers: "2"…"12" for a rolled wind, else the rule's choices. */
export function waterWindChoices(ruleset: Ruleset): readonly string[] {
  const rule = waterTravelOf(ruleset);
  if (rule === null) return [];
  if (rule.wind.roll) return Array.from({ length: WIND_ROLL_MAX - WIND_ROLL_MIN + 1 }, (_, i) => String(WIND_ROLL_MIN + i));
  return rule.wind.choices;
}

/** A raw water day as the sheet stores it: any of it may be missing or wrong. */
export interface WaterDayRaw {
  vessel?: unknown;
  baseFeet?: unknown;
  wind?: unknown;
  /** The 2d6 wind total, read instead of `wind` when the rule rolls the wind. */
  windRoll?: unknown;
  current?: unknown;
  currentDie?: unknown;
  seaworthy?: unknown;
  takingOnWater?: unknown;
}

function checked(raw: WaterDayRaw, rule: WaterTravelRule, winds: readonly string[]): WaterDayInput {
  const vessel = raw.vessel;
  if (typeof vessel !== "string" || !rule.vessels.includes(vessel)) throw new RulesError("INVALID_ARGUMENT", "water.vessel", vessel, `expected one of ${rule.vessels.join(", ")}`);
  const baseFeet = rule.baseFeet ? raw.baseFeet : 0;
  assertIntegerInRange("water.baseFeet", baseFeet, rule.baseFeet ? 1 : 0, MAX_VESSEL_FEET);
  const given = rule.wind.roll && raw.windRoll !== undefined ? raw.windRoll : raw.wind;
  const wind = typeof given === "number" ? String(given) : given;
  if (typeof wind !== "string" || !winds.includes(wind)) throw new RulesError("INVALID_ARGUMENT", "water.wind", given, `expected one of ${winds.join(", ")}`);
  const current = raw.current;
  if (typeof current !== "string" || !(WATER_CURRENTS as readonly string[]).includes(current)) throw new RulesError("INVALID_ARGUMENT", "water.current", current, `expected one of ${WATER_CURRENTS.join(", ")}`);
  const rolled = rule.currentRoll && current !== "none";
  const currentDie = rolled ? raw.currentDie : 0;
  assertIntegerInRange("water.currentDie", currentDie, rolled ? 1 : 0, rolled ? 6 : 0);
  for (const flag of ["seaworthy", "takingOnWater"] as const) {
    if (raw[flag] !== undefined && typeof raw[flag] !== "boolean") throw new RulesError("INVALID_ARGUMENT", `water.${flag}`, raw[flag], "expected true or false");
  }
  return {
    vessel,
    baseFeet,
    wind,
    current: current as WaterCurrent,
    currentDie,
    seaworthy: rule.hazards ? raw.seaworthy !== false : true,
    takingOnWater: rule.hazards && raw.takingOnWater === true,
  };
}

/**
 * A vessel's water day under the ruleset, or null when no water-travel rule is in force or the
 * vessel is {@link NO_VESSEL}. Throws a RulesError naming the field for any other bad input.
 */
export function waterDay(raw: WaterDayRaw, ruleset: Ruleset): WaterDay | null {
  const rule = waterTravelOf(ruleset);
  assertObject("water", raw);
  if (rule === null || raw.vessel === NO_VESSEL) return null;
  const day = rule.day(checked(raw, rule, waterWindChoices(ruleset)));
  return { ...day, seconds: rule.daySeconds };
}
