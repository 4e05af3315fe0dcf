import { describe, it, expect } from "vitest";
import { buildCostTable, reachableArea } from "./reach";
import { cubeFromAxial, type Cube } from "./hex";
import { RulesError } from "./errors";

const O: Cube = { q: 0, r: 0, s: 0 };
const ax = cubeFromAxial;

function refusal(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("expected a RulesError");
}

describe("reachableArea refusals", () => {
  it("names the input and classAt when they are not what they should be", () => {
    const table = buildCostTable({ optimal: 2 });
    for (const bad of [null, 5, "x", undefined]) {
      const e = refusal(() => reachableArea(bad as never));
      expect(e.code).toBe("INVALID_ARGUMENT");
      expect(e.parameter).toBe("input");
      expect(e.message).toMatch(/reachable-area input object/);
    }
    const e = refusal(() => reachableArea({ start: O, table, classAt: "optimal" as never }));
    expect(e.code).toBe("INVALID_ARGUMENT");
    expect(e.parameter).toBe("classAt");
    expect(e.message).toMatch(/expected a function/);
    expect(refusal(() => reachableArea({ start: O, table, classAt: () => "optimal", spent: -1 })).parameter).toBe("spent");
    expect(refusal(() => reachableArea({ start: { q: 1, r: 1, s: 1 }, table, classAt: () => "optimal" })).parameter).toMatch(/^start/);
    expect(refusal(() => reachableArea({ start: O, table, classAt: () => "optimal", maxSteps: 1.5 })).parameter).toBe("maxSteps");
  });
});

describe("reachableArea answers outside its search box", () => {
  // optimal: A = 3, so the search radius is 3 and the box holds axial offsets up to ±4 (p = 4);
  // a cube past the box in one axis must not be read through to a cell of another row
  const table = buildCostTable({ optimal: 3 });
  const start = ax(5, -2);
  const area = reachableArea({ start, table, classAt: () => "optimal" });
  const rel = (dq: number, dr: number) => ax(start.q + dq, start.r + dr);

  it("a cube beyond the box in r is out of reach, even where its cell index would wrap onto a reachable row", () => {
    // (−1, p + 2) would wrap onto (0, −p + 1) = (0, −3), which is reachable; (1, −p − 2) onto (0, 3)
    for (const [dq, dr] of [
      [-1, 6],
      [1, -6],
      [0, 5],
      [0, -5],
    ] as const) {
      const c = rel(dq, dr);
      expect(area.has(c)).toBe(false);
      expect(area.costTo(c)).toBeNull();
      expect(area.pathTo(c)).toBeNull();
    }
    expect(area.costTo(rel(0, -3))).toBe(3);
    expect(area.costTo(rel(0, 3))).toBe(3);
  });

  it("a cube beyond the box in q is out of reach (null, not an undefined read)", () => {
    for (const [dq, dr] of [
      [5, 0],
      [-5, 0],
      [5, -3],
      [-5, 3],
      [40, 0],
      [-40, 0],
    ] as const) {
      const c = rel(dq, dr);
      expect(area.has(c)).toBe(false);
      expect(area.costTo(c)).toBeNull();
      expect(area.pathTo(c)).toBeNull();
    }
  });

  it("checks the cube it is asked about", () => {
    expect(() => area.has({ q: 1, r: 1, s: 1 })).toThrow(RulesError);
    expect(refusal(() => area.costTo({ q: 1, r: 1, s: 1 })).parameter).toMatch(/^cube/);
    expect(() => area.costTo({ q: 0.5, r: 0, s: -0.5 })).toThrow(RulesError);
  });
});

describe("reachableArea with a large budget (the binary-heap queue)", () => {
  it("a hex whose cost is exactly the budget is reachable", () => {
    // budget lcm(7, 11, 12, 13) = 12012, past the bucket queue's limit; A = 7 costs 1716 a hex
    const table = buildCostTable({ a: 7, b: 11, c: 12, d: 13 });
    expect(table.budget).toBe(12012);
    const area = reachableArea({ start: O, table, classAt: () => "a" });
    expect(area.size).toBe(3 * 7 * 8 + 1);
    expect(area.costTo(ax(7, 0))).toBe(12012);
    expect(area.has(ax(8, 0))).toBe(false);
  });
});

describe("reachableArea's kept arrays", () => {
  it("a search after one with a long queue and a small box gets arrays as large as its own box", () => {
    // A long queue (budget lcm(200, 199) = 39,800: one bucket per unit) over a box of radius 37, then
    // a budget of 90 over a box of radius 90: the queue kept is long enough, the box arrays are not.
    const wide = reachableArea({ start: O, table: buildCostTable({ a: 200, b: 199 }), classAt: () => "a", maxSteps: 37 });
    expect(wide.size).toBe(1 + 3 * 37 * 38);
    const far = reachableArea({ start: O, table: buildCostTable({ x: 90 }), classAt: () => "x" });
    expect(far.size).toBe(1 + 3 * 90 * 91);
    expect(far.costTo(ax(90, 0))).toBe(90);
  });
});
