import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { buildCostTable, pathCost, reachableArea, type CostTable } from "./reach";
import { cubeDistance, cubeFromAxial, cubeKey, type Cube } from "./hex";
import { pathShare, remainingHexes } from "./path";
import { TERRAIN_IDS, type TerrainId } from "./terrain";
import { RulesError } from "./errors";

const O: Cube = { q: 0, r: 0, s: 0 };
const ax = cubeFromAxial;

describe("buildCostTable", () => {
  it("uses L = lcm of the positive allowances as the budget and L / A as the entry cost", () => {
    const t = buildCostTable({ optimal: 4, forest: 2, swamp: 0 });
    expect(t.budget).toBe(4);
    expect(t.costOf("optimal")).toBe(1);
    expect(t.costOf("forest")).toBe(2);
    expect(t.costOf("swamp")).toBe(Infinity);
    expect(t.allowanceOf("forest")).toBe(2);
    expect(t.maxAllowance).toBe(4);
    expect(t.classes).toEqual(["optimal", "forest", "swamp"]);
    expect(t.has("hills")).toBe(false);

    const u = buildCostTable({ a: 4, b: 3, c: 5, "hills/steep": 6 });
    expect(u.budget).toBe(60);
    expect([u.costOf("a"), u.costOf("b"), u.costOf("c"), u.costOf("hills/steep")]).toEqual([15, 20, 12, 10]);

    const none = buildCostTable({ swamp: 0 });
    expect(none.budget).toBe(1);
    expect(none.maxAllowance).toBe(0);
  });

  it("rejects bad input", () => {
    expect(() => buildCostTable({ forest: -1 })).toThrow(RulesError);
    expect(() => buildCostTable({ forest: 1.5 })).toThrow(RulesError);
    expect(() => buildCostTable(null as unknown as Record<string, number>)).toThrow(RulesError);
    expect(() => buildCostTable({ forest: 2 }).costOf("lava")).toThrow(/lava/);
    // allowances past MAX_ALLOWANCE
    expect(() => buildCostTable({ a: 1000003, b: 1000033, c: 1000037, d: 1000039 })).toThrow(RulesError);
  });
});

describe("pathCost", () => {
  it("follows the worked examples of path.ts", () => {
    const t = buildCostTable({ optimal: 4, forest: 2 });
    const r = pathCost(t, ["optimal", "forest"]);
    expect(r).toEqual({
      cost: 3,
      budget: 4,
      share: { numerator: 3, denominator: 4 },
      allowed: true,
      hexesAllowed: 2,
      blockedAt: null,
      remaining: 0, // standing in forest: (1 − 3/4) × 2 = 0.5 → 0
    });
    expect(pathCost(t, ["forest", "optimal"]).remaining).toBe(1); // standing on road: (1 − 3/4) × 4 = 1
    expect(pathCost(t, [], "optimal").remaining).toBe(4);
    expect(pathCost(t, [], "forest").remaining).toBe(2);
    expect(pathCost(t, []).remaining).toBeNull();
    const over = pathCost(t, ["forest", "forest", "optimal"]);
    expect(over).toMatchObject({ cost: 5, allowed: false, hexesAllowed: 2, blockedAt: 2, remaining: null });
    const h = buildCostTable({ hills: 3, plains: 6 });
    expect(pathCost(h, ["hills", "plains", "plains", "plains", "plains"])).toMatchObject({ allowed: true, remaining: 0 });
    expect(pathCost(h, ["hills", "plains", "plains", "plains", "plains", "plains"]).share).toEqual({ numerator: 7, denominator: 6 });
  });

  it("a class with A = 0 cannot be entered", () => {
    const t = buildCostTable({ optimal: 4, swamp: 0 });
    expect(pathCost(t, ["optimal", "swamp", "optimal"])).toMatchObject({ allowed: false, blockedAt: 1, hexesAllowed: 1, cost: 2 });
    expect(() => pathCost(t, ["optimal", "lava"])).toThrow(RulesError);
  });

  it("property: agrees exactly with pathShare and remainingHexes on terrain paths", () => {
    const allowancesArb = fc.record(
      Object.fromEntries(TERRAIN_IDS.map((t) => [t, fc.integer({ min: 0, max: 12 })])) as Record<TerrainId, fc.Arbitrary<number>>,
    );
    const pathArb = fc.array(fc.constantFrom(...TERRAIN_IDS), { maxLength: 30 });
    fc.assert(
      fc.property(allowancesArb, pathArb, fc.constantFrom(...TERRAIN_IDS), (allowances, path, startClass) => {
        const table = buildCostTable(allowances);
        const ours = pathCost(table, path, startClass);
        const ref = pathShare(allowances, path);
        expect(ours.share).toEqual(ref.share);
        expect(ours.allowed).toBe(ref.allowed);
        expect(ours.hexesAllowed).toBe(ref.hexesAllowed);
        expect(ours.blockedAt).toBe(ref.blockedAt);
        expect(ours.cost * ref.share.denominator).toBe(ref.share.numerator * table.budget);
        if (ref.allowed) {
          const stand = path.length > 0 ? path[path.length - 1]! : startClass;
          expect(ours.remaining).toBe(remainingHexes(ref.share, allowances[stand]));
        } else {
          expect(ours.remaining).toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/** All cubes within `radius` of `center`. */
function disc(center: Cube, radius: number): Cube[] {
  const out: Cube[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      out.push(ax(center.q + dq, center.r + dr));
    }
  }
  return out;
}

function isPathValid(path: readonly Cube[], from: Cube, to: Cube): boolean {
  if (path.length === 0) return false;
  const first = path[0]!;
  const last = path[path.length - 1]!;
  if (first.q !== from.q || first.r !== from.r || last.q !== to.q || last.r !== to.r) return false;
  for (let k = 1; k < path.length; k++) if (cubeDistance(path[k - 1]!, path[k]!) !== 1) return false;
  return true;
}

describe("reachableArea", () => {
  it("in one terrain on an open map, the reachable area is the disc of radius A", () => {
    for (const a of [1, 2, 3, 5, 8, 12]) {
      const table = buildCostTable({ plains: a, forest: 7 });
      const start = ax(3, -7);
      const area = reachableArea({ start, table, classAt: () => "plains" });
      expect(area.size).toBe(3 * a * (a + 1) + 1);
      for (const c of disc(start, a + 1)) {
        const d = cubeDistance(start, c);
        if (d <= a) {
          expect(area.costTo(c)).toBe(d * table.costOf("plains"));
          const p = area.pathTo(c)!;
          expect(p).toHaveLength(d + 1);
          expect(isPathValid(p, start, c)).toBe(true);
        } else {
          expect(area.has(c)).toBe(false);
          expect(area.costTo(c)).toBeNull();
          expect(area.pathTo(c)).toBeNull();
        }
      }
    }
  });

  it("mixed terrain uses shares: road hexes cost 1/4, forest hexes 1/2 of the phase", () => {
    // road along r = 0, forest elsewhere; A(road) = 4, A(forest) = 2
    const table = buildCostTable({ optimal: 4, forest: 2 });
    const classAt = (c: Cube) => (c.r === 0 ? "optimal" : "forest");
    const area = reachableArea({ start: O, table, classAt });
    expect(area.costTo(ax(4, 0))).toBe(4); // four road hexes: exactly the phase
    expect(area.has(ax(5, 0))).toBe(false);
    expect(area.costTo(ax(0, 2))).toBe(4); // two forest hexes
    expect(area.has(ax(0, 3))).toBe(false);
    expect(area.costTo(ax(2, 1))).toBe(4); // two road hexes + one forest hex = 1/4 + 1/4 + 1/2
    expect(area.costTo(ax(1, 1))).toBe(3); // one road + one forest = 3/4
    expect(area.has(ax(3, 1))).toBe(false); // three road + one forest = 5/4
    // the cheapest path to (2, 1) uses the road, and pathCost of it says the same
    const p = area.pathTo(ax(2, 1))!;
    expect(isPathValid(p, O, ax(2, 1))).toBe(true);
    const classes = p.slice(1).map(classAt);
    expect(classes).toEqual(["optimal", "optimal", "forest"]);
    expect(pathCost(table, classes)).toMatchObject({ cost: 4, allowed: true, remaining: 0 });
    // every reachable hex: costTo / budget is the pathShare of its cheapest path
    area.forEach((c, cost) => {
      const path = area.pathTo(c)!;
      const share = pathShare({ optimal: 4, forest: 2 }, path.slice(1).map(classAt) as TerrainId[]);
      expect(share.allowed).toBe(true);
      expect(share.share.numerator * table.budget).toBe(cost * share.share.denominator);
    });
  });

  it("a terrain with zero allowance is impassable, and null hexes are blocked", () => {
    // a swamp ring at distance 2 with A(swamp) = 0 encloses the start
    const table = buildCostTable({ optimal: 6, swamp: 0 });
    const ring = (c: Cube) => (cubeDistance(O, c) === 2 ? "swamp" : "optimal");
    const enclosed = reachableArea({ start: O, table, classAt: ring });
    expect(enclosed.size).toBe(7);
    for (const c of disc(O, 6)) expect(enclosed.has(c)).toBe(cubeDistance(O, c) <= 1);
    // same ring as blocked (null) hexes: same result
    const blocked = reachableArea({ start: O, table, classAt: (c) => (ring(c) === "swamp" ? null : "optimal") });
    expect(blocked.size).toBe(7);
    // a gap in the ring at (2, 0): the mover walks around through it
    const gap = reachableArea({ start: O, table, classAt: (c) => (c.q === 2 && c.r === 0 ? "optimal" : ring(c)) });
    expect(gap.costTo(ax(2, 0))).toBe(2);
    expect(gap.costTo(ax(3, 0))).toBe(3);
    expect(gap.has(ax(0, 3))).toBe(true); // around the outside of the ring
    expect(gap.has(ax(-2, 0))).toBe(false); // swamp itself
    // the start is included even when it is itself impassable terrain or off the map
    expect(reachableArea({ start: O, table, classAt: () => null }).size).toBe(1);
    expect(reachableArea({ start: O, table: buildCostTable({ swamp: 0 }), classAt: () => "swamp" }).costTo(O)).toBe(0);
  });

  it("spent units shrink the area; maxSteps limits the search radius", () => {
    const table = buildCostTable({ optimal: 4, forest: 2 }); // budget 4
    const classAt = () => "optimal";
    expect(reachableArea({ start: O, table, classAt, spent: 1 }).size).toBe(3 * 3 * 4 + 1);
    expect(reachableArea({ start: O, table, classAt, spent: 4 }).size).toBe(1);
    expect(reachableArea({ start: O, table, classAt, maxSteps: 2 }).size).toBe(19);
    expect(reachableArea({ start: O, table, classAt, maxSteps: 0 }).size).toBe(1);
    expect(() => reachableArea({ start: O, table, classAt, spent: 5 })).toThrow(RulesError);
    expect(() => reachableArea({ start: O, table, classAt, maxSteps: -1 })).toThrow(RulesError);
  });

  it("asks for each hex's class at most once, only near the start, and rejects unknown classes", () => {
    const table = buildCostTable({ optimal: 3 });
    const calls = new Map<number, number>();
    reachableArea({
      start: O,
      table,
      classAt: (c) => {
        const k = cubeKey(c);
        calls.set(k, (calls.get(k) ?? 0) + 1);
        return "optimal";
      },
    });
    expect(Math.max(...calls.values())).toBe(1);
    for (const k of calls.keys()) expect(k).not.toBe(cubeKey(O));
    expect(calls.size).toBe(3 * 3 * 4); // the disc of radius 3 minus the start
    expect(() => reachableArea({ start: O, table, classAt: () => "lava" })).toThrow(/lava/);
    expect(() => reachableArea({ start: { q: 1, r: 1, s: 1 }, table, classAt: () => "optimal" })).toThrow(RulesError);
    expect(() => reachableArea({ start: O, table: {} as CostTable, classAt: () => "optimal" })).toThrow(RulesError);
  });

  it("costs map and forEach list every reachable hex, in order of cost", () => {
    const table = buildCostTable({ optimal: 2, forest: 1 });
    const area = reachableArea({ start: ax(10, 10), table, classAt: (c) => (c.q > 10 ? "forest" : "optimal") });
    const seen: [Cube, number][] = [];
    area.forEach((c, cost) => seen.push([c, cost]));
    expect(seen).toHaveLength(area.size);
    expect(seen[0]).toEqual([ax(10, 10), 0]);
    for (let k = 1; k < seen.length; k++) expect(seen[k]![1]).toBeGreaterThanOrEqual(seen[k - 1]![1]);
    expect(area.costs.size).toBe(area.size);
    for (const [c, cost] of seen) expect(area.costs.get(cubeKey(c))).toBe(cost);
  });

  it("an area keeps its hexes after later searches, and a search from inside classAt does not disturb the outer one", () => {
    // the search reuses scratch arrays between calls: a result must own what it answers from
    const table = buildCostTable({ optimal: 3, forest: 1 });
    const classAt = (c: Cube) => (c.q > 0 ? "forest" : "optimal");
    const first = reachableArea({ start: O, table, classAt });
    const seen: [Cube, number, Cube[]][] = [];
    first.forEach((c, cost) => seen.push([c, cost, first.pathTo(c)!]));
    for (let k = 0; k < 3; k++) reachableArea({ start: ax(5, -5), table, classAt: () => (k === 1 ? null : "forest") });
    const after: [Cube, number, Cube[]][] = [];
    first.forEach((c, cost) => after.push([c, cost, first.pathTo(c)!]));
    expect(after).toEqual(seen);
    expect(first.costTo(ax(-3, 0))).toBe(3);

    let inner: ReturnType<typeof reachableArea> | null = null;
    const outer = reachableArea({
      start: O,
      table,
      classAt: (c) => {
        inner ??= reachableArea({ start: ax(-1, 0), table, classAt: () => "optimal" });
        return classAt(c);
      },
    });
    const again = reachableArea({ start: O, table, classAt });
    expect(new Map(outer.costs)).toEqual(new Map(again.costs));
    expect(inner!.size).toBe(3 * 3 * 4 + 1);
    expect(inner!.costTo(ax(2, 0))).toBe(3);
  });

  const bruteForceProperty = (allowanceArb: fc.Arbitrary<number>, numRuns: number) => {
    const classNames = ["a", "b", "c", "d"] as const;
    const R = 6; // the map: a hex-shaped region of radius 6 around the origin
    const cells = disc(O, R);
    const arb = fc.record({
      allowances: fc.tuple(...classNames.map(() => allowanceArb)),
      // per cell: 0..3 = class, 4 = blocked (null)
      map: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: cells.length, maxLength: cells.length }),
      startIndex: fc.integer({ min: 0, max: cells.length - 1 }),
      maxSteps: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
      spentPart: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(arb, ({ allowances, map, startIndex, maxSteps, spentPart }) => {
        const allow = Object.fromEntries(classNames.map((n, k) => [n, allowances[k]!]));
        const table = buildCostTable(allow);
        const clsOf = new Map<number, string | null>();
        cells.forEach((c, k) => clsOf.set(cubeKey(c), map[k]! === 4 ? null : classNames[map[k]!]!));
        const classAt = (c: Cube) => clsOf.get(cubeKey(c)) ?? null;
        const start = cells[startIndex]!;

        // brute force, independent of reach.ts: exact costs from its own lcm
        let L = 1;
        const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y));
        for (const a of allowances) if (a > 0) L = (L * a) / g(L, a);
        const spent = Math.floor((L * spentPart) / 4);
        const budget = L - spent;
        const inGraph = cells.filter((c) => maxSteps === undefined || cubeDistance(start, c) <= maxSteps);
        const dist = new Map<number, number>(inGraph.map((c) => [cubeKey(c), Infinity]));
        dist.set(cubeKey(start), 0);
        for (let round = 0; round < inGraph.length; round++) {
          let changed = false;
          for (const u of inGraph) {
            const du = dist.get(cubeKey(u))!;
            if (du === Infinity) continue;
            for (const v of inGraph) {
              if (cubeDistance(u, v) !== 1 || (v.q === start.q && v.r === start.r)) continue;
              const cls = classAt(v);
              if (cls === null) continue;
              const a = allow[cls]!;
              if (a === 0) continue;
              const nd = du + L / a;
              if (nd < dist.get(cubeKey(v))!) {
                dist.set(cubeKey(v), nd);
                changed = true;
              }
            }
          }
          if (!changed) break;
        }
        const expected = new Map([...dist].filter(([, d]) => d <= budget));

        const area = reachableArea({ start, table, classAt, maxSteps, spent });
        expect(area.budget).toBe(budget);
        expect(new Map(area.costs)).toEqual(expected);
        expect(area.size).toBe(expected.size);
        // every cheapest path is a real path whose pathCost is the cost
        for (const c of cells) {
          const cost = area.costTo(c);
          expect(cost).toBe(expected.get(cubeKey(c)) ?? null);
          if (cost === null) continue;
          const p = area.pathTo(c)!;
          expect(isPathValid(p, start, c)).toBe(true);
          const pc = pathCost(table, p.slice(1).map((x) => classAt(x)!));
          expect(pc.cost).toBe(cost);
          expect(pc.cost + spent <= L).toBe(true);
        }
      }),
      { numRuns },
    );
  };

  it("property: the reachable set and costs equal a brute-force Bellman-Ford search on random maps", () => {
    // small allowances: small budgets (the bucket queue)
    bruteForceProperty(fc.integer({ min: 0, max: 7 }), 300);
    // A brute-force oracle over 300 maps: a count of cases, not a speed target, so a loaded machine gets time.
  }, 60_000);

  it("property: the same with large budgets (e.g. lcm(7, 11, 12, 13) = 12012: the binary-heap queue)", () => {
    bruteForceProperty(fc.constantFrom(0, 5, 7, 9, 11, 12, 13), 150);
  }, 60_000);
});
