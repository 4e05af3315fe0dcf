/**
 * The area a mover can reach in one phase on the hex map (RULES.md §4 "Mixed paths"), with the
 * integer cost table of cost-table.ts.
 */
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { assertCube, cubeKey, type Cube } from "./hex";
import { assertTable, floorDiv, unknownClass, type CostTable } from "./cost-table";

export { assertCostTable, buildCostTable, pathCost, type CostTable, type PathCost } from "./cost-table";

// ---------------------------------------------------------------------------
// Reachable area
// ---------------------------------------------------------------------------

export interface ReachableInput {
  /** The hex the mover stands in (costs 0, always reachable). */
  start: Cube;
  table: CostTable;
  /**
   * The cost class of a hex; null = off the map or blocked. Called at most once per
   * hex, only for hexes within reach of the start. Must be a class of `table`.
   */
  classAt: (c: Cube) => string | null;
  /**
   * Optional search radius: hexes farther than this (hex distance) from the start are
   * treated as off the map. Default: no limit beyond the budget (the search never
   * looks farther than `table.maxAllowance` hexes anyway).
   */
  maxSteps?: number;
  /** Units already used in this phase (integer, 0 ≤ spent ≤ budget). Default 0. */
  spent?: number;
}

export interface ReachableArea {
  readonly start: Cube;
  /** Units available to the search: table.budget − spent. */
  readonly budget: number;
  /** Number of reachable hexes, the start included. */
  readonly size: number;
  has(c: Cube): boolean;
  /** Cheapest cost in units to reach `c` (0 for the start), or null if out of reach. */
  costTo(c: Cube): number | null;
  /** A cheapest path [start, …, c], or null if out of reach. */
  pathTo(c: Cube): Cube[] | null;
  /** Visits every reachable hex in order of non-decreasing cost (the start first). */
  forEach(fn: (c: Cube, cost: number) => void): void;
  /** cubeKey → cheapest cost, for every reachable hex (built on first use). */
  readonly costs: ReadonlyMap<number, number>;
}

/**
 * Template of the per-hex entry cost array for search radius R: the box of axial
 * offsets |dq|, |dr| ≤ R + 1 (one ring of padding), width W = 2R + 3, index
 * (dq + R + 1)·W + (dr + R + 1); −1 inside the hex disc of radius R (not yet
 * queried), Infinity outside (never entered).
 */
const templates = new Map<number, Float64Array>();
function entryTemplate(radius: number): Float64Array {
  let t = templates.get(radius);
  if (t !== undefined) return t;
  const p = radius + 1;
  const w = 2 * p + 1;
  t = new Float64Array(w * w).fill(Infinity);
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = -radius; dr <= radius; dr++) {
      if (Math.abs(dq + dr) <= radius) t[(dq + p) * w + (dr + p)] = -1;
    }
  }
  if (radius <= 64) templates.set(radius, t);
  return t;
}

/** Scratch arrays for the priority queues, reused between calls (not while a call is running). */
interface Scratch {
  a: Int32Array;
  b: Int32Array;
  c: Int32Array;
  prio: Float64Array;
  entry: Float64Array;
}
let scratch: Scratch | null = null;
function takeScratch(cells: number, buckets: number): Scratch {
  // Each hex is pushed at most once: its entry cost does not depend on where it is
  // entered from, so its first relaxation (from the earliest settled neighbour) is
  // already the cheapest. `cells` queue entries are therefore enough.
  const capacity = cells + 1;
  const s = scratch;
  scratch = null; // a nested call (from classAt) gets fresh arrays
  if (s !== null && s.a.length >= Math.max(capacity, buckets) && s.entry.length >= cells) return s;
  const size = Math.max(capacity, buckets, s?.a.length ?? 0);
  return {
    a: new Int32Array(size),
    b: new Int32Array(size),
    c: new Int32Array(size),
    prio: new Float64Array(size),
    entry: new Float64Array(Math.max(cells, s?.entry.length ?? 0)),
  };
}

/** Bucket queues are used when the budget is small next to the box (the usual case). */
function useBuckets(budget: number, cells: number): boolean {
  return budget <= Math.max(4096, 8 * cells);
}

class ReachableAreaImpl implements ReachableArea {
  readonly start: Cube;
  readonly budget: number;
  readonly size: number;
  private readonly p: number;
  private readonly w: number;
  private readonly dist: Float64Array;
  private readonly parent: Int32Array;
  private readonly order: Int32Array;
  private costMap: Map<number, number> | null = null;

  constructor(start: Cube, budget: number, p: number, w: number, dist: Float64Array, parent: Int32Array, order: Int32Array) {
    this.start = { q: start.q, r: start.r, s: start.s };
    this.budget = budget;
    this.size = order.length;
    this.p = p;
    this.w = w;
    this.dist = dist;
    this.parent = parent;
    this.order = order;
  }

  private indexOf(c: Cube): number {
    assertCube("cube", c);
    const dq = c.q - this.start.q;
    const dr = c.r - this.start.r;
    const p = this.p;
    if (dq < -p || dq > p || dr < -p || dr > p) return -1;
    return (dq + p) * this.w + (dr + p);
  }

  private cubeAt(idx: number): Cube {
    const q = this.start.q + (Math.floor(idx / this.w) - this.p);
    const r = this.start.r + ((idx % this.w) - this.p);
    return { q: q + 0, r: r + 0, s: 0 - q - r };
  }

  has(c: Cube): boolean {
    const i = this.indexOf(c);
    return i >= 0 && this.dist[i]! !== Infinity;
  }

  costTo(c: Cube): number | null {
    const i = this.indexOf(c);
    if (i < 0) return null;
    const d = this.dist[i]!;
    return d === Infinity ? null : d;
  }

  pathTo(c: Cube): Cube[] | null {
    let i = this.indexOf(c);
    if (i < 0 || this.dist[i]! === Infinity) return null;
    const out: Cube[] = [];
    while (i >= 0) {
      out.push(this.cubeAt(i));
      i = this.parent[i]!;
    }
    return out.reverse();
  }

  forEach(fn: (c: Cube, cost: number) => void): void {
    const order = this.order;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      fn(this.cubeAt(i), this.dist[i]!);
    }
  }

  get costs(): ReadonlyMap<number, number> {
    if (this.costMap === null) {
      const m = new Map<number, number>();
      const order = this.order;
      for (let k = 0; k < order.length; k++) {
        const i = order[k]!;
        m.set(cubeKey(this.cubeAt(i)), this.dist[i]!);
      }
      this.costMap = m;
    }
    return this.costMap;
  }
}

/**
 * Every hex the mover can reach from `start` within the phase (cheapest total entry
 * cost ≤ budget − spent), with its cheapest cost and a cheapest path. A bounded
 * Dijkstra over a dense box around the start (typed arrays, no hashing; a bucket queue
 * for the usual small budgets, a binary heap otherwise): a reachable hex is at most
 * R = min(maxSteps, maxAllowance) steps away, since each step costs at least
 * L / maxAllowance. Time and memory grow with (2R + 3)², not with the map.
 */
export function reachableArea(input: ReachableInput): ReachableArea {
  if (input === null || typeof input !== "object") {
    throw new RulesError("INVALID_ARGUMENT", "input", input, "expected a reachable-area input object");
  }
  const { start, table, classAt } = input;
  assertCube("start", start);
  assertTable(table);
  if (typeof classAt !== "function") {
    throw new RulesError("INVALID_ARGUMENT", "classAt", classAt, "expected a function cube → cost class | null");
  }
  const spent = input.spent ?? 0;
  assertIntegerInRange("spent", spent, 0, table.budget);
  const budget = table.budget - spent;
  // fewest units per step: the cost of the class with the largest allowance, ⌊L / maxAllowance⌋ (exact when A divides L)
  let radius = table.maxAllowance === 0 ? 0 : floorDiv(budget, Math.floor(table.budget / table.maxAllowance));
  if (input.maxSteps !== undefined) {
    assertNonNegativeInteger("maxSteps", input.maxSteps);
    radius = Math.min(radius, input.maxSteps);
  }

  const p = radius + 1;
  const w = 2 * p + 1;
  const cells = w * w;
  const dist = new Float64Array(cells).fill(Infinity);
  const parent = new Int32Array(cells).fill(-1);
  const order = new Int32Array(cells);

  const costs = table.costs;
  const q0 = start.q;
  const r0 = start.r;
  const startIdx = p * w + p;
  // index steps of the axial directions (+1,0) (+1,−1) (0,−1) (−1,0) (−1,+1) (0,+1), as hex.ts CUBE_DIRECTIONS
  const delta = [w, w - 1, -1, -w, -w + 1, 1];

  /** Entry cost of cell v, asking classAt the first time. */
  const entryCost = (v: number): number => {
    const q = q0 + (Math.floor(v / w) - p);
    const r = r0 + ((v % w) - p);
    const cls = classAt({ q: q + 0, r: r + 0, s: 0 - q - r });
    let c: number;
    if (cls === null) c = Infinity;
    else {
      const cc = costs.get(cls);
      if (cc === undefined) throw unknownClass(cls);
      c = cc;
    }
    entry[v] = c;
    return c;
  };

  const buckets = useBuckets(budget, cells);
  const s = takeScratch(cells, buckets ? budget + 1 : 0);
  const entry = s.entry;
  entry.set(entryTemplate(radius));
  entry[startIdx] = Infinity; // re-entering the start never helps; do not ask for its class
  dist[startIdx] = 0;
  let settled = 0;

  try {
    if (buckets) {
      // Dial's algorithm: one singly linked list (in typed arrays) per cost 0..budget.
      const head = s.a;
      const next = s.b;
      const ents = s.c; // list entry → cell index
      head.fill(-1, 0, budget + 1);
      ents[0] = startIdx;
      next[0] = -1;
      head[0] = 0;
      let n = 1; // list entries used
      let pending = 1; // entries not yet popped
      for (let cur = 0; pending > 0 && cur <= budget; cur++) {
        let e = head[cur]!;
        while (e !== -1) {
          pending--;
          const u = ents[e]!;
          e = next[e]!;
          if (dist[u]! !== cur) continue; // stale entry (defensive: with per-hex entry costs the first relaxation is already the cheapest)
          order[settled++] = u;
          for (let k = 0; k < 6; k++) {
            const v = u + delta[k]!;
            let c = entry[v]!;
            if (c < 0) c = entryCost(v);
            const nd = cur + c;
            if (nd <= budget && nd < dist[v]!) {
              dist[v] = nd;
              parent[v] = u;
              ents[n] = v;
              next[n] = head[nd]!;
              head[nd] = n++;
              pending++;
            }
          }
        }
      }
    } else {
      // binary heap of (priority, cell), lazy deletion
      const prio = s.prio;
      const node = s.a;
      let n = 1;
      prio[0] = 0;
      node[0] = startIdx;
      while (n > 0) {
        const d: number = prio[0]!;
        const u: number = node[0]!;
        n--;
        if (n > 0) {
          const lp = prio[n]!;
          const ln = node[n]!;
          let i = 0;
          for (;;) {
            let c = 2 * i + 1;
            if (c >= n) break;
            const c2 = c + 1;
            if (c2 < n && prio[c2]! < prio[c]!) c = c2;
            if (prio[c]! >= lp) break;
            prio[i] = prio[c]!;
            node[i] = node[c]!;
            i = c;
          }
          prio[i] = lp;
          node[i] = ln;
        }
        if (d !== dist[u]!) continue; // stale entry
        order[settled++] = u;
        for (let k = 0; k < 6; k++) {
          const v = u + delta[k]!;
          let c = entry[v]!;
          if (c < 0) c = entryCost(v);
          const nd = d + c;
          if (nd <= budget && nd < dist[v]!) {
            dist[v] = nd;
            parent[v] = u;
            let i = n++;
            while (i > 0) {
              const par = (i - 1) >> 1;
              if (prio[par]! <= nd) break;
              prio[i] = prio[par]!;
              node[i] = node[par]!;
              i = par;
            }
            prio[i] = nd;
            node[i] = v;
          }
        }
      }
    }
  } finally {
    scratch = s.a.length <= 1 << 20 ? s : null; // do not keep huge arrays alive
  }

  return new ReachableAreaImpl(start, budget, p, w, dist, parent, order.slice(0, settled));
}
