/**
 * The GM's guide in the rules compendium (packs/rules): a journal whose pages cover setting up a
 * hex scene, painting terrain with regions, running the clock, /speak, the enforcement modes, and
 * every setting and keybinding the system registers, named as the settings form names them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";

interface Page {
  name: string;
  type: string;
  text: { content: string; format: number };
}

const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
const localize = (key: string): string => {
  const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof value !== "string") throw new Error(`missing localisation ${key}`);
  return value;
};

const journals = readdirSync(join(ROOT, "packs/rules"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(ROOT, "packs/rules", f), "utf8")) as { name: string; pages: Page[] });
const guide = journals.find((j) => /GM's Guide/.test(j.name));
/** The guide's text without markup, as a reader sees it. */
const text = (guide?.pages ?? [])
  .map((p) => `${p.name} ${p.text.content}`)
  .join(" ")
  .replace(/<[^>]+>/g, " ")
  .replace(/\s+/g, " ");

/** The setting and keybinding names the code registers (`name: "ER.….Name"` in module/). */
function registeredNames(): string[] {
  const files = readdirSync(join(ROOT, "module"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(f));
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(ROOT, "module", file), "utf8");
    for (const m of source.matchAll(/name: "(ER\.[\w.]+\.(?:Settings|Keybinding)\.[\w.]+\.Name)"/g)) keys.add(m[1]!);
  }
  return [...keys].map(localize);
}

describe("the GM's guide", () => {
  it("is a journal of text pages in the rules compendium", () => {
    expect(guide).toBeDefined();
    expect(guide!.pages.length).toBeGreaterThanOrEqual(5);
    for (const page of guide!.pages) {
      expect(page.type).toBe("text");
      expect(page.text.format).toBe(1);
      expect(page.text.content.length, page.name).toBeGreaterThan(200);
    }
  });

  it("covers the hex scene, terrain regions, the clock, /speak and the enforcement modes", () => {
    for (const topic of [/hex grid/i, /Default terrain/, /Steep/, /Begin Combat/, /next/, /previous/i, /\/speak/, /second 20/]) {
      expect(text, String(topic)).toMatch(topic);
    }
    for (const mode of ["off", "warn", "enforce"]) expect(text).toContain(localize(`ER.Movement.Settings.Enforcement.Choices.${mode}`));
    const types = lang["TYPES"] as { RegionBehavior: Record<string, string> };
    expect(text).toContain(`${types.RegionBehavior["enchanted-realms.terrain"]} behaviour`);
  });

  it("names every setting and keybinding the system registers", () => {
    const names = registeredNames();
    expect(names.length).toBeGreaterThanOrEqual(10);
    const normalise = (s: string) => s.replace(/:\s*within the allowance|:\s*beyond the allowance/, "").toLowerCase();
    for (const name of names) expect(text.toLowerCase(), name).toContain(normalise(name));
  });
});

/** One page's text without markup. */
const pageText = (name: string): string =>
  (guide?.pages.find((p) => p.name === name)?.text.content ?? "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** Every string of the localisation file, with its key. */
function langStrings(node: unknown = lang, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => langStrings(v, path ? `${path}.${k}` : k));
}

describe("the GM's guide: the first hour", () => {
  it("opens with Start Here, then making a character, a creature and the @ values", () => {
    const names = [...guide!.pages].sort((a, b) => (a as { sort: number } & Page).sort - (b as { sort: number } & Page).sort).map((p) => p.name);
    expect(names.slice(0, 4)).toEqual(["Start Here", "Making a Character", "Making a Creature", "The @ Values"]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("Start Here walks through a first fight and names the pages it sends the GM to", () => {
    const start = pageText("Start Here");
    for (const step of ["hex grid", "Default terrain", "Races", "In hand", "Creatures", "Begin Combat", "Next"]) expect(start).toContain(step);
    const names = guide!.pages.map((p) => p.name);
    const sentTo = [...start.matchAll(/page ([A-Z][\w@ ]+?)(?= says| explains| covers|\))/g)].map((m) => m[1]!.trim());
    expect(sentTo.length).toBeGreaterThanOrEqual(3);
    for (const name of sentTo) expect(names, name).toContain(name);
  });

  it("Making a Character explains the race item, the quickness skill, Equipped vs In hand and the standard kit, in the sheet's own words", () => {
    const page = pageText("Making a Character");
    for (const key of ["ER.Actor.FIELDS.race.label", "ER.Actor.FIELDS.quickness.label", "ER.Item.FIELDS.identifier.label", "ER.Item.FIELDS.equipped.label", "ER.Item.FIELDS.inHand.label", "ER.Item.FIELDS.standardKit.label"]) {
      expect(page, key).toContain(localize(key));
    }
    expect(page).toContain("quickness");
    expect(page).toMatch(/Only weapons in hand change initiative/);
  });

  it("Making a Creature explains the group, capacity, step and native terrains, in the sheet's own words", () => {
    const page = pageText("Making a Creature");
    for (const key of ["ER.Actor.FIELDS.encumbrance.group.label", "ER.Actor.FIELDS.encumbrance.capacity.label", "ER.Actor.FIELDS.encumbrance.step.label", "ER.Actor.FIELDS.nativeTerrains.label"]) {
      expect(page, key).toContain(localize(key));
    }
    for (const group of ["character", "packAnimal", "other"]) expect(page).toContain(localize(`ER.Encumbrance.Group.${group}`));
  });

  it("The @ Values lists every roll-data key the actor and the item roll offer", () => {
    const page = pageText("The @ Values");
    const source = readFileSync(join(ROOT, "module/actors/roll-data.ts"), "utf8");
    const body = source.slice(source.indexOf("export interface ActorRollData {"), source.indexOf("\n}\n", source.indexOf("export interface ActorRollData {")));
    const keys = [...body.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThanOrEqual(10);
    for (const key of keys) expect(page, key).toContain(key === "skills" ? "@skills." : `@${key}`);
    const itemSource = readFileSync(join(ROOT, "module/rolls/item-roll-data.ts"), "utf8");
    for (const m of itemSource.matchAll(/^ {4}(\w+): /gm)) expect(page, m[1]).toContain(`@${m[1]}`);
    for (const stored of ["health.value", "health.max", "bodyWeight", "abilities.str", "abilities.dex", "abilities.con", "level", "movement.speed", "movement.milesPerDay", "coins"]) {
      expect(page, stored).toContain(`@${stored}`);
    }
  });

  it("no localised text sends the GM to the README, and a hint naming a guide page names one that exists", () => {
    const names = guide!.pages.map((p) => p.name);
    for (const [key, value] of langStrings()) {
      expect(value, key).not.toMatch(/README/);
      for (const m of value.matchAll(/GM's Guide[^"]*page "([^"]+)"/g)) expect(names, key).toContain(m[1]);
    }
    expect(localize("ER.Item.FIELDS.formula.hint")).toContain('page "The @ Values"');
    expect(text).not.toMatch(/README/);
  });
});

describe("the GM's guide: scene scale", () => {
  it("Setting Up a Hex Scene gives the default of 5 ft a hex and what units that are not a length read as", () => {
    const page = pageText("Setting Up a Hex Scene");
    expect(page).toContain("5 ft a hex");
    expect(page).not.toMatch(/one hex per unit/);
    expect(page).toMatch(/not a length/);
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { grid: { distance: number; units: string } };
    expect(`${manifest.grid.distance} ${manifest.grid.units}`).toBe("5 ft");
  });
});

describe("the GM's guide: hit and hurt", () => {
  const variants = lang["ER"] as { Variants: { Field: { resolution: Record<string, { Label: string }> } }; Resolution: { Op: Record<string, string>; Outcome: Record<string, string> } };

  it("How a fight resolves covers targets, the Attack button, the rows and badges, the buttons, who may apply and where defences show", () => {
    const page = pageText("How a fight resolves");
    for (const word of ["Target", "Attack", "Apply to selected", "Lands at"]) expect(page).toContain(word);
    for (const op of ["apply", "heal", "half", "double", "knockOut", "markDead", "undo"]) expect(page, op).toContain(variants.Resolution.Op[op]);
    for (const outcome of ["hit", "miss", "crit", "fumble", "auto", "outOfRange", "cannotBeHit"]) expect(page, outcome).toContain(variants.Resolution.Outcome[outcome]);
    expect(page).toContain(variants.Variants.Field.resolution["revealDefences"]!.Label);
    for (const choice of ["observers", "all", "gm"]) expect(page, choice).toContain(localize(`ER.Variants.Choice.resolution.revealDefences.${choice}`));
    expect(page).toMatch(/only on tokens whose actor that player owns/);
    // Hidden targets go on a card whispered to the GMs; who rolls the dice is a world setting.
    expect(page).toMatch(/second card whispered to the GMs/);
    expect(page).toContain(localize("ER.Combat.Settings.AttackDice.Name"));
  });

  it("both pages have one section per preset, and the 0-health page names each model's rule", () => {
    const headings = (name: string) => [...(guide!.pages.find((p) => p.name === name)?.text.content ?? "").matchAll(/<h[23]>([^<]+)<\/h[23]>/g)].map((m) => m[1]);
    for (const name of ["How a fight resolves", "What happens at 0 health"]) {
      expect(headings(name), name).toEqual(expect.arrayContaining(["Book", "13th Age", "Old-School Essentials", "OSR hack", "Level Up A5E"]));
    }
    const zero = pageText("What happens at 0 health");
    for (const rule of [/unconscious/, /Mark dead/, /death save/i, /turn second/, /recover/i, /rally/i, /stabilis/i, /injury table/, /one minute/, /dead and defeated at once/]) expect(zero).toMatch(rule);
  });

  it("the README and docs/variants.md no longer hold hit-and-hurt placeholders", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const variantsPage = readFileSync(join(ROOT, "docs/variants.md"), "utf8");
    for (const section of ["How a fight resolves", "What happens at 0 health"]) {
      const body = readme.slice(readme.indexOf(`## ${section}`)).split(/\n## /)[0]!;
      expect(body, section).not.toMatch(/Placeholder/);
      expect(body, section).toContain(`page *${section}*`);
    }
    expect(variantsPage.slice(variantsPage.indexOf("## Hit and hurt"))).not.toMatch(/Placeholder/);
  });
});
