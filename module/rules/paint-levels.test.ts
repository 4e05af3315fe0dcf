import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { LevelledPaint, PaintedTerrain, applyLayerWrite, paintCode, paintLayerPath, planCompaction, planStroke, planUndo, type PaintValue } from "./index";
import { rulesErrorCode } from "../../tests/support/rules-error";

const FOREST: PaintValue = { terrain: "forest", steep: false };
const PLAINS_STEEP: PaintValue = { terrain: "plains", steep: true };
const HILLS: PaintValue = { terrain: "hills", steep: false };

/** Paints `cells` with `value` on a layer of `data`, as the painting tool does (plan on the layer, write under its path). */
function paint(data: unknown, level: string | null, cells: { i: number; j: number }[], value: PaintValue, now: number, key = `s${now}`) {
  const plan = planStroke(LevelledPaint.from(data).layer(level), key, cells, value, now)!;
  return { data: applyLayerWrite(data, level, plan.write), record: plan.record };
}

describe("painted terrain and Scene Levels", () => {
  it("paint laid on one Level applies on that Level only; a lookup with no Level sees it", () => {
    const { data } = paint(undefined, "ground", [{ i: 2, j: 2 }], FOREST, 10);
    const paintOf = LevelledPaint.from(data);
    expect(paintOf.areaAt({ i: 2, j: 2 }, "ground")).toEqual(FOREST);
    expect(paintOf.areaAt({ i: 2, j: 2 }, "upstairs")).toBeNull();
    expect(paintOf.areaAt({ i: 2, j: 2 }, null)).toEqual(FOREST);
  });
  it("paint stored without a Level (old data, v13) covers every Level: nothing is lost", () => {
    const old = { chunks: {}, strokes: { a: { t: 1, c: `${paintCode(FOREST)}2,2,1` } } };
    const paintOf = LevelledPaint.from(old);
    for (const level of ["ground", "upstairs", null]) expect(paintOf.areaAt({ i: 2, j: 2 }, level)).toEqual(FOREST);
    expect(paintOf.problems).toEqual([]);
  });
  it("every-Level paint and a Level's paint on one hex combine as overlapping areas (docs/rules.md §4)", () => {
    let data = paint(undefined, null, [{ i: 1, j: 1 }], FOREST, 10).data;
    data = paint(data, "upstairs", [{ i: 1, j: 1 }], PLAINS_STEEP, 11).data;
    const paintOf = LevelledPaint.from(data);
    expect(paintOf.areaAt({ i: 1, j: 1 }, "upstairs")).toEqual({ terrain: "forest", steep: true });
    expect(paintOf.areaAt({ i: 1, j: 1 }, "ground")).toEqual(FOREST);
    const seen: string[] = [];
    paintOf.forEachPainted("upstairs", (i, j, a) => seen.push(`${i},${j}:${a.terrain}${a.steep ? "!" : ""}`));
    expect(seen).toEqual(["1,1:forest!"]);
  });
  it("each Level's layer has its own log, undo and compaction", () => {
    let step = paint(undefined, "upstairs", [{ i: 0, j: 0 }], HILLS, 10, "mine");
    let data = paint(step.data, "ground", [{ i: 0, j: 0 }], FOREST, 11).data;
    const undo = planUndo(LevelledPaint.from(data).layer("upstairs"), step.record, "undo", 12)!;
    data = applyLayerWrite(data, "upstairs", undo);
    expect(LevelledPaint.from(data).areaAt({ i: 0, j: 0 }, "upstairs")).toBeNull();
    expect(LevelledPaint.from(data).areaAt({ i: 0, j: 0 }, "ground")).toEqual(FOREST);
    step = paint(data, "ground", [{ i: 5, j: 5 }], HILLS, 13);
    const layerData = (step.data["levels"] as Record<string, unknown>)["ground"];
    const compacted = applyLayerWrite(step.data, "ground", planCompaction(layerData as never)!);
    const after = LevelledPaint.from(compacted);
    expect(after.layer("ground").strokeOrder).toEqual([]);
    expect(after.areaAt({ i: 5, j: 5 }, "ground")).toEqual(HILLS);
    expect(after.areaAt({ i: 5, j: 5 }, "upstairs")).toBeNull();
  });
  it("a Level's paint never leaks to another Level (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("a", "b", null), fc.nat(4), fc.nat(4)), { minLength: 1, maxLength: 12 }), (strokes) => {
        let data: unknown = undefined;
        const laid = new Map<string, Set<string | null>>();
        strokes.forEach(([level, i, j], k) => {
          const plan = planStroke(LevelledPaint.from(data).layer(level), `k${k}`, [{ i, j }], FOREST, k + 1);
          if (plan) data = applyLayerWrite(data, level, plan.write);
          laid.set(`${i},${j}`, (laid.get(`${i},${j}`) ?? new Set()).add(level));
        });
        const paintOf = LevelledPaint.from(data);
        for (let i = 0; i < 5; i++) {
          for (let j = 0; j < 5; j++) {
            const on = laid.get(`${i},${j}`) ?? new Set();
            for (const level of ["a", "b"]) expect(paintOf.areaAt({ i, j }, level) !== null).toBe(on.has(level) || on.has(null));
            expect(paintOf.areaAt({ i, j }, null) !== null).toBe(on.size > 0);
          }
        }
      }),
    );
  });
  it("bad stored layers are skipped and reported, never thrown", () => {
    const paintOf = LevelledPaint.from({ levels: { "a.b": { chunks: {} }, ok: { strokes: { x: { t: "no", c: "" } } }, arr: [1], gone: null } });
    expect(paintOf.problems.map((p) => p.where).sort()).toEqual(["levels.a.b", "levels.arr", "levels.ok.strokes.x"]);
    expect(LevelledPaint.from({ levels: "x" }).problems).toEqual([{ where: "levels", reason: "not an object" }]);
    expect(LevelledPaint.from("x").problems.length).toBe(1);
  });
  it("a Level id is refused where it would leave the layer's path", () => {
    expect(paintLayerPath(null)).toBe("");
    expect(paintLayerPath("Abc123")).toBe("levels.Abc123");
    for (const bad of ["a.b", "-=a", "", "x".repeat(33), 5, undefined]) expect(rulesErrorCode(() => paintLayerPath(bad as string))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => new LevelledPaint({} as PaintedTerrain))).toBe("INVALID_ARGUMENT");
    expect(new LevelledPaint(PaintedTerrain.from(undefined)).areaAt({ i: 0, j: 0 }, "a")).toBeNull();
  });
});
