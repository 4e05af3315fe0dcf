/**
 * The one adapter that reads a token for the movement rules: its scene's hex layout, its actor's
 * movement profile and conditions, its combat (one visit: combat/move-state.ts) and its stand-up
 * flag, handed on as one plain record. canvas/mover.ts turns it into the rules' mover and limits.
 */
import { actorConditions, actorProfile, type ActorProfile } from "../actors/profile";
import { combatMoveState, type CombatMoveState } from "../combat/move-state";
import { hexLayoutFromGridType, type HexLayout } from "../rules/hex";

export interface MoveInput extends CombatMoveState {
  readonly layout: HexLayout;
  readonly profile: ActorProfile["movement"];
  /** The actor's status ids. */
  readonly conditions: readonly string[];
  readonly disposition: unknown;
  /** What the stand-up flag is read from (canvas/variant-costs.ts `stoodUpNow`). */
  readonly actor: { readonly statuses?: ReadonlySet<string>; readonly flags?: unknown };
}

/** The hex layout of a scene's grid, or null for a square or gridless scene. */
export function sceneHexLayout(scene: Scene.Implementation | null | undefined): HexLayout | null {
  return scene ? hexLayoutFromGridType(scene.grid.type) : null;
}

/** The move input of a token on a hex scene, or null when the scene is not hexagonal or the token has no actor. */
export function moveInputOf(token: TokenDocument.Implementation): MoveInput | null {
  const layout = sceneHexLayout(token.parent);
  const actor = token.actor;
  if (layout === null || !actor) return null;
  return {
    layout,
    profile: actorProfile(actor).movement,
    conditions: actorConditions(actor),
    disposition: token.disposition,
    actor,
    ...combatMoveState(token.combatant),
  };
}
