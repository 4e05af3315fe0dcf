/**
 * What an actor's derivation reads and gives (RULES.md §2, §4, §6, §7; VARIANTS.md §9.2): plain
 * data, gathered by the actor data models and stored back at `system.derived` and `system.profile`.
 */
import type { ContainerState, Placement } from "../containers";
import type { EncumbranceGroup } from "../encumbrance";
import type { InitiativeModifierParts } from "../initiative";
import type { PhaseSplit } from "../phases";
import type { TerrainAdaptation, TerrainId } from "../terrain";
import type { EncumbranceModelId } from "../ruleset/config";
import type { CharacterLoadResult } from "../load-models";
import type { CompanionTravelModel, TravelFraction, TravelLight, TravelPace, TravelWeather } from "../travel-models";

/** The stored `system.travel` fields: the companion travel models' choices and the OSE travel log. */
export interface TravelSourceInput {
  pace?: unknown;
  light?: unknown;
  weather?: unknown;
  flies?: unknown;
  forcedMarch?: unknown;
  restDue?: unknown;
  daysWithoutRest?: unknown;
  /** A vessel's water day (VARIANTS.md rows 15, 30; rules/water-travel.ts): checked there. */
  vessel?: unknown;
  vesselFeet?: unknown;
  wind?: unknown;
  windRoll?: unknown;
  current?: unknown;
  currentDie?: unknown;
  unseaworthy?: unknown;
  takingOnWater?: unknown;
}

/** The source fields the derivation reads (both actor types; creature-only fields optional). */
export interface ActorSourceInput {
  bodyWeight: number;
  quickness: number;
  movement: {
    speed: number;
    milesPerDay: number;
    sureFooted: boolean;
    adaptation: Readonly<Record<string, string>>;
    /** Speeds of its own, hexes per round (VARIANTS.md §6.5; read by the movement rules, rules/movement-modes.ts); null or absent: none. */
    climb?: number | null;
    swim?: number | null;
    fly?: number | null;
    burrow?: number | null;
  };
  encumbrance: {
    towing: boolean;
    /** The id of the wheeled container (wagon, cart) among the actor's items it tows; "" or absent: none (./containers.ts towingInForce). */
    tows?: string;
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
  /** The companion travel models' choices and OSE travel log (./travel.ts). */
  travel?: TravelSourceInput;
}

/** An owned item as plain data: its type and its `system` fields. */
export interface ItemInput {
  /** The item's id: containers are named by it (`system.container` of the items inside). */
  id?: string;
  type: string;
  name?: string;
  system: Readonly<Record<string, unknown>>;
}

export type ActorKind = "character" | "creature";

/** The derivation's input, normalised (./inputs.ts). */
export interface CharacterInput {
  type: ActorKind;
  system: ActorSourceInput;
  items: readonly ItemInput[];
  /** World time in seconds. */
  worldTime: number;
  /** Active status ids; ids that are not conditions of RULES.md §7 are ignored. */
  conditions?: readonly string[];
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

export interface CompanionTerrainRow {
  terrain: TerrainId;
  /** The terrain the actor is treated as (ER adaptation). */
  effective: TerrainId;
  /** OSR: open / difficult / harsh after light and weather; OSE: the factor "3/2", "1", "2/3", "1/2" ("2" flying). */
  category: string;
  /** What raised `category` above the ground's own (daylight, clear weather): the day's light, its weather, or both. */
  raisedBy: readonly ("light" | "weather")[];
  miles: number;
}

export interface CompanionTravelDerived {
  model: CompanionTravelModel;
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
  /** Today's forced march and owed rest day, as they apply (only under a march-day rule). */
  forcedMarch: boolean;
  restDue: boolean;
  /** The travel log, or null when neither the model's rest rule nor a march-day rule is in force. */
  log: null | { daysWithoutRest: number; restDue: boolean; unrested: boolean; penalty: number; restRule: boolean };
  rows: CompanionTerrainRow[];
}

export interface ActorDerived {
  encumbrance: {
    group: EncumbranceGroup;
    towing: boolean;
    /** Weight carried that counts towards the load, lb (standard kit excluded). */
    carried: number;
    /** Weight of the items marked as standard kit, lb: shown apart, never counted (RULES.md §6). */
    kit: number;
    /** Weight set down with its containers, lb: not carried (../containers.ts). */
    setDown: number;
    /** Everything the actor owns, lb: counted + kit + set down. */
    total: number;
    /** Each container's contents against its capacity (../containers.ts packedLoad). */
    containers: readonly ContainerState[];
    /** Where each item is (its resolved container, and whether it is carried). */
    placement: readonly Placement[];
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
     * Whether the book's steps, capacity and load history apply to this actor (no companion load
     * model for it): the GM's client keeps its persistent-encumbrance history only then.
     */
    erSteps: boolean;
    /**
     * A character under a companion model (OSR loads, OSE basic or detailed, off): what the model
     * gives. Null under "er". Under a companion model the ER load (steps, capacity, persistent) is 0
     * and its stored history is left untouched.
     */
    variant: CharacterLoadResult | null;
    /** A tiered model: the speed at each tier (OSE 120′ … 30′), for the sheet's table; null otherwise. */
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

/** What an actor contributes to initiative and movement elsewhere (the actors' `system.profile`). */
export interface CharacterProfile {
  initiative: { quickness: number; weapon: number; encumbrance: number };
  movement: { speed: number; adaptation: TerrainAdaptation; sureFooted: boolean; encumbranceSteps: number; immobile: boolean };
}

export interface CharacterDerivation {
  derived: ActorDerived;
  profile: CharacterProfile;
}

/** Localisation keys of the problems the derivation reports. */
export const PROBLEM_KEYS = Object.freeze({
  clamped: "ER.Validation.Clamped",
  rules: "ER.Validation.RulesFailed",
  noBodyWeight: "ER.Encumbrance.NoBodyWeight",
  noCapacity: "ER.Encumbrance.NoCapacity",
});
