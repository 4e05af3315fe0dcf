/**
 * Flood fill for the terrain painter (docs/terrain-painting.md): the connected hexes of the same
 * class as the start. A GM's click on a 200 × 200 map must answer within a frame or so, so the
 * walk stays in offset space: neighbours come from a per-layout table of offset steps (by row or
 * column parity), visited hexes are numeric keys in one Set, and an offset object is made only for
 * a hex not seen before (the callbacks receive it).
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { assertObject } from "./bounds";
import { assertOffset, cubeNeighbors, cubeToOffset, offsetToCube, type HexLayout, type Offset } from "./hex";

/** Most hexes one fill may return (one stroke's worth: terrain-paint.ts STROKE_MAX_CELLS). */
const FILL_MAX_CELLS = 250_000;

export interface FloodFillInput {
  start: Offset;
  layout: HexLayout;
  /** A key for "same terrain" (e.g. the resolved terrain and steep flag of the hex). */
  classOf: (offset: Offset) => string;
  /** Whether a hex is on the map; fill never leaves it. */
  onMap: (offset: Offset) => boolean;
  /** At most this many hexes (the fill stops and reports `truncated`). */
  limit: number;
}

export interface FloodFillResult {
  cells: Offset[];
  truncated: boolean;
}

/** Whether a layout's parity is the row's (pointy-top) or the column's (flat-top). */
const BY_ROW: Readonly<Record<HexLayout, boolean>> = { oddR: true, evenR: true, oddQ: false, evenQ: false };

/**
 * Offset steps to the six neighbours, in the order of hex.ts CUBE_DIRECTIONS, for an even ([0]) and
 * an odd ([1]) row or column: derived once from the cube geometry, so they cannot disagree with it.
 */
const STEPS: Readonly<Record<HexLayout, readonly (readonly number[])[]>> = (() => {
  const out = {} as Record<HexLayout, number[][]>;
  for (const layout of ["oddR", "evenR", "oddQ", "evenQ"] as const) {
    out[layout] = [0, 1].map((p) => {
      const o = { i: 2 + p, j: 2 + p };
      return cubeNeighbors(offsetToCube(o, layout)).flatMap((c) => {
        const n = cubeToOffset(c, layout);
        return [n.i - o.i, n.j - o.j];
      });
    });
  }
  return out;
})();

/**
 * Visited hexes: a bitmap in blocks of 64 × 64 offsets around the start, each block found by a small
 * integer key in one Map (a fill of at most 250,000 hexes stays within ±2^18 of its start, so the
 * key stays a small integer, which V8 hashes fastest).
 */
const BLOCK_SHIFT = 6;
const BLOCK_MASK = 63;
const BLOCK_ROW = 1 << 14;
const ORIGIN = 1 << 18;

class Visited {
  #blocks = new Map<number, Uint8Array>();
  #lastKey = -1;
  #last: Uint8Array | null = null;
  /** Marks (di, dj) visited (offsets from the start); false if it already was. */
  add(di: number, dj: number): boolean {
    const a = di + ORIGIN;
    const b = dj + ORIGIN;
    const key = (a >> BLOCK_SHIFT) * BLOCK_ROW + (b >> BLOCK_SHIFT);
    let block = key === this.#lastKey ? this.#last : this.#blocks.get(key);
    if (block === undefined || block === null) {
      block = new Uint8Array(1 << (2 * BLOCK_SHIFT));
      this.#blocks.set(key, block);
    }
    this.#lastKey = key;
    this.#last = block;
    const bit = ((a & BLOCK_MASK) << BLOCK_SHIFT) | (b & BLOCK_MASK);
    if (block[bit] === 1) return false;
    block[bit] = 1;
    return true;
  }
}

/**
 * The connected hexes (through hex edges) of the same class as the start, on the map, in breadth-
 * first order. The input is checked once here (the limit is at most 250,000: a fill becomes one
 * stroke); the per-hex loop then trusts it and the offsets it makes itself.
 */
export function floodFill(input: FloodFillInput): FloodFillResult {
  assertObject("input", input);
  const { start, layout, classOf, onMap, limit } = input;
  assertOffset("start", start);
  if (typeof layout !== "string" || !Object.hasOwn(STEPS, layout)) throw new RulesError("INVALID_ARGUMENT", "layout", layout, "expected one of oddR, evenR, oddQ, evenQ");
  if (typeof classOf !== "function") throw new RulesError("INVALID_ARGUMENT", "classOf", classOf, "expected a function offset → class");
  if (typeof onMap !== "function") throw new RulesError("INVALID_ARGUMENT", "onMap", onMap, "expected a function offset → boolean");
  assertIntegerInRange("limit", limit, 1, FILL_MAX_CELLS);
  const first: Offset = { i: start.i, j: start.j };
  if (!onMap(first)) return { cells: [], truncated: false };
  const want = classOf(first);
  const steps = STEPS[layout];
  const byRow = BY_ROW[layout];
  const i0 = start.i;
  const j0 = start.j;
  const seen = new Visited();
  seen.add(0, 0);
  // The queue: the hexes of the fill in the order they were found; `head` walks it, and the first
  // `head` of them are the answer. Each hex is the object the callbacks were given.
  const queue: Offset[] = [first];
  /** Whether the neighbour (i, j) is new, on the map and of the class (marks it seen, queues it). */
  const visit = (i: number, j: number): boolean => {
    if (!seen.add(i - i0, j - j0)) return false;
    const o = { i, j };
    if (!onMap(o) || classOf(o) !== want) return false;
    queue.push(o);
    return true;
  };
  for (let head = 0; head < queue.length; head++) {
    const { i, j } = queue[head]!;
    const step = steps[(byRow ? i : j) % 2 === 0 ? 0 : 1]!;
    if (head + 1 >= limit) {
      const cells = queue.slice(0, limit);
      if (queue.length > limit) return { cells, truncated: true };
      for (let k = 0; k < 12; k += 2) if (visit(i + step[k]!, j + step[k + 1]!)) return { cells, truncated: true };
      return { cells, truncated: false };
    }
    for (let k = 0; k < 12; k += 2) visit(i + step[k]!, j + step[k + 1]!);
  }
  return { cells: queue, truncated: false };
}
