/**
 * Every compendium source entry validates against the models' field specs (the same bounds as the
 * schemas and the pre-update check), and the shipped numbers give the book's results.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTOR_SPECS, isActorType, validateActorSystem } from "./spec";
import { ITEM_SPECS, isItemType, validateItemSystem } from "../items/spec";
import { deriveActor, type ActorSourceInput } from "./derive";
import { raceApplication, type RaceData } from "../items/race";
import { flattenPaths } from "../data/field-spec";

const ROOT = resolve(import.meta.dirname, "../..");
/**
 * Fields the pack sources may still leave out, their schema's initial value standing in (an item
 * carried loose, a creature towing nothing): the containers fields arrived while the packs were
 * being edited elsewhere. Remove an entry once the pack sources carry it.
 */
const PACK_MAY_OMIT: Readonly<Record<"Item" | "Actor", readonly string[]>> = { Item: [], Actor: [] };
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; type: string; label: string; path: string }[];
};

interface PackDoc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: PackDoc[];
  pages?: (PackDoc & { text?: { content?: string } })[];
}

function entries(pack: string): PackDoc[] {
  const dir = join(ROOT, "packs", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as PackDoc);
}

const ID = /^[A-Za-z0-9]{16}$/;
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", JournalEntry: "journal", Adventure: "adventures", Macro: "macros" };
/** The members `createApi` publishes (module/api.ts), read from its source: what a pack's macro may call. */
const API_MEMBERS = new Set([...(/return Object\.freeze\(\{([\s\S]*?)\n {2}\}\);/.exec(readFileSync(join(ROOT, "module/api.ts"), "utf8"))?.[1] ?? "").matchAll(/^\s*(\w+)[,:]/gm)].map((m) => m[1]!));
const LANG = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
const langHas = (key: string) => key.split(".").reduce<unknown>((o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), LANG) !== undefined;

describe("compendium packs", () => {
  it("system.json lists the eight packs", () => {
    expect(manifest.packs.map((p) => p.name).sort()).toEqual(["armour", "creatures", "gear", "quickstart", "races", "rules", "weapons", "world-actions"]);
  });

  for (const pack of manifest.packs) {
    describe(pack.name, () => {
      const docs = entries(pack.name);
      it("has entries with unique 16-character ids and matching keys", () => {
        expect(docs.length).toBeGreaterThan(0);
        expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
        for (const doc of docs) {
          expect(doc._id).toMatch(ID);
          expect(doc._key).toBe(`!${COLLECTION[pack.type]}!${doc._id}`);
        }
      });

      if (pack.type === "Item" || pack.type === "Actor") {
        it.each(docs.map((d) => [d.name, d] as const))("%s validates against its model and fills every field", (_name, doc) => {
          if (pack.type === "Item") {
            expect(isItemType(doc.type)).toBe(true);
            if (!isItemType(doc.type)) return;
            expect(validateItemSystem(doc.type, doc.system, true)).toEqual([]);
            const omitted = PACK_MAY_OMIT.Item;
            expect(Object.keys(flattenPaths(doc.system)).filter((k) => !omitted.includes(k)).sort()).toEqual([...Object.keys(ITEM_SPECS[doc.type]).filter((k) => !omitted.includes(k)), "description"].sort());
          } else {
            expect(isActorType(doc.type)).toBe(true);
            if (!isActorType(doc.type)) return;
            expect(validateActorSystem(doc.type, doc.system, true)).toEqual([]);
            const omitted = PACK_MAY_OMIT.Actor;
            expect(Object.keys(flattenPaths(doc.system)).filter((k) => !omitted.includes(k)).sort()).toEqual([...Object.keys(ACTOR_SPECS[doc.type]).filter((k) => !omitted.includes(k)), "notes"].sort());
          }
        });
      }

      if (pack.type === "Macro") {
        it("holds script macros that call only the system's API and name only existing language keys", () => {
          expect(API_MEMBERS.has("twistingHaze")).toBe(true);
          for (const doc of docs as (PackDoc & { command?: string })[]) {
            expect(doc.type).toBe("script");
            const calls = [...(doc.command ?? "").matchAll(/game\.system\.api\.(\w+)/g)].map((m) => m[1]!);
            expect(calls.length).toBeGreaterThan(0);
            for (const name of calls) expect(API_MEMBERS.has(name), name).toBe(true);
            for (const m of (doc.command ?? "").matchAll(/"(ER\.[\w.]+)"/g)) expect(langHas(m[1]!), m[1]).toBe(true);
          }
        });
      }

      if (pack.type === "JournalEntry") {
        it("holds text pages with embedded keys", () => {
          for (const doc of docs) {
            expect(doc.pages?.length).toBeGreaterThanOrEqual(5);
            for (const page of doc.pages ?? []) {
              expect(page._id).toMatch(ID);
              expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
              expect(page.text?.content?.length).toBeGreaterThan(100);
            }
          }
        });
      }
    });
  }
});

describe("the validator refuses bad pack entries", () => {
  it("flags a negative weight, an unknown field and a bad group", () => {
    expect(validateItemSystem("gear", { weight: -1, quantity: 1 }, true).map((p) => p.path)).toEqual(["weight"]);
    expect(validateItemSystem("weapon", { initiative: 2 }, true).map((p) => p.path)).toEqual(["initiative"]);
    expect(validateActorSystem("creature", { encumbrance: { group: "beast" } }).map((p) => p.path)).toEqual(["encumbrance.group"]);
  });
});

function byName(pack: string, name: string): PackDoc {
  const doc = entries(pack).find((d) => d.name === name);
  if (!doc) throw new Error(`${name} missing from ${pack}`);
  return doc;
}

describe("shipped numbers give the book's results", () => {
  const creature = (name: string, carried: number) =>
    deriveActor({
      type: "creature",
      system: byName("creatures", name).system as unknown as ActorSourceInput,
      items: carried > 0 ? [{ type: "gear", system: { weight: carried, quantity: 1 } }] : [],
      worldTime: 0,
    }).derived;

  it.each([
    ["Pack Animal", 525, 23, 41, 38],
    ["Lizard Steed", 1040, 14, 32, 24],
    ["Mule", 720, 10, 22, 19],
  ] as const)("%s carrying %i lb: %i hexes, %i miles, [%i]", (name, carried, hexes, miles, eff) => {
    const d = creature(name, carried);
    expect(d.movement.hexesPerRound).toBe(hexes);
    expect(d.travel.milesAfterSteps).toBe(miles);
    expect(d.travel.effectiveMiles).toBe(eff);
  });

  // The book says sure-footedness "applies mostly to mounts and multi-legged creatures" and
  // names none of these; each entry decides and says so in its notes.
  it.each([
    ["Mule", true],
    ["Lizard Steed", true],
    ["Pack Animal", true],
    ["Mastiff", false],
  ] as const)("%s: sure-footed %s, decided in its notes", (name, sureFooted) => {
    const doc = byName("creatures", name);
    const system = doc.system as { movement: { sureFooted: boolean }; notes: string };
    expect(system.movement.sureFooted).toBe(sureFooted);
    expect(system.notes).toMatch(sureFooted ? /<strong>Sure-footed:<\/strong>/ : /<strong>Not sure-footed:<\/strong>/);
    expect(system.notes).toContain("the book does not say");
    // Sure-footed on hills moves as in forest (docs/rules.md §4), unless the ground is steep.
    expect(creature(name, 0).movement.terrains.hills.effective).toBe(sureFooted ? "forest" : "hills");
  });

  it("the mastiff cannot move under 21 lb", () => {
    expect(creature("Mastiff", 21).encumbrance.immobile).toBe(true);
    expect(creature("Mastiff", 20).encumbrance.immobile).toBe(false);
  });

  it("fists −2 and great axe +2", () => {
    expect(byName("weapons", "Fists").system?.["initiativeModifier"]).toBe(-2);
    expect(byName("weapons", "Great Axe").system?.["initiativeModifier"]).toBe(2);
  });

  const character = (raceName: string, bodyWeight = 0, carried = 0) => {
    const race = byName("races", raceName) as unknown as RaceData;
    const update = raceApplication(race, { bodyWeight }, []).update.system as {
      movement: { speed?: number; sureFooted: boolean; adaptation: Record<string, string> };
      bodyWeight?: number;
    };
    return deriveActor({
      type: "character",
      system: {
        bodyWeight: update.bodyWeight ?? bodyWeight,
        quickness: 0,
        movement: { speed: update.movement.speed ?? 12, milesPerDay: 20, sureFooted: update.movement.sureFooted, adaptation: update.movement.adaptation },
        encumbrance: { towing: false },
        load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
        march: { hours: 0, priorSteps: 0, travelHours: 0 },
      },
      items: carried > 0 ? [{ type: "gear", system: { weight: carried, quantity: 1 } }] : [],
      worldTime: 0,
    }).derived;
  };

  it("an elf moves 7 in forest and 4 in swamp; a saurian 4 and 6", () => {
    expect(character("Elf", 120).movement.terrains.forest.hexesPerRound).toBe(7);
    expect(character("Elf", 120).movement.terrains.swamp.hexesPerRound).toBe(4);
    expect(character("Saurian", 200).movement.terrains.forest.hexesPerRound).toBe(4);
    expect(character("Saurian", 200).movement.terrains.swamp.hexesPerRound).toBe(6);
  });

  it("the arachnician is sure-footed", () => {
    expect(character("Arachnician", 100).movement.terrains.hills.effective).toBe("forest");
  });

  it("a gryf carries 25 lb (30 lb is one step); an orc 50 lb", () => {
    expect(character("Gryf").encumbrance.capacity).toBe(25);
    expect(character("Gryf", 0, 30).encumbrance.steps).toBe(1);
    expect(character("Orc").encumbrance.capacity).toBe(50);
    expect(character("Orc", 0, 50).encumbrance.steps).toBe(0);
  });
});
