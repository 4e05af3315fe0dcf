/**
 * What a companion travel model reads of one traveller (the `travelModel` point, VARIANTS.md §4.4,
 * §5.8, §5.9): types only, a leaf that the point shape names without loading the models
 * (../../travel-models.ts re-exports them).
 */
import type { WaterBody } from "./time";

/** A fraction num/den of small positive integers. */
export interface TravelFraction {
  readonly num: number;
  readonly den: number;
}

export type TravelLight = "day" | "dim" | "dark";
export type TravelWeather = "clear" | "difficult" | "harsh";
export type TravelPace = "normal" | "tactical" | "stealthy";

/** What a companion travel model reads of one traveller (the sheet's and the ruler's input). */
export interface CompanionTravelInput {
  /** Listed miles a day (OSE: the clear-terrain rate; OSR: a creature's miles). */
  milesPerDay: number;
  /** A character (OSR: 10 + STR mod miles; creatures keep their listed miles). */
  character?: boolean;
  /** STR score (OSR characters); absent: the listed miles are used. */
  str?: number;
  /** Listed speed and the speed the load leaves (hexes a round on optimal ground, before terrain and conditions). */
  speed?: number;
  loadedSpeed?: number;
  /** The exact share of the miles the encumbrance model leaves (a tier of the load model: its `tierShare`); wins over the speeds. */
  load?: TravelFraction;
  immobile?: boolean;
  /** OSE: flies (×2, terrain ignored). */
  flies?: boolean;
  /** OSR: the GM's choices for the day. */
  pace?: TravelPace;
  light?: TravelLight;
  weather?: TravelWeather;
  /** OSE (travel.forcedMarch = "ose"): today is a forced march / today is the owed rest day. */
  forcedMarch?: boolean;
  restDue?: boolean;
}

/** A traveller's travel log: consecutive travel days since the last full rest day, and whether a rest day is owed. */
export interface TravelLog {
  readonly daysWithoutRest: number;
  /** A march day was made: the next day must be a full day of rest. */
  readonly restDue: boolean;
}

/** A day the travel log records. */
export type TravelLogDay = "travel" | "forcedMarch" | "rest";

/**
 * A light-and-travel-turn clock on world time (the `lightClock` point, VARIANTS.md row 16, §4.6,
 * §13.3): light items burn down on world time, combat seconds included, and a travel turn falls
 * due every `travelTurnSeconds`.
 */
export interface LightClockRule {
  /** World seconds of one travel turn. */
  readonly travelTurnSeconds: number;
  /**
   * Afloat (a run of water days sailed on these waters), the travel turn falls due once a day or
   * once a week instead; waters not listed keep the hourly turn. Light and resilience count hourly
   * whatever the waters.
   */
  readonly afloatTravelTurns: Readonly<Partial<Record<WaterBody, "day" | "week">>>;
  /**
   * On an overland march (world time passed travelling the overland map), the travel turn falls
   * due once a day or once a week instead; null keeps the hourly turn. Light and resilience count
   * hourly on the march too.
   */
  readonly overlandTravelTurn: "day" | "week" | null;
  /** Seconds of burn left at which a lit light's owner and the GM are warned. */
  readonly warnSeconds: number;
}

/**
 * Hours of adventuring since the last safe rest and the checks they bring (the `resilience` point,
 * VARIANTS.md row 17, §4.7, §13.3).
 */
export interface ResilienceRule {
  /** Hours a character can adventure before checks fall due, from its CON score. */
  hours(con: number): number;
  /** The DC of the check that falls due `beyond` hours past that (beyond ≥ 1). */
  dc(beyond: number): number;
}
