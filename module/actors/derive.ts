/**
 * The derived data of an actor, as a pure function of plain inputs (the model's source fields,
 * its items as plain data, the world time and its conditions). The data models only gather these
 * inputs in `prepareDerivedData` and assign the result; every number comes from `module/rules/`.
 *
 * Decision (bad data, "clamp and report"): stored values are bounded by the schema, but a value
 * that slips through (an old world, a module writing raw data) must not break the sheet. Each
 * input is first made acceptable to the rules core (not a finite number → 0, below the field's
 * minimum → the minimum, a fraction where a whole number is needed → rounded down) and the
 * substitution is reported in `derived.problems` (a localisation key and its data) for the sheet
 * to show. If the rules core still throws a RulesError, the whole derivation falls back to the
 * neutral result (no steps, speed 0) and reports the rules' message. Nothing is written back.
 */
import { valueText } from "../data/value-text";
import { deriveCompanionTravel, type CompanionTravelDerived, type TravelSourceInput } from "./derive-travel";
import {
  BOOK_CONFIG,
  MAX_ABILITY_SCORE,
  MAX_COINS,
  MAX_HOURS,
  MAX_INITIATIVE_MODIFIER,
  MAX_LOAD_SECONDS,
  MAX_MILES_PER_DAY,
  MAX_QUANTITY,
  MAX_RATING,
  MAX_SPEED,
  MAX_STEPS,
  MAX_WEIGHT_LB,
  MAX_WORLD_TIME,
  DAILY_ACTIVITY_HOURS,
  RulesError,
  TERRAIN_IDS,
  dailyActivityHours,
  dailyMilesAfterSteps,
  effectiveDailyMiles,
  encumbrance,
  forcedMarchStepsForDay,
  initiativeModifierParts,
  isConditionId,
  isTerrainId,
  loadWeights,
  mergeAdaptations,
  milesPerDayInTerrain,
  movementAllowance,
  nativeAdaptation,
  partialDayMiles,
  persistentEndsAt,
  persistentSecondsLeft,
  quicknessInForce,
  splitPhases,
  stepsInForce,
  weaponInHandModifier,
  wholeMinutes,
  isVariantConfig,
  characterLoadUnderModel,
  oseArmourClassOf,
  oseFractionOf,
  OSE_TIER_QUARTERS,
  persistentStepsUnderVariants,
  OSE_ARMOUR_CHOICES,
  OSE_TREASURE_JUDGEMENTS,
  type OseTreasureJudgement,
  type CharacterLoadResult,
  type EncumbranceModelId,
  type OseArmourChoice,
  type OseArmourClass,
  type OseWeighedItem,
  type VariantConfig,
  type ConditionId,
  type EncumbranceGroup,
  type InitiativeModifierParts,
  type LoadHistory,
  type PhaseSplit,
  type TerrainAdaptation,
  type TerrainId,
} from "../rules";
import { resolveRuleset } from "../rules/ruleset/resolve";
import type { ActorProfile } from "./profile";
import { ENCUMBRANCE_GROUPS, type ActorType } from "./spec";
import { QUICKNESS_IDENTIFIER } from "../items/spec";

/** The source fields the derivation reads (both actor types; creature-only fields optional). */
export interface ActorSourceInput {
  bodyWeight: number;
  quickness: number;
  movement: {
    speed: number;
    milesPerDay: number;
    sureFooted: boolean;
    adaptation: Readonly<Record<string, string>>;
  };
  encumbrance: {
    towing: boolean;
    group?: EncumbranceGroup;
    capacity?: number | null;
    step?: number | null;
  };
  load: {
    overCapacitySeconds: number;
    droppedAt: number | null;
    droppedSteps: number;
    loadedSteps: number;
    unloadedSeconds: number;
  };
  /**
   * The last travel day: the hours marched and the forced-march steps that were in force on it
   * (left over from the day before). The day's allotment is derived from the steps in force
   * (RULES.md §6), never typed. `travelHours`: hours of travel the GM reckons miles for (partial days).
   */
  march: { hours: number; priorSteps?: number; travelHours?: number };
  nativeTerrains?: Iterable<string>;
  /** STR (and DEX, CON) scores: STR is read by the OSR loads model (VARIANTS.md §4.2) and OSR travel. */
  abilities?: { str?: number; dex?: number; con?: number };
  /** Characters: coins carried, read by the companion encumbrance models (VARIANTS.md §4.2, §5.6, §5.7). */
  coins?: number;
  /** Characters: the GM's judgement of the treasure under OSE basic ("auto", "significant", "none"). */
  oseTreasure?: string;
  /** The companion travel models' choices and OSE travel log (module/actors/derive-travel.ts). */
  travel?: TravelSourceInput;
}

/** An owned item as plain data: its type and its `system` fields. */
export interface ItemInput {
  type: string;
  name?: string;
  system: Readonly<Record<string, unknown>>;
}

export interface DeriveInput {
  type: ActorType;
  system: ActorSourceInput;
  items: readonly ItemInput[];
  /** World time in seconds (game.time.worldTime). */
  worldTime: number;
  /** Active status ids; ids that are not conditions of RULES.md §7 are ignored. */
  conditions?: readonly string[];
  /**
   * The rule variants in force (module/variants/setting.ts currentVariants(); the book when
   * omitted). Only the encumbrance domain is read here, and only for characters (VARIANTS.md §9.2).
   */
  variants?: VariantConfig;
}

/** Something the derivation had to substitute or could not compute: a localisation key and its data. */
export interface DerivationProblem {
  key: string;
  data: Record<string, string | number>;
}

export interface TerrainMovement {
  /** The terrain the actor is treated as moving in (after adaptation and sure-footedness). */
  effective: TerrainId;
  hexesPerRound: number;
  phases: PhaseSplit;
  /** Daily miles in this terrain after penalty steps, and the effective miles for the day's activity. */
  milesPerDay: number;
  effectiveMiles: number;
  /** Miles in this terrain for the hours typed (travel.hours), unrounded (RULES.md §6, partial days). */
  partialMiles: number;
}

export interface ActorDerived {
  encumbrance: {
    group: EncumbranceGroup;
    towing: boolean;
    /** Weight carried that counts towards the load, lb (standard kit excluded). */
    carried: number;
    /** Weight of the items marked as standard kit, lb: shown apart, never counted (RULES.md §6). */
    kit: number;
    capacity: number;
    step: number;
    /** Steps of the load carried now. */
    loadedSteps: number;
    /** Steps lingering after a drop (persistent encumbrance) at the current world time. */
    persistentSteps: number;
    /** World time (s) at which the recorded drop stops weighing, or null. */
    persistentUntil: number | null;
    /** Seconds of persistent encumbrance left at the derivation's world time (0 when none). */
    persistentSecondsLeft: number;
    /** Steps from the last travel day's forced march. */
    forcedMarchSteps: number;
    /** The last travel day's allotment, hours: derived from the steps in force that day (RULES.md §6). */
    marchAllotmentHours: number;
    /** Steps in force: max(loaded, persistent) + forced march. */
    steps: number;
    immobile: boolean;
    /** Accumulated time over capacity, in whole minutes. */
    overCapacityMinutes: number;
    /** The encumbrance model in force for this actor: always "er" for creatures (VARIANTS.md §9.2). */
    model: EncumbranceModelId;
    /**
     * A character under a companion model (OSR loads, OSE basic or detailed, off): what the model
     * gives. Null under "er". Under a companion model the ER load (steps, capacity, persistent) is 0
     * and its stored history is left untouched.
     */
    variant: CharacterLoadResult | null;
    /** OSE models: the speed at each tier 0–3 (120′ … 30′), for the sheet's table; null otherwise. */
    tierSpeeds: number[] | null;
  };
  initiative: InitiativeModifierParts & { quicknessRating: number };
  movement: {
    /** Hexes per round on optimal ground as listed (before steps). */
    speed: number;
    adaptation: TerrainAdaptation;
    sureFooted: boolean;
    /** Hexes per round on optimal ground after steps and conditions, and its four phases. */
    hexesPerRound: number;
    phases: PhaseSplit;
    /** The condition (or "encumbrance") that stops or halves movement, or null. */
    blockedBy: string | null;
    terrains: Record<TerrainId, TerrainMovement>;
  };
  travel: {
    milesPerDay: number;
    milesAfterSteps: number;
    activityHours: number;
    effectiveMiles: number;
    /** Hours of travel reckoned (the typed hours, within 0..activityHours). */
    hours: number;
    /** Miles on optimal ground for those hours: milesAfterSteps ÷ 8 × hours, unrounded. */
    partialMiles: number;
    /**
     * Under a companion travel model (VARIANTS.md rows 14, 27, 28): its day, choices and log; null
     * under the book's. Then `milesAfterSteps` and `effectiveMiles` are the model's miles on
     * optimal ground, and `activityHours` is the whole 8-hour day.
     */
    companion: CompanionTravelDerived | null;
  };
  problems: DerivationProblem[];
}

export interface DeriveResult {
  derived: ActorDerived;
  profile: ActorProfile;
}

/** Localisation keys of the problems the derivation reports. */
export const PROBLEM_KEYS = Object.freeze({
  clamped: "ER.Validation.Clamped",
  rules: "ER.Validation.RulesFailed",
  noBodyWeight: "ER.Encumbrance.NoBodyWeight",
  noCapacity: "ER.Encumbrance.NoCapacity",
});

// ---------------------------------------------------------------------------------------------
// Input sanitising (clamp and report)
// ---------------------------------------------------------------------------------------------

class Sanitiser {
  readonly problems: DerivationProblem[] = [];

  number(field: string, value: unknown, options: { integer?: boolean; min?: number; max?: number; fallback?: number } = {}): number {
    const min = options.min ?? 0;
    const max = options.max ?? Number.MAX_SAFE_INTEGER;
    let used: number;
    if (typeof value !== "number" || !Number.isFinite(value)) used = options.fallback ?? min;
    else if (value < min) used = min;
    else if (value > max) used = max;
    else if (options.integer === true && !Number.isInteger(value)) used = Math.floor(value);
    else return value;
    this.substituted(field, value, used);
    return used;
  }

  integer(field: string, value: unknown, min = 0, max?: number): number {
    return this.number(field, value, { integer: true, min, ...(max === undefined ? {} : { max }) });
  }

  /** Records that `used` stands in for the stored `value`. */
  substituted(field: string, value: unknown, used: string | number): void {
    this.problems.push({ key: PROBLEM_KEYS.clamped, data: { field, value: textOf(value), used } });
  }

  /** An object the derivation reads fields from; anything else is replaced by `{}` and reported. */
  object(field: string, value: unknown): Record<string, unknown> {
    if (value !== null && typeof value === "object") return value as Record<string, unknown>;
    if (value !== undefined) this.substituted(field, value, "{}");
    return {};
  }

  /** A list of entries (an array, a Set or another iterable of finite size); anything else is replaced by `[]` and reported. */
  list(field: string, value: unknown): unknown[] {
    if (Array.isArray(value)) return value;
    if (value instanceof Set) return [...(value as Set<unknown>)];
    if (value !== undefined) this.substituted(field, value, "[]");
    return [];
  }
}

/** Any value as text for a problem report: a string as it is, anything else as {@link valueText}. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : valueText(value);
}

function adaptationFrom(source: Readonly<Record<string, string>> | undefined): TerrainAdaptation {
  const out: TerrainAdaptation = {};
  for (const [from, to] of Object.entries(source !== null && typeof source === "object" ? source : {})) {
    if (isTerrainId(from) && isTerrainId(to)) out[from] = to;
  }
  return out;
}

/** How many of a weapon or armour are carried: its quantity (every item type has one since issue 9), 1 when absent. */
function countOf(s: Sanitiser, label: string, sys: Readonly<Record<string, unknown>>): number {
  return sys["quantity"] === undefined ? 1 : s.integer(`${label}: quantity`, sys["quantity"]);
}

function isQuickness(item: ItemInput): boolean {
  const id = item.system["identifier"];
  return item.type === "skill" && typeof id === "string" && id.trim().toLowerCase() === QUICKNESS_IDENTIFIER;
}

// ---------------------------------------------------------------------------------------------
// The derivation
// ---------------------------------------------------------------------------------------------

/**
 * The derived data of an actor. The rule variants in force are `config` when given, else the
 * input's `variants` (the data models pass currentVariants()), else the book; an illegal config is
 * the book, reported.
 */
export function deriveActor(raw: DeriveInput, configArg?: VariantConfig): DeriveResult {
  const s = new Sanitiser();
  const input = normalised(raw, s);
  let config: VariantConfig = input.variants ?? BOOK_CONFIG;
  if (configArg !== undefined) {
    if (isVariantConfig(configArg)) config = configArg;
    else s.substituted("variants", configArg, "book");
  }
  const src = input.system;
  const group: EncumbranceGroup = input.type === "creature" ? creatureGroup(src.encumbrance.group, s) : "character";
  const towing = src.encumbrance.towing === true;
  // Characters only (VARIANTS.md §9.2): a creature keeps the ER groups, even a creature of the "character" group.
  const model: EncumbranceModelId = input.type === "character" ? config.encumbrance.model : "er";
  try {
    return derive(input, s, group, towing, model, config);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    s.problems.push({ key: PROBLEM_KEYS.rules, data: { message: error.message } });
    return neutralResult(group, towing, s.problems, model);
  }
}

/** A stored creature group, or "other" (reported) when it is not one of the groups. */
function creatureGroup(group: unknown, s: Sanitiser): EncumbranceGroup {
  if (group === undefined) return "other";
  if (ENCUMBRANCE_GROUPS.includes(group as EncumbranceGroup)) return group as EncumbranceGroup;
  s.substituted("encumbrance.group", group, "other");
  return "other";
}

/**
 * The input in the shape the derivation reads (issue 16, "bad stored values never crash a sheet"):
 * a part that is not an object becomes `{}`, a list that is not a list becomes `[]`, an item
 * without a type or system is skipped; each substitution is reported. Fields are read lazily, so a
 * data model instance passes through unchanged.
 */
function normalised(raw: unknown, s: Sanitiser): DeriveInput {
  const input = s.object("input", raw);
  const type: ActorType = input["type"] === "creature" ? "creature" : "character";
  if (input["type"] !== "creature" && input["type"] !== "character") s.substituted("type", input["type"], type);
  const sys = s.object("system", input["system"]);
  const movement = s.object("movement", sys["movement"]);
  const system = {
    bodyWeight: sys["bodyWeight"],
    quickness: sys["quickness"],
    movement: {
      speed: movement["speed"],
      milesPerDay: movement["milesPerDay"],
      sureFooted: movement["sureFooted"],
      adaptation: s.object("movement.adaptation", movement["adaptation"]),
    },
    encumbrance: s.object("encumbrance", sys["encumbrance"]),
    load: s.object("load", sys["load"]),
    march: s.object("march", sys["march"]),
    nativeTerrains: s.list("nativeTerrains", sys["nativeTerrains"]),
    abilities: s.object("abilities", sys["abilities"]),
    travel: s.object("travel", sys["travel"]),
    coins: sys["coins"],
    oseTreasure: sys["oseTreasure"],
  } as unknown as ActorSourceInput;
  const items: ItemInput[] = [];
  s.list("items", input["items"]).forEach((item, i) => {
    const it = item as Partial<ItemInput> | null;
    if (it === null || typeof it !== "object" || typeof it.type !== "string" || it.system === null || typeof it.system !== "object") {
      s.substituted(`items[${i}]`, item, "—");
      return;
    }
    items.push({ type: it.type, ...(typeof it.name === "string" ? { name: it.name } : {}), system: it.system });
  });
  const conditions = s.list("conditions", input["conditions"]).filter((c): c is string => typeof c === "string");
  // A config that is not legal (only a caller bypassing currentVariants() can pass one) is the book, reported.
  let variants: VariantConfig = BOOK_CONFIG;
  if (input["variants"] !== undefined) {
    if (isVariantConfig(input["variants"])) variants = input["variants"];
    else s.substituted("variants", input["variants"], "book");
  }
  return { type, system, items, worldTime: input["worldTime"] as number, conditions, variants };
}

/** A stored judgement of the treasure, or "auto" (reported) when it is not one of the choices. */
function treasureJudgement(s: Sanitiser, value: unknown): OseTreasureJudgement {
  if (value === undefined) return "auto";
  if (OSE_TREASURE_JUDGEMENTS.includes(value as OseTreasureJudgement)) return value as OseTreasureJudgement;
  s.substituted("oseTreasure", value, "auto");
  return "auto";
}

/** A stored OSE armour class, or "auto" (reported) when it is not one of the choices. */
function armourChoice(s: Sanitiser, label: string, value: unknown): OseArmourChoice {
  if (value === undefined) return "auto";
  if (OSE_ARMOUR_CHOICES.includes(value as OseArmourChoice)) return value as OseArmourChoice;
  s.substituted(`${label}: oseClass`, value, "auto");
  return "auto";
}

function derive(input: DeriveInput, s: Sanitiser, group: EncumbranceGroup, towing: boolean, model: EncumbranceModelId, config: VariantConfig): DeriveResult {
  const src = input.system;
  const companion = model !== "er";
  const now = s.number("worldTime", typeof input.worldTime === "number" ? Math.floor(input.worldTime) : input.worldTime, { integer: true, min: -MAX_WORLD_TIME, max: MAX_WORLD_TIME, fallback: 0 });
  const conditions: ConditionId[] = (input.conditions ?? []).filter(isConditionId);

  // Items → carried weight, weapon in hand, quickness.
  const carriedEntries: { weight: number; quantity: number; standardKit: boolean }[] = [];
  const weaponMods: number[] = [];
  const quicknessRatings: number[] = [];
  // The companion models' view of the same items (VARIANTS.md §4.2, §5.7): everything carried weighs,
  // standard kit included (the kit is ER's rule, RULES.md §6); the armour worn has an OSE class.
  const weighed: OseWeighedItem[] = [];
  const armourWorn: OseArmourClass[] = [];
  for (const item of input.items) {
    const label = item.name ?? item.type;
    const sys = item.system;
    const before = carriedEntries.length;
    switch (item.type) {
      case "weapon":
        carriedEntries.push({ weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }), quantity: countOf(s, label, sys), standardKit: sys["standardKit"] === true });
        if (sys["inHand"] === true) {
          weaponMods.push(s.number(`${label}: initiativeModifier`, sys["initiativeModifier"], { integer: true, min: -MAX_INITIATIVE_MODIFIER, max: MAX_INITIATIVE_MODIFIER, fallback: 0 }));
        }
        break;
      case "armour":
        carriedEntries.push({ weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }), quantity: countOf(s, label, sys), standardKit: sys["standardKit"] === true });
        break;
      case "gear":
        carriedEntries.push({
          weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }),
          quantity: s.integer(`${label}: quantity`, sys["quantity"], 0, MAX_QUANTITY),
          standardKit: sys["standardKit"] === true,
        });
        break;
      case "skill":
        if (isQuickness(item)) quicknessRatings.push(s.integer(`${label}: rating`, sys["rating"], 0, MAX_RATING));
        break;
      default:
        break;
    }
    const entry = carriedEntries.length > before ? carriedEntries[carriedEntries.length - 1] : undefined;
    if (companion && entry) {
      const kind = item.type === "gear" ? "gear" : item.type === "armour" ? "armour" : "weapon";
      weighed.push({ kind, weight: entry.weight, quantity: entry.quantity });
      if (item.type === "armour" && sys["worn"] === true && entry.quantity > 0) {
        armourWorn.push(oseArmourClassOf(armourChoice(s, label, sys["oseClass"]), entry.weight));
      }
    }
  }
  const { counted: carried, kit } = loadWeights(carriedEntries);

  // The listed speed and daily miles.
  const speed = s.integer("movement.speed", src.movement.speed, 0, MAX_SPEED);
  const milesPerDay = s.integer("movement.milesPerDay", src.movement.milesPerDay, 0, MAX_MILES_PER_DAY);

  // A character under a companion encumbrance model (VARIANTS.md rows 12, 25, 26): the model gives
  // the speed and miles after the load; there are no ER load steps.
  const variant = companion
    ? characterLoadUnderModel(
        {
          speed,
          milesPerDay,
          str: s.integer("abilities.str", src.abilities?.str ?? 10, 0, MAX_ABILITY_SCORE),
          coins: s.integer("coins", src.coins ?? 0, 0, MAX_COINS),
          items: weighed,
          armourWorn,
          treasure: treasureJudgement(s, src.oseTreasure),
        },
        config,
      )
    : null;

  // Encumbrance: loaded steps now.
  const bodyWeight = s.number("bodyWeight", src.bodyWeight, { max: MAX_WEIGHT_LB });
  let load: { capacity: number; step: number; steps: number; immobile: boolean };
  if (variant) {
    load = { capacity: 0, step: 0, steps: 0, immobile: variant.immobile };
  } else if (group === "character" && bodyWeight === 0) {
    s.problems.push({ key: PROBLEM_KEYS.noBodyWeight, data: {} });
    load = { capacity: 0, step: 0, steps: 0, immobile: false };
  } else if (group === "packAnimal" && (src.encumbrance.capacity === null || src.encumbrance.capacity === undefined)) {
    s.problems.push({ key: PROBLEM_KEYS.noCapacity, data: {} });
    load = { capacity: 0, step: 0, steps: 0, immobile: false };
  } else {
    const capacity = src.encumbrance.capacity;
    const step = src.encumbrance.step;
    load = encumbrance({
      group,
      carried,
      bodyWeight,
      towing,
      ...(capacity === null || capacity === undefined ? {} : { capacity: s.number("encumbrance.capacity", capacity, { max: MAX_WEIGHT_LB }) }),
      ...(step === null || step === undefined ? {} : { step: s.number("encumbrance.step", step, { min: 1, max: MAX_WEIGHT_LB }) }),
    });
  }

  // Lasting states: persistent encumbrance and forced march.
  const history: LoadHistory = {
    overCapacitySeconds: s.integer("load.overCapacitySeconds", src.load.overCapacitySeconds, 0, MAX_LOAD_SECONDS),
    droppedAt:
      src.load.droppedAt === null || src.load.droppedAt === undefined
        ? null
        : s.number("load.droppedAt", src.load.droppedAt, { integer: true, min: -MAX_WORLD_TIME, max: MAX_WORLD_TIME, fallback: 0 }),
    droppedSteps: s.integer("load.droppedSteps", src.load.droppedSteps, 0, MAX_STEPS),
    loadedSteps: s.integer("load.loadedSteps", src.load.loadedSteps, 0, MAX_STEPS),
    unloadedSeconds: s.integer("load.unloadedSeconds", src.load.unloadedSeconds, 0, MAX_LOAD_SECONDS),
  };
  const persistent = persistentStepsUnderVariants(history, now, group, config);
  // Decision (RULES.md §6, forced march): the march day's steps in force are the load carried now
  // (max of loaded and persistent) plus the forced-march steps that were in force on that day; its
  // allotment is the activity those steps leave.
  const marchDaySteps = stepsInForce({ loaded: load.steps, persistent, forcedMarch: s.integer("march.priorSteps", src.march.priorSteps ?? 0, 0, MAX_STEPS) });
  const forcedMarch = forcedMarchStepsForDay(s.number("march.hours", src.march.hours, { max: MAX_HOURS }), marchDaySteps, config);
  const steps = stepsInForce({ loaded: load.steps, persistent, forcedMarch });

  // Initiative.
  const quicknessRating = quicknessInForce(s.integer("quickness", src.quickness, 0, MAX_RATING), quicknessRatings);
  const weapon = weaponInHandModifier(weaponMods);
  const initiative = initiativeModifierParts({ quickness: quicknessRating, weapon, encumbranceSteps: steps, other: 0 });

  // Movement in every terrain (from the speed after a companion model's load, if one is in force).
  const moveSpeed = variant ? variant.speed : speed;
  const natives = [...(src.nativeTerrains ?? [])].filter(isTerrainId).map((t) => nativeAdaptation(t));
  const adaptation = mergeAdaptations(adaptationFrom(src.movement.adaptation), ...natives);
  const sureFooted = src.movement.sureFooted === true;
  const moveIn = (terrain: TerrainId) =>
    movementAllowance({ speed: moveSpeed, terrain, adaptation, sureFooted, encumbranceSteps: steps, immobile: load.immobile, conditions }, resolveRuleset(config));
  const optimal = moveIn("optimal");

  // Travel.
  // Decision (VARIANTS.md rows 14, 27): a companion travel model replaces ER's miles − steps and
  // shortened day with its own load rule (derive-travel.ts); its day is the whole 8 hours.
  const companionTravel =
    config.travel.model === "er"
      ? null
      : deriveCompanionTravel(
          {
            character: input.type === "character",
            milesPerDay,
            str: src.abilities?.str,
            speed,
            loadedSpeed: load.immobile ? 0 : variant ? variant.speed : Math.max(0, speed - steps), tier: variant?.tier ?? null,
            immobile: load.immobile,
            travel: src.travel ?? {},
            effective: Object.fromEntries(TERRAIN_IDS.map((t) => [t, moveIn(t).terrain])) as Record<TerrainId, TerrainId>,
          },
          config,
          s,
        );
  const companionMiles = (terrain: TerrainId) => companionTravel?.rows.find((r) => r.terrain === terrain)?.miles ?? 0;
  const milesAfterSteps = companionTravel ? companionMiles("optimal") : load.immobile ? 0 : dailyMilesAfterSteps(variant ? variant.milesPerDay : milesPerDay, steps);
  const activityHours = companionTravel ? DAILY_ACTIVITY_HOURS : dailyActivityHours(steps);
  const effectiveMiles = companionTravel ? milesAfterSteps : effectiveDailyMiles(milesAfterSteps, activityHours);
  // Partial days: hours beyond the day's activity are a forced march, so they are clamped and reported.
  const typedHours = s.number("march.travelHours", src.march.travelHours ?? 0);
  const travelHours = Math.min(typedHours, activityHours);
  if (travelHours < typedHours) s.problems.push({ key: PROBLEM_KEYS.clamped, data: { field: "march.travelHours", value: String(typedHours), used: travelHours } });

  const terrains = Object.fromEntries(
    TERRAIN_IDS.map((terrain) => {
      const m = moveIn(terrain);
      const miles = companionTravel ? companionMiles(terrain) : milesPerDayInTerrain(milesAfterSteps, m.terrain);
      return [
        terrain,
        {
          effective: m.terrain,
          hexesPerRound: m.hexesPerRound,
          phases: m.phases,
          milesPerDay: miles,
          effectiveMiles: companionTravel ? miles : effectiveDailyMiles(miles, activityHours),
          partialMiles: partialDayMiles(miles, travelHours, activityHours),
        },
      ];
    }),
  ) as Record<TerrainId, TerrainMovement>;

  const derived: ActorDerived = {
    encumbrance: {
      group,
      towing,
      carried,
      kit,
      capacity: load.capacity,
      step: load.step,
      loadedSteps: load.steps,
      persistentSteps: persistent,
      persistentUntil: persistent > 0 ? persistentEndsAt(history.droppedAt) : null,
      persistentSecondsLeft: persistent > 0 ? persistentSecondsLeft(history.droppedAt, now) : 0,
      forcedMarchSteps: forcedMarch,
      marchAllotmentHours: dailyActivityHours(marchDaySteps),
      steps,
      immobile: load.immobile,
      overCapacityMinutes: wholeMinutes(history.overCapacitySeconds),
      model,
      variant,
      tierSpeeds: variant?.tier === null || variant === null ? null : OSE_TIER_QUARTERS.map((_, tier) => oseFractionOf(speed, tier)),
    },
    initiative: { ...initiative, quicknessRating },
    movement: {
      speed,
      adaptation,
      sureFooted,
      hexesPerRound: optimal.hexesPerRound,
      phases: optimal.phases,
      blockedBy: optimal.blockedBy,
      terrains,
    },
    travel: {
      milesPerDay,
      milesAfterSteps,
      activityHours,
      effectiveMiles,
      hours: travelHours,
      partialMiles: partialDayMiles(milesAfterSteps, travelHours, activityHours),
      companion: companionTravel,
    },
    problems: s.problems,
  };
  const profile: ActorProfile = {
    initiative: { quickness: initiative.quickness, weapon: initiative.weapon, encumbrance: initiative.encumbrance },
    movement: { speed: moveSpeed, adaptation, sureFooted, encumbranceSteps: steps, immobile: load.immobile },
  };
  return { derived, profile };
}

/** The result used when the rules core refuses the data: nothing moves, nothing is penalised. */
function neutralResult(group: EncumbranceGroup, towing: boolean, problems: DerivationProblem[], model: EncumbranceModelId): DeriveResult {
  const phases = splitPhases(0);
  const still = (terrain: TerrainId): TerrainMovement => ({ effective: terrain, hexesPerRound: 0, phases, milesPerDay: 0, effectiveMiles: 0, partialMiles: 0 });
  const initiative = initiativeModifierParts({});
  return {
    derived: {
      encumbrance: {
        group,
        towing,
        carried: 0,
        kit: 0,
        capacity: 0,
        step: 0,
        loadedSteps: 0,
        persistentSteps: 0,
        persistentUntil: null,
        persistentSecondsLeft: 0,
        forcedMarchSteps: 0,
        marchAllotmentHours: dailyActivityHours(0),
        steps: 0,
        immobile: false,
        overCapacityMinutes: 0,
        model,
        variant: null,
        tierSpeeds: null,
      },
      initiative: { ...initiative, quicknessRating: 0 },
      movement: {
        speed: 0,
        adaptation: {},
        sureFooted: false,
        hexesPerRound: 0,
        phases,
        blockedBy: null,
        terrains: Object.fromEntries(TERRAIN_IDS.map((t) => [t, still(t)])) as Record<TerrainId, TerrainMovement>,
      },
      travel: { milesPerDay: 0, milesAfterSteps: 0, activityHours: dailyActivityHours(0), effectiveMiles: 0, hours: 0, partialMiles: 0, companion: null },
      problems,
    },
    profile: {
      initiative: { quickness: 0, weapon: 0, encumbrance: 0 },
      movement: { speed: 0, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
    },
  };
}
