/**
 * The per-scene store of painted terrain: the compacted chunks and the stroke log, read into one
 * queryable map (./terrain-paint.ts describes the stored form). Pure.
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { type Offset } from "./hex";
import { type TerrainArea } from "./terrain-areas";
import { type PaintCode, codeNumber, charOfNumber, AREAS, PAINT_MAX_INDEX, MAX_STAMP, forEachRun, STROKE_KEY } from "./paint-codec";

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

/**
 * Module-local views of the codec's tables and bound, taken once: loading a stored map reads one
 * character per hex and a lookup one bound and one area per hex, so these loops read module-local
 * values rather than another module's bindings for every hex (`docs/bench.md`, the painted-terrain
 * rows: vitest's module transform turns each imported binding into a property read).
 */
const NUMBER_OF_CHAR: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let ch = 0; ch < 128; ch++) table[ch] = codeNumber(ch);
  return table;
})();
const AREA_OF_NUMBER: readonly TerrainArea[] = AREAS;
/** The character code of each numeric code (the stored form), taken once as NUMBER_OF_CHAR is. */
const CHAR_OF_NUMBER: readonly number[] = Array.from({ length: AREAS.length + 1 }, (_, n) => charOfNumber(n).charCodeAt(0));
/** The largest stored index, read on every lookup (`codeAt`). */
const MAX_INDEX: number = PAINT_MAX_INDEX;

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
/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function canonicalChunkKey(key: string): string | null {
  const m = CHUNK_KEY.exec(key);
  return m === null ? null : keyOfChunk(Number(m[1]), Number(m[2]));
}

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
      const ch = value.charCodeAt(k);
      const n = ch < 128 ? NUMBER_OF_CHAR[ch]! : -1;
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
    if ((i & MAX_INDEX) !== i || (j & MAX_INDEX) !== j) return 0;
    const chunk = this.#chunks.get(((i >> CHUNK_SHIFT) << 10) | (j >> CHUNK_SHIFT));
    return chunk === undefined ? 0 : chunk[((i & CHUNK_MASK) << CHUNK_SHIFT) | (j & CHUNK_MASK)]!;
  }

  /** The paint code of a hex ("." when unpainted). */
  codeOf(offset: Offset): PaintCode {
    if (offset === null || typeof offset !== "object") throw new RulesError("INVALID_ARGUMENT", "offset", offset, "expected an offset {i, j}");
    const n = this.codeAt(offset.i, offset.j);
    return charOfNumber(n);
  }

  /**
   * The painted terrain area of a hex, or null when it is not painted; O(1). A hot path (every hex
   * of a drag ruler): the one check is that `offset` is an object; {@link codeAt}'s mask refuses
   * every coordinate that is not an index of the store (any other value reads as unpainted).
   */
  areaAt(offset: Offset): TerrainArea | null {
    if (offset === null || typeof offset !== "object") throw new RulesError("INVALID_ARGUMENT", "offset", offset, "expected an offset {i, j}");
    const n = this.codeAt(offset.i, offset.j);
    return n === 0 ? null : AREA_OF_NUMBER[n - 1]!;
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
      if (bytes.every((b) => b === 0)) continue;
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

/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function chunkString(bytes: Uint8Array): string {
  const chars: number[] = new Array<number>(bytes.length);
  for (let k = 0; k < bytes.length; k++) chars[k] = CHAR_OF_NUMBER[bytes[k]!]!;
  let s = "";
  for (let k = 0; k < chars.length; k += 256) s += String.fromCharCode(...chars.slice(k, k + 256));
  return s;
}

/** @internal Shared by the painted-terrain files; not part of the rules API. */
export function strokeOrder(a: [string, StoredStroke], b: [string, StoredStroke]): number {
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
