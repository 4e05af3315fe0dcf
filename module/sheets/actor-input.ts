/**
 * The actor sheets' input: the actor read as plain data for the context builders (stored values on
 * an editable sheet, values in force beside them), its derived data, items, effects and the fighter
 * the resolution rules see (for the defences in force on the first tab).
 */
import { deriveActor, type ActorDerived } from "../actors/derive";
import { currentRuleset, currentVariants } from "../variants/setting";
import { initiativeVariantOf } from "../rules";
import { isActorType } from "../actors/spec";
import type { ActorSheetInput, ActorSourceView } from "./context/actor";
import type { SheetItem } from "./context/inventory";
import { currentSceneTerrain } from "./scene-terrain";
import { enrichField } from "./enrich";
import { actorEffects } from "./effect-actions";
import { actorFighter } from "../resolution/fighter";
import { itemSystemFields } from "../items/system-fields";

/** `game.i18n.format`, as the context builders' localise function. */
export function foundryLocalize(key: string, data?: Record<string, unknown>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  // The type package wants string-valued data; Foundry formats numbers as well.
  return data ? i18n.format(key, data as Record<string, string>) : i18n.localize(key);
}

/** An item's `system` data as plain fields (the item models own their shapes). */
export function plainSystem(item: Item.Implementation): Record<string, unknown> {
  // Read-only view of the model's fields; the sheet never writes through it.
  return itemSystemFields(item);
}

/** The actor's items as plain data. */
export function plainItems(actor: Actor.Implementation): SheetItem[] {
  return actor.items.contents.map((item) => ({
    id: item.id ?? "",
    name: item.name,
    img: item.img ?? "",
    type: item.type,
    sort: item.sort,
    system: plainSystem(item),
  }));
}

/** The derived data the actor model keeps at `system.derived` (module/actors/models.ts), if any. */
export function storedDerived(actor: Actor.Implementation): ActorDerived | undefined {
  // The base model and a module's subtype have no `derived`; the read is of whichever model the actor has.
  return (actor.system as unknown as { derived?: ActorDerived }).derived;
}

/**
 * The derived data the actor model computed (`system.derived`), or, for an actor whose model does
 * not provide it, the same pure derivation run on the actor's source and items.
 */
function actorDerived(actor: Actor.Implementation, source: ActorSourceView, items: SheetItem[]): ActorDerived {
  const stored = storedDerived(actor);
  if (stored) return stored;
  return deriveActor({
    type: isActorType(actor.type) ? actor.type : "creature",
    system: source,
    items,
    worldTime: game.time?.worldTime ?? 0,
    conditions: [...actor.statuses],
    variants: currentVariants(),
  }).derived;
}

/** The `system.*` values Active Effects put in force, by dotted path (core's `actor.overrides`). */
function systemOverrides(actor: Actor.Implementation): Record<string, unknown> {
  const flat = foundry.utils.flattenObject(actor.overrides ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(flat).filter(([key]) => key.startsWith("system.")));
}

/** Plain data of an actor for the sheets' context builders. */
export async function gatherActorInput(
  actor: Actor.Implementation,
  sheet: { editable: boolean; activeTab: string | null },
): Promise<ActorSheetInput> {
  // The fields are read as plain data; the actor models own their shapes. `system` holds the values
  // in force (Active Effects applied), `system._source` the stored ones.
  const system = actor.system as unknown as ActorSourceView & { _source?: ActorSourceView };
  // Decision (as dnd5e's sheets): an editable sheet's inputs show the stored
  // values, so a submission never writes an effect-boosted value back; the value in force is shown
  // beside the field. A read-only sheet shows the values in force.
  const source = sheet.editable ? (system._source ?? system) : system;
  const items = plainItems(actor);
  const notes = typeof source.notes === "string" ? source.notes : "";
  const enrichedNotes = await enrichField(notes, actor);
  return {
    name: actor.name,
    img: actor.img ?? "",
    uuid: actor.uuid,
    source,
    overrides: systemOverrides(actor),
    effects: actorEffects(actor),
    derived: actorDerived(actor, system, items),
    items,
    conditions: [...actor.statuses],
    sceneTerrain: currentSceneTerrain(),
    worldTime: game.time?.worldTime ?? 0,
    editable: sheet.editable,
    activeTab: sheet.activeTab,
    enrichedNotes,
    localize: foundryLocalize,
    initiativeModel: initiativeVariantOf(currentRuleset()),
    ruleset: currentRuleset(),
    // The values in force (Active Effects applied): what an attack against this actor meets.
    fighter: actorFighter(actor),
  };
}
