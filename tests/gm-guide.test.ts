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
