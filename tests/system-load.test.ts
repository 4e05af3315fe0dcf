/**
 * The system loads and registers itself: the entry module is imported and its init hook run over
 * permissive stand-ins for Foundry's globals (tests/support/permissive-foundry.ts). What is checked
 * is the system's side: nothing throws, and every document type the manifest declares, every class
 * and every setting is registered where Foundry looks for it, with localised labels. Whether Foundry
 * itself accepts them is for the Quench batches in a live world.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, localize } from "./support/handlebars";
import { isPermissive, permissive } from "./support/permissive-foundry";
import { CONDITION_IDS } from "../module/rules";

type Callback = (...args: unknown[]) => unknown;
const hooks = new Map<string, Callback[]>();
const settings = new Map<string, Record<string, unknown>>();
const keybindings = new Map<string, Record<string, unknown>>();
const sheets: Array<{ documentName: string; scope: string; name: string; types: string[]; label: string }> = [];
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  id: string;
  documentTypes: Record<string, Record<string, unknown>>;
};

const g = globalThis as Record<string, unknown>;
let config: Record<string, Record<string, unknown>>;
let initError: unknown = null;

function read(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

beforeAll(async () => {
  for (const name of ["foundry", "ui", "canvas", "Combat", "Combatant", "Actor", "Item", "Roll", "ChatMessage", "TokenDocument", "Token", "Scene", "User", "CONST", "Handlebars", "PIXI", "fromUuid", "TextEditor", "ActiveEffect"]) {
    g[name] = permissive(name);
  }
  const collections = (g["foundry"] as Record<string, Record<string, Record<string, unknown>>>)["documents"]!["collections"]!;
  for (const documentName of ["Actors", "Items"]) {
    collections[documentName] = {
      registerSheet: (scope: string, cls: { name: string }, options: { types?: string[]; label?: string }) =>
        sheets.push({ documentName, scope, name: cls.name, types: options.types ?? [], label: options.label ?? "" }),
      unregisterSheet: () => undefined,
    };
  }
  config = permissive("CONFIG") as unknown as Record<string, Record<string, unknown>>;
  // Core's movement actions exist before init: the system adds cost functions to them.
  (config["Token"] as Record<string, unknown>)["movement"] = { actions: { walk: { teleport: false }, fly: { teleport: false }, blink: { teleport: true } } };
  config["statusEffects"] = [] as unknown as Record<string, unknown>;
  g["CONFIG"] = config;
  const game = permissive("game") as Record<string, unknown>;
  game["release"] = { generation: 13 };
  game["i18n"] = { localize: (k: string) => k, format: (k: string) => k, has: () => true };
  game["settings"] = {
    register: (ns: string, key: string, data: Record<string, unknown>) => settings.set(`${ns}.${key}`, data),
    registerMenu: () => undefined,
    get: (ns: string, key: string) => settings.get(`${ns}.${key}`)?.["default"],
  };
  game["keybindings"] = { register: (ns: string, key: string, data: Record<string, unknown>) => keybindings.set(`${ns}.${key}`, data) };
  g["game"] = game;
  g["Hooks"] = {
    on: (name: string, fn: Callback) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    once: (name: string, fn: Callback) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    callAll: () => true,
    call: () => true,
  };

  await import("../module/enchanted-realms");
  try {
    for (const fn of hooks.get("init") ?? []) fn();
  } catch (error) {
    initError = error;
  }
});

describe("the system loads in Foundry's shape", () => {
  it("the entry module imports and its init hook runs without throwing", () => {
    expect(hooks.get("init")?.length).toBeGreaterThan(0);
    expect(initError).toBeNull();
  });

  it("every document sub-type the manifest declares has a data model registered", () => {
    for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
      for (const type of Object.keys(types)) {
        const model = read(config[documentName], "dataModels") as Record<string, unknown>;
        const cls = model[type];
        expect(typeof cls, `${documentName}.${type}`).toBe("function");
        expect(isPermissive(cls), `${documentName}.${type} is the system's own class`).toBe(false);
      }
    }
  });

  it("combat, combatants, the tracker and the token ruler are the system's classes", () => {
    for (const path of ["Combat.documentClass", "Combatant.documentClass", "Combat.dataModels.base", "Combatant.dataModels.base", "ui.combat", "Token.rulerClass"]) {
      const value = read(config, path);
      expect(typeof value, path).toBe("function");
      expect(isPermissive(value), path).toBe(false);
    }
    expect(read(config, "Combat.initiative")).toMatchObject({ formula: expect.stringMatching(/2d10/) });
  });

  it("every movement action but teleports costs by terrain", () => {
    const actions = read(config, "Token.movement.actions") as Record<string, { getCostFunction?: unknown }>;
    expect(typeof actions["walk"]?.getCostFunction).toBe("function");
    expect(typeof actions["fly"]?.getCostFunction).toBe("function");
    expect(actions["blink"]?.getCostFunction).toBeUndefined();
  });

  it("the conditions of RULES.md §7 are status effects with localised names", () => {
    const effects = config["statusEffects"] as unknown as Array<{ id: string; name: string; img: string }>;
    const ids = effects.map((e) => e.id);
    for (const id of CONDITION_IDS) expect(ids).toContain(id);
    for (const effect of effects.filter((e) => CONDITION_IDS.includes(e.id as (typeof CONDITION_IDS)[number]))) {
      expect(() => localize(effect.name)).not.toThrow();
      expect(effect.img).toMatch(/\.(svg|webp|png)$/);
    }
  });

  it("every setting and keybinding is registered with a localised name and hint", () => {
    expect(settings.size).toBeGreaterThanOrEqual(8);
    for (const [key, data] of [...settings, ...keybindings]) {
      if (data["config"] === false) continue;
      expect(() => localize(String(data["name"])), `${key} name`).not.toThrow();
      if (data["hint"] !== undefined) expect(() => localize(String(data["hint"])), `${key} hint`).not.toThrow();
    }
  });

  it("world settings with choices default to one of their choices", () => {
    for (const [key, data] of settings) {
      const choices = data["choices"] as Record<string, string> | undefined;
      if (!choices) continue;
      expect(Object.keys(choices), key).toContain(String(data["default"]));
      for (const label of Object.values(choices)) expect(() => localize(label), `${key}: ${label}`).not.toThrow();
    }
  });

  it("every actor and item type has a sheet registered under its own class name and a localised label", () => {
    for (const [documentName, collection] of [["Actor", "Actors"], ["Item", "Items"]] as const) {
      const registered = sheets.filter((r) => r.documentName === collection);
      const names = registered.map((r) => r.name);
      expect(new Set(names).size, `${collection} sheet names are distinct`).toBe(names.length);
      for (const r of registered) {
        expect(r.scope).toBe(manifest.id);
        expect(r.name, "a sheet class has a name (Foundry ids sheets by it)").toMatch(/^[A-Z]\w*Sheet$/);
        expect(() => localize(r.label)).not.toThrow();
      }
      const covered = new Set(registered.flatMap((r) => r.types));
      for (const type of Object.keys(manifest.documentTypes[documentName] ?? {})) expect(covered, `${documentName}.${type}`).toContain(type);
    }
  });
});
