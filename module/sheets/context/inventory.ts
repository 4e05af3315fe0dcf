/**
 * Pure context of an actor's items on its sheet (inventory, skills, spells, races) and the pure
 * updates the sheet's toggle buttons make. Items arrive as plain objects.
 */
import { formatSigned, formatWeight, type Localize } from "./shared";
import { hasRoll, rollFormulaOf } from "../../rolls/plan";
import { tooltipText } from "./tooltip";
import type { ContainerState, Placement } from "../../rules";

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
  tooltip: string;
  icon: string;
}

/** A light item's line on its row (VARIANTS.md row 16; ./world-clocks.ts words it). */
export interface LightRowContext {
  lit: boolean;
  spent: boolean;
  /** "Lit · 0 h 59 min left", "Out · 1 h 0 min left", "Burnt out". */
  label: string;
  /** The button's label and the state it asks for; null when nothing is left to light. */
  actionLabel: string | null;
  nextLit: boolean;
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
  /** The roll and attack buttons' visible words ("Damage" on a weapon's or spell's roll, "Roll" on a skill's, "Attack"); null without the button. */
  rollText: string | null;
  attackText: string | null;
  /** The Attack button's label, for an item whose `attack` formula is set (RESOLUTION.md §3.1, §7.1); else null. */
  attackLabel: string | null;
  attackTooltip: string | null;
  /** The Save card button's label, for a spell or gear with a `save.kind` other than "none" (RESOLUTION.md R12, §7.1); else null. */
  saveLabel: string | null;
  saveTooltip: string | null;
  editLabel: string;
  /** The same control's label on a sheet the user cannot edit (it opens the item read-only). */
  viewLabel: string;
  deleteLabel: string;
  /** The labels as tooltip text (tooltip.ts: the item's name escaped for core's HTML tooltips). */
  rollTooltip: string | null;
  editTooltip: string;
  viewTooltip: string;
  deleteTooltip: string;
  /** A container: its contents (nested rows) and their weight against its capacity; else null. */
  holds: null | { label: string; contentsLabel: string; over: boolean; overLabel: string; setDown: boolean; setDownLabel: string; rows: ItemRowContext[] };
  /** The row sits in a container: the "take out" control's label; else null. */
  takeOutLabel: string | null;
  /** A light item under a light clock (VARIANTS.md row 16): its state, time left and button; else null (./world-clocks.ts sets it). */
  light: LightRowContext | null;
}

/** Where the actor's items are (the derived `encumbrance.placement` and `containers`, module/rules/containers.ts). */
export interface Packing {
  placement: readonly Placement[];
  containers: readonly ContainerState[];
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

const TOGGLES: Readonly<Record<ToggleAction, { field: string; key: string; icon: string; hint?: string }>> = Object.freeze({
  toggleEquipped: { field: "equipped", key: "ER.Item.FIELDS.equipped.label", icon: "fa-solid fa-shield", hint: "ER.Item.FIELDS.equipped.hint" },
  toggleInHand: { field: "inHand", key: "ER.Item.FIELDS.inHand.label", icon: "fa-solid fa-hand-fist", hint: "ER.Item.FIELDS.inHand.hint" },
  toggleWorn: { field: "worn", key: "ER.Item.FIELDS.worn.label", icon: "fa-solid fa-shirt" },
  toggleStandardKit: { field: "standardKit", key: "ER.Item.FIELDS.standardKit.label", icon: "fa-solid fa-suitcase", hint: "ER.Item.FIELDS.standardKit.hint" },
});

/** A toggle's tooltip: its label, and what it means where the two could be confused. */
function toggleTooltip(action: ToggleAction, localize: Localize): string {
  const { key, hint } = TOGGLES[action];
  return hint ? localize("ER.Sheet.Item.ToggleTooltip", { label: localize(key), hint: localize(hint) }) : localize(key);
}

/** Which toggles an item type offers. */
export const TOGGLES_BY_TYPE: Readonly<Record<string, readonly ToggleAction[]>> = Object.freeze({
  weapon: ["toggleEquipped", "toggleInHand", "toggleStandardKit"],
  armour: ["toggleWorn", "toggleStandardKit"],
  gear: ["toggleStandardKit"],
  container: ["toggleStandardKit"],
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

function row(item: SheetItem, localize: Localize, nest: Nesting = NO_NESTING): ItemRowContext {
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
      tooltip: toggleTooltip(action, localize),
      icon: TOGGLES[action].icon,
    })),
    ...labelsOf(item, localize),
    holds: holdsOf(item, localize, nest),
    takeOutLabel: nest.holderOf(item.id) === null ? null : localize("ER.Sheet.Item.TakeOut", { name: item.name }),
    light: null,
  };
}

/** The items' places, looked up by id. */
interface Nesting {
  holderOf(id: string): string | null;
  state(id: string): ContainerState | undefined;
  contents(id: string): readonly SheetItem[];
}
const NO_NESTING: Nesting = { holderOf: () => null, state: () => undefined, contents: () => [] };

function nestingOf(items: readonly SheetItem[], packing: Packing | undefined): Nesting {
  if (!packing) return NO_NESTING;
  const holder = new Map(packing.placement.map((p) => [p.id, p.container]));
  const states = new Map(packing.containers.map((c) => [c.id, c]));
  return {
    holderOf: (id) => holder.get(id) ?? null,
    state: (id) => states.get(id),
    contents: (id) => items.filter((i) => holder.get(i.id) === id),
  };
}

const byOrder = (a: SheetItem, b: SheetItem) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name);

/** A container row's contents and their weight (numbers from the derived data; nothing computed here). */
function holdsOf(item: SheetItem, localize: Localize, nest: Nesting): ItemRowContext["holds"] {
  if (item.type !== "container") return null;
  const state = nest.state(item.id);
  const contents = formatWeight(state?.contents ?? 0);
  const capacity = state?.capacity ?? null;
  return {
    label: localize("ER.Sheet.Item.Contents", { name: item.name }),
    contentsLabel: capacity === null ? localize("ER.Sheet.Item.ContentsWeightOpen", { contents }) : localize("ER.Sheet.Item.ContentsWeight", { contents, capacity: formatWeight(capacity) }),
    over: state?.over === true,
    overLabel: localize("ER.Sheet.Item.OverCapacity", { name: item.name }),
    setDown: state !== undefined && !state.carried,
    setDownLabel: localize("ER.Sheet.Item.SetDown"),
    rows: [...nest.contents(item.id)].sort(byOrder).map((i) => row(i, localize, nest)),
  };
}

/** The row's control labels (plain, for aria-label) and the same as tooltip text (escaped: the name is user-written). */
function labelsOf(item: SheetItem, localize: Localize): Pick<ItemRowContext, "rollLabel" | "rollText" | "attackText" | "attackLabel" | "attackTooltip" | "saveLabel" | "saveTooltip" | "editLabel" | "viewLabel" | "deleteLabel" | "rollTooltip" | "editTooltip" | "viewTooltip" | "deleteTooltip"> {
  const attack = item.system["attack"];
  const attackLabel = typeof attack === "string" && attack.trim() !== "" ? localize("ER.Resolution.Card.AttackTooltip", { name: item.name }) : null;
  // A weapon's or spell's roll is its damage (rolls/plan.ts): the button says so beside the attack.
  const damage = item.type === "weapon" || item.type === "spell";
  const rollLabel = hasRoll(item.type, rollFormulaOf(item.type, item.system)) ? localize(damage ? "ER.Roll.DamageButton" : "ER.Roll.Button", { name: item.name }) : null;
  const save = item.system["save"] as { kind?: unknown } | undefined;
  const saveLabel = typeof save?.kind === "string" && save.kind !== "none" ? localize("ER.Resolution.SaveCard.ButtonTooltip", { name: item.name }) : null;
  const editLabel = localize("ER.Sheet.Item.Edit", { name: item.name });
  const viewLabel = localize("ER.Sheet.Item.View", { name: item.name });
  const deleteLabel = localize("ER.Sheet.Item.Delete", { name: item.name });
  return {
    rollLabel, attackLabel, saveLabel, editLabel, viewLabel, deleteLabel,
    rollText: rollLabel === null ? null : localize(damage ? "ER.Sheet.Item.DamageShort" : "ER.Sheet.Item.RollShort"),
    attackText: attackLabel === null ? null : localize("ER.Sheet.Item.AttackShort"),
    attackTooltip: tooltipText(attackLabel), saveTooltip: tooltipText(saveLabel),
    rollTooltip: tooltipText(rollLabel), editTooltip: tooltipText(editLabel), viewTooltip: tooltipText(viewLabel), deleteTooltip: tooltipText(deleteLabel),
  };
}

function section(type: string, items: readonly SheetItem[], localize: Localize, usable = true, nest: Nesting = NO_NESTING): ItemSectionContext {
  const typeLabel = localize(`TYPES.Item.${type}`);
  return {
    type,
    label: typeLabel,
    createLabel: usable ? localize("ER.Sheet.Item.Create", { type: typeLabel }) : null,
    note: usable ? null : localize("ER.Sheet.Item.Unused", { type: typeLabel }),
    empty: localize("ER.Sheet.Item.None"),
    // An item in a container is listed under it, not in its type's section.
    items: items
      .filter((i) => i.type === type && nest.holderOf(i.id) === null)
      .sort(byOrder)
      .map((i) => row(i, localize, nest)),
  };
}

export const CARRIED_TYPES = Object.freeze(["weapon", "armour", "gear", "container"] as const);
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
export function buildInventory(items: readonly SheetItem[], localize: Localize, actorType = "character", packing?: Packing): InventoryContext {
  const nest = nestingOf(items, packing);
  const sections = (types: readonly string[]) =>
    types
      .filter((t) => itemTypeUsable(actorType, t) || items.some((i) => i.type === t))
      .map((t) => section(t, items, localize, itemTypeUsable(actorType, t), nest));
  return { carried: sections(CARRIED_TYPES), abilities: sections(ABILITY_TYPES) };
}
