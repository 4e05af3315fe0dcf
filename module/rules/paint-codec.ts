/**
 * Paint codes, brush footprints and the stroke encoding of painted terrain (./terrain-paint.ts
 * describes the stored form). Pure.
 */
import { RulesError } from "./errors";
import { assertObject } from "./bounds";
import { cubeToOffset, offsetToCube, type HexLayout, type Offset } from "./hex";
import { TERRAIN_IDS, isTerrainId } from "./terrain";
import { type TerrainArea } from "./terrain-areas";
import { PAINT_MAX_STAMP } from "./paint-stamps";

// ---------------------------------------------------------------------------
// Paint codes
// ---------------------------------------------------------------------------

/**
 * One character per painted hex: "a" + 2 × terrain index + steep ("a" optimal … "r" steep
 * mountains); the same terrain with a road on it is the capital letter ("A" … "R", VARIANTS.md
 * §13.3 row 29: roads never lose direction, 003:L441–L445). A store written before roads holds
 * only "." and "a"–"r", which read as before.
 */
export type PaintCode = string;
/** The character of an unpainted hex (also a stroke's "clear"). */
export const UNPAINTED = ".";
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export const CODE_A = 97;
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export const CODE_DOT = 46;
/** @internal The first road code ("A"). */
export const CODE_ROAD_A = 65;
const CODE_COUNT = 2 * TERRAIN_IDS.length;

/** What a brush puts down: a terrain, its steep flag and a road on it, or null to clear. */
export type PaintValue = TerrainArea | null;

/** The code of a paint value ("." for clear). */
export function paintCode(value: PaintValue): PaintCode {
  if (value === null) return UNPAINTED;
  assertObject("paint", value);
  if (value.steep !== undefined && typeof value.steep !== "boolean") throw new RulesError("INVALID_ARGUMENT", "paint.steep", value.steep, "expected true or false");
  if (value.road !== undefined && typeof value.road !== "boolean") throw new RulesError("INVALID_ARGUMENT", "paint.road", value.road, "expected true or false");
  if (!isTerrainId(value.terrain)) throw new RulesError("UNKNOWN_TERRAIN", "paint.terrain", value.terrain, "expected a terrain id");
  return String.fromCharCode((value.road === true ? CODE_ROAD_A : CODE_A) + 2 * TERRAIN_IDS.indexOf(value.terrain) + (value.steep ? 1 : 0));
}

/** Numeric code of a character: 0 unpainted, 1…18 painted, 19…36 painted with a road, −1 invalid. */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function codeNumber(ch: number): number {
  if (ch === CODE_DOT) return 0;
  const n = ch - CODE_A;
  if (n >= 0 && n < CODE_COUNT) return n + 1;
  const r = ch - CODE_ROAD_A;
  return r >= 0 && r < CODE_COUNT ? CODE_COUNT + r + 1 : -1;
}

/** @internal The character of a numeric code (the inverse of codeNumber). */
export function charOfNumber(n: number): string {
  return n === 0 ? UNPAINTED : n <= CODE_COUNT ? String.fromCharCode(CODE_A + n - 1) : String.fromCharCode(CODE_ROAD_A + n - CODE_COUNT - 1);
}

/** @internal Shared by the painted-terrain files; not part of the rules API. */
export const AREAS: readonly TerrainArea[] = Object.freeze([
  ...TERRAIN_IDS.flatMap((terrain) => [Object.freeze({ terrain, steep: false }), Object.freeze({ terrain, steep: true })]),
  ...TERRAIN_IDS.flatMap((terrain) => [Object.freeze({ terrain, steep: false, road: true }), Object.freeze({ terrain, steep: true, road: true })]),
]);

/** The terrain area of a numeric code (1…18), or null for 0. */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function areaOfNumber(n: number): TerrainArea | null {
  return n === 0 ? null : AREAS[n - 1]!;
}

/** The paint value of a code; null for "." (unpainted). Throws on any other character. */
export function decodePaintCode(code: PaintCode): PaintValue {
  if (typeof code !== "string") throw new RulesError("INVALID_ARGUMENT", "paint code", code, "expected '.' or a letter a–r or A–R");
  const n = code.length === 1 ? codeNumber(code.charCodeAt(0)) : -1;
  if (n < 0) throw new RulesError("INVALID_ARGUMENT", "paint code", code, "expected '.' or a letter a–r or A–R");
  return areaOfNumber(n);
}

// ---------------------------------------------------------------------------
// Brushes and lines (flood fill: paint-fill.ts)
// ---------------------------------------------------------------------------

export type BrushRadius = 0 | 1 | 2;
export const BRUSH_RADII: readonly BrushRadius[] = Object.freeze([0, 1, 2] as const);

/** The hexes within `radius` steps of `center` (1, 7 or 19 hexes), centre first, as offsets. */
export function brushFootprint(center: Offset, radius: BrushRadius, layout: HexLayout): Offset[] {
  if (radius !== 0 && radius !== 1 && radius !== 2) {
    throw new RulesError("OUT_OF_RANGE", "radius", radius, "expected a brush radius of 0, 1 or 2");
  }
  const c = offsetToCube(center, layout);
  const out: Offset[] = [{ i: center.i, j: center.j }];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      if (dq === 0 && dr === 0) continue;
      const q = c.q + dq;
      const r = c.r + dr;
      out.push(cubeToOffset({ q, r, s: 0 - q - r }, layout));
    }
  }
  return out;
}


// ---------------------------------------------------------------------------
// Stroke encoding
// ---------------------------------------------------------------------------

/** Largest row or column a painted hex may have (the store's range); offsets start at 0. */
export const PAINT_MAX_INDEX = 16383;
/** Most hexes one stroke may carry (a 200 × 200 flood fill fits). */
export const STROKE_MAX_CELLS = 250_000;

/** One painted cell of a stroke. */
export interface PaintCell {
  i: number;
  j: number;
  code: PaintCode;
}

/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function assertCellIndex(name: string, v: unknown): asserts v is number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0 || v > PAINT_MAX_INDEX) {
    throw new RulesError("OUT_OF_RANGE", name, v, `expected a whole number from 0 to ${PAINT_MAX_INDEX}`);
  }
}

/**
 * Encodes a stroke's cells: runs of equal codes along a row, `code i,j,length` in base 36,
 * separated by ";", sorted by row then column. A later cell for the same hex replaces an earlier
 * one. Deterministic: the same set of cells gives the same string.
 */
export function encodeStroke(cells: Iterable<PaintCell>): string {
  assertIterable("cells", cells);
  const byHex = new Map<number, number>();
  for (const cell of cells) {
    assertCell("cell", cell);
    assertCellIndex("cell.i", cell.i);
    assertCellIndex("cell.j", cell.j);
    const n = typeof cell.code === "string" && cell.code.length === 1 ? codeNumber(cell.code.charCodeAt(0)) : -1;
    if (n < 0) throw new RulesError("INVALID_ARGUMENT", "cell.code", cell.code, "expected '.' or a letter a–r or A–R");
    byHex.set(cell.i * (PAINT_MAX_INDEX + 1) + cell.j, n);
    if (byHex.size > STROKE_MAX_CELLS) throw new RulesError("OUT_OF_RANGE", "stroke", byHex.size, `at most ${STROKE_MAX_CELLS} hexes per stroke`);
  }
  const keys = [...byHex.keys()].sort((a, b) => a - b);
  const runs: string[] = [];
  let k = 0;
  while (k < keys.length) {
    const start = keys[k]!;
    const n = byHex.get(start)!;
    const i = Math.floor(start / (PAINT_MAX_INDEX + 1));
    const j = start - i * (PAINT_MAX_INDEX + 1);
    let len = 1;
    while (k + len < keys.length && keys[k + len] === start + len && byHex.get(start + len) === n && j + len <= PAINT_MAX_INDEX) len++;
    runs.push(`${charOfNumber(n)}${i.toString(36)},${j.toString(36)},${len.toString(36)}`);
    k += len;
  }
  return runs.join(";");
}

/** Something a `for … of` can walk (an array, a Set, a generator). */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function assertIterable(name: string, value: unknown): asserts value is Iterable<unknown> {
  if (value === null || value === undefined || typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function") {
    throw new RulesError("INVALID_ARGUMENT", name, value, "expected a list of cells");
  }
}

/** One cell of a list: an object (its coordinates are checked where they are used). */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function assertCell(name: string, value: unknown): asserts value is Record<string, unknown> {
  if (value === null || typeof value !== "object") throw new RulesError("INVALID_ARGUMENT", name, value, "expected a cell {i, j}");
}

/** A stroke key: 1–32 letters or digits. */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
/** @internal A stroke key: 1–32 letters or digits. */
export const STROKE_KEY = /^[A-Za-z0-9]{1,32}$/;
export function assertStrokeKey(name: string, key: unknown): asserts key is string {
  if (typeof key !== "string" || !STROKE_KEY.test(key)) throw new RulesError("INVALID_ARGUMENT", name, key, "expected 1–32 letters or digits");
}

/** @internal Shared by the painted-terrain files; not part of the rules API. */
export const MAX_STAMP = PAINT_MAX_STAMP;

const RUN = /^([.a-rA-R])([0-9a-z]{1,4}),([0-9a-z]{1,4}),([0-9a-z]{1,4})$/;

/** Calls `visit(i, j, n)` for each cell of an encoded stroke (n = numeric code 0…36). Throws on a malformed stroke. */
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function forEachRun(encoded: string, visit: (i: number, j: number, n: number, len: number) => void): void {
  if (typeof encoded !== "string") throw new RulesError("INVALID_ARGUMENT", "stroke", encoded, "expected an encoded stroke string");
  if (encoded === "") return;
  let total = 0;
  for (const part of encoded.split(";")) {
    const m = RUN.exec(part);
    if (m === null) throw new RulesError("INVALID_ARGUMENT", "stroke run", part, "expected <code><row>,<column>,<length> in base 36");
    const i = parseInt(m[2]!, 36);
    const j = parseInt(m[3]!, 36);
    const len = parseInt(m[4]!, 36);
    if (i > PAINT_MAX_INDEX || j + len - 1 > PAINT_MAX_INDEX || len < 1) {
      throw new RulesError("OUT_OF_RANGE", "stroke run", part, `rows and columns run from 0 to ${PAINT_MAX_INDEX}`);
    }
    total += len;
    if (total > STROKE_MAX_CELLS) throw new RulesError("OUT_OF_RANGE", "stroke", total, `at most ${STROKE_MAX_CELLS} hexes per stroke`);
    visit(i, j, codeNumber(m[1]!.charCodeAt(0)), len);
  }
}

/** The cells of an encoded stroke, in row then column order. */
export function decodeStroke(encoded: string): PaintCell[] {
  const out: PaintCell[] = [];
  forEachRun(encoded, (i, j, n, len) => {
    const code = charOfNumber(n);
    for (let d = 0; d < len; d++) out.push({ i, j: j + d, code });
  });
  return out;
}
