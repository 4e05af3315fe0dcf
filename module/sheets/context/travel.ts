/**
 * The travel section of the character and creature sheets under a companion travel model
 * (VARIANTS.md rows 14, 27, 28): the model's miles in every terrain, the GM's choices for the day
 * (OSR pace, light and weather; OSE flying and forced march) and the OSE travel log with its
 * `unrested` badge. Pure: every number is a field of the derived data (module/actors/derive-travel.ts).
 */
import { forcedMarchIsADay, travelLogAfter, travelSheetOf, TERRAIN_IDS, TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, type TravelLogDay, type Ruleset, type TerrainId, type TravelChoice, type TravelSheet } from "../../rules";
import type { ActorDerived } from "../../actors/derive";
import type { CompanionTerrainRow, CompanionTravelDerived } from "../../rules";
import { formatSigned, terrainLabel, type Localize, type SelectOption } from "./shared";

export interface TravelChoiceContext {
  name: string;
  label: string;
  options: SelectOption[];
}

export interface TravelCheckContext {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
}

export interface TravelRowContext {
  id: TerrainId;
  label: string;
  /** "difficult", "×2/3"… */
  category: string;
  miles: number;
  current: boolean;
}

export interface TravelContext {
  model: "ose" | "osr";
  title: string;
  /** How the day's miles start: "10 + STR mod (+2) = 12 miles a day" or "24 miles a day in clear terrain". */
  base: string;
  /** What the load does, or null when the actor carries nothing that slows it. */
  load: string | null;
  choices: TravelChoiceContext[];
  flies: TravelCheckContext | null;
  forcedMarch: TravelCheckContext | null;
  /** "A rest day is due: no travel today (0 miles)", or null. */
  restDue: string | null;
  log: null | {
    days: string;
    unrested: boolean;
    badge: string;
    badgeTooltip: string;
    /** The record buttons (data-day of the recordTravelDay action). */
    buttons: { day: TravelLogDay; label: string }[];
  };
  rows: TravelRowContext[];
  sceneMiles: string;
}

function options(kind: string, ids: readonly string[], current: string, localize: Localize): SelectOption[] {
  return ids.map((id) => ({ value: id, label: localize(`ER.Variants.Travel.${kind}.${id}`), selected: id === current }));
}

function categoryText(sheet: TravelSheet, category: string, localize: Localize): string {
  return sheet.categoryKey === null ? `×${category}` : localize(`${sheet.categoryKey}.${category}`);
}

/**
 * A row's class, and why when the day raised it: "difficult (½) in dim light" reads right on a road,
 * where "difficult (½)" alone looked like a mistake (the OSR class is the worst of ground, light and
 * weather, 002:L217–219).
 */
function categoryWithCause(sheet: TravelSheet, row: CompanionTerrainRow, c: CompanionTravelDerived, localize: Localize): string {
  const text = categoryText(sheet, row.category, localize);
  const causes = row.raisedBy.map((cause) => localize(`ER.Variants.Travel.RaisedBy.${cause === "light" ? c.light : c.weather}`));
  return causes.length === 0 ? text : localize("ER.Variants.Travel.ClassRaised", { class: text, causes: causes.join(localize("ER.Variants.Travel.RaisedBy.And")) });
}

/** A day's choice as a select: its stored field, its label and its options. */
function choiceContext(choice: TravelChoice, c: CompanionTravelDerived, localize: Localize): TravelChoiceContext {
  const specs: Record<TravelChoice, { kind: string; ids: readonly string[]; value: string }> = {
    pace: { kind: "Pace", ids: TRAVEL_PACES, value: c.pace },
    light: { kind: "Light", ids: TRAVEL_LIGHTS, value: c.light },
    weather: { kind: "Weather", ids: TRAVEL_WEATHERS, value: c.weather },
  };
  const spec = specs[choice];
  return { name: `system.travel.${choice}`, label: localize(`ER.Variants.Travel.${spec.kind}.Label`), options: options(spec.kind, spec.ids, spec.value, localize) };
}

/**
 * The travel section's context, or null under the book's travel model (the section is not shown:
 * the encumbrance panel's travel lines and the terrain table show ER's miles as before). What it
 * offers is the travel model's sheet declaration (rules/ruleset/points/travel.ts) and the
 * forced-march rule's march day.
 */
export function buildTravel(derived: ActorDerived, sceneTerrain: TerrainId, editable: boolean, localize: Localize, ruleset: Ruleset): TravelContext | null {
  const c = derived.travel.companion;
  const sheet = travelSheetOf(ruleset);
  if (!c || sheet === null) return null;
  const base =
    c.strModifier === null
      ? localize(sheet.baseKey, { miles: c.baseMiles })
      : localize("ER.Variants.Travel.BaseStr", { mod: formatSigned(c.strModifier), miles: c.baseMiles });
  // One headline that agrees with the table: today's forced march (VARIANTS.md §5.9) is named with the clear-terrain row's miles.
  const plains = c.rows.find((r) => r.terrain === "plains");
  const headline = c.forcedMarch && plains ? localize("ER.Variants.Travel.BaseForced", { base, miles: plains.miles, terrain: terrainLabel("plains", localize) }) : base;
  const load = c.encumbered ? localize(sheet.loadKey, { loaded: c.loadedSpeed, speed: c.speed }) : null;
  const choices: TravelChoiceContext[] = sheet.choices.map((choice) => choiceContext(choice, c, localize));
  const flies = sheet.flies
    ? { name: "system.travel.flies", label: localize("ER.Variants.Travel.Flies.Label"), hint: localize("ER.Variants.Travel.Flies.Hint"), checked: c.flies }
    : null;
  const forcedMarch =
    forcedMarchIsADay(ruleset)
      ? { name: "system.travel.forcedMarch", label: localize("ER.Variants.Travel.ForcedMarch.Label"), hint: localize("ER.Variants.Travel.ForcedMarch.Hint"), checked: c.forcedMarch }
      : null;
  const log = c.log
    ? {
        days: localize("ER.Variants.Travel.Log.Days", { days: c.log.daysWithoutRest }),
        unrested: c.log.unrested,
        badge: localize("ER.Variants.Travel.Log.Unrested", { penalty: formatSigned(c.log.penalty) }),
        badgeTooltip: localize("ER.Variants.Travel.Log.UnrestedHint"),
        buttons: editable
          ? [
              ...(c.log.restDue ? [] : [{ day: "travel" as const, label: localize("ER.Variants.Travel.Log.RecordTravel") }]),
              { day: "rest" as const, label: localize("ER.Variants.Travel.Log.RecordRest") },
            ]
          : [],
      }
    : null;
  const rows = TERRAIN_IDS.map((t) => {
    const row = c.rows.find((r) => r.terrain === t)!;
    return { id: t, label: terrainLabel(t, localize), category: categoryWithCause(sheet, row, c, localize), miles: row.miles, current: t === sceneTerrain };
  });
  return {
    model: c.model,
    title: localize(sheet.titleKey),
    base: headline,
    load,
    choices,
    flies,
    forcedMarch,
    restDue: c.restDue ? localize("ER.Variants.Travel.RestDue") : null,
    log,
    rows,
    sceneMiles: localize("ER.Variants.Travel.SceneMiles", { terrain: terrainLabel(sceneTerrain, localize), miles: rows.find((r) => r.id === sceneTerrain)?.miles ?? 0 }),
  };
}

/**
 * The actor update of the travel log's record buttons (VARIANTS.md §5.9): a travel day (a forced
 * march when today's forced march is ticked, which is then cleared) or a rest day, through the
 * rules' {@link travelLogAfter} under the ruleset's travel model. Null when there is no log in force or
 * the day is not one of them.
 */
export function travelDayUpdate(companion: CompanionTravelDerived | null | undefined, day: string | undefined, ruleset: Ruleset): Record<string, number | boolean> | null {
  if (!companion?.log || (day !== "travel" && day !== "rest")) return null;
  const kind: TravelLogDay = day === "rest" ? "rest" : companion.forcedMarch ? "forcedMarch" : "travel";
  const next = travelLogAfter({ daysWithoutRest: companion.log.daysWithoutRest, restDue: companion.log.restDue }, kind, ruleset);
  return { "system.travel.daysWithoutRest": next.daysWithoutRest, "system.travel.restDue": next.restDue, "system.travel.forcedMarch": false };
}
