/**
 * Writing painted terrain: a stroke, the compaction and the undo, as plans the adapter turns into
 * one scene update each (./terrain-paint.ts describes the stored form). Pure.
 */
import { RulesError } from "./errors";
import { assertAtMost, assertList, assertObject } from "./bounds";
import { type Offset } from "./hex";
import { type TerrainId } from "./terrain";
import { resolveHexTerrain, type HexTerrain, type TerrainArea } from "./terrain-areas";
import { PAINT_MAX_STAMP } from "./paint-stamps";
import { charOfNumber, type PaintValue, paintCode, codeNumber, PAINT_MAX_INDEX, type PaintCell, assertCellIndex, encodeStroke, assertIterable, assertCell, assertStrokeKey, MAX_STAMP, forEachRun, decodeStroke } from "./paint-codec";
import { type StoredStroke, type PaintData, canonicalChunkKey, PaintedTerrain, strokeChunkKeys } from "./paint-chunks";

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
    before.push({ i: o.i, j: o.j, code: charOfNumber(was) });
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

/**
 * The stamp of a new stroke and what must be written with it: `fold` null, or (when the stamp after
 * the log's last would pass the cap) the write that folds the log into the chunks first. `now` is
 * already checked to be a finite number within the cap.
 */
function nextStamp(store: PaintedTerrain, now: number): { t: number; fold: PaintWrite | null } {
  const t = Math.max(Math.floor(now), store.maxStamp + 1);
  if (t <= PAINT_MAX_STAMP) return { t, fold: null };
  return { t: Math.floor(now), fold: foldLog(store) };
}

/**
 * The write that folds every stroke of the store's log into the chunks: every chunk the store holds
 * is written as it now reads (an empty one deleted), and exactly the strokes applied are deleted.
 */
function foldLog(store: PaintedTerrain): PaintWrite {
  const setChunks: Record<string, string> = {};
  const deleteChunks: string[] = [];
  for (const key of store.chunkKeys().sort()) {
    const s = store.chunkString(key);
    if (s === null) deleteChunks.push(key);
    else setChunks[key] = s;
  }
  return { setChunks, deleteChunks, setStrokes: {}, deleteStrokes: [...store.strokeOrder] };
}
