/**
 * Registers the actor and item sheets and their partials: called once from the system's init hook.
 * Open actor sheets re-render when the scene's terrain or the world time changes, since their
 * Combat and Encumbrance panels show both.
 */
import { SCENE_TERRAIN_FLAG, SYSTEM_ID, templatePath } from "../constants";
import { CharacterSheet, CreatureSheet, ERActorSheet } from "./actor-sheet";
import { ITEM_SHEETS } from "./item-sheet";
import { SHEET_PARTIALS } from "./parts";
import { TERRAIN_PARTS, TIME_PARTS, onlyLoadChanged, refreshSheets } from "./refresh";
import { ERItemSheet } from "./item-sheet";
import { onVariantsChanged } from "../variants/changed";

export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, CharacterSheet, { types: ["character"], makeDefault: true, label: "ER.Sheet.Label.Character" });
  Actors.registerSheet(SYSTEM_ID, CreatureSheet, { types: ["creature"], makeDefault: true, label: "ER.Sheet.Label.Creature" });
  for (const [type, sheet] of Object.entries(ITEM_SHEETS)) {
    Items.registerSheet(SYSTEM_ID, sheet, { types: [type as Item.SubType], makeDefault: true, label: "ER.Sheet.Label.Item" });
  }
  void foundry.applications.handlebars.loadTemplates(SHEET_PARTIALS.map((p) => templatePath(p)));

  // Decision: these refreshes re-render only the derived panels, and never a
  // part the user is typing in (./refresh.ts).
  Hooks.on("canvasReady", () => refreshSheets(openActorSheets(), TERRAIN_PARTS));
  Hooks.on("updateScene", (scene, changes) => {
    const flags = (changes as { flags?: Record<string, Record<string, unknown> | undefined> }).flags;
    if (scene.id === canvas?.scene?.id && flags?.[SYSTEM_ID]?.[SCENE_TERRAIN_FLAG] !== undefined) refreshSheets(openActorSheets(), TERRAIN_PARTS);
  });
  // Derived data is computed at the world time of the last preparation (the persistent countdown),
  // so an open sheet's actor is prepared again before it re-renders.
  Hooks.on("updateWorldTime", () => refreshSheets(openActorSheets(), TIME_PARTS, { prepare: true }));
  // The GM's load bookkeeping is written with `render: false` (module/actors/world-time.ts): the
  // actor's open sheets refresh their derived panels only.
  Hooks.on("updateActor", (actor, changes) => {
    if (onlyLoadChanged(changes)) refreshSheets(openActorSheets(actor), TIME_PARTS);
  });
  // A change of the rule variants redraws every part of the open actor sheets (the actors were
  // prepared again by the actors feature) and the open weapon sheets, whose slow choice shows
  // under the OSE initiative models only (VARIANTS.md row 21).
  onVariantsChanged(() => [
    ...openActorSheets().map((app) => () => app.refreshDerived(Object.keys((app.constructor as typeof ERActorSheet).PARTS ?? {}))),
    ...openWeaponSheets().map((app) => () => void app.render()),
  ]);
}

function openWeaponSheets(): ERItemSheet[] {
  const out: ERItemSheet[] = [];
  for (const app of foundry.applications.instances.values()) if (app instanceof ERItemSheet && app.rendered && app.document.type === "weapon") out.push(app);
  return out;
}

/** The system's open actor sheets (of one actor, when given): the cost is bounded by the screen. */
function openActorSheets(actor?: Actor.Implementation): ERActorSheet[] {
  const out: ERActorSheet[] = [];
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof ERActorSheet && app.rendered && (!actor || app.document === actor)) out.push(app);
  }
  return out;
}
