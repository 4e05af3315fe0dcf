/**
 * The Item Piles integration against a stand-in of its API that checks what Item Piles' own
 * `addSystemIntegration` checks (fantasycalendar/FoundryVTT-ItemPiles docs/api.md), and more: a key
 * it does not know is refused here (Item Piles drops it silently, so a misspelt key would be lost).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../tests/support/handlebars";
import { ITEM_SPECS, isItemType } from "../items/spec";
import { CHARACTER_SPEC } from "../actors/spec";
import {
  ITEM_PILES_ID,
  NOT_PILE_ITEM_TYPES,
  PILE_ITEM_TYPES,
  UNSTACKABLE_ITEM_TYPES,
  itemFieldOf,
  itemPilesIntegration,
  registerItemPiles,
  type ItemPilesApi,
  type ItemPilesIntegration,
} from "./item-piles";

const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { version: string; documentTypes: { Actor: Record<string, unknown> } };

/** The keys addSystemIntegration knows (docs/api.md, its parameter table). */
const KNOWN_KEYS = new Set([
  "VERSION", "ACTOR_CLASS_TYPE", "ITEM_CLASS_LOOT_TYPE", "ITEM_CLASS_WEAPON_TYPE", "ITEM_CLASS_EQUIPMENT_TYPE",
  "ITEM_PRICE_ATTRIBUTE", "ITEM_QUANTITY_ATTRIBUTE", "QUANTITY_FOR_PRICE_ATTRIBUTE", "ITEM_FILTERS", "ITEM_SIMILARITIES",
  "UNSTACKABLE_ITEM_TYPES", "PILE_DEFAULTS", "TOKEN_FLAG_DEFAULTS", "ITEM_TRANSFORMER", "ITEM_TYPE_HANDLERS",
  "ITEM_COST_TRANSFORMER", "ITEM_PREVIEW_PERMISSION_LEVEL", "PRICE_MODIFIER_TRANSFORMER", "VAULT_STYLES", "SYSTEM_HOOKS",
  "CURRENCIES", "SECONDARY_CURRENCIES", "CURRENCY_DECIMAL_DIGITS",
]);

/** A strict stand-in of `game.itempiles.API`: records each call and throws where Item Piles throws. */
function strictItemPiles() {
  const calls: Array<{ data: ItemPilesIntegration; version: string | undefined }> = [];
  const api: ItemPilesApi = {
    addSystemIntegration(data: ItemPilesIntegration, version?: string) {
      const d = data as unknown as Record<string, unknown>;
      for (const key of Object.keys(d)) if (!KNOWN_KEYS.has(key)) throw new Error(`addSystemIntegration | unknown key ${key}`);
      for (const key of ["VERSION", "ACTOR_CLASS_TYPE", "ITEM_QUANTITY_ATTRIBUTE", "ITEM_PRICE_ATTRIBUTE"]) {
        if (typeof d[key] !== "string") throw new Error(`addSystemIntegration | data.${key} must be of type string`);
      }
      if (!Array.isArray(d["ITEM_FILTERS"])) throw new Error("addSystemIntegration | data.ITEM_FILTERS must be of type array");
      for (const f of d["ITEM_FILTERS"] as Array<Record<string, unknown>>) {
        if (typeof f?.["path"] !== "string" || typeof f["filters"] !== "string") throw new Error("addSystemIntegration | ITEM_FILTERS entry needs string path and filters");
      }
      for (const key of ["ITEM_SIMILARITIES", "UNSTACKABLE_ITEM_TYPES"]) {
        const list = d[key];
        if (list !== undefined && (!Array.isArray(list) || list.some((e) => typeof e !== "string"))) throw new Error(`addSystemIntegration | data.${key} must be an array of strings`);
      }
      if (!Array.isArray(d["CURRENCIES"])) throw new Error("addSystemIntegration | data.CURRENCIES must be an array");
      for (const c of d["CURRENCIES"] as Array<Record<string, unknown>>) {
        if (c["type"] !== "attribute" && c["type"] !== "item") throw new Error("addSystemIntegration | a currency's type must be attribute or item");
        const data = c["data"] as Record<string, unknown> | undefined;
        if (c["type"] === "attribute" && typeof data?.["path"] !== "string") throw new Error("addSystemIntegration | an attribute currency needs data.path");
        if (typeof c["exchangeRate"] !== "number" || typeof c["primary"] !== "boolean") throw new Error("addSystemIntegration | a currency needs exchangeRate and primary");
      }
      if (version !== undefined && typeof version !== "string") throw new Error("addSystemIntegration | version must be a string");
      calls.push({ data, version });
      return undefined;
    },
  };
  return { api, calls };
}

const g = globalThis as Record<string, unknown>;
afterEach(() => {
  delete g["Hooks"];
  delete g["game"];
});

/**
 * Stand-ins for Hooks (records `once` handlers) and game (modules, system version, and, when Item
 * Piles is active, `game.itempiles.API`, which the module sets at its `init`). Item Piles fires
 * `item-piles-ready` with no argument (`Hooks.callAll(CONSTANTS.HOOKS.READY)`, src/module.js), so
 * {@link fireReady} calls the handler exactly so.
 */
function world(active: boolean | null, api?: ItemPilesApi) {
  const once = new Map<string, (...args: unknown[]) => void>();
  g["Hooks"] = {
    once(name: string, fn: (...args: unknown[]) => void) {
      if (once.has(name)) throw new Error(`second once(${name})`);
      once.set(name, fn);
      return 1;
    },
  };
  g["game"] = {
    modules: new Map(active === null ? [] : [[ITEM_PILES_ID, { id: ITEM_PILES_ID, active }]]),
    system: { id: "enchanted-realms", version: manifest.version },
    ...(active === true && api ? { itempiles: { API: api } } : {}),
  };
  return once;
}

/** Fires `item-piles-ready` as Item Piles does: `Hooks.callAll` with no argument. */
function fireReady(once: Map<string, (...args: unknown[]) => void>): void {
  once.get("item-piles-ready")!();
}

describe("Item Piles integration", () => {
  it("registers once, on item-piles-ready, with the system's version, when the module is active", () => {
    const { api, calls } = strictItemPiles();
    const once = world(true, api);
    registerItemPiles();
    expect([...once.keys()]).toEqual(["item-piles-ready"]);
    fireReady(once);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.version).toBe(manifest.version);
    expect(calls[0]!.data).toEqual(itemPilesIntegration());
  });

  it("registers nothing when the module is disabled or not installed", () => {
    for (const state of [false, null]) {
      const { api, calls } = strictItemPiles();
      const once = world(state, api);
      registerItemPiles();
      expect(() => fireReady(once)).not.toThrow();
      expect(calls, String(state)).toHaveLength(0);
    }
  });

  it("an active Item Piles whose API is missing registers nothing and does not throw", () => {
    const once = world(true);
    registerItemPiles();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(() => fireReady(once)).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("game.itempiles.API"));
    } finally {
      warn.mockRestore();
    }
  });

  it("names an actor type of the system for piles", () => {
    expect(Object.keys(manifest.documentTypes.Actor)).toContain(itemPilesIntegration().ACTOR_CLASS_TYPE);
  });

  it("quantity and price are paths of the item schema, for every type a pile holds", () => {
    const data = itemPilesIntegration();
    for (const type of PILE_ITEM_TYPES) {
      expect(itemFieldOf(type, data.ITEM_QUANTITY_ATTRIBUTE), `${type} quantity`).toBeDefined();
      expect(itemFieldOf(type, data.ITEM_PRICE_ATTRIBUTE), `${type} price`).toBeDefined();
    }
    expect(itemFieldOf("gear", "system.nothing")).toBeUndefined();
    expect(itemFieldOf("gear", "quantity")).toBeUndefined();
  });

  it("every item type is either piled or filtered out, and the filter names real types", () => {
    const data = itemPilesIntegration();
    const filter = data.ITEM_FILTERS.find((f) => f.path === "type");
    expect(filter).toBeDefined();
    const filtered = filter!.filters.split(",").map((s) => s.trim());
    for (const type of filtered) expect(isItemType(type), type).toBe(true);
    expect(filtered.sort()).toEqual([...NOT_PILE_ITEM_TYPES].sort());
    expect([...filtered, ...PILE_ITEM_TYPES].sort()).toEqual(Object.keys(ITEM_SPECS).sort());
  });

  it("only weapons, armour and containers (per-item equipped, in hand, worn, carried) refuse to stack; gear stacks by name and type", () => {
    const data = itemPilesIntegration();
    expect(data.UNSTACKABLE_ITEM_TYPES.sort()).toEqual([...UNSTACKABLE_ITEM_TYPES].sort());
    for (const type of UNSTACKABLE_ITEM_TYPES) {
      expect(PILE_ITEM_TYPES as readonly string[]).toContain(type);
      const states = ["equipped", "inHand", "worn", "carried"].filter((f) => itemFieldOf(type, `system.${f}`) !== undefined);
      expect(states.length, type).toBeGreaterThan(0);
    }
    expect(data.UNSTACKABLE_ITEM_TYPES).not.toContain("gear");
    expect(data.ITEM_SIMILARITIES).toEqual(["name", "type"]);
  });

  it("registers the characters' purse as the one primary currency: an attribute of the character schema, rate 1", () => {
    const currencies = itemPilesIntegration().CURRENCIES;
    expect(currencies).toHaveLength(1);
    const [purse] = currencies;
    expect(purse).toMatchObject({ type: "attribute", primary: true, exchangeRate: 1, data: { path: "system.coins" } });
    expect(Object.prototype.hasOwnProperty.call(CHARACTER_SPEC, purse!.data.path.slice("system.".length))).toBe(true);
    expect(manifest.documentTypes.Actor).toHaveProperty(itemPilesIntegration().ACTOR_CLASS_TYPE);
    // Its name is a localisation key of the system.
    const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
    const label = purse!.name.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
    expect(typeof label).toBe("string");
  });

  it("the stand-in refuses what Item Piles refuses, and an unknown key", () => {
    const { api } = strictItemPiles();
    const good = itemPilesIntegration();
    expect(() => api.addSystemIntegration({ ...good, ITEM_PRICE_ATTRIBUTE: 3 } as never)).toThrow(/PRICE/);
    expect(() => api.addSystemIntegration({ ...good, ITEM_FILTERS: [{ path: "type" }] } as never)).toThrow(/ITEM_FILTERS/);
    expect(() => api.addSystemIntegration({ ...good, CURRENCY: [] } as never)).toThrow(/unknown key/);
    expect(() => api.addSystemIntegration({ ...good, CURRENCIES: [{ type: "attribute", data: {}, primary: true, exchangeRate: 1 }] } as never)).toThrow(/data.path/);
    expect(() => api.addSystemIntegration(good, "latest")).not.toThrow();
  });
});
