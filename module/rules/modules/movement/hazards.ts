/** Hazards on top of the book's divisors (VARIANTS.md §4.2, D7): each hazard adds to the extra-cost count k. */
import type { RuleModule } from "../../ruleset/types";

export const hazards = {
  id: "movement.hazards",
  domain: "movement",
  selects: { path: "movement.terrainModel", value: "divisorsPlusHazards" },
  presets: { osr: { "movement.terrainModel": "divisorsPlusHazards" }, a5e: { "movement.terrainModel": "divisorsPlusHazards" } },
  notes: [{ id: "hazardsIgnored", when: "movement.terrainModel", values: ["divisors"] }],
  contribute: () => ({ extraCostSources: ["hazard"] }),
} as const satisfies RuleModule;
