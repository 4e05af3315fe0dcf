/**
 * Water travel (the `waterTravel` point, VARIANTS.md rows 15 and 30, §4.5, §5.11, §13.3): types
 * only, a leaf the point shape names. A water day is 24 h of world time and a vessel uses no ER
 * activity hours, so a vessel's day is not a traveller's day of the travel model: it has its own rule.
 */

/** A fraction num/den of small positive integers (the day's speed factor). */
export interface WaterFactor {
  readonly num: number;
  readonly den: number;
}

/** How the current runs for the day: none (lake, sea), against the vessel, or with it. */
export type WaterCurrent = "none" | "upstream" | "downstream";

/**
 * One water day as the core hands it to the rule, checked: the vessel (one of the rule's
 * `vessels`), its base rate in feet when the rule reads one, the wind (one of the rule's wind
 * choices, or a 2d6 total when `wind.roll`), the current and its d6 when the rule rolls one.
 */
export interface WaterDayInput {
  readonly vessel: string;
  readonly baseFeet: number;
  readonly wind: string;
  readonly current: WaterCurrent;
  /** The d6 of a rolled current (1–6); read only when the rule's `currentRoll` is set. */
  readonly currentDie: number;
  readonly seaworthy: boolean;
  /** The vessel has taken on water and not yet been repaired at a dock. */
  readonly takingOnWater: boolean;
}

/** A note the sheet shows under the day's miles: a language key and its numbers. */
export interface WaterNote {
  readonly key: string;
  readonly data: Readonly<Record<string, number>>;
}

/** A water day's result: the miles made good, the world seconds it takes and its notes. */
export interface WaterDay {
  readonly miles: number;
  readonly seconds: number;
  /** The factor applied to the vessel's miles before any current's miles. */
  readonly factor: WaterFactor;
  /** Miles the current adds (+) or takes (−) after the factor. */
  readonly currentMiles: number;
  readonly notes: readonly WaterNote[];
}

/** What a water-travel rule offers the travel panel and computes (data, so no adapter names a book). */
export interface WaterTravelRule {
  /** World seconds of one water day. */
  readonly daySeconds: number;
  /** Vessel ids (labels `ER.Variants.Water.Vessel.<id>`); "none" is the core's, never listed here. */
  readonly vessels: readonly string[];
  /** The vessel's base rate in feet is entered (its miles a day from it); else fixed miles by vessel. */
  readonly baseFeet: boolean;
  /** The wind: a 2d6 total (`roll`, "2"…"12") or one of the listed choices (labels `ER.Variants.Water.Wind.<id>`). */
  readonly wind: { readonly roll: true } | { readonly roll: false; readonly choices: readonly string[] };
  /** The current adds or takes a rolled d6 + fixed miles (true), or it is a factor like the wind (false). */
  readonly currentRoll: boolean;
  /** Seaworthiness and taking on water are read. */
  readonly hazards: boolean;
  /** The day, from a checked input. */
  day(input: WaterDayInput): WaterDay;
}
