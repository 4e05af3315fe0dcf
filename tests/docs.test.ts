/**
 * The user-facing manual (README.md, CHANGELOG.md, docs/, every pack's text, lang/en.json, templates): it cites
 * nothing outside the repository, and docs/variants.md covers every field and preset of the Rule
 * Variants menu, named as the menu names them.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";
import { PRESETS } from "../module/rules/ruleset/config";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const lang = JSON.parse(read("lang/en.json")) as { ER: { Variants: { Field: Record<string, Record<string, { Label: string }>>; Preset: Record<string, string>; Domain: Record<string, string> } } };

/** Every user-facing text file, by path. */
function userFacing(): Array<[string, string]> {
  const files = ["README.md", "CHANGELOG.md", "lang/en.json", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
  files.push(...readdirSync(join(ROOT, "templates"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".hbs")).map((f) => `templates/${f}`));
  files.push(...readdirSync(join(ROOT, "packs"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json")).map((f) => `packs/${f}`));
  return files.map((f) => [f, read(f)]);
}

describe("the manual", () => {
  it("cites no specification, review or issue outside the repository", () => {
    // The team's specification files are upper case; the project's own docs (docs/rules.md, docs/variants.md) are not.
    const specs = /\b(?:VARIANTS|RESOLUTION|RULES|FOUNDRY|STYLE)\.md/;
    const history = /\.\.\/shared|shared\/reviews|review fault|\bissue #?\d+/i;
    const found = userFacing().flatMap(([file, text]) => text.split("\n").map((line, i) => [file, i + 1, line] as const)).filter(([, , line]) => specs.test(line) || history.test(line));
    expect(found.map(([file, n, line]) => `${file}:${n}: ${line.slice(0, 120)}`)).toEqual([]);
  });

  it("says nothing the product has outgrown: the purse, the attack card, the damage field, the scene scale, the guide's boxes", () => {
    const stale = [/Until the attack rules come/i, /no coin\s+purse yet/i, /Left empty until the GM fills it in/i, /weapons and spells start empty/i, /one hex per unit/i, /part of the standard equipment/i];
    const found = userFacing()
      .filter(([file]) => file !== "CHANGELOG.md")
      .flatMap(([file, text]) => stale.filter((r) => r.test(text.replace(/\s+/g, " "))).map((r) => `${file}: ${String(r)}`));
    expect(found).toEqual([]);
  });

  it("the README keeps the build and test commands, and CI runs that test command", () => {
    const readme = read("README.md");
    expect(readme).toContain("npm ci && npm run build");
    expect(readme).toMatch(/^npm test\b/m);
    expect(read(".ci/run")).toMatch(/^npm test$/m);
  });

  it("the README's links into docs/ point at files that exist", () => {
    const readme = read("README.md");
    const docs = new Set(readdirSync(join(ROOT, "docs")));
    const links = [...readme.matchAll(/\]\(docs\/([\w.-]+?)(?:#[\w-]+)?\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(docs, link).toContain(link);
  });

  it("the README's pictures are committed files with a description for screen readers", () => {
    const readme = read("README.md");
    const pictures = [...readme.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const [, alt, path] of pictures) {
      expect(existsSync(join(ROOT, path!)), path).toBe(true);
      expect(alt!.length, path).toBeGreaterThan(20);
    }
  });

  it("docs/variants.md names every field, domain and preset of the Rule Variants menu", () => {
    const page = read("docs/variants.md");
    const { Field, Preset, Domain } = lang.ER.Variants;
    const labels = Object.values(Field).flatMap((domain) => Object.values(domain).map((f) => f.Label));
    expect(labels.length).toBeGreaterThanOrEqual(20);
    for (const label of labels) expect(page, label).toContain(label);
    for (const id of Object.keys(PRESETS)) expect(page, id).toContain(Preset[id]!);
    for (const name of Object.values(Domain)) expect(page, name).toMatch(new RegExp(`^## ${name}$`, "m"));
  });

  it("the GM's guide page Rule Variants names every box of the menu", () => {
    const guide = JSON.parse(read("packs/rules/gm-guide.json")) as { pages: { name: string; text: { content: string } }[] };
    const page = guide.pages.find((p) => p.name === "Rule Variants")!.text.content;
    const domains = Object.values(lang.ER.Variants.Domain);
    expect(domains).toHaveLength(6);
    for (const name of domains) expect(page, name).toContain(name);
    expect(page).not.toMatch(/\bfive\b/i);
  });
});
