import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { buildCostTable, pathCost, type CostTable } from "./cost-table";
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
