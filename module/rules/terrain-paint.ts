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
export { UNPAINTED, paintCode, decodePaintCode, BRUSH_RADII, brushFootprint, PAINT_MAX_INDEX, STROKE_MAX_CELLS, encodeStroke, decodeStroke } from "./paint-codec";
export type { PaintCode, PaintValue, BrushRadius, PaintCell } from "./paint-codec";
export { hexLine } from "./hex";
export { PAINT_CHUNK, chunkKey, PaintedTerrain, strokeChunkKeys } from "./paint-chunks";
export type { StoredStroke, PaintData, PaintProblem } from "./paint-chunks";
export { planStroke, planUndo, planCompaction, applyWrite, shouldCompact, paintedHexTerrain } from "./paint-writes";
export type { PaintWrite, StrokeRecord } from "./paint-writes";
