/**
 * The attack's situation as the scene gives it, computed on the rolling client (RESOLUTION.md §7.1,
 * RS-2, RO-3): the hex distance and the feet per hex of each target, and whether a hostile,
 * able-to-act token is close to the attacker. The player never types these; the ruleset's points
 * judge them (an empty point: nothing is close). No arithmetic of the game here.
 */
import { isWildernessScene } from "../canvas/scene-fields";
import { canAct, isConditionId, sceneScale } from "../rules";
import type { Ruleset } from "../rules/ruleset/resolve";
import { hostileCloseAt, judgesHostileClose } from "../rules/resolution/models";

/** A token placeable as the scene holds it (Token#document, #actor, #center). */
export interface PlacedToken {
  document: { uuid: string; disposition?: number; hidden?: boolean };
  actor: unknown;
  center?: { x: number; y: number };
}

interface CanvasLike {
  grid?: { measurePath?(waypoints: object[]): { spaces?: number } };
  scene?: { grid?: { distance?: unknown; units?: unknown }; flags?: unknown };
  tokens?: { placeables?: readonly PlacedToken[] };
}

function viewedCanvas(): CanvasLike | undefined {
  return (globalThis as { canvas?: CanvasLike }).canvas;
}

/** Hex distance between two tokens on the viewed scene (core grid measurement), null when either has no place. */
export function hexDistance(from: Pick<PlacedToken, "center"> | null, to: Pick<PlacedToken, "center">): number | null {
  const grid = viewedCanvas()?.grid;
  if (!from?.center || !to.center || typeof grid?.measurePath !== "function") return null;
  const spaces = grid.measurePath([from.center, to.center]).spaces;
  return typeof spaces === "number" ? spaces : null;
}

/**
 * The viewed scene's feet per hex (VARIANTS.md §13.1 "Scene scale"): its grid distance in its units,
 * converted by the rules core; a grid whose units are not a length reads as 5 ft.
 */
export function feetPerHex(): number {
  const grid = viewedCanvas()?.scene?.grid;
  return sceneScale(grid?.distance, grid?.units).feetPerHex;
}

/** Whether the viewed scene is flagged wilderness (VARIANTS.md §13.1 D6 amended: OSE ranges in yards). */
export function sceneWilderness(): boolean {
  return isWildernessScene(viewedCanvas()?.scene);
}

/** Core's token dispositions: FRIENDLY 1 and HOSTILE −1 are each other's foes (NEUTRAL 0, SECRET −2 are no one's). */
function hostileTo(own: number | undefined, other: number | undefined): boolean {
  return (own === 1 && other === -1) || (own === -1 && other === 1);
}

/** Whether the token's actor can act (RULES.md §7: its conditions; an id that is not a condition is ignored). */
function ableToAct(token: PlacedToken): boolean {
  const statuses = (token.actor as { statuses?: Iterable<string> } | null)?.statuses;
  return canAct([...(statuses ?? [])].filter(isConditionId));
}

/** The hex distances of the hostile, able-to-act tokens on the scene to `own` (RS-2's "hostile"). */
export function hostileDistances(own: PlacedToken, scene: readonly PlacedToken[]): number[] {
  const out: number[] = [];
  for (const t of scene) {
    if (t === own || !hostileTo(own.document.disposition, t.document.disposition) || !ableToAct(t)) continue;
    const d = hexDistance(own, t);
    if (d !== null) out.push(d);
  }
  return out;
}

/**
 * `AttackOptions.hostileClose` for an attacker's token now (OSR RS-2; 002:L51, L65): the model's
 * `hostileClose` judges the distances this client measured; with no such point, or no token, false.
 */
export function hostileCloseNow(ruleset: Ruleset, own: PlacedToken | null): boolean {
  if (!own || !judgesHostileClose(ruleset)) return false;
  return hostileCloseAt(hostileDistances(own, viewedCanvas()?.tokens?.placeables ?? []), feetPerHex(), ruleset);
}
