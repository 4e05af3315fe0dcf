/**
 * A5E dragging an ally (VARIANTS.md row 42, §6.8, §13.3; 004:L52): "every foot of movement costs
 * you an additional 2 feet", so a mover dragging by the `drag` movement action adds 2 to the
 * extra-cost count k (D7: k + 2, ⌊A(T) ÷ 3⌋ on its own; GT-8). The ally dragged follows the
 * dragger's path (the GM's client moves it: canvas/drag-ally.ts), loses that phase of its own
 * movement (the forfeit below) and its reaction for the round; the dragger spends its reaction.
 * This module declares the source, the Foundry action, the memory slice and the forfeit; the
 * decisions the GM's client makes are the core's (../../combat/drag-ally.ts).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { MovementForfeit } from "../../ruleset/points/movement";
import { DRAG_MEMORY, draggedPhaseLost, type DragMemory } from "../../combat/drag-ally";

/**
 * VARIANTS.md §13.3 row 42: the ally loses the phase it was dragged in. A drag already made stands
 * for its round even with the rule switched off.
 */
const DRAGGED_FORFEIT: MovementForfeit = Object.freeze({
  id: "dragged",
  label: "ER.Movement.Reason.dragged",
  whileOff: true,
  setBy: "draggedAt",
  applies: (input) => draggedPhaseLost(input.memory as unknown as DragMemory, { round: input.round, second: input.second }),
} satisfies MovementForfeit);

export const drag = {
  id: "movement.drag",
  domain: "movement",
  fields: { "movement.drag": bool(false) },
  presets: { a5e: { "movement.drag": true } },
  memory: DRAG_MEMORY,
  movementForfeits: [DRAGGED_FORFEIT],
  movementSources: {
    drag: { cost: 2, action: "drag", newAction: { label: "ER.Variants.Movement.Action.drag", icon: "fa-solid fa-people-pulling" } },
  },
  contribute: () => ({ extraCostSources: ["drag"] }),
} as const satisfies RuleModule;
