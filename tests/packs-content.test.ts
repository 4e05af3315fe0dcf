/**
 * The compendium carries playable numbers (shared/reviews/first-hour.md §4): every number the book
 * gives (RULES.md §4, §6), and a sample value, said to be one, wherever the book gives none. A sample
 * is listed by field path in the entry's `flags.enchanted-realms.sample`, and its description (or
 * notes) says "Sample value". A weight of 0 is allowed only on a natural attack (fists, a bite:
 * `flags.enchanted-realms.natural`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { validateItemSystem, isItemType } from "../module/items/spec";
import { flattenPaths } from "../module/data/field-spec";
import { variantActorParts } from "../module/combat/variant-input";

const ROOT = resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { packs: { name: string; type: string }[] };

interface Doc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  items?: Doc[];
  flags?: { "enchanted-realms"?: { sample?: string[]; natural?: boolean } };
}

const docs: { pack: string; doc: Doc }[] = manifest.packs
  .filter((p) => p.type === "Item" || p.type === "Actor")
  .flatMap((p) =>
    readdirSync(join(ROOT, "packs", p.name))
      .filter((f) => f.endsWith(".json"))
      .map((f) => ({ pack: p.name, doc: JSON.parse(readFileSync(join(ROOT, "packs", p.name, f), "utf8")) as Doc })),
  );
/** Every item: the pack's own and those embedded in its actors. */
const items = docs.flatMap(({ pack, doc }) => (doc.items ? doc.items.map((i) => ({ pack, doc: i, owner: doc.name })) : [{ pack, doc, owner: "" }]));
const actors = docs.filter(({ doc }) => doc.type === "character" || doc.type === "creature").map(({ doc }) => doc);
const label = (d: Doc, owner = "") => (owner ? `${owner}: ${d.name}` : d.name);
const byName = (name: string) => docs.find(({ doc }) => doc.name === name)!.doc;
const text = (d: Doc) => String(d.system["description"] ?? d.system["notes"] ?? "");

describe("containers and the standard kit in the Gear pack", () => {
  it("the backpack and the coin and gem bag are containers with a capacity", () => {
    for (const name of ["Backpack", "Coin and Gem Bag"]) {
      const doc = byName(name);
      expect(doc.type, name).toBe("container");
      expect(doc.system["capacity"], name).toBeGreaterThan(0);
      expect(validateItemSystem("container", doc.system, true), name).toEqual([]);
    }
  });

  it("the standard kit is never counted twice: each part the Standard Equipment names says it is already in that entry", () => {
    const kit = text(byName("Standard Equipment"));
    const parts = ["Backpack", "Torch", "Tinderbox", "Blanket", "Rope (20 ft)", "Mirror", "Food (3 days)"];
    for (const part of parts) expect(kit, part).toContain(part);
    expect(kit).toMatch(/never add both/);
    for (const part of parts) {
      const t = text(byName(part.trim()));
      expect(t, part).toContain("Standard Equipment</em> entry already includes");
      expect(t, part).not.toMatch(/part of the standard equipment/);
    }
  });
});

describe("OSE slow weapons in the packs (003:L804–L806)", () => {
  /** Whether the OSE rule makes a holder of this weapon slow, read as the combat adapter reads it. */
  const slowInHandOf = (w: Doc) => variantActorParts({ items: [{ type: "weapon", system: { ...w.system, inHand: true } }] }).slow;

  it("two-handed melee weapons and the marked missile weapon are slow; a positive modifier alone is not", () => {
    const weapons = items.filter(({ doc }) => doc.type === "weapon");
    expect(weapons.filter(({ doc }) => slowInHandOf(doc)).map(({ doc, owner }) => label(doc, owner)).sort()).toEqual(["Crossbow", "Great Axe"]);
    // The spear (+1), a kick or a bite (+1) are quick enough: not two-handed melee.
    for (const { doc } of weapons) if (doc.system["twoHanded"] !== true && doc.system["slow"] !== true) expect(slowInHandOf(doc), doc.name).toBe(false);
    expect(byName("Bow").system["twoHanded"]).toBe(true);
    expect(slowInHandOf(byName("Bow"))).toBe(false);
  });
});

describe("every compendium entry has playable numbers", () => {
  it.each(items.filter(({ doc }) => doc.type === "weapon").map((e) => [label(e.doc, e.owner), e.doc] as const))("weapon %s has a damage formula", (_n, doc) => {
    expect(String(doc.system["damage"]).trim()).not.toBe("");
    expect(String(doc.system["attack"]).trim()).not.toBe("");
  });

  it.each(items.filter(({ doc }) => ["weapon", "armour", "gear"].includes(doc.type)).map((e) => [label(e.doc, e.owner), e.doc] as const))("%s weighs something unless it is a natural attack", (_n, doc) => {
    if (doc.flags?.["enchanted-realms"]?.natural === true) expect(doc.type).toBe("weapon");
    else expect(doc.system["weight"]).toBeGreaterThan(0);
  });

  it.each(actors.map((d) => [d.name, d] as const))("creature %s moves, travels and has health", (_n, doc) => {
    const movement = doc.system["movement"] as { speed: number; milesPerDay: number };
    expect(movement.speed).toBeGreaterThan(0);
    expect(movement.milesPerDay).toBeGreaterThan(0);
    expect((doc.system["health"] as { max: number }).max).toBeGreaterThan(0);
  });

  it.each(docs.filter(({ doc }) => doc.type === "race").map((e) => [e.doc.name, e.doc] as const))("race %s has speed, miles a day and body weight", (_n, doc) => {
    for (const key of ["speed", "milesPerDay", "bodyWeight"]) expect(doc.system[key]).toBeGreaterThan(0);
  });

  it.each([...items.map((e) => [label(e.doc, e.owner), e.doc] as const), ...actors.map((d) => [d.name, d] as const)])("%s: every sample is marked in its text", (_n, doc) => {
    const sample = doc.flags?.["enchanted-realms"]?.sample ?? [];
    const paths = Object.keys(flattenPaths(doc.system));
    for (const field of sample) expect(paths.some((p) => p === field || p.startsWith(`${field}.`)), field).toBe(true);
    if (sample.length > 0) expect(text(doc)).toContain("Sample value");
    // A text that speaks of a sample lists its fields, and nothing is left blank for the GM.
    if (text(doc).includes("Sample value")) expect(sample.length).toBeGreaterThan(0);
    expect(text(doc)).not.toMatch(/Left to the GM/);
  });

  it.each(items.filter((e) => e.owner !== "").map((e) => [label(e.doc, e.owner), e.doc] as const))("embedded %s validates against its model", (_n, doc) => {
    expect(isItemType(doc.type)).toBe(true);
    if (isItemType(doc.type)) expect(validateItemSystem(doc.type, doc.system, true)).toEqual([]);
  });
});

describe("the book's numbers are in the packs", () => {
  it("races: elf 12 and saurian 8 hexes; gryf 100 lb, orc 200 lb", () => {
    expect(byName("Elf").system["speed"]).toBe(12);
    expect(byName("Saurian").system["speed"]).toBe(8);
    expect(byName("Gryf").system["bodyWeight"]).toBe(100);
    expect(byName("Orc").system["bodyWeight"]).toBe(200);
  });

  // RULES.md §6, the encumbrance table: one carrier per row (capacity, step, hexes, miles).
  it.each([
    ["Porter", "character", 120, null, 12, 20],
    ["Strong Porter", "character", 220, null, 11, 18],
    ["Pack Animal", "packAnimal", null, 25, 24, 42],
    ["Lizard Steed", "packAnimal", null, 10, 18, 36],
    ["Mule", "packAnimal", null, 60, 12, 24],
  ] as const)("%s: the book's row", (name, group, bodyWeight, step, speed, miles) => {
    const s = byName(name).system as { bodyWeight: number; encumbrance: { group: string; step: number | null }; movement: { speed: number; milesPerDay: number } };
    expect(s.encumbrance.group).toBe(group);
    if (bodyWeight !== null) expect(s.bodyWeight).toBe(bodyWeight);
    expect(s.encumbrance.step).toBe(step);
    expect([s.movement.speed, s.movement.milesPerDay]).toEqual([speed, miles]);
  });

  it("the standard kit is one entry, marked, weighing what its parts weigh", () => {
    const kit = byName("Standard Equipment");
    expect(kit.system["standardKit"]).toBe(true);
    const parts = ["Backpack", "Torch", "Tinderbox", "Blanket", "Rope (20 ft)", "Mirror", "Food (3 days)"].map(byName);
    expect(parts.every((p) => p.system["standardKit"] === false)).toBe(true);
    expect(byName("Torch").system["quantity"]).toBe(2);
    expect(kit.system["weight"]).toBe(parts.reduce((s, p) => s + Number(p.system["weight"]) * Number(p.system["quantity"]), 0));
  });

  it("armour adds to AC and the shield is a shield; ranged weapons have range bands", () => {
    expect(byName("Shield").system["shield"]).toBe(true);
    for (const n of ["Leather Armour", "Chain Mail", "Plate Armour"]) {
      expect(byName(n).system["shield"]).toBe(false);
      expect(byName(n).system["defence"]).toBeGreaterThan(0);
    }
    for (const n of ["Bow", "Crossbow"]) {
      const s = byName(n).system as { kind: string; range: { short: number; medium: number; long: number } };
      expect(s.kind).toBe("ranged");
      expect(0 < s.range.short && s.range.short < s.range.medium && s.range.medium < s.range.long).toBe(true);
    }
  });

  it.each(["Goblin", "Wolf", "Bandit"])("%s fights: AC, hit dice, attack bonus, morale and an attack item", (name) => {
    const doc = byName(name);
    const s = doc.system as { defences: { ac: number }; hitDice: { dice: number }; attackBonus: number | null; morale: number };
    expect(s.defences.ac).toBeGreaterThan(10);
    expect(s.hitDice.dice).toBeGreaterThan(0);
    expect(s.attackBonus).not.toBeNull();
    expect(doc.items?.filter((i) => i.type === "weapon" && i.system["inHand"] === true)).toHaveLength(1);
  });
});
