/**
 * The one reading of a rolled total for every card and clock: a core Roll's total as a whole
 * number, and a die's face held to the die (a stand-in or a module's dice hook may give anything).
 */

/** A rolled total as a whole number (truncated), or `fallback` when the Roll gives none (a stand-in, a module's dice hook). */
export function rolledTotal(roll: { total?: number | null }, fallback = 0): number {
  return typeof roll.total === "number" && Number.isFinite(roll.total) ? Math.trunc(roll.total) : fallback;
}

/** A rolled total held to `min`…`max` (a die's faces, or 2d6's 2–12); a missing total reads `min`. */
export function rolledIn(roll: { total?: number | null }, min: number, max: number): number {
  return Math.min(max, Math.max(min, rolledTotal(roll, min)));
}
