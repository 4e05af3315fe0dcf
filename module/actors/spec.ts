/**
 * Fields and bounds of the actor types (the source of truth for their schemas, the pre-update
 * check and the pack test). Paths are relative to `actor.system`.
 */
import { MAX_ABILITY_SCORE, MAX_COINS, MAX_LEVEL, MAX_MILES_PER_DAY, MAX_RATING, MAX_SPEED, MAX_TRAVEL_LOG_DAYS, MAX_WEIGHT_LB, MAX_WORLD_TIME, OSE_TREASURE_JUDGEMENTS, TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, MAX_VESSEL_FEET, WATER_CURRENTS, WATER_VESSELS, WATER_WIND_CHOICES, WIND_ROLL_MAX, WIND_ROLL_MIN, type EncumbranceGroup } from "../rules";
import { ADAPTABLE_TERRAINS, adaptationSpecs, bool, choice, choiceList, num, text, validateSystem, type FieldProblem, type ModelSpec } from "../data/field-spec";
import { HOURS_PER_DAY, MAX_HEALTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_STORED_SECONDS, MAX_STORED_STEPS } from "../data/bounds";
import { CHARACTER_RESOLUTION_SPEC, CREATURE_RESOLUTION_SPEC } from "../data/resolution-spec";

export const ENCUMBRANCE_GROUPS: readonly EncumbranceGroup[] = ["character", "packAnimal", "other"];

/** Fields both actor types share. */
const COMMON: ModelSpec = {
  "health.value": num(0, MAX_HEALTH, true),
  "health.max": num(0, MAX_HEALTH, true),
  bodyWeight: num(0, MAX_WEIGHT_LB, false),
  quickness: num(0, MAX_RATING, true),
  // Decision: STR, DEX and CON keep the bounds they were stored with (0 to the rules core's
  // MAX_ABILITY_SCORE), so no stored score is refused on load; INT, WIS and CHA, new with hit and
  // hurt (RESOLUTION.md §3.1), take the resolution bounds 1–30 (module/data/resolution-spec.ts).
  "abilities.str": num(0, MAX_ABILITY_SCORE, true),
  "abilities.dex": num(0, MAX_ABILITY_SCORE, true),
  "abilities.con": num(0, MAX_ABILITY_SCORE, true),
  level: num(0, MAX_LEVEL, true),
  "movement.speed": num(0, MAX_SPEED, true),
  "movement.milesPerDay": num(0, MAX_MILES_PER_DAY, true),
  "movement.sureFooted": bool,
  // Speeds of its own (VARIANTS.md §6.5): hexes per round, null = none, bounded like the walking speed.
  "movement.climb": num(0, MAX_SPEED, true, true),
  "movement.swim": num(0, MAX_SPEED, true, true),
  "movement.fly": num(0, MAX_SPEED, true, true),
  "movement.burrow": num(0, MAX_SPEED, true, true),
  ...adaptationSpecs("movement."),
  "encumbrance.towing": bool,
  // The wheeled container among the actor's items it tows ("" = none; module/rules/containers.ts towingInForce).
  "encumbrance.tows": text(MAX_ID_LENGTH),
  "load.overCapacitySeconds": num(0, MAX_STORED_SECONDS, true),
  "load.droppedAt": num(-MAX_WORLD_TIME, MAX_WORLD_TIME, true, true),
  "load.droppedSteps": num(0, MAX_STORED_STEPS, true),
  "load.loadedSteps": num(0, MAX_STORED_STEPS, true),
  "load.unloadedSeconds": num(0, MAX_STORED_SECONDS, true),
  "march.hours": num(0, HOURS_PER_DAY, false),
  "march.priorSteps": num(0, MAX_STORED_STEPS, true),
  "march.travelHours": num(0, HOURS_PER_DAY, false),
  "march.formerAllotmentHours": num(0, HOURS_PER_DAY, false, true),
  // The companion travel models' choices and OSE travel log (VARIANTS.md rows 14, 27, 28): kept, unused, under the book.
  "travel.pace": choice(TRAVEL_PACES),
  "travel.light": choice(TRAVEL_LIGHTS),
  "travel.weather": choice(TRAVEL_WEATHERS),
  "travel.flies": bool,
  "travel.forcedMarch": bool,
  "travel.restDue": bool,
  "travel.daysWithoutRest": num(0, MAX_TRAVEL_LOG_DAYS, true),
  // A vessel's water day (VARIANTS.md rows 15, 30): kept, unused, under the book; the rule in force checks the rest.
  "travel.vessel": choice(WATER_VESSELS),
  "travel.vesselFeet": num(0, MAX_VESSEL_FEET, true),
  "travel.wind": choice(WATER_WIND_CHOICES),
  "travel.windRoll": num(WIND_ROLL_MIN, WIND_ROLL_MAX, true),
  "travel.current": choice(WATER_CURRENTS),
  "travel.currentDie": num(0, 6, true),
  "travel.unseaworthy": bool,
  "travel.takingOnWater": bool,
};

export const CHARACTER_SPEC: ModelSpec = Object.freeze({
  ...COMMON,
  // Hit and hurt (RESOLUTION.md §3.1): kept, unused, under the models that do not read them.
  ...CHARACTER_RESOLUTION_SPEC,
  race: text(MAX_NAME_LENGTH),
  // The purse: coins of the world's one coin, the unit of item prices (the book names no
  // denomination; OSE weighs every coin alike, 003:L98). Item Piles' currency; read by the companion
  // encumbrance models (VARIANTS.md §4.2, §5.6, §5.7). Under the book it weighs nothing: the coin/gem
  // bag is standard equipment (000:L61, RULES.md §6).
  coins: num(0, MAX_COINS, true),
  // OSE basic: the GM's judgement of the treasure ("as judged by the referee", 003:L106).
  oseTreasure: choice(OSE_TREASURE_JUDGEMENTS),
  // OSR resilience (VARIANTS.md row 17): the world time of the last safe rest (null: not counted
  // yet) and the hours since it whose checks were already called. Written by the GM's client only.
  "resilience.restAt": num(-MAX_WORLD_TIME, MAX_WORLD_TIME, true, true),
  "resilience.checkedHours": num(0, MAX_WORLD_TIME, true),
});

export const CREATURE_SPEC: ModelSpec = Object.freeze({
  ...COMMON,
  ...CREATURE_RESOLUTION_SPEC,
  "encumbrance.group": choice(ENCUMBRANCE_GROUPS),
  "encumbrance.capacity": num(0, MAX_WEIGHT_LB, false, true),
  "encumbrance.step": num(1, MAX_WEIGHT_LB, false, true),
  nativeTerrains: choiceList(ADAPTABLE_TERRAINS),
});

export const ACTOR_SPECS: Readonly<Record<"character" | "creature", ModelSpec>> = Object.freeze({
  character: CHARACTER_SPEC,
  creature: CREATURE_SPEC,
});

export type ActorType = keyof typeof ACTOR_SPECS;

export function isActorType(type: unknown): type is ActorType {
  return type === "character" || type === "creature";
}

/** Checks an actor's `system` data (a full source with `strict`, or an update). */
export function validateActorSystem(type: ActorType, system: unknown, strict = false): FieldProblem[] {
  return validateSystem(ACTOR_SPECS[type], system, { strict });
}
