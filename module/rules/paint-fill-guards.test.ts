/**
 * Flood fill at its edges (docs/terrain-painting.md): a limit reached exactly, with and without
 * more to fill; fills crossing the visited map's blocks; and every refusal's code, parameter, value
 * and text.
 */
import { describe, expect, it } from "vitest";
import { floodFill } from "./paint-fill";
import { brushFootprint } from "./paint-codec";
import type { Offset } from "./hex";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const key = (o: Offset) => `${o.i},${o.j}`;
const box = (rows: number, cols: number, i0 = 0, j0 = 0) => (o: Offset) => o.i >= i0 && o.i < i0 + rows && o.j >= j0 && o.j < j0 + cols;
const same = () => "x";

describe("the limit", () => {
  it("a fill of exactly the limit is whole; one hex more to fill makes it truncated", () => {
    // a row of three hexes
    const row = box(1, 3);
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "oddR", classOf: same, onMap: row, limit: 3 })).toEqual({ cells: [{ i: 0, j: 0 }, { i: 0, j: 1 }, { i: 0, j: 2 }], truncated: false });
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "oddR", classOf: same, onMap: row, limit: 4 }).truncated).toBe(false);
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "oddR", classOf: same, onMap: row, limit: 2 })).toEqual({ cells: [{ i: 0, j: 0 }, { i: 0, j: 1 }], truncated: true });
    // from the middle both ends are found at once: two queued past a limit of 1
    expect(floodFill({ start: { i: 0, j: 1 }, layout: "oddR", classOf: same, onMap: row, limit: 1 })).toEqual({ cells: [{ i: 0, j: 1 }], truncated: true });
    expect(floodFill({ start: { i: 0, j: 1 }, layout: "oddR", classOf: same, onMap: row, limit: 2 })).toEqual({ cells: [{ i: 0, j: 1 }, { i: 0, j: 2 }], truncated: true });
  });

  it("a limit of 1 on a lone hex is whole; a neighbour of another class does not truncate it", () => {
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf: same, onMap: box(1, 1), limit: 1 })).toEqual({ cells: [{ i: 0, j: 0 }], truncated: false });
    const cls = (o: Offset) => (o.j === 0 ? "x" : "y");
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf: cls, onMap: box(1, 5), limit: 1 })).toEqual({ cells: [{ i: 0, j: 0 }], truncated: false });
    // the last hex's only new neighbour is of the class: truncated, found by the look past the limit
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf: same, onMap: box(1, 2), limit: 1 })).toEqual({ cells: [{ i: 0, j: 0 }], truncated: true });
  });

  it("the limit is 1 to 250,000, whole", () => {
    const good = { start: { i: 0, j: 0 }, layout: "oddR" as const, classOf: same, onMap: box(2, 2) };
    expect(floodFill({ ...good, limit: 250_000 }).cells).toHaveLength(4);
    expectRefusal(() => floodFill({ ...good, limit: 0 }), "OUT_OF_RANGE", "limit", 0, "expected a whole number from 1 to 250000");
    expectRefusal(() => floodFill({ ...good, limit: 250_001 }), "OUT_OF_RANGE", "limit", 250_001, "expected a whole number from 1 to 250000");
  });
});

describe("what the callbacks are asked", () => {
  it("only whole-number offsets, each hex at most once, even where every offset is on the map", () => {
    const asked: Offset[] = [];
    const onMap = (o: Offset) => {
      asked.push({ ...o });
      return true;
    };
    // one hex of class "x" in a map without edges: the fill and the look past its limit ask only real neighbours
    const cls = (o: Offset) => (Number.isInteger(o.i) && Number.isInteger(o.j) && !(o.i === 0 && o.j === 0) ? "y" : "x");
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "oddR", classOf: cls, onMap, limit: 1 })).toEqual({ cells: [{ i: 0, j: 0 }], truncated: false });
    expect(floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf: cls, onMap, limit: 5 })).toEqual({ cells: [{ i: 0, j: 0 }], truncated: false });
    expect(asked.every((o) => Number.isInteger(o.i) && Number.isInteger(o.j))).toBe(true);
    expect(asked).toHaveLength(14);
  });

  it("the look past the limit checks the last hex's own neighbours (a diagonal one below it)", () => {
    // odd-r, even row 0: (1, 0) is the lower-left neighbour of (0, 1)
    const onMap = (o: Offset) => (o.i === 0 && o.j === 1) || (o.i === 1 && o.j === 0);
    expect(floodFill({ start: { i: 0, j: 1 }, layout: "oddR", classOf: same, onMap, limit: 1 })).toEqual({ cells: [{ i: 0, j: 1 }], truncated: true });
    expect(floodFill({ start: { i: 0, j: 1 }, layout: "oddR", classOf: same, onMap, limit: 2 })).toEqual({ cells: [{ i: 0, j: 1 }, { i: 1, j: 0 }], truncated: false });
  });
});

describe("fills across the visited map's blocks", () => {
  it("a long row and a long column, on either side of the start, each hex once", () => {
    for (const layout of ["oddR", "evenR", "oddQ", "evenQ"] as const) {
      const row = floodFill({ start: { i: 5, j: 150 }, layout, classOf: same, onMap: box(1, 300, 5, 0), limit: 1000 });
      expect(row.cells).toHaveLength(300);
      expect(new Set(row.cells.map(key)).size).toBe(300);
      const col = floodFill({ start: { i: -150, j: 7 }, layout, classOf: same, onMap: box(300, 1, -200, 7), limit: 1000 });
      expect(col.cells).toHaveLength(300);
      expect(new Set(col.cells.map(key)).size).toBe(300);
    }
  });

  it("a 70 × 70 square, each hex once, across four blocks", () => {
    const r = floodFill({ start: { i: 35, j: 35 }, layout: "oddQ", classOf: same, onMap: box(70, 70), limit: 10_000 });
    expect(r.cells).toHaveLength(4900);
    expect(new Set(r.cells.map(key)).size).toBe(4900);
    expect(r.truncated).toBe(false);
  });

  it("each layout's neighbours by its own parity: a hex whose row and column differ in parity", () => {
    for (const layout of ["oddR", "evenR", "oddQ", "evenQ"] as const) {
      for (const start of [{ i: 2, j: 3 }, { i: 3, j: 2 }]) {
        const r = floodFill({ start, layout, classOf: same, onMap: box(7, 7), limit: 7 });
        expect([layout, r.cells.map(key).sort()]).toEqual([layout, brushFootprint(start, 1, layout).map(key).sort()]);
      }
    }
  });

  it("breadth first: the start, then its neighbours, in order", () => {
    const r = floodFill({ start: { i: 2, j: 2 }, layout: "oddR", classOf: same, onMap: box(5, 5), limit: 7 });
    expect(r.cells[0]).toEqual({ i: 2, j: 2 });
    expect(r.cells.slice(1).map(key).sort()).toEqual(["1,1", "1,2", "2,1", "2,3", "3,1", "3,2"]);
    expect(r.truncated).toBe(true);
  });
});

describe("refusals", () => {
  const good = { start: { i: 0, j: 0 }, layout: "oddR" as const, classOf: same, onMap: box(2, 2), limit: 10 };
  it("name the field at fault and its value", () => {
    expectRefusal(() => floodFill(hostile([good])), "INVALID_ARGUMENT", "input", [good], "expected an object");
    expectRefusal(() => floodFill({ ...good, start: hostile({ i: 0 }) }), "NOT_INTEGER", "start", { i: 0 }, "offset coordinates must be whole numbers");
    expectRefusal(() => floodFill({ ...good, start: hostile(null) }), "INVALID_ARGUMENT", "start", null, "expected an offset {i, j}");
    for (const layout of ["toString", "oddr", 5, undefined, { toString: () => "oddR" }]) {
      expectRefusal(() => floodFill({ ...good, layout: hostile(layout) }), "INVALID_ARGUMENT", "layout", layout, "expected one of oddR, evenR, oddQ, evenQ");
    }
    expectRefusal(() => floodFill({ ...good, classOf: hostile("x") }), "INVALID_ARGUMENT", "classOf", "x", "expected a function offset → class");
    expectRefusal(() => floodFill({ ...good, onMap: hostile(true) }), "INVALID_ARGUMENT", "onMap", true, "expected a function offset → boolean");
  });
  it("a start off the map is an empty fill, never truncated; classOf is not asked", () => {
    let asked = 0;
    expect(floodFill({ ...good, start: { i: 9, j: 9 }, classOf: () => `${++asked}` })).toEqual({ cells: [], truncated: false });
    expect(asked).toBe(0);
  });
});
