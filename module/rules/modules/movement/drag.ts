/**
 * A5E dragging an ally (VARIANTS.md row 42, §6.8; 004:L52): "every foot of movement costs you an
 * additional 2 feet", so a mover dragging by the `drag` movement action adds 2 to the extra-cost
 * count k (D7: k + 2, ⌊A(T) ÷ 3⌋ on its own). The module declares the source and the Foundry
 * action it adds; the core's tables and the canvas's action list are derived from that. The
 * ally's token following the path and its lost reaction are not part of this rule module yet.
 */
import { bool, type RuleModule } from "../../ruleset/types";

export const drag = {
  id: "movement.drag",
  domain: "movement",
  fields: { "movement.drag": bool(false) },
  presets: { a5e: { "movement.drag": true } },
  movementSources: {
    drag: { cost: 2, action: "drag", newAction: { label: "ER.Variants.Movement.Action.drag", icon: "fa-solid fa-people-pulling" } },
  },
  contribute: () => ({ extraCostSources: ["drag"] }),
} as const satisfies RuleModule;
