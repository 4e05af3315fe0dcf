/**
 * Hazards instead of the book's divisors (VARIANTS.md §4.2, §6.3; the pure 5e/A5E map): ER's
 * terrain of a hex (the scene's default, Terrain regions, paint) is no tactical movement cost, so
 * every hex counts as optimal (divisor 1.0; adaptation and steep ground then change nothing) and
 * only hazards slow the mover. The map's terrain is kept and still drives overland travel.
 */
import type { RuleModule } from "../../ruleset/types";

export const hazardsOnly = {
  id: "movement.hazardsOnly",
  domain: "movement",
  selects: { path: "movement.terrainModel", value: "hazardsOnly" },
  contribute: () => ({ terrainAs: () => "optimal", extraCostSources: ["hazard"] }),
} as const satisfies RuleModule;
