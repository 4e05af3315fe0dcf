/**
 * The extension points of the travel pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */
import type { TerrainId } from "../../base-types";
import type { WaterTravelRule } from "./travel-water";
import type { CompanionTravelInput, LightClockRule, ResilienceRule, TravelFraction, TravelLight, TravelLog, TravelLogDay, TravelWeather } from "./travel-types";

/** One traveller's day as the core hands it to a travel model: the input, checked, and its load. */
export interface CompanionDay {
  readonly input: CompanionTravelInput;
  /** The load as given: an exact share, the listed and loaded speeds, or nothing (no load). */
  readonly speeds: { readonly load: TravelFraction } | { readonly speed: number; readonly loadedSpeed: number } | { readonly load?: never };
  /** A load slows the traveller (its share is below 1). */
  readonly encumbered: boolean;
}

/** A choice for the day that the travel section offers (stored at `system.travel.<choice>`). */
export type TravelChoice = "pace" | "light" | "weather";

/** What the sheet and the ruler show of a travel model: data, so neither names a model. */
export interface TravelSheet {
  /** The day's choices the model reads, in order. */
  readonly choices: readonly TravelChoice[];
  /** Whether the model reads the flying toggle. */
  readonly flies: boolean;
  /** The key of the base line when the base is not from STR ("24 miles a day in clear terrain"). */
  readonly baseKey: string;
  /** The key of the load line when a load slows the traveller. */
  readonly loadKey: string;
  /** The key prefix of a terrain row's category ("…Class.difficult"), or null: the category is a factor ("×2/3"). */
  readonly categoryKey: string | null;
  /** The section's title and the ruler's model line. */
  readonly titleKey: string;
  readonly rulerKey: string;
}

/**
 * A companion travel model (VARIANTS.md rows 14, 27; §4.4, §5.8): miles a day and days of travel
 * in an ER terrain by the model's own rule, replacing RULES.md §7's divisors and ER's miles − steps.
 */
export interface TravelModel {
  /** The model's id as the derived data records it (`derived.travel.companion.model`); never compared. */
  readonly id: string;
  /**
   * Given miles a day on open ground, the miles in a terrain (rounded down, D8). A model whose
   * `loadShare` is true reads the load as an exact share of those (unloaded) miles, so the load and
   * the terrain round once; the others ignore `load` (their load is in the miles given).
   */
  milesInTerrain(milesPerDay: number, terrain: TerrainId, load: TravelFraction): number;
  /**
   * The model takes a load as an exact share of the unloaded miles (OSE, VARIANTS.md §5.6): a caller
   * of milesPerDayInTerrain must give it, since miles already loaded and rounded would round twice.
   */
  readonly loadShare: boolean;
  /** Days of travel in a terrain for `roadDays` on ER's optimal ground. */
  travelDays(roadDays: number, terrain: TerrainId): number;
  /** One traveller's miles a day in a terrain; `marchDay`: the forced-march rule's ×-day and owed rest apply. */
  travellerMiles(day: CompanionDay, terrain: TerrainId, marchDay: boolean): number;
  /** A character's base miles from its STR score (OSR: 10 + STR mod), or null: the listed miles. */
  readonly strBase: ((str: number) => number) | null;
  /** A terrain row's category: a class after light and weather, or the factor applied. */
  category(effective: TerrainId, light: TravelLight, weather: TravelWeather, flies: boolean): string;
  /** The model's travel log (rest days), or null: it keeps none. In force with its rest rule or a march day. */
  readonly log: TravelLogRule | null;
  /** The rest rule (a rest day in every seven, or the unrested penalty) is on. */
  readonly restRule: boolean;
  readonly sheet: TravelSheet;
}

/**
 * A travel model's log of travel and rest days (VARIANTS.md §5.9): how a day changes it, when a
 * traveller is unrested, and the rest days a journey owes. The core checks a log before the rule reads it.
 */
export interface TravelLogRule {
  /** The log after one day (the core bounds the count at MAX_TRAVEL_LOG_DAYS). */
  after(log: TravelLog, day: TravelLogDay): TravelLog;
  /** The traveller is unrested (the rest rule's penalty applies). */
  unrested(log: TravelLog): boolean;
  /** The penalty to hit and damage of an unrested traveller, as the sheet shows it. */
  readonly unrestedPenalty: number;
  /** Rest days the rest rule asks for between `travelDays` days of travel. */
  restDays(travelDays: number): number;
}

/**
 * A forced-march rule other than the book's (RULES.md §6: steps past the day's allotment): no ER
 * steps; `marchDay` is a day marched at the travel model's forced pace, owing the next day as rest.
 */
export interface ForcedMarchRule {
  readonly marchDay: boolean;
}

/** The ground a chase runs over (VARIANTS.md §13.3 row 18; 002:L232, L238): it picks the ability. */
export type ChaseGround = "flat" | "uneven" | "overland";

/**
 * A chase check's rule (VARIANTS.md §4.8, §13.3 row 18): the DC from the quarry's hexes a round and
 * the ability each ground uses. The core (rules/chase.ts) bounds the input and reads it.
 */
export interface ChaseRule {
  dc(quarryHexes: number): number;
  readonly abilities: Readonly<Record<ChaseGround, "str" | "dex" | "con">>;
}

/** Travel points one module at most fills (name → what it contributes). */
export interface TravelOnePoints {
  /** The chase check (a chat helper); empty: no chase rule, the helper refuses. */
  readonly chase: ChaseRule;
  /** The travel model; empty: RULES.md §4/§7's divisors, miles − steps and the shortened day. */
  readonly travelModel: TravelModel;
  /** The forced-march rule; empty: the book's steps past the allotment. */
  readonly forcedMarch: ForcedMarchRule;
  /** Light items burning down on world time and the hourly travel turn; empty: lights do not burn down. */
  readonly lightClock: LightClockRule;
  /** Hours since the last safe rest and the checks past them; empty: no such counter. */
  readonly resilience: ResilienceRule;
  /** A vessel's water day (VARIANTS.md rows 15, 30); empty: no vessels in the travel panel. */
  readonly waterTravel: WaterTravelRule;
}

/** Travel points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TravelListPoints {}

export const TRAVEL_ONE_POINTS: Readonly<Record<keyof TravelOnePoints, true>> = Object.freeze({ travelModel: true, forcedMarch: true, chase: true, lightClock: true, resilience: true, waterTravel: true });
export const TRAVEL_LIST_POINTS: Readonly<Record<keyof TravelListPoints, true>> = Object.freeze({});
