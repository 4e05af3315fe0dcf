/**
 * Hex grid geometry for the rules core (pure, no Foundry globals).
 *
 * Coordinates:
 * - {@link Cube}: cube coordinates q + r + s = 0 (Red Blob Games convention). For row
 *   layouts (pointy-top) r is the row; for column layouts (flat-top) q is the column.
 *   Axial directions: (+1,0) (+1,−1) (0,−1) (−1,0) (−1,+1) (0,+1).
 * - {@link Offset}: Foundry's grid offsets, `i` = row, `j` = column.
 *
 * Layouts (Foundry CONST.GRID_TYPES):
 * - HEXODDR 2 → "oddR": pointy-top rows, odd rows shoved right by half a hex;
 * - HEXEVENR 3 → "evenR": pointy-top rows, even rows shoved right;
 * - HEXODDQ 4 → "oddQ": flat-top columns, odd columns shoved down by half a hex;
 * - HEXEVENQ 5 → "evenQ": flat-top columns, even columns shoved down.
 * Offset (0, 0) is cube (0, 0, 0) in every layout.
 *
 * Every public function validates its input and throws {@link RulesError}.
 */
import { RulesError, assertInteger } from "./errors";
import { MAX_CUBE_COORD, MAX_OFFSET_COORD, assertAtMost } from "./bounds";

/** Cube coordinates, q + r + s = 0, all integers. */
export interface Cube {
  q: number;
  r: number;
  s: number;
}

/** Foundry grid offset: i = row, j = column (integers). */
export interface Offset {
  i: number;
  j: number;
}

export type HexLayout = "oddR" | "evenR" | "oddQ" | "evenQ";

export const HEX_LAYOUTS: readonly HexLayout[] = Object.freeze(["oddR", "evenR", "oddQ", "evenQ"] as const);

/**
 * The hex layout of a Foundry grid type (CONST.GRID_TYPES: HEXODDR 2, HEXEVENR 3,
 * HEXODDQ 4, HEXEVENQ 5); null for any other value (gridless, square, unknown).
 */
export function hexLayoutFromGridType(type: number): HexLayout | null {
  switch (type) {
    case 2:
      return "oddR";
    case 3:
      return "evenR";
    case 4:
      return "oddQ";
    case 5:
      return "evenQ";
    default:
      return null;
  }
}

function isHexLayout(x: unknown): x is HexLayout {
  return x === "oddR" || x === "evenR" || x === "oddQ" || x === "evenQ";
}

function assertLayout(layout: unknown): asserts layout is HexLayout {
  if (!isHexLayout(layout)) {
    throw new RulesError("INVALID_ARGUMENT", "layout", layout, `expected one of ${HEX_LAYOUTS.join(", ")}`);
  }
}

function isInt(x: unknown): x is number {
  return typeof x === "number" && Number.isSafeInteger(x);
}

/** Throws RulesError unless `c` is a cube with safe-integer q, r, s and q + r + s = 0. */
export function assertCube(name: string, c: unknown): asserts c is Cube {
  if (c === null || typeof c !== "object") {
    throw new RulesError("INVALID_ARGUMENT", name, c, "expected a cube {q, r, s}");
  }
  const { q, r, s } = c as Record<string, unknown>;
  if (!isInt(q) || !isInt(r) || !isInt(s)) {
    throw new RulesError("NOT_INTEGER", name, c, "cube coordinates must be whole numbers");
  }
  if (q + r + s !== 0) {
    throw new RulesError("INVALID_ARGUMENT", name, c, "cube coordinates must satisfy q + r + s = 0");
  }
  if (Math.abs(q) > MAX_CUBE_COORD || Math.abs(r) > MAX_CUBE_COORD || Math.abs(s) > MAX_CUBE_COORD) assertAtMost(name, Math.max(Math.abs(q), Math.abs(r), Math.abs(s)), MAX_CUBE_COORD);
}

/** Throws RulesError unless `o` is an offset with safe-integer i, j. */
export function assertOffset(name: string, o: unknown): asserts o is Offset {
  if (o === null || typeof o !== "object") {
    throw new RulesError("INVALID_ARGUMENT", name, o, "expected an offset {i, j}");
  }
  const { i, j } = o as Record<string, unknown>;
  if (!isInt(i) || !isInt(j)) {
    throw new RulesError("NOT_INTEGER", name, o, "offset coordinates must be whole numbers");
  }
  if (Math.abs(i) > MAX_OFFSET_COORD || Math.abs(j) > MAX_OFFSET_COORD) assertAtMost(name, Math.max(Math.abs(i), Math.abs(j)), MAX_OFFSET_COORD);
}

/** A cube from axial q, r (s = −q − r, never −0). */
export function cubeFromAxial(q: number, r: number): Cube {
  assertInteger("q", q); assertInteger("r", r);
  const c = { q: q + 0, r: r + 0, s: 0 - q - r };
  assertCube("cube", c);
  return c;
}

/** 1 for odd n, 0 for even n (also for negative n). */
function odd(n: number): number {
  return n % 2 === 0 ? 0 : 1;
}

/** Foundry offset → cube coordinates in the given layout. */
export function offsetToCube(o: Offset, layout: HexLayout): Cube {
  const i = o?.i;
  const j = o?.j;
  if (typeof i === "number" && typeof j === "number" && (i | 0) === i && (j | 0) === j && Math.abs(i) < 2 ** 30 && Math.abs(j) < 2 ** 30) {
    // fast path, 32-bit integers (every real scene): bit operations stay small integers
    let q: number;
    let r: number;
    switch (layout) {
      case "oddR":
        q = j - ((i - (i & 1)) >> 1);
        r = i;
        break;
      case "evenR":
        q = j - ((i + (i & 1)) >> 1);
        r = i;
        break;
      case "oddQ":
        q = j;
        r = i - ((j - (j & 1)) >> 1);
        break;
      case "evenQ":
        q = j;
        r = i - ((j + (j & 1)) >> 1);
        break;
      default:
        assertLayout(layout);
        throw new Error("unreachable");
    }
    return { q: q + 0, r: r + 0, s: 0 - q - r };
  }
  assertOffset("offset", o);
  let q: number;
  let r: number;
  switch (layout) {
    case "oddR":
      q = j - (i - odd(i)) / 2;
      r = i;
      break;
    case "evenR":
      q = j - (i + odd(i)) / 2;
      r = i;
      break;
    case "oddQ":
      q = j;
      r = i - (j - odd(j)) / 2;
      break;
    case "evenQ":
      q = j;
      r = i - (j + odd(j)) / 2;
      break;
    default:
      assertLayout(layout);
      throw new Error("unreachable");
  }
  return { q: q + 0, r: r + 0, s: 0 - q - r };
}

/** Cube coordinates → Foundry offset in the given layout (inverse of {@link offsetToCube}). */
export function cubeToOffset(c: Cube, layout: HexLayout): Offset {
  const q = c?.q;
  const r = c?.r;
  if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r) || typeof c.s !== "number" || q + r + c.s !== 0 || Math.abs(q) > MAX_CUBE_COORD || Math.abs(r) > MAX_CUBE_COORD || Math.abs(c.s) > MAX_CUBE_COORD) assertCube("cube", c);
  switch (layout) {
    case "oddR":
      return { i: r + 0, j: q + (r - odd(r)) / 2 + 0 };
    case "evenR":
      return { i: r + 0, j: q + (r + odd(r)) / 2 + 0 };
    case "oddQ":
      return { i: r + (q - odd(q)) / 2 + 0, j: q + 0 };
    case "evenQ":
      return { i: r + (q + odd(q)) / 2 + 0, j: q + 0 };
    default:
      assertLayout(layout);
      throw new Error("unreachable");
  }
}

/** Number of hex steps between two cubes. */
export function cubeDistance(a: Cube, b: Cube): number {
  assertCube("a", a);
  assertCube("b", b);
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** The six axial direction vectors, in the order used by {@link cubeNeighbors}. */
export const CUBE_DIRECTIONS: readonly Readonly<Cube>[] = Object.freeze([
  Object.freeze({ q: 1, r: 0, s: -1 }),
  Object.freeze({ q: 1, r: -1, s: 0 }),
  Object.freeze({ q: 0, r: -1, s: 1 }),
  Object.freeze({ q: -1, r: 0, s: 1 }),
  Object.freeze({ q: -1, r: 1, s: 0 }),
  Object.freeze({ q: 0, r: 1, s: -1 }),
]);

/** The six neighbours of a cube, in the order of {@link CUBE_DIRECTIONS}. */
export function cubeNeighbors(c: Cube): Cube[] {
  assertCube("cube", c);
  const { q, r, s } = c;
  return CUBE_DIRECTIONS.map((d) => ({ q: q + d.q + 0, r: r + d.r + 0, s: s + d.s + 0 }));
}

/** Smallest q or r accepted by {@link cubeKey}. */
export const CUBE_KEY_MIN = -16384;
/** Largest q or r accepted by {@link cubeKey}. */
export const CUBE_KEY_MAX = 16383;
const KEY_BIAS = 16384;
const KEY_BITS = 15;
const KEY_MASK = 0x7fff;

/**
 * A packed integer key for Map/Set: ((q + 16384) << 15) | (r + 16384), in [0, 2^30),
 * so it stays a small integer in V8. Valid for −16384 ≤ q, r ≤ 16383 (RulesError
 * otherwise) — far larger than any Foundry scene.
 */
export function cubeKey(c: Cube): number {
  if (typeof c?.q !== "number" || typeof c.r !== "number" || typeof c.s !== "number") assertCube("cube", c);
  const kq = c?.q + KEY_BIAS;
  const kr = c?.r + KEY_BIAS;
  // (x & 0x7fff) === x ⇔ x is an integer in [0, 32767] (false for NaN, fractions, ±Infinity)
  if ((kq & KEY_MASK) !== kq || (kr & KEY_MASK) !== kr || c.q + c.r + c.s !== 0) {
    assertCube("cube", c);
    throw new RulesError("OUT_OF_RANGE", "cube", c, `cubeKey needs q and r from ${CUBE_KEY_MIN} to ${CUBE_KEY_MAX}`);
  }
  return (kq << KEY_BITS) | kr;
}

/** Inverse of {@link cubeKey}. */
export function cubeFromKey(key: number): Cube {
  if (!Number.isInteger(key) || key < 0 || key >= 2 ** 30) {
    throw new RulesError("OUT_OF_RANGE", "key", key, "expected a cube key from 0 to 2^30 − 1");
  }
  const q = (key >> KEY_BITS) - KEY_BIAS;
  const r = (key & KEY_MASK) - KEY_BIAS;
  return { q, r, s: 0 - q - r };
}

/**
 * Most hexes {@link hexLine} returns: 2^15, more than the distance between any two hexes of the
 * largest scene Foundry draws (offsets 0..16,383 either way, the canvas' largest texture side).
 */
export const MAX_LINE_HEXES = 32_768;

/**
 * The hexes on the straight line from `a` to `b`, both included (cube linear interpolation with a
 * small nudge so that ties break the same way every time). Fills the gaps between two pointer
 * samples of a fast drag. Refuses a line of more than {@link MAX_LINE_HEXES} hexes (RulesError
 * OUT_OF_RANGE): it allocates one offset per hex.
 */
export function hexLine(a: Offset, b: Offset, layout: HexLayout): Offset[] {
  const ca = offsetToCube(a, layout);
  const cb = offsetToCube(b, layout);
  const n = cubeDistance(ca, cb);
  if (n >= MAX_LINE_HEXES) throw new RulesError("OUT_OF_RANGE", "b", b, `expected at most ${MAX_LINE_HEXES} hexes on the line (a distance below ${MAX_LINE_HEXES})`);
  if (n === 0) return [{ i: a.i, j: a.j }];
  const out: Offset[] = [];
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    const q = ca.q + 1e-6 + (cb.q - ca.q) * t;
    const r = ca.r + 2e-6 + (cb.r - ca.r) * t;
    out.push(cubeToOffset(cubeRound(q, r, -q - r), layout));
  }
  return out;
}

/**
 * The hex holding the fractional cube point (q, r, s): each rounded, and the component furthest from
 * its rounding recomputed so q + r + s = 0 (hexLine's step; a push's far end, combat/world-moves.ts).
 * Decision (a point on the edge of two hexes, so that every client gives the same hex): on a tie s is
 * recomputed before r, and r before q (q only when strictly furthest).
 */
export function cubeRound(q: number, r: number, s: number): Cube {
  for (const [name, v] of [["q", q], ["r", r], ["s", s]] as const) {
    if (typeof v !== "number" || !Number.isFinite(v) || Math.abs(v) > 1e9) throw new RulesError("OUT_OF_RANGE", name, v, "expected a finite coordinate within ±10^9");
  }
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}
