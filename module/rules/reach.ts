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

/**
 * Scratch arrays, reused between calls (not while a call is running): the search itself allocates
 * nothing per hex, and the result keeps only the settled hexes (see ReachableAreaImpl).
 */
interface Scratch {
  // dense over the box (≥ cells): cheapest cost so far, parent's position in the settling order,
  // entry cost, settled cells in order of settling
  dist: Float64Array;
  parent: Int32Array;
  entry: Float64Array;
  order: Int32Array;
  // queue (≥ max(cells + 1, buckets)): bucket heads, list links, list cells; or heap nodes and
  // priorities; `bits` has one bit per bucket (set = non-empty), so Dial's scan skips 32 empty ones at a time
  a: Int32Array;
  b: Int32Array;
  c: Int32Array;
  prio: Float64Array;
  bits: Int32Array;
}
let scratch: Scratch | null = null;
function takeScratch(cells: number, buckets: number): Scratch {
  // Each hex is pushed at most once: its entry cost does not depend on where it is
  // entered from, so its first relaxation (from the earliest settled neighbour) is
  // already the cheapest. `cells` queue entries are therefore enough.
  const queue = Math.max(cells + 1, buckets);
  const s = scratch;
  scratch = null; // a nested call (from classAt) gets fresh arrays
  if (s !== null && s.a.length >= queue && s.dist.length >= cells) return s;
  const size = Math.max(queue, s?.a.length ?? 0);
  const dense = Math.max(cells, s?.dist.length ?? 0);
  return {
    dist: new Float64Array(dense),
    parent: new Int32Array(dense),
    entry: new Float64Array(dense),
    order: new Int32Array(dense),
    a: new Int32Array(size),
    b: new Int32Array(size),
    c: new Int32Array(size),
    prio: new Float64Array(size),
    bits: new Int32Array((size >>> 5) + 1),
  };
}

/**
 * Entry costs from `classAt`, remembering the last class seen: neighbouring hexes mostly share a
 * class (one terrain area), and a string comparison is cheaper than the table's map lookup.
 */
class ClassCosts {
  private lastClass: string | null = null;
  private lastCost = Infinity;
  constructor(private readonly classAt: (c: Cube) => string | null, private readonly costs: ReadonlyMap<string, number>) {}

  /** Entry cost of the hex at axial (q, r): its class's units, Infinity when classAt says null. */
  at(q: number, r: number): number {
    const cls = this.classAt({ q: q + 0, r: r + 0, s: 0 - q - r });
    if (cls === null) return Infinity;
    if (cls === this.lastClass) return this.lastCost;
    const c = this.costs.get(cls);
    if (c === undefined) throw unknownClass(cls);
    this.lastClass = cls;
    this.lastCost = c;
    return c;
  }
}

/**
 * The result keeps the settled hexes only, as plain arrays in order of settling (cell index in the
 * box, cost, position of the parent): the dense per-box arrays stay in the scratch, so a search
 * allocates a few hundred array slots, not three box-sized typed arrays. The box → position index
 * that `has`, `costTo` and `pathTo` need is built on the first such call.
 */
class ReachableAreaImpl implements ReachableArea {
  readonly start: Cube;
  readonly budget: number;
  readonly size: number;
  private readonly p: number;
  private readonly w: number;
  private readonly cells: readonly number[];
  private readonly dists: readonly number[];
  private readonly parents: readonly number[];
  private index: Int32Array | null = null;
  private costMap: Map<number, number> | null = null;

  constructor(start: Cube, budget: number, p: number, w: number, cells: number[], dists: number[], parents: number[]) {
    this.start = { q: start.q, r: start.r, s: start.s };
    this.budget = budget;
    this.size = cells.length;
    this.p = p;
    this.w = w;
    this.cells = cells;
    this.dists = dists;
    this.parents = parents;
  }

  /** Position of `c` in the settling order, or −1 when out of reach. */
  private positionOf(c: Cube): number {
    assertCube("cube", c);
    const dq = c.q - this.start.q;
    const dr = c.r - this.start.r;
    const p = this.p;
    if (dq < -p || dq > p || dr < -p || dr > p) return -1;
    let index = this.index;
    if (index === null) {
      index = new Int32Array(this.w * this.w).fill(-1);
      const cells = this.cells;
      for (let k = 0; k < cells.length; k++) index[cells[k]!] = k;
      this.index = index;
    }
    return index[(dq + p) * this.w + (dr + p)]!;
  }

  private cubeAt(idx: number): Cube {
    const q = this.start.q + (Math.floor(idx / this.w) - this.p);
    const r = this.start.r + ((idx % this.w) - this.p);
    return { q: q + 0, r: r + 0, s: 0 - q - r };
  }

  has(c: Cube): boolean {
    return this.positionOf(c) >= 0;
  }

  costTo(c: Cube): number | null {
    const k = this.positionOf(c);
    return k < 0 ? null : this.dists[k]!;
  }

  pathTo(c: Cube): Cube[] | null {
    let k = this.positionOf(c);
    if (k < 0) return null;
    const out: Cube[] = [];
    while (k >= 0) {
      out.push(this.cubeAt(this.cells[k]!));
      k = this.parents[k]!;
    }
    return out.reverse();
  }

  forEach(fn: (c: Cube, cost: number) => void): void {
    const { cells, dists } = this;
    for (let k = 0; k < cells.length; k++) fn(this.cubeAt(cells[k]!), dists[k]!);
  }

  get costs(): ReadonlyMap<number, number> {
    if (this.costMap === null) {
      const m = new Map<number, number>();
      const { cells, dists } = this;
      for (let k = 0; k < cells.length; k++) m.set(cubeKey(this.cubeAt(cells[k]!)), dists[k]!);
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
  const classCosts = new ClassCosts(classAt, table.costs);
  const q0 = start.q - p; // axial coordinates of box cell 0
  const r0 = start.r - p;
  const startIdx = p * w + p;
  // index steps of the axial directions (+1,0) (+1,−1) (0,−1) (−1,0) (−1,+1) (0,+1), as hex.ts CUBE_DIRECTIONS
  const delta = [w, w - 1, -1, -w, -w + 1, 1];

  const buckets = budget <= Math.max(4096, 8 * cells); // bucket queues when the budget is small next to the box (the usual case)
  const s = takeScratch(cells, buckets ? budget + 1 : 0);
  const { dist, parent, entry, order } = s;
  entry.set(entryTemplate(radius));
  entry[startIdx] = Infinity; // re-entering the start never helps; do not ask for its class
  dist.fill(Infinity, 0, cells);
  dist[startIdx] = 0;
  parent[startIdx] = -1;
  let settled = 0;

  try {
    if (buckets) {
      // Dial's algorithm: one singly linked list (in typed arrays) per cost 0..budget, and a
      // bitmap of the non-empty lists. Every entry cost is ≥ 1 unit, so a list being emptied
      // never receives an entry.
      const head = s.a;
      const next = s.b;
      const ents = s.c; // list entry → cell index
      const bits = s.bits;
      const words = (budget >>> 5) + 1;
      head.fill(-1, 0, budget + 1);
      bits.fill(0, 0, words);
      ents[0] = startIdx;
      next[0] = -1;
      head[0] = 0;
      bits[0] = 1;
      let n = 1; // list entries used
      for (let word = 0; word < words; ) {
        const x = bits[word]!;
        if (x === 0) {
          word++;
          continue;
        }
        bits[word] = x & (x - 1);
        const cur = (word << 5) | (31 - Math.clz32(x & -x));
        let e = head[cur]!;
        while (e !== -1) {
          const u = ents[e]!;
          e = next[e]!;
          if (dist[u]! !== cur) continue; // stale entry (defensive: with per-hex entry costs the first relaxation is already the cheapest)
          const from = settled;
          order[settled++] = u;
          for (let k = 0; k < 6; k++) {
            const v = u + delta[k]!;
            if (dist[v]! !== Infinity) continue; // found already: its first relaxation was its cheapest (takeScratch)
            let c = entry[v]!;
            if (c < 0) {
              const row = (v / w) | 0; // v ≥ 0: no idiv for ⌊v / w⌋ and v mod w
              c = classCosts.at(q0 + row, r0 + (v - row * w));
              entry[v] = c;
            }
            const nd = cur + c;
            if (nd <= budget) {
              dist[v] = nd;
              parent[v] = from;
              ents[n] = v;
              next[n] = head[nd]!;
              head[nd] = n++;
              bits[nd >>> 5] = bits[nd >>> 5]! | (1 << (nd & 31));
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
        const from = settled;
        order[settled++] = u;
        for (let k = 0; k < 6; k++) {
          const v = u + delta[k]!;
          if (dist[v]! !== Infinity) continue; // found already (see the bucket queue)
          let c = entry[v]!;
          if (c < 0) {
            const row = (v / w) | 0;
            c = classCosts.at(q0 + row, r0 + (v - row * w));
            entry[v] = c;
          }
          const nd = d + c;
          if (nd <= budget) {
            dist[v] = nd;
            parent[v] = from;
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

    const [outCells, outDists, outParents] = [new Array<number>(settled), new Array<number>(settled), new Array<number>(settled)];
    for (let k = 0; k < settled; k++) {
      const u = order[k]!;
      outCells[k] = u;
      outDists[k] = dist[u]!;
      outParents[k] = parent[u]!;
    }
    return new ReachableAreaImpl(start, budget, p, w, outCells, outDists, outParents);
  } finally {
    scratch = s.a.length <= 1 << 20 && s.dist.length <= 1 << 20 ? s : null; // do not keep huge arrays alive
  }
}
