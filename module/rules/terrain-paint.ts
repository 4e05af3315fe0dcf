/**
 * Painted terrain: the GM paints terrain hex by hex. Pure: brush footprints, the line
 * between two pointer samples, flood fill, the stroke encoding, the per-scene store and its
 * compaction, and the undo of a stroke. The Foundry adapter (module/canvas/terrain-paint-*.ts)
 * reads and writes the stored form in the scene's flags.
 *
 * Stored form (docs/terrain-painting.md explains the choice):
 * - `chunks`: the compacted map, one string per 32 × 32 block of offsets, one character per hex
 *   ("." unpainted, otherwise a paint code);
 * - `strokes`: strokes not yet compacted, each under its own random key with an order stamp `t`
 *   and its cells `c` (runs along a row). Strokes apply over the chunks in (t, key) order.
 * Each stroke is one new key, so two GMs painting at once write different keys and Foundry's
 * update merge keeps both. Only the active GM compacts; compaction deletes exactly the strokes it
 * folded in, so a stroke that arrives meanwhile stays in the log.
 *
 * Precedence with Terrain regions (docs/rules.md §4, overlapping areas): a painted hex counts as one
 * more terrain area covering the hex, so `resolveHexTerrain` applies: the hardest terrain wins and
 * the hex is steep if any says steep. "Clear" removes the paint (back to regions and the default).
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { assertAtMost, assertList, assertObject } from "./bounds";
import { cubeToOffset, offsetToCube, type HexLayout, type Offset } from "./hex";
import { TERRAIN_IDS, isTerrainId, type TerrainId } from "./terrain";
import { resolveHexTerrain, type HexTerrain, type TerrainArea } from "./terrain-areas";
import { PAINT_MAX_STAMP, nextStamp } from "./paint-stamps";

// ---------------------------------------------------------------------------
// Paint codes
// ---------------------------------------------------------------------------

/** One character per painted hex: "a" + 2 × terrain index + steep ("a" optimal … "r" steep mountains). */
export type PaintCode = string;
/** The character of an unpainted hex (also a stroke's "clear"). */
export const UNPAINTED = ".";
const CODE_A = 97;
const CODE_DOT = 46;
const CODE_COUNT = 2 * TERRAIN_IDS.length;

/** What a brush puts down: a terrain and its steep flag, or null to clear. */
export type PaintValue = TerrainArea | null;

/** The code of a paint value ("." for clear). */
export function paintCode(value: PaintValue): PaintCode {
  if (value === null) return UNPAINTED;
  assertObject("paint", value);
  if (value.steep !== undefined && typeof value.steep !== "boolean") throw new RulesError("INVALID_ARGUMENT", "paint.steep", value.steep, "expected true or false");
  if (!isTerrainId(value.terrain)) throw new RulesError("UNKNOWN_TERRAIN", "paint.terrain", value.terrain, "expected a terrain id");
  return String.fromCharCode(CODE_A + 2 * TERRAIN_IDS.indexOf(value.terrain) + (value.steep ? 1 : 0));
}

/** Numeric code of a character: 0 unpainted, 1…18 painted, −1 invalid. */
function codeNumber(ch: number): number {
  if (ch === CODE_DOT) return 0;
  const n = ch - CODE_A;
  return n >= 0 && n < CODE_COUNT ? n + 1 : -1;
}

const AREAS: readonly TerrainArea[] = Object.freeze(
  TERRAIN_IDS.flatMap((terrain) => [Object.freeze({ terrain, steep: false }), Object.freeze({ terrain, steep: true })]),
);

/** The terrain area of a numeric code (1…18), or null for 0. */
function areaOfNumber(n: number): TerrainArea | null {
  return n === 0 ? null : AREAS[n - 1]!;
}

/** The paint value of a code; null for "." (unpainted). Throws on any other character. */
export function decodePaintCode(code: PaintCode): PaintValue {
  if (typeof code !== "string") throw new RulesError("INVALID_ARGUMENT", "paint code", code, "expected '.' or a letter a–r");
  const n = code.length === 1 ? codeNumber(code.charCodeAt(0)) : -1;
  if (n < 0) throw new RulesError("INVALID_ARGUMENT", "paint code", code, "expected '.' or a letter a–r");
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

/** The hexes on a straight line: moved to hex.ts, re-exported here for the painter. */
export { hexLine } from "./hex";

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

function assertCellIndex(name: string, v: unknown): asserts v is number {
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
    if (n < 0) throw new RulesError("INVALID_ARGUMENT", "cell.code", cell.code, "expected '.' or a letter a–r");
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
    runs.push(`${n === 0 ? UNPAINTED : String.fromCharCode(CODE_A + n - 1)}${i.toString(36)},${j.toString(36)},${len.toString(36)}`);
    k += len;
  }
  return runs.join(";");
}

/** Something a `for … of` can walk (an array, a Set, a generator). */
function assertIterable(name: string, value: unknown): asserts value is Iterable<unknown> {
  if (value === null || value === undefined || typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function") {
    throw new RulesError("INVALID_ARGUMENT", name, value, "expected a list of cells");
  }
}

/** One cell of a list: an object (its coordinates are checked where they are used). */
function assertCell(name: string, value: unknown): asserts value is Record<string, unknown> {
  if (value === null || typeof value !== "object") throw new RulesError("INVALID_ARGUMENT", name, value, "expected a cell {i, j}");
}

/** A stroke key: 1–32 letters or digits. */
function assertStrokeKey(name: string, key: unknown): asserts key is string {
  if (typeof key !== "string" || !STROKE_KEY.test(key)) throw new RulesError("INVALID_ARGUMENT", name, key, "expected 1–32 letters or digits");
}

const MAX_STAMP = PAINT_MAX_STAMP;

const RUN = /^([.a-r])([0-9a-z]{1,4}),([0-9a-z]{1,4}),([0-9a-z]{1,4})$/;

/** Calls `visit(i, j, n)` for each cell of an encoded stroke (n = numeric code 0…18). Throws on a malformed stroke. */
function forEachRun(encoded: string, visit: (i: number, j: number, n: number, len: number) => void): void {
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
    const code = n === 0 ? UNPAINTED : String.fromCharCode(CODE_A + n - 1);
    for (let d = 0; d < len; d++) out.push({ i, j: j + d, code });
  });
  return out;
}

// ---------------------------------------------------------------------------
// The per-scene store
// ---------------------------------------------------------------------------

/** Chunks are 32 × 32 offsets. */
export const PAINT_CHUNK = 32;
const CHUNK_SHIFT = 5;
const CHUNK_MASK = PAINT_CHUNK - 1;
const CHUNK_CELLS = PAINT_CHUNK * PAINT_CHUNK;

/** A stored, not yet compacted stroke. */
export interface StoredStroke {
  /** Order stamp: strokes apply in (t, key) order. */
  t: number;
  /** Encoded cells ({@link encodeStroke}). */
  c: string;
}

/** The stored form in the scene's flags. */
export interface PaintData {
  chunks?: Record<string, string>;
  strokes?: Record<string, StoredStroke>;
}

/** The key of a chunk: "r<row>c<column>" (chunk indices). */
export function chunkKey(ci: number, cj: number): string {
  assertIntegerInRange("ci", ci, 0, PAINT_MAX_INDEX >> CHUNK_SHIFT);
  assertIntegerInRange("cj", cj, 0, PAINT_MAX_INDEX >> CHUNK_SHIFT);
  return keyOfChunk(ci, cj);
}

/** {@link chunkKey} for the store's own chunk indices (already in range). */
function keyOfChunk(ci: number, cj: number): string {
  return `r${ci}c${cj}`;
}
const CHUNK_KEY = /^r(\d{1,3})c(\d{1,3})$/;

/** The canonical spelling of a stored chunk key ("r00c1" → "r0c1"), or null if it is not a chunk key. */
function canonicalChunkKey(key: string): string | null {
  const m = CHUNK_KEY.exec(key);
  return m === null ? null : keyOfChunk(Number(m[1]), Number(m[2]));
}
const STROKE_KEY = /^[A-Za-z0-9]{1,32}$/;

/** Something in the stored data that was skipped (the adapter warns once). */
export interface PaintProblem {
  where: string;
  reason: string;
}

/**
 * The painted terrain of a scene, for O(1) lookups: a map from chunk number to a byte per hex.
 * Built from the stored form; invalid parts are skipped and reported, never thrown.
 */
export class PaintedTerrain {
  #chunks = new Map<number, Uint8Array>();
  readonly problems: PaintProblem[] = [];
  /** Stroke keys applied, in order. */
  readonly strokeOrder: string[] = [];
  /** The largest order stamp seen (a new stroke gets a larger one). */
  maxStamp = 0;
  /** Number of painted hexes. */
  #painted = 0;

  static from(data: unknown): PaintedTerrain {
    const store = new PaintedTerrain();
    if (data === null || data === undefined) return store;
    if (typeof data !== "object") {
      store.problems.push({ where: "paint", reason: "not an object" });
      return store;
    }
    const { chunks, strokes } = data as PaintData;
    if (chunks !== undefined && chunks !== null && typeof chunks === "object") {
      // The canonical spelling of a key first: another spelling of a chunk already read is a duplicate.
      const entries = Object.entries(chunks);
      const canonical = (key: string) => canonicalChunkKey(key) === key;
      for (const [key, value] of [...entries.filter(([k]) => canonical(k)), ...entries.filter(([k]) => !canonical(k))]) store.#loadChunk(key, value);
    }
    if (strokes !== undefined && strokes !== null && typeof strokes === "object") {
      const list: [string, StoredStroke][] = [];
      for (const [key, value] of Object.entries(strokes)) {
        if (value === null || value === undefined) continue; // a deletion marker left by a diff
        const t = (value as StoredStroke).t;
        if (!STROKE_KEY.test(key) || typeof t !== "number" || !Number.isFinite(t) || Math.abs(t) > MAX_STAMP || typeof (value as StoredStroke).c !== "string") {
          store.problems.push({ where: `strokes.${key}`, reason: "malformed stroke" });
          continue;
        }
        list.push([key, value as StoredStroke]);
      }
      list.sort(strokeOrder);
      for (const [key, stroke] of list) {
        try {
          store.applyEncoded(stroke.c);
          store.strokeOrder.push(key);
          store.maxStamp = Math.max(store.maxStamp, stroke.t);
        } catch (e) {
          store.problems.push({ where: `strokes.${key}`, reason: e instanceof Error ? e.message : String(e) });
        }
      }
    }
    return store;
  }

  #loadChunk(key: string, value: unknown): void {
    const m = CHUNK_KEY.exec(key);
    if (m === null || typeof value !== "string" || value.length !== CHUNK_CELLS) {
      if (value !== null && value !== undefined) this.problems.push({ where: `chunks.${key}`, reason: "malformed chunk" });
      return;
    }
    const ci = Number(m[1]);
    const cj = Number(m[2]);
    if (ci > PAINT_MAX_INDEX >> CHUNK_SHIFT || cj > PAINT_MAX_INDEX >> CHUNK_SHIFT) {
      this.problems.push({ where: `chunks.${key}`, reason: "chunk out of range" });
      return;
    }
    if (this.#chunks.has((ci << 10) | cj)) {
      this.problems.push({ where: `chunks.${key}`, reason: `duplicate of chunks.${keyOfChunk(ci, cj)}` });
      return;
    }
    const bytes = new Uint8Array(CHUNK_CELLS);
    for (let k = 0; k < CHUNK_CELLS; k++) {
      const n = codeNumber(value.charCodeAt(k));
      if (n < 0) {
        this.problems.push({ where: `chunks.${key}`, reason: `invalid character at ${k}` });
        return;
      }
      bytes[k] = n;
    }
    for (let k = 0; k < CHUNK_CELLS; k++) if (bytes[k] !== 0) this.#painted++;
    this.#chunks.set((ci << 10) | cj, bytes);
  }

  /**
   * Numeric code (0 unpainted, 1…18) of a hex; O(1). A hot path: the one check is on the type (a
   * coordinate that is not a number is refused); any number that is not an index of the store
   * (negative, fractional, NaN, past {@link PAINT_MAX_INDEX}) reads as unpainted.
   */
  codeAt(i: number, j: number): number {
    if (typeof i !== "number" || typeof j !== "number") throw new RulesError("NOT_A_NUMBER", "offset", { i, j }, "expected numeric coordinates");
    if ((i & PAINT_MAX_INDEX) !== i || (j & PAINT_MAX_INDEX) !== j) return 0;
    const chunk = this.#chunks.get(((i >> CHUNK_SHIFT) << 10) | (j >> CHUNK_SHIFT));
    return chunk === undefined ? 0 : chunk[((i & CHUNK_MASK) << CHUNK_SHIFT) | (j & CHUNK_MASK)]!;
  }

  /** The paint code of a hex ("." when unpainted). */
  codeOf(offset: Offset): PaintCode {
    if (offset === null || typeof offset !== "object") throw new RulesError("INVALID_ARGUMENT", "offset", offset, "expected an offset {i, j}");
    const n = this.codeAt(offset.i, offset.j);
    return n === 0 ? UNPAINTED : String.fromCharCode(CODE_A + n - 1);
  }

  /**
   * The painted terrain area of a hex, or null when it is not painted; O(1). A hot path (every hex
   * of a drag ruler): the one check is that `offset` is an object; {@link codeAt}'s mask refuses
   * every coordinate that is not an index of the store (any other value reads as unpainted).
   */
  areaAt(offset: Offset): TerrainArea | null {
    if (offset === null || typeof offset !== "object") throw new RulesError("INVALID_ARGUMENT", "offset", offset, "expected an offset {i, j}");
    return areaOfNumber(this.codeAt(offset.i, offset.j));
  }

  /** Calls `visit` for every painted hex (chunk by chunk), with its terrain area. */
  forEachPainted(visit: (i: number, j: number, area: TerrainArea) => void): void {
    for (const [ck, bytes] of this.#chunks) {
      const i0 = (ck >> 10) << CHUNK_SHIFT;
      const j0 = (ck & 1023) << CHUNK_SHIFT;
      for (let k = 0; k < CHUNK_CELLS; k++) {
        const n = bytes[k]!;
        if (n !== 0) visit(i0 + (k >> CHUNK_SHIFT), j0 + (k & CHUNK_MASK), AREAS[n - 1]!);
      }
    }
  }

  /** Number of painted hexes. */
  get paintedCount(): number {
    return this.#painted;
  }

  #set(i: number, j: number, n: number): void {
    const ck = ((i >> CHUNK_SHIFT) << 10) | (j >> CHUNK_SHIFT);
    let chunk = this.#chunks.get(ck);
    if (chunk === undefined) {
      if (n === 0) return;
      chunk = new Uint8Array(CHUNK_CELLS);
      this.#chunks.set(ck, chunk);
    }
    const k = ((i & CHUNK_MASK) << CHUNK_SHIFT) | (j & CHUNK_MASK);
    const before = chunk[k]!;
    if (before === 0 && n !== 0) this.#painted++;
    else if (before !== 0 && n === 0) this.#painted--;
    chunk[k] = n;
  }

  /** Applies an encoded stroke on top (throws on a malformed stroke, before changing anything). */
  applyEncoded(encoded: string): void {
    const runs: [number, number, number, number][] = [];
    forEachRun(encoded, (i, j, n, len) => runs.push([i, j, n, len]));
    for (const [i, j, n, len] of runs) for (let d = 0; d < len; d++) this.#set(i, j + d, n);
  }

  /** The compacted chunks as stored strings (chunks with nothing painted are left out). */
  chunkStrings(): Record<string, string> {
    const out: Record<string, string> = {};
    const keys = [...this.#chunks.keys()].sort((a, b) => a - b);
    for (const key of keys) {
      const bytes = this.#chunks.get(key)!;
      out[keyOfChunk(key >> 10, key & 1023)] = chunkString(bytes);
    }
    return out;
  }

  /** Chunk keys currently held (painted or once painted). */
  chunkKeys(): string[] {
    return [...this.#chunks.keys()].map((key) => keyOfChunk(key >> 10, key & 1023));
  }

  /** The chunk string of one chunk key, or null if that chunk holds nothing painted. */
  chunkString(key: string): string | null {
    if (typeof key !== "string") return null;
    const m = CHUNK_KEY.exec(key);
    if (m === null) return null;
    const bytes = this.#chunks.get((Number(m[1]) << 10) | Number(m[2]));
    if (bytes === undefined || bytes.every((b) => b === 0)) return null;
    return chunkString(bytes);
  }
}

function chunkString(bytes: Uint8Array): string {
  const chars: number[] = new Array<number>(bytes.length);
  for (let k = 0; k < bytes.length; k++) chars[k] = bytes[k] === 0 ? CODE_DOT : CODE_A + bytes[k]! - 1;
  let s = "";
  for (let k = 0; k < chars.length; k += 256) s += String.fromCharCode(...chars.slice(k, k + 256));
  return s;
}

function strokeOrder(a: [string, StoredStroke], b: [string, StoredStroke]): number {
  return a[1].t - b[1].t || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/** The chunk keys an encoded stroke touches. */
export function strokeChunkKeys(encoded: string): string[] {
  const keys = new Set<string>();
  forEachRun(encoded, (i, j, _n, len) => {
    for (let cj = j >> CHUNK_SHIFT; cj <= (j + len - 1) >> CHUNK_SHIFT; cj++) keys.add(keyOfChunk(i >> CHUNK_SHIFT, cj));
  });
  return [...keys].sort();
}

// ---------------------------------------------------------------------------
// Writing: a stroke, the compaction, the undo (as plans the adapter turns into one update each)
// ---------------------------------------------------------------------------

/** A planned write to the stored form: keys to set and keys to delete, under `chunks` and `strokes`. */
export interface PaintWrite {
  setChunks: Record<string, string>;
  deleteChunks: string[];
  setStrokes: Record<string, StoredStroke>;
  deleteStrokes: string[];
}

/** What the painter keeps locally to undo its own stroke. */
export interface StrokeRecord {
  key: string;
  /** The cells as they were before the stroke (codes, "." for unpainted), encoded. */
  before: string;
  /** The stroke as written. */
  after: string;
}

/**
 * Plans one stroke: the cells that change (cells already holding the same code are left out), a
 * stamp after every stroke seen, and the record to undo it. Returns null when nothing changes.
 */
export function planStroke(
  store: PaintedTerrain,
  key: string,
  cells: Iterable<Offset>,
  value: PaintValue,
  now: number,
): { write: PaintWrite; record: StrokeRecord } | null {
  assertStore(store);
  assertStrokeKey("key", key);
  assertIterable("cells", cells);
  assertAtMost("now", now, MAX_STAMP);
  const code = paintCode(value);
  const n = codeNumber(code.charCodeAt(0));
  const after: PaintCell[] = [];
  const before: PaintCell[] = [];
  const seen = new Set<number>();
  for (const o of cells) {
    assertCell("cell", o);
    assertCellIndex("cell.i", o.i);
    assertCellIndex("cell.j", o.j);
    const id = o.i * (PAINT_MAX_INDEX + 1) + o.j;
    if (seen.has(id)) continue;
    seen.add(id);
    const was = store.codeAt(o.i, o.j);
    if (was === n) continue;
    after.push({ i: o.i, j: o.j, code });
    before.push({ i: o.i, j: o.j, code: was === 0 ? UNPAINTED : String.fromCharCode(CODE_A + was - 1) });
  }
  if (after.length === 0) return null;
  const encoded = encodeStroke(after);
  const { t, fold } = nextStamp(store, now);
  return {
    write: { ...(fold ?? { setChunks: {}, deleteChunks: [], deleteStrokes: [] }), setStrokes: { [key]: { t, c: encoded } } },
    record: { key, before: encodeStroke(before), after: encoded },
  };
}

/** A store built by this file ({@link PaintedTerrain.from}): its lookups and stamps are then trusted. */
function assertStore(store: unknown): asserts store is PaintedTerrain {
  if (!(store instanceof PaintedTerrain)) throw new RulesError("INVALID_ARGUMENT", "store", store, "expected a PaintedTerrain (PaintedTerrain.from)");
}

/**
 * Plans the undo of one's own last stroke. While the stroke is still in the log, the undo deletes
 * its key: exact, and strokes other GMs laid since stay. Once compacted, it writes a new stroke
 * putting back the cells it changed, except cells changed again since (they keep the later paint).
 */
export function planUndo(
  store: PaintedTerrain,
  record: StrokeRecord,
  newKey: string,
  now: number,
): PaintWrite | null {
  assertStore(store);
  assertObject("record", record);
  assertStrokeKey("record.key", record.key);
  for (const part of ["before", "after"] as const) {
    if (typeof record[part] !== "string") throw new RulesError("INVALID_ARGUMENT", `record.${part}`, record[part], "expected an encoded stroke string");
  }
  assertStrokeKey("newKey", newKey);
  assertAtMost("now", now, MAX_STAMP);
  if (store.strokeOrder.includes(record.key)) {
    return { setChunks: {}, deleteChunks: [], setStrokes: {}, deleteStrokes: [record.key] };
  }
  const after = new Map<number, number>();
  forEachRun(record.after, (i, j, n, len) => {
    for (let d = 0; d < len; d++) after.set(i * (PAINT_MAX_INDEX + 1) + j + d, n);
  });
  const restore: PaintCell[] = [];
  for (const cell of decodeStroke(record.before)) {
    const now_ = store.codeAt(cell.i, cell.j);
    if (now_ !== after.get(cell.i * (PAINT_MAX_INDEX + 1) + cell.j)) continue; // painted over since
    restore.push(cell);
  }
  if (restore.length === 0) return null;
  const { t, fold } = nextStamp(store, now);
  return { ...(fold ?? { setChunks: {}, deleteChunks: [], deleteStrokes: [] }), setStrokes: { [newKey]: { t, c: encodeStroke(restore) } } };
}

/**
 * Plans a compaction: every stroke in the log folded into the chunks it touches, and exactly those
 * strokes deleted. Chunks left with nothing painted are deleted.
 */
export function planCompaction(data: PaintData | null | undefined): PaintWrite | null {
  const store = PaintedTerrain.from(data);
  if (store.strokeOrder.length === 0) return null;
  const touched = new Set<string>();
  for (const key of store.strokeOrder) for (const ck of strokeChunkKeys(data!.strokes![key]!.c)) touched.add(ck);
  const setChunks: Record<string, string> = {};
  const deleteChunks: string[] = [];
  // A chunk stored under another spelling of its key is rewritten under the canonical one.
  for (const ck of Object.keys(data?.chunks ?? {})) {
    const canonical = canonicalChunkKey(ck);
    if (canonical === null || canonical === ck) continue;
    deleteChunks.push(ck);
    touched.add(canonical);
  }
  for (const ck of [...touched].sort()) {
    const s = store.chunkString(ck);
    if (s === null) {
      if (data?.chunks?.[ck] !== undefined) deleteChunks.push(ck);
    } else setChunks[ck] = s;
  }
  return { setChunks, deleteChunks, setStrokes: {}, deleteStrokes: [...store.strokeOrder] };
}

/** Applies a planned write to a plain copy of the stored form (what Foundry's merge does, for tests and previews). */
export function applyWrite(data: PaintData | null | undefined, write: PaintWrite): PaintData {
  const stored: unknown = data;
  if (stored !== null && stored !== undefined) {
    assertObject("data", stored);
    assertPaintEntries("data.chunks", stored["chunks"], true, assertChunkValue);
    assertPaintEntries("data.strokes", stored["strokes"], true, assertStrokeValue);
  }
  assertObject("write", write);
  assertPaintEntries("write.setChunks", write.setChunks, false, assertChunkValue);
  assertPaintEntries("write.setStrokes", write.setStrokes, false, assertStrokeValue);
  for (const list of ["deleteChunks", "deleteStrokes"] as const) {
    assertList(`write.${list}`, write[list]);
    write[list].forEach((k, n) => {
      if (typeof k !== "string") throw new RulesError("INVALID_ARGUMENT", `write.${list}[${n}]`, k, "expected a key");
    });
  }
  const chunks = { ...(data?.chunks ?? {}) };
  const strokes = { ...(data?.strokes ?? {}) };
  for (const k of write.deleteChunks) delete chunks[k];
  for (const k of write.deleteStrokes) delete strokes[k];
  Object.assign(chunks, write.setChunks);
  Object.assign(strokes, write.setStrokes);
  return { chunks, strokes };
}

/**
 * The entries of a stored map (`chunks` or `strokes`): an object (or, in stored data, nothing) whose
 * values pass `check`; in stored data, null is a deletion marker Foundry's merge leaves.
 */
function assertPaintEntries(name: string, entries: unknown, stored: boolean, check: (name: string, value: unknown) => void): void {
  if (stored && (entries === undefined || entries === null)) return;
  assertObject(name, entries);
  for (const [k, v] of Object.entries(entries)) if (!(stored && (v === null || v === undefined))) check(`${name}.${k}`, v);
}

function assertChunkValue(name: string, value: unknown): void {
  if (typeof value !== "string") throw new RulesError("INVALID_ARGUMENT", name, value, "expected a chunk string");
}

function assertStrokeValue(name: string, value: unknown): void {
  assertObject(name, value);
  assertAtMost(`${name}.t`, value["t"], MAX_STAMP);
  if (typeof value["c"] !== "string") throw new RulesError("INVALID_ARGUMENT", `${name}.c`, value["c"], "expected an encoded stroke string");
}

/** Whether the log is long enough to compact (more than 32 strokes or 16,000 characters of strokes). */
export function shouldCompact(data: PaintData | null | undefined): boolean {
  const strokes = Object.values(data?.strokes ?? {}).filter((s) => s !== null && s !== undefined);
  if (strokes.length > 32) return true;
  let size = 0;
  for (const s of strokes) size += typeof s.c === "string" ? s.c.length : 0;
  return size > 16_000;
}

/** The terrain of a hex: the scene default, the Terrain regions covering it and its paint, by docs/rules.md §4. */
export function paintedHexTerrain(defaultTerrain: TerrainId, regions: readonly TerrainArea[], painted: TerrainArea | null): HexTerrain {
  assertList("regions", regions);
  return resolveHexTerrain(defaultTerrain, painted === null ? regions : [...regions, painted]);
}
