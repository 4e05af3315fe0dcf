/**
 * Pure context builders of the character and creature sheets. The Foundry sheet classes gather
 * plain data (the actor's source and derived data, its items, the scene terrain, world time, a
 * localise function) and pass it here; the templates render exactly what this returns. Every
 * number shown is a field of the actors' derived data (module/actors/derive.ts): nothing here
 * computes game values.
 */
import { i18nKey } from "../../../constants";
import { CONDITION_IDS, isConditionId } from "../../../rules";
import { buildInventory, type Packing } from "../inventory";
import { annotateLights, clockViewOf, resilienceContext } from "../world-clocks";
import { buildEffects } from "../effects";
import { buildTravel } from "../travel";
import { buildWater } from "../water";
import { buildTabs, formatWeight, type TabSpec } from "../shared";
import { buildFight } from "./fight";
import { buildCombat } from "./combat-panel";
import { buildEncumbrance } from "./encumbrance-panel";
import { buildDetails, fieldLabels } from "./details";
import type { ActorSheetContext, ActorSheetInput } from "./types";

export type * from "./types";

export const ACTOR_TABS: readonly TabSpec[] = Object.freeze([
  { id: "main", icon: "fa-solid fa-shield-halved" },
  { id: "inventory", icon: "fa-solid fa-sack" },
  { id: "abilities", icon: "fa-solid fa-wand-sparkles" },
  { id: "details", icon: "fa-solid fa-sliders" },
  { id: "effects", icon: "fa-solid fa-bolt" },
  { id: "notes", icon: "fa-solid fa-feather" },
]);

/** The items' places from the derived data, when it has them (module/rules/containers.ts). */
function packingOf(input: ActorSheetInput): Packing | undefined {
  const e = input.derived.encumbrance;
  return Array.isArray(e.placement) && Array.isArray(e.containers) ? { placement: e.placement, containers: e.containers } : undefined;
}

/** The total weight line: every number is the derived data's. */
function totalWeightLine(input: ActorSheetInput): string {
  const e = input.derived.encumbrance;
  return input.localize("ER.Sheet.Encumbrance.TotalWeight", {
    total: formatWeight(e.total),
    carried: formatWeight(e.carried),
    kit: formatWeight(e.kit),
    setDown: formatWeight(e.setDown),
  });
}

/**
 * Decision (race shown in one place): the race item is the race. Without one, the header's text is
 * only a label, and the Race section says so instead of "None yet." beside a header naming a race.
 */
function noteTextRace(inventory: ActorSheetContext["inventory"], input: ActorSheetInput): void {
  const text = (input.source.race ?? "").trim();
  const section = inventory.abilities.find((s) => s.type === "race");
  if (section && section.items.length === 0 && text !== "") section.empty = input.localize("ER.Sheet.Item.RaceTextOnly", { race: text });
}

function buildActorContext(input: ActorSheetInput, type: "character" | "creature"): ActorSheetContext {
  const { localize } = input;
  const tabs = buildTabs(ACTOR_TABS, input.activeTab, localize);
  const details = buildDetails(input, type);
  const encumbrance = buildEncumbrance(input);
  // One input per field in the form: an ability the encumbrance model shows in its panel (OSR STR) is not repeated here.
  const inventory = buildInventory(input.items, localize, type, packingOf(input));
  if (type === "character") noteTextRace(inventory, input);
  // VARIANTS.md rows 16–17: light items' time left and a character's hours since a safe rest.
  const clocks = clockViewOf(input, type === "character");
  annotateLights(inventory, clocks, localize);
  const shownElsewhere = new Set((encumbrance.variant?.inputs ?? []).map((i) => i.name));
  details.resolution.abilities = details.resolution.abilities.filter((a) => !shownElsewhere.has(a.name));
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
      // Decision: the race item, when there is one, is the race; the header shows its name.
      raceItem: type === "character" ? (input.items.find((i) => i.type === "race")?.name ?? null) : null,
      raceHint: localize("ER.Actor.FIELDS.race.hint"),
      typeLabel: localize(`TYPES.Actor.${type}`),
      health: input.source.health ?? null,
    },
    conditions: input.conditions.filter(isConditionId).map((id) => ({ id, label: localize(i18nKey("Condition", id)) })),
    conditionToggles: CONDITION_IDS.map((id) => ({ id, label: localize(i18nKey("Condition", id)), active: input.conditions.includes(id) })),
    combat: buildCombat(input),
    fight: buildFight(input),
    encumbrance,
    travel: buildTravel(input.derived, input.sceneTerrain, input.editable, input.localize, input.ruleset),
    water: buildWater(input.source.travel, localize, input.ruleset),
    inventory,
    resilience: resilienceContext(clocks, localize),
    carrying: {
      purse:
        type === "character"
          ? { name: "system.coins", label: localize("ER.Sheet.Encumbrance.Purse"), hint: localize("ER.Actor.FIELDS.coins.hint"), value: input.source.coins ?? 0, input: !shownElsewhere.has("system.coins") }
          : null,
      totalWeight: totalWeightLine(input),
    },
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
