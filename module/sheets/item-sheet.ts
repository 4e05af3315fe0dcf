/**
 * The item sheets (ItemSheetV2 + Handlebars): one class per item type, each with the shared header
 * part and three tabs: its type's details part, the description and the effects. The classes gather plain data for the pure
 * builder in ./context/item.ts.
 */
import { enrichField } from "./enrich";
import { refuseBadFields } from "./submit-glue";
import { normaliseWeaponSlow } from "./submit";
import { currentRuleset } from "../variants/setting";
import { listedResolutionFields, slowWeaponsApply } from "../rules";
import { bindKeyboardActivation, syncTabSelection } from "./keyboard";
import { SYSTEM_ID } from "../constants";
import { ITEM_SPECS, type ItemType } from "../items/spec";
import { ITEM_TABS, buildItemContext, type ItemSheetInput } from "./context/item";
import { sheetRenderContext } from "./context/shared";
import { foundryLocalize } from "./actor-input";
import { itemSystemFields } from "../items/system-fields";
import { foundryParts, itemParts, type FoundryPart } from "./parts";
import { coupleWeaponFlags } from "./context/inventory";
import { itemEffects, effectSheetActions } from "./effect-actions";
import { rollAttack } from "../resolution";
import { tooltipText } from "./context/tooltip";

type ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;

// tsc exceeds its recursion depth comparing any subclass with the mixin's intersection type
// (HandlebarsApplication & ItemSheetV2), so the mixed class is typed as ItemSheetV2 plus PARTS.
const Base = foundry.applications.api.HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) as unknown as typeof foundry.applications.sheets.ItemSheetV2 & {
  PARTS: Record<string, FoundryPart>;
};

/** Plain data of an item for the item sheet's context builder. */
export async function gatherItemInput(item: Item.Implementation, editable: boolean, activeTab: string | null = null): Promise<ItemSheetInput> {
  // Read-only view of the item model's fields; the item models own their shapes. An editable
  // sheet shows the stored values (`_source`), never values an effect put in force.
  const model: Record<string, unknown> & { _source?: Record<string, unknown> } = itemSystemFields(item);
  const system = editable ? (model._source ?? model) : model;
  const enrichedDescription = await enrichField(system["description"], item);
  return {
    name: item.name,
    img: item.img ?? "",
    uuid: item.uuid,
    type: item.type,
    system,
    editable,
    enrichedDescription,
    ownerName: item.parent?.name ?? null,
    effects: itemEffects(item),
    activeTab,
    slowWeapons: slowWeaponsApply(currentRuleset()),
    isGM: game.user?.isGM === true,
    resolutionFields: listedResolutionFields(currentRuleset()),
    localize: foundryLocalize,
  };
}

export class ERItemSheet extends Base {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "item"],
    position: { width: 540, height: 600 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      attackItem: ERItemSheet.#onAttack,
      ...effectSheetActions(() => foundryLocalize("ER.Sheet.Effects.New")),
    },
  };

  static override PARTS: Record<string, FoundryPart> = foundryParts(itemParts("gear"));

  /** Details, description and effects, one tab each (./context/item.ts ITEM_TABS). */
  static override TABS = {
    primary: { tabs: ITEM_TABS.map((t) => ({ id: t.id })), initial: "details" },
  };

  /** Out-of-bounds fields are dropped from the submission with the system's message; the rest saves. */
  protected override _prepareSubmitData(...args: Parameters<InstanceType<typeof Base>["_prepareSubmitData"]>) {
    if (this.document.type === "weapon") {
      // "In hand" needs "equipped", as on the actor sheet's toggles (./context/inventory.ts).
      const stored = this.document.system as unknown as { equipped: boolean; inHand: boolean };
      coupleWeaponFlags(args[2].object, { equipped: stored.equipped, inHand: stored.inHand });
      // The slow select's choice becomes null / true / false (anything else is refused below).
      normaliseWeaponSlow(args[2].object);
    }
    refuseBadFields("Item", this.document.type, args[2].object, () => void this.render());
    return super._prepareSubmitData(...args);
  }

  protected override async _prepareContext(options: Parameters<ItemSheetV2["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    return { ...base, ...sheetRenderContext(buildItemContext(await gatherItemInput(this.item, this.isEditable, this.tabGroups["primary"] ?? null))), attackLabel: this.#attackLabel(), attackTooltip: tooltipText(this.#attackLabel()) };
  }

  /** The header's Attack button (RESOLUTION.md §7.1): an owned item whose `attack` formula is set, on an editable sheet. */
  #attackLabel(): string | null {
    const attack = this.item.system.attack;
    if (!this.isEditable || !(this.item.parent instanceof Actor) || typeof attack !== "string" || attack.trim() === "") return null;
    return game.i18n?.format("ER.Resolution.Card.AttackTooltip", { name: this.item.name }) ?? null;
  }

  static async #onAttack(this: ERItemSheet, event: PointerEvent): Promise<void> {
    await rollAttack(this.item, event.shiftKey ? { options: {} } : {});
  }

  /** Core's tab switch, then the links' `aria-selected` (core moves only the `active` class). */
  override changeTab(...args: Parameters<ItemSheetV2["changeTab"]>): void {
    super.changeTab(...args);
    const [tab, group] = args;
    syncTabSelection(this.element, group, tab);
  }

  protected override async _onRender(
    context: Parameters<ItemSheetV2["_onRender"]>[0],
    options: Parameters<ItemSheetV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    // Link-style controls (tabs) work on read-only sheets; give them Enter and Space.
    bindKeyboardActivation(this.element);
  }
}

/** The class name of an item type's sheet, e.g. `WeaponSheet`: Foundry ids sheets as `enchanted-realms.<ClassName>`. */
export function itemSheetClassName(type: ItemType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}Sheet`;
}

/** The sheet class of one item type: the shared sheet with that type's details part, named after the type. */
function itemSheetFor(type: ItemType): typeof ERItemSheet {
  const sheet = class extends ERItemSheet {
    static override PARTS: Record<string, FoundryPart> = foundryParts(itemParts(type));
  };
  // A class made in a function is anonymous; the sheet registry and saved sheet choices key on its name.
  Object.defineProperty(sheet, "name", { value: itemSheetClassName(type) });
  return sheet;
}

/** One sheet class per item type (registered for that type in ./index.ts). */
export const ITEM_SHEETS: Readonly<Record<ItemType, typeof ERItemSheet>> = Object.freeze(
  Object.fromEntries((Object.keys(ITEM_SPECS) as ItemType[]).map((type) => [type, itemSheetFor(type)])) as Record<ItemType, typeof ERItemSheet>,
);
