/**
 * The attack's situation as the scene gives it, computed on the rolling client (RESOLUTION.md §7.1,
 * RS-2, RO-3): the hex distance and the feet per hex of each target, and whether a hostile,
 * able-to-act token is close to the attacker. The player never types these; the ruleset's points
 * judge them (an empty point: nothing is close). No arithmetic of the game here.
 */
import { SYSTEM_ID } from "../constants";
import { isWildernessScene } from "../canvas/scene-fields";
import { MAX_POSITION_TOKENS, canAct, isConditionId, positionHints, sceneScale, type PlacedPositionToken, type PositionHint } from "../rules";
import type { Ruleset } from "../rules/ruleset/resolve";
import { hostileCloseAt, judgesHostileClose } from "../rules/resolution/models";

/** A token placeable as the scene holds it (Token#document, #actor, #center). */
export interface PlacedToken {
  document: { uuid: string; id?: string | null; disposition?: number; hidden?: boolean; elevation?: unknown; flags?: unknown };
  actor: unknown;
  center?: { x: number; y: number };
}

interface CanvasLike {
  grid?: {
    measurePath?(waypoints: object[]): { spaces?: number };
    isHexagonal?: boolean;
    getOffset?(point: { x: number; y: number }): { i: number; j: number };
    offsetToCube?(offset: { i: number; j: number }): { q: number; r: number; s: number };
  };
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

/** The token's hex in cube coordinates (core HexagonalGrid#getOffset → #offsetToCube), null off a hex grid. */
function cubeOf(token: PlacedToken): { q: number; r: number; s: number } | null {
  const grid = viewedCanvas()?.grid;
  if (!token.center || grid?.isHexagonal !== true || typeof grid.getOffset !== "function" || typeof grid.offsetToCube !== "function") return null;
  const c = grid.offsetToCube(grid.getOffset(token.center));
  return Number.isSafeInteger(c.q) && Number.isSafeInteger(c.r) && Number.isSafeInteger(c.s) ? { q: c.q, r: c.r, s: c.s } : null;
}

/** Core's dispositions as sides: FRIENDLY 1, HOSTILE −1; NEUTRAL and SECRET are no one's. */
function sideOf(disposition: number | undefined): PlacedPositionToken["side"] {
  return disposition === 1 ? "friendly" : disposition === -1 ? "hostile" : "neutral";
}

/** The back-to-back partner the GM set on the token (flag `backToBack`: the partner token's id, 004:L50). */
function backToBackOf(token: PlacedToken): string | undefined {
  const v = (token.document.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.["backToBack"];
  return typeof v === "string" && v.length > 0 && v.length <= 64 ? v : undefined;
}

function placedPosition(token: PlacedToken): PlacedPositionToken | null {
  const cube = cubeOf(token);
  const id = token.document.id ?? token.document.uuid;
  if (!cube || typeof id !== "string") return null;
  const elevation = typeof token.document.elevation === "number" && Number.isFinite(token.document.elevation) ? token.document.elevation : 0;
  const statuses = (token.actor as { statuses?: Iterable<string> } | null)?.statuses;
  const b2b = backToBackOf(token);
  return { id, ...cube, elevation, side: sideOf(token.document.disposition), conditions: [...(statuses ?? [])].slice(0, 64), ...(b2b === undefined ? {} : { backToBackWith: b2b }) };
}

/**
 * The position hints of an attack now (VARIANTS.md §13.3 row 44): where the tokens stand on the
 * viewed scene at the attacker's action second, as the last movement phase left them. The rolling
 * client shows them; the GM's client reads them again when it checks a player's card (card-verify.ts).
 * Off a hex grid, or with a token unplaced, none.
 */
export function positionHintsNow(ruleset: Ruleset, own: PlacedToken | null, target: PlacedToken | null, melee: boolean): readonly PositionHint[] {
  const attacker = own ? placedPosition(own) : null;
  const aimed = target ? placedPosition(target) : null;
  if (!attacker || !target || !aimed) return [];
  const others: PlacedPositionToken[] = [];
  for (const t of viewedCanvas()?.tokens?.placeables ?? []) {
    if (others.length >= MAX_POSITION_TOKENS) break;
    if (t === own || t === target) continue;
    // Bounded input: flanking allies and back-to-back partners stand next to the target; two hexes keeps a margin.
    const d = hexDistance(target, t);
    const p = d !== null && d <= 2 ? placedPosition(t) : null;
    if (p) others.push(p);
  }
  const grid = viewedCanvas()?.scene?.grid;
  return positionHints({ attacker, target: aimed, others, melee, gridDistance: grid?.distance, gridUnits: grid?.units }, ruleset);
}
