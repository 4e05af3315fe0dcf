/**
 * Movement cost on the hex map in integer units (RULES.md §4 "Mixed paths"): the cost table of one
 * mover in one phase and the cost of a path. The reachable area (reach.ts) searches with it.
 *
 * The rule itself (entering a hex of terrain T uses 1/A(T) of the phase, allowed while the share
 * is ≤ 1, A(T) = 0 cannot be entered) is the Decision documented at `pathShare` in path.ts; this
 * file states the same rule in integers: with L = lcm of the positive A values, entering T costs
 * L / A(T) units and the phase has a budget of L units. `pathCost` agrees exactly with `pathShare`
 * (tested) whenever L is a safe integer, which it is for every table of the book.
 *
 * Decision (RULES.md §4 "Mixed paths", VARIANTS.md D7: the variants' classes T+k can give 45
 * classes whose lcm passes 2^53, e.g. 71 bits for a prone A5E mover of speed 196): when the lcm of
 * the allowances is not a safe integer, the budget L is a common multiple of as many allowances as
 * stay a safe integer, taken in the order given (the caller lists its most used classes first),
 * scaled up to just under 2^53; a class whose A does not divide L costs ⌊L / A⌋ units. In one
 * class this is still exactly A hexes (L > A(A + 1)), remaining hexes and half a phase (standing
 * up) stay exact, and every cost within the budget is a safe integer; only a path mixing such
 * classes whose exact share exceeds 1 by less than (hexes in the path) / L ≤ 201 / 2^52 can be let
 * through, and no path within its share is refused. A table is never refused for its size.
 *
 * Cost classes are plain strings chosen by the caller (a terrain id, or e.g. "hills+1" for a
 * variant's extra cost).
 */
import { RulesError, assertNonNegativeInteger } from "./errors";
import { MAX_ALLOWANCE, assertAtMost, assertList } from "./bounds";
import type { Fraction } from "./path";

/** Integer entry costs for one mover in one phase. Build with {@link buildCostTable}. */
export interface CostTable {
  /** Units in the phase: L = lcm of the positive allowances (1 if there are none); see the Decision of cost-table.ts past 2^53. */
  readonly budget: number;
  /** The cost classes of the table, in the order given. */
  readonly classes: readonly string[];
  /** Largest allowance A of the table (0 if every class is impassable). */
  readonly maxAllowance: number;
  /** Units to enter a hex of this class: L / A (⌊L / A⌋ past 2^53); Infinity when A = 0. Throws RulesError for an unknown class. */
  costOf(cls: string): number;
  /** The allowance A the table was built with. Throws RulesError for an unknown class. */
  allowanceOf(cls: string): number;
  /** Whether the class is in the table. */
  has(cls: string): boolean;
}

/** @internal */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** @internal */
export class CostTableImpl implements CostTable {
  readonly budget: number;
  readonly classes: readonly string[];
  readonly maxAllowance: number;
  /** @internal class → units (Infinity when impassable). */
  readonly costs: ReadonlyMap<string, number>;
  private readonly allowances: ReadonlyMap<string, number>;

  constructor(allowances: ReadonlyMap<string, number>) {
    let max = 0;
    for (const a of allowances.values()) if (a > max) max = a;
    const l = budgetOf(allowances.values());
    const costs = new Map<string, number>();
    // L / A exactly when A divides L (always, unless the lcm is not a safe integer), else ⌊L / A⌋.
    for (const [cls, a] of allowances) costs.set(cls, a === 0 ? Infinity : Math.floor(l / a));
    this.budget = l;
    this.maxAllowance = max;
    this.classes = Object.freeze([...allowances.keys()]);
    this.costs = costs;
    this.allowances = allowances;
    Object.freeze(this);
  }

  costOf(cls: string): number {
    const c = this.costs.get(cls);
    if (c === undefined) throw unknownClass(cls);
    return c;
  }

  allowanceOf(cls: string): number {
    const a = this.allowances.get(cls);
    if (a === undefined) throw unknownClass(cls);
    return a;
  }

  has(cls: string): boolean {
    return this.costs.has(cls);
  }
}

/**
 * The budget L of a table: the lcm of the positive allowances when it is a safe integer, else the
 * common multiple of the Decision in this file's header (a safe integer either way).
 */
function budgetOf(values: Iterable<number>): number {
  let l = 1;
  let all = true;
  for (const a of values) {
    if (a === 0) continue;
    const m = l / gcd(l, a);
    if (m <= Math.floor(Number.MAX_SAFE_INTEGER / a)) l = m * a;
    else all = false;
  }
  return all ? l : l * Math.floor(Number.MAX_SAFE_INTEGER / l);
}

/** @internal */
export function unknownClass(cls: unknown): RulesError {
  return new RulesError("INVALID_ARGUMENT", "cost class", cls, "no allowance given for this cost class");
}

/**
 * The integer cost table for one mover in one phase, from A per cost class
 * (e.g. the result of `phaseAllowancesByTerrain`, possibly with extra classes).
 * Build it once per (mover, phase); it is immutable.
 */
export function buildCostTable(allowances: Readonly<Record<string, number>>): CostTable {
  if (allowances === null || typeof allowances !== "object" || Array.isArray(allowances)) {
    throw new RulesError("INVALID_ARGUMENT", "allowances", allowances, "expected a map cost class → hexes");
  }
  const map = new Map<string, number>();
  for (const [cls, a] of Object.entries(allowances)) {
    // The drag frame builds a table: the parameter name is built only for a bad allowance.
    if (!(Number.isInteger(a) && a >= 0 && a <= MAX_ALLOWANCE)) {
      assertNonNegativeInteger(`allowances.${cls}`, a);
      assertAtMost(`allowances.${cls}`, a, MAX_ALLOWANCE);
    }
    map.set(cls, a);
  }
  return new CostTableImpl(map);
}

/** Throws RulesError unless `table` was built by {@link buildCostTable}. */
export function assertCostTable(name: string, table: unknown): asserts table is CostTable {
  if (!(table instanceof CostTableImpl)) throw new RulesError("INVALID_ARGUMENT", name, table, "expected a table from buildCostTable");
}

/** @internal */
export function assertTable(table: unknown): asserts table is CostTableImpl {
  if (!(table instanceof CostTableImpl)) {
    throw new RulesError("INVALID_ARGUMENT", "table", table, "expected a table from buildCostTable");
  }
}

// ---------------------------------------------------------------------------
// Path cost
// ---------------------------------------------------------------------------

export interface PathCost {
  /** Units used by the passable hexes entered (may exceed the budget). */
  readonly cost: number;
  /** The table's budget L. */
  readonly budget: number;
  /** cost / budget in lowest terms: the same fraction as `pathShare(...).share`. */
  readonly share: Fraction;
  /** cost ≤ budget and no hex of a class with A = 0. */
  readonly allowed: boolean;
  /** Number of leading hexes of the path that fit. */
  readonly hexesAllowed: number;
  /** Index of the first hex that cannot be entered, or null. */
  readonly blockedAt: number | null;
  /**
   * Whole hexes left after the path at the rate of the class the mover then stands in
   * (the last hex entered, or `startClass` for an empty path): floor((L − cost) / costOf).
   * Same as `remainingHexes(share, A)`. Null when the path is not allowed or the class
   * is unknown (empty path without `startClass`).
   */
  readonly remaining: number | null;
}

/**
 * Cost of a path: `classes` lists the cost classes of the hexes entered, in order (not
 * the start hex). `startClass` is the class of the start hex, used only for `remaining`
 * when the path is empty. Same semantics as `pathShare` / `remainingHexes` in path.ts.
 */
export function pathCost(table: CostTable, classes: readonly string[], startClass?: string): PathCost {
  assertTable(table);
  if (!Array.isArray(classes)) {
    throw new RulesError("INVALID_ARGUMENT", "classes", classes, "expected an array of cost classes");
  }
  assertList("classes", classes);
  const costs = table.costs;
  const budget = table.budget;
  let cost = 0;
  let hexesAllowed = 0;
  let blockedAt: number | null = null;
  const n = classes.length;
  for (let k = 0; k < n; k++) {
    const c = costs.get(classes[k]!);
    if (c === undefined) throw unknownClass(classes[k]);
    if (c === Infinity) {
      if (blockedAt === null) blockedAt = k;
      continue;
    }
    cost += c;
    if (blockedAt === null) {
      if (cost <= budget) hexesAllowed = k + 1;
      else blockedAt = k;
    }
  }
  const allowed = blockedAt === null;
  let remaining: number | null = null;
  if (allowed) {
    const stand = n > 0 ? classes[n - 1] : startClass;
    if (stand !== undefined) {
      const c = table.costOf(stand);
      remaining = c === Infinity ? 0 : floorDiv(budget - cost, c);
    }
  }
  const g = gcd(cost, budget) || 1;
  return {
    cost,
    budget,
    share: { numerator: cost / g, denominator: budget / g },
    allowed,
    hexesAllowed,
    blockedAt,
    remaining,
  };
}

/** @internal Exact floor(a / b) for non-negative safe integers a and positive b. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q--;
  else if ((q + 1) * b <= a) q++;
  return q;
}
