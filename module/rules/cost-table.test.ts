import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { assertCostTable, buildCostTable, floorDiv, pathCost, type CostTable } from "./cost-table";
import { RulesError } from "./errors";
import { moveLimits, type MoveWindow } from "./move-limits";
import { reachableArea } from "./reach";
import { MAX_ALLOWANCE, MAX_SPEED } from "./bounds";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};
const lcmOf = (values: Iterable<number>): bigint => {
  let l = 1n;
  for (const a of values) if (a > 0) l = (l / gcd(l, BigInt(a))) * BigInt(a);
  return l;
};

/** In one class the table is exactly A hexes: A entries fit the budget, A + 1 do not (docs/rules.md §4). */
function oneClassFault(table: CostTable): string | null {
  if (!Number.isSafeInteger(table.budget)) return `budget ${table.budget}`;
  for (const cls of table.classes) {
    const a = table.allowanceOf(cls);
    const c = table.costOf(cls);
    if (a === 0 ? c !== Infinity : !(Number.isSafeInteger(c) && c > 0 && a * c <= table.budget && (a + 1) * c > table.budget)) return `${cls}: A = ${a}, cost ${c}, L = ${table.budget}`;
  }
  return null;
}

function expectOneClassExact(table: CostTable): void {
  for (const cls of table.classes) {
    const a = table.allowanceOf(cls);
    if (a === 0) {
      expect(table.costOf(cls), cls).toBe(Infinity);
      continue;
    }
    const c = table.costOf(cls);
    expect(Number.isSafeInteger(c) && c > 0, cls).toBe(true);
    expect(a * c <= table.budget, `${cls}: A = ${a} fit`).toBe(true);
    expect((a + 1) * c > table.budget, `${cls}: A + 1 = ${a + 1} do not fit`).toBe(true);
  }
}

const MOVER = { speed: 116, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] as string[] };

describe("cost table past a safe common denominator", () => {
  it("measures the fast OSR mover of the audit (speed 116, round window) instead of refusing it", () => {
    const limits = moveLimits(MOVER, { kind: "round" }, resolveRuleset(PRESETS.osr));
    expect(Number.isSafeInteger(limits.table.budget)).toBe(true);
    expectOneClassExact(limits.table);
    // the mover's own walking classes keep their exact L / A
    for (const t of Object.keys(limits.allowances)) {
      const a = limits.allowances[t as keyof typeof limits.allowances];
      if (a > 0) expect(limits.table.costOf(t) * a, t).toBe(limits.table.budget);
    }
    const walk = Array.from({ length: limits.allowances.optimal }, () => "optimal");
    expect(pathCost(limits.table, walk).allowed).toBe(true);
    expect(pathCost(limits.table, [...walk, "optimal"]).allowed).toBe(false);
  });

  it("measures a prone A5E mover of speed 74 and 196", () => {
    for (const speed of [74, 196]) {
      const limits = moveLimits({ ...MOVER, speed, conditions: ["prone"] }, { kind: "round" }, resolveRuleset(PRESETS.a5e));
      expectOneClassExact(limits.table);
      const area = reachableArea({ start: { q: 0, r: 0, s: 0 }, table: limits.table, classAt: () => "optimal+1", maxSteps: 3 });
      expect(area.size).toBe(37);
    }
  });

  it("scan: every speed 0..MAX_SPEED under every preset, prone or not, in every window, gives a table exact in each class", () => {
    const faults: string[] = [];
    const windows: MoveWindow[] = [{ kind: "round" }, { kind: "closed" }, ...[0, 1, 2, 3].map((phase) => ({ kind: "phase", phase }) as MoveWindow)];
    for (const [id, config] of Object.entries(PRESETS)) {
      for (const conditions of [[], ["prone"]]) {
        for (const window of windows) {
          for (let speed = 0; speed <= MAX_SPEED; speed++) {
            const where = `${id} ${conditions.join()} ${JSON.stringify(window)} speed ${speed}`;
            let fault: string | null;
            try {
              fault = oneClassFault(moveLimits({ ...MOVER, speed, conditions }, window, resolveRuleset(config)).table);
            } catch (e) {
              fault = String(e);
            }
            if (fault !== null) faults.push(`${where}: ${fault}`);
          }
        }
      }
    }
    expect(faults.slice(0, 5)).toEqual([]);
  }, 120_000);

  it("property: any integer allowances build a table; the same table as before whenever the lcm is a safe integer", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: MAX_ALLOWANCE }), { minLength: 1, maxLength: 60 }), (values) => {
        const allowances = Object.fromEntries(values.map((a, i) => [`c${i}`, a]));
        const table = buildCostTable(allowances);
        expectOneClassExact(table);
        const l = lcmOf(values);
        if (l <= BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(table.budget).toBe(Number(l));
          for (const [cls, a] of Object.entries(allowances)) if (a > 0) expect(table.costOf(cls)).toBe(Number(l) / a);
        } else {
          expect(Number.isSafeInteger(table.budget)).toBe(true);
          expect(table.budget).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 2);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("property: a path within the exact share of the rule is never refused, and one past it by more than hexes / L never allowed", () => {
    // allowances of many coprime-ish classes: the lcm passes 2^53
    const values = [199, 197, 193, 191, 181, 179, 173, 167, 163, 157, 151, 149, 139, 137, 131];
    expect(lcmOf(values) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const table = buildCostTable(Object.fromEntries(values.map((a, i) => [`c${i}`, a])));
    const den = lcmOf(values);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: values.length - 1 }), { maxLength: 220 }), (path) => {
        let num = 0n;
        for (const i of path) num += den / BigInt(values[i]!);
        const result = pathCost(table, path.map((i) => `c${i}`));
        if (num <= den) expect(result.allowed).toBe(true);
        // exact share > 1 + hexes / L → refused
        else if ((num - den) * BigInt(table.budget) > BigInt(path.length) * den) expect(result.allowed).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("cost table: golden cases, path cost and refusals (RULES.md §4 'Mixed paths')", () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      const r = e as RulesError;
      return { code: r.code, parameter: r.parameter, value: r.value, message: r.message };
    }
    throw new Error("expected a refusal");
  };
  // Optimal 6, hills 3, a mountain closed: L = 6, costs 1, 2 and Infinity.
  const table = buildCostTable({ hills: 3, optimal: 6, mountain: 0, road: 2 });

  it("the table: budget, classes in the order given, largest allowance, costs, allowances", () => {
    expect(table.budget).toBe(6);
    expect(table.classes).toEqual(["hills", "optimal", "mountain", "road"]);
    expect(table.maxAllowance).toBe(6);
    expect(["hills", "optimal", "mountain", "road"].map((c) => table.costOf(c))).toEqual([2, 1, Infinity, 3]);
    expect(["hills", "optimal", "mountain", "road"].map((c) => table.allowanceOf(c))).toEqual([3, 6, 0, 2]);
    expect(table.has("road")).toBe(true);
    expect(table.has("swamp")).toBe(false);
    const empty = buildCostTable({});
    expect([empty.budget, empty.maxAllowance, empty.classes.length]).toEqual([1, 0, 0]);
    expect(buildCostTable({ shut: 0 }).maxAllowance).toBe(0);
  });

  it("an unknown class is refused by costOf, allowanceOf and pathCost, naming the class", () => {
    for (const f of [() => table.costOf("swamp"), () => table.allowanceOf("swamp"), () => pathCost(table, ["optimal", "swamp"])]) {
      const r = refusal(f);
      expect(r).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "cost class", value: "swamp" });
      expect(r.message).toContain("no allowance given for this cost class");
    }
  });

  it("allowances that are not a map, or an allowance that is not a whole number from 0 to MAX_ALLOWANCE, are refused", () => {
    for (const bad of [null, [3], 5, "x"]) {
      const r = refusal(() => buildCostTable(bad as never));
      expect(r).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "allowances", value: bad });
      expect(r.message).toContain("expected a map cost class → hexes");
    }
    for (const a of [-1, 1.5, Number.NaN, "3", MAX_ALLOWANCE + 1]) expect(refusal(() => buildCostTable({ hills: a as never })).parameter).toBe("allowances.hills");
    expect(buildCostTable({ hills: MAX_ALLOWANCE, shut: 0 }).allowanceOf("hills")).toBe(MAX_ALLOWANCE);
  });

  it("a table not built by buildCostTable is refused", () => {
    const r = refusal(() => assertCostTable("limits.table", { budget: 6 }));
    expect(r).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "limits.table" });
    expect(r.message).toContain("expected a table from buildCostTable");
    expect(() => assertCostTable("limits.table", table)).not.toThrow();
    const p = refusal(() => pathCost({ budget: 6 } as never, []));
    expect(p).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "table" });
    expect(p.message).toContain("expected a table from buildCostTable");
    const c = refusal(() => pathCost(table, "optimal" as never));
    expect(c).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "classes", value: "optimal" });
    expect(c.message).toContain("expected an array of cost classes");
    // A hole in the list is refused by its index (a sparse array reads as undefined).
    // eslint-disable-next-line no-sparse-arrays
    expect(refusal(() => pathCost(table, [, "optimal"] as never)).parameter).toBe("classes[0]");
  });

  it("a path within the budget: cost, share in lowest terms, hexes left at the rate of the hex stood in", () => {
    expect(pathCost(table, ["optimal", "optimal", "optimal", "optimal"])).toEqual({ cost: 4, budget: 6, share: { numerator: 2, denominator: 3 }, allowed: true, hexesAllowed: 4, blockedAt: null, remaining: 2 });
    expect(pathCost(table, ["optimal", "optimal", "hills"]).remaining).toBe(1);
    expect(pathCost(table, ["optimal", "optimal", "optimal", "hills"]).remaining).toBe(0);
    expect(pathCost(table, ["hills", "optimal"]).remaining).toBe(3);
    expect(pathCost(table, ["road", "road"])).toMatchObject({ cost: 6, share: { numerator: 1, denominator: 1 }, allowed: true, hexesAllowed: 2, remaining: 0 });
  });

  it("an empty path: nothing used; hexes left in the start class, none in a closed one, null without one", () => {
    expect(pathCost(table, [])).toEqual({ cost: 0, budget: 6, share: { numerator: 0, denominator: 1 }, allowed: true, hexesAllowed: 0, blockedAt: null, remaining: null });
    expect(pathCost(table, [], "hills").remaining).toBe(3);
    expect(pathCost(table, [], "optimal").remaining).toBe(6);
    expect(pathCost(table, [], "mountain").remaining).toBe(0);
  });

  it("a path past the budget or into a closed hex: the first hex that does not fit, passable hexes all counted", () => {
    expect(pathCost(table, ["hills", "hills", "hills", "hills"])).toEqual({ cost: 8, budget: 6, share: { numerator: 4, denominator: 3 }, allowed: false, hexesAllowed: 3, blockedAt: 3, remaining: null });
    expect(pathCost(table, ["optimal", "mountain", "optimal", "mountain"])).toMatchObject({ cost: 2, allowed: false, hexesAllowed: 1, blockedAt: 1, remaining: null });
    expect(pathCost(table, ["hills", "hills", "hills", "hills", "mountain"])).toMatchObject({ cost: 8, blockedAt: 3, hexesAllowed: 3 });
    expect(pathCost(table, ["mountain", "hills", "hills", "hills", "hills"])).toMatchObject({ cost: 8, blockedAt: 0, hexesAllowed: 0 });
  });

  it("floorDiv is the exact floor, also for a division that comes out whole", () => {
    expect(floorDiv(6, 2)).toBe(3);
    expect(floorDiv(7, 2)).toBe(3);
    expect(floorDiv(0, 5)).toBe(0);
    expect(floorDiv(Number.MAX_SAFE_INTEGER, 3)).toBe(Number((BigInt(Number.MAX_SAFE_INTEGER) / 3n)));
    expect(floorDiv(Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER)).toBe(0);
  });
});
