/**
 * Fields and bounds of the actor types (the source of truth for their schemas, the pre-update
 * check and the pack test). Paths are relative to `actor.system`.
 */
import { MAX_TRAVEL_LOG_DAYS, MAX_WORLD_TIME, OSE_TREASURE_JUDGEMENTS, TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, type EncumbranceGroup } from "../rules";
import { ADAPTABLE_TERRAINS, adaptationSpecs, bool, choice, choiceList, num, text, validateSystem, type FieldProblem, type ModelSpec } from "./field-spec";

/** Largest plausible weight in lb (a loaded dragon; beyond it a value is a typo). */
export const MAX_WEIGHT_LB = 100_000;
/** Largest speed in hexes per round on optimal ground. */
export const MAX_SPEED = 200;
/** Largest daily travel in miles. */
export const MAX_MILES_PER_DAY = 1_000;
/** Largest skill rating. */
export const MAX_RATING = 999;
/** Largest hit-point value. */
export const MAX_HEALTH = 99_999;
/** Largest stored duration in seconds (about 30 years of world time). */
export const MAX_STORED_SECONDS = 1_000_000_000;
/** Largest stored level of penalty steps. */
export const MAX_STEPS = 1_000;
/** Hours in a day: the longest march of a day. */
export const HOURS_PER_DAY = 24;
/** Largest ability score (STR, DEX, CON) the companion-rule variants read (VARIANTS.md D10). */
export const MAX_ABILITY_SCORE = 100;
/** Largest level (13th Age initiative bonus, VARIANTS.md row 1). */
export const MAX_LEVEL = 100;
/**
 * Largest coin count a character carries (VARIANTS.md §5.7, "coins"); the rules core's bound
 * (MAX_COINS in module/rules/variants/encumbrance-models.ts) is the same.
 */
export const MAX_COINS = 10_000_000;
/** Longest length of a short text field (a race name). */
export const MAX_NAME_LENGTH = 120;

export const ENCUMBRANCE_GROUPS: readonly EncumbranceGroup[] = ["character", "packAnimal", "other"];

/** Fields both actor types share. */
const COMMON: ModelSpec = {
  "health.value": num(0, MAX_HEALTH, true),
  "health.max": num(0, MAX_HEALTH, true),
  bodyWeight: num(0, MAX_WEIGHT_LB, false),
  quickness: num(0, MAX_RATING, true),
  "abilities.str": num(0, MAX_ABILITY_SCORE, true),
  "abilities.dex": num(0, MAX_ABILITY_SCORE, true),
  "abilities.con": num(0, MAX_ABILITY_SCORE, true),
  level: num(0, MAX_LEVEL, true),
  "movement.speed": num(0, MAX_SPEED, true),
  "movement.milesPerDay": num(0, MAX_MILES_PER_DAY, true),
  "movement.sureFooted": bool,
  ...adaptationSpecs("movement."),
  "encumbrance.towing": bool,
  "load.overCapacitySeconds": num(0, MAX_STORED_SECONDS, true),
  "load.droppedAt": num(-MAX_WORLD_TIME, MAX_WORLD_TIME, true, true),
  "load.droppedSteps": num(0, MAX_STEPS, true),
  "load.loadedSteps": num(0, MAX_STEPS, true),
  "load.unloadedSeconds": num(0, MAX_STORED_SECONDS, true),
  "march.hours": num(0, HOURS_PER_DAY, false),
  "march.priorSteps": num(0, MAX_STEPS, true),
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
};

export const CHARACTER_SPEC: ModelSpec = Object.freeze({
  ...COMMON,
  race: text(MAX_NAME_LENGTH),
  // Read only by the companion encumbrance models (VARIANTS.md §4.2, §5.6, §5.7); kept, unused, under the book.
  coins: num(0, MAX_COINS, true),
  // OSE basic: the GM's judgement of the treasure ("as judged by the referee", 003:L106).
  oseTreasure: choice(OSE_TREASURE_JUDGEMENTS),
});

export const CREATURE_SPEC: ModelSpec = Object.freeze({
  ...COMMON,
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
