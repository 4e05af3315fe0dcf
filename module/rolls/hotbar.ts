/**
 * Items dropped on the hotbar become macros that roll them (core's `hotbarDrop` hook, as dnd5e,
 * Draw Steel and OSE do). The macro calls the item model's `roll()` by the item's UUID, so it keeps
 * working while the item exists and says so when it is gone.
 */
import { SYSTEM_ID } from "../constants";
import { isRollableType } from "./plan";
import { rollItem } from "./item-roll";

/** Rolls an item's attack card (module/resolution, installed at init): the rolls layer does not import the card. */
export type AttackRoller = (item: Item.Implementation) => Promise<unknown>;
let installedRoller: AttackRoller | null = null;

/** Installs the attack card's roller (module/resolution/index.ts registerResolution). */
export function provideAttackRoller(fn: AttackRoller): void {
  installedRoller = fn;
}

/** The installed roller, or null before registerResolution ran (the tracker row's Attack calls it too). */
export function attackRoller(): AttackRoller | null {
  return installedRoller;
}

/**
 * What an item's hotbar macro does (the macro calls the item model's `roll()`): the attack card for
 * an item whose `attack` formula is set (RESOLUTION.md §7.1), else today's roll of its formula
 * (RESOLUTION.md §3.2 step 5, GX-0).
 */
export async function rollFromMacro(item: Item.Implementation): Promise<unknown> {
  const attack = item.system.attack;
  if (installedRoller && typeof attack === "string" && attack.trim() !== "") return installedRoller(item);
  return rollItem(item);
}

export interface ItemMacroData {
  name: string;
  type: "script";
  img: string;
  command: string;
  flags: Record<string, Record<string, unknown>>;
}

/**
 * The macro of an item: a script that finds the item by UUID and rolls it. The UUID is written as
 * a JSON string literal, so no dropped data can break out of it into the script.
 */
export function itemMacroData(item: { uuid: string; name: string; img: string | null | undefined }): ItemMacroData {
  const uuid = JSON.stringify(item.uuid);
  return {
    name: item.name,
    type: "script",
    img: item.img || "icons/svg/d20-black.svg",
    command: `const item = await fromUuid(${uuid});\nif (item?.system?.roll) await item.system.roll();\nelse ui.notifications.warn(game.i18n.localize("ER.Roll.NoMacro"));`,
    flags: { [SYSTEM_ID]: { itemMacro: item.uuid } },
  };
}

/** Whether a hotbar drop is ours to handle: an Item of a rollable type. */
export function isItemMacroDrop(data: unknown, itemType: string | null): boolean {
  const d = data as { type?: unknown; uuid?: unknown } | null;
  return d?.type === "Item" && typeof d.uuid === "string" && itemType !== null && isRollableType(itemType);
}

/** The parts of a Macro the re-use check reads; `author` is the creating User (or its id in source data). */
export interface MacroLike {
  name: string;
  command: string;
  author?: { id?: string | null } | string | null;
}

function authorIdOf(macro: MacroLike): string | null {
  const a = macro.author;
  if (typeof a === "string") return a;
  return typeof a?.id === "string" ? a.id : null;
}

/**
 * The macro of the same item that `userId` made earlier, to put on the hotbar again rather than
 * making a new one each drop. Only a macro the dropping user authored is re-used: ownership is not
 * enough, since a GM owns every macro, and one a player authored stays editable by that player (its
 * script would then run in the GM's browser from the GM's hotbar). `MacroData#author` is "the _id of
 * a User document which created this Macro" (foundryvtt.com/api/v14, MacroData).
 */
export function reusableItemMacro<M extends MacroLike>(macros: Iterable<M>, data: ItemMacroData, userId: string | null | undefined): M | null {
  if (!userId) return null;
  for (const m of macros) if (m.name === data.name && m.command === data.command && authorIdOf(m) === userId) return m;
  return null;
}

async function assignItemMacro(item: Item.Implementation, slot: number | undefined): Promise<void> {
  const data = itemMacroData(item);
  const existing = reusableItemMacro(game.macros?.contents ?? [], data, game.user?.id);
  const macro = existing ?? (await Macro.implementation.create(data));
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
}

export function registerHotbarDrop(): void {
  Hooks.on("hotbarDrop", (_bar, data, slot) => {
    const uuid = (data as { uuid?: unknown }).uuid;
    const doc = typeof uuid === "string" ? fromUuidSync(uuid) : null;
    const item = doc instanceof Item ? doc : null;
    if (!item || !isItemMacroDrop(data, item.type)) return;
    void assignItemMacro(item, typeof slot === "number" ? slot : undefined);
    // Ours: core makes no macro of its own for this drop.
    return false;
  });
}
