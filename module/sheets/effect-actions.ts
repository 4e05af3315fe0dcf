/**
 * Foundry side of the Effects tab and section: reads Active Effects as plain rows
 * (./context/effects.ts) and carries out the rows' buttons. Effects are created, toggled, opened
 * (core's ActiveEffectConfig, where the GM edits the changes) and deleted through core's
 * ActiveEffect document API.
 */
import { effectChanges } from "../compat";
import { isConditionId } from "../rules";
import type { SheetEffect } from "./context/effects";

type Effect = ActiveEffect.Implementation;

function plainEffect(effect: Effect, parentId: string | null, sourceName: string | null): SheetEffect {
  return {
    id: effect.id ?? "",
    parentId,
    name: effect.name,
    img: effect.img ?? "",
    disabled: effect.disabled,
    active: effect.active,
    sourceName,
    transfer: effect.transfer,
    changes: effectChanges(effect),
  };
}

/** An actor's effects: its own and those its items transfer to it (core's allApplicableEffects, plus disabled ones). */
export function actorEffects(actor: Actor.Implementation): SheetEffect[] {
  const out = actor.effects.contents.map((e) => plainEffect(e, null, null));
  for (const item of actor.items.contents) {
    for (const effect of item.effects.contents) {
      if (effect.transfer) out.push(plainEffect(effect, item.id ?? "", item.name));
    }
  }
  return out;
}

/** An item's own effects. */
export function itemEffects(item: Item.Implementation): SheetEffect[] {
  return item.effects.contents.map((e) => plainEffect(e, null, null));
}

/** The effect a row's control belongs to, on `doc` (an actor or an item) or one of the actor's items. */
export function effectOf(doc: Actor.Implementation | Item.Implementation, target: HTMLElement): Effect | null {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  const id = row?.dataset["effectId"];
  if (!id) return null;
  const parentId = row?.dataset["parentId"] ?? "";
  if (parentId !== "" && doc instanceof Actor) return doc.items.get(parentId)?.effects.get(id) ?? null;
  return doc.effects.get(id) ?? null;
}

/** A new, empty effect on `doc`, opened for editing. Item effects apply to the owner by default. */
export async function createEffect(doc: Actor.Implementation | Item.Implementation, name: string): Promise<void> {
  const data = { name, img: "icons/svg/aura.svg", origin: doc.uuid, transfer: doc instanceof Item, disabled: false };
  // The parent is an Actor or an Item, both valid parents of an ActiveEffect.
  const created = await ActiveEffect.implementation.create(data as ActiveEffect.CreateData, { parent: doc } as ActiveEffect.Database.CreateOperation<false>);
  await created?.sheet?.render(true);
}

export async function toggleEffect(effect: Effect | null): Promise<void> {
  if (effect) await effect.update({ disabled: !effect.disabled });
}

export async function viewEffect(effect: Effect | null): Promise<void> {
  await effect?.sheet?.render(true);
}

export async function deleteEffect(effect: Effect | null): Promise<void> {
  await effect?.deleteDialog();
}

/** A sheet of an actor or an item: the `this` of its action handlers. */
interface EffectSheet {
  document: Actor.Implementation | Item.Implementation;
}

/**
 * The Effects tab's action handlers, shared by the actor and item sheets (spread into their
 * `DEFAULT_OPTIONS.actions`; core calls each with the sheet as `this`). `newName` is the localised
 * name of a new effect.
 */
export function effectSheetActions(newName: () => string) {
  return {
    async createEffect(this: EffectSheet): Promise<void> {
      await createEffect(this.document, newName());
    },
    async toggleEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      await toggleEffect(effectOf(this.document, target));
    },
    async viewEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      await viewEffect(effectOf(this.document, target));
    },
    async deleteEffect(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      await deleteEffect(effectOf(this.document, target));
    },
    /** The Effects tab's condition buttons (actor sheets): core's status toggle, as the token HUD does. */
    async toggleCondition(this: EffectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const id = target.dataset["condition"];
      if (!(this.document instanceof Actor) || !isConditionId(id)) return;
      await this.document.toggleStatusEffect(id);
    },
  };
}
