/**
 * Painted terrain against the region-only path, on a 200 × 200 odd-row hex map whose
 * 40,000 hexes are all painted, in 40 patches of terrain (nearest of 40 random seeds).
 *
 * - Painted: the terrain query's description with the painted layer only (O(1) per hex).
 * - Regions: the same map as 40 Terrain regions, described the way scene-terrain.ts describes
 *   regions today: per region, the hex centre is tested against the region (bounding box, then a
 *   crossing-number point-in-polygon test on the region's outline, as a core Region tests a point
 *   against its polygons). Both give the same terrain for every hex (checked before timing).
 *
 * `npm run bench` prints, after vitest's table:
 *   painted terrain lookup vs regions = N.Nx   (10,000 random hexes, cold: no cache)
 *   painted terrain load … ms, drag frame (30 hexes) … µs, reachable area … µs, travel time … µs
 */
import { afterAll, bench, describe } from "vitest";
import {
  ELF,
  PaintedTerrain,
  applyWrite,
  moveLimits,
  overlandTravel,
  planCompaction,
  planStroke,
  type Mover,
  type OverlandHex,
  type PaintData,
  type TerrainId,
  TERRAIN_IDS,
} from "../rules";
import { cubeToOffset, offsetToCube, type Offset } from "../rules/hex";
import { hexCostFunction } from "./hex-cost";
import { computeReach } from "./reach-area";
import { HexTerrainCache, describeHex, type SceneTerrainDescription, type TerrainAreaShape } from "./terrain-cache";
import { BOOK_RULESET, hexClassifier } from "../rules";

const SIZE = 200;
const PATCHES = 40;
let seed = 2024;
function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}

// ---- the map ---------------------------------------------------------------------------------
const seeds = Array.from({ length: PATCHES }, (_, k) => ({
  i: Math.floor(random() * SIZE),
  j: Math.floor(random() * SIZE),
  terrain: TERRAIN_IDS[k % TERRAIN_IDS.length]!,
  steep: k % 7 === 3,
}));
const patchOf: number[][] = Array.from({ length: SIZE }, (_, i) =>
  Array.from({ length: SIZE }, (_, j) => {
    let best = 0;
    let bestD = Infinity;
    seeds.forEach((s, k) => {
      const d = (s.i - i) ** 2 + (s.j - j) ** 2;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    return best;
  }),
);

// ---- painted: 40 strokes, then compacted, as stored ------------------------------------------
let data: PaintData = {};
for (let k = 0; k < PATCHES; k++) {
  const cells: Offset[] = [];
  for (let i = 0; i < SIZE; i++) for (let j = 0; j < SIZE; j++) if (patchOf[i]![j] === k) cells.push({ i, j });
  const plan = planStroke(PaintedTerrain.from(data), `p${k}`, cells, { terrain: seeds[k]!.terrain, steep: seeds[k]!.steep }, k);
  if (plan) data = applyWrite(data, plan.write);
}
data = applyWrite(data, planCompaction(data)!);
const storedBytes = JSON.stringify(data).length;
const store = PaintedTerrain.from(data);
if (store.paintedCount !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} painted hexes, got ${store.paintedCount}`);
const paintedScene: SceneTerrainDescription = { defaultTerrain: "optimal", areas: [], painted: (o) => store.areaAt(o) };

// ---- regions: outline polygons of the same patches --------------------------------------------
const R = 50;
const W = Math.sqrt(3) * R;
const centre = (o: Offset) => ({ x: W * (o.j + 0.5 * (o.i & 1)) + W / 2, y: 1.5 * R * o.i + R });
function corners(o: Offset): { x: number; y: number }[] {
  const c = centre(o);
  return Array.from({ length: 6 }, (_, k) => {
    const a = ((60 * k - 30) * Math.PI) / 180;
    return { x: Math.round((c.x + R * Math.cos(a)) * 1000) / 1000, y: Math.round((c.y + R * Math.sin(a)) * 1000) / 1000 };
  });
}
function regionOf(k: number): TerrainAreaShape {
  const count = new Map<string, [number, number, number, number]>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < SIZE; i++) {
    for (let j = 0; j < SIZE; j++) {
      if (patchOf[i]![j] !== k) continue;
      const v = corners({ i, j });
      for (let e = 0; e < 6; e++) {
        const a = v[e]!;
        const b = v[(e + 1) % 6]!;
        minX = Math.min(minX, a.x);
        maxX = Math.max(maxX, a.x);
        minY = Math.min(minY, a.y);
        maxY = Math.max(maxY, a.y);
        const key = a.x < b.x || (a.x === b.x && a.y < b.y) ? `${a.x},${a.y},${b.x},${b.y}` : `${b.x},${b.y},${a.x},${a.y}`;
        if (count.has(key)) count.delete(key);
        else count.set(key, [a.x, a.y, b.x, b.y]);
      }
    }
  }
  const edges = Float64Array.from([...count.values()].flat());
  return {
    terrain: seeds[k]!.terrain,
    steep: seeds[k]!.steep,
    covers: (o) => {
      const { x, y } = centre(o);
      if (x < minX || x > maxX || y < minY || y > maxY) return false;
      let inside = false;
      for (let e = 0; e < edges.length; e += 4) {
        const y1 = edges[e + 1]!;
        const y2 = edges[e + 3]!;
        if (y1 > y !== y2 > y) {
          const x1 = edges[e]!;
          const xCross = x1 + ((y - y1) * (edges[e + 2]! - x1)) / (y2 - y1);
          if (x < xCross) inside = !inside;
        }
      }
      return inside;
    },
  };
}
const regionScene: SceneTerrainDescription = { defaultTerrain: "optimal", areas: seeds.map((_, k) => regionOf(k)) };

// ---- same answers, or the run fails -----------------------------------------------------------
for (let i = 0; i < SIZE; i++) {
  for (let j = 0; j < SIZE; j++) {
    const a = describeHex(paintedScene, { i, j });
    const b = describeHex(regionScene, { i, j });
    if (a.terrain !== b.terrain || a.steep !== b.steep) throw new Error(`painted and regions differ at ${i},${j}: ${JSON.stringify([a, b])}`);
  }
}

const LOOKUPS: Offset[] = Array.from({ length: 10_000 }, () => ({ i: Math.floor(random() * SIZE), j: Math.floor(random() * SIZE) }));
let sink = 0;
function lookupAll(scene: SceneTerrainDescription): number {
  let n = 0;
  for (const o of LOOKUPS) if (describeHex(scene, o).steep) n++;
  return n;
}

// ---- the drag frame and the reachable area on the painted map ---------------------------------
const elf: Mover = { speed: 20, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false, conditions: [] };
const cache = new HexTerrainCache(() => paintedScene);
const terrainAt = (o: Offset) => cache.get(o);
const START: Offset = { i: 100, j: 100 };
const PATH30: Offset[] = (() => {
  const out: Offset[] = [];
  let c = offsetToCube(START, "oddR");
  const dirs = [
    [1, 0],
    [0, 1],
    [1, -1],
  ] as const;
  for (let k = 0; k < 30; k++) {
    const [dq, dr] = dirs[k % 3]!;
    c = { q: c.q + dq, r: c.r + dr, s: -(c.q + dq) - (c.r + dr) };
    out.push(cubeToOffset(c, "oddR"));
  }
  return out;
})();
const memoLimits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
const memoClassOf = hexClassifier(elf, null, BOOK_RULESET);
/** A frame as the ruler runs it: the token's limits are memoised (mover.ts moveContextOf), the path is re-costed. */
function dragFrameMemo(): number {
  const cost = hexCostFunction(memoLimits, terrainAt, memoClassOf);
  let sum = 0;
  for (const o of PATH30) sum += cost(o);
  return sum;
}
/** The same with the limits recomputed (a cold frame after the mover changed). */
function dragFrame(): number {
  const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
  const cost = hexCostFunction(limits, terrainAt, hexClassifier(elf, null, BOOK_RULESET));
  let sum = 0;
  for (const o of PATH30) sum += cost(o);
  return sum;
}
function reach(): number {
  const limits = moveLimits(elf, { kind: "round" }, BOOK_RULESET);
  return computeReach({ start: START, layout: "oddR", limits, terrainAt, onMap: (o) => o.i >= 0 && o.j >= 0 && o.i < SIZE && o.j < SIZE, spent: 0, classOf: hexClassifier(elf, null, BOOK_RULESET) }).size;
}

// ---- overland travel: a 200-hex path, a party of three ----------------------------------------
const PATH200: OverlandHex[] = Array.from({ length: 200 }, (_, k) => {
  const o = { i: 10 + Math.floor(k / 2) % SIZE, j: (7 + k) % SIZE };
  const t = store.areaAt(o)!;
  return { terrain: t.terrain as TerrainId, steep: t.steep };
});
const party = [
  { milesPerDay: 20, steps: 1, adaptation: ELF, sureFooted: false },
  { milesPerDay: 24, steps: 0, adaptation: {}, sureFooted: true },
  { milesPerDay: 18, steps: 2, adaptation: {}, sureFooted: false },
];
const travel = () => overlandTravel(party, PATH200, 6, BOOK_RULESET).hours;

describe("painted terrain lookup, 10,000 random hexes of a 200 × 200 map (no cache)", () => {
  bench("painted layer", () => {
    sink += lookupAll(paintedScene);
  });
  bench("40 Terrain regions (region-only path)", () => {
    sink += lookupAll(regionScene);
  });
});

describe("on the painted 200 × 200 map", () => {
  bench("load the stored paint (PaintedTerrain.from)", () => {
    sink += PaintedTerrain.from(data).paintedCount;
  });
  bench("drag frame: cost of a 30-hex path, limits memoised (cached terrain)", () => {
    sink += dragFrameMemo();
  });
  bench("drag frame: limits + cost of a 30-hex path (cached terrain)", () => {
    sink += dragFrame();
  });
  bench("reachable area, round window, speed 20 (cached terrain)", () => {
    sink += reach();
  });
  bench("overland travel time, 200-hex path, party of 3", () => {
    sink += travel();
  });
});

/** Best-of-rounds mean time per call, in µs. */
function timeUs(fn: () => number, rounds = 30, ms = 15): number {
  for (let k = 0; k < 20; k++) sink += fn();
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    let runs = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      sink += fn();
      runs++;
      t = performance.now();
    }
    best = Math.min(best, ((t - t0) * 1000) / runs);
  }
  return best;
}

afterAll(() => {
  try {
    // alternate the two so that load on the machine hits both alike
    let painted = Infinity;
    let regions = Infinity;
    for (let k = 0; k < 3; k++) {
      painted = Math.min(painted, timeUs(() => lookupAll(paintedScene), 10, 30));
      regions = Math.min(regions, timeUs(() => lookupAll(regionScene), 10, 30));
    }
    cache.invalidate();
    reach(); // warm the cache as a drag would
    const lines = [
      `scene: ${SIZE}×${SIZE} odd-row hex map, ${store.paintedCount.toLocaleString("en-US")} painted hexes in ${PATCHES} patches; stored paint ${storedBytes.toLocaleString("en-US")} bytes`,
      `painted terrain lookup vs regions = ${(regions / painted).toFixed(1)}x (10,000 hexes: painted ${painted.toFixed(0)} µs, regions ${regions.toFixed(0)} µs)`,
      `painted terrain load (200×200, fully painted) = ${(timeUs(() => PaintedTerrain.from(data).paintedCount, 10, 30) / 1000).toFixed(2)} ms`,
      `drag frame, 30-hex path on the painted map = ${timeUs(dragFrameMemo).toFixed(2)} µs (target < 50 µs; with the limits recomputed ${timeUs(dragFrame).toFixed(2)} µs)`,
      `reachable area, round window, speed 20, on the painted map = ${timeUs(reach).toFixed(0)} µs`,
      `overland travel time, 200-hex path, party of 3 = ${timeUs(travel).toFixed(1)} µs`,
    ];
    console.log(`\n${lines.join("\n")}\n(sink ${sink > 0 ? "ok" : "0"})`);
  } catch (e) {
    console.log(`painted terrain bench summary failed: ${String(e)}`);
  }
});
