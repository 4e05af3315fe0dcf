/**
 * The variant-id check (`npm run check:variants`): outside the rule modules and the declarations,
 * no code reads a variant-id field of the config or compares a variable named after one.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as check from "../scripts/check-variant-ids.mjs";

const lib = check as {
  mayNameVariants(path: string): boolean;
  variantIdUses(text: string): Array<{ line: number; text: string }>;
};

describe("check-variant-ids", () => {
  it("finds a read of a variant-id field and a comparison with an id, not comments or actor fields", () => {
    const text = [
      "const a = config.initiative.model;",
      'if (model === "a13") go();',
      'if ("ose" !== surprise) go();',
      "// config.travel.model === \"ose\" in a comment",
      'const b = { "system.travel.forcedMarch": false };',
      "const c = actor.system.travel.forcedMarch;",
      "const d = ruleset.points.initiative;",
    ].join("\n");
    expect(lib.variantIdUses(text).map((u) => u.line)).toEqual([1, 2, 3]);
  });

  it("lets the rule modules, the declarations, tests and Quench batches name variants", () => {
    expect(lib.mayNameVariants("module/rules/modules/initiative/a13.ts")).toBe(true);
    expect(lib.mayNameVariants("module/rules/ruleset/book-fields.ts")).toBe(true);
    expect(lib.mayNameVariants("module/rules/ruleset/config.ts")).toBe(true);
    expect(lib.mayNameVariants("module/rules/load-models.ts")).toBe(false);
    expect(lib.mayNameVariants("module/combat/tracker.test.ts")).toBe(true);
    expect(lib.mayNameVariants("module/quench/variants-travel.batch.ts")).toBe(true);
    expect(lib.mayNameVariants("module/combat/tracker.ts")).toBe(false);
    expect(lib.mayNameVariants("module/rules/move-limits.ts")).toBe(false);
  });
});
