/** Hazards instead of the book's divisors (VARIANTS.md §4.2): every terrain moves as optimal, hazards cost extra. */
import type { RuleModule } from "../../ruleset/types";

export const hazardsOnly: RuleModule = {
  id: "movement.hazardsOnly",
  domain: "movement",
  selects: { path: "movement.terrainModel", value: "hazardsOnly" },
};
