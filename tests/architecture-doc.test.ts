/**
 * docs/architecture.md's layer table and the layers dependency-cruiser enforces (scripts/layers.cjs)
 * are one list: same names, same order, and every file the table names belongs to its own layer and
 * to no other, while every layer pattern is named by at least one entry of its row.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";

interface Layer {
  name: string;
  paths: string[];
}
const LAYERS = createRequire(import.meta.url)(join(ROOT, "scripts/layers.cjs")) as Layer[];

interface Row {
  number: number;
  name: string;
  files: string[];
}

/** The rows of the table under "## Layers", lowest layer first. */
export function layerRows(markdown: string): Row[] {
  const section = markdown.split(/^## Layers$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .map((line) => /^\|\s*(\d+)\s*\|\s*([\w-]+)\s*\|([^|]*)\|/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ number: Number(m[1]), name: m[2]!, files: [...m[3]!.matchAll(/`([^`]+)`/g)].map((f) => f[1]!) }))
    .sort((a, b) => a.number - b.number);
}

/** The layers whose patterns a named file or folder (`rules/`, `variants/menu*`) falls in. */
function layersOf(file: string): string[] {
  const path = `module/${file.replace(/\*$/, "")}`;
  return LAYERS.filter((layer) => layer.paths.some((p) => new RegExp(p).test(path))).map((layer) => layer.name);
}

describe("docs/architecture.md's layer table", () => {
  const rows = layerRows(readFileSync(join(ROOT, "docs/architecture.md"), "utf8"));

  it("names dependency-cruiser's layers, numbered from 1, in the same order", () => {
    expect(rows.map((r) => r.name)).toEqual(LAYERS.map((l) => l.name));
    expect(rows.map((r) => r.number)).toEqual(LAYERS.map((_, i) => i + 1));
  });

  it("puts every file it names in that layer and no other", () => {
    const misplaced = rows.flatMap((row) => row.files.filter((f) => layersOf(f).join() !== row.name).map((f) => `${row.name}: ${f} → ${layersOf(f).join() || "no layer"}`));
    expect(misplaced).toEqual([]);
  });

  it("names something for every pattern of every layer", () => {
    const unnamed = LAYERS.flatMap((layer) => {
      const files = rows.find((r) => r.name === layer.name)?.files ?? [];
      return layer.paths.filter((p) => !files.some((f) => new RegExp(p).test(`module/${f.replace(/\*$/, "")}`))).map((p) => `${layer.name}: ${p}`);
    });
    expect(unnamed).toEqual([]);
  });

  it("would notice a layer left out or moved (the reader works)", () => {
    const table = "## Layers\n| 2 | data | `data/` | x |\n| 1 | rules | `rules/` | y |\n## Next";
    expect(layerRows(table).map((r) => r.name)).toEqual(["rules", "data"]);
    expect(layerRows("## Layers\n| 1 | rules | `rules/` | y |\n").length).toBe(1);
  });
});
