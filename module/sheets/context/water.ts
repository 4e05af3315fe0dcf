/**
 * The vessel entry of the travel panel (VARIANTS.md rows 15, 30; §4.5, §5.11, §13.3): the vessel,
 * the day's wind and current as the water-travel rule in force asks for them, and the day's miles
 * and world time. Pure: every number comes from the rules' {@link waterDay}; what is offered is the
 * rule's declaration ({@link waterTravelOf}), so no book is named here.
 */
import { MAX_VESSEL_FEET, NO_VESSEL, RulesError, WATER_CURRENTS, hoursAndMinutes, waterDay, waterTravelOf, waterWindChoices, type Ruleset, type TravelSourceInput, type WaterDayRaw } from "../../rules";
import type { Localize, SelectOption } from "./shared";

export interface WaterSelectContext {
  name: string;
  /** The form's type for the value ("Number": a 2d6 total stored as a number, FormDataExtended's `data-dtype`). */
  dtype: "Number" | "String";
  label: string;
  hint: string;
  options: SelectOption[];
}

export interface WaterNumberContext {
  name: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
}

export interface WaterCheckContext {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
}

export interface WaterContext {
  title: string;
  /** The vessel, then (with a vessel aboard) the wind and the current. */
  selects: WaterSelectContext[];
  /** With a vessel aboard, as the rule reads them: its base rate in feet, the current's d6. */
  numbers: WaterNumberContext[];
  checks: WaterCheckContext[];
  /** The day's result, or null (no vessel, or the entries are refused: `error`). */
  result: null | { miles: string; current: string | null; time: string; notes: string[] };
  error: string | null;
}

const field = (name: string) => `ER.Actor.FIELDS.travel.${name}`;

function select(name: string, ids: readonly string[], current: unknown, labelOf: (id: string) => string, localize: Localize, numeric = false): WaterSelectContext {
  return {
    name: `system.travel.${name}`,
    dtype: numeric ? "Number" : "String",
    label: localize(`${field(name)}.label`),
    hint: localize(`${field(name)}.hint`),
    options: ids.map((id) => ({ value: id, label: localize(labelOf(id)), selected: id === String(current) })),
  };
}

function numberInput(name: string, value: unknown, min: number, max: number, localize: Localize): WaterNumberContext {
  return { name: `system.travel.${name}`, label: localize(`${field(name)}.label`), hint: localize(`${field(name)}.hint`), value: typeof value === "number" ? value : 0, min, max };
}

function check(name: string, value: unknown, localize: Localize): WaterCheckContext {
  return { name: `system.travel.${name}`, label: localize(`${field(name)}.label`), hint: localize(`${field(name)}.hint`), checked: value === true };
}

/** A refused entry's localised message, by the field the rules named. */
function errorText(error: unknown, localize: Localize): string {
  const known = ["vessel", "baseFeet", "wind", "current", "currentDie"];
  const name = error instanceof RulesError ? error.parameter.replace(/^water\./, "") : "";
  return localize(`ER.Variants.Water.Error.${known.includes(name) ? name : "other"}`);
}

/** The stored vessel entry (`system.travel`) as the rules read a water day; every value still unchecked. */
export function waterDayRawOf(travel: TravelSourceInput | undefined): WaterDayRaw {
  const t = travel ?? {};
  const vessel = typeof t.vessel === "string" ? t.vessel : NO_VESSEL;
  return { vessel, baseFeet: t.vesselFeet, wind: t.wind, windRoll: t.windRoll, current: t.current ?? "none", currentDie: t.currentDie, seaworthy: t.unseaworthy !== true, takingOnWater: t.takingOnWater === true };
}

/**
 * The vessel entry's context, or null when no water-travel rule is in force (the book: no vessel
 * entry). `travel` is the stored `system.travel`; a value the rule refuses shows a localised error
 * and keeps the stored value (nothing is rewritten).
 */
export function buildWater(travel: TravelSourceInput | undefined, localize: Localize, ruleset: Ruleset): WaterContext | null {
  const rule = waterTravelOf(ruleset);
  if (rule === null) return null;
  const t = travel ?? {};
  const vessel = typeof t.vessel === "string" ? t.vessel : NO_VESSEL;
  const aboard = vessel !== NO_VESSEL;
  const context: WaterContext = {
    title: localize("ER.Variants.Water.Title"),
    selects: [
      select("vessel", [NO_VESSEL, ...rule.vessels], vessel, (id) => `ER.Variants.Water.Vessel.${id}`, localize),
      ...(aboard
        ? [
            select(rule.wind.roll ? "windRoll" : "wind", waterWindChoices(ruleset), rule.wind.roll ? t.windRoll : t.wind, (id) => `ER.Variants.Water.Wind.${id}`, localize, rule.wind.roll),
            select("current", WATER_CURRENTS, t.current ?? "none", (id) => `ER.Variants.Water.Current.${id}`, localize),
          ]
        : []),
    ],
    numbers: [
      ...(aboard && rule.baseFeet ? [numberInput("vesselFeet", t.vesselFeet, 1, MAX_VESSEL_FEET, localize)] : []),
      ...(aboard && rule.currentRoll && t.current !== undefined && t.current !== "none" ? [numberInput("currentDie", t.currentDie, 1, 6, localize)] : []),
    ],
    checks: aboard && rule.hazards ? [check("unseaworthy", t.unseaworthy, localize), check("takingOnWater", t.takingOnWater, localize)] : [],
    result: null,
    error: null,
  };
  if (!aboard) return context;
  try {
    const day = waterDay(waterDayRawOf(t), ruleset);
    if (day === null) return context;
    const time = hoursAndMinutes(day.seconds);
    context.result = {
      miles: localize("ER.Variants.Water.Miles", { miles: day.miles }),
      current: day.currentMiles === 0 ? null : localize("ER.Variants.Water.CurrentMiles", { miles: day.currentMiles > 0 ? `+${day.currentMiles}` : `${day.currentMiles}` }),
      time: localize("ER.Variants.Water.Day", { hours: time.hours }),
      notes: day.notes.map((n) => localize(n.key, n.data)),
    };
  } catch (error) {
    context.error = errorText(error, localize);
  }
  return context;
}
