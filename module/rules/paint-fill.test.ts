import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { floodFill } from "./paint-fill";
import { HEX_LAYOUTS, type HexLayout, type Offset } from "./hex";
import { refNeighborOffsets } from "../../tests/hex-reference";
import { rulesErrorCode } from "../../tests/support/rules-error";

/** The plain breadth-first fill over the reference neighbours (tests/hex-reference.ts), neighbours in cube-direction order. */
function referenceFill(start: Offset, layout: HexLayout, classOf: (o: Offset) => string, onMap: (o: Offset) => boolean, limit: number) {
  if (!onMap(start)) return { cells: [] as Offset[], truncated: false };
  const want = classOf(start);
  const seen = new Set([`${start.i},${start.j}`]);
  const queue: Offset[] = [start];
  const cells: Offset[] = [];
  const fresh = (n: Offset) => !seen.has(`${n.i},${n.j}`) && onMap(n) && classOf(n) === want;
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    cells.push({ i: c.i, j: c.j });
    if (cells.length >= limit) return { cells, truncated: head + 1 < queue.length || refNeighborOffsets(c, layout).some(fresh) };
    for (const n of refNeighborOffsets(c, layout)) {
      if (seen.has(`${n.i},${n.j}`)) continue;
      seen.add(`${n.i},${n.j}`);
      if (onMap(n) && classOf(n) === want) queue.push(n);
    }
  }
  return { cells, truncated: false };
}

describe("floodFill agrees with a plain breadth-first fill", () => {
  it("same set of cells and the same truncation on random maps, every layout, negative rows and columns too (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HEX_LAYOUTS),
        fc.array(fc.boolean(), { minLength: 144, maxLength: 144 }),
        fc.integer({ min: -6, max: 5 }),
        fc.integer({ min: -6, max: 5 }),
        fc.integer({ min: 1, max: 200 }),
        (layout, bits, si, sj, limit) => {
          // a 12 × 12 map from (-6, -6) to (5, 5)
          const on = (o: Offset) => o.i >= -6 && o.i < 6 && o.j >= -6 && o.j < 6;
          const cls = (o: Offset) => (bits[(o.i + 6) * 12 + o.j + 6] ? "x" : "y");
          const start = { i: si, j: sj };
          const got = floodFill({ start, layout, classOf: cls, onMap: on, limit });
          const want = referenceFill(start, layout, cls, on, limit);
          expect(got.truncated).toBe(want.truncated);
          const key = (o: Offset) => `${o.i},${o.j}`;
          if (limit >= 144) expect(new Set(got.cells.map(key))).toEqual(new Set(want.cells.map(key)));
          expect(got.cells.length).toBe(want.cells.length);
        },
      ),
    );
  });
  it("fills a 200 × 200 one-terrain map exactly once per hex", () => {
    const on = (o: Offset) => o.i >= 0 && o.j >= 0 && o.i < 200 && o.j < 200;
    const { cells, truncated } = floodFill({ start: { i: 100, j: 100 }, layout: "oddR", classOf: () => "p", onMap: on, limit: 250_000 });
    expect(truncated).toBe(false);
    expect(new Set(cells.map((o) => o.i * 200 + o.j)).size).toBe(40_000);
    expect(cells.length).toBe(40_000);
  });
  it("refuses a layout that is not a hex layout (an inherited name too)", () => {
    const base = { start: { i: 0, j: 0 }, classOf: () => "p", onMap: () => true, limit: 5 };
    expect(rulesErrorCode(() => floodFill({ ...base, layout: "toString" as HexLayout }))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => floodFill({ ...base, layout: 4 as unknown as HexLayout }))).toBe("INVALID_ARGUMENT");
  });
});
