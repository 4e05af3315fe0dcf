/**
 * Pure movement-cost adapters: the cost of entering each hex, and the units a move uses, from
 * plain data. The Foundry glue is movement-cost.ts and enforcement.ts.
 *
 * Each grid step into a hex costs that hex's integer units from the mover's cost table
 * (module/rules/reach.ts): L / A(T) for its effective terrain T in the current window. With the
 * grid distance of 1 per hex (system.json), Foundry's cumulative `measurement.cost` is then the
 * used share of the phase × L, which the ruler label turns back into hexes.
 */
import { entryCost, type HexTerrain, type MoveLimits } from "../rules";
import type { Offset } from "../rules/hex";

/**
 * The cost of entering each hex, given the limits and the map's terrain. `classOf` gives a hex's
 * cost class for the mover under the ruleset in force (rules: `hexClassifier`; the effective
 * terrain under the book, "T+k" under a ruleset that counts extra costs). It is required: a
 * forgotten one would silently measure the book.
 */
export function hexCostFunction(
  limits: MoveLimits,
  terrainAt: (offset: Offset) => HexTerrain,
  classOf: (hex: HexTerrain) => string,
): (to: Offset) => number {
  return (to) => entryCost(limits.table, classOf(terrainAt(to)));
}

/** The part of Foundry's movement data (preMoveToken) the enforcement decision reads. */
export interface MovementCosts {
  chain: readonly string[];
  history: { recorded: { cost: number } };
  passed: { cost: number };
  pending: { cost: number };
}

/**
 * Units used in the phase once this move is made: the recorded history of the phase (cleared at
 * each movement second) plus the part of this move already passed and the part still pending.
 */
export function usedCostAfterMove(movement: MovementCosts): number {
  return movement.history.recorded.cost + movement.passed.cost + movement.pending.cost;
}
