/**
 * The travel part of an actor's derivation under a companion travel model (VARIANTS.md rows 14,
 * 27, 28, 49): the actor's stored choices for the day (pace, light, weather; flying and a march
 * day) and its travel log, read and bounded, and the model's miles in every terrain.
 */
import { MAX_TRAVEL_LOG_DAYS, TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, companionMilesWith, travelUnrested, type CompanionTravelInput, type CompanionTravelModel } from "../travel-models";
import { loadTierShare } from "../load-models";
import { MAX_ABILITY_SCORE, abilityModifier } from "../ability-scale";
import { TERRAIN_IDS, type TerrainId } from "../terrain";
import type { Ruleset } from "../ruleset/resolve";
import type { TravelModel } from "../ruleset/points/travel";
import type { Sanitiser } from "./inputs";
import type { CompanionTerrainRow, CompanionTravelDerived, TravelSourceInput } from "./types";

export interface CompanionTravelActor {
  character: boolean;
  milesPerDay: number;
  str: unknown;
  speed: number;
  /** Speed after the encumbrance model in force, before terrain and conditions. */
  loadedSpeed: number;
  /** The load model's tier in force, or null: its miles are the tier's exact share (loadTierShare, 003:L451). */
  tier?: number | null;
  immobile: boolean;
  travel: TravelSourceInput;
  /** The terrain each ER terrain is treated as (adaptation, sure-footedness). */
  effective: Readonly<Record<TerrainId, TerrainId>>;
}

/**
 * Decision (VARIANTS.md §4.4, §5.8, §5.9): an actor's day under the companion travel model `model`.
 * The stored choices are bounded (a value outside its choices is replaced by the default and
 * reported); the miles of each terrain are the model's for the terrain the actor is treated as.
 */
export function deriveCompanionTravel(actor: CompanionTravelActor, model: TravelModel, s: Sanitiser, ruleset: Ruleset): CompanionTravelDerived {
  const marchDay = ruleset.points.forcedMarch?.marchDay === true;
  const t = actor.travel;
  const pace = s.choice("travel.pace", t.pace, TRAVEL_PACES, "normal");
  const light = s.choice("travel.light", t.light, TRAVEL_LIGHTS, "day");
  const weather = s.choice("travel.weather", t.weather, TRAVEL_WEATHERS, "clear");
  const flies = s.flag("travel.flies", t.flies);
  const forcedToday = s.flag("travel.forcedMarch", t.forcedMarch);
  const restDueStored = s.flag("travel.restDue", t.restDue);
  const daysWithoutRest = t.daysWithoutRest === undefined ? 0 : s.integer("travel.daysWithoutRest", t.daysWithoutRest, 0, MAX_TRAVEL_LOG_DAYS);
  const str = actor.character && model.strBase !== null ? (actor.str === undefined ? 10 : s.integer("abilities.str", actor.str, 0, MAX_ABILITY_SCORE)) : undefined;
  const load = typeof actor.tier === "number" ? loadTierShare(actor.tier, ruleset) : null;
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
  const rows = TERRAIN_IDS.map((terrain): CompanionTerrainRow => {
    const effective = actor.effective[terrain];
    const category = model.category(effective, light, weather, flies);
    const ground = model.category(effective, "day", "clear", flies);
    // A condition raised the class when it alone gives the class the day has (the worst counts, 002:L217–219).
    const raisedBy = category === ground ? [] : ([["light", model.category(effective, light, "clear", flies)], ["weather", model.category(effective, "day", weather, flies)]] as const).filter(([, alone]) => alone === category).map(([cause]) => cause);
    return { terrain, effective, category, raisedBy, miles: companionMilesWith(input, effective, model, marchDay) };
  });
  const log = model.log !== null && (model.restRule || marchDay)
    ? { daysWithoutRest, restDue: restDueStored, unrested: travelUnrested({ daysWithoutRest, restDue: restDueStored }, ruleset), penalty: model.log.unrestedPenalty, restRule: model.restRule }
    : null;
  return {
    model: model.id as CompanionTravelModel,
    baseMiles: str === undefined || model.strBase === null ? actor.milesPerDay : model.strBase(str),
    strModifier: str === undefined ? null : abilityModifier(str),
    encumbered: actor.immobile || (typeof actor.tier === "number" ? actor.tier > 0 : actor.loadedSpeed < actor.speed),
    speed: actor.speed,
    loadedSpeed: Math.min(actor.loadedSpeed, actor.speed),
    load,
    pace,
    light,
    weather,
    flies,
    forcedMarch: marchDay && forcedToday,
    restDue: marchDay && restDueStored,
    log,
    rows,
  };
}
