/**
 * Fuzz targets of the painted-terrain faults (reliability-fuzz-2 L3, L4 and §3 flood fill) and of
 * the Level layers: each checks the stored form keeps its promise on any input of its shape.
 */
import fc from "fast-check";
import * as rules from "../../module/rules";
import { refNeighborOffsets } from "../hex-reference";
import type { FuzzTarget } from "./harness";

const fault = (error: unknown) => `throws ${error instanceof Error ? error.name : typeof error}`;

/** A chunk key in any spelling: leading zeros on either index (r0c1, r00c1, r000c01). */
const chunkKeyAnySpelling = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
  .map(([ci, cj, pi, pj]) => `r${String(ci).padStart(pi, "0")}c${String(cj).padStart(pj, "0")}`);
const chunkText = fc.oneof(fc.constantFrom("a".repeat(1024), ".".repeat(1024)), fc.array(fc.constantFrom(".", "a", "g", "r"), { minLength: 1024, maxLength: 1024 }).map((a) => a.join("")));

const chunkAliases: FuzzTarget = {
  name: "paint.chunk-key-spellings",
  group: "rules",
  contract: "PaintedTerrain.from: one chunk under several spellings of its key is counted once (painted count = painted hexes), each extra spelling reported",
  arbitrary: fc.dictionary(chunkKeyAnySpelling, chunkText, { maxKeys: 8 }),
  check(input) {
    const chunks = input as Record<string, string>;
    try {
      const store = rules.PaintedTerrain.from({ chunks });
      let seen = 0;
      store.forEachPainted(() => seen++);
      if (store.paintedCount !== seen) return "painted count differs from the painted hexes";
      const distinct = new Set(Object.keys(chunks).map((k) => k.replace(/^r0*(\d)/, "r$1").replace(/c0*(\d)/, "c$1"))).size;
      const duplicates = store.problems.filter((p) => p.reason.startsWith("duplicate")).length;
      return duplicates === Object.keys(chunks).length - distinct ? null : "a duplicate spelling not reported (or a single one reported)";
    } catch (error) {
      return fault(error);
    }
  },
};

const stampCap: FuzzTarget = {
  name: "paint.stamps-at-the-cap",
  group: "rules",
  contract: "planStroke/planUndo from any clock and stored stamps up to PAINT_MAX_STAMP: every write loads, within the cap, the newest stroke on top",
  arbitrary: fc.array(fc.oneof(fc.constant(rules.PAINT_MAX_STAMP), fc.integer({ min: rules.PAINT_MAX_STAMP - 4, max: rules.PAINT_MAX_STAMP }), fc.integer({ min: -5, max: 50 })), { minLength: 1, maxLength: 10 }),
  check(input) {
    const clocks = input as number[];
    try {
      let data: rules.PaintData = {};
      for (let k = 0; k < clocks.length; k++) {
        const value: rules.PaintValue = { terrain: k % 2 === 0 ? "forest" : "hills", steep: false };
        const plan = rules.planStroke(rules.PaintedTerrain.from(data), `s${k}`, [{ i: 1, j: k % 3 }], value, clocks[k]!);
        if (plan === null) continue;
        if (Object.values(plan.write.setStrokes).some((s) => Math.abs(s.t) > rules.PAINT_MAX_STAMP)) return "a stamp past the cap";
        data = rules.applyWrite(data, plan.write);
        const store = rules.PaintedTerrain.from(data);
        if (store.problems.length > 0) return "a written stroke does not load";
        const area = store.areaAt({ i: 1, j: k % 3 });
        if (area?.terrain !== value.terrain) return "the newest stroke is not on top";
      }
      return null;
    } catch (error) {
      return fault(error);
    }
  },
};

const fillMatchesReference: FuzzTarget = {
  name: "paint.flood-fill-reference",
  group: "rules",
  contract: "floodFill gives the same hexes and truncation as a plain breadth-first fill over the reference neighbours",
  arbitrary: fc.record({
    layout: fc.constantFrom(...rules.HEX_LAYOUTS),
    bits: fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }),
    i: fc.integer({ min: -5, max: 4 }),
    j: fc.integer({ min: -5, max: 4 }),
    limit: fc.integer({ min: 1, max: 120 }),
  }),
  check(input) {
    const { layout, bits, i, j, limit } = input as { layout: rules.HexLayout; bits: boolean[]; i: number; j: number; limit: number };
    const on = (o: rules.Offset) => o.i >= -5 && o.i < 5 && o.j >= -5 && o.j < 5;
    const cls = (o: rules.Offset) => (bits[(o.i + 5) * 10 + o.j + 5] ? "x" : "y");
    try {
      const got = rules.floodFill({ start: { i, j }, layout, classOf: cls, onMap: on, limit });
      // the reference: every hex connected to the start through same-class hexes on the map
      const key = (o: rules.Offset) => `${o.i},${o.j}`;
      const all = new Set<string>();
      if (on({ i, j })) {
        const queue = [{ i, j }];
        all.add(key({ i, j }));
        for (let h = 0; h < queue.length; h++) {
          for (const n of refNeighborOffsets(queue[h]!, layout)) {
            if (!all.has(key(n)) && on(n) && cls(n) === cls({ i, j })) {
              all.add(key(n));
              queue.push(n);
            }
          }
        }
      }
      if (got.cells.length !== Math.min(limit, all.size)) return "wrong number of hexes";
      if (got.truncated !== all.size > limit) return "wrong truncation";
      if (new Set(got.cells.map(key)).size !== got.cells.length) return "a hex twice";
      return got.cells.every((c) => all.has(key(c))) ? null : "a hex outside the connected area";
    } catch (error) {
      return fault(error);
    }
  },
};

const levelLayers: FuzzTarget = {
  name: "paint.level-layers",
  group: "rules",
  contract: "a stroke on one Level shows on that Level (and with no Level) only; every-Level strokes show on every Level",
  arbitrary: fc.array(fc.tuple(fc.constantFrom("a", "b", null), fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 10 }),
  check(input) {
    const strokes = input as [string | null, number, number][];
    try {
      let data: unknown = undefined;
      const laid = new Map<string, Set<string | null>>();
      strokes.forEach(([level, i, j], k) => {
        const plan = rules.planStroke(rules.LevelledPaint.from(data).layer(level), `k${k}`, [{ i, j }], { terrain: "forest", steep: false }, k + 1);
        if (plan) data = rules.applyLayerWrite(data, level, plan.write);
        laid.set(`${i},${j}`, (laid.get(`${i},${j}`) ?? new Set()).add(level));
      });
      const paint = rules.LevelledPaint.from(data);
      if (paint.problems.length > 0) return "a written layer does not load";
      for (const [at, levels] of laid) {
        const [i, j] = at.split(",").map(Number) as [number, number];
        for (const level of ["a", "b"]) if ((paint.areaAt({ i, j }, level) !== null) !== (levels.has(level) || levels.has(null))) return "paint leaks across Levels";
        if (paint.areaAt({ i, j }, null) === null) return "a lookup with no Level misses paint";
      }
      return null;
    } catch (error) {
      return fault(error);
    }
  },
};

export function paintTargets(): FuzzTarget[] {
  return [chunkAliases, stampCap, fillMatchesReference, levelLayers];
}
