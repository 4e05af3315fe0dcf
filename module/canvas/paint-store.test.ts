import { afterEach, describe, expect, it } from "vitest";
import { paintUpdate } from "./paint-store";
import { PaintedTerrain, applyWrite, planCompaction, planStroke, planUndo } from "../rules";

const g = globalThis as Record<string, unknown>;
afterEach(() => {
  delete g["game"];
  delete g["_del"];
});

describe("paintUpdate: a planned write as ONE scene update", () => {
  it("a stroke adds one dotted key under the paint flag and touches nothing else", () => {
    g["game"] = { release: { generation: 13 } };
    const plan = planStroke(PaintedTerrain.from({}), "abc123", [{ i: 1, j: 2 }], { terrain: "forest", steep: false }, 10)!;
    expect(paintUpdate(plan.write)).toEqual({ "flags.enchanted-realms.paint.strokes.abc123": { t: 10, c: "i1,2,1" } });
  });

  it("undo of a logged stroke deletes its key (v13 -= form); compaction sets chunks and deletes the folded strokes", () => {
    g["game"] = { release: { generation: 13 } };
    const plan = planStroke(PaintedTerrain.from({}), "s1", [{ i: 0, j: 0 }], { terrain: "hills", steep: true }, 1)!;
    const data = applyWrite({}, plan.write);
    const undo = planUndo(PaintedTerrain.from(data), plan.record, "u1", 2)!;
    expect(paintUpdate(undo)).toEqual({ "flags.enchanted-realms.paint.strokes.-=s1": null });
    const compact = paintUpdate(planCompaction(data)!);
    expect(Object.keys(compact).sort()).toEqual(["flags.enchanted-realms.paint.chunks.r0c0", "flags.enchanted-realms.paint.strokes.-=s1"]);
    expect((compact["flags.enchanted-realms.paint.chunks.r0c0"] as string).charAt(0)).toBe("l"); // steep hills
  });

  it("v14: deletions use the global _del marker at the key's own path", () => {
    const marker = Object.freeze({});
    g["game"] = { release: { generation: 14 } };
    g["_del"] = marker;
    const write = { setChunks: {}, deleteChunks: ["r1c1"], setStrokes: {}, deleteStrokes: ["s9"] };
    const update = paintUpdate(write);
    expect(update["flags.enchanted-realms.paint.strokes.s9"]).toBe(marker);
    expect(update["flags.enchanted-realms.paint.chunks.r1c1"]).toBe(marker);
  });

  it("v14 Scene Levels: a write to one Level's layer goes under levels.<id>; a bad id is refused before any update", () => {
    const marker = Object.freeze({});
    g["game"] = { release: { generation: 14 } };
    g["_del"] = marker;
    const plan = planStroke(PaintedTerrain.from({}), "abc123", [{ i: 1, j: 2 }], { terrain: "forest", steep: false }, 10)!;
    expect(paintUpdate(plan.write, "Lvl0000000000001")).toEqual({ "flags.enchanted-realms.paint.levels.Lvl0000000000001.strokes.abc123": { t: 10, c: "i1,2,1" } });
    expect(paintUpdate(plan.write, null)).toEqual({ "flags.enchanted-realms.paint.strokes.abc123": { t: 10, c: "i1,2,1" } });
    const undo = { setChunks: {}, deleteChunks: [], setStrokes: {}, deleteStrokes: ["s9"] };
    expect(paintUpdate(undo, "up")).toEqual({ "flags.enchanted-realms.paint.levels.up.strokes.s9": marker });
    expect(() => paintUpdate(plan.write, "a.b")).toThrow();
  });
});
