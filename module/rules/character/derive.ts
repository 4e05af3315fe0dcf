/**
 * The derived data of an actor (RULES.md §2, §4, §6, §7; VARIANTS.md §9.2), as a pure pipeline over
 * plain inputs: items → load (the ruleset's load model, or the book's groups and steps) → steps in
 * force → initiative → movement in every terrain → travel (the ruleset's travel model, or the
 * book's miles − steps and shortened day). The actor data models only gather the inputs and store
 * the result. If a rules function still refuses a sanitised input, the whole derivation falls back
 * to the neutral result (no steps, speed 0) and reports the rules' message.
 */
import { RulesError } from "../errors";
import { MAX_MILES_PER_DAY, MAX_RATING, MAX_SPEED, MAX_WORLD_TIME } from "../bounds";
import { mergeAdaptations, persistentEndsAt, persistentSecondsLeft, quicknessInForce, weaponInHandModifier, wholeMinutes } from "../actor-load";
import { packedLoad, towingInForce } from "../containers";
import { isConditionId, type ConditionId } from "../conditions";
import type { EncumbranceGroup } from "../encumbrance";
import { initiativeModifierParts } from "../initiative";
import { movementAllowance } from "../movement";
import { splitPhases } from "../phases";
import { TERRAIN_IDS, isTerrainId, nativeAdaptation, type TerrainId } from "../terrain";
import { DAILY_ACTIVITY_HOURS, dailyActivityHours, dailyMilesAfterSteps, effectiveDailyMiles, milesPerDayInTerrain, partialDayMiles } from "../travel";
import type { Ruleset } from "../ruleset/resolve";
import type { EncumbranceModelId } from "../ruleset/config";
import { MAX_COINS } from "../load-models";
import { MAX_ABILITY_SCORE } from "../ability-scale";
import { Sanitiser, adaptationFrom, creatureGroup, normaliseInput, treasureJudgement } from "./inputs";
import { carriedItems } from "./items";
import { characterLoadUnderModel, loadHistory, loadNow, stepsOfDay } from "./load";
import { deriveCompanionTravel } from "./travel";
import { PROBLEM_KEYS, type ActorDerived, type CharacterDerivation, type CharacterInput, type DerivationProblem, type TerrainMovement } from "./types";

/** The book's encumbrance model id, as the derived data records it when no load model is in force. */
const BOOK_LOAD_MODEL = "er";

/**
 * The derived data of an actor under `ruleset`, from its raw input (any value: ./inputs.ts makes it
 * acceptable, reporting each substitution; `describe` turns a stored value into the report's text).
 * `options.rulesetProblems`: the stored config was not legal and the book stands in for it (reported
 * first).
 */
export function deriveCharacterData(raw: unknown, describe: (value: unknown) => string, options: DeriveOptions, ruleset: Ruleset): CharacterDerivation {
  const s = new Sanitiser(typeof describe === "function" ? describe : String);
  const input = normaliseInput(raw, s);
  const problems = typeof options === "object" && options !== null ? options.rulesetProblems : undefined;
  for (const p of Array.isArray(problems) ? problems : []) s.substituted("variants", p?.value, "book");
  return deriveCharacter(input, s, ruleset);
}

/** What a derivation may be told besides the actor and the ruleset. */
export interface DeriveOptions {
  /** The stored config's problems when the book stands in for it (each reported as a substitution). */
  readonly rulesetProblems?: readonly { value: unknown }[];
}

function deriveCharacter(input: CharacterInput, s: Sanitiser, ruleset: Ruleset): CharacterDerivation {
  const src = input.system;
  const group: EncumbranceGroup = input.type === "creature" ? creatureGroup(src.encumbrance.group, s) : "character";
  const towing = src.encumbrance.towing === true;
  // Characters only (VARIANTS.md §9.2): a creature keeps the book's groups, even one of the "character" group.
  const loadModel = input.type === "character" ? ruleset.points.loadModel : null;
  const model = (loadModel?.id ?? BOOK_LOAD_MODEL) as EncumbranceModelId;
  try {
    return derive(input, s, group, model, loadModel !== null, ruleset);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    s.problems.push({ key: PROBLEM_KEYS.rules, data: { message: error.message } });
    return neutralResult(group, towing, s.problems, model, loadModel !== null);
  }
}

function derive(input: CharacterInput, s: Sanitiser, group: EncumbranceGroup, model: EncumbranceModelId, companion: boolean, ruleset: Ruleset): CharacterDerivation {
  const src = input.system;
  const now = s.number("worldTime", typeof input.worldTime === "number" ? Math.floor(input.worldTime) : input.worldTime, { integer: true, min: -MAX_WORLD_TIME, max: MAX_WORLD_TIME, fallback: 0 });
  const conditions: ConditionId[] = (input.conditions ?? []).filter(isConditionId);

  // Items → carried weight, weapon in hand, quickness (and a companion load model's view of them).
  const items = carriedItems(input.items, s, companion);
  // Containers (../containers.ts): a carried container and its contents count once; one set down takes them.
  const packed = packedLoad(items.carried);
  const { counted: carried, kit } = packed;
  const tows = typeof src.encumbrance.tows === "string" ? src.encumbrance.tows : null;
  const towing = towingInForce(src.encumbrance.towing === true, tows, items.carried);
  // A companion load model weighs only what is carried.
  const weighed = items.weighed.filter((_, k) => packed.placement[items.weighedAt[k] ?? -1]?.carried === true);

  // The listed speed and daily miles.
  const speed = s.integer("movement.speed", src.movement.speed, 0, MAX_SPEED);
  const milesPerDay = s.integer("movement.milesPerDay", src.movement.milesPerDay, 0, MAX_MILES_PER_DAY);

  // A character under a companion load model (VARIANTS.md rows 12, 25, 26): the model gives the
  // speed and miles after the load; there are no book load steps.
  const variant = companion
    ? characterLoadUnderModel(
        {
          speed,
          milesPerDay,
          str: s.integer("abilities.str", src.abilities?.str ?? 10, 0, MAX_ABILITY_SCORE),
          coins: s.integer("coins", src.coins ?? 0, 0, MAX_COINS),
          items: weighed,
          armourWorn: items.armourWorn,
          treasure: treasureJudgement(s, src.oseTreasure),
        },
        ruleset,
      )
    : null;

  // Load now, the lasting states (persistent encumbrance, forced march) and the steps in force.
  const load = loadNow(src, group, towing, carried, variant, s);
  const history = loadHistory(src, s);
  const day = stepsOfDay(src, load, history, now, group, s, ruleset);
  const steps = day.steps;

  // Initiative.
  const quicknessRating = quicknessInForce(s.integer("quickness", src.quickness, 0, MAX_RATING), items.quicknessRatings);
  const weapon = weaponInHandModifier(items.weaponMods);
  const initiative = initiativeModifierParts({ quickness: quicknessRating, weapon, encumbranceSteps: steps, other: 0 });

  // Movement in every terrain (from the speed after a companion model's load, if one is in force).
  const moveSpeed = variant ? variant.speed : speed;
  const natives = [...(src.nativeTerrains ?? [])].filter(isTerrainId).map((t) => nativeAdaptation(t));
  const adaptation = mergeAdaptations(adaptationFrom(src.movement.adaptation), ...natives);
  const sureFooted = src.movement.sureFooted === true;
  const moveIn = (terrain: TerrainId) =>
    movementAllowance({ speed: moveSpeed, terrain, adaptation, sureFooted, encumbranceSteps: steps, immobile: load.immobile, conditions }, ruleset);
  const optimal = moveIn("optimal");

  // Travel. Decision (VARIANTS.md rows 14, 27): a companion travel model replaces the book's
  // miles − steps and shortened day with its own load rule (./travel.ts); its day is the whole 8 hours.
  const travelModel = ruleset.points.travelModel;
  const companionTravel =
    travelModel === null
      ? null
      : deriveCompanionTravel(
          {
            character: input.type === "character",
            milesPerDay,
            str: src.abilities?.str,
            speed,
            loadedSpeed: load.immobile ? 0 : variant ? variant.speed : Math.max(0, speed - steps),
            tier: variant?.tier ?? null,
            immobile: load.immobile,
            travel: src.travel ?? {},
            effective: Object.fromEntries(TERRAIN_IDS.map((t) => [t, moveIn(t).terrain])) as Record<TerrainId, TerrainId>,
          },
          travelModel,
          s,
          ruleset,
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
      const miles = companionTravel ? companionMiles(terrain) : milesPerDayInTerrain(milesAfterSteps, m.terrain, {}, ruleset);
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
      setDown: packed.setDown,
      total: packed.total,
      containers: packed.containers,
      placement: packed.placement,
      capacity: load.capacity,
      step: load.step,
      loadedSteps: load.steps,
      persistentSteps: day.persistent,
      persistentUntil: day.persistent > 0 ? persistentEndsAt(history.droppedAt) : null,
      persistentSecondsLeft: day.persistent > 0 ? persistentSecondsLeft(history.droppedAt, now) : 0,
      forcedMarchSteps: day.forcedMarch,
      marchAllotmentHours: dailyActivityHours(day.marchDaySteps),
      steps,
      immobile: load.immobile,
      overCapacityMinutes: wholeMinutes(history.overCapacitySeconds),
      model,
      erSteps: !companion,
      variant,
      tierSpeeds: variant === null || variant.tier === null ? null : (ruleset.points.loadModel?.tierSpeeds(speed) ?? null),
    },
    initiative: { ...initiative, quicknessRating },
    movement: { speed, adaptation, sureFooted, hexesPerRound: optimal.hexesPerRound, phases: optimal.phases, blockedBy: optimal.blockedBy, terrains },
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
  const profile = {
    initiative: { quickness: initiative.quickness, weapon: initiative.weapon, encumbrance: initiative.encumbrance },
    movement: { speed: moveSpeed, adaptation, sureFooted, encumbranceSteps: steps, immobile: load.immobile },
  };
  return { derived, profile };
}

/** The result used when the rules core refuses the data: nothing moves, nothing is penalised. */
function neutralResult(group: EncumbranceGroup, towing: boolean, problems: DerivationProblem[], model: EncumbranceModelId, companion: boolean): CharacterDerivation {
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
        setDown: 0,
        total: 0,
        containers: [],
        placement: [],
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
        erSteps: !companion,
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
