/**
 * Every Font Awesome class the system writes (templates, and class strings in module/) names an
 * icon Foundry's bundled Font Awesome defines. v14 ships Font Awesome 7 (Fireblight-Studios/
 * foundryvtt-simple-calendar#39: "Foundry v14 uses the newer version"), v13 Font Awesome 6, both
 * Pro. The check reads Font Awesome Free 7's stylesheet (the preview pages' copy, same major as
 * v14's): an icon missing there must be one of the Pro-only icons listed here, and that list holds
 * only icons Free really lacks. Whether the Pro-only glyphs draw on v14 is checked live (Quench
 * `versions`, first live run, the tracker's icons).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";

/** Icons of Foundry's Font Awesome Pro that Free lacks (tools/preview/page.ts draws them with a Free glyph). */
const PRO_ONLY = ["fa-bullseye-arrow", "fa-sack"];

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Each `fa-…` class used, with the first file that uses it. */
function usedIcons(): Map<string, string> {
  const used = new Map<string, string>();
  const sources = [
    ...files(join(ROOT, "templates"), (n) => n.endsWith(".hbs")),
    ...files(join(ROOT, "module"), (n) => n.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(n)),
  ];
  for (const path of sources) {
    for (const match of readFileSync(path, "utf8").matchAll(/(?<![\w-])fa-[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
      if (!used.has(match[0])) used.set(match[0], relative(ROOT, path));
    }
  }
  return used;
}

describe("Font Awesome icons on v14 (Font Awesome 7)", () => {
  const css = readFileSync(join(ROOT, "node_modules", "@fortawesome", "fontawesome-free", "css", "all.css"), "utf8");
  const version = (JSON.parse(readFileSync(join(ROOT, "node_modules", "@fortawesome", "fontawesome-free", "package.json"), "utf8")) as { version: string }).version;
  const defined = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

  it("the stylesheet read is Font Awesome 7", () => {
    expect(version.split(".")[0]).toBe("7");
  });

  it("every icon class the system uses is defined in Font Awesome 7, or is one of the listed Pro-only icons", () => {
    const used = usedIcons();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([name]) => !defined(name) && !PRO_ONLY.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("the Pro-only list names only icons Free 7 lacks and the system uses", () => {
    const used = usedIcons();
    for (const name of PRO_ONLY) {
      expect(defined(name), name).toBe(false);
      expect(used.has(name), name).toBe(true);
    }
  });

  it("the tracker row buttons' icons are among them", () => {
    const turn = readFileSync(join(ROOT, "templates", "combat", "turn.hbs"), "utf8");
    const icons = [...turn.matchAll(/fa-[a-z0-9-]+/g)].map((m) => m[0]).filter((n) => n !== "fa-solid");
    expect(icons.length).toBeGreaterThan(2);
    for (const name of icons) expect(defined(name) || PRO_ONLY.includes(name), name).toBe(true);
  });
});
