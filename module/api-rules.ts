/**
 * `game.system.api.rules`: the part of the rules core the system promises to macros and modules
 * (docs/api.md lists it). The members are the rules core's own functions and constants, unwrapped,
 * so they answer exactly as the system does. A member a rule variant can change takes the resolved
 * ruleset as its last argument (`BOOK_RULESET` for the book, `resolveRuleset(config)` for a world's).
 *
 * The list is curated: the rules core's other exports (validators, bounds, the round-transition
 * plan, stores, variant internals) may change shape between releases, so a name is added here
 * only when it is meant to stay. Within API_VERSION a member is only ever added, never renamed,
 * removed or given an incompatible signature.
 */
import * as rules from "./rules";

/** The names of `api.rules`, in the order docs/api.md lists them: the one list of the contract. */
const API_RULE_NAMES = [
  "RulesError",

  "SECONDS_PER_ROUND",
  "MOVEMENT_SECONDS",
  "movementPhaseAt",
  "toAbsolute",
  "fromAbsolute",
  "nextEvent",
  "previousEvent",

  "BOOK_WEAPON_MODIFIERS",
  "initiativeModifierParts",
  "initiativeScore",

  "TERRAIN_IDS",
  "TERRAIN_DIVISORS",
  "isTerrainId",
  "NATIVE",
  "SURE_FOOTED",
  "ELF",
  "SAURIAN",
  "ADAPTATION_PRESETS",
  "nativeAdaptation",
  "adaptTerrain",

  "hexesPerRound",
  "splitPhases",
  "movementAllowance",
  "phaseAllowancesByTerrain",

  "CONDITION_IDS",
  "isConditionId",
  "canAct",
  "rollsInitiative",
  "movementEffect",

  "carriedWeight",
  "encumbrance",

  "DAILY_ACTIVITY_HOURS",
  "dailyActivityHours",
  "dailyMilesAfterSteps",
  "effectiveDailyMiles",
  "milesPerDayInTerrain",
  "travelDays",
  "travelDaysRounded",
  "forcedMarchSteps",

  "HEX_LAYOUTS",
  "hexLayoutFromGridType",
  "offsetToCube",
  "cubeToOffset",
  "cubeDistance",
  "cubeNeighbors",

  "buildCostTable",
  "pathCost",
  "reachableArea",

  // Rule variants: the functions above that a variant changes take the ruleset last.
  "BOOK_RULESET",
  "resolveRuleset",
] as const satisfies readonly (keyof typeof rules)[];

type ApiRuleName = (typeof API_RULE_NAMES)[number];

/** The members of `api.rules`: the rules core's own values under those names, unwrapped. */
export const API_RULES: Readonly<Pick<typeof rules, ApiRuleName>> = Object.freeze(
  Object.fromEntries(API_RULE_NAMES.map((name) => [name, rules[name]])) as Pick<typeof rules, ApiRuleName>,
);

/** The type of `api.rules`. */
export type ApiRules = typeof API_RULES;
