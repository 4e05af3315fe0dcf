/**
 * Order stamps of painted strokes (docs/terrain-painting.md, "The stored form"). Strokes apply in
 * (stamp, key) order; a new stroke is stamped with the painter's clock (`Date.now()`, about 1.7e12),
 * and always after every stroke already seen. Stamps stay within {@link PAINT_MAX_STAMP} either way
 * so that a stored stroke always loads: when the next stamp would pass it (a stroke stamped at the
 * cap by a bad clock or an import), the same write first folds the whole log into the chunks, and
 * the new stroke then starts the log again from the painter's clock (`nextStamp`, ./paint-writes.ts).
 * A leaf: the codec and the writes both read the cap.
 */
/**
 * Largest order stamp of a stroke either way: the stamp after it, one more, stays a safe integer. A
 * stored stroke stamped past it is skipped and reported; a `now` past it is refused (OUT_OF_RANGE).
 */
export const PAINT_MAX_STAMP = 2 ** 52;
