/**
 * The system loads and registers itself: the entry module is imported and its init hook run over
 * permissive stand-ins for Foundry's globals (tests/support/permissive-foundry.ts). What is checked
 * is the system's side: nothing throws, and every document type the manifest declares, every class
 * and every setting is registered where Foundry looks for it, with localised labels. Whether Foundry
 * itself accepts them is for the Quench batches in a live world.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT, localize } from "./support/handlebars";
import { isPermissive, permissive } from "./support/permissive-foundry";
import { BOOK_CONFIG, CONDITION_IDS, PRESETS } from "../module/rules";
import { BOOK_RULESET } from "../module/rules";

type Callback = (...args: unknown[]) => unknown;
const hooks = new Map<string, Callback[]>();
const settings = new Map<string, Record<string, unknown>>();
const keybindings = new Map<string, Record<string, unknown>>();
const menus = new Map<string, Record<string, unknown>>();
/** Every hook the system fired (Hooks.callAll / Hooks.call), with its arguments. */
const fired: unknown[][] = [];
/** World setting values a test sets; unset ones read as their registered default. */
const settingValues = new Map<string, unknown>();
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
    registerMenu: (ns: string, key: string, data: Record<string, unknown>) => void menus.set(`${ns}.${key}`, data),
    get: (ns: string, key: string) => (settingValues.has(`${ns}.${key}`) ? settingValues.get(`${ns}.${key}`) : settings.get(`${ns}.${key}`)?.["default"]),
  };
  game["keybindings"] = { register: (ns: string, key: string, data: Record<string, unknown>) => keybindings.set(`${ns}.${key}`, data) };
  g["game"] = game;
  // Foundry's game.system is a plain package object (not a stand-in): the API is published on it.
  game["system"] = { id: manifest.id };
  game["combats"] = { active: undefined };
  game["user"] = { id: "gm", role: 4, isGM: true };
  // Real values and behaviour where the system depends on them, as strict as Foundry's own.
  const foundryGlobal = g["foundry"] as Record<string, Record<string, unknown>>;
  foundryGlobal["utils"]!["getProperty"] = (obj: unknown, key: string) => read(obj, key);
  (foundryGlobal["helpers"]!["interaction"] as Record<string, unknown>)["KeyboardManager"] = { MODIFIER_KEYS: { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" } };
  g["Hooks"] = {
    on: (name: string, fn: Callback) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    once: (name: string, fn: Callback) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    // As Foundry's callAll: every listener runs (and the call is recorded for the assertions).
    callAll: (name: string, ...args: unknown[]) => {
      fired.push([name, ...args]);
      for (const fn of [...(hooks.get(name) ?? [])]) fn(...args);
      return true;
    },
    call: (name: string, ...args: unknown[]) => {
      fired.push([name, ...args]);
      return true;
    },
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

  it("quenchReady loads the Quench batches (their own chunk, by import()) and registers every one", async () => {
    const handlers = hooks.get("quenchReady") ?? [];
    expect(handlers).toHaveLength(1);
    const keys: string[] = [];
    handlers[0]!({ registerBatch: (key: string) => void keys.push(key) });
    const quenchDir = join(ROOT, "module/quench");
    const written = readdirSync(quenchDir)
      .filter((n) => n.endsWith(".batch.ts"))
      .reduce((sum, n) => sum + readFileSync(join(quenchDir, n), "utf8").split("quench.registerBatch(").length - 1, 0);
    await vi.waitFor(() => expect(keys).toHaveLength(written), { timeout: 10_000 });
    expect(new Set(keys).size).toBe(written);
    for (const key of keys) expect(key).toMatch(/^enchanted-realms\./);
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

  it("every actor and item model keeps migration notes, so a note on any sub-type reaches the GM's report", () => {
    for (const documentName of ["Actor", "Item"]) {
      for (const type of Object.keys((manifest.documentTypes as Record<string, Record<string, unknown>>)[documentName]!)) {
        const cls = (read(config[documentName], "dataModels") as Record<string, { defineSchema(): Record<string, unknown> }>)[type]!;
        expect(Object.keys(cls.defineSchema()), `${documentName}.${type}`).toContain("migrationNotes");
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

  it("the rule variants: a world setting kept out of the list, holding a plain copy of the book, guarded by the Setting pre-hooks", () => {
    const data = settings.get("enchanted-realms.variants");
    expect(data).toMatchObject({ scope: "world", config: false, type: Object });
    expect(() => localize(String(data!["name"]))).not.toThrow();
    expect(data!["default"]).toEqual(BOOK_CONFIG);
    expect(data!["default"]).not.toBe(BOOK_CONFIG);
    expect(Object.isFrozen(data!["default"])).toBe(false);
    expect(Object.isFrozen((data!["default"] as { initiative: object }).initiative)).toBe(false);
    expect(typeof data!["onChange"]).toBe("function");
    expect(hooks.get("preCreateSetting")?.length).toBeGreaterThanOrEqual(1);
    expect(hooks.get("preUpdateSetting")?.length).toBeGreaterThanOrEqual(1);
  });

  it("the Rule Variants menu: restricted to GMs, localised, opening the system's own form application", () => {
    const menu = menus.get("enchanted-realms.variantsMenu");
    expect(menu).toBeDefined();
    expect(menu!["restricted"]).toBe(true);
    for (const key of ["name", "label", "hint"]) expect(() => localize(String(menu![key])), key).not.toThrow();
    const type = menu!["type"] as { DEFAULT_OPTIONS: { tag?: string; window?: { title?: string } }; PARTS: Record<string, { template: string }> };
    expect(typeof type).toBe("function");
    expect(isPermissive(type), "the menu's class is the system's").toBe(false);
    expect(type.DEFAULT_OPTIONS.tag).toBe("form");
    expect(() => localize(String(type.DEFAULT_OPTIONS.window?.title))).not.toThrow();
    for (const part of Object.values(type.PARTS)) {
      expect(part.template).toMatch(/^systems\/enchanted-realms\/templates\//);
      expect(existsSync(join(ROOT, part.template.replace("systems/enchanted-realms/", "")))).toBe(true);
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

// ---------------------------------------------------------------------------
// The public API (docs/development.md, "Public API for macros and modules")
// ---------------------------------------------------------------------------

const DEV_MANUAL = readFileSync(join(ROOT, "docs/development.md"), "utf8");

/** A section of docs/development.md (the developer manual), from its heading to the next heading of the same or a higher level. */
function readmeSection(heading: string): string {
  const start = DEV_MANUAL.indexOf(heading);
  if (start < 0) return "";
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = DEV_MANUAL.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

interface Api {
  version: number;
  rules: Record<string, unknown> & typeof import("../module/api-rules").API_RULES;
  combatClock(combat?: unknown): { round: number; second: number } | null;
  terrainAt(hex: unknown, scene?: unknown): { terrain: string; steep: boolean } | null;
  movementAllowance(token: unknown): Record<string, unknown> | null;
  reachableArea(token: unknown): { start: { i: number; j: number }; budget: number; hexes: Array<{ i: number; j: number; cost: number }> } | null;
  hooks: Record<string, string>;
}

const api = () => (g["game"] as { system: { api: Api } }).system.api;
const SIZE = 100;
const ROW = 87;

/**
 * A stand-in hex grid (pointy-top, odd rows shoved right: Foundry's HEXODDR, type 2): centres from
 * the layout, and the offset of a point is the nearest centre's, as Foundry's grid answers.
 */
function hexGrid(type = 2) {
  const centre = (o: { i: number; j: number }) => ({ x: SIZE * (o.j + (Math.abs(o.i) % 2 === 1 ? 0.5 : 0)) + SIZE / 2, y: ROW * o.i + SIZE / 2 });
  return {
    type,
    getCenterPoint: centre,
    getTopLeftPoint: (o: { i: number; j: number }) => {
      const c = centre(o);
      return { x: c.x - SIZE / 2, y: c.y - SIZE / 2 };
    },
    getOffset: (p: { x: number; y: number }) => {
      const i0 = Math.round((p.y - SIZE / 2) / ROW);
      let best = { i: i0, j: 0 };
      let bestD = Infinity;
      for (let i = i0 - 1; i <= i0 + 1; i++) {
        const j0 = Math.round((p.x - SIZE / 2) / SIZE);
        for (let j = j0 - 1; j <= j0 + 1; j++) {
          const c = centre({ i, j });
          const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
          if (d < bestD) [best, bestD] = [{ i, j }, d];
        }
      }
      return best;
    },
  };
}

type Cell = { i: number; j: number };
let sceneCount = 0;

/** A Scene document stand-in: a 20 × 20 hex map, a default terrain flag, and Terrain regions over listed cells. */
function makeScene(options: { defaultTerrain?: string; regions?: Array<{ terrain: string; steep?: boolean; cells: Cell[] }>; gridType?: number } = {}) {
  const foundryGlobal = g["foundry"] as { documents: { Scene: { prototype: object } } };
  const grid = hexGrid(options.gridType ?? 2);
  const regions = (options.regions ?? []).map((r) => {
    const keys = new Set(r.cells.map((c) => `${c.i},${c.j}`));
    return {
      behaviors: [{ type: "enchanted-realms.terrain", disabled: false, system: { terrain: r.terrain, steep: r.steep === true } }],
      testPoint: (p: { x: number; y: number; elevation: number }) => {
        const o = grid.getOffset(p);
        return keys.has(`${o.i},${o.j}`);
      },
    };
  });
  return Object.assign(Object.create(foundryGlobal.documents.Scene.prototype) as object, {
    id: `scene${++sceneCount}`,
    name: "Stand-in scene",
    grid,
    regions,
    flags: options.defaultTerrain ? { "enchanted-realms": { terrain: options.defaultTerrain } } : {},
    dimensions: { sceneRect: { x: SIZE / 4, y: SIZE / 4, width: 20 * SIZE, height: 20 * ROW } },
  });
}

let tokenCount = 0;

/** A TokenDocument stand-in on a scene, standing at a cell, with an actor's movement profile. */
function makeToken(scene: ReturnType<typeof makeScene>, at: Cell, movement: Partial<{ speed: number; adaptation: object; sureFooted: boolean; encumbranceSteps: number; immobile: boolean }>, extra: Record<string, unknown> = {}) {
  const foundryGlobal = g["foundry"] as { documents: { TokenDocument: { prototype: object } } };
  const actor = {
    system: { profile: { initiative: { quickness: 0, weapon: 0, encumbrance: 0 }, movement: { speed: 0, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, ...movement } } },
    statuses: new Set<string>((extra["statuses"] as string[] | undefined) ?? []),
  };
  const centre = (scene as unknown as { grid: ReturnType<typeof hexGrid> }).grid.getCenterPoint(at);
  return Object.assign(Object.create(foundryGlobal.documents.TokenDocument.prototype) as object, {
    uuid: `Scene.${(scene as { id: string }).id}.Token.t${++tokenCount}`,
    parent: scene,
    actor,
    combatant: null,
    movementHistory: [],
    getCenterPoint: () => ({ ...centre }),
    ...extra,
  });
}

/** A started combat stand-in at a round and second (system.absolute = round·20 + second). */
function combatAt(round: number, second: number) {
  return { started: true, round, system: { absolute: round * 20 + second } };
}

describe("game.system.api", () => {
  const documented = [...readmeSection("## Public API for macros and modules").matchAll(/^\| `api\.(\w+)/gm)].map((m) => m[1]);

  it("is published at init, frozen, on the system's package object", () => {
    expect(api()).toBeDefined();
    expect(Object.isFrozen(api())).toBe(true);
    expect(Object.isFrozen(api().rules)).toBe(true);
    expect(() => {
      (g["game"] as { system: Record<string, unknown> }).system["api"] = {};
    }).toThrow();
  });

  it("has exactly the members docs/development.md documents", () => {
    expect(documented.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(api()).sort()).toEqual([...documented].sort());
    expect(api().version).toBe(2);
  });

  it("rules: exactly the members docs/api.md promises, each the rules core's own", async () => {
    const page = readFileSync(join(ROOT, "docs/api.md"), "utf8");
    const section = page.slice(page.indexOf("## `api.rules`"), page.indexOf("### Still to come"));
    const promised = [...section.matchAll(/^\| (`[^|]+)\|/gm)].flatMap((m) => [...m[1]!.matchAll(/`(\w+)/g)].map((n) => n[1]!));
    expect(promised.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(api().rules).sort()).toEqual([...new Set(promised)].sort());
    const rules = (await import("../module/rules")) as Record<string, unknown>;
    for (const name of promised) expect(api().rules[name], name).toBe(rules[name]);
    // Validators, bounds and the round-transition plan stay internal: they may change in any release.
    for (const internal of ["assertInteger", "MAX_STEPS", "planRoundTransition", "BOOK_CONFIG", "PaintedTerrain"]) {
      expect(rules[internal], internal).toBeDefined();
      expect(api().rules[internal], internal).toBeUndefined();
    }
  });

  it("rules: answers the book's numbers", () => {
    const r = api().rules;
    expect(r.splitPhases(12)).toEqual([4, 3, 3, 2]);
    expect(r.hexesPerRound(12, "forest")).toBe(5);
    expect(r.hexesPerRound(r.SECONDS_PER_ROUND - 8, "forest")).toBe(5);
    expect(r.initiativeScore({ roll: 13, weapon: 2 })).toBe(15);
    expect(r.effectiveDailyMiles(14, 6)).toBe(10);
    expect(r.travelDays(10, "forest", BOOK_RULESET)).toBe(22);
    expect(r.travelDays(3, "forest", BOOK_RULESET)).toBe(6.6);
    expect(() => r.hexesPerRound(-1, "forest")).toThrow(r.RulesError);
  });

  it("combatClock: the round and second of a started combat, the active one by default", () => {
    expect(api().combatClock(combatAt(1, 6))).toEqual({ round: 1, second: 6 });
    expect(api().combatClock(combatAt(3, 20))).toEqual({ round: 3, second: 20 });
    expect(api().combatClock({ started: false, system: { absolute: 26 } })).toBeNull();
    expect(api().combatClock(null)).toBeNull();
    expect(api().combatClock()).toBeNull();
    const game = g["game"] as Record<string, unknown>;
    game["combats"] = { active: combatAt(2, 11) };
    try {
      expect(api().combatClock()).toEqual({ round: 2, second: 11 });
    } finally {
      game["combats"] = { active: undefined };
    }
  });

  it("terrainAt: the scene's default terrain, its Terrain regions (hardest wins, steep if any), by offset or point", () => {
    const scene = makeScene({
      defaultTerrain: "plains",
      regions: [
        { terrain: "forest", cells: [{ i: 3, j: 3 }, { i: 3, j: 4 }] },
        { terrain: "hills", steep: true, cells: [{ i: 3, j: 4 }] },
      ],
    });
    expect(api().terrainAt({ i: 0, j: 0 }, scene)).toEqual({ terrain: "plains", steep: false });
    expect(api().terrainAt({ i: 3, j: 3 }, scene)).toEqual({ terrain: "forest", steep: false });
    expect(api().terrainAt({ i: 3, j: 4 }, scene)).toEqual({ terrain: "hills", steep: true });
    const centre = hexGrid().getCenterPoint({ i: 3, j: 3 });
    expect(api().terrainAt({ x: centre.x + 10, y: centre.y - 10 }, scene)).toEqual({ terrain: "forest", steep: false });
  });

  it("terrainAt: null for a malformed hex, a square or gridless scene, or no scene", () => {
    const scene = makeScene({ defaultTerrain: "plains" });
    for (const bad of [null, {}, { i: 1.5, j: 0 }, { i: "1", j: 0 }, { x: Number.NaN, y: 0 }, { x: Infinity, y: 1 }]) {
      expect(api().terrainAt(bad, scene), JSON.stringify(bad)).toBeNull();
    }
    expect(api().terrainAt({ i: 0, j: 0 }, makeScene({ gridType: 1 }))).toBeNull();
    expect(api().terrainAt({ i: 0, j: 0 }, makeScene({ gridType: 0 }))).toBeNull();
    expect(api().terrainAt({ i: 0, j: 0 }, { grid: hexGrid() })).toBeNull();
    expect(api().terrainAt({ i: 0, j: 0 })).toBeNull();
  });

  it("movementAllowance: outside combat, a whole round in the terrain the token stands in", () => {
    const scene = makeScene({ regions: [{ terrain: "forest", cells: [{ i: 5, j: 5 }] }] });
    const open = api().movementAllowance(makeToken(scene, { i: 1, j: 1 }, { speed: 12 }));
    expect(open).toMatchObject({ window: { kind: "round" }, phase: undefined, reason: null, terrain: { terrain: "optimal", steep: false }, effectiveTerrain: "optimal", hexes: 12, spent: 0, remaining: 12 });
    const forest = api().movementAllowance(makeToken(scene, { i: 5, j: 5 }, { speed: 12 }));
    expect(forest).toMatchObject({ terrain: { terrain: "forest" }, effectiveTerrain: "forest", hexes: 5, remaining: 5 });
    // An elf crosses forest as tundra: 7 hexes rather than 5 (RULES.md §4).
    const elf = api().movementAllowance(makeToken(scene, { i: 5, j: 5 }, { speed: 12, adaptation: api().rules.ELF }));
    expect(elf).toMatchObject({ terrain: { terrain: "forest" }, effectiveTerrain: "tundra", hexes: 7 });
    expect((elf!["allowances"] as Record<string, number>)["forest"]).toBe(5);
  });

  it("movementAllowance: in combat, the clock's phase; between movement seconds, nothing", () => {
    const scene = makeScene();
    const at = (second: number) => api().movementAllowance(makeToken(scene, { i: 2, j: 2 }, { speed: 12 }, { combatant: { parent: combatAt(1, second) } }));
    // 12 hexes a round become 4, 3, 3 and 2 at seconds 1, 6, 11 and 16.
    expect([1, 6, 11, 16].map((s) => at(s)!["hexes"])).toEqual([4, 3, 3, 2]);
    expect(at(6)).toMatchObject({ window: { kind: "phase", phase: 1 }, phase: 1, reason: null, remaining: 3 });
    expect(at(2)).toMatchObject({ window: { kind: "closed" }, phase: null, reason: "notMovementSecond", hexes: 0, remaining: 0 });
  });

  it("movementAllowance: what the movement history used is spent; a condition that stops movement is the reason", () => {
    const scene = makeScene();
    const fresh = api().movementAllowance(makeToken(scene, { i: 2, j: 2 }, { speed: 12 }, { combatant: { parent: combatAt(1, 1) } }))!;
    const budget = fresh["budget"] as number;
    const half = api().movementAllowance(
      makeToken(scene, { i: 2, j: 2 }, { speed: 12 }, { combatant: { parent: combatAt(1, 1) }, movementHistory: [{ cost: budget / 2 }] }),
    )!;
    expect(half["spent"]).toBe(budget / 2);
    expect(half["remaining"]).toBe(2);
    const held = api().movementAllowance(makeToken(scene, { i: 2, j: 2 }, { speed: 12 }, { statuses: ["restrained"] }))!;
    expect(held["reason"]).toBe("restrained");
    expect(held["hexes"]).toBe(0);
  });

  it("GA-3: movementAllowance of a combatant marked surprised under A5E: 0 with the reason \"surprised\" in round 1, 4 in round 2", () => {
    const scene = makeScene();
    // What a saved change runs on every client: the setting's onChange.
    const forget = () => (settings.get("enchanted-realms.variants")!["onChange"] as () => void)();
    const at = (round: number) =>
      api().movementAllowance(makeToken(scene, { i: 2, j: 2 }, { speed: 12 }, { combatant: { parent: combatAt(round, 1), system: { variant: { surprised: true } } } }))!;
    const ui = g["ui"];
    g["ui"] = { ...(ui as object), combat: { render: () => undefined } };
    g["document"] = { getElementById: () => null };
    settingValues.set("enchanted-realms.variants", PRESETS.a5e);
    forget();
    try {
      expect(at(1)).toMatchObject({ phase: 0, reason: "surprised", hexes: 0, remaining: 0 });
      expect(at(2)).toMatchObject({ phase: 0, reason: null, hexes: 4, remaining: 4 });
    } finally {
      settingValues.delete("enchanted-realms.variants");
      forget();
      g["ui"] = ui;
      delete g["document"];
    }
    // Under the book the mark is ignored.
    expect(at(1)).toMatchObject({ reason: null, hexes: 4 });
  });

  it("movementAllowance: a Token placeable works through its document; anything else is null", () => {
    const scene = makeScene();
    const document = makeToken(scene, { i: 2, j: 2 }, { speed: 4 });
    expect(api().movementAllowance({ document })).toMatchObject({ hexes: 4 });
    expect(api().movementAllowance(null)).toBeNull();
    expect(api().movementAllowance({ parent: scene, actor: {} })).toBeNull();
    expect(api().movementAllowance(makeToken(makeScene({ gridType: 1 }), { i: 2, j: 2 }, { speed: 4 }))).toBeNull();
    expect(api().movementAllowance(makeToken(scene, { i: 2, j: 2 }, { speed: 4 }, { actor: null }))).toBeNull();
  });

  it("reachableArea: every hex within the allowance, its own first at cost 0, in order of cost", () => {
    const scene = makeScene();
    const one = api().reachableArea(makeToken(scene, { i: 6, j: 6 }, { speed: 1 }))!;
    expect(one.start).toEqual({ i: 6, j: 6 });
    expect(one.hexes[0]).toEqual({ i: 6, j: 6, cost: 0 });
    expect(one.hexes).toHaveLength(7);
    const two = api().reachableArea(makeToken(scene, { i: 6, j: 6 }, { speed: 2 }))!;
    expect(two.hexes).toHaveLength(19);
    const costs = two.hexes.map((h) => h.cost);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    for (const h of two.hexes) expect(h.cost).toBeLessThanOrEqual(two.budget);
    // The neighbours of (6, 6) on an odd-r grid (row 6 even): all at distance 1.
    for (const n of [{ i: 6, j: 5 }, { i: 6, j: 7 }, { i: 5, j: 5 }, { i: 5, j: 6 }, { i: 7, j: 5 }, { i: 7, j: 6 }]) {
      expect(one.hexes.map((h) => `${h.i},${h.j}`)).toContain(`${n.i},${n.j}`);
    }
  });

  it("reachableArea: terrain slows it, the map edge and a spent budget bound it", () => {
    const forestCells: Cell[] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) forestCells.push({ i, j });
    const forest = makeScene({ regions: [{ terrain: "forest", cells: forestCells }] });
    // Speed 2 in forest: 2 ÷ 2.2 rounds to 1 hex.
    expect(api().reachableArea(makeToken(forest, { i: 6, j: 6 }, { speed: 2 }))!.hexes).toHaveLength(7);
    const corner = api().reachableArea(makeToken(makeScene(), { i: 0, j: 0 }, { speed: 1 }))!;
    expect(corner.hexes.every((h) => h.i >= 0 && h.j >= 0)).toBe(true);
    expect(corner.hexes.length).toBeLessThan(7);
    const scene = makeScene();
    const budget = api().movementAllowance(makeToken(scene, { i: 6, j: 6 }, { speed: 2 }))!["budget"] as number;
    const spent = api().reachableArea(makeToken(scene, { i: 6, j: 6 }, { speed: 2 }, { movementHistory: [{ cost: budget }] }))!;
    expect(spent.hexes).toEqual([{ i: 6, j: 6, cost: 0 }]);
    expect(api().reachableArea(null)).toBeNull();
  });
});

describe("the system's own hooks (docs/development.md, Hooks)", () => {
  const documented = [...readmeSection("### Hooks").matchAll(/^\| `(enchanted-realms\.[\w.]+)`/gm)].map((m) => m[1]);

  it("every hook the code fires under the system's name is documented, and api.hooks names them", () => {
    const sources = readdirSync(join(ROOT, "module"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(f));
    const names = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(join(ROOT, "module", file), "utf8");
      for (const m of text.matchAll(/Hooks\.call(?:All)?\(\s*("[^"]+"|`[^`]+`|'[^']+'|[A-Z_]+)/g)) {
        const arg = m[1]!;
        const name = /^[A-Z_]+$/.test(arg) ? Object.values(api().hooks).find((h) => text.includes(`${arg} = "${h}"`)) ?? arg : arg.slice(1, -1);
        if (!/^(combat|update|create|delete|render|pre)/.test(name)) names.add(name);
      }
    }
    expect([...names].sort()).toEqual([...documented].sort());
    expect(Object.values(api().hooks).sort()).toEqual([...documented].sort());
  });

  it("enchanted-realms.clockChange fires with the Combat and its new clock when an update moves the clock, and only then", async () => {
    const handlers = hooks.get("updateCombat") ?? [];
    expect(handlers.length).toBeGreaterThan(0);
    // The marker's refresh (another updateCombat handler) looks for its element in the page: there is none.
    g["document"] = { getElementById: () => null };
    try {
      const combat = combatAt(1, 6);
      const run = (changed: unknown) => {
        fired.length = 0;
        for (const fn of handlers) fn(combat, changed, {}, "gm");
        return fired.filter((f) => f[0] === api().hooks.clockChange);
      };
      const moved = run({ system: { absolute: 26 } });
      expect(moved).toHaveLength(1);
      expect(moved[0]![1]).toBe(combat);
      expect(moved[0]![2]).toEqual({ round: 1, second: 6 });
      expect(run({ round: 2 })).toHaveLength(0);
      expect(run({ system: { rolledRound: 2 } })).toHaveLength(0);
      // Ended: the clock reads null once the combat is no longer started.
      const stopped = { started: false, system: { absolute: 0 } };
      fired.length = 0;
      for (const fn of handlers) fn(stopped, { system: { absolute: 0 } }, {}, "gm");
      expect(fired.filter((f) => f[0] === api().hooks.clockChange)).toEqual([[api().hooks.clockChange, stopped, null]]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      delete g["document"];
    }
  });
});

describe("the clock's keybindings", () => {
  /**
   * Core's default bindings (Game Controls, https://foundryvtt.com/article/controls, v13.350): the
   * system's defaults may not take any of them.
   */
  const CORE_DEFAULTS = [
    "F5", "Control+F5", "Escape", "Space", "Shift+KeyC", "BracketLeft", "BracketRight", "Tab", "PageUp", "PageDown", "NumpadAdd", "NumpadSubtract",
    "Delete", "Backspace", "Control+KeyC", "Control+KeyV", "Control+KeyZ", "Control+KeyA", "KeyC", "KeyT",
    ...["KeyW", "KeyA", "KeyS", "KeyD", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].flatMap((k) => [k, `Shift+${k}`, `Control+${k}`]),
    ...["Digit1", "Digit2", "Digit3", "Digit4", "Digit5", "Digit6", "Digit7", "Digit8", "Digit9", "Digit0"].flatMap((k) => [k, `Alt+${k}`]),
    "AltLeft", "AltRight",
  ];
  const combo = (b: { key: string; modifiers?: string[] }) => [...(b.modifiers ?? [])].sort().concat(b.key).join("+");

  it("next and previous stop are registered with localised names and hints, open to every role (the handler checks)", () => {
    for (const action of ["clockNext", "clockPrevious"]) {
      const data = keybindings.get(`enchanted-realms.${action}`);
      expect(data, action).toBeDefined();
      expect(() => localize(String(data!["name"]))).not.toThrow();
      expect(() => localize(String(data!["hint"]))).not.toThrow();
      expect(data!["restricted"]).toBe(false);
    }
    expect(keybindings.get("enchanted-realms.clockNext")!["editable"]).toEqual([{ key: "Period", modifiers: ["Shift"] }]);
    expect(keybindings.get("enchanted-realms.clockPrevious")!["editable"]).toEqual([{ key: "Comma", modifiers: ["Shift"] }]);
  });

  /**
   * The one deliberate overlap: the terrain painter asks for Ctrl+Z to undo the last terrain stroke. It is
   * registered at PRIORITY and handles the press only while the painting layer is active; anywhere
   * else it returns false, so core's own Ctrl+Z (undo) runs.
   */
  const PASS_THROUGH_OVERLAPS = new Map([["enchanted-realms.undoPaintStroke", "Control+KeyZ"]]);

  it("no default clashes with core's defaults or with another of the system's, but the documented pass-through", () => {
    const ours = [...keybindings.entries()].flatMap(([id, d]) => (d["editable"] as Array<{ key: string; modifiers?: string[] }>).map((b) => [id, combo(b)] as const));
    const combos = ours.map(([, c]) => c);
    expect(new Set(combos).size).toBe(combos.length);
    for (const [id, c] of ours) {
      if (PASS_THROUGH_OVERLAPS.get(id) === c) continue;
      expect(CORE_DEFAULTS, `${id}: ${c}`).not.toContain(c);
    }
  });

  it("the terrain-stroke undo leaves Ctrl+Z to core while the painting layer is not active, and takes it while it is", async () => {
    const data = keybindings.get("enchanted-realms.undoPaintStroke");
    expect(data, "undoPaintStroke registered").toBeDefined();
    expect(combo((data!["editable"] as Array<{ key: string; modifiers?: string[] }>)[0]!)).toBe("Control+KeyZ");
    expect(data!["restricted"]).toBe(true);
    const { PAINT_LAYER, TerrainPaintLayer } = await import("../module/canvas/terrain-paint-layer");
    const press = () => (data!["onDown"] as (c: unknown) => boolean)({});
    // The system's painting layer, as the canvas holds it under its layer name.
    const layer = (active: boolean) => Object.assign(Object.create(TerrainPaintLayer.prototype) as object, { active });
    const canvasBefore = g["canvas"];
    try {
      // No canvas, or a canvas whose painting layer is not active: the press is not consumed.
      g["canvas"] = undefined;
      expect(press()).toBe(false);
      g["canvas"] = { [PAINT_LAYER]: layer(false), scene: null };
      expect(press()).toBe(false);
      // Painting: the press is the stroke undo's (with no scene viewed it has nothing to undo).
      g["canvas"] = { [PAINT_LAYER]: layer(true), scene: null };
      expect(press()).toBe(true);
    } finally {
      g["canvas"] = canvasBefore;
    }
  });

  it("a press steps the active combat's clock for whoever may run it; otherwise it passes through", async () => {
    const { ERCombat } = await import("../module/combat/documents");
    const game = g["game"] as Record<string, unknown>;
    const steps: number[] = [];
    const combat = Object.assign(Object.create(ERCombat.prototype) as object, {
      started: true,
      advance: async (direction: number) => void steps.push(direction),
    });
    const press = (action: string) => (keybindings.get(`enchanted-realms.${action}`)!["onDown"] as (c: unknown) => boolean)({});
    const user = game["user"];
    try {
      // No active combat, or not one of ours: not used.
      expect(press("clockNext")).toBe(false);
      game["combats"] = { active: { started: true, advance: () => steps.push(99) } };
      expect(press("clockNext")).toBe(false);
      game["combats"] = { active: combat };
      expect(press("clockNext")).toBe(true);
      expect(press("clockPrevious")).toBe(true);
      expect(steps).toEqual([1, -1]);
      // A trusted player may not, unless the setting admits trusted players.
      game["user"] = { id: "p", role: 2, isGM: false };
      expect(press("clockNext")).toBe(false);
      settingValues.set("enchanted-realms.advanceRole", "trusted");
      expect(press("clockNext")).toBe(true);
      game["user"] = { id: "q", role: 1, isGM: false };
      expect(press("clockNext")).toBe(false);
      expect(steps).toEqual([1, -1, 1]);
      // A combat that has not begun is not stepped.
      game["user"] = user;
      game["combats"] = { active: Object.assign(Object.create(ERCombat.prototype) as object, { started: false, advance: () => steps.push(98) }) };
      expect(press("clockNext")).toBe(false);
      expect(steps).toEqual([1, -1, 1]);
    } finally {
      game["user"] = user;
      game["combats"] = { active: undefined };
      settingValues.delete("enchanted-realms.advanceRole");
    }
  });
});

describe("the escalation die follows the rule-variant setting", () => {
  it("a change of the variants setting (its onChange) fires enchanted-realms.variantsChanged, which re-renders the tracker", async () => {
    const onChange = settings.get("enchanted-realms.variants")!["onChange"] as () => void;
    expect(hooks.get("enchanted-realms.variantsChanged")?.length ?? 0).toBeGreaterThanOrEqual(3);
    const before = g["ui"];
    let renders = 0;
    g["ui"] = { ...(before as object), combat: { render: () => void renders++ } };
    g["document"] = { getElementById: () => null };
    try {
      onChange();
      expect(renders).toBeGreaterThanOrEqual(1);
      expect(fired.some((f) => f[0] === "enchanted-realms.variantsChanged")).toBe(true);
      // Other settings do not fire it: only the variants setting's onChange announces a change.
      const before = fired.length;
      for (const [key, data] of settings) if (key !== "enchanted-realms.variants" && /tickMode|advanceRole|playersRoll/.test(key)) (data["onChange"] as ((v?: unknown) => void) | undefined)?.(data["default"]);
      expect(fired.slice(before).some((f) => f[0] === "enchanted-realms.variantsChanged")).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      g["ui"] = before;
      delete g["document"];
    }
  });
});
