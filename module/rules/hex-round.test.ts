/**
 * `cubeRound` at its ties (hex.ts): a point as far from two roundings as from each other — on the
 * edge of two hexes — goes to one hex by a fixed rule, so that a line, a push's far end
 * and a replay give the same hex on every client. Decision (recorded in hex.ts): the component
 * strictly furthest from its rounding is recomputed; on a tie, `s` before `r` before `q` (q is
 * recomputed only when strictly furthest, r when at least as far as s).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cubeDistance, cubeRound, type Cube } from "./hex";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const cube = (q: number, r: number, s: number): Cube => ({ q, r, s });

describe("cubeRound at its ties", () => {
  it("q and r as far from their roundings, s nearer: r is recomputed", () => {
    expect(cubeRound(0.5, -0.5, 0)).toEqual(cube(1, -1, 0));
    expect(cubeRound(-0.5, 0.5, 0)).toEqual(cube(0, 0, 0));
    expect(cubeRound(1.5, -1.5, 0)).toEqual(cube(2, -2, 0));
  });

  it("q and s as far, r nearer: s is recomputed", () => {
    expect(cubeRound(0.5, 0, -0.5)).toEqual(cube(1, 0, -1));
    expect(cubeRound(-0.5, 0, 0.5)).toEqual(cube(0, 0, 0));
  });

  it("r and s as far, q nearer: s is recomputed", () => {
    expect(cubeRound(0, 0.5, -0.5)).toEqual(cube(0, 1, -1));
    expect(cubeRound(0, -0.5, 0.5)).toEqual(cube(0, 0, 0));
  });

  it("one component strictly furthest is the one recomputed, whichever sign its error has", () => {
    expect(cubeRound(0.4, -0.1, -0.3)).toEqual(cube(0, 0, 0));
    expect(cubeRound(-0.45, 0.3, 0.15)).toEqual(cube(0, 0, 0));
    expect(cubeRound(0.6, 0.1, -0.7)).toEqual(cube(1, 0, -1));
    expect(cubeRound(0.1, 0.6, -0.7)).toEqual(cube(0, 1, -1));
    expect(cubeRound(-0.7, 0.45, 0.25)).toEqual(cube(-1, 1, 0));
    expect(cubeRound(-0.6, 0.25, 0.35)).toEqual(cube(0, 0, 0));
  });

  it("property: the hex is always a hex (q + r + s = 0) within one step of every rounding, and a whole point is its own hex", () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const h = cubeRound(q, r, -q - r);
        expect(h.q + h.r + h.s).toBe(0);
        expect(cubeDistance(h, cube(Math.round(q), Math.round(r), -Math.round(q) - Math.round(r)))).toBeLessThanOrEqual(1);
        const whole = cube(Math.round(q), Math.round(r), -Math.round(q) - Math.round(r));
        expect(cubeRound(whole.q, whole.r, whole.s)).toEqual(cube(whole.q + 0, whole.r + 0, whole.s + 0));
      }),
    );
  });

  it("refuses a coordinate that is not a finite number within ±10^9, by name; takes one at the bound", () => {
    const text = "expected a finite coordinate within ±10^9";
    expectRefusal(() => cubeRound(Number.NaN, 0, 0), "OUT_OF_RANGE", "q", Number.NaN, text);
    expectRefusal(() => cubeRound(0, Number.POSITIVE_INFINITY, 0), "OUT_OF_RANGE", "r", Number.POSITIVE_INFINITY, text);
    expectRefusal(() => cubeRound(0, 0, hostile("1")), "OUT_OF_RANGE", "s", "1", text);
    expectRefusal(() => cubeRound(1e9 + 1, -1e9 - 1, 0), "OUT_OF_RANGE", "q", 1e9 + 1, text);
    expect(cubeRound(1e9, -1e9, 0)).toEqual(cube(1e9, -1e9, 0));
    expect(cubeRound(-1e9, 0, 1e9)).toEqual(cube(-1e9, 0, 1e9));
  });
});
