/**
 * Movement on the hex map: our rules core (hex.ts, reach.ts) against a straightforward
 * implementation of the same computations on the `honeycomb-grid` library (its Grid,
 * Hex classes, neighbour and offset functions). Both are checked to give the same
 * answers before anything is timed (the file throws otherwise).
 *
 * `npm run bench` prints vitest's table, then one summary line per comparison with the
 * ratio, measured in afterAll by simple timed loops, alternating the two implementations
 * (best of 5 rounds of 100 ms each).
 */
import { afterAll, bench, describe } from "vitest";
import { Direction, Grid, Orientation, defineHex, rectangle } from "honeycomb-grid";
import { cubeKey, offsetToCube, type Cube, type Offset } from "./hex";
import { buildCostTable, pathCost, reachableArea } from "./reach";
import { TERRAIN_IDS, hexesPerRound, type TerrainId } from "./terrain";
import { MAX_EXTRA_COST, classHexesPerRound, costClass } from "./movement-costs";

// ---------------------------------------------------------------------------
// The scene: a 41 × 41 odd-row hex map of mixed terrain, a mover of speed 12
// ---------------------------------------------------------------------------

const WIDTH = 41;
const HEIGHT = 41;
const START: Offset = { i: 20, j: 20 };

let seed = 12345;
function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}
// mostly easy ground, some of everything
const WEIGHTED: TerrainId[] = ["optimal", "optimal", "optimal", "plains", "plains", "plains", ...TERRAIN_IDS];
const terrainAt: TerrainId[][] = Array.from({ length: HEIGHT }, () =>
  Array.from({ length: WIDTH }, () => WEIGHTED[Math.floor(random() * WEIGHTED.length)]!),
);
const terrainOf = (o: Offset): TerrainId => terrainAt[o.i]![o.j]!;

/** A(T) for a speed-12 mover over a whole round: 12 on optimal ground, 9 on plains, … 4 in mountains. */
const allowances = Object.fromEntries(TERRAIN_IDS.map((t) => [t, hexesPerRound(12, t)])) as Record<TerrainId, number>;

/** A 30-hex path from the start (entered hexes, as Foundry offsets): alternating E / SE / E / NE steps. */
const PATH: Offset[] = (() => {
  const steps: Cube[] = [
    { q: 1, r: 0, s: -1 },
    { q: 0, r: 1, s: -1 },
    { q: 1, r: 0, s: -1 },
    { q: 1, r: -1, s: 0 },
  ];
  const out: Offset[] = [];
  let c = offsetToCube({ i: 10, j: 3 }, "oddR");
  for (let k = 0; k < 30; k++) {
    const d = steps[k % steps.length]!;
    c = { q: c.q + d.q, r: c.r + d.r, s: c.s + d.s };
    // odd-r: back to offsets
    out.push({ i: c.r, j: c.q + (c.r - (c.r & 1)) / 2 });
  }
  return out;
})();
const PATH_START: Offset = { i: 10, j: 3 };

// ---------------------------------------------------------------------------
// Ours
// ---------------------------------------------------------------------------

const table = buildCostTable(allowances);
const terrainByKey = new Map<number, TerrainId>();
for (let i = 0; i < HEIGHT; i++) {
  for (let j = 0; j < WIDTH; j++) terrainByKey.set(cubeKey(offsetToCube({ i, j }, "oddR")), terrainOf({ i, j }));
}
const classAt = (c: Cube): string | null => terrainByKey.get(cubeKey(c)) ?? null;
const startCube = offsetToCube(START, "oddR");

function oursReachable() {
  return reachableArea({ start: startCube, table, classAt });
}

const classes: string[] = new Array<string>(PATH.length);
function oursPathCost() {
  for (let k = 0; k < PATH.length; k++) classes[k] = classAt(offsetToCube(PATH[k]!, "oddR"))!;
  return pathCost(table, classes, classAt(offsetToCube(PATH_START, "oddR"))!);
}

// ---------------------------------------------------------------------------
// honeycomb-grid, written plainly
// ---------------------------------------------------------------------------

class Tile extends defineHex({ dimensions: 50, orientation: Orientation.POINTY, offset: -1 }) {
  terrain: TerrainId = "optimal";
}
const grid = new Grid(Tile, rectangle({ width: WIDTH, height: HEIGHT }));
grid.forEach((tile) => {
  tile.terrain = terrainOf({ i: tile.row, j: tile.col });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
let budgetHc = 1;
for (const a of Object.values(allowances)) if (a > 0) budgetHc = (budgetHc * a) / gcd(budgetHc, a);
const costHc: Record<string, number> = {};
for (const [t, a] of Object.entries(allowances)) costHc[t] = a === 0 ? Infinity : budgetHc / a;

class MinHeap<T> {
  private items: { item: T; priority: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: T, priority: number): void {
    const items = this.items;
    items.push({ item, priority });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.priority <= items[i]!.priority) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): { item: T; priority: number } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l]!.priority < items[m]!.priority) m = l;
        if (r < items.length && items[r]!.priority < items[m]!.priority) m = r;
        if (m === i) break;
        [items[m], items[i]] = [items[i]!, items[m]!];
        i = m;
      }
    }
    return top;
  }
}

const POINTY_DIRECTIONS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW];
const startTile = grid.getHex({ col: START.j, row: START.i })!;

/** Dijkstra on the honeycomb Grid: hex.toString() → cheapest cost. */
function honeycombReachable(): Map<string, number> {
  const best = new Map<string, number>([[startTile.toString(), 0]]);
  const heap = new MinHeap<Tile>();
  heap.push(startTile, 0);
  while (heap.size > 0) {
    const { item: tile, priority: cost } = heap.pop()!;
    if (cost > best.get(tile.toString())!) continue;
    for (const direction of POINTY_DIRECTIONS) {
      const next = grid.neighborOf(tile, direction, { allowOutside: false });
      if (next === undefined) continue;
      const total = cost + costHc[next.terrain]!;
      if (total > budgetHc) continue;
      const key = next.toString();
      const known = best.get(key);
      if (known === undefined || total < known) {
        best.set(key, total);
        heap.push(next, total);
      }
    }
  }
  return best;
}

function honeycombPathCost() {
  let cost = 0;
  let hexesAllowed = 0;
  let blockedAt: number | null = null;
  let last = grid.getHex({ col: PATH_START.j, row: PATH_START.i })!;
  PATH.forEach(({ i, j }, k) => {
    const tile = grid.getHex({ col: j, row: i })!;
    last = tile;
    const c = costHc[tile.terrain]!;
    if (c === Infinity) {
      blockedAt ??= k;
      return;
    }
    cost += c;
    if (blockedAt === null) {
      if (cost <= budgetHc) hexesAllowed = k + 1;
      else blockedAt = k;
    }
  });
  const allowed = blockedAt === null;
  const remaining = allowed ? Math.floor((budgetHc - cost) / costHc[last.terrain]!) : null;
  return { cost, allowed, hexesAllowed, blockedAt, remaining };
}

// ---------------------------------------------------------------------------
// Same answers, or the run fails
// ---------------------------------------------------------------------------

function check(): void {
  const ours = oursReachable();
  const hc = honeycombReachable();
  const hcByKey = new Map<number, number>();
  for (const [name, cost] of hc) {
    const m = /\((-?\d+),(-?\d+)\)$/.exec(name);
    if (m === null) throw new Error(`unexpected honeycomb hex name ${name}`);
    const tile = grid.createHex({ q: Number(m[1]), r: Number(m[2]) });
    hcByKey.set(cubeKey(offsetToCube({ i: tile.row, j: tile.col }, "oddR")), cost);
  }
  if (ours.size !== hcByKey.size || ours.budget !== budgetHc) {
    throw new Error(`reachable area differs: ${ours.size} hexes vs honeycomb ${hcByKey.size}`);
  }
  for (const [key, cost] of ours.costs) {
    if (hcByKey.get(key) !== cost) throw new Error(`reachable area differs at key ${key}: ${cost} vs ${hcByKey.get(key)}`);
  }
  if (ours.size < 100) throw new Error(`scene too small to be a fair test: ${ours.size} hexes`);

  const a = oursPathCost();
  const b = honeycombPathCost();
  const same =
    a.cost === b.cost && a.allowed === b.allowed && a.hexesAllowed === b.hexesAllowed && a.blockedAt === b.blockedAt && a.remaining === b.remaining;
  if (!same) throw new Error(`path cost differs: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
}
check();

// ---------------------------------------------------------------------------
// vitest bench table
// ---------------------------------------------------------------------------

let sink = 0;

describe(`path cost, ${PATH.length}-hex path`, () => {
  bench("ours (offsetToCube + cubeKey lookup + pathCost)", () => {
    sink += oursPathCost().cost;
  });
  bench("honeycomb-grid (grid.getHex + sum)", () => {
    sink += honeycombPathCost().cost;
  });
});

describe("reachable area, 12 hexes, mixed terrain (target: ours ≥ 25× honeycomb-grid)", () => {
  bench("ours (reachableArea)", () => {
    sink += oursReachable().size;
  });
  bench("honeycomb-grid (Grid.neighborOf + Dijkstra)", () => {
    sink += honeycombReachable().size;
  });
});

// ---------------------------------------------------------------------------
// The variant cost classes (VARIANTS.md D7, §9.4 "benchmark it again")
// ---------------------------------------------------------------------------

/** Every class a variant can give: terrains × k 0–4 × steep ("T", "T+k", "T/steep", "T+k/steep"), speed 12 over a round. */
const variantAllowances: Record<string, number> = {};
for (const t of TERRAIN_IDS) {
  for (let k = 0; k <= MAX_EXTRA_COST; k++) {
    const cls = costClass(t, k);
    variantAllowances[cls] = classHexesPerRound(12, t, k);
    variantAllowances[`${cls}/steep`] = classHexesPerRound(12, t, k);
  }
}
const variantClassNames = Object.keys(variantAllowances);
const variantClassByKey = new Map<number, string>();
for (let i = 0; i < HEIGHT; i++) {
  for (let j = 0; j < WIDTH; j++) {
    // Mostly the map's own terrain at k 0, a third of the hexes with some extra cost or steep.
    const r = random();
    const base = terrainOf({ i, j });
    variantClassByKey.set(cubeKey(offsetToCube({ i, j }, "oddR")), r < 0.66 ? base : variantClassNames[Math.floor(random() * variantClassNames.length)]!);
  }
}
const variantClassAt = (c: Cube): string | null => variantClassByKey.get(cubeKey(c)) ?? null;

describe(`variant cost classes (${variantClassNames.length} classes: terrains × k 0–4 × steep)`, () => {
  bench("build the cost table", () => {
    sink += buildCostTable(variantAllowances).budget;
  });
  const variantTable = buildCostTable(variantAllowances);
  const variantClasses: string[] = new Array<string>(PATH.length);
  bench(`path cost, ${PATH.length}-hex path`, () => {
    for (let k = 0; k < PATH.length; k++) variantClasses[k] = variantClassAt(offsetToCube(PATH[k]!, "oddR"))!;
    sink += pathCost(variantTable, variantClasses, variantClassAt(offsetToCube(PATH_START, "oddR"))!).cost;
  });
  bench("reachable area, 12 hexes", () => {
    sink += reachableArea({ start: startCube, table: variantTable, classAt: variantClassAt }).size;
  });
});

// ---------------------------------------------------------------------------
// Summary lines with the ratio (simple timed loops; never fails the run)
// ---------------------------------------------------------------------------

/** Best-of-rounds ops/s of two functions, measured in alternation so that load on the machine hits both alike. */
function compareOps(ours: () => number, theirs: () => number, rounds: number, ms: number): [number, number] {
  const timed = (fn: () => number): number => {
    let runs = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      for (let k = 0; k < 20; k++) sink += fn();
      runs += 20;
      t = performance.now();
    }
    return (runs * 1000) / (t - t0);
  };
  for (let k = 0; k < 200; k++) sink += ours() + theirs(); // warm-up
  let a = 0;
  let b = 0;
  for (let k = 0; k < rounds; k++) {
    a = Math.max(a, timed(ours));
    b = Math.max(b, timed(theirs));
  }
  return [a, b];
}

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");

afterAll(() => {
  try {
    const lines: string[] = [];
    const compare = (label: string, ours: () => number, theirs: () => number) => {
      const [a, b] = compareOps(ours, theirs, 5, 100);
      const target = /target ≥ (\d+)x/.exec(label);
      const verdict = target ? (a / b >= Number(target[1]) ? ", target met" : ", TARGET NOT MET") : "";
      lines.push(`${label}: ${fmt(a)} ops/s vs honeycomb-grid ${fmt(b)} ops/s = ${(a / b).toFixed(1)}x${verdict}`);
    };
    compare(`path cost, ${PATH.length} hexes`, () => oursPathCost().cost, () => honeycombPathCost().cost);
    compare("reachable area, 12 hexes (target ≥ 25x)", () => oursReachable().size, () => honeycombReachable().size);
    const scene = `scene: ${WIDTH}×${HEIGHT} odd-row hex map, mixed terrain, speed-12 mover (A = ${TERRAIN_IDS.map((t) => allowances[t]).join("/")}, L = ${table.budget}), ${oursReachable().size} hexes reachable`;
    console.log(`\n${scene}\n${lines.join("\n")}\n(sink ${sink > 0 ? "ok" : "0"})`);
  } catch (e) {
    console.log(`movement bench summary failed: ${String(e)}`);
  }
});
