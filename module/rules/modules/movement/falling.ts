/**
 * Falling (VARIANTS.md §5.15, §13.3 row 34; 003:L238): "1d6 damage per 10′ fallen", dealt at the
 * second the elevation drops. The core (../../falling.ts) reads the drop in feet through the scene
 * scale; the adapter posts the card.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { FallingRule } from "../../ruleset/points/movement";

/** Book (003:L238): one d6 per whole 10 ft. */
export const OSE_FALLING: FallingRule = Object.freeze({ feetPerDie: 10, faces: 6 });

export const falling = {
  id: "movement.falling",
  domain: "movement",
  fields: { "movement.falling": bool(false) },
  presets: { ose: { "movement.falling": true } },
  contribute: () => ({ falling: OSE_FALLING }),
} as const satisfies RuleModule;
