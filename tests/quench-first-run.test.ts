/**
 * The ranked list of what a first live run must confirm stays in step in its three places: the
 * list (module/quench/first-run.ts), one Quench test per rank in the `versions` batch, and one row
 * per rank, in order, in docs/foundry-api.md.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";
import { FIRST_RUN_CHECKS, firstRun } from "../module/quench/first-run";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const BATCH_FILES = ["module/quench/versions-first-run.ts", "module/quench/versions-first-run-b.ts"];

describe("what a first live run must confirm", () => {
  it("ranks 1 to 13, each titled once", () => {
    expect(FIRST_RUN_CHECKS.map((c) => c.rank)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(new Set(FIRST_RUN_CHECKS.map((c) => c.title)).size).toBe(13);
    expect(firstRun(6)).toBe(`6. ${FIRST_RUN_CHECKS[5]!.title}`);
    expect(() => firstRun(14)).toThrow(/ranked 14/);
  });

  it("each rank has exactly one Quench test, and the versions batch runs both parts", () => {
    const source = BATCH_FILES.map(read).join("\n");
    for (const { rank } of FIRST_RUN_CHECKS) {
      const uses = source.match(new RegExp(`\\bfirstRun\\(${rank}\\)`, "g")) ?? [];
      expect(uses.length, `rank ${rank}`).toBe(1);
    }
    const live = read("module/quench/versions-live.batch.ts");
    expect(live).toMatch(/describeFirstRunA\(context, cleanup\)/);
    expect(live).toMatch(/describeFirstRunB\(context, cleanup\)/);
    expect(read("module/quench/versions.batch.ts")).toMatch(/describeLiveConfirmations\(context, cleanup\)/);
  });

  it("docs/foundry-api.md ranks the same checks, in order, each naming its Quench test", () => {
    const doc = read("docs/foundry-api.md");
    const start = doc.indexOf("## What a first live run must confirm");
    expect(start).toBeGreaterThan(-1);
    const section = doc.slice(start, doc.indexOf("\n## ", start + 10) === -1 ? undefined : doc.indexOf("\n## ", start + 10));
    const rows = section.split("\n").filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.map((r) => Number(r.split("|")[1]))).toEqual(FIRST_RUN_CHECKS.map((c) => c.rank));
    for (const [i, row] of rows.entries()) expect(row, `rank ${i + 1}`).toContain(`versions › ${firstRun(i + 1)}`);
  });
});
