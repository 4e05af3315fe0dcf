/**
 * Order stamps of painted strokes (docs/terrain-painting.md, "The stored form"). Strokes apply in
 * (stamp, key) order; a new stroke is stamped with the painter's clock (`Date.now()`, about 1.7e12),
 * and always after every stroke already seen. Stamps stay within {@link PAINT_MAX_STAMP} either way
 * so that a stored stroke always loads: when the next stamp would pass it (a stroke stamped at the
 * cap by a bad clock or an import), the same write first folds the whole log into the chunks, and
 * the new stroke then starts the log again from the painter's clock.
 */
import type { PaintedTerrain } from "./paint-chunks";
import type { PaintWrite } from "./paint-writes";

/**
 * Largest order stamp of a stroke either way: the stamp after it, one more, stays a safe integer. A
 * stored stroke stamped past it is skipped and reported; a `now` past it is refused (OUT_OF_RANGE).
 */
export const PAINT_MAX_STAMP = 2 ** 52;

/**
 * The stamp of a new stroke and what must be written with it: `fold` null, or (when the stamp after
 * the log's last would pass the cap) the write that folds the log into the chunks first. `now` is
 * already checked to be a finite number within the cap.
 */
export function nextStamp(store: PaintedTerrain, now: number): { t: number; fold: PaintWrite | null } {
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
