/**
 * The stroke's cap of STROKE_MAX_CELLS hexes, at the cap and one past it, for writing and reading.
 * Kept apart from the codec's guards: a quarter of a million cells is slow under Stryker's
 * instrumentation, so its two boundary mutants are applied by hand (docs/mutation/paint-space.md).
 */
import { describe, expect, it } from "vitest";
import { STROKE_MAX_CELLS, encodeStroke, forEachRun, type PaintCell } from "./paint-codec";
import { expectRefusal } from "../../tests/support/rules-error";

const runs = (encoded: string) => {
  const out: number[][] = [];
  forEachRun(encoded, (i, j, n, len) => out.push([i, j, n, len]));
  return out;
};

describe("the stroke's cap", () => {
  it("a stroke of exactly STROKE_MAX_CELLS hexes is taken and one more refused", () => {
    const cells = (n: number): PaintCell[] => Array.from({ length: n }, (_, k) => ({ i: Math.floor(k / 1000), j: k % 1000, code: "a" }));
    const full = encodeStroke(cells(STROKE_MAX_CELLS));
    expect(full.split(";")).toHaveLength(STROKE_MAX_CELLS / 1000);
    expectRefusal(() => encodeStroke(cells(STROKE_MAX_CELLS + 1)), "OUT_OF_RANGE", "stroke", STROKE_MAX_CELLS + 1, `at most ${STROKE_MAX_CELLS} hexes per stroke`);
    // and the reader's cap: runs adding up to exactly the cap load, one hex more is refused
    expect(runs(full).reduce((sum, r) => sum + r[3]!, 0)).toBe(STROKE_MAX_CELLS);
    expectRefusal(() => runs(`${full};a${(300).toString(36)},0,1`), "OUT_OF_RANGE", "stroke", STROKE_MAX_CELLS + 1, `at most ${STROKE_MAX_CELLS} hexes per stroke`);
  });
});
