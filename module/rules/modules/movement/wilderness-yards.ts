/**
 * Old-School Essentials in the wilderness (VARIANTS.md §13.1 D6 amended; 003:L401–L403): outdoors
 * "ranges and movement rates are measured in yards", three times the feet. On a scene the GM flags
 * *wilderness* a mover's hexes a round are tripled (the hex keeps its size); the missile ranges are
 * the OSE attack model's (ose-modifiers.ts). Areas stay in feet (L403).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import { WILDERNESS_YARDS_FACTOR } from "../../scene-scale";

export const wildernessYards = {
  id: "movement.wildernessYards",
  domain: "movement",
  fields: { "movement.wildernessYards": bool(false) },
  presets: { ose: { "movement.wildernessYards": true } },
  contribute: () => ({ wildernessMovement: WILDERNESS_YARDS_FACTOR }),
} as const satisfies RuleModule;
