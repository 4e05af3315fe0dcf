/**
 * The travel part of an actor's derived data under a companion travel model (VARIANTS.md rows 14,
 * 27, 28, 49): the actor's stored choices for the day (OSR pace, light, weather; OSE flying and
 * forced march) and its OSE travel log, read and bounded, and the model's miles in every terrain.
 * Pure: every number comes from module/rules/variants/travel-models.ts.
 */
import {
  MAX_ABILITY_SCORE,
  MAX_TRAVEL_LOG_DAYS,
  OSE_TERRAIN_FACTOR,
  OSE_UNRESTED_PENALTY,
  TERRAIN_IDS,
  TRAVEL_LIGHTS,
  TRAVEL_PACES,
  TRAVEL_WEATHERS,
  abilityModifier,
  companionMilesPerDay,
  osrBaseMilesPerDay,
  oseTierLoad,
  oseUnrested,
  osrTravelClass,
  type CompanionTravelInput,
  type CompanionTravelModel,
  type TerrainId,
  type TravelLight,
  type TravelFraction,
  type TravelPace,
  type TravelWeather,
  type VariantConfig,
} from "../rules";

/** The stored `system.travel` fields (module/actors/models.ts). */
export interface TravelSourceInput {
  pace?: unknown;
  light?: unknown;
  weather?: unknown;
  flies?: unknown;
  forcedMarch?: unknown;
  restDue?: unknown;
  daysWithoutRest?: unknown;
}

/** How a substituted value is reported (the derivation's clamp-and-report sanitiser). */
export interface TravelSanitiser {
  integer(field: string, value: unknown, min?: number, max?: number): number;
  substituted(field: string, value: unknown, used: string | number): void;
}

export interface CompanionTerrainRow {
  terrain: TerrainId;
  /** The terrain the actor is treated as (ER adaptation). */
  effective: TerrainId;
  /** OSR: open / difficult / harsh after light and weather; OSE: the factor "3/2", "1", "2/3", "1/2" ("2" flying). */
  category: string;
  miles: number;
}

export interface CompanionTravelDerived {
  model: CompanionTravelModel;
  /** The config's travel.forcedMarch ("ose" enables the ×1½ march and the owed rest day). */
  forcedMarchRule: "er" | "ose" | "off";
  /** Miles a day before terrain: OSR 10 + STR mod for a character, else the listed miles. */
  baseMiles: number;
  /** OSR characters: the STR modifier in the base (D10); null otherwise. */
  strModifier: number | null;
  /** A load slows the actor (loaded speed below the listed speed, or immobile). */
  encumbered: boolean;
  speed: number;
  loadedSpeed: number;
  /** The OSE tier's exact share of the miles (003:L451), or null (the speeds give the share). */
  load: TravelFraction | null;
  pace: TravelPace;
  light: TravelLight;
  weather: TravelWeather;
  flies: boolean;
  /** Today's forced march and owed rest day, as they apply (only under forcedMarch "ose"). */
  forcedMarch: boolean;
  restDue: boolean;
  /** The OSE travel log, or null when neither the OSE rest rule nor the OSE forced march is in force. */
  log: null | { daysWithoutRest: number; restDue: boolean; unrested: boolean; penalty: number; restRule: boolean };
  rows: CompanionTerrainRow[];
}

function pick<T extends string>(s: TravelSanitiser, field: string, value: unknown, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
  s.substituted(field, value, fallback);
  return fallback;
}

function flag(s: TravelSanitiser, field: string, value: unknown): boolean {
  if (value === undefined || typeof value === "boolean") return value === true;
  s.substituted(field, value, "false");
  return false;
}

function fraction(num: number, den: number): string {
  return den === 1 ? String(num) : `${num}/${den}`;
}

export interface CompanionTravelActor {
  character: boolean;
  milesPerDay: number;
  str: unknown;
  speed: number;
  /** Speed after the encumbrance model in force, before terrain and conditions. */
  loadedSpeed: number;
  /** The OSE encumbrance tier in force (0–3), or null: its miles are the tier's exact share (003:L451). */
  tier?: number | null;
  immobile: boolean;
  travel: TravelSourceInput;
  /** The terrain each ER terrain is treated as (adaptation, sure-footedness). */
  effective: Readonly<Record<TerrainId, TerrainId>>;
}

/**
 * Decision (VARIANTS.md §4.4, §5.8, §5.9): an actor's day under a companion travel model. The
 * stored choices are bounded (a value outside its choices is replaced by the default and reported);
 * the miles of each terrain are the model's for the terrain the actor is treated as.
 */
export function deriveCompanionTravel(actor: CompanionTravelActor, config: VariantConfig, s: TravelSanitiser): CompanionTravelDerived {
  const model = config.travel.model as CompanionTravelModel;
  const forcedMarchRule = config.travel.forcedMarch;
  const t = actor.travel;
  const pace = pick(s, "travel.pace", t.pace, TRAVEL_PACES, "normal");
  const light = pick(s, "travel.light", t.light, TRAVEL_LIGHTS, "day");
  const weather = pick(s, "travel.weather", t.weather, TRAVEL_WEATHERS, "clear");
  const flies = flag(s, "travel.flies", t.flies);
  const forcedToday = flag(s, "travel.forcedMarch", t.forcedMarch);
  const restDueStored = flag(s, "travel.restDue", t.restDue);
  const daysWithoutRest = t.daysWithoutRest === undefined ? 0 : s.integer("travel.daysWithoutRest", t.daysWithoutRest, 0, MAX_TRAVEL_LOG_DAYS);
  const str = actor.character && model === "osr" ? (actor.str === undefined ? 10 : s.integer("abilities.str", actor.str, 0, MAX_ABILITY_SCORE)) : undefined;
  const load = typeof actor.tier === "number" ? oseTierLoad(actor.tier) : null;
  const input: CompanionTravelInput = {
    milesPerDay: actor.milesPerDay,
    character: actor.character,
    ...(str === undefined ? {} : { str }),
    speed: actor.speed,
    loadedSpeed: Math.min(actor.loadedSpeed, actor.speed),
    ...(load === null ? {} : { load }),
    immobile: actor.immobile,
    flies,
    pace,
    light,
    weather,
    forcedMarch: forcedToday,
    restDue: restDueStored,
  };
  const oseMarch = forcedMarchRule === "ose";
  const rows = TERRAIN_IDS.map((terrain): CompanionTerrainRow => {
    const effective = actor.effective[terrain];
    const f = OSE_TERRAIN_FACTOR[effective];
    const category = model === "osr" ? osrTravelClass(effective, light, weather) : flies ? "2" : fraction(f.num, f.den);
    return { terrain, effective, category, miles: companionMilesPerDay(input, effective, model, forcedMarchRule) };
  });
  const strModifier = str === undefined ? null : abilityModifier(str);
  const logInForce = model === "ose" && (config.travel.oseRest || oseMarch);
  const log = logInForce
    ? { daysWithoutRest, restDue: restDueStored, unrested: config.travel.oseRest && oseUnrested({ daysWithoutRest, restDue: restDueStored }), penalty: OSE_UNRESTED_PENALTY, restRule: config.travel.oseRest }
    : null;
  return {
    model,
    forcedMarchRule,
    baseMiles: str === undefined ? actor.milesPerDay : osrBaseMilesPerDay(str),
    strModifier,
    encumbered: actor.immobile || (typeof actor.tier === "number" ? actor.tier > 0 : actor.loadedSpeed < actor.speed),
    speed: actor.speed,
    loadedSpeed: Math.min(actor.loadedSpeed, actor.speed),
    load,
    pace,
    light,
    weather,
    flies,
    forcedMarch: oseMarch && forcedToday,
    restDue: oseMarch && restDueStored,
    log,
    rows,
  };
}
