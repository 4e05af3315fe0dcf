/**
 * The character and creature sheets (ActorSheetV2 + Handlebars). The classes only gather plain
 * data from Foundry and hand it to the pure context builders in ./context; the buttons' handlers
 * turn a click into a document update computed by pure functions (./context/inventory.ts,
 * ./drop.ts).
 */
import { SYSTEM_ID } from "../constants";
import { foundryLocalize, gatherActorInput, plainSystem, storedDerived } from "./actor-input";
import {
  ACTOR_TABS,
  buildCharacterContext,
  buildCreatureContext,
  type ActorSheetContext,
  type ActorSheetInput,
} from "./context/actor";
import { recordMarchUpdate } from "./submit";
import { isToggleAction, itemTypeUsable, toggleUpdate } from "./context/inventory";
import { sheetRenderContext } from "./context/shared";
import { requestLight, safeRest } from "../resolution/light-gm";
import { carryContents } from "./drop-contents";
import { planItemDrop } from "./drop";
import { CHARACTER_PARTS, CREATURE_PARTS, foundryParts, type FoundryPart } from "./parts";
import { refuseBadFields } from "./submit-glue";
import { bindKeyboardActivation, syncTabSelection } from "./keyboard";
import { DeferredRefresh, busyParts } from "./refresh";
import { rollItem } from "../rolls/item-roll";
import { postSaveCard, rollAttack } from "../resolution";
import { putInUpdate, takeOutUpdate, type NestedItem } from "../items/containers";
import { restClicked, sheetRestContext } from "../resolution/rests";
import { stabiliseClicked } from "../resolution/ally-stabilise";
import { rallyClicked } from "../resolution/rally";
import { sendRelay } from "../combat/relay";
import { effectSheetActions } from "./effect-actions";
import { travelDayUpdate } from "./context/travel";
import { currentRuleset } from "../variants/setting";
import { openVoyageDialog } from "./voyage-dialog";
import { waterDayRawOf } from "./context/water";
import type { TravelSourceInput } from "../rules";

type ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
type DefaultOptions = foundry.applications.sheets.ActorSheetV2.DefaultOptions;

// tsc exceeds its recursion depth comparing any subclass with the mixin's intersection type
// (HandlebarsApplication & ActorSheetV2), so the mixed class is typed as ActorSheetV2 plus PARTS.
const Base = foundry.applications.api.HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) as unknown as typeof foundry.applications.sheets.ActorSheetV2 & {
  PARTS: Record<string, FoundryPart>;
};

/** An item's place among containers, as plain data (module/items/containers.ts). */
function nestedOf(item: Item.Implementation): NestedItem {
  return { id: item.id ?? "", type: item.type, container: plainSystem(item)["container"] };
}

/** The actor as the rest, light, stabilise and container handlers read it. */
type HandledActor = Parameters<typeof sheetRestContext>[0] & Parameters<typeof restClicked>[0] & Parameters<typeof requestLight>[0] &
  Parameters<typeof safeRest>[0] & Parameters<typeof stabiliseClicked>[0] & Parameters<typeof carryContents>[0] & Parameters<typeof carryContents>[2];

/** A sheet's actor (or a drop's source actor) for the handlers above. */
function handled(actor: Actor.Implementation): HandledActor {
  // Core's testUserPermission asks for a User document and createEmbeddedDocuments for its typed create
  // data; the handlers pass a user's id and role and plain item data, so the document cannot be assigned.
  return actor as unknown as HandledActor;
}

export class ERActorSheet extends Base {
  static override DEFAULT_OPTIONS: DefaultOptions = {
    classes: [SYSTEM_ID, "sheet", "actor"],
    position: { width: 760, height: 800 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleEquipped: ERActorSheet.#onToggle,
      toggleInHand: ERActorSheet.#onToggle,
      toggleWorn: ERActorSheet.#onToggle,
      toggleStandardKit: ERActorSheet.#onToggle,
      recordMarch: ERActorSheet.#onRecordMarch,
      recordTravelDay: ERActorSheet.#onRecordTravelDay,
      createItem: ERActorSheet.#onCreateItem,
      editItem: ERActorSheet.#onEditItem,
      deleteItem: ERActorSheet.#onDeleteItem,
      rollItem: ERActorSheet.#onRollItem,
      attackItem: ERActorSheet.#onAttackItem,
      saveItem: ERActorSheet.#onSaveItem,
      takeOutItem: ERActorSheet.#onTakeOutItem,
      erRest: ERActorSheet.#onRest,
      erStabilise: ERActorSheet.#onStabilise,
      erRally: ERActorSheet.#onRally,
      toggleLight: ERActorSheet.#onToggleLight,
      erSafeRest: ERActorSheet.#onSafeRest,
      erSailVoyage: ERActorSheet.#onSailVoyage,
      ...effectSheetActions(() => foundryLocalize("ER.Sheet.Effects.New")),
    },
  };

  static override PARTS: Record<string, FoundryPart> = foundryParts(CREATURE_PARTS);

  static override TABS = {
    primary: { tabs: ACTOR_TABS.map((t) => ({ id: t.id })), initial: "main" },
  };

  /** Out-of-bounds fields are dropped from the submission with the system's message; the rest saves. */
  protected override _prepareSubmitData(...args: Parameters<InstanceType<typeof Base>["_prepareSubmitData"]>) {
    refuseBadFields("Actor", this.document.type, args[2].object, () => void this.render());
    return super._prepareSubmitData(...args);
  }

  /** The pure context builder of this sheet. */
  protected buildContext(input: ActorSheetInput): ActorSheetContext {
    return buildCreatureContext(input);
  }

  protected override async _prepareContext(options: Parameters<ActorSheetV2["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const input = await gatherActorInput(this.actor, { editable: this.isEditable, activeTab: this.tabGroups["primary"] ?? null });
    // RESOLUTION.md §7.5, §7.6: the header's badges and rest buttons, from the healing model.
    return { ...base, ...sheetRenderContext(this.buildContext(input)), erResolution: sheetRestContext(handled(this.actor)), erWorldClockGM: game.user?.isGM === true };
  }

  /** Core's tab switch, then the links' `aria-selected` (core moves only the `active` class). */
  override changeTab(...args: Parameters<ActorSheetV2["changeTab"]>): void {
    super.changeTab(...args);
    const [tab, group] = args;
    syncTabSelection(this.element, group, tab);
  }

  /** Refreshes that must wait for the user to leave a part (./refresh.ts). */
  readonly #refresh = new DeferredRefresh({
    busy: () => {
      const root = this.element;
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && root.contains(active) ? active : null;
      return busyParts(focused, [...root.querySelectorAll<HTMLElement>("prose-mirror[open], prose-mirror.active, .editor-active")]);
    },
    renderParts: (parts) => void this.render({ parts }),
  });
  #listensForFocus = false;

  /**
   * Re-renders the parts showing derived numbers, for changes the user did not make (world time,
   * scene terrain, load bookkeeping); a part the user is editing waits until the focus leaves it.
   */
  refreshDerived(parts: readonly string[]): void {
    this.#refresh.request(parts);
  }

  protected override async _onRender(
    context: Parameters<ActorSheetV2["_onRender"]>[0],
    options: Parameters<ActorSheetV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    // Tabs and "view item" are links (they must work on read-only sheets); give them Enter and Space.
    bindKeyboardActivation(this.element);
    if (!this.#listensForFocus) {
      // The window element outlives part renders: one listener for the sheet's lifetime.
      this.#listensForFocus = true;
      this.element.addEventListener("focusout", () => setTimeout(() => this.#refresh.flush(), 0));
    }
    // Gear quantities are edited in place on the inventory rows: each input updates its own item
    // (the sheet's form only submits the actor's fields).
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input[data-item-quantity]")) {
      input.addEventListener("change", (event) => {
        event.stopPropagation();
        void this.#updateQuantity(input);
      });
    }
  }

  async #updateQuantity(input: HTMLInputElement): Promise<void> {
    const item = this.#itemOf(input);
    const value = input.valueAsNumber;
    if (!item || !Number.isInteger(value) || value < 0) {
      void this.render();
      return;
    }
    await item.update({ system: { quantity: value } } as Item.UpdateData);
  }

  #itemOf(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id ? (this.actor.items.get(id) ?? null) : null;
  }

  static async #onToggle(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemOf(target);
    const action = target.dataset["action"];
    if (!item || !isToggleAction(action)) return;
    const update = toggleUpdate({ type: item.type, system: plainSystem(item) }, action);
    if (update) await item.update(update as Item.UpdateData);
  }

  /** Records the day's march typed beside the button (docs/rules.md §6, forced march; submit.ts recordMarchUpdate). */
  static async #onRecordMarch(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const input = target.closest(".er-record-march")?.querySelector<HTMLInputElement>("input[data-march-hours]");
    const derived = storedDerived(this.actor);
    const update = recordMarchUpdate(derived?.encumbrance.forcedMarchSteps ?? 0, input?.value ?? "");
    if (!update) {
      ui.notifications?.warn(foundryLocalize("ER.Sheet.Encumbrance.RecordMarchInvalid"));
      return;
    }
    await this.actor.update(update as Actor.UpdateData);
  }

  /** Records a travel or rest day in the OSE travel log (VARIANTS.md §5.9; context/travel.ts travelDayUpdate). */
  static async #onRecordTravelDay(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const derived = storedDerived(this.actor);
    const update = travelDayUpdate(derived?.travel.companion, target.dataset["day"], currentRuleset());
    if (update) await this.actor.update(update as Actor.UpdateData);
  }

  /** The GM's Sail days… of the vessel entry (voyage-dialog.ts), with the entry as stored. */
  static async #onSailVoyage(this: ERActorSheet): Promise<void> {
    await openVoyageDialog(waterDayRawOf((this.actor.system as { travel?: TravelSourceInput }).travel));
  }

  static async #onCreateItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset["type"];
    if (!type) return;
    // data-type comes from the sheet's own item sections, which list only the system's item types.
    const subtype = type as Item.SubType;
    const name = foundry.documents.Item.defaultName({ type: subtype, parent: this.actor });
    const [created] = await this.actor.createEmbeddedDocuments("Item", [{ name, type: subtype }]);
    await created?.sheet?.render(true);
  }

  static async #onEditItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#itemOf(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#itemOf(target)?.deleteDialog();
  }

  /** Takes an item out of its container: carried loose (module/items/containers.ts). */
  static async #onTakeOutItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemOf(target);
    if (!item || !this.isEditable) return;
    const update = takeOutUpdate(nestedOf(item));
    if (update) await item.update(update as Item.UpdateData);
  }

  /**
   * Puts `item` (now on this actor) in the container row it was dropped on, or, dropped elsewhere,
   * carries it loose: a reference to a container of another actor never survives the move.
   */
  async #placeDropped(event: DragEvent, item: Item.Implementation): Promise<void> {
    const target = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-container-id]")?.dataset["containerId"] : undefined;
    if (target) {
      const update = putInUpdate(item.id ?? "", target, this.actor.items.contents.map(nestedOf));
      if (update) await item.update(update as Item.UpdateData);
      else if (target !== item.id && nestedOf(item).container !== target) {
        ui.notifications?.warn(foundryLocalize("ER.Sheet.Item.PutInRefused", { name: item.name, container: this.actor.items.get(target)?.name ?? "" }));
      }
      return;
    }
    const update = takeOutUpdate(nestedOf(item));
    if (update && !this.actor.items.has(String(nestedOf(item).container))) await item.update(update as Item.UpdateData);
  }

  static async #onRollItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemOf(target);
    if (item) await rollItem(item);
  }

  /** RESOLUTION.md §7.1: the item's attack against the user's targets; shift-click skips the dialog. */
  static async #onAttackItem(this: ERActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemOf(target);
    if (item) await rollAttack(item, event.shiftKey ? { options: {} } : {});
  }

  /** RESOLUTION.md §7.6: a rest or a recovery; a player's is rolled on the active GM's client. */
  static async #onRest(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const rest = target.dataset["rest"];
    if (rest) await restClicked(handled(this.actor), rest, (actorUuid, id, count) => sendRelay({ kind: "rest", actorUuid, rest: id, ...(count === undefined ? {} : { count }) }));
  }

  /** VARIANTS.md row 16: light or put out a light item; a player's goes over the relay, stamped by the GM's client. */
  static async #onToggleLight(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    if (id) await requestLight(handled(this.actor), id, target.dataset["lit"] === "true");
  }

  /** VARIANTS.md row 17: the GM's safe rest restarts the resilience hours and removes Exhausted. */
  static async #onSafeRest(this: ERActorSheet): Promise<void> {
    const reason = await safeRest(handled(this.actor), { id: game.user?.id ?? "", isGM: game.user?.isGM === true }, game.time?.worldTime ?? 0);
    if (reason) ui.notifications?.warn(foundryLocalize(`ER.Light.Refused.${reason}`));
    else ui.notifications?.info(foundryLocalize("ER.WorldClock.SafeRestDone", { actor: this.actor.name }));
  }

  /** RESOLUTION.md R13-7, RS-7: an ally's check (13A; a player's over the relay) or the GM's stabilise (OSR table). */
  static async #onStabilise(this: ERActorSheet): Promise<void> {
    await stabiliseClicked(handled(this.actor), (request) => sendRelay({ kind: "stabilise", ...request }));
  }

  /** RESOLUTION.md R13-6: a rally at the PC's action second; a player's is rolled on the active GM's client. */
  static async #onRally(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { combatId, combatantId } = target.dataset;
    if (combatId && combatantId) await rallyClicked(combatId, combatantId, (request) => sendRelay({ kind: "rally", ...request }));
  }

  /** RESOLUTION.md R12, §7.1: the item's save card for the user's targets. */
  static async #onSaveItem(this: ERActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemOf(target);
    if (item) await postSaveCard(item);
  }

  /** See ./drop.ts for the decision: an item dragged from another actor moves; others are copied. */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    const source = item.parent instanceof Actor ? item.parent : null;
    const plan = planItemDrop({
      targetOwned: this.actor.isOwner,
      targetUuid: this.actor.uuid,
      sourceActorUuid: item.pack ? null : (source?.uuid ?? null),
      sourceDeletable: source?.isOwner ?? false,
    });
    if (plan === "refuse") return null;
    if (plan === "sort" && event.target instanceof HTMLElement && event.target.closest("[data-container-id]")) {
      // Dropped on a container row of its own actor: put it in, rather than re-sort.
      await this.#placeDropped(event, item);
      return item;
    }
    if (!itemTypeUsable(this.actor.type, item.type)) {
      ui.notifications?.warn(foundryLocalize("ER.Sheet.Item.RaceOnCreature", { name: item.name, actor: this.actor.name }));
      return null;
    }
    const created = await super._onDropItem(event, item);
    if (created && plan !== "sort") await this.#placeDropped(event, created);
    if (created && source && item.type === "container") await carryContents(handled(source), item.id ?? "", handled(this.actor), created.id ?? "", plan === "move");
    if (plan === "move" && created) await item.delete();
    return created;
  }
}

export class CharacterSheet extends ERActorSheet {
  static override DEFAULT_OPTIONS: DefaultOptions = { classes: ["character"] };
  static override PARTS: Record<string, FoundryPart> = foundryParts(CHARACTER_PARTS);
  protected override buildContext(input: ActorSheetInput): ActorSheetContext {
    return buildCharacterContext(input);
  }
}

export class CreatureSheet extends ERActorSheet {
  static override DEFAULT_OPTIONS: DefaultOptions = { classes: ["creature"] };
}
