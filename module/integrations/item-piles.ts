/**
 * Item Piles (the `item-piles` module), when it is active: the system tells it which item types a
 * pile, a merchant or a trade holds, where an item's quantity and price live, and which types stack,
 * so a GM does not configure them by hand. Item Piles' documented API is
 * `game.itempiles.API.addSystemIntegration(data, version)`, called once the module fires its
 * `item-piles-ready` hook (fantasycalendar/FoundryVTT-ItemPiles, docs/api.md "addSystemIntegration").
 * The hook carries no argument: the module calls all its handlers with none (src/module.js,
 * every release), though its docs/hooks.md lists an `api` parameter; the API is read from
 * `game.itempiles.API`, which the module sets at its `init`. Recorded in docs/foundry-api.md.
 */
import { ITEM_SPECS, type ItemType } from "../items/spec";

/** The module's package id. */
export const ITEM_PILES_ID = "item-piles";

/** The version of this integration's data: Item Piles replaces a world's stored copy when it rises. */
export const ITEM_PILES_INTEGRATION_VERSION = "1.0.0";

/** Things a character carries: what a pile or merchant may hold. */
export const PILE_ITEM_TYPES = ["weapon", "armour", "gear", "container"] as const satisfies readonly ItemType[];

/** Part of a character, never a thing to drop or sell: filtered out of piles and trades. */
export const NOT_PILE_ITEM_TYPES = ["race", "skill", "spell"] as const satisfies readonly ItemType[];

/**
 * Never merged into one stack: a weapon is equipped or in hand and armour is worn one item at a
 * time, and a container holds its own contents and is carried or set down; a merged stack would keep
 * only one of those states. Gear stacks by name.
 */
export const UNSTACKABLE_ITEM_TYPES = ["weapon", "armour", "container"] as const satisfies readonly ItemType[];

/** Item Piles' currency entry (docs/api.md, addSystemIntegration `data.CURRENCIES`). */
export interface ItemPilesCurrency {
  type: "attribute";
  name: string;
  img: string;
  abbreviation: string;
  data: { path: string };
  primary: boolean;
  exchangeRate: number;
}

/**
 * Decision (purse): the world has one coin, the unit of item prices (the book names no
 * denomination; OSE weighs every coin alike, 003:L98), kept in a character's `system.coins`, which
 * the companion encumbrance models also read. It is the one primary currency, exchange rate 1.
 */
export const PURSE_CURRENCY: ItemPilesCurrency = Object.freeze({
  type: "attribute",
  name: "ER.Actor.FIELDS.coins.label",
  img: "icons/commodities/currency/coins-plain-stack-gold-yellow.webp",
  abbreviation: "{#}c",
  data: Object.freeze({ path: "system.coins" }),
  primary: true,
  exchangeRate: 1,
}) as ItemPilesCurrency;

/** The part of Item Piles' system-integration data this system sets (docs/api.md, addSystemIntegration). */
export interface ItemPilesIntegration {
  VERSION: string;
  ACTOR_CLASS_TYPE: string;
  ITEM_QUANTITY_ATTRIBUTE: string;
  ITEM_PRICE_ATTRIBUTE: string;
  ITEM_FILTERS: Array<{ path: string; filters: string }>;
  ITEM_SIMILARITIES: string[];
  UNSTACKABLE_ITEM_TYPES: string[];
  CURRENCIES: ItemPilesCurrency[];
}

/** The member of Item Piles' API the system calls. */
export interface ItemPilesApi {
  addSystemIntegration(data: ItemPilesIntegration, version?: string): unknown;
}

/**
 * The integration data. The paths are the item schema's own (module/items/spec.ts: every type has
 * `quantity` and `price`); the currency is the characters' purse ({@link PURSE_CURRENCY}).
 */
export function itemPilesIntegration(): ItemPilesIntegration {
  return {
    VERSION: ITEM_PILES_INTEGRATION_VERSION,
    // A pile is an actor that holds items and nothing else; a character holds every pile item type.
    ACTOR_CLASS_TYPE: "character",
    ITEM_QUANTITY_ATTRIBUTE: "system.quantity",
    ITEM_PRICE_ATTRIBUTE: "system.price",
    ITEM_FILTERS: [{ path: "type", filters: NOT_PILE_ITEM_TYPES.join(",") }],
    ITEM_SIMILARITIES: ["name", "type"],
    UNSTACKABLE_ITEM_TYPES: [...UNSTACKABLE_ITEM_TYPES],
    CURRENCIES: [{ ...PURSE_CURRENCY, data: { ...PURSE_CURRENCY.data } }],
  };
}

/** The item-schema field a `system.…` path names, or undefined (used by the test and the guard below). */
export function itemFieldOf(type: ItemType, path: string): unknown {
  if (!path.startsWith("system.")) return undefined;
  const spec: Record<string, unknown> = ITEM_SPECS[type];
  return Object.prototype.hasOwnProperty.call(spec, path.slice("system.".length)) ? spec[path.slice("system.".length)] : undefined;
}

/** Item Piles' API as the module publishes it on `game` (not declared by the type package). */
function itemPilesApi(): ItemPilesApi | undefined {
  const api = (game as { itempiles?: { API?: Partial<ItemPilesApi> } }).itempiles?.API;
  return typeof api?.addSystemIntegration === "function" ? (api as ItemPilesApi) : undefined;
}

/**
 * Registers the integration when Item Piles says it is ready. Its hook fires only where the module is
 * active; the `active` check keeps a disabled module's stray hook from registering anything.
 */
export function registerItemPiles(): void {
  Hooks.once("item-piles-ready", () => {
    if (game.modules?.get(ITEM_PILES_ID)?.active !== true) return;
    const api = itemPilesApi();
    // A release that moved its API: say so in the console rather than throw inside core's hook loop.
    if (!api) return console.warn(`Enchanted Realms | ${ITEM_PILES_ID}: game.itempiles.API.addSystemIntegration is missing; the system's integration was not registered`);
    api.addSystemIntegration(itemPilesIntegration(), game.system?.version);
  });
}
