/**
 * The one adapter that reads a token for the movement rules: the token (its scene's grid type, its
 * actor, disposition and combatant), its actor (profile, statuses, stand-up flag) and, in one visit
 * to combat (combat/move-state.ts), its combat, each once, handed on as one plain record. The
 * rules' `movePlanOf` (rules/move-plan.ts) makes everything else of it; canvas/mover.ts calls it.
 */
import { actorConditions, actorProfile } from "../actors/profile";
import { combatMoveState } from "../combat/move-state";
import { SYSTEM_ID } from "../constants";
import { hexLayoutFromGridType, type HexLayout, type MovePlanInput } from "../rules";
import { STOOD_UP_FLAG } from "./variant-costs";
import { MOUNT_COST_FLAG } from "../constants";
import { isWildernessScene } from "./scene-fields";
import { isFamiliarScene } from "../scene/time-flags";

export interface MoveInput extends MovePlanInput {
  /** The token's uuid (the move context's memo key). */
  readonly uuid: string;
  readonly disposition: unknown;
}

/** The hex layout of a scene's grid, or null for a square or gridless scene. */
export function sceneHexLayout(scene: Scene.Implementation | null | undefined): HexLayout | null {
  return scene ? hexLayoutFromGridType(scene.grid.type) : null;
}

/** Whether a started combat runs on the scene (or on no scene): the exploration window then gives way to the round's (VARIANTS.md §5.12). */
function fightOn(scene: Scene.Implementation): boolean {
  return (game.combats?.contents ?? []).some((c) => c.started && (c.scene === null || c.scene.id === scene.id));
}

/** The actor's speeds of its own as stored (VARIANTS.md §6.5; the rules bound them). */
function storedSpeeds(system: unknown): Record<string, unknown> {
  const m = (system as { movement?: Record<string, unknown> } | null | undefined)?.movement;
  return { climb: m?.["climb"], swim: m?.["swim"], fly: m?.["fly"], burrow: m?.["burrow"] };
}

/**
 * The move input of a token, or null when it has no actor. `steps`: the phase's movement and the
 * move planned, as canvas/mode-steps.ts reads them (VARIANTS.md §6.5: switching speeds); absent: none.
 */
export function moveInputOf(token: TokenDocument.Implementation, steps?: unknown): MoveInput | null {
  const actor = token.actor;
  if (!actor) return null;
  // The actor's system once: its profile and its speeds of its own (VARIANTS.md §6.5).
  const system = actor.system;
  const flags = actor.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  // The scene once: its grid type, its wilderness flag (VARIANTS.md §13.1) and what the exploration window reads (§5.12).
  const scene = token.parent;
  const grid = scene?.grid;
  return {
    uuid: token.uuid,
    gridType: grid?.type ?? null,
    disposition: token.disposition,
    profile: actorProfile({ system }).movement,
    conditions: actorConditions(actor),
    stoodUp: flags?.[SYSTEM_ID]?.[STOOD_UP_FLAG],
    // Row 41: its own mount or dismount's cost (the rider it carries: combatMoveState; they share movement).
    mountCost: flags?.[SYSTEM_ID]?.[MOUNT_COST_FLAG],
    wilderness: isWildernessScene(scene),
    // The exploration window outside combat reads the scene's scale and its "familiar area" flag (VARIANTS.md §5.12).
    scene: scene && grid ? { distance: grid.distance, units: grid.units, familiar: isFamiliarScene(scene), fighting: fightOn(scene) } : null,
    ...combatMoveState(token.combatant),
    speeds: storedSpeeds(system),
    ...(steps === undefined ? {} : { steps }),
  };
}
