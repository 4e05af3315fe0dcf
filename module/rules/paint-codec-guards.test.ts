/**
 * The paint codec's edges (docs/terrain-painting.md, "The stored form"): the first and last code of
 * each alphabet, the store's last row and column, the stroke's cap, and every refusal's code,
 * parameter, value and text.
 */
import { describe, expect, it } from "vitest";
import {
  AREAS,
  BRUSH_RADII,
  PAINT_MAX_INDEX,
  UNPAINTED,
  areaOfNumber,
  assertCell,
  assertCellIndex,
  assertIterable,
  assertStrokeKey,
  brushFootprint,
  charOfNumber,
  codeNumber,
  decodePaintCode,
  decodeStroke,
  encodeStroke,
  forEachRun,
  paintCode,
  type PaintCell,
} from "./paint-codec";
import { TERRAIN_IDS } from "./terrain";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const ch = (s: string) => s.charCodeAt(0);
const runs = (encoded: string) => {
  const out: number[][] = [];
  forEachRun(encoded, (i, j, n, len) => out.push([i, j, n, len]));
  return out;
};

describe("paint codes at the edges of each alphabet", () => {
  it("codeNumber: '.' is 0, a–r are 1–18, A–R are 19–36, the characters around them are invalid", () => {
    expect(codeNumber(ch("."))).toBe(0);
    expect(codeNumber(ch("a"))).toBe(1);
    expect(codeNumber(ch("r"))).toBe(18);
    expect(codeNumber(ch("A"))).toBe(19);
    expect(codeNumber(ch("B"))).toBe(20);
    expect(codeNumber(ch("R"))).toBe(36);
    for (const bad of ["`", "s", "@", "S", "-", "/", "0", "z", "Z"]) expect([bad, codeNumber(ch(bad))]).toEqual([bad, -1]);
  });

  it("charOfNumber is codeNumber's inverse over 0…36", () => {
    expect(charOfNumber(0)).toBe(UNPAINTED);
    expect(charOfNumber(1)).toBe("a");
    expect(charOfNumber(18)).toBe("r");
    expect(charOfNumber(19)).toBe("A");
    expect(charOfNumber(36)).toBe("R");
    for (let n = 0; n <= 36; n++) expect(codeNumber(ch(charOfNumber(n)))).toBe(n);
  });

  it("the areas: the 18 plain codes then the 18 road codes, each frozen", () => {
    expect(AREAS).toHaveLength(36);
    expect(Object.isFrozen(AREAS)).toBe(true);
    expect(AREAS[0]).toEqual({ terrain: TERRAIN_IDS[0], steep: false });
    expect(AREAS[1]).toEqual({ terrain: TERRAIN_IDS[0], steep: true });
    expect(AREAS[17]).toEqual({ terrain: "mountains", steep: true });
    expect(AREAS[18]).toEqual({ terrain: TERRAIN_IDS[0], steep: false, road: true });
    expect(AREAS[35]).toEqual({ terrain: "mountains", steep: true, road: true });
    expect(areaOfNumber(0)).toBeNull();
    expect(areaOfNumber(1)).toBe(AREAS[0]);
    expect(areaOfNumber(36)).toBe(AREAS[35]);
    expect(BRUSH_RADII).toEqual([0, 1, 2]);
  });

  it("paintCode: a road is the capital letter, steep the next one; decodePaintCode reads them back", () => {
    expect(paintCode({ terrain: "optimal", steep: false, road: true })).toBe("A");
    expect(paintCode({ terrain: "optimal", steep: true, road: true })).toBe("B");
    expect(paintCode({ terrain: "mountains", steep: true, road: true })).toBe("R");
    expect(paintCode({ terrain: "mountains", steep: false, road: false })).toBe("q");
    expect(paintCode({ terrain: "forest", steep: false })).toBe("i");
    expect(decodePaintCode("A")).toEqual({ terrain: "optimal", steep: false, road: true });
    expect(decodePaintCode("R")).toEqual({ terrain: "mountains", steep: true, road: true });
    expect(decodePaintCode("r")).toEqual({ terrain: "mountains", steep: true });
  });

  it("paintCode's refusals name the field and its value", () => {
    expectRefusal(() => paintCode(hostile(7)), "INVALID_ARGUMENT", "paint", 7, "expected an object");
    expectRefusal(() => paintCode(hostile({ terrain: "hills", steep: "yes" })), "INVALID_ARGUMENT", "paint.steep", "yes", "expected true or false");
    expectRefusal(() => paintCode(hostile({ terrain: "hills", steep: false, road: 1 })), "INVALID_ARGUMENT", "paint.road", 1, "expected true or false");
    expectRefusal(() => paintCode(hostile({ terrain: "lava", steep: false })), "UNKNOWN_TERRAIN", "paint.terrain", "lava", "expected a terrain id");
    // steep and road may be left out: read as false
    expect(paintCode(hostile({ terrain: "hills" }))).toBe(paintCode({ terrain: "hills", steep: false }));
  });

  it("decodePaintCode's refusals: not a string, an empty or long code, a character outside both alphabets", () => {
    expectRefusal(() => decodePaintCode(hostile(5)), "INVALID_ARGUMENT", "paint code", 5, "expected '.' or a letter a–r or A–R");
    expectRefusal(() => decodePaintCode(""), "INVALID_ARGUMENT", "paint code", "", "expected '.' or a letter a–r or A–R");
    expectRefusal(() => decodePaintCode("aa"), "INVALID_ARGUMENT", "paint code", "aa", "expected '.' or a letter a–r or A–R");
    expectRefusal(() => decodePaintCode("S"), "INVALID_ARGUMENT", "paint code", "S", "expected '.' or a letter a–r or A–R");
  });
});

describe("brush footprints", () => {
  it("radius 1 is the centre then six distinct neighbours; radius 2 nineteen", () => {
    const one = brushFootprint({ i: 4, j: 4 }, 1, "oddR");
    expect(one).toHaveLength(7);
    expect(new Set(one.map((o) => `${o.i},${o.j}`)).size).toBe(7);
    expect(brushFootprint({ i: 4, j: 4 }, 2, "evenQ")).toHaveLength(19);
  });
  it("refuses any other radius by name and value", () => {
    for (const r of [3, -1, 0.5, "1"]) expectRefusal(() => brushFootprint({ i: 0, j: 0 }, hostile(r), "oddR"), "OUT_OF_RANGE", "radius", r, "expected a brush radius of 0, 1 or 2");
  });
});

describe("cell indices and the stroke's cap", () => {
  it("assertCellIndex takes 0 and the last index, refuses one past either end, fractions and text", () => {
    expect(() => assertCellIndex("x", 0)).not.toThrow();
    expect(() => assertCellIndex("x", PAINT_MAX_INDEX)).not.toThrow();
    for (const v of [-1, PAINT_MAX_INDEX + 1, 1.5, "3", Number.NaN, 2 ** 60]) {
      expectRefusal(() => assertCellIndex("cell.i", v), "OUT_OF_RANGE", "cell.i", v, `expected a whole number from 0 to ${PAINT_MAX_INDEX}`);
    }
  });

  it("encodeStroke refuses a cell by its field: not an object, a bad row or column, a bad code", () => {
    expectRefusal(() => encodeStroke(hostile(5)), "INVALID_ARGUMENT", "cells", 5, "expected a list of cells");
    expectRefusal(() => encodeStroke(hostile(null)), "INVALID_ARGUMENT", "cells", null, "expected a list of cells");
    expectRefusal(() => encodeStroke(hostile({ length: 1 })), "INVALID_ARGUMENT", "cells", { length: 1 }, "expected a list of cells");
    expectRefusal(() => encodeStroke(hostile([7])), "INVALID_ARGUMENT", "cell", 7, "expected a cell {i, j}");
    expectRefusal(() => encodeStroke([{ i: -1, j: 0, code: "a" }]), "OUT_OF_RANGE", "cell.i", -1, "expected a whole number");
    expectRefusal(() => encodeStroke([{ i: 0, j: PAINT_MAX_INDEX + 1, code: "a" }]), "OUT_OF_RANGE", "cell.j", PAINT_MAX_INDEX + 1, "expected a whole number");
    for (const code of ["z", "", "ab", 5, ["a"]]) {
      expectRefusal(() => encodeStroke([{ i: 0, j: 0, code: hostile(code) }]), "INVALID_ARGUMENT", "cell.code", code, "expected '.' or a letter a–r or A–R");
    }
  });

  it("encodeStroke takes a Set or a generator, and a run never crosses from one row's last column into the next row", () => {
    const cells: PaintCell[] = [
      { i: 0, j: PAINT_MAX_INDEX, code: "a" },
      { i: 1, j: 0, code: "a" },
      { i: 1, j: 1, code: "a" },
    ];
    const last = PAINT_MAX_INDEX.toString(36);
    expect(encodeStroke(new Set(cells))).toBe(`a0,${last},1;a1,0,2`);
    function* gen() {
      yield* cells;
    }
    expect(decodeStroke(encodeStroke(gen()))).toEqual(cells);
    // a run of two may end exactly at the last column
    expect(encodeStroke([{ i: 0, j: PAINT_MAX_INDEX - 1, code: "a" }, { i: 0, j: PAINT_MAX_INDEX, code: "a" }])).toBe(`a0,${(PAINT_MAX_INDEX - 1).toString(36)},2`);
    // the largest row and column round-trip
    expect(decodeStroke(encodeStroke([{ i: PAINT_MAX_INDEX, j: PAINT_MAX_INDEX, code: "R" }]))).toEqual([{ i: PAINT_MAX_INDEX, j: PAINT_MAX_INDEX, code: "R" }]);
  });

  it("a run ends where the code changes or a column is skipped; a later cell for a hex replaces an earlier one", () => {
    expect(encodeStroke([
      { i: 2, j: 1, code: "a" },
      { i: 2, j: 2, code: "a" },
      { i: 2, j: 4, code: "a" },
      { i: 2, j: 5, code: "b" },
      { i: 2, j: 2, code: "c" },
    ])).toBe("a2,1,1;c2,2,1;a2,4,1;b2,5,1");
  });
});

describe("reading an encoded stroke", () => {
  it("gives each run's row, column, numeric code and length", () => {
    expect(runs("a0,0,1;Ra,z,2;.1,2,3")).toEqual([[0, 0, 1, 1], [10, 35, 36, 2], [1, 2, 0, 3]]);
    expect(runs("")).toEqual([]);
    expect(decodeStroke("b1,2,2")).toEqual([{ i: 1, j: 2, code: "b" }, { i: 1, j: 3, code: "b" }]);
  });

  it("a run reaching exactly the last column loads; one hex further, a row past the store or a length of 0 is refused", () => {
    const last = PAINT_MAX_INDEX.toString(36);
    const first = (PAINT_MAX_INDEX - 1).toString(36);
    expect(runs(`a${last},${first},2`)).toEqual([[PAINT_MAX_INDEX, PAINT_MAX_INDEX - 1, 1, 2]]);
    const past = (PAINT_MAX_INDEX + 1).toString(36);
    for (const part of [`a0,${first},3`, `a${past},0,1`, "a0,0,0"]) {
      expectRefusal(() => runs(part), "OUT_OF_RANGE", "stroke run", part, `rows and columns run from 0 to ${PAINT_MAX_INDEX}`);
    }
  });

  it("refuses a stroke that is not a string, and a malformed run by its text", () => {
    expectRefusal(() => runs(hostile(5)), "INVALID_ARGUMENT", "stroke", 5, "expected an encoded stroke string");
    for (const part of ["a1,1", "x1,1,1", "azzzzz,0,1", "a1,1,1,", " a1,1,1", "a1,1,1 "]) {
      expectRefusal(() => runs(`a0,0,1;${part}`), "INVALID_ARGUMENT", "stroke run", part, "expected <code><row>,<column>,<length> in base 36");
    }
    expectRefusal(() => runs("a0,0,1;"), "INVALID_ARGUMENT", "stroke run", "", "in base 36");
  });

  it("reads the runs in order: each earlier run is visited before a later malformed one is refused", () => {
    const seen: number[] = [];
    expect(() => forEachRun("a0,0,1;?", (i) => seen.push(i))).toThrow();
    expect(seen).toEqual([0]);
  });
});

describe("the shared checks", () => {
  it("assertIterable, assertCell and assertStrokeKey name the value refused", () => {
    expectRefusal(() => assertIterable("list", undefined), "INVALID_ARGUMENT", "list", undefined, "expected a list of cells");
    expect(() => assertIterable("list", "abc")).not.toThrow();
    expectRefusal(() => assertCell("c", null), "INVALID_ARGUMENT", "c", null, "expected a cell {i, j}");
    expectRefusal(() => assertCell("c", "x"), "INVALID_ARGUMENT", "c", "x", "expected a cell {i, j}");
    expect(() => assertCell("c", {})).not.toThrow();
    expect(() => assertStrokeKey("key", "a".repeat(32))).not.toThrow();
    expect(() => assertStrokeKey("key", "Z9")).not.toThrow();
    for (const bad of ["", "a".repeat(33), "a-b", "a b", 5]) expectRefusal(() => assertStrokeKey("key", bad), "INVALID_ARGUMENT", "key", bad, "expected 1–32 letters or digits");
  });
});
