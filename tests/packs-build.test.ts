/**
 * Pack build errors name the file: a corrupted JSON source in packs/ fails
 * `node scripts/build-packs.mjs` (the second half of `npm run build`) with the file and the reason,
 * and no pack is written.
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(__dirname, "..");

function buildWith(file: string, content: string): { status: number | null; stderr: string; built: boolean } {
  const root = mkdtempSync(join(tmpdir(), "er-packs-"));
  try {
    cpSync(join(repo, "system.json"), join(root, "system.json"));
    cpSync(join(repo, "packs"), join(root, "packs"), { recursive: true });
    writeFileSync(join(root, "packs", file), content);
    const run = spawnSync(process.execPath, [join(repo, "scripts", "build-packs.mjs"), "--root", root], { encoding: "utf8", cwd: repo });
    return { status: run.status, stderr: run.stderr, built: existsSync(join(root, "dist")) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("a corrupted pack source fails the build with the file name and the reason", () => {
  const rope = "gear/rope-20-ft.json";
  it.each([
    ["a trailing comma", '{"_id": "x", "_key": "!items!x",}', /not valid JSON/],
    ["an empty file", "", /not valid JSON/],
    ["a byte-order mark", '\uFEFF{"_id": "x", "_key": "!items!x"}', /byte-order mark/],
    ["null", "null", /expected one document object, found null/],
    ["an array", "[]", /expected one document object, found an array/],
    ["no _key", '{"_id": "ropeNoKey0000000", "name": "Rope"}', /no "_key"/],
    ["a _key of another collection", '{"_id": "ropeActor0000000", "_key": "!actors!ropeActor0000000"}', /does not belong in a Item pack/],
  ])("%s", (_label, content, reason) => {
    const { status, stderr, built } = buildWith(rope, content);
    expect(status).toBe(1);
    expect(stderr).toContain(`packs/${rope}`);
    expect(stderr).toMatch(reason);
    expect(built).toBe(false);
  }, 30_000);
  it("a copied file (same _key and _id) names both files", () => {
    const { status, stderr } = buildWith("gear/rope-copy.json", JSON.stringify(JSON.parse(readFileSync(join(repo, "packs", rope), "utf8"))));
    expect(status).toBe(1);
    expect(stderr).toContain("packs/gear/rope-copy.json");
    expect(stderr).toContain(`is also used by packs/${rope}`);
  }, 30_000);
});
