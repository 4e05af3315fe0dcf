/**
 * Pure context of an actor's items on its sheet (inventory, skills, spells, races) and the pure
 * updates the sheet's toggle buttons make. Items arrive as plain objects.
 */
import { formatSigned, formatWeight, type Localize } from "./shared";
import { hasRoll, rollFormulaOf } from "../../rolls/plan";
import { tooltipText } from "./tooltip";

/** An owned item as plain data. */
export interface SheetItem {
  id: string;
  name: string;
  img: string;
  type: string;
  sort?: number;
  system: Readonly<Record<string, unknown>>;
}

/** A toggle button on an item row (equipped, in hand, worn). */
export interface ToggleContext {
  action: ToggleAction;
  active: boolean;
  label: string;
  icon: string;
}

export interface ItemRowContext {
  id: string;
  name: string;
  img: string;
  type: string;
  typeLabel: string;
  weight: string | null;
  quantity: number | null;
  /** The row edits its quantity in place (carried items). */
  hasQuantity: boolean;
  modifier: string | null;
  rating: number | null;
  identifier: string | null;
  castingSeconds: number | null;
  toggles: ToggleContext[];
  /** The roll button's label, for an item with a roll formula (skills, weapons, spells); else null. */
  rollLabel: string | null;
  editLabel: string;
  /** The same control's label on a sheet the user cannot edit (it opens the item read-only). */
  viewLabel: string;
  deleteLabel: string;
  /** The labels as tooltip text (tooltip.ts: the item's name escaped for core's HTML tooltips). */
  rollTooltip: string | null;
  editTooltip: string;
  viewTooltip: string;
  deleteTooltip: string;
}

export interface ItemSectionContext {
  type: string;
  label: string;
  /** The create button's label; null where this actor type cannot use new items of the type. */
  createLabel: string | null;
  /** Why the section's items do nothing on this actor, or null. */
  note: string | null;
  empty: string;
  items: ItemRowContext[];
}

export interface InventoryContext {
  /** Weapons, armour and gear. */
  carried: ItemSectionContext[];
  /** Skills, spells and races. */
  abilities: ItemSectionContext[];
}

export type ToggleAction = "toggleEquipped" | "toggleInHand" | "toggleWorn" | "toggleStandardKit";

const TOGGLES: Readonly<Record<ToggleAction, { field: string; key: string; icon: string }>> = Object.freeze({
  toggleEquipped: { field: "equipped", key: "ER.Item.FIELDS.equipped.label", icon: "fa-solid fa-shield" },
  toggleInHand: { field: "inHand", key: "ER.Item.FIELDS.inHand.label", icon: "fa-solid fa-hand-fist" },
  toggleWorn: { field: "worn", key: "ER.Item.FIELDS.worn.label", icon: "fa-solid fa-shirt" },
  toggleStandardKit: { field: "standardKit", key: "ER.Item.FIELDS.standardKit.label", icon: "fa-solid fa-suitcase" },
});

/** Which toggles an item type offers. */
export const TOGGLES_BY_TYPE: Readonly<Record<string, readonly ToggleAction[]>> = Object.freeze({
  weapon: ["toggleEquipped", "toggleInHand", "toggleStandardKit"],
  armour: ["toggleWorn", "toggleStandardKit"],
  gear: ["toggleStandardKit"],
});

export function isToggleAction(action: unknown): action is ToggleAction {
  return typeof action === "string" && Object.prototype.hasOwnProperty.call(TOGGLES, action);
}

/**
 * The item update a toggle button makes. Decision (sheet): a weapon taken in hand is also
 * equipped, and a weapon unequipped also leaves the hand, so "in hand" never holds without
 * "equipped". Returns null when the item type has no such toggle.
 */
export function toggleUpdate(item: Pick<SheetItem, "type" | "system">, action: ToggleAction): Record<string, boolean> | null {
  if (!(TOGGLES_BY_TYPE[item.type] ?? []).includes(action)) return null;
  const field = TOGGLES[action].field;
  const next = item.system[field] !== true;
  const update: Record<string, boolean> = { [`system.${field}`]: next };
  if (action === "toggleInHand" && next) update["system.equipped"] = true;
  if (action === "toggleEquipped" && !next) update["system.inHand"] = false;
  return update;
}

/**
 * The item sheet's side of the same rule: a weapon's form submission that ticks
 * "in hand" also equips it, and one that unticks "equipped" also takes it out of the hand.
 * `submitted` is the flat form data (changed in place); `current` the item's stored flags.
 */
export function coupleWeaponFlags(submitted: Record<string, unknown>, current: { equipped: boolean; inHand: boolean }): void {
  const inHand = submitted["system.inHand"];
  const equipped = submitted["system.equipped"];
  if (equipped === false && current.equipped) submitted["system.inHand"] = false;
  else if (inHand === true && !current.inHand) submitted["system.equipped"] = true;
  else if (inHand === true && equipped === false) submitted["system.inHand"] = false;
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function row(item: SheetItem, localize: Localize): ItemRowContext {
  const s = item.system;
  const weight = num(s["weight"]);
  const modifier = num(s["initiativeModifier"]);
  const identifier = typeof s["identifier"] === "string" && s["identifier"] !== "" ? s["identifier"] : null;
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    type: item.type,
    typeLabel: localize(`TYPES.Item.${item.type}`),
    weight: weight === null ? null : formatWeight(weight),
    // Carried items show their count, edited in place (every item type has a quantity).
    quantity: (CARRIED_TYPES as readonly string[]).includes(item.type) ? (num(s["quantity"]) ?? 1) : null,
    hasQuantity: (CARRIED_TYPES as readonly string[]).includes(item.type),
    modifier: modifier === null ? null : formatSigned(modifier),
    rating: num(s["rating"]),
    identifier,
    castingSeconds: num(s["castingSeconds"]),
    toggles: (TOGGLES_BY_TYPE[item.type] ?? []).map((action) => ({
      action,
      active: s[TOGGLES[action].field] === true,
      label: localize(TOGGLES[action].key),
      icon: TOGGLES[action].icon,
    })),
    ...labelsOf(item, localize),
  };
}

/** The row's control labels (plain, for aria-label) and the same as tooltip text (escaped: the name is user-written). */
function labelsOf(item: SheetItem, localize: Localize): Pick<ItemRowContext, "rollLabel" | "editLabel" | "viewLabel" | "deleteLabel" | "rollTooltip" | "editTooltip" | "viewTooltip" | "deleteTooltip"> {
  const rollLabel = hasRoll(item.type, rollFormulaOf(item.type, item.system)) ? localize("ER.Roll.Button", { name: item.name }) : null;
  const editLabel = localize("ER.Sheet.Item.Edit", { name: item.name });
  const viewLabel = localize("ER.Sheet.Item.View", { name: item.name });
  const deleteLabel = localize("ER.Sheet.Item.Delete", { name: item.name });
  return {
    rollLabel, editLabel, viewLabel, deleteLabel,
    rollTooltip: tooltipText(rollLabel), editTooltip: tooltipText(editLabel), viewTooltip: tooltipText(viewLabel), deleteTooltip: tooltipText(deleteLabel),
  };
}

function section(type: string, items: readonly SheetItem[], localize: Localize, usable = true): ItemSectionContext {
  const typeLabel = localize(`TYPES.Item.${type}`);
  return {
    type,
    label: typeLabel,
    createLabel: usable ? localize("ER.Sheet.Item.Create", { type: typeLabel }) : null,
    note: usable ? null : localize("ER.Sheet.Item.Unused", { type: typeLabel }),
    empty: localize("ER.Sheet.Item.None"),
    items: items
      .filter((i) => i.type === type)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name))
      .map((i) => row(i, localize)),
  };
}

export const CARRIED_TYPES = Object.freeze(["weapon", "armour", "gear"] as const);
export const ABILITY_TYPES = Object.freeze(["skill", "spell", "race"] as const);

/** Item types an actor type has no use for: races apply to characters only (module/items/models.ts). */
export const UNUSED_TYPES: Readonly<Record<string, readonly string[]>> = Object.freeze({ creature: ["race"] });

/** Whether items of `itemType` do anything on an actor of `actorType` (drops of the others are refused). */
export function itemTypeUsable(actorType: string, itemType: string): boolean {
  return !(UNUSED_TYPES[actorType] ?? []).includes(itemType);
}

/**
 * The sections of an actor's items. A type the actor has no use for (races on creatures) gets no
 * section, unless such items are already there: then they are listed, with a note and no create button.
 */
export function buildInventory(items: readonly SheetItem[], localize: Localize, actorType = "character"): InventoryContext {
  const sections = (types: readonly string[]) =>
    types
      .filter((t) => itemTypeUsable(actorType, t) || items.some((i) => i.type === t))
      .map((t) => section(t, items, localize, itemTypeUsable(actorType, t)));
  return { carried: sections(CARRIED_TYPES), abilities: sections(ABILITY_TYPES) };
}
