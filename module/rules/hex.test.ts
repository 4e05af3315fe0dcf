import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Orientation, offsetToCube as hcOffsetToCube } from "honeycomb-grid";
import {
  CUBE_KEY_MAX,
  CUBE_KEY_MIN,
  HEX_LAYOUTS,
  cubeDistance,
  cubeFromAxial,
  cubeFromKey,
  cubeKey,
  cubeNeighbors,
  cubeToOffset,
  hexLayoutFromGridType,
  offsetToCube,
  type Cube,
  type HexLayout,
  type Offset,
} from "./hex";
import { RulesError } from "./errors";
import { refCubeToOffset, refNeighborOffsets, refOffsetToCube } from "../../tests/hex-reference";

const layoutArb = fc.constantFrom<HexLayout>(...HEX_LAYOUTS);
const offsetArb = fc.record({ i: fc.integer({ min: -5000, max: 5000 }), j: fc.integer({ min: -5000, max: 5000 }) });
const cubeArb = fc
  .record({ q: fc.integer({ min: -5000, max: 5000 }), r: fc.integer({ min: -5000, max: 5000 }) })
  .map(({ q, r }) => cubeFromAxial(q, r));

const sortOffsets = (os: Offset[]) => [...os].sort((a, b) => a.i - b.i || a.j - b.j);
/** Neighbour offsets of `o` according to hex.ts (via cube neighbours). */
const neighbourOffsets = (o: Offset, layout: HexLayout) =>
  sortOffsets(cubeNeighbors(offsetToCube(o, layout)).map((c) => cubeToOffset(c, layout)));

describe("Foundry grid types", () => {
  it("maps CONST.GRID_TYPES HEXODDR..HEXEVENQ (2..5) to layouts, anything else to null", () => {
    expect(hexLayoutFromGridType(2)).toBe("oddR");
    expect(hexLayoutFromGridType(3)).toBe("evenR");
    expect(hexLayoutFromGridType(4)).toBe("oddQ");
    expect(hexLayoutFromGridType(5)).toBe("evenQ");
    for (const t of [0, 1, 6, -1, 2.5, Number.NaN]) expect(hexLayoutFromGridType(t)).toBeNull();
  });
});

describe("offset ↔ cube, hand-worked cases from the layout definitions", () => {
  // Neighbours of (i=1, j=1), worked out on paper from "which rows/columns are shoved".
  it("oddR: row 1 is shoved right, so its upper/lower neighbours are columns 1 and 2", () => {
    expect(neighbourOffsets({ i: 1, j: 1 }, "oddR")).toEqual(
      sortOffsets([
        { i: 0, j: 1 }, { i: 0, j: 2 },
        { i: 1, j: 0 }, { i: 1, j: 2 },
        { i: 2, j: 1 }, { i: 2, j: 2 },
      ]),
    );
    // row 2 is not shoved: its upper neighbours are columns j−1 and j of row 1
    expect(neighbourOffsets({ i: 2, j: 1 }, "oddR")).toEqual(
      sortOffsets([
        { i: 1, j: 0 }, { i: 1, j: 1 },
        { i: 2, j: 0 }, { i: 2, j: 2 },
        { i: 3, j: 0 }, { i: 3, j: 1 },
      ]),
    );
    // (1, 0) sits down-right of (0, 0): axial (0, +1)
    expect(offsetToCube({ i: 1, j: 0 }, "oddR")).toEqual({ q: 0, r: 1, s: -1 });
    expect(offsetToCube({ i: 3, j: 5 }, "oddR")).toEqual({ q: 4, r: 3, s: -7 });
    expect(offsetToCube({ i: -1, j: 0 }, "oddR")).toEqual({ q: 1, r: -1, s: 0 });
  });

  it("evenR: row 1 is not shoved (rows 0 and 2 are), so its upper/lower neighbours are columns 0 and 1", () => {
    expect(neighbourOffsets({ i: 1, j: 1 }, "evenR")).toEqual(
      sortOffsets([
        { i: 0, j: 0 }, { i: 0, j: 1 },
        { i: 1, j: 0 }, { i: 1, j: 2 },
        { i: 2, j: 0 }, { i: 2, j: 1 },
      ]),
    );
    // (1, 0) sits down-left of (0, 0): axial (−1, +1)
    expect(offsetToCube({ i: 1, j: 0 }, "evenR")).toEqual({ q: -1, r: 1, s: 0 });
    expect(offsetToCube({ i: 3, j: 5 }, "evenR")).toEqual({ q: 3, r: 3, s: -6 });
    expect(offsetToCube({ i: -1, j: 0 }, "evenR")).toEqual({ q: 0, r: -1, s: 1 });
  });

  it("oddQ: column 1 is shoved down, so its left/right neighbours are rows 1 and 2", () => {
    expect(neighbourOffsets({ i: 1, j: 1 }, "oddQ")).toEqual(
      sortOffsets([
        { i: 0, j: 1 }, { i: 2, j: 1 },
        { i: 1, j: 0 }, { i: 2, j: 0 },
        { i: 1, j: 2 }, { i: 2, j: 2 },
      ]),
    );
    // (0, 1) sits right-down of (0, 0): axial (+1, 0)
    expect(offsetToCube({ i: 0, j: 1 }, "oddQ")).toEqual({ q: 1, r: 0, s: -1 });
    expect(offsetToCube({ i: 5, j: 3 }, "oddQ")).toEqual({ q: 3, r: 4, s: -7 });
    expect(offsetToCube({ i: 0, j: -1 }, "oddQ")).toEqual({ q: -1, r: 1, s: 0 });
  });

  it("evenQ: column 1 is not shoved (columns 0 and 2 are), so its left/right neighbours are rows 0 and 1", () => {
    expect(neighbourOffsets({ i: 1, j: 1 }, "evenQ")).toEqual(
      sortOffsets([
        { i: 0, j: 1 }, { i: 2, j: 1 },
        { i: 0, j: 0 }, { i: 1, j: 0 },
        { i: 0, j: 2 }, { i: 1, j: 2 },
      ]),
    );
    // (0, 1) sits right-up of (0, 0): axial (+1, −1)
    expect(offsetToCube({ i: 0, j: 1 }, "evenQ")).toEqual({ q: 1, r: -1, s: 0 });
    expect(offsetToCube({ i: 5, j: 3 }, "evenQ")).toEqual({ q: 3, r: 3, s: -6 });
    expect(offsetToCube({ i: 0, j: -1 }, "evenQ")).toEqual({ q: -1, r: 0, s: 1 });
  });

  it("offset (0, 0) is the cube origin in every layout", () => {
    for (const l of HEX_LAYOUTS) {
      expect(offsetToCube({ i: 0, j: 0 }, l)).toEqual({ q: 0, r: 0, s: 0 });
      expect(cubeToOffset({ q: 0, r: 0, s: 0 }, l)).toEqual({ i: 0, j: 0 });
    }
  });
});

describe("offset ↔ cube against the independent reference (tests/hex-reference.ts)", () => {
  it("agrees on every offset with −40 ≤ i, j ≤ 40, for each layout, both directions", () => {
    for (const layout of HEX_LAYOUTS) {
      for (let i = -40; i <= 40; i++) {
        for (let j = -40; j <= 40; j++) {
          const c = offsetToCube({ i, j }, layout);
          const ref = refOffsetToCube({ i, j }, layout);
          if (c.q !== ref.q || c.r !== ref.r || c.s !== ref.s) {
            throw new Error(`${layout} (${i},${j}): ${JSON.stringify(c)} vs reference ${JSON.stringify(ref)}`);
          }
          const back = refCubeToOffset(c, layout);
          if (back.i !== i || back.j !== j) throw new Error(`${layout} reference inverse of (${i},${j}) gave ${JSON.stringify(back)}`);
        }
      }
    }
  });

  it("property: agrees on random offsets and cubes far from the origin", () => {
    fc.assert(
      fc.property(layoutArb, offsetArb, cubeArb, (layout, o, c) => {
        expect(offsetToCube(o, layout)).toEqual(refOffsetToCube(o, layout));
        expect(cubeToOffset(c, layout)).toEqual(refCubeToOffset(c, layout));
      }),
      { numRuns: 2000 },
    );
  });

  it("property: the six geometric neighbours (centres one hex apart) are exactly the cube neighbours", () => {
    fc.assert(
      fc.property(layoutArb, offsetArb, (layout, o) => {
        const geometric = sortOffsets(refNeighborOffsets(o, layout));
        expect(geometric).toHaveLength(6);
        expect(neighbourOffsets(o, layout)).toEqual(geometric);
      }),
      { numRuns: 1000 },
    );
  });

  it("also agrees with honeycomb-grid's offsetToCube (POINTY/FLAT, offset −1 = odd, +1 = even; col = j, row = i)", () => {
    const settings: Record<HexLayout, { orientation: Orientation; offset: 1 | -1 }> = {
      oddR: { orientation: Orientation.POINTY, offset: -1 },
      evenR: { orientation: Orientation.POINTY, offset: 1 },
      oddQ: { orientation: Orientation.FLAT, offset: -1 },
      evenQ: { orientation: Orientation.FLAT, offset: 1 },
    };
    fc.assert(
      fc.property(layoutArb, offsetArb, (layout, o) => {
        const hc = hcOffsetToCube(settings[layout], { col: o.j, row: o.i });
        const c = offsetToCube(o, layout);
        expect([c.q, c.r, c.s]).toEqual([hc.q + 0, hc.r + 0, hc.s + 0]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("round trips", () => {
  it("property: cubeToOffset ∘ offsetToCube = id and offsetToCube ∘ cubeToOffset = id, all layouts", () => {
    fc.assert(
      fc.property(layoutArb, offsetArb, cubeArb, (layout, o, c) => {
        const cube = offsetToCube(o, layout);
        expect(cube.q + cube.r + cube.s).toBe(0);
        expect(cubeToOffset(cube, layout)).toEqual(o);
        expect(offsetToCube(cubeToOffset(c, layout), layout)).toEqual(c);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: the same beyond 32-bit coordinates, and −0 never appears", () => {
    const big = fc.record({ i: fc.integer({ min: -(2 ** 45), max: 2 ** 45 }), j: fc.integer({ min: -(2 ** 45), max: 2 ** 45 }) });
    fc.assert(
      fc.property(layoutArb, big, (layout, o) => {
        const c = offsetToCube(o, layout);
        expect(c).toEqual(refOffsetToCube(o, layout));
        expect(cubeToOffset(c, layout)).toEqual(o);
      }),
      { numRuns: 1000 },
    );
    for (const l of HEX_LAYOUTS) {
      const c = offsetToCube({ i: -0, j: -0 }, l);
      expect([Object.is(c.q, -0), Object.is(c.r, -0), Object.is(c.s, -0)]).toEqual([false, false, false]);
      const o = cubeToOffset({ q: -0, r: -0, s: -0 }, l);
      expect([Object.is(o.i, -0), Object.is(o.j, -0)]).toEqual([false, false]);
    }
  });

  it("property: cubeFromKey ∘ cubeKey = id and keys are distinct", () => {
    const bounded = fc
      .record({ q: fc.integer({ min: CUBE_KEY_MIN, max: CUBE_KEY_MAX }), r: fc.integer({ min: CUBE_KEY_MIN, max: CUBE_KEY_MAX }) })
      .map(({ q, r }) => cubeFromAxial(q, r));
    fc.assert(
      fc.property(bounded, bounded, (a, b) => {
        expect(cubeFromKey(cubeKey(a))).toEqual(a);
        const ka = cubeKey(a);
        expect(Number.isInteger(ka) && ka >= 0 && ka < 2 ** 30).toBe(true);
        expect(ka === cubeKey(b)).toBe(a.q === b.q && a.r === b.r);
      }),
      { numRuns: 2000 },
    );
    const corners = [
      cubeFromAxial(CUBE_KEY_MIN, CUBE_KEY_MIN),
      cubeFromAxial(CUBE_KEY_MAX, CUBE_KEY_MAX),
      cubeFromAxial(CUBE_KEY_MIN, CUBE_KEY_MAX),
      cubeFromAxial(CUBE_KEY_MAX, CUBE_KEY_MIN),
      cubeFromAxial(0, 0),
    ];
    expect(new Set(corners.map(cubeKey)).size).toBe(corners.length);
    for (const c of corners) expect(cubeFromKey(cubeKey(c))).toEqual(c);
  });
});

describe("distance and neighbours", () => {
  it("property: distance is a metric", () => {
    fc.assert(
      fc.property(cubeArb, cubeArb, cubeArb, (a, b, c) => {
        expect(cubeDistance(a, a)).toBe(0);
        expect(cubeDistance(a, b)).toBe(cubeDistance(b, a));
        if (a.q !== b.q || a.r !== b.r) expect(cubeDistance(a, b)).toBeGreaterThan(0);
        expect(cubeDistance(a, c)).toBeLessThanOrEqual(cubeDistance(a, b) + cubeDistance(b, c));
      }),
      { numRuns: 2000 },
    );
  });

  it("distance counts steps: (0,0,0) to (3,−1,−2) is 3, along a row of offsets it is |Δj|", () => {
    expect(cubeDistance({ q: 0, r: 0, s: 0 }, { q: 3, r: -1, s: -2 })).toBe(3);
    for (const l of HEX_LAYOUTS) {
      const isRow = l === "oddR" || l === "evenR";
      const a = offsetToCube({ i: 4, j: 4 }, l);
      const b = offsetToCube(isRow ? { i: 4, j: 11 } : { i: 11, j: 4 }, l);
      expect(cubeDistance(a, b)).toBe(7);
    }
  });

  it("property: the six neighbours are distinct, at distance 1, and each has the cube as a neighbour", () => {
    fc.assert(
      fc.property(cubeArb, (c) => {
        const ns = cubeNeighbors(c);
        expect(ns).toHaveLength(6);
        expect(new Set(ns.map(cubeKey)).size).toBe(6);
        for (const n of ns) {
          expect(n.q + n.r + n.s).toBe(0);
          expect(cubeDistance(c, n)).toBe(1);
          expect(cubeNeighbors(n).some((m) => m.q === c.q && m.r === c.r)).toBe(true);
        }
      }),
    );
  });
});

describe("invalid input", () => {
  it("throws RulesError for non-integers, q + r + s ≠ 0, unknown layouts, out-of-range keys", () => {
    const bad: Cube[] = [
      { q: 1, r: 1, s: 1 },
      { q: 0.5, r: -0.5, s: 0 },
      { q: Number.NaN, r: 0, s: 0 },
    ];
    for (const c of bad) {
      expect(() => cubeKey(c)).toThrow(RulesError);
      expect(() => cubeToOffset(c, "oddR")).toThrow(RulesError);
      expect(() => cubeDistance(c, { q: 0, r: 0, s: 0 })).toThrow(RulesError);
      expect(() => cubeNeighbors(c)).toThrow(RulesError);
    }
    expect(() => offsetToCube({ i: 1.5, j: 0 }, "oddR")).toThrow(RulesError);
    expect(() => offsetToCube({ i: 0, j: 0 }, "square" as HexLayout)).toThrow(RulesError);
    expect(() => cubeKey(cubeFromAxial(CUBE_KEY_MAX + 1, 0))).toThrow(/cubeKey/);
    expect(() => cubeKey(cubeFromAxial(0, CUBE_KEY_MIN - 1))).toThrow(RulesError);
    expect(() => cubeFromKey(-1)).toThrow(RulesError);
    expect(() => cubeFromKey(2 ** 30)).toThrow(RulesError);
    expect(() => cubeFromKey(1.5)).toThrow(RulesError);
    expect(() => cubeFromAxial(1.5, 0)).toThrow(RulesError);
  });
});
