/**
 * The file-size check (`npm run check:size`): a source file under module/ over 400 lines is listed,
 * tests and benches are not, and a file of exactly 400 lines passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as size from "../scripts/check-size.mjs";

const lib = size as {
  MAX_LINES: number;
  lineCount(text: string): number;
  oversizedFiles(folder: string, limit?: number): Array<{ path: string; lines: number }>;
};

const made = mkdtempSync(join(tmpdir(), "er-size-"));
afterAll(() => rmSync(made, { recursive: true, force: true }));

const lines = (n: number): string => "x;\n".repeat(n);

describe("check-size", () => {
  it("counts lines as wc -l does, plus an unterminated last line", () => {
    expect(lib.lineCount("")).toBe(0);
    expect(lib.lineCount("a\nb\n")).toBe(2);
    expect(lib.lineCount("a\nb")).toBe(2);
  });

  it("lists source files over the limit, nested ones too, largest first; tests and benches aside", () => {
    const module = join(made, "module");
    mkdirSync(join(module, "combat", "deep"), { recursive: true });
    writeFileSync(join(module, "ok.ts"), lines(lib.MAX_LINES));
    writeFileSync(join(module, "big.ts"), lines(lib.MAX_LINES + 1));
    writeFileSync(join(module, "combat", "deep", "bigger.ts"), lines(lib.MAX_LINES + 50));
    writeFileSync(join(module, "combat", "huge.test.ts"), lines(2000));
    writeFileSync(join(module, "combat", "huge.bench.ts"), lines(2000));
    writeFileSync(join(module, "notes.md"), lines(2000));
    expect(lib.oversizedFiles(module)).toEqual([
      { path: "module/combat/deep/bigger.ts", lines: lib.MAX_LINES + 50 },
      { path: "module/big.ts", lines: lib.MAX_LINES + 1 },
    ]);
  });
});
