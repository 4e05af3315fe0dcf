/**
 * Writing painted terrain at its edges (docs/terrain-painting.md): the whole write each plan makes,
 * stamps at the cap and the fold of the log, an undo partly painted over, the compaction's deletes,
 * the compaction thresholds, and every refusal's code, parameter, value and text.
 */
import { describe, expect, it } from "vitest";
import { applyWrite, paintedHexTerrain, planCompaction, planStroke, planUndo, shouldCompact, type PaintWrite } from "./paint-writes";
import { PaintedTerrain, PAINT_CHUNK, type PaintData } from "./paint-chunks";
import { PAINT_MAX_STAMP } from "./paint-stamps";
import { PAINT_MAX_INDEX, type PaintValue } from "./paint-codec";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const FOREST: PaintValue = { terrain: "forest", steep: false };
const HILLS: PaintValue = { terrain: "hills", steep: true };
const NOTHING: PaintWrite = { setChunks: {}, deleteChunks: [], setStrokes: {}, deleteStrokes: [] };
const cells = (n: number) => PAINT_CHUNK * PAINT_CHUNK - n;
const oneCell = (k: number, ch: string) => ".".repeat(k) + ch + ".".repeat(cells(k + 1));

describe("planStroke", () => {
  it("writes exactly one stroke, nothing else, and the record of the cells before", () => {
    const store = PaintedTerrain.from({ strokes: { old: { t: 4, c: "c1,1,1" } } });
    const plan = planStroke(store, "k1", [{ i: 1, j: 1 }, { i: 1, j: 2 }, { i: 1, j: 1 }], FOREST, 2);
    expect(plan).toEqual({
      write: { setChunks: {}, deleteChunks: [], deleteStrokes: [], setStrokes: { k1: { t: 5, c: "i1,1,2" } } },
      record: { key: "k1", before: "c1,1,1;.1,2,1", after: "i1,1,2" },
    });
  });

  it("a stamp is the clock's whole part when it is after the log; exactly at the cap no fold is written", () => {
    expect(planStroke(new PaintedTerrain(), "k", [{ i: 0, j: 0 }], FOREST, 41.9)!.write.setStrokes["k"]!.t).toBe(41);
    const at = planStroke(new PaintedTerrain(), "k", [{ i: 0, j: 0 }], FOREST, PAINT_MAX_STAMP)!;
    expect(at.write).toEqual({ ...NOTHING, setStrokes: { k: { t: PAINT_MAX_STAMP, c: "i0,0,1" } } });
    const below = PaintedTerrain.from({ strokes: { s: { t: PAINT_MAX_STAMP - 1, c: "a0,0,1" } } });
    expect(planStroke(below, "k", [{ i: 0, j: 0 }], FOREST, 5)!.write).toEqual({ ...NOTHING, setStrokes: { k: { t: PAINT_MAX_STAMP, c: "i0,0,1" } } });
    // a clock of −cap is taken (it is then moved after the log)
    expect(planStroke(new PaintedTerrain(), "k", [{ i: 0, j: 0 }], FOREST, -PAINT_MAX_STAMP)!.write.setStrokes["k"]!.t).toBe(1);
  });

  it("past the cap, the same write folds the log into the chunks and restarts it from the clock", () => {
    const data: PaintData = {
      chunks: { r0c1: oneCell(0, "a"), r1c0: oneCell(3, "b") },
      strokes: { capped: { t: PAINT_MAX_STAMP, c: "e0,0,2" }, older: { t: 9, c: ".w,3,1" } },
    };
    const plan = planStroke(PaintedTerrain.from(data), "next", [{ i: 0, j: 5 }], HILLS, 77.5)!;
    expect(plan.write).toEqual({
      setChunks: { r0c0: "ee" + ".".repeat(cells(2)), r0c1: oneCell(0, "a") },
      deleteChunks: ["r1c0"],
      deleteStrokes: ["older", "capped"],
      setStrokes: { next: { t: 77, c: "l0,5,1" } },
    });
    const store = PaintedTerrain.from(applyWrite(data, plan.write));
    expect([store.problems, store.strokeOrder, store.codeOf({ i: 0, j: 1 }), store.codeOf({ i: 0, j: 5 }), store.codeOf({ i: 32, j: 3 })]).toEqual([[], ["next"], "e", "l", "."]);
  });

  it("refuses a store, key, cells, cell or clock by name", () => {
    const store = new PaintedTerrain();
    expectRefusal(() => planStroke(hostile({}), "k", [], FOREST, 1), "INVALID_ARGUMENT", "store", {}, "expected a PaintedTerrain (PaintedTerrain.from)");
    expectRefusal(() => planStroke(store, "a-b", [], FOREST, 1), "INVALID_ARGUMENT", "key", "a-b", "expected 1–32 letters or digits");
    expectRefusal(() => planStroke(store, "k", hostile(3), FOREST, 1), "INVALID_ARGUMENT", "cells", 3, "expected a list of cells");
    expectRefusal(() => planStroke(store, "k", hostile([5]), FOREST, 1), "INVALID_ARGUMENT", "cell", 5, "expected a cell {i, j}");
    expectRefusal(() => planStroke(store, "k", [{ i: PAINT_MAX_INDEX + 1, j: 0 }], FOREST, 1), "OUT_OF_RANGE", "cell.i", PAINT_MAX_INDEX + 1, "expected a whole number");
    expectRefusal(() => planStroke(store, "k", [{ i: 0, j: -1 }], FOREST, 1), "OUT_OF_RANGE", "cell.j", -1, "expected a whole number");
    expectRefusal(() => planStroke(store, "k", [], FOREST, PAINT_MAX_STAMP + 2), "OUT_OF_RANGE", "now", PAINT_MAX_STAMP + 2, `expected at most ${PAINT_MAX_STAMP} either way`);
    expectRefusal(() => planStroke(store, "k", [], hostile({ terrain: "lava" }), 1), "UNKNOWN_TERRAIN", "paint.terrain", "lava", "expected a terrain id");
    expect(planStroke(store, "k", [], FOREST, 1)).toBeNull();
  });
});

describe("planStroke's cells", () => {
  it("a row's last column and the next row's first are two hexes", () => {
    const plan = planStroke(new PaintedTerrain(), "k", [{ i: 0, j: PAINT_MAX_INDEX - 1 }, { i: 1, j: 0 }], FOREST, 1)!;
    expect(plan.record.after).toBe(`i0,${(PAINT_MAX_INDEX - 1).toString(36)},1;i1,0,1`);
  });
});

describe("planUndo", () => {

  const first = planStroke(PaintedTerrain.from({ strokes: { o: { t: 1, c: "c2,2,1" } } }), "mine", [{ i: 2, j: 2 }, { i: 2, j: 3 }, { i: 2, j: 4 }], FOREST, 2)!;
  const folded: PaintData = { chunks: { r0c0: ".".repeat(2 * 32 + 2) + "iii" + ".".repeat(cells(2 * 32 + 5)) } };

  it("while the stroke is in the log: deletes its key and writes nothing else", () => {
    const data: PaintData = { strokes: { mine: { t: 2, c: first.record.after } } };
    expect(planUndo(PaintedTerrain.from(data), first.record, "u1", 3)).toEqual({ ...NOTHING, deleteStrokes: ["mine"] });
  });

  it("after compaction, writes the cells back as one new stroke, skipping those painted over since", () => {
    const data: PaintData = { ...folded, strokes: { later: { t: 8, c: "a2,4,1" } } };
    expect(planUndo(PaintedTerrain.from(data), first.record, "u1", 3)).toEqual({ ...NOTHING, setStrokes: { u1: { t: 9, c: "c2,2,1;.2,3,1" } } });
  });

  it("plans nothing when every cell was painted over since", () => {
    const data: PaintData = { ...folded, strokes: { later: { t: 8, c: "a2,2,3" } } };
    expect(planUndo(PaintedTerrain.from(data), first.record, "u1", 3)).toBeNull();
  });

  it("past the cap, the undo folds the log first", () => {
    const data: PaintData = { ...folded, strokes: { capped: { t: PAINT_MAX_STAMP, c: "a9,9,1" } } };
    const undo = planUndo(PaintedTerrain.from(data), first.record, "u1", 3)!;
    expect(undo.deleteStrokes).toEqual(["capped"]);
    expect(undo.setStrokes).toEqual({ u1: { t: 3, c: "c2,2,1;.2,3,2" } });
    expect(Object.keys(undo.setChunks)).toEqual(["r0c0"]);
  });

  it("refuses a record, its parts, a new key or a clock by name", () => {
    const store = new PaintedTerrain();
    expectRefusal(() => planUndo(hostile(null), first.record, "u", 1), "INVALID_ARGUMENT", "store", null, "expected a PaintedTerrain");
    expectRefusal(() => planUndo(store, hostile("r"), "u", 1), "INVALID_ARGUMENT", "record", "r", "expected an object");
    expectRefusal(() => planUndo(store, { ...first.record, key: "" }, "u", 1), "INVALID_ARGUMENT", "record.key", "", "expected 1–32 letters or digits");
    expectRefusal(() => planUndo(store, hostile({ ...first.record, before: 5 }), "u", 1), "INVALID_ARGUMENT", "record.before", 5, "expected an encoded stroke string");
    expectRefusal(() => planUndo(store, hostile({ ...first.record, after: null }), "u", 1), "INVALID_ARGUMENT", "record.after", null, "expected an encoded stroke string");
    expectRefusal(() => planUndo(store, first.record, "u u", 1), "INVALID_ARGUMENT", "newKey", "u u", "expected 1–32 letters or digits");
    expectRefusal(() => planUndo(store, first.record, "u", -PAINT_MAX_STAMP - 2), "OUT_OF_RANGE", "now", -PAINT_MAX_STAMP - 2, "either way");
  });
});

describe("planCompaction", () => {
  it("plans nothing without a stroke, or with only malformed ones", () => {
    expect(planCompaction(null)).toBeNull();
    expect(planCompaction(undefined)).toBeNull();
    expect(planCompaction({ chunks: { r0c0: oneCell(0, "a") } })).toBeNull();
    expect(planCompaction({ strokes: { bad: { t: 1, c: "??" } } })).toBeNull();
  });

  it("writes the touched chunks, deletes a stored chunk left empty, and skips an empty chunk never stored", () => {
    const data: PaintData = {
      chunks: { r0c0: oneCell(0, "a"), r5c5: oneCell(0, "b") },
      strokes: { a: { t: 1, c: ".0,0,1;c1z,0,1" }, b: { t: 2, c: "d0,0,1;.0,0,1" } },
    };
    // r0c0: painted, then cleared by "a", then "b" paints and clears it: empty and stored (deleted);
    // r2c0 (row 71): painted by "a"; r5c5 untouched, kept as stored.
    expect(planCompaction(data)).toEqual({ setChunks: { r2c0: oneCell(7 * 32, "c") }, deleteChunks: ["r0c0"], setStrokes: {}, deleteStrokes: ["a", "b"] });
    const clearedNew: PaintData = { strokes: { a: { t: 1, c: ".40,0,1" } } };
    expect(planCompaction(clearedNew)).toEqual({ setChunks: {}, deleteChunks: [], setStrokes: {}, deleteStrokes: ["a"] });
  });

  it("a chunk stored under another spelling is deleted and written under its canonical key; a key that is no chunk's is left", () => {
    const data: PaintData = { chunks: { r00c0: oneCell(1, "a"), junk: "x" }, strokes: { a: { t: 1, c: "b0,0,1" } } };
    expect(planCompaction(data)).toEqual({ setChunks: { r0c0: "ba" + ".".repeat(cells(2)) }, deleteChunks: ["r00c0"], setStrokes: {}, deleteStrokes: ["a"] });
  });
});

describe("applyWrite", () => {
  const write: PaintWrite = { setChunks: { r0c1: "x" }, deleteChunks: ["r0c0"], setStrokes: { n: { t: 3, c: "a0,0,1" } }, deleteStrokes: ["o"] };

  it("deletes then sets, keeping every other entry, on a copy", () => {
    const data: PaintData = { chunks: { r0c0: "a", r9c9: "k" }, strokes: { o: { t: 1, c: "" }, p: { t: 2, c: "" } } };
    expect(applyWrite(data, write)).toEqual({ chunks: { r0c1: "x", r9c9: "k" }, strokes: { n: { t: 3, c: "a0,0,1" }, p: { t: 2, c: "" } } });
    expect(data.chunks).toEqual({ r0c0: "a", r9c9: "k" });
    expect(applyWrite({ chunks: { a: "1" } }, { ...NOTHING, deleteChunks: ["a"], setChunks: { a: "2" } })).toEqual({ chunks: { a: "2" }, strokes: {} });
    expect(applyWrite(null, NOTHING)).toEqual({ chunks: {}, strokes: {} });
  });

  it("takes the deletion markers Foundry's merge leaves in stored data, and stamps at the cap", () => {
    const data = hostile({ chunks: { r0c0: null, r0c2: undefined }, strokes: { o: null, top: { t: -PAINT_MAX_STAMP, c: "" } } });
    expect(applyWrite(data, write).strokes).toEqual({ n: { t: 3, c: "a0,0,1" }, top: { t: -PAINT_MAX_STAMP, c: "" } });
    expect(() => applyWrite({ strokes: { a: { t: PAINT_MAX_STAMP, c: "" } } }, NOTHING)).not.toThrow();
    expect(applyWrite(hostile({ chunks: null, strokes: null }), NOTHING)).toEqual({ chunks: {}, strokes: {} });
  });

  it("refuses stored data and writes by the entry at fault", () => {
    expectRefusal(() => applyWrite(hostile(5), write), "INVALID_ARGUMENT", "data", 5, "expected an object");
    expectRefusal(() => applyWrite(hostile({ chunks: 5 }), write), "INVALID_ARGUMENT", "data.chunks", 5, "expected an object");
    expectRefusal(() => applyWrite(hostile({ chunks: { r0c0: 5 } }), write), "INVALID_ARGUMENT", "data.chunks.r0c0", 5, "expected a chunk string");
    expectRefusal(() => applyWrite(hostile({ strokes: { s: 5 } }), write), "INVALID_ARGUMENT", "data.strokes.s", 5, "expected an object");
    expectRefusal(() => applyWrite(hostile({ strokes: { s: { t: PAINT_MAX_STAMP + 2, c: "" } } }), write), "OUT_OF_RANGE", "data.strokes.s.t", PAINT_MAX_STAMP + 2, "either way");
    expectRefusal(() => applyWrite(hostile({ strokes: { s: { t: 1, c: 5 } } }), write), "INVALID_ARGUMENT", "data.strokes.s.c", 5, "expected an encoded stroke string");
    expectRefusal(() => applyWrite(null, hostile(null)), "INVALID_ARGUMENT", "write", null, "expected an object");
    expectRefusal(() => applyWrite(null, hostile({ ...write, setChunks: undefined })), "INVALID_ARGUMENT", "write.setChunks", undefined, "expected an object");
    expectRefusal(() => applyWrite(null, hostile({ ...write, setChunks: { a: null } })), "INVALID_ARGUMENT", "write.setChunks.a", null, "expected a chunk string");
    expectRefusal(() => applyWrite(null, hostile({ ...write, setStrokes: { s: null } })), "INVALID_ARGUMENT", "write.setStrokes.s", null, "expected an object");
    expectRefusal(() => applyWrite(null, hostile({ ...write, setStrokes: null })), "INVALID_ARGUMENT", "write.setStrokes", null, "expected an object");
    expectRefusal(() => applyWrite(null, hostile({ ...write, deleteChunks: "r0c0" })), "INVALID_ARGUMENT", "write.deleteChunks", "r0c0", "expected an array");
    expectRefusal(() => applyWrite(null, hostile({ ...write, deleteStrokes: ["o", 7] })), "INVALID_ARGUMENT", "write.deleteStrokes[1]", 7, "expected a key");
    expectRefusal(() => applyWrite(null, hostile({ ...write, deleteChunks: [null] })), "INVALID_ARGUMENT", "write.deleteChunks[0]", null, "expected a key");
  });
});

describe("shouldCompact", () => {
  const log = (n: number, c = "a1,1,1") => Object.fromEntries(Array.from({ length: n }, (_, k) => [`s${k}`, { t: k, c }]));
  it("more than 32 strokes, or more than 16,000 characters of them, and nothing else", () => {
    expect(shouldCompact({ strokes: log(32) })).toBe(false);
    expect(shouldCompact({ strokes: log(33) })).toBe(true);
    expect(shouldCompact({ strokes: { ...log(32), gone: null } as never })).toBe(false);
    expect(shouldCompact({ strokes: log(2, "a".repeat(8_000)) })).toBe(false);
    expect(shouldCompact({ strokes: { ...log(2, "a".repeat(8_000)), x: { t: 9, c: "b" } } })).toBe(true);
    expect(shouldCompact({ strokes: { ...log(2, "a".repeat(8_000)), x: hostile({ t: 9, c: 12345 }) } })).toBe(false);
    expect(shouldCompact({ strokes: { ...log(32), gone: undefined } as never })).toBe(false);
    expect(shouldCompact({ strokes: { x: hostile({ t: 9, c: new Array(20_000).fill(0) }) } })).toBe(false);
    expect(shouldCompact(null)).toBe(false);
    expect(shouldCompact({})).toBe(false);
  });
});

describe("paintedHexTerrain", () => {
  it("refuses regions that are not a list, by name", () => {
    expectRefusal(() => paintedHexTerrain("plains", hostile("forest"), null), "INVALID_ARGUMENT", "regions", "forest", "expected an array");
    expect(paintedHexTerrain("plains", [{ terrain: "swamp", steep: false }], { terrain: "forest", steep: false, road: true })).toEqual({ terrain: "swamp", steep: false, road: true });
  });
});
