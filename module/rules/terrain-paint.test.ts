import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  PaintedTerrain,
  UNPAINTED,
  applyWrite,
  brushFootprint,
  chunkKey,
  decodePaintCode,
  decodeStroke,
  encodeStroke,
  hexLine,
  paintCode,
  paintedHexTerrain,
  planCompaction,
  planStroke,
  planUndo,
  shouldCompact,
  type PaintData,
  type PaintValue,
} from "./terrain-paint";
import { floodFill } from "./paint-fill";
import { HEX_LAYOUTS, cubeDistance, offsetToCube, type HexLayout, type Offset } from "./hex";
import { TERRAIN_IDS } from "./terrain";
import { RulesError } from "./errors";
import { refNeighborOffsets } from "../../tests/hex-reference";
import { hostile, rulesErrorCode } from "../../tests/support/rules-error";

const sortOffsets = (list: Offset[]) => [...list].sort((a, b) => a.i - b.i || a.j - b.j);
const key = (o: Offset) => `${o.i},${o.j}`;

describe("paint codes", () => {
  it("one letter per terrain and steep flag, '.' clears; round trip", () => {
    expect(paintCode({ terrain: "optimal", steep: false })).toBe("a");
    expect(paintCode({ terrain: "optimal", steep: true })).toBe("b");
    expect(paintCode({ terrain: "forest", steep: false })).toBe("i");
    expect(paintCode({ terrain: "mountains", steep: true })).toBe("r");
    expect(paintCode(null)).toBe(UNPAINTED);
    for (const terrain of TERRAIN_IDS) {
      for (const steep of [false, true]) expect(decodePaintCode(paintCode({ terrain, steep }))).toEqual({ terrain, steep });
    }
    expect(decodePaintCode(".")).toBeNull();
  });
  it("refuses unknown codes and terrains", () => {
    expect(() => decodePaintCode("s")).toThrow(RulesError);
    expect(() => decodePaintCode("ab")).toThrow(RulesError);
    expect(() => paintCode({ terrain: "lava" as never, steep: false })).toThrow(RulesError);
  });
});

describe("brush footprints", () => {
  // Golden: radius 1 around an even and an odd row/column, worked out by hand from each layout's shove.
  const golden: Record<HexLayout, [Offset, Offset[]][]> = {
    oddR: [
      [{ i: 2, j: 2 }, [{ i: 1, j: 1 }, { i: 1, j: 2 }, { i: 2, j: 1 }, { i: 2, j: 3 }, { i: 3, j: 1 }, { i: 3, j: 2 }]],
      [{ i: 3, j: 2 }, [{ i: 2, j: 2 }, { i: 2, j: 3 }, { i: 3, j: 1 }, { i: 3, j: 3 }, { i: 4, j: 2 }, { i: 4, j: 3 }]],
    ],
    evenR: [
      [{ i: 2, j: 2 }, [{ i: 1, j: 2 }, { i: 1, j: 3 }, { i: 2, j: 1 }, { i: 2, j: 3 }, { i: 3, j: 2 }, { i: 3, j: 3 }]],
      [{ i: 3, j: 2 }, [{ i: 2, j: 1 }, { i: 2, j: 2 }, { i: 3, j: 1 }, { i: 3, j: 3 }, { i: 4, j: 1 }, { i: 4, j: 2 }]],
    ],
    oddQ: [
      [{ i: 2, j: 2 }, [{ i: 1, j: 1 }, { i: 1, j: 2 }, { i: 1, j: 3 }, { i: 2, j: 1 }, { i: 2, j: 3 }, { i: 3, j: 2 }]],
      [{ i: 2, j: 3 }, [{ i: 1, j: 3 }, { i: 2, j: 2 }, { i: 2, j: 4 }, { i: 3, j: 2 }, { i: 3, j: 3 }, { i: 3, j: 4 }]],
    ],
    evenQ: [
      [{ i: 2, j: 2 }, [{ i: 1, j: 2 }, { i: 2, j: 1 }, { i: 2, j: 3 }, { i: 3, j: 1 }, { i: 3, j: 2 }, { i: 3, j: 3 }]],
      [{ i: 2, j: 3 }, [{ i: 1, j: 2 }, { i: 1, j: 3 }, { i: 1, j: 4 }, { i: 2, j: 2 }, { i: 2, j: 4 }, { i: 3, j: 3 }]],
    ],
  };
  for (const layout of HEX_LAYOUTS) {
    it(`${layout}: radius 0 is the hex, radius 1 adds its six neighbours (golden)`, () => {
      for (const [centre, ring] of golden[layout]) {
        expect(brushFootprint(centre, 0, layout)).toEqual([centre]);
        const r1 = brushFootprint(centre, 1, layout);
        expect(r1[0]).toEqual(centre);
        expect(sortOffsets(r1.slice(1))).toEqual(sortOffsets(ring));
        // and the independent geometric reference agrees
        expect(sortOffsets(r1.slice(1))).toEqual(sortOffsets(refNeighborOffsets(centre, layout)));
      }
    });
  }
  it("radius 2 is 19 distinct hexes within two steps, on every layout (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...HEX_LAYOUTS), fc.integer({ min: 2, max: 500 }), fc.integer({ min: 2, max: 500 }), (layout, i, j) => {
        const centre = { i, j };
        const cells = brushFootprint(centre, 2, layout);
        expect(new Set(cells.map(key)).size).toBe(19);
        const c = offsetToCube(centre, layout);
        const d = cells.map((o) => cubeDistance(c, offsetToCube(o, layout)));
        expect(Math.max(...d)).toBe(2);
        expect(d.filter((x) => x === 1).length).toBe(6);
        expect(d.filter((x) => x === 2).length).toBe(12);
        // radius 2 = union of the radius-1 brushes around the radius-1 brush
        const union = new Set(brushFootprint(centre, 1, layout).flatMap((o) => brushFootprint(o, 1, layout)).map(key));
        expect(new Set(cells.map(key))).toEqual(union);
      }),
    );
  });
  it("refuses other radii", () => {
    expect(() => brushFootprint({ i: 0, j: 0 }, 3 as never, "oddR")).toThrow(RulesError);
  });
});

describe("hexLine", () => {
  it("joins two samples with a gap-free chain of neighbours (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HEX_LAYOUTS),
        fc.record({ i: fc.integer({ min: 0, max: 60 }), j: fc.integer({ min: 0, max: 60 }) }),
        fc.record({ i: fc.integer({ min: 0, max: 60 }), j: fc.integer({ min: 0, max: 60 }) }),
        (layout, a, b) => {
          const line = hexLine(a, b, layout);
          expect(line[0]).toEqual(a);
          expect(line[line.length - 1]).toEqual(b);
          expect(line.length).toBe(cubeDistance(offsetToCube(a, layout), offsetToCube(b, layout)) + 1);
          for (let k = 1; k < line.length; k++) {
            expect(cubeDistance(offsetToCube(line[k - 1]!, layout), offsetToCube(line[k]!, layout))).toBe(1);
          }
        },
      ),
    );
  });
});

describe("floodFill", () => {
  // A 10 × 10 map: a forest ring around column 5 rows 2–7 … drawn as a set.
  const forest = new Set(["2,3", "2,4", "3,3", "4,3", "4,4", "5,4", "9,9"]);
  const classOf = (o: Offset) => (forest.has(key(o)) ? "forest" : "plains");
  const onMap = (o: Offset) => o.i >= 0 && o.i < 10 && o.j >= 0 && o.j < 10;

  it("fills the connected hexes of the same terrain and nothing across a gap (golden, odd-r)", () => {
    const r = floodFill({ start: { i: 2, j: 3 }, layout: "oddR", classOf, onMap, limit: 1000 });
    expect(r.truncated).toBe(false);
    expect(sortOffsets(r.cells).map(key)).toEqual(["2,3", "2,4", "3,3", "4,3", "4,4", "5,4"]);
  });
  it("stays on the map and stops at the limit, saying so", () => {
    const all = floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf, onMap, limit: 1000 });
    expect(all.cells.length).toBe(100 - forest.size);
    const cut = floodFill({ start: { i: 0, j: 0 }, layout: "evenQ", classOf, onMap, limit: 10 });
    expect(cut.cells.length).toBe(10);
    expect(cut.truncated).toBe(true);
    expect(floodFill({ start: { i: -1, j: 0 }, layout: "oddR", classOf, onMap, limit: 10 }).cells).toEqual([]);
  });
  it("every filled hex has the start's class and the fill is closed under neighbours (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...HEX_LAYOUTS), fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), fc.nat(63), (layout, bits, s) => {
        const cls = (o: Offset) => (bits[o.i * 8 + o.j] ? "x" : "y");
        const on = (o: Offset) => o.i >= 0 && o.i < 8 && o.j >= 0 && o.j < 8;
        const start = { i: Math.floor(s / 8), j: s % 8 };
        const { cells } = floodFill({ start, layout, classOf: cls, onMap: on, limit: 1000 });
        const inFill = new Set(cells.map(key));
        for (const c of cells) {
          expect(cls(c)).toBe(cls(start));
          for (const n of refNeighborOffsets(c, layout)) if (on(n) && cls(n) === cls(start)) expect(inFill.has(key(n))).toBe(true);
        }
      }),
    );
  });
});

describe("stroke encoding", () => {
  it("golden: runs along rows in base 36", () => {
    const cells = [
      { i: 40, j: 10, code: "i" },
      { i: 40, j: 11, code: "i" },
      { i: 40, j: 12, code: "i" },
      { i: 40, j: 13, code: "." },
      { i: 41, j: 10, code: "r" },
    ];
    expect(encodeStroke(cells)).toBe("i14,a,3;.14,d,1;r15,a,1");
    expect(decodeStroke("i14,a,3;.14,d,1;r15,a,1")).toEqual(cells);
    expect(encodeStroke([])).toBe("");
    expect(decodeStroke("")).toEqual([]);
  });
  it("round-trips any set of cells, the last code of a hex winning (property)", () => {
    const cell = fc.record({ i: fc.integer({ min: 0, max: 300 }), j: fc.integer({ min: 0, max: 300 }), code: fc.constantFrom(".", "a", "i", "r") });
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 200 }), (cells) => {
        const last = new Map(cells.map((c) => [key(c), c]));
        const decoded = decodeStroke(encodeStroke(cells));
        expect(decoded.length).toBe(last.size);
        for (const c of decoded) expect(last.get(key(c))?.code).toBe(c.code);
      }),
    );
  });
  it("refuses malformed strokes and out-of-range cells with a RulesError", () => {
    expect(() => decodeStroke("x1,1,1")).toThrow(RulesError);
    expect(() => decodeStroke("a1,1")).toThrow(RulesError);
    expect(() => decodeStroke("azzzz,0,1")).toThrow(RulesError);
    expect(() => encodeStroke([{ i: -1, j: 0, code: "a" }])).toThrow(RulesError);
    expect(() => encodeStroke([{ i: 0, j: 1.5, code: "a" }])).toThrow(RulesError);
    expect(() => encodeStroke([{ i: 0, j: 0, code: "z" }])).toThrow(RulesError);
  });
  it("a 500-hex stroke stays small", () => {
    const cells = [];
    for (let k = 0; k < 500; k++) cells.push({ i: 100 + (k % 5), j: 20 + Math.floor(k / 5), code: "i" });
    expect(encodeStroke(cells).length).toBeLessThan(100);
  });
});

const FOREST: PaintValue = { terrain: "forest", steep: false };
const HILLS_STEEP: PaintValue = { terrain: "hills", steep: true };

describe("the store, strokes, undo and compaction", () => {
  it("a stroke is one keyed entry; the store reads it back in O(1) per hex", () => {
    const store = PaintedTerrain.from(undefined);
    const plan = planStroke(store, "s1", brushFootprint({ i: 5, j: 5 }, 1, "oddR"), FOREST, 1000)!;
    expect(Object.keys(plan.write.setStrokes)).toEqual(["s1"]);
    const data = applyWrite(undefined, plan.write);
    const after = PaintedTerrain.from(data);
    expect(after.paintedCount).toBe(7);
    expect(after.areaAt({ i: 5, j: 5 })).toEqual(FOREST);
    expect(after.areaAt({ i: 0, j: 0 })).toBeNull();
    expect(after.codeOf({ i: 5, j: 6 })).toBe("i");
    const seen: string[] = [];
    after.forEachPainted((i, j, area) => seen.push(`${i},${j}:${area.terrain}`));
    expect(seen.sort()).toEqual(brushFootprint({ i: 5, j: 5 }, 1, "oddR").map((o) => `${o.i},${o.j}:forest`).sort());
  });

  it("repainting the same value changes nothing and plans no write", () => {
    const data = applyWrite(undefined, planStroke(PaintedTerrain.from(undefined), "s1", [{ i: 1, j: 1 }], FOREST, 1)!.write);
    expect(planStroke(PaintedTerrain.from(data), "s2", [{ i: 1, j: 1 }], FOREST, 2)).toBeNull();
  });

  it("later strokes lie on top; a new stroke is stamped after every stroke seen", () => {
    let data: PaintData = {};
    data = applyWrite(data, planStroke(PaintedTerrain.from(data), "a", [{ i: 1, j: 1 }], FOREST, 5000)!.write);
    // a GM whose clock is behind still paints on top
    const late = planStroke(PaintedTerrain.from(data), "b", [{ i: 1, j: 1 }], HILLS_STEEP, 10)!;
    expect(late.write.setStrokes.b!.t).toBe(5001);
    data = applyWrite(data, late.write);
    expect(PaintedTerrain.from(data).areaAt({ i: 1, j: 1 })).toEqual(HILLS_STEEP);
  });

  it("concurrent GMs: two strokes from the same state merge, neither is lost", () => {
    const base = applyWrite({}, planStroke(PaintedTerrain.from({}), "base", [{ i: 0, j: 0 }], FOREST, 1)!.write);
    const a = planStroke(PaintedTerrain.from(base), "gmA", [{ i: 3, j: 3 }], FOREST, 100)!;
    const b = planStroke(PaintedTerrain.from(base), "gmB", [{ i: 4, j: 4 }], HILLS_STEEP, 100)!;
    // Foundry merges each update into the stored object: apply both, in either order
    for (const merged of [applyWrite(applyWrite(base, a.write), b.write), applyWrite(applyWrite(base, b.write), a.write)]) {
      const s = PaintedTerrain.from(merged);
      expect(s.areaAt({ i: 3, j: 3 })).toEqual(FOREST);
      expect(s.areaAt({ i: 4, j: 4 })).toEqual(HILLS_STEEP);
      expect(s.areaAt({ i: 0, j: 0 })).toEqual(FOREST);
    }
  });

  it("undo while the stroke is in the log deletes exactly that stroke; a later stroke by another GM stays", () => {
    let data: PaintData = {};
    data = applyWrite(data, planStroke(PaintedTerrain.from(data), "old", [{ i: 2, j: 2 }], HILLS_STEEP, 1)!.write);
    const mine = planStroke(PaintedTerrain.from(data), "mine", [{ i: 2, j: 2 }, { i: 2, j: 3 }], FOREST, 2)!;
    data = applyWrite(data, mine.write);
    data = applyWrite(data, planStroke(PaintedTerrain.from(data), "theirs", [{ i: 9, j: 9 }], FOREST, 3)!.write);
    const undo = planUndo(PaintedTerrain.from(data), mine.record, "u1", 4)!;
    expect(undo.deleteStrokes).toEqual(["mine"]);
    expect(undo.setStrokes).toEqual({});
    data = applyWrite(data, undo);
    const s = PaintedTerrain.from(data);
    expect(s.areaAt({ i: 2, j: 2 })).toEqual(HILLS_STEEP);
    expect(s.areaAt({ i: 2, j: 3 })).toBeNull();
    expect(s.areaAt({ i: 9, j: 9 })).toEqual(FOREST);
  });

  it("undo after compaction writes the old cells back, except cells painted over since", () => {
    let data: PaintData = {};
    data = applyWrite(data, planStroke(PaintedTerrain.from(data), "old", [{ i: 2, j: 2 }], HILLS_STEEP, 1)!.write);
    const mine = planStroke(PaintedTerrain.from(data), "mine", [{ i: 2, j: 2 }, { i: 2, j: 3 }, { i: 2, j: 4 }], FOREST, 2)!;
    data = applyWrite(data, mine.write);
    data = applyWrite(data, planStroke(PaintedTerrain.from(data), "theirs", [{ i: 2, j: 4 }], { terrain: "swamp", steep: false }, 3)!.write);
    data = applyWrite(data, planCompaction(data)!);
    expect(Object.keys(data.strokes!)).toEqual([]);
    const undo = planUndo(PaintedTerrain.from(data), mine.record, "u1", 4)!;
    data = applyWrite(data, undo);
    const s = PaintedTerrain.from(data);
    expect(s.areaAt({ i: 2, j: 2 })).toEqual(HILLS_STEEP);
    expect(s.areaAt({ i: 2, j: 3 })).toBeNull();
    expect(s.areaAt({ i: 2, j: 4 })).toEqual({ terrain: "swamp", steep: false });
  });

  it("compaction keeps the map identical and deletes exactly the strokes it folded (property)", () => {
    const stroke = fc.record({
      cells: fc.array(fc.record({ i: fc.integer({ min: 0, max: 70 }), j: fc.integer({ min: 0, max: 70 }) }), { minLength: 1, maxLength: 30 }),
      value: fc.option(fc.record({ terrain: fc.constantFrom(...TERRAIN_IDS), steep: fc.boolean() }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(stroke, { maxLength: 12 }), fc.array(stroke, { maxLength: 3 }), (strokes, meanwhile) => {
        let data: PaintData = {};
        strokes.forEach((s, k) => {
          const p = planStroke(PaintedTerrain.from(data), `s${k}`, s.cells, s.value, k);
          if (p) data = applyWrite(data, p.write);
        });
        const before = PaintedTerrain.from(data);
        const compaction = planCompaction(data);
        // strokes another GM lays while the compaction is in flight
        let concurrent = data;
        meanwhile.forEach((s, k) => {
          const p = planStroke(PaintedTerrain.from(concurrent), `m${k}`, s.cells, s.value, 1000 + k);
          if (p) concurrent = applyWrite(concurrent, p.write);
        });
        const compacted = compaction ? applyWrite(data, compaction) : data;
        const merged = compaction ? applyWrite(concurrent, compaction) : concurrent;
        const expected = PaintedTerrain.from(concurrent);
        const c = PaintedTerrain.from(compacted);
        const m = PaintedTerrain.from(merged);
        expect(c.strokeOrder).toEqual([]);
        expect(m.strokeOrder).toEqual(PaintedTerrain.from(concurrent).strokeOrder.filter((k) => k.startsWith("m")));
        for (let i = 0; i <= 70; i++) {
          for (let j = 0; j <= 70; j++) {
            if (c.codeAt(i, j) !== before.codeAt(i, j)) expect([i, j, c.codeAt(i, j)]).toEqual([i, j, before.codeAt(i, j)]);
            if (m.codeAt(i, j) !== expected.codeAt(i, j)) expect([i, j, m.codeAt(i, j)]).toEqual([i, j, expected.codeAt(i, j)]);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it("bad stored data is skipped and reported, never thrown", () => {
    const s = PaintedTerrain.from({
      chunks: { r0c0: "short", bogus: "x", r0c1: "z".repeat(1024) },
      strokes: { ok: { t: 1, c: "i1,1,2" }, bad: { t: 2, c: "??" }, "no-t": { c: "i1,1,1" } },
    });
    expect(s.codeOf({ i: 1, j: 1 })).toBe("i");
    expect(s.codeOf({ i: 1, j: 2 })).toBe("i");
    expect(s.problems.map((p) => p.where).sort()).toEqual(["chunks.bogus", "chunks.r0c0", "chunks.r0c1", "strokes.bad", "strokes.no-t"]);
    expect(PaintedTerrain.from("nonsense").problems.length).toBe(1);
  });

  it("a long log asks for compaction", () => {
    const strokes: PaintData["strokes"] = {};
    for (let k = 0; k < 33; k++) strokes[`s${k}`] = { t: k, c: "a1,1,1" };
    expect(shouldCompact({ strokes })).toBe(true);
    expect(shouldCompact({ strokes: { s: { t: 1, c: "a1,1,1" } } })).toBe(false);
  });

  it("a fully painted 200 × 200 map compacts to at most 200 kB", () => {
    const cells: Offset[] = [];
    for (let i = 0; i < 200; i++) for (let j = 0; j < 200; j++) cells.push({ i, j });
    let data: PaintData = {};
    // painted in 40 strokes of 1000 hexes, mixed terrains
    for (let k = 0; k < 40; k++) {
      const t = TERRAIN_IDS[k % TERRAIN_IDS.length]!;
      data = applyWrite(data, planStroke(PaintedTerrain.from(data), `s${k}`, cells.slice(k * 1000, (k + 1) * 1000), { terrain: t, steep: k % 3 === 0 }, k)!.write);
    }
    data = applyWrite(data, planCompaction(data)!);
    const size = JSON.stringify(data).length;
    expect(size).toBeLessThanOrEqual(200_000);
    const s = PaintedTerrain.from(data);
    expect(s.paintedCount).toBe(40_000);
    expect(s.problems).toEqual([]);
  });
});

describe("precedence with Terrain regions (docs/rules.md §4)", () => {
  it("paint is one more area: the hardest wins, steep if any says steep", () => {
    expect(paintedHexTerrain("optimal", [], FOREST)).toEqual({ terrain: "forest", steep: false });
    expect(paintedHexTerrain("optimal", [{ terrain: "mountains", steep: false }], FOREST)).toEqual({ terrain: "mountains", steep: false });
    expect(paintedHexTerrain("optimal", [{ terrain: "plains", steep: false }], HILLS_STEEP)).toEqual({ terrain: "hills", steep: true });
    expect(paintedHexTerrain("swamp", [], { terrain: "optimal", steep: false })).toEqual({ terrain: "optimal", steep: false });
    expect(paintedHexTerrain("plains", [{ terrain: "forest", steep: true }], null)).toEqual({ terrain: "forest", steep: true });
    expect(paintedHexTerrain("plains", [], null)).toEqual({ terrain: "plains", steep: false });
  });
});

/**
 * Regression (fuzz suite; the input-bounds contract of docs/rules.md "Input bounds"): every public function of this file answers hostile,
 * missing or wrongly typed input with a RulesError of a known code, never a TypeError or NaN.
 */
describe("hostile input gives a RulesError with its code (fuzz regressions)", () => {
  const code = rulesErrorCode;
  const FOREST_VALUE: PaintValue = { terrain: "forest", steep: false };

  it("paintCode: a missing or non-object value, a non-boolean steep", () => {
    expect(code(() => paintCode(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => paintCode(hostile(7)))).toBe("INVALID_ARGUMENT");
    expect(code(() => paintCode(hostile({ terrain: "hills", steep: "yes" })))).toBe("INVALID_ARGUMENT");
    expect(decodePaintCode(paintCode({ terrain: "hills", steep: true }))).toEqual({ terrain: "hills", steep: true });
  });

  it("decodePaintCode: a code that is not a string", () => {
    for (const x of [undefined, null, 5, ["a"]]) expect(code(() => decodePaintCode(hostile(x)))).toBe("INVALID_ARGUMENT");
  });

  it("floodFill: a missing input, start, callbacks or a limit that is not a whole number in range", () => {
    const good = { start: { i: 0, j: 0 }, layout: "oddR" as const, classOf: () => "a", onMap: (o: Offset) => o.i >= 0 && o.i < 3 && o.j >= 0 && o.j < 3, limit: 100 };
    expect(code(() => floodFill(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => floodFill(hostile(null)))).toBe("INVALID_ARGUMENT");
    expect(code(() => floodFill({ ...good, start: hostile(null) }))).toBe("INVALID_ARGUMENT");
    expect(code(() => floodFill({ ...good, classOf: hostile(5) }))).toBe("INVALID_ARGUMENT");
    expect(code(() => floodFill({ ...good, onMap: hostile(undefined) }))).toBe("INVALID_ARGUMENT");
    expect(code(() => floodFill({ ...good, limit: 1.5 }))).toBe("NOT_INTEGER");
    expect(code(() => floodFill({ ...good, limit: 2 ** 40 }))).toBe("OUT_OF_RANGE");
    expect(floodFill(good).cells).toHaveLength(9);
  });

  it("encodeStroke: cells that are not iterable, a cell that is not an object", () => {
    expect(code(() => encodeStroke(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => encodeStroke(hostile(5)))).toBe("INVALID_ARGUMENT");
    expect(code(() => encodeStroke(hostile([null])))).toBe("INVALID_ARGUMENT");
  });

  it("PaintedTerrain: lookups of a missing offset; out-of-bound stamps and odd chunk keys are skipped, not thrown", () => {
    const store = new PaintedTerrain();
    expect(code(() => store.areaAt(hostile(null)))).toBe("INVALID_ARGUMENT");
    expect(code(() => store.codeOf(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    const loaded = PaintedTerrain.from({ strokes: { big: { t: 1e300, c: "f1,1,1" }, ok: { t: 5, c: "f2,2,1" } } });
    expect(loaded.maxStamp).toBe(5);
    expect(loaded.strokeOrder).toEqual(["ok"]);
    expect(loaded.problems.map((p) => p.where)).toEqual(["strokes.big"]);
    expect(loaded.chunkString(hostile(Symbol("k")))).toBeNull();
  });

  it("planStroke: a store that is not a PaintedTerrain, a non-string key, cells, a bad clock", () => {
    const store = PaintedTerrain.from(undefined);
    expect(code(() => planStroke(hostile({ codeAt: () => 0 }), "k", [{ i: 1, j: 1 }], FOREST_VALUE, 1))).toBe("INVALID_ARGUMENT");
    expect(code(() => planStroke(store, hostile(undefined), [{ i: 1, j: 1 }], FOREST_VALUE, 1))).toBe("INVALID_ARGUMENT");
    expect(code(() => planStroke(store, "k", hostile(null), FOREST_VALUE, 1))).toBe("INVALID_ARGUMENT");
    expect(code(() => planStroke(store, "k", hostile([undefined]), FOREST_VALUE, 1))).toBe("INVALID_ARGUMENT");
    expect(code(() => planStroke(store, "k", [{ i: 1, j: 1 }], FOREST_VALUE, Number.NaN))).toBe("NOT_A_NUMBER");
    expect(code(() => planStroke(store, "k", [{ i: 1, j: 1 }], FOREST_VALUE, 1e300))).toBe("OUT_OF_RANGE");
  });

  it("planUndo: a missing store, record or key; a record that is not encoded strokes", () => {
    const plan = planStroke(PaintedTerrain.from(undefined), "s1", [{ i: 1, j: 1 }], FOREST_VALUE, 1)!;
    const store = PaintedTerrain.from(applyWrite(undefined, plan.write));
    expect(code(() => planUndo(hostile(undefined), plan.record, "u1", 2))).toBe("INVALID_ARGUMENT");
    expect(code(() => planUndo(store, hostile(null), "u1", 2))).toBe("INVALID_ARGUMENT");
    expect(code(() => planUndo(store, hostile({ ...plan.record, key: 5 }), "u1", 2))).toBe("INVALID_ARGUMENT");
    expect(code(() => planUndo(PaintedTerrain.from(undefined), hostile({ ...plan.record, after: null }), "u1", 2))).toBe("INVALID_ARGUMENT");
    expect(code(() => planUndo(store, plan.record, hostile(Symbol("u")), 2))).toBe("INVALID_ARGUMENT");
    expect(code(() => planUndo(store, plan.record, "u1", Number.POSITIVE_INFINITY))).toBe("NOT_FINITE");
  });

  it("applyWrite: a missing write, lists that are not lists, stamps that are not finite", () => {
    const plan = planStroke(PaintedTerrain.from(undefined), "s1", [{ i: 1, j: 1 }], FOREST_VALUE, 1)!;
    expect(code(() => applyWrite(undefined, hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => applyWrite(undefined, hostile({ ...plan.write, deleteChunks: {} })))).toBe("INVALID_ARGUMENT");
    expect(code(() => applyWrite(undefined, hostile({ ...plan.write, setStrokes: { s1: { t: Number.NaN, c: "" } } })))).toBe("NOT_A_NUMBER");
    expect(code(() => applyWrite(hostile({ chunks: "abc" }), plan.write))).toBe("INVALID_ARGUMENT");
    expect(code(() => applyWrite(hostile({ strokes: { x: { t: Number.POSITIVE_INFINITY, c: "" } } }), plan.write))).toBe("NOT_FINITE");
  });

  it("paintedHexTerrain: regions that are not a list", () => {
    expect(code(() => paintedHexTerrain("plains", hostile(undefined), FOREST_VALUE))).toBe("INVALID_ARGUMENT");
    expect(code(() => paintedHexTerrain("plains", hostile(5), FOREST_VALUE))).toBe("INVALID_ARGUMENT");
    expect(code(() => paintedHexTerrain("plains", [], hostile(undefined)))).toBe("INVALID_ARGUMENT");
  });
});

describe("PaintedTerrain lookups with coordinates that are not numbers (fuzz regression)", () => {
  it("refuse them with NOT_A_NUMBER instead of a TypeError from the bit mask; other numbers read as unpainted", () => {
    const store = PaintedTerrain.from({ strokes: { a: { t: 1, c: "f1,1,1" } } });
    for (const i of [Symbol("i"), 0n, Object.create(null), "1"]) {
      expect(() => store.areaAt({ i, j: 1 } as never)).toThrow(expect.objectContaining({ code: "NOT_A_NUMBER" }));
      expect(() => store.codeAt(i as never, 1)).toThrow(expect.objectContaining({ code: "NOT_A_NUMBER" }));
    }
    for (const i of [-1, 1.5, Number.NaN, 2 ** 40]) expect(store.areaAt({ i, j: 1 })).toBeNull();
    expect(store.areaAt({ i: 1, j: 1 })).not.toBeNull();
  });
});

describe("chunkKey refuses what is not a chunk index (fuzz regression, seed 17 at 10,000 cases)", () => {
  it("a value with no text form or a number outside the store gives a RulesError, not a TypeError", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof RulesError ? e.code : "not a RulesError";
      }
      return "no error";
    };
    expect(code(() => chunkKey(Object.create(null) as never, 0))).toBe("NOT_A_NUMBER");
    expect(code(() => chunkKey(0, 1.5))).toBe("NOT_INTEGER");
    expect(code(() => chunkKey(-1, 0))).toBe("OUT_OF_RANGE");
    expect(code(() => chunkKey(0, 512))).toBe("OUT_OF_RANGE");
    expect(chunkKey(3, 511)).toBe("r3c511");
  });
});
