/**
 * Enforcement of the movement rules in combat (world setting off / warn / enforce): before a token
 * moves, on the moving client, the decision of `moveDecision` (module/rules/move-limits.ts) refuses
 * the move (the token stays and nothing is recorded) or lets it through with a warning.
 */
import { moveDecision, spaceOutcome, type MoveDecision } from "../rules";
import { usedCostAfterMove, type MovementCosts } from "./hex-cost";
import { moveNotification } from "./label-context";
import { moveContextOf } from "./mover";
import { enforcementMode } from "./settings";
import { modeSteps, type StepWaypoint } from "./mode-steps";
import { isFollowingMount } from "./mounted";
import { blockedLine, blockerOf, dragSpace, movePoints, type SpaceMove, type SpacePlaceable } from "./space";

/** The waypoints of a move, as preMoveToken gives them (each with its movement action id). */
export interface MoveWaypoints {
  passed?: { waypoints?: readonly { action?: unknown }[] };
  pending?: { waypoints?: readonly { action?: unknown }[] };
}

/**
 * Whether a move is a teleport: it has waypoints and every one is by an action the core's
 * configuration marks `teleport` (blink, displace). A stuck or grabbed creature's own teleport
 * escapes its hold under 13A (rules `moveDecision`'s `teleport`).
 */
export function isTeleportMove(movement: MoveWaypoints, actions: Readonly<Record<string, { teleport?: boolean } | undefined>>): boolean {
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  return waypoints.length > 0 && waypoints.every((w) => typeof w.action === "string" && Object.hasOwn(actions, w.action) && actions[w.action]?.teleport === true);
}

/** Core's configured movement actions (none before CONFIG exists, as in a headless caller: no move is then a teleport). */
export function movementActions(): Readonly<Record<string, { teleport?: boolean } | undefined>> {
  return (globalThis as { CONFIG?: { Token?: { movement?: { actions?: Record<string, { teleport?: boolean }> } } } }).CONFIG?.Token?.movement?.actions ?? {};
}

/** The decision for a token's move, or null off a hex scene. `asGM` overrides the current user's role (tests). */
export function decideMove(
  token: TokenDocument.Implementation,
  movement: MovementCosts & MoveWaypoints,
  asGM: boolean = game.user?.isGM === true,
): MoveDecision | null {
  const context = moveContextOf(token, phaseSteps(token, movement));
  if (context === null) return null;
  return moveDecision({
    mode: enforcementMode(),
    isGM: asGM,
    phase: context.phase,
    conditions: context.mover.conditions,
    immobile: context.mover.immobile,
    forfeit: context.mover.forfeit ?? null,
    usedCost: usedCostAfterMove(movement) + context.spentOffset,
    budget: context.limits.table.budget,
    teleport: isTeleportMove(movement, movementActions()),
  }, context.variants.ruleset);
}

/**
 * The phase's movement and this move as the switching rule reads them (VARIANTS.md §6.5): the
 * recorded history (cleared at each movement second), the origin, the waypoints passed and pending.
 */
export function phaseSteps(token: Pick<TokenDocument.Implementation, "getCenterPoint" | "parent">, move: object): unknown {
  const grid = token.parent?.grid;
  if (!grid) return undefined;
  const movement = move as MoveWaypoints & { origin?: StepWaypoint; history?: { recorded?: { waypoints?: readonly StepWaypoint[] } } };
  const all = [...(movement.history?.recorded?.waypoints ?? []), ...(movement.origin ? [movement.origin] : []), ...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])] as StepWaypoint[];
  return modeSteps(all, (p) => token.getCenterPoint(p), (p) => grid.getOffset(p));
}

/**
 * Whether a move is judged at all: a continuation of a move already decided (a chained movement)
 * is not decided again, and an undo only gives hexes back, so it is never refused.
 */
export function needsDecision(movement: { chain: readonly unknown[]; method?: string }): boolean {
  return movement.chain.length === 0 && movement.method !== "undo";
}

export function registerEnforcement(): void {
  Hooks.on("preMoveToken", (token, movement) => {
    // A rider this client moves after its mount (row 41): the mount's move was the one judged.
    if (!needsDecision(movement) || isFollowingMount(token.uuid)) return;
    const decision = decideMove(token, movement);
    if (decision === null) return;
    const i18n = game.i18n;
    const note = moveNotification(
      decision,
      token.name ?? "",
      (key) => i18n?.localize(key) ?? key,
      (key, data) => i18n?.format(key, data) ?? key,
    );
    if (note !== null) {
      if (note.level === "error") ui.notifications?.error(note.message);
      else ui.notifications?.warn(note.message);
    }
    if (decision.outcome === "refuse") return false;
    return spaceCheck(token, movement as SpaceMove, isTeleportMove(movement, movementActions()));
  });
}

/**
 * A path through a hostile creature's space (VARIANTS.md §6.6, row 40): the space index of the
 * viewed canvas's tokens, built once for this move; refused or warned as the setting says.
 */
export function spaceCheck(token: TokenDocument.Implementation, movement: SpaceMove, teleport: boolean): false | void {
  const context = moveContextOf(token);
  const scene = token.parent;
  const placeable = token.object;
  if (context === null || scene === null || placeable === null) return;
  const placed = (globalThis as { canvas?: { tokens?: { placeables?: unknown[] } } }).canvas?.tokens?.placeables ?? [];
  const drag = dragSpace(placeable, placed as SpacePlaceable[], { type: scene.grid.type, offsetOf: (p) => scene.grid.getOffset(p) }, context.variants.ruleset);
  if (drag === null) return;
  const points = movePoints(movement, (p) => token.getCenterPoint(p), (p) => scene.grid.getOffset(p));
  const blocker = blockerOf(drag, points, teleport);
  const asGM = game.user?.isGM === true;
  const outcome = spaceOutcome({ mode: enforcementMode(), isGM: asGM, blocked: blocker !== null }, context.variants.ruleset);
  if (outcome === "allow") return;
  const i18n = game.i18n;
  const line = blockedLine(blocker, drag.names, asGM, (key, data) => i18n?.format(key, data) ?? key) ?? "";
  if (outcome === "refuse") {
    ui.notifications?.error(line);
    return false;
  }
  ui.notifications?.warn(line);
}
