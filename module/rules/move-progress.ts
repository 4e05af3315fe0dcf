/**
 * Where a mover stands in its window's budget (RULES.md §3–§5): the units to enter a hex, the
 * progress after a measured cost, and the units a phase's history already used. Pure; the cost
 * table is reach.ts's. (Split from move-limits.ts, which re-exports them.)
 */
import { assertCostTable, type CostTable } from "./reach";
import { assertList } from "./bounds";
import { assertNonNegativeInteger } from "./errors";

/**
 * Units to enter a hex of class `cls`: the table's L / A(T). Decision (adapter, recorded here): a
 * hex that cannot be entered in this window (A = 0) costs budget + 1 instead of Infinity, so a
 * single step into it already exceeds the window. Foundry then never meets an infinite cost, which
 * would cut the path short even for the GM or with enforcement off; the ruler marks it beyond.
 */
export function entryCost(table: CostTable, cls: string): number {
  assertCostTable("table", table);
  const c = table.costOf(cls);
  return c === Infinity ? table.budget + 1 : c;
}

export interface MoveProgress {
  /** The used cost fits the window (≤ budget). */
  readonly within: boolean;
  /** Whole hexes left at the rate of the class the mover stands in (0 when beyond). */
  readonly remaining: number;
}

/** Where a mover stands after using `usedCost` units (Foundry's cumulative measured cost). */
export function moveProgress(table: CostTable, usedCost: number, standClass: string): MoveProgress {
  assertCostTable("table", table);
  const within = Number.isFinite(usedCost) && usedCost <= table.budget;
  if (!within) return { within, remaining: 0 };
  const c = table.costOf(standClass);
  const left = table.budget - Math.max(0, usedCost);
  return { within, remaining: c === Infinity ? 0 : Math.floor(left / c) };
}

/**
 * Units already used, from the costs of the movement history's waypoints: finite costs summed,
 * rounded and clamped to [0, budget] (history recorded under other limits can exceed the budget).
 */
export function spentUnits(historyCosts: readonly number[], budget: number): number {
  assertList("historyCosts", historyCosts); assertNonNegativeInteger("budget", budget);
  let sum = 0;
  for (const c of historyCosts) if (Number.isFinite(c) && c > 0) sum += c;
  return Math.min(budget, Math.max(0, Math.round(sum)));
}
