/**
 * Flood fill, the GM's one-click paint (module/rules/paint-fill.ts): a 200 × 200 odd-row map of one
 * terrain, filled from its centre with trivial callbacks (the adapter's terrain lookups come on top).
 * `npm run bench` prints, after vitest's table:
 *   flood fill, 200×200 one-terrain map = N.N ms (target ≤ 10 ms)
 */
import { afterAll, bench, describe } from "vitest";
import { floodFill, type FloodFillInput } from "./index";

const SIZE = 200;
const input: FloodFillInput = {
  start: { i: 100, j: 100 },
  layout: "oddR",
  classOf: () => "plains",
  onMap: (o) => o.i >= 0 && o.j >= 0 && o.i < SIZE && o.j < SIZE,
  limit: 250_000,
};
/** A map of 40 vertical stripes of two terrains: the fill follows one stripe and stops at its edges. */
const striped: FloodFillInput = { ...input, classOf: (o) => (Math.floor(o.j / 5) % 2 === 0 ? "plains" : "forest") };

let sink = 0;
const fill = (x: FloodFillInput) => floodFill(x).cells.length;
if (fill(input) !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} filled hexes, got ${fill(input)}`);

describe("flood fill, 200 × 200 map", () => {
  bench("one terrain: 40,000 hexes", () => {
    sink += fill(input);
  });
  bench("striped: one 5-hex-wide stripe", () => {
    sink += fill(striped);
  });
});

afterAll(() => {
  let best = Infinity;
  for (let k = 0; k < 3; k++) sink += fill(input);
  for (let r = 0; r < 15; r++) {
    const t0 = performance.now();
    sink += fill(input);
    best = Math.min(best, performance.now() - t0);
  }
  console.log(`\nflood fill, ${SIZE}×${SIZE} one-terrain map = ${best.toFixed(1)} ms (target ≤ 10 ms)\n(sink ${sink > 0 ? "ok" : "0"})`);
});
