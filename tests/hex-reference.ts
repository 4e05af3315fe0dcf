/**
 * An independent second implementation of Foundry offset ↔ cube conversion, used only
 * by tests to check module/rules/hex.ts.
 *
 * Method: it is built from the *geometric definition* of each layout, not from the
 * floor/parity formulas of hex.ts:
 * - a predicate says which rows (pointy-top) or columns (flat-top) are shoved by half a
 *   hex ("oddR": odd rows shoved right, "evenR": even rows, "oddQ": odd columns shoved
 *   down, "evenQ": even columns);
 * - an offset is first placed in *doubled coordinates* (doubled-width for row layouts:
 *   x2 = 2·j + shove(i); doubled-height for column layouts: y2 = 2·i + shove(j)), i.e.
 *   the centre's position counted in half hexes, re-anchored so that offset (0, 0) is
 *   the origin;
 * - doubled → cube uses the axial relation of doubled coordinates (row layouts:
 *   r = row, q = (x2 − r) / 2; column layouts: q = col, r = (y2 − q) / 2);
 * - the way back solves the same relations for the offset.
 *
 * It also gives the six neighbours of an offset by pure geometry: the hex centres
 * (pixel positions from the layout definition) at exactly one hex spacing.
 */
import type { Cube, HexLayout, Offset } from "../module/rules/hex";

/** Is row (row layouts) or column (column layouts) `n` shoved by half a hex? */
export function refShoved(layout: HexLayout, n: number): boolean {
  const isOdd = Math.abs(n) % 2 === 1;
  return layout === "oddR" || layout === "oddQ" ? isOdd : !isOdd;
}

function isRowLayout(layout: HexLayout): boolean {
  return layout === "oddR" || layout === "evenR";
}

function half(layout: HexLayout, n: number): number {
  // shove of line n relative to line 0, in half hexes (−1, 0 or +1)
  return (refShoved(layout, n) ? 1 : 0) - (refShoved(layout, 0) ? 1 : 0);
}

export function refOffsetToCube(o: Offset, layout: HexLayout): Cube {
  if (isRowLayout(layout)) {
    const x2 = 2 * o.j + half(layout, o.i); // doubled-width column
    const r = o.i;
    const q = (x2 - r) / 2;
    return { q: q + 0, r: r + 0, s: 0 - q - r };
  }
  const y2 = 2 * o.i + half(layout, o.j); // doubled-height row
  const q = o.j;
  const r = (y2 - q) / 2;
  return { q: q + 0, r: r + 0, s: 0 - q - r };
}

export function refCubeToOffset(c: Cube, layout: HexLayout): Offset {
  if (isRowLayout(layout)) {
    const i = c.r;
    const x2 = 2 * c.q + c.r;
    return { i: i + 0, j: (x2 - half(layout, i)) / 2 + 0 };
  }
  const j = c.q;
  const y2 = 2 * c.r + c.q;
  return { i: (y2 - half(layout, j)) / 2 + 0, j: j + 0 };
}

/** Pixel centre of an offset for hexes of circumradius 1, from the layout definition. */
export function refCentre(o: Offset, layout: HexLayout): { x: number; y: number } {
  const w = Math.sqrt(3); // pointy-top width / flat-top height
  if (isRowLayout(layout)) {
    return { x: w * (o.j + (refShoved(layout, o.i) ? 0.5 : 0)), y: 1.5 * o.i };
  }
  return { x: 1.5 * o.j, y: w * (o.i + (refShoved(layout, o.j) ? 0.5 : 0)) };
}

/** The offsets whose centres are exactly one hex spacing (√3) away: the six neighbours. */
export function refNeighborOffsets(o: Offset, layout: HexLayout): Offset[] {
  const c = refCentre(o, layout);
  const out: Offset[] = [];
  for (let di = -2; di <= 2; di++) {
    for (let dj = -2; dj <= 2; dj++) {
      if (di === 0 && dj === 0) continue;
      const n = { i: o.i + di, j: o.j + dj };
      const p = refCentre(n, layout);
      if (Math.abs(Math.hypot(p.x - c.x, p.y - c.y) - Math.sqrt(3)) < 1e-9) out.push(n);
    }
  }
  return out;
}
