/**
 * The context shapes of the character and creature sheets (module/sheets/context/actor/index.ts
 * builds them; the templates render them) and the plain input the sheet classes gather.
 */
import type { ActorDerived, ActorSourceInput } from "../../../actors/derive";
import type { Fighter } from "../../../rules/resolution/types";
import type { InitiativeModel, Ruleset, TerrainId } from "../../../rules";
import type { InventoryContext, SheetItem } from "../inventory";
import type { ResilienceContext } from "../world-clocks";
import type { EffectsContext, SheetEffect } from "../effects";
import type { TravelContext } from "../travel";
import type { WaterContext } from "../water";
import type { VariantEncumbranceContext } from "../encumbrance-variant";
import type { Localize, SelectOption, TabContext } from "../shared";
import type { ActorResolutionContext } from "../resolution";

/** The first tab's fight line (./fight.ts builds it). */
export interface FightContext {
  /** Each defence, THAC0 and save shown, as text ("4 [15]" for OSE's descending AC with the ascending in brackets). */
  defences: { id: string; label: string; value: string }[];
  attacks: { id: string; name: string; label: string }[];
}

/**
 * The actor's stored `system` fields the sheets show in form inputs: the fields the derivation
 * reads (module/actors/derive.ts) plus the identity and notes.
 */
export interface ActorSourceView extends ActorSourceInput {
  health?: { value: number; max: number };
  /** `formerAllotmentHours`: the forced-march allotment typed before it was derived, kept for the GM to see. */
  march: ActorSourceInput["march"] & { formerAllotmentHours?: number | null };
  race?: string;
  notes?: string;
}

export interface ActorSheetInput {
  name: string;
  img: string;
  uuid: string;
  source: ActorSourceView;
  derived: ActorDerived;
  items: readonly SheetItem[];
  /** Active status ids of the actor. */
  conditions: readonly string[];
  /** The terrain the scene is set to (see module/sheets/scene-terrain.ts). */
  sceneTerrain: TerrainId;
  /** World time now, seconds (for the persistent-encumbrance countdown). */
  worldTime: number;
  editable: boolean;
  activeTab?: string | null;
  /** The initiative model in force (absent: the book's); DEX and level show only when it reads them. */
  initiativeModel?: InitiativeModel | null;
  /** The rule variants in force: the sheet shows what their load and travel models declare. */
  ruleset: Ruleset;
  /** The notes, enriched for display by Foundry's TextEditor (the sheet does that before calling). */
  enrichedNotes?: string;
  /**
   * Values Active Effects put in force, by form name ("system.movement.speed" → 14): the inputs
   * show the stored value (`source`), with the value in force beside it.
   */
  overrides?: Readonly<Record<string, unknown>>;
  /** The actor's Active Effects and those its items transfer. */
  effects?: readonly SheetEffect[];
  /** The actor as the resolution rules see it, values in force (absent: no defences line on the first tab). */
  fighter?: Fighter;
  localize: Localize;
}

export interface PhaseContext {
  second: number;
  hexes: number;
  label: string;
}

export interface TerrainRowContext {
  id: TerrainId;
  label: string;
  divisor: string;
  /** Set when the actor is treated as moving in an easier terrain. */
  treatedAs: string | null;
  hexesPerRound: number;
  split: string;
  milesPerDay: number;
  effectiveMiles: number;
  current: boolean;
}

export interface CombatContext {
  initiative: {
    total: number;
    display: string;
    tooltip: string;
    parts: { label: string; value: string }[];
  };
  terrain: { id: TerrainId; label: string; treatedAs: string | null };
  speed: number;
  hexesPerRound: number;
  phases: PhaseContext[];
  split: string;
  blocked: string | null;
  table: TerrainRowContext[];
}

export interface StepRowContext {
  label: string;
  steps: number;
  note: string | null;
}

export interface EncumbranceContext {
  groupLabel: string;
  towing: boolean;
  carried: string;
  /** Weight of the standard kit (docs/rules.md §6), shown apart and never counted; null when nothing is marked. */
  kit: string | null;
  capacity: string;
  step: string | null;
  barPercent: number;
  overCapacity: boolean;
  immobile: boolean;
  steps: number;
  stepRows: StepRowContext[];
  perStep: string;
  overCapacityTime: string;
  activityHours: number;
  milesPerDay: number;
  milesAfterSteps: number;
  effectiveMiles: number;
  /** Partial days (docs/rules.md §6): the hours the GM types and the miles they give, to one decimal. */
  travel: {
    name: string;
    label: string;
    hint: string;
    value: number;
    max: number;
    miles: string;
    terrainLabel: string;
    terrainMiles: string;
  };
  problems: string[];
  /** A character under a companion encumbrance model (VARIANTS.md rows 12, 25, 26): its panel; null under ER's. */
  variant: VariantEncumbranceContext | null;
}

export interface ConditionChip {
  id: string;
  label: string;
}

export interface ConditionToggle extends ConditionChip {
  active: boolean;
}

export interface NumberFieldContext {
  name: string;
  label: string;
  value: number | null;
  min?: number;
  step?: number | string;
  hint?: string;
  /** The value in force when an Active Effect changes this field ("14 with effects"). */
  effective?: string;
  /** The value in force when something other than this field sets it (a Quickness skill). */
  inForce?: string;
}

export interface AdaptationRowContext {
  terrain: TerrainId;
  label: string;
  name: string;
  options: SelectOption[];
}

export interface ActorSheetContext {
  actorType: "character" | "creature";
  name: string;
  img: string;
  uuid: string;
  editable: boolean;
  tabs: TabContext[];
  tab: Record<string, TabContext>;
  identity: {
    /** The stored race text (characters only), edited in the header while no race item is present. */
    race: string | null;
    /** The race item's name, which the header shows instead of the text while one is present. */
    raceItem: string | null;
    raceHint: string;
    typeLabel: string;
    health: { value: number; max: number } | null;
  };
  conditions: ConditionChip[];
  /** Every book condition as a toggle of the Effects tab, pressed while the actor has it. */
  conditionToggles: ConditionToggle[];
  combat: CombatContext;
  /** Defences in force and Attack buttons on the first tab; null when the input has no fighter. */
  fight: FightContext | null;
  encumbrance: EncumbranceContext;
  /** The companion travel model's section (VARIANTS.md rows 14, 27, 28), or null under the book's travel. */
  travel: TravelContext | null;
  /** The travel panel's vessel entry (VARIANTS.md rows 15, 30), or null: no water-travel rule in force. */
  water: WaterContext | null;
  inventory: InventoryContext;
  /** Hours since the last safe rest and the GM's safe-rest button (VARIANTS.md row 17); null without the rule or for a creature. */
  resilience: ResilienceContext | null;
  /** The inventory's purse (characters) and total weight line (module/rules/containers.ts). */
  carrying: {
    /** `input`: the coins are edited here; false when the encumbrance panel shows the same input. */
    purse: null | { name: string; label: string; hint: string; value: number; input: boolean };
    totalWeight: string;
  };
  details: {
    fields: NumberFieldContext[];
    /** The allotment once typed by hand (kept by the migration), or null when none was kept. */
    formerAllotment: string | null;
    sureFooted: { name: string; checked: boolean; label: string };
    towing: { name: string; checked: boolean; label: string };
    /** The wagon towed (a wheeled container among the actor's items), or nothing. */
    tows: { name: string; label: string; hint: string; options: SelectOption[] };
    adaptation: AdaptationRowContext[];
    /** RESOLUTION.md §3.1, §6: the abilities and AC always, a model's fields while a module in force lists them. */
    resolution: ActorResolutionContext;
    group: null | {
      options: SelectOption[];
      capacity: NumberFieldContext;
      step: NumberFieldContext;
      natives: { value: TerrainId; label: string; selected: boolean }[];
    };
  };
  notes: { name: string; value: string; enriched: string };
  effects: EffectsContext;
}
