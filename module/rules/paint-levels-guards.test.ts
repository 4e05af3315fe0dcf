/**
 * Painted terrain on Scene Levels at its edges (docs/terrain-painting.md, "Paint and Levels"): the
 * layer of each Level as stored, a Level with no layer, the combined area of every layer, each hex
 * visited once, the write of one layer keeping the others, and the refusals in full.
 */
import { describe, expect, it } from "vitest";
import { LevelledPaint, applyLayerWrite, isPaintLevelId, paintLayerData, paintLayerPath, paintLevelIds } from "./paint-levels";
import { PaintedTerrain, type PaintWrite } from "./terrain-paint";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const one = (code: string, i: number, j: number) => ({ strokes: { s: { t: 1, c: `${code}${i.toString(36)},${j.toString(36)},1` } } });
const visits = (paint: LevelledPaint, level: string | null) => {
  const out: string[] = [];
  paint.forEachPainted(level, (i, j, area) => out.push(`${i},${j}:${area.terrain}${area.steep ? "!" : ""}${area.road === true ? "=" : ""}`));
  return out.sort();
};

describe("Level ids and layer paths", () => {
  it("a Level id is 1–32 letters or digits", () => {
    expect(isPaintLevelId("a")).toBe(true);
    expect(isPaintLevelId("Z9".repeat(16))).toBe(true);
    for (const bad of ["", "a".repeat(33), "a.b", "a b", "é", 5, null, ["a"]]) expect([bad, isPaintLevelId(bad)]).toEqual([bad, false]);
  });
  it("paintLayerPath refuses any other id by name and value", () => {
    expectRefusal(() => paintLayerPath("a.b"), "INVALID_ARGUMENT", "level", "a.b", "expected a Level id (1–32 letters or digits) or null");
    expectRefusal(() => paintLayerPath(hostile(undefined)), "INVALID_ARGUMENT", "level", undefined, "or null");
  });
});

describe("the stored form of one layer", () => {
  it("the every-Level layer is the top-level chunks and strokes, nothing else", () => {
    expect(paintLayerData({ chunks: { a: "x" }, strokes: { b: 1 }, levels: { g: {} }, other: 1 }, null)).toEqual({ chunks: { a: "x" }, strokes: { b: 1 } });
    for (const bad of [null, undefined, "x", 5, [1]]) expect(paintLayerData(bad, null)).toBeUndefined();
  });
  it("a Level's layer is its own object under levels, or nothing", () => {
    const layer = { chunks: {} };
    expect(paintLayerData({ levels: { g: layer } }, "g")).toBe(layer);
    expect(paintLayerData({ levels: { g: layer } }, "h")).toBeUndefined();
    expect(paintLayerData({ levels: { g: [1] } }, "g")).toBeUndefined();
    expect(paintLayerData({ levels: { g: null } }, "g")).toBeUndefined();
    expect(paintLayerData({ levels: [layer] }, "0")).toBeUndefined();
    expect(paintLayerData({ levels: "g" }, "g")).toBeUndefined();
    expect(paintLayerData({}, "g")).toBeUndefined();
    // an inherited name is not a layer
    expect(paintLayerData({ levels: {} }, "toString")).toBeUndefined();
  });
  it("paintLevelIds: the ids with a layer, sorted; a bad key or layer left out", () => {
    expect(paintLevelIds({ levels: { b: {}, a: {}, "x.y": {}, c: null, d: [1], e: "s" } })).toEqual(["a", "b"]);
    expect(paintLevelIds({ levels: [{}] })).toEqual([]);
    expect(paintLevelIds({ levels: null })).toEqual([]);
    expect(paintLevelIds([{ levels: { a: {} } }])).toEqual([]);
    expect(paintLevelIds(null)).toEqual([]);
  });
});

describe("reading every layer", () => {
  it("each problem of a Level's layer is prefixed with its path; the base's come first", () => {
    const paint = LevelledPaint.from({ strokes: { "b-b": { t: 1, c: "" } }, levels: { g: { strokes: { x: { t: "1", c: "" } } }, "h.i": {}, j: 5 } });
    expect(paint.problems).toEqual([
      { where: "strokes.b-b", reason: "malformed stroke" },
      { where: "levels.g.strokes.x", reason: "malformed stroke" },
      { where: "levels.h.i", reason: "malformed level layer" },
      { where: "levels.j", reason: "malformed level layer" },
    ]);
    expect(paint.levelIds).toEqual(["g"]);
  });

  it("a value that is not an object, or an array, is one problem of the base; no levels is none", () => {
    expect(LevelledPaint.from("x").problems).toEqual([{ where: "paint", reason: "not an object" }]);
    expect(LevelledPaint.from(null).problems).toEqual([]);
    expect(LevelledPaint.from(undefined).problems).toEqual([]);
    expect(LevelledPaint.from({ levels: null }).problems).toEqual([]);
    expect(LevelledPaint.from({ levels: [] }).problems).toEqual([{ where: "levels", reason: "not an object" }]);
    expect(LevelledPaint.from({ levels: { g: undefined } }).levelIds).toEqual([]);
    expect(LevelledPaint.from({ levels: { g: undefined, h: null } }).problems).toEqual([]);
  });

  it("levelIds are sorted; layer() gives the base for null, a stored layer, or a new empty one it keeps", () => {
    const paint = LevelledPaint.from({ levels: { z: one("a", 1, 1), b: one("c", 1, 1) } });
    expect(paint.levelIds).toEqual(["b", "z"]);
    expect(paint.layer(null)).toBe(paint.base);
    expect(paint.layer("z").codeAt(1, 1)).toBe(1);
    const fresh = paint.layer("new");
    expect(fresh.paintedCount).toBe(0);
    expect(paint.layer("new")).toBe(fresh);
    expect(paint.levelIds).toEqual(["b", "new", "z"]);
    expectRefusal(() => paint.layer("a b"), "INVALID_ARGUMENT", "level", "a b", "expected a Level id");
    expectRefusal(() => new LevelledPaint(hostile({})), "INVALID_ARGUMENT", "base", {}, "expected a PaintedTerrain (PaintedTerrain.from)");
  });

  it("a base built with problems passes them on", () => {
    const base = PaintedTerrain.from(7);
    expect(new LevelledPaint(base).problems).toEqual([{ where: "paint", reason: "not an object" }]);
    expect(new LevelledPaint().base.paintedCount).toBe(0);
  });
});

describe("the area of a hex", () => {
  // base: optimal at (1,1), swamp at (2,2); level g: steep plains at (1,1), forest at (3,3); level h: mountains with a road at (1,1)
  const paint = LevelledPaint.from({
    strokes: { s: { t: 1, c: "a1,1,1;m2,2,1" } },
    levels: { g: { strokes: { s: { t: 1, c: "d1,1,1;i3,3,1" } } }, h: one("Q", 1, 1) },
  });

  it("at a Level: the base and that Level's paint combined; a Level with no layer: the base alone", () => {
    expect(paint.areaAt({ i: 1, j: 1 }, "g")).toEqual({ terrain: "plains", steep: true });
    expect(paint.areaAt({ i: 1, j: 1 }, "h")).toEqual({ terrain: "mountains", steep: false, road: true });
    expect(paint.areaAt({ i: 3, j: 3 }, "g")).toEqual({ terrain: "forest", steep: false });
    expect(paint.areaAt({ i: 3, j: 3 }, "h")).toBeNull();
    expect(paint.areaAt({ i: 2, j: 2 }, "g")).toEqual({ terrain: "swamp", steep: false });
    expect(paint.areaAt({ i: 2, j: 2 }, "none")).toEqual({ terrain: "swamp", steep: false });
    expect(paint.areaAt({ i: 3, j: 3 }, "none")).toBeNull();
  });

  it("with no Level: every layer combined", () => {
    expect(paint.areaAt({ i: 1, j: 1 }, null)).toEqual({ terrain: "mountains", steep: true, road: true });
    expect(paint.areaAt({ i: 3, j: 3 }, null)).toEqual({ terrain: "forest", steep: false });
    expect(paint.areaAt({ i: 0, j: 0 }, null)).toBeNull();
  });

  it("forEachPainted visits each painted hex once, with its combined area", () => {
    expect(visits(paint, null)).toEqual(["1,1:mountains!=", "2,2:swamp", "3,3:forest"]);
    expect(visits(paint, "g")).toEqual(["1,1:plains!", "2,2:swamp", "3,3:forest"]);
    expect(visits(paint, "h")).toEqual(["1,1:mountains=", "2,2:swamp"]);
    expect(visits(paint, "none")).toEqual(["1,1:optimal", "2,2:swamp"]);
    // a hex far from the origin keeps its own key (rows of 16,384)
    expect(visits(LevelledPaint.from({ levels: { g: one("a", 1, 0), h: one("c", 0, 16383) } }), null)).toEqual(["0,16383:plains", "1,0:optimal"]);
  });

  it("a hex painted then cleared on a Level is not visited there", () => {
    const cleared = LevelledPaint.from({ levels: { g: { strokes: { a: { t: 1, c: "a4,4,1" }, b: { t: 2, c: ".4,4,1" } } } } });
    expect(visits(cleared, "g")).toEqual([]);
    expect(visits(cleared, null)).toEqual([]);
  });
});

describe("writing one layer", () => {
  const write: PaintWrite = { setChunks: {}, deleteChunks: [], setStrokes: { n: { t: 2, c: "a0,0,1" } }, deleteStrokes: ["o"] };

  it("the every-Level layer: the top-level chunks and strokes, the levels kept", () => {
    const data = { strokes: { o: { t: 1, c: "" } }, levels: { g: { chunks: {} } }, other: 1 };
    expect(applyLayerWrite(data, null, write)).toEqual({ chunks: {}, strokes: { n: { t: 2, c: "a0,0,1" } }, levels: { g: { chunks: {} } }, other: 1 });
    expect(applyLayerWrite(undefined, null, write)).toEqual({ chunks: {}, strokes: { n: { t: 2, c: "a0,0,1" } } });
  });

  it("a Level's layer: only that layer changes, the base and other Levels kept", () => {
    const data = { strokes: { o: { t: 1, c: "" } }, levels: { g: { strokes: { o: { t: 1, c: "" } } }, h: { chunks: { r0c0: "x" } } } };
    expect(applyLayerWrite(data, "g", write)).toEqual({
      strokes: { o: { t: 1, c: "" } },
      levels: { g: { chunks: {}, strokes: { n: { t: 2, c: "a0,0,1" } } }, h: { chunks: { r0c0: "x" } } },
    });
    expect(data.levels.g.strokes).toEqual({ o: { t: 1, c: "" } });
    expect(applyLayerWrite("junk", "g", write)).toEqual({ levels: { g: { chunks: {}, strokes: { n: { t: 2, c: "a0,0,1" } } } } });
    expect(applyLayerWrite({ levels: [1] }, "g", write)).toEqual({ levels: { g: { chunks: {}, strokes: { n: { t: 2, c: "a0,0,1" } } } } });
    expectRefusal(() => applyLayerWrite({}, "g.h", write), "INVALID_ARGUMENT", "level", "g.h", "expected a Level id");
  });
});
