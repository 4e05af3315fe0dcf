/**
 * The movement cost of a hex, as Foundry's movement actions ask for it (the arithmetic is in
 * hex-cost.ts and module/rules/move-limits.ts).
 */
import type { Offset } from "../rules/hex";
import { movementActionSource, type HexTerrain } from "../rules";
import { declaredMovementActions } from "../rules/movement-sources";
import { currentRuleset } from "../variants/setting";
import { movementVariants } from "./variant-costs";
import { movementPlace, tokenPlace } from "../compat";
import { hexCostFunction } from "./hex-cost";
import { moveContextOf } from "./mover";
import { placeKey, terrainAtOffset } from "./scene-terrain";

type CostFunction = (baseCost: number, from: Offset, to: Offset, distance: number, segment?: unknown) => number;

/**
 * The cost function of a movement action for one token (Foundry's `getCostFunction`). The terrain
 * of each hex is looked up where the segment is: on v14 the segment's Level (Scene Levels), at the
 * token's elevation on its own Level or that Level's floor on another; on v13 the token's elevation.
 */
export function tokenCostFunction(token: TokenDocument.Implementation, action: string | null = null): CostFunction {
  const scene = token.parent;
  const context = moveContextOf(token);
  if (scene === null || context === null) return (baseCost) => baseCost;
  const here = tokenPlace(token);
  const byPlace = new Map<string, (to: Offset) => number>();
  const costAt = (segment: unknown) => {
    const place = movementPlace(scene, segment, here);
    const key = placeKey(place);
    let cost = byPlace.get(key);
    if (cost === undefined) {
      // The hex's class under the ruleset (hazard, crawl, the action's extra cost).
      cost = hexCostFunction(context.limits, (o): HexTerrain => terrainAtOffset(scene, o, place), context.variants.classOf(action));
      byPlace.set(key, cost);
    }
    return cost;
  };
  return (baseCost, from, to, _distance, segment) => {
    // Core says this step is impossible (e.g. its own Modify Movement Cost behaviour): keep that.
    if (!Number.isFinite(baseCost)) return baseCost;
    // A change of elevation only, in the same hex, enters nothing.
    if (from.i === to.i && from.j === to.j) return 0;
    return costAt(segment)({ i: to.i, j: to.j });
  };
}

/**
 * Puts the movement actions the rule modules declare (rules/movement-sources.ts: e.g. dragging an
 * ally, VARIANTS.md row 42) into `CONFIG.Token.movement.actions`, before the cost functions are
 * installed. Each is walking under another name, label and icon (its label a lang key, which core
 * localises), selectable only while the ruleset in force lets its source count.
 */
export function registerMovementActions(): void {
  const actions = CONFIG.Token.movement.actions;
  const walk = actions.walk;
  if (walk === undefined) return;
  const walkSelect = walk.canSelect;
  let order = Math.max(0, ...Object.values(actions).map((a) => a.order ?? 0));
  for (const declared of declaredMovementActions()) {
    if (Object.prototype.hasOwnProperty.call(actions, declared.id)) continue;
    actions[declared.id] = {
      ...walk,
      label: declared.label,
      icon: declared.icon,
      order: ++order,
      canSelect: (token) => (walkSelect?.(token) ?? true) && movementActionSource(declared.id, movementVariants(currentRuleset)) !== null,
    };
  }
}

/**
 * Decision (RULES.md has no movement modes): every movement action that is not a teleport costs
 * by terrain; teleports keep core's cost. Under a ruleset that counts them, the swim, climb and
 * crawl actions (Foundry's action ids) and a module's own actions also cost their source's k (VARIANTS.md §4.3, D7).
 */
export function installMovementCosts(): void {
  for (const [id, action] of Object.entries(CONFIG.Token.movement.actions)) {
    if (action.teleport) continue;
    // Core passes the configured TokenDocument class, which is the implementation type.
    action.getCostFunction = (token) => tokenCostFunction(token as TokenDocument.Implementation, id);
  }
}
