/**
 * Pure context builders of the character and creature sheets. The Foundry sheet classes gather
 * plain data (the actor's source and derived data, its items, the scene terrain, world time, a
 * localise function) and pass it here; the templates render exactly what this returns. Every
 * number shown is a field of the actors' derived data (module/actors/derive.ts): nothing here
 * computes game values.
 */
import { i18nKey } from "../../constants";
import { ADAPTABLE_TERRAINS } from "../../actors/field-spec";
import type { ActorDerived, ActorSourceInput, DerivationProblem } from "../../actors/derive";
import { MOVEMENT_SECONDS, TERRAIN_DIVISORS, TERRAIN_IDS, isConditionId, type InitiativeModel, type TerrainId } from "../../rules";
import { initiativeAbilityFields } from "./variant-initiative";
import { buildInventory, type InventoryContext, type SheetItem } from "./inventory";
import { buildEffects, type EffectsContext, type SheetEffect } from "./effects";
import { buildTravel, type TravelContext } from "./travel";
import { buildVariantEncumbrance, type VariantEncumbranceContext } from "./encumbrance-variant";
import {
  barPercent,
  buildTabs,
  formatDuration,
  formatMiles,
  formatMinutes,
  formatSigned,
  formatWeight,
  terrainLabel,
  terrainOptions,
  type Localize,
  type SelectOption,
  type TabContext,
  type TabSpec,
} from "./shared";

/**
 * The actor's stored `system` fields the sheets show in form inputs: the fields the derivation
 * reads (module/actors/derive.ts) plus the identity and notes.
 */
export interface ActorSourceView extends ActorSourceInput {
  health?: { value: number; max: number };
  /** `formerAllotmentHours`: the forced-march allotment typed before it was derived (issue 11), kept for the GM to see. */
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
  /** Issue 14: the initiative model in force (absent: the book's); DEX and level show only when it reads them. */
  initiativeModel?: InitiativeModel | null;
  /** The notes, enriched for display by Foundry's TextEditor (the sheet does that before calling). */
  enrichedNotes?: string;
  /**
   * Values Active Effects put in force, by form name ("system.movement.speed" → 14): the inputs
   * show the stored value (`source`), with the value in force beside it.
   */
  overrides?: Readonly<Record<string, unknown>>;
  /** The actor's Active Effects and those its items transfer. */
  effects?: readonly SheetEffect[];
  localize: Localize;
}

export const ACTOR_TABS: readonly TabSpec[] = Object.freeze([
  { id: "main", icon: "fa-solid fa-shield-halved" },
  { id: "inventory", icon: "fa-solid fa-sack" },
  { id: "abilities", icon: "fa-solid fa-wand-sparkles" },
  { id: "details", icon: "fa-solid fa-sliders" },
  { id: "effects", icon: "fa-solid fa-bolt" },
  { id: "notes", icon: "fa-solid fa-feather" },
]);

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
  /** Weight of the standard kit (RULES.md §6), shown apart and never counted; null when nothing is marked. */
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
  /** Partial days (RULES.md §6): the hours the GM types and the miles they give, to one decimal. */
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

export interface NumberFieldContext {
  name: string;
  label: string;
  value: number | null;
  min?: number;
  step?: number | string;
  hint?: string;
  /** The value in force when an Active Effect changes this field ("14 with effects"). */
  effective?: string;
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
  combat: CombatContext;
  encumbrance: EncumbranceContext;
  /** The companion travel model's section (VARIANTS.md rows 14, 27, 28), or null under the book's travel. */
  travel: TravelContext | null;
  inventory: InventoryContext;
  details: {
    fields: NumberFieldContext[];
    /** The allotment once typed by hand (kept by the migration), or null when none was kept. */
    formerAllotment: string | null;
    sureFooted: { name: string; checked: boolean; label: string };
    towing: { name: string; checked: boolean; label: string };
    adaptation: AdaptationRowContext[];
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

function splitText(phases: readonly number[]): string {
  return phases.join("-");
}

function buildCombat(input: ActorSheetInput): CombatContext {
  const { derived, localize, sceneTerrain } = input;
  const init = derived.initiative;
  const parts = [
    { label: localize("ER.Sheet.Initiative.Quickness", { rating: init.quicknessRating }), value: formatSigned(init.quickness) },
    { label: localize("ER.Sheet.Initiative.Weapon"), value: formatSigned(init.weapon) },
    { label: localize("ER.Sheet.Initiative.Encumbrance"), value: formatSigned(init.encumbrance) },
  ];
  const tooltip = parts.map((p) => `${p.label}: ${p.value}`).join("; ");
  const here = derived.movement.terrains[sceneTerrain];
  const treatedAs = (t: TerrainId, effective: TerrainId) => (effective === t ? null : terrainLabel(effective, localize));
  const phases = MOVEMENT_SECONDS.map((second, i) => ({
    second,
    hexes: here.phases[i] ?? 0,
    label: localize("ER.Sheet.Movement.Second", { second }),
  }));
  const blockedBy = derived.movement.blockedBy;
  let blocked: string | null = null;
  if (blockedBy !== null) {
    const cause = isConditionId(blockedBy) ? localize(i18nKey("Condition", blockedBy)) : localize("ER.Sheet.Movement.Overloaded");
    blocked = localize("ER.Sheet.Movement.Blocked", { cause });
  }
  return {
    initiative: { total: init.total, display: formatSigned(init.total), tooltip, parts },
    terrain: { id: sceneTerrain, label: terrainLabel(sceneTerrain, localize), treatedAs: treatedAs(sceneTerrain, here.effective) },
    speed: derived.movement.speed,
    hexesPerRound: here.hexesPerRound,
    phases,
    split: splitText(here.phases),
    blocked,
    table: TERRAIN_IDS.map((t) => {
      const row = derived.movement.terrains[t];
      return {
        id: t,
        label: terrainLabel(t, localize),
        divisor: TERRAIN_DIVISORS[t].toFixed(1),
        treatedAs: treatedAs(t, row.effective),
        hexesPerRound: row.hexesPerRound,
        split: splitText(row.phases),
        milesPerDay: row.milesPerDay,
        effectiveMiles: row.effectiveMiles,
        current: t === sceneTerrain,
      };
    }),
  };
}

function problemText(problem: DerivationProblem, localize: Localize): string {
  return localize(problem.key, problem.data);
}

function buildEncumbrance(input: ActorSheetInput): EncumbranceContext {
  const { derived, localize } = input;
  const e = derived.encumbrance;
  const t = derived.travel;
  const persistentNote =
    e.persistentUntil === null ? null : localize("ER.Sheet.Encumbrance.TimeLeft", { time: formatDuration(e.persistentSecondsLeft, localize) });
  return {
    groupLabel: localize(i18nKey("Encumbrance", "Group", e.group)),
    towing: e.towing,
    carried: formatWeight(e.carried),
    kit: e.kit > 0 ? formatWeight(e.kit) : null,
    capacity: formatWeight(e.capacity),
    step: e.step > 0 ? formatWeight(e.step) : null,
    barPercent: barPercent(e.carried, e.capacity),
    overCapacity: e.loadedSteps > 0 || e.immobile,
    immobile: e.immobile,
    steps: e.steps,
    stepRows: [
      { label: localize("ER.Sheet.Encumbrance.Loaded"), steps: e.loadedSteps, note: null },
      { label: localize("ER.Sheet.Encumbrance.Persistent"), steps: e.persistentSteps, note: persistentNote },
      {
        label: localize("ER.Sheet.Encumbrance.ForcedMarch"),
        steps: e.forcedMarchSteps,
        note: localize("ER.Sheet.Encumbrance.MarchAllotment", { hours: e.marchAllotmentHours }),
      },
    ],
    perStep: localize("ER.Sheet.Encumbrance.PerStep"),
    overCapacityTime: formatMinutes(e.overCapacityMinutes, localize),
    activityHours: t.activityHours,
    milesPerDay: t.milesPerDay,
    milesAfterSteps: t.milesAfterSteps,
    effectiveMiles: t.effectiveMiles,
    travel: {
      name: "system.march.travelHours",
      label: localize("ER.Actor.FIELDS.march.travelHours.label"),
      hint: localize("ER.Actor.FIELDS.march.travelHours.hint"),
      value: input.source.march.travelHours ?? 0,
      max: t.activityHours,
      miles: formatMiles(t.partialMiles),
      terrainLabel: terrainLabel(input.sceneTerrain, localize),
      terrainMiles: formatMiles(derived.movement.terrains[input.sceneTerrain].partialMiles),
    },
    problems: derived.problems.map((p) => problemText(p, localize)),
    variant: buildVariantEncumbrance(input.source, derived, localize),
  };
}

/** Longest march of a day, hours (the bound of `march.hours`). */
const MAX_MARCH_HOURS = 24;

/**
 * The actor update of the sheet's "record a day's march" button (RULES.md §6, forced march): the
 * hours typed become the last travel day's march, and the forced-march steps in force now (from
 * the day before) become that day's prior steps, so that day's allotment is derived from them.
 * Null when the hours are not a number from 0 to 24.
 */
export function recordMarchUpdate(forcedMarchStepsInForce: number, hoursText: string): Record<string, number> | null {
  if (hoursText.trim() === "") return null;
  const hours = Number(hoursText);
  if (!Number.isFinite(hours) || hours < 0 || hours > MAX_MARCH_HOURS) return null;
  const prior = Number.isSafeInteger(forcedMarchStepsInForce) && forcedMarchStepsInForce > 0 ? forcedMarchStepsInForce : 0;
  return { "system.march.hours": hours, "system.march.priorSteps": prior };
}

function numberField(name: string, label: string, value: number | null | undefined, extra: Partial<NumberFieldContext> = {}): NumberFieldContext {
  return { name, label, value: value ?? null, min: 0, ...extra };
}

/** Adds "14 with effects" to each field an Active Effect changes. */
function markEffective(fields: NumberFieldContext[], input: ActorSheetInput): void {
  for (const f of fields) {
    const value = input.overrides?.[f.name];
    if (value !== undefined && value !== f.value) f.effective = input.localize("ER.Sheet.Effects.Modified", { value: String(value) });
  }
}

/** Field labels by form name, for naming the changes of effects. */
function fieldLabels(details: ActorSheetContext["details"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of [...details.fields, ...(details.group ? [details.group.capacity, details.group.step] : [])]) out[f.name] = f.label;
  out[details.sureFooted.name] = details.sureFooted.label;
  out[details.towing.name] = details.towing.label;
  return out;
}

function buildDetails(input: ActorSheetInput, type: "character" | "creature"): ActorSheetContext["details"] {
  const { source, localize } = input;
  const fields: NumberFieldContext[] = [
    numberField("system.movement.speed", localize("ER.Actor.FIELDS.movement.speed.label"), source.movement.speed, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.movement.speed.hint"),
    }),
    numberField("system.movement.milesPerDay", localize("ER.Actor.FIELDS.movement.milesPerDay.label"), source.movement.milesPerDay, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.movement.milesPerDay.hint"),
    }),
    numberField("system.quickness", localize("ER.Actor.FIELDS.quickness.label"), source.quickness, { step: 1, hint: localize("ER.Actor.FIELDS.quickness.hint") }),
    numberField("system.bodyWeight", localize("ER.Actor.FIELDS.bodyWeight.label"), source.bodyWeight, {
      step: "any",
      // The quarter-of-body-weight capacity is the character group's rule (RULES.md §6).
      hint: localize(type === "character" ? "ER.Actor.FIELDS.bodyWeight.hint" : "ER.Sheet.Details.CreatureBodyWeight"),
    }),
    numberField("system.march.hours", localize("ER.Actor.FIELDS.march.hours.label"), source.march.hours, { step: 0.5, hint: localize("ER.Actor.FIELDS.march.hours.hint") }),
    numberField("system.march.priorSteps", localize("ER.Actor.FIELDS.march.priorSteps.label"), source.march.priorSteps ?? 0, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.march.priorSteps.hint"),
    }),
  ];
  fields.push(...initiativeAbilityFields(source, input.initiativeModel ?? null, localize).map((f) => numberField(f.name, f.label, f.value, { step: 1, hint: f.hint })));
  markEffective(fields, input);
  const none = localize("ER.Sheet.Field.NoAdaptation");
  const adaptation = ADAPTABLE_TERRAINS.map((t) => ({
    terrain: t,
    label: terrainLabel(t, localize),
    name: `system.movement.adaptation.${t}`,
    options: terrainOptions(source.movement.adaptation[t] ?? "", localize, none),
  }));
  let group: ActorSheetContext["details"]["group"] = null;
  if (type === "creature") {
    const current = source.encumbrance.group ?? "other";
    const natives = new Set(source.nativeTerrains ?? []);
    group = {
      options: (["character", "packAnimal", "other"] as const).map((g) => ({
        value: g,
        label: localize(i18nKey("Encumbrance", "Group", g)),
        selected: g === current,
      })),
      capacity: numberField("system.encumbrance.capacity", localize("ER.Actor.FIELDS.encumbrance.capacity.label"), source.encumbrance.capacity, {
        step: "any",
        hint: localize("ER.Actor.FIELDS.encumbrance.capacity.hint"),
      }),
      step: numberField("system.encumbrance.step", localize("ER.Actor.FIELDS.encumbrance.step.label"), source.encumbrance.step, {
        min: 1,
        step: "any",
        hint: localize("ER.Actor.FIELDS.encumbrance.step.hint"),
      }),
      natives: ADAPTABLE_TERRAINS.map((t) => ({ value: t, label: terrainLabel(t, localize), selected: natives.has(t) })),
    };
    markEffective([group.capacity, group.step], input);
  }
  const former = source.march.formerAllotmentHours;
  return {
    fields,
    formerAllotment: typeof former === "number" ? localize("ER.Sheet.Details.FormerAllotment", { hours: former }) : null,
    sureFooted: { name: "system.movement.sureFooted", checked: source.movement.sureFooted, label: localize("ER.Actor.FIELDS.movement.sureFooted.label") },
    towing: { name: "system.encumbrance.towing", checked: source.encumbrance.towing, label: localize("ER.Actor.FIELDS.encumbrance.towing.label") },
    adaptation,
    group,
  };
}

function buildActorContext(input: ActorSheetInput, type: "character" | "creature"): ActorSheetContext {
  const { localize } = input;
  const tabs = buildTabs(ACTOR_TABS, input.activeTab, localize);
  const details = buildDetails(input, type);
  return {
    actorType: type,
    name: input.name,
    img: input.img,
    uuid: input.uuid,
    editable: input.editable,
    tabs: tabs.list,
    tab: tabs.byId,
    identity: {
      race: type === "character" ? (input.source.race ?? "") : null,
      // Decision (issue 9): the race item, when there is one, is the race; the header shows its name.
      raceItem: type === "character" ? (input.items.find((i) => i.type === "race")?.name ?? null) : null,
      raceHint: localize("ER.Actor.FIELDS.race.hint"),
      typeLabel: localize(`TYPES.Actor.${type}`),
      health: input.source.health ?? null,
    },
    conditions: input.conditions.filter(isConditionId).map((id) => ({ id, label: localize(i18nKey("Condition", id)) })),
    combat: buildCombat(input),
    encumbrance: buildEncumbrance(input),
    travel: buildTravel(input.derived, input.sceneTerrain, input.editable, input.localize),
    inventory: buildInventory(input.items, localize, type),
    details,
    notes: { name: "system.notes", value: input.source.notes ?? "", enriched: input.enrichedNotes ?? input.source.notes ?? "" },
    effects: buildEffects(input.effects ?? [], "actor", fieldLabels(details), localize),
  };
}

export function buildCharacterContext(input: ActorSheetInput): ActorSheetContext {
  return buildActorContext(input, "character");
}

export function buildCreatureContext(input: ActorSheetInput): ActorSheetContext {
  return buildActorContext(input, "creature");
}
