import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CUBE_KEY_MAX, CUBE_KEY_MIN, MAX_LINE_HEXES, assertCube, assertOffset, cubeDistance, cubeFromAxial, cubeFromKey, cubeKey, cubeNeighbors, cubeToOffset, hexLine, offsetToCube, type Cube, type HexLayout } from "./hex";
import { MAX_CUBE_COORD, MAX_OFFSET_COORD } from "./bounds";
import { hostile, thrownBy } from "../../tests/support/rules-error";

// Each refusal names its parameter, keeps the refused value and says what was expected
// (hex.ts: "every public function validates its input and throws RulesError").
const BIG = MAX_CUBE_COORD + 1;
const HALF = 2 ** 49;
const LAYOUTS = "expected one of oddR, evenR, oddQ, evenQ";

describe("hex refusals name the parameter, the value and what was expected", () => {
  const cases: [string, () => unknown, string, string, unknown, string][] = [
    ["cube not an object", () => cubeDistance(hostile(null), { q: 0, r: 0, s: 0 }), "INVALID_ARGUMENT", "a", null, "expected a cube {q, r, s}"],
    ["second cube not an object", () => cubeDistance({ q: 0, r: 0, s: 0 }, hostile("x")), "INVALID_ARGUMENT", "b", "x", "expected a cube {q, r, s}"],
    ["q not whole", () => cubeNeighbors({ q: 0.5, r: -0.5, s: 0 }), "NOT_INTEGER", "cube", { q: 0.5, r: -0.5, s: 0 }, "cube coordinates must be whole numbers"],
    ["r not whole", () => cubeNeighbors({ q: 0, r: 0.5, s: -0.5 }), "NOT_INTEGER", "cube", { q: 0, r: 0.5, s: -0.5 }, "cube coordinates must be whole numbers"],
    ["s not a number", () => cubeNeighbors(hostile({ q: 0, r: 0, s: "0" })), "NOT_INTEGER", "cube", { q: 0, r: 0, s: "0" }, "cube coordinates must be whole numbers"],
    ["q + r + s ≠ 0", () => cubeNeighbors({ q: 1, r: 0, s: 0 }), "INVALID_ARGUMENT", "cube", { q: 1, r: 0, s: 0 }, "cube coordinates must satisfy q + r + s = 0"],
    ["q too large", () => cubeNeighbors({ q: BIG, r: -HALF - 1, s: -HALF }), "OUT_OF_RANGE", "cube", BIG, `expected at most ${MAX_CUBE_COORD}`],
    ["r too large", () => cubeNeighbors({ q: -HALF, r: BIG, s: -HALF - 1 }), "OUT_OF_RANGE", "cube", BIG, `expected at most ${MAX_CUBE_COORD}`],
    ["s too large", () => cubeNeighbors({ q: -HALF - 1, r: -HALF, s: BIG }), "OUT_OF_RANGE", "cube", BIG, `expected at most ${MAX_CUBE_COORD}`],
    ["offset not an object", () => assertOffset("o", null), "INVALID_ARGUMENT", "o", null, "expected an offset {i, j}"],
    ["offset not whole (slow path)", () => offsetToCube({ i: 2 ** 40 + 0.5, j: 0 }, "oddR"), "NOT_INTEGER", "offset", { i: 2 ** 40 + 0.5, j: 0 }, "offset coordinates must be whole numbers"],
    ["offset j not whole", () => offsetToCube({ i: 0, j: 0.5 }, "oddR"), "NOT_INTEGER", "offset", { i: 0, j: 0.5 }, "offset coordinates must be whole numbers"],
    ["offset i too large", () => offsetToCube({ i: MAX_OFFSET_COORD + 1, j: 0 }, "oddR"), "OUT_OF_RANGE", "offset", MAX_OFFSET_COORD + 1, `expected at most ${MAX_OFFSET_COORD}`],
    ["offset j too large", () => offsetToCube({ i: 0, j: -MAX_OFFSET_COORD - 1 }, "evenQ"), "OUT_OF_RANGE", "offset", MAX_OFFSET_COORD + 1, `expected at most ${MAX_OFFSET_COORD}`],
    ["layout (32-bit path)", () => offsetToCube({ i: 1, j: 1 }, hostile("square")), "INVALID_ARGUMENT", "layout", "square", LAYOUTS],
    ["layout (large offsets)", () => offsetToCube({ i: 2 ** 40, j: 1 }, hostile("square")), "INVALID_ARGUMENT", "layout", "square", LAYOUTS],
    ["layout of cubeToOffset", () => cubeToOffset({ q: 1, r: 0, s: -1 }, hostile("hex")), "INVALID_ARGUMENT", "layout", "hex", LAYOUTS],
    ["cubeToOffset q not whole", () => cubeToOffset({ q: 0.5, r: -0.5, s: 0 }, "oddR"), "NOT_INTEGER", "cube", { q: 0.5, r: -0.5, s: 0 }, "whole numbers"],
    ["cubeToOffset r not whole", () => cubeToOffset({ q: 0, r: 0.5, s: -0.5 }, "oddR"), "NOT_INTEGER", "cube", { q: 0, r: 0.5, s: -0.5 }, "whole numbers"],
    ["cubeToOffset s missing", () => cubeToOffset(hostile({ q: 0, r: 0 }), "oddR"), "NOT_INTEGER", "cube", { q: 0, r: 0 }, "whole numbers"],
    ["cubeToOffset sum", () => cubeToOffset({ q: 1, r: 1, s: 0 }, "oddR"), "INVALID_ARGUMENT", "cube", { q: 1, r: 1, s: 0 }, "q + r + s = 0"],
    ["cubeToOffset q too large", () => cubeToOffset({ q: BIG, r: -HALF - 1, s: -HALF }, "oddR"), "OUT_OF_RANGE", "cube", BIG, "expected at most"],
    ["cubeToOffset r too large", () => cubeToOffset({ q: -HALF, r: BIG, s: -HALF - 1 }, "oddR"), "OUT_OF_RANGE", "cube", BIG, "expected at most"],
    ["cubeToOffset s too large", () => cubeToOffset({ q: -HALF - 1, r: -HALF, s: BIG }, "oddR"), "OUT_OF_RANGE", "cube", BIG, "expected at most"],
    ["cubeToOffset not an object", () => cubeToOffset(hostile(null), "oddR"), "INVALID_ARGUMENT", "cube", null, "expected a cube"],
    ["cubeKey s missing", () => cubeKey(hostile({ q: 0, r: 0 })), "NOT_INTEGER", "cube", { q: 0, r: 0 }, "whole numbers"],
    ["cubeKey q not a number", () => cubeKey(hostile({ q: "0", r: 0, s: 0 })), "NOT_INTEGER", "cube", { q: "0", r: 0, s: 0 }, "whole numbers"],
    ["cubeKey sum", () => cubeKey({ q: 1, r: 1, s: 1 }), "INVALID_ARGUMENT", "cube", { q: 1, r: 1, s: 1 }, "q + r + s = 0"],
    ["cubeKey q past the key range", () => cubeKey({ q: CUBE_KEY_MAX + 1, r: 0, s: -CUBE_KEY_MAX - 1 }), "OUT_OF_RANGE", "cube", { q: CUBE_KEY_MAX + 1, r: 0, s: -CUBE_KEY_MAX - 1 }, `cubeKey needs q and r from ${CUBE_KEY_MIN} to ${CUBE_KEY_MAX}`],
    ["cubeKey r below the key range", () => cubeKey({ q: 0, r: CUBE_KEY_MIN - 1, s: -CUBE_KEY_MIN + 1 }), "OUT_OF_RANGE", "cube", { q: 0, r: CUBE_KEY_MIN - 1, s: -CUBE_KEY_MIN + 1 }, "cubeKey needs"],
    ["cubeFromKey negative", () => cubeFromKey(-1), "OUT_OF_RANGE", "key", -1, "expected a cube key from 0 to 2^30 − 1"],
    ["cubeFromKey 2^30", () => cubeFromKey(2 ** 30), "OUT_OF_RANGE", "key", 2 ** 30, "expected a cube key from 0 to 2^30 − 1"],
    ["cubeFromKey fraction", () => cubeFromKey(1.5), "OUT_OF_RANGE", "key", 1.5, "expected a cube key"],
    ["cubeFromAxial q", () => cubeFromAxial(0.5, 0), "NOT_INTEGER", "q", 0.5, ""],
    ["cubeFromAxial r", () => cubeFromAxial(0, 0.5), "NOT_INTEGER", "r", 0.5, ""],
    ["offset a number", () => assertOffset("o", hostile(5)), "INVALID_ARGUMENT", "o", 5, "expected an offset {i, j}"],
    ["offsetToCube null", () => offsetToCube(hostile(null), "oddR"), "INVALID_ARGUMENT", "offset", null, "expected an offset {i, j}"],
    ["cubeKey null", () => cubeKey(hostile(null)), "INVALID_ARGUMENT", "cube", null, "expected a cube {q, r, s}"],
    ["cubeToOffset q fractional, r whole", () => cubeToOffset({ q: 0.5, r: 0, s: -0.5 }, "oddR"), "NOT_INTEGER", "cube", { q: 0.5, r: 0, s: -0.5 }, "whole numbers"],
    ["cubeToOffset q + r − s = 0", () => cubeToOffset({ q: 1, r: 0, s: 1 }, "evenQ"), "INVALID_ARGUMENT", "cube", { q: 1, r: 0, s: 1 }, "q + r + s = 0"],
    ["cubeFromAxial past the cube bound", () => cubeFromAxial(BIG, 0), "OUT_OF_RANGE", "cube", BIG, "expected at most"],
    ["hexLine too long", () => hexLine({ i: 0, j: 0 }, { i: 0, j: MAX_LINE_HEXES }, "oddR"), "OUT_OF_RANGE", "b", { i: 0, j: MAX_LINE_HEXES }, `expected at most ${MAX_LINE_HEXES} hexes on the line`],
  ];
  for (const [title, call, code, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", code, parameter, value });
      expect((err as Error).message).toContain(detail);
    });
  }
});

describe("hex: the edges of each bound are accepted", () => {
  it("the largest cube and offset coordinates", () => {
    const big: Cube = { q: MAX_CUBE_COORD, r: -MAX_CUBE_COORD, s: 0 };
    expect(() => assertCube("c", big)).not.toThrow();
    expect(cubeDistance(big, { q: 0, r: 0, s: 0 })).toBe(MAX_CUBE_COORD);
    expect(cubeNeighbors({ q: 0, r: MAX_CUBE_COORD - 1, s: 1 - MAX_CUBE_COORD })).toHaveLength(6);
    expect(offsetToCube({ i: MAX_OFFSET_COORD, j: -MAX_OFFSET_COORD }, "oddR")).toEqual({ q: -MAX_OFFSET_COORD - MAX_OFFSET_COORD / 2, r: MAX_OFFSET_COORD, s: MAX_OFFSET_COORD / 2 });
  });
  it("−0 never comes out, on either path (offsets of 32 bits and beyond)", () => {
    const zeroes = (o: object) => Object.values(o).filter((v) => Object.is(v, -0));
    expect(zeroes(cubeFromAxial(-0, -0))).toEqual([]);
    expect(zeroes(offsetToCube({ i: 2 ** 40, j: -0 }, "oddQ"))).toEqual([]);
    expect(zeroes(offsetToCube({ i: -0, j: 2 ** 40 }, "oddR"))).toEqual([]);
    expect(zeroes(offsetToCube({ i: -0, j: -0 }, "evenR"))).toEqual([]);
  });
  it("the first and last cube keys", () => {
    expect(cubeFromKey(0)).toEqual({ q: CUBE_KEY_MIN, r: CUBE_KEY_MIN, s: -2 * CUBE_KEY_MIN });
    expect(cubeFromKey(2 ** 30 - 1)).toEqual({ q: CUBE_KEY_MAX, r: CUBE_KEY_MAX, s: -2 * CUBE_KEY_MAX });
    expect(cubeKey({ q: CUBE_KEY_MIN, r: CUBE_KEY_MIN, s: -2 * CUBE_KEY_MIN })).toBe(0);
    expect(cubeKey({ q: CUBE_KEY_MAX, r: CUBE_KEY_MAX, s: -2 * CUBE_KEY_MAX })).toBe(2 ** 30 - 1);
  });
  it("every layout refuses the same unknown name on both paths", () => {
    for (const layout of ["", "OddR", "odd-r"]) {
      expect(thrownBy(() => offsetToCube({ i: 0, j: 0 }, layout as HexLayout))).toMatchObject({ parameter: "layout" });
      expect(thrownBy(() => cubeToOffset({ q: 0, r: 0, s: 0 }, layout as HexLayout))).toMatchObject({ parameter: "layout" });
    }
  });
});

describe("hexLine: the hexes between two pointer samples", () => {
  const layouts: HexLayout[] = ["oddR", "evenR", "oddQ", "evenQ"];
  it("a hex to itself is that hex alone", () => {
    expect(hexLine({ i: 3, j: -2 }, { i: 3, j: -2 }, "oddR")).toEqual([{ i: 3, j: -2 }]);
  });
  it("property: starts at a, ends at b, n + 1 hexes, each a neighbour of the one before", () => {
    fc.assert(
      fc.property(fc.constantFrom(...layouts), fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), (layout, i1, j1, i2, j2) => {
        const a = { i: i1, j: j1 };
        const b = { i: i2, j: j2 };
        const n = cubeDistance(offsetToCube(a, layout), offsetToCube(b, layout));
        const line = hexLine(a, b, layout);
        expect(line).toHaveLength(n + 1);
        expect(line[0]).toEqual(a);
        expect(line[n]).toEqual(b);
        for (let k = 1; k <= n; k++) expect(cubeDistance(offsetToCube(line[k - 1]!, layout), offsetToCube(line[k]!, layout))).toBe(1);
      }),
    );
  });
  it("property: each hex of the line is the one nearest the exact point (no neighbour is nearer)", () => {
    const l1 = (c: Cube, p: readonly number[]) => (Math.abs(c.q - p[0]!) + Math.abs(c.r - p[1]!) + Math.abs(c.s - p[2]!)) / 2;
    fc.assert(
      fc.property(fc.constantFrom(...layouts), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (layout, i1, j1, i2, j2) => {
        const ca = offsetToCube({ i: i1, j: j1 }, layout);
        const cb = offsetToCube({ i: i2, j: j2 }, layout);
        const n = cubeDistance(ca, cb);
        hexLine({ i: i1, j: j1 }, { i: i2, j: j2 }, layout).forEach((o, k) => {
          const t = n === 0 ? 0 : k / n;
          const p = [ca.q + (cb.q - ca.q) * t, ca.r + (cb.r - ca.r) * t, ca.s + (cb.s - ca.s) * t];
          const c = offsetToCube(o, layout);
          for (const nb of cubeNeighbors(c)) expect(l1(c, p)).toBeLessThanOrEqual(l1(nb, p) + 1e-5);
        });
      }),
    );
  });
  it("ties between two hexes break the same way every time (the nudge towards +q, then +r)", () => {
    // cube (0,0,0) → (2,−1,−1): the middle point (1, −½, −½) is on the edge of (1,−1,0) and (1,0,−1)
    const c = (q: number, r: number): Cube => ({ q, r, s: 0 - q - r });
    const line = (from: Cube, to: Cube) => hexLine(cubeToOffset(from, "oddR"), cubeToOffset(to, "oddR"), "oddR").map((o) => offsetToCube(o, "oddR"));
    expect(line(c(0, 0), c(2, -1))).toEqual([c(0, 0), c(1, 0), c(2, -1)]);
    expect(line(c(2, -1), c(0, 0))).toEqual([c(2, -1), c(1, 0), c(0, 0)]);
    expect(line(c(0, 0), c(-2, 1))).toEqual([c(0, 0), c(-1, 1), c(-2, 1)]);
    expect(line(c(0, 0), c(1, -2))).toEqual([c(0, 0), c(1, -1), c(1, -2)]);
  });
});
