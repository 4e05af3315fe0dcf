import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { PAINT_MAX_STAMP, PaintedTerrain, applyWrite, paintCode, planCompaction, planStroke, planUndo, type PaintData } from "./index";

const FOREST = { terrain: "forest" as const, steep: false };
const HILLS = { terrain: "hills" as const, steep: false };
const full = (code: string) => code.repeat(1024);

describe("chunk keys are read in their canonical form", () => {
  it("a chunk stored twice under two spellings of one key is counted once and reported", () => {
    const store = PaintedTerrain.from({ chunks: { r0c0: full("a"), r00c0: full("a") } });
    expect(store.paintedCount).toBe(1024);
    expect(store.problems.map((p) => p.where)).toEqual(["chunks.r00c0"]);
  });
  it("the canonical spelling wins over another, whatever the stored order", () => {
    const store = PaintedTerrain.from({ chunks: { r000c1: full("g"), r0c1: full("e") } });
    expect(store.paintedCount).toBe(1024);
    expect(store.codeAt(0, 32)).toBe(5);
    expect(store.problems.map((p) => p.where)).toEqual(["chunks.r000c1"]);
  });
  it("a chunk stored only under another spelling still loads, under its canonical key", () => {
    const store = PaintedTerrain.from({ chunks: { r01c00: full("c") } });
    expect(store.paintedCount).toBe(1024);
    expect(store.codeAt(32, 0)).toBe(3);
    expect(store.chunkKeys()).toEqual(["r1c0"]);
  });
  it("compaction rewrites another spelling under the canonical key and deletes it", () => {
    const data: PaintData = { chunks: { r00c0: full("a") }, strokes: { s: { t: 1, c: "e0,0,1" } } };
    const after = applyWrite(data, planCompaction(data)!);
    expect(Object.keys(after.chunks ?? {})).toEqual(["r0c0"]);
    const store = PaintedTerrain.from(after);
    expect(store.paintedCount).toBe(1024);
    expect(store.codeAt(0, 0)).toBe(5);
    expect(store.problems).toEqual([]);
  });
  it("the painted count always equals the painted hexes visited (property)", () => {
    const key = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
      .map(([ci, cj, pi, pj]) => `r${String(ci).padStart(pi, "0")}c${String(cj).padStart(pj, "0")}`);
    fc.assert(
      fc.property(fc.dictionary(key, fc.constantFrom(full("a"), full("."), "a".repeat(512) + ".".repeat(512))), (chunks) => {
        const store = PaintedTerrain.from({ chunks });
        let seen = 0;
        store.forEachPainted(() => seen++);
        expect(store.paintedCount).toBe(seen);
      }),
    );
  });
});

describe("order stamps never pass the cap", () => {
  const atCap: PaintData = { strokes: { capped: { t: PAINT_MAX_STAMP, c: "e0,0,2" } } };
  it("a stroke after one stamped at the cap is written loadable and shows on reload, over the older paint", () => {
    const plan = planStroke(PaintedTerrain.from(atCap), "next", [{ i: 0, j: 1 }, { i: 0, j: 2 }], HILLS, 1_700_000_000_000)!;
    for (const s of Object.values(plan.write.setStrokes)) expect(Math.abs(s.t)).toBeLessThanOrEqual(PAINT_MAX_STAMP);
    const after = applyWrite(atCap, plan.write);
    const store = PaintedTerrain.from(after);
    expect(store.problems).toEqual([]);
    expect(store.codeOf({ i: 0, j: 0 })).toBe("e");
    expect(store.codeOf({ i: 0, j: 1 })).toBe(paintCode(HILLS));
    expect(store.codeOf({ i: 0, j: 2 })).toBe(paintCode(HILLS));
  });
  it("an undo after one stamped at the cap is written loadable too", () => {
    const first = planStroke(PaintedTerrain.from(undefined), "mine", [{ i: 3, j: 3 }], FOREST, 10)!;
    let data = applyWrite(undefined, first.write);
    data = applyWrite(data, planCompaction(data)!);
    data = applyWrite(data, { setChunks: {}, deleteChunks: [], setStrokes: { capped: { t: PAINT_MAX_STAMP, c: "g9,9,1" } }, deleteStrokes: [] });
    const undo = planUndo(PaintedTerrain.from(data), first.record, "undo", 20)!;
    const store = PaintedTerrain.from(applyWrite(data, undo));
    expect(store.problems).toEqual([]);
    expect(store.codeOf({ i: 3, j: 3 })).toBe(".");
    expect(store.codeOf({ i: 9, j: 9 })).toBe("g");
  });
  it("any run of strokes from any stamps keeps every stroke loadable and the last one on top (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(PAINT_MAX_STAMP), fc.integer({ min: PAINT_MAX_STAMP - 3, max: PAINT_MAX_STAMP }), fc.integer({ min: 0, max: 100 })), { minLength: 1, maxLength: 8 }),
        (clocks) => {
          let data: PaintData = {};
          clocks.forEach((now, k) => {
            const value = k % 2 === 0 ? FOREST : HILLS;
            const plan = planStroke(PaintedTerrain.from(data), `s${k}`, [{ i: 1, j: 1 }], value, now);
            if (plan) data = applyWrite(data, plan.write);
            const store = PaintedTerrain.from(data);
            expect(store.problems).toEqual([]);
            expect(store.areaAt({ i: 1, j: 1 })).toEqual(value);
          });
        },
      ),
    );
  });
});
