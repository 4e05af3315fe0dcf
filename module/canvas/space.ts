/**
 * Size and space on the canvas (VARIANTS.md §6.6, §13.3 row 40): the tokens of a scene as the rules'
 * space index reads them (each token's own grid spaces, its size, its disposition), the one index a
 * drag builds at its start, and the ruler's and the move's refusal line. Every decision is the rules'
 * (spaceIndex, firstBlockedStep); this file only reads documents. Hidden tokens are left out, so a
 * path is never refused by a foe the player cannot see.
 */
import {
  firstBlockedStep,
  hexLayoutFromGridType,
  hexLine,
  offsetToCube,
  spaceIndex,
  spaceInForce,
  surroundsAt,
  type SurroundNote,
  type Cube,
  type HexLayout,
  type Ruleset,
  type SpaceIndex,
  type SpaceMover,
  type SpaceToken,
} from "../rules";
import { sizeOfToken } from "./grab";

type Offset = { i: number; j: number };

/** A token placeable as the space rule reads it (Token#document, #actor, #center). */
export interface SpacePlaceable {
  document: {
    id: string | null;
    name?: string | null;
    disposition?: number;
    hidden?: boolean;
    width: number;
    combatant?: { isDefeated?: boolean } | null;
    /** TokenDocument#getOccupiedGridSpaceOffsets (v13 and v14): the grid spaces the token covers. */
    getOccupiedGridSpaceOffsets?(): Offset[];
  };
  actor: { system?: unknown; statuses?: ReadonlySet<string> } | null;
  center?: { x: number; y: number };
}

/** What a drag reads once at its start. */
export interface DragSpace {
  readonly index: SpaceIndex;
  readonly layout: HexLayout;
  readonly names: ReadonlyMap<string, string>;
  /** What the index was built from: the mover and the visible tokens (the surround counts read them). */
  readonly mover: SpaceMover;
  readonly tokens: readonly SpaceToken[];
}

/** The grid spaces a token covers (its own shape), or its centre's space alone. */
function hexesOf(t: SpacePlaceable, offsetOf: (p: { x: number; y: number }) => Offset, layout: HexLayout): Cube[] {
  const spaces = t.document.getOccupiedGridSpaceOffsets?.() ?? [];
  return spaces.length > 0 ? spaces.map((o) => offsetToCube(o, layout)) : [offsetToCube(offsetOf(t.center!), layout)];
}

/** The tokens the space rule reads: visible, with an actor, a place and a known disposition. */
export function spaceTokens(placed: readonly SpacePlaceable[], offsetOf: (p: { x: number; y: number }) => Offset, layout: HexLayout): SpaceToken[] {
  const out: SpaceToken[] = [];
  for (const t of placed) {
    const d = t.document.disposition;
    if (t.document.hidden === true || !t.actor || !t.center || !t.document.id || typeof d !== "number" || d < -2 || d > 1) continue;
    out.push({ id: t.document.id, hexes: hexesOf(t, offsetOf, layout), disposition: d, size: sizeOfToken({ width: t.document.width, actor: t.actor }), defeated: t.document.combatant?.isDefeated === true });
  }
  return out;
}

/** The drag's space index, or null when the rule is off, the grid is not hexagonal or the mover is not on the canvas. */
export function dragSpace(mover: SpacePlaceable, placed: readonly SpacePlaceable[], grid: { type: number; offsetOf: (p: { x: number; y: number }) => Offset }, ruleset: Ruleset): DragSpace | null {
  if (!spaceInForce(ruleset) || !mover.center || !mover.document.id) return null;
  const layout = hexLayoutFromGridType(grid.type);
  if (layout === null) return null;
  const origin = offsetToCube(grid.offsetOf(mover.center), layout);
  // The mover's footprint as offsets from the hex its path runs through (its centre's).
  const footprint = hexesOf(mover, grid.offsetOf, layout).map((h) => ({ q: h.q - origin.q, r: h.r - origin.r, s: h.s - origin.s }));
  // The Squeezing status (004:L15) the GM sets: the rules decide what it does to the footprint.
  const squeezing = mover.actor?.statuses?.has("squeezing") === true;
  const self = { id: mover.document.id, disposition: mover.document.disposition ?? 0, size: sizeOfToken({ width: mover.document.width, actor: mover.actor }), footprint, squeezing };
  const tokens = spaceTokens(placed, grid.offsetOf, layout);
  const index = spaceIndex({ mover: self, tokens }, ruleset);
  const names = new Map(placed.map((t) => [t.document.id ?? "", t.document.name ?? ""]));
  return { index, layout, names, mover: self, tokens };
}

/** The creature whose space blocks a path through `points` (its waypoints' grid offsets, from the start), or null. */
export function blockerOf(drag: DragSpace, points: readonly Offset[], teleport: boolean): string | null {
  if (teleport || points.length < 2) return null;
  const path: Cube[] = [offsetToCube(points[0]!, drag.layout)];
  for (let k = 1; k < points.length; k++) for (const o of hexLine(points[k - 1]!, points[k]!, drag.layout).slice(1)) path.push(offsetToCube(o, drag.layout));
  return firstBlockedStep(path, drag.index)?.blocker ?? null;
}

/** The refusal line: the creature's name for the GM, a plain line for a player (a name may be secret). */
export function blockedLine(blocker: string | null, names: ReadonlyMap<string, string>, asGM: boolean, format: (key: string, data: Record<string, string>) => string): string | null {
  if (blocker === null) return null;
  return asGM ? format("ER.Space.BlockedBy", { name: names.get(blocker) || blocker }) : format("ER.Space.Blocked", {});
}

/** A move as preMoveToken gives it: its origin and waypoints (top-left positions). */
export interface SpaceMove {
  origin?: { x: number; y: number; width?: number; height?: number };
  passed?: { waypoints?: readonly { x: number; y: number; width?: number; height?: number }[] };
  pending?: { waypoints?: readonly { x: number; y: number; width?: number; height?: number }[] };
}

/**
 * The grid offsets of a move's path, from its origin: each waypoint's centre
 * (TokenDocument#getCenterPoint of the waypoint's position, v13 and v14) on the scene's grid.
 */
export function movePoints(move: SpaceMove, centreOf: (p: { x: number; y: number; width?: number; height?: number }) => { x: number; y: number }, offsetOf: (p: { x: number; y: number }) => Offset): Offset[] {
  const all = [...(move.origin ? [move.origin] : []), ...(move.passed?.waypoints ?? []), ...(move.pending?.waypoints ?? [])];
  return all.map((w) => offsetOf(centreOf(w)));
}

/**
 * The surround counts shown when the mover stops at `end` (VARIANTS.md §6.6, row 40): the rules'
 * `surroundsAt` on the drag's own reading of the tokens.
 */
export function surroundNotes(drag: DragSpace, end: Offset, ruleset: Ruleset): SurroundNote[] {
  return surroundsAt({ mover: drag.mover, at: offsetToCube(end, drag.layout), tokens: drag.tokens }, ruleset);
}

/** The ruler's surround line: names for the GM, "a foe" for a player (a name may be secret). */
export function surroundLine(notes: readonly SurroundNote[], names: ReadonlyMap<string, string>, asGM: boolean, format: (key: string, data: Record<string, string>) => string): string | null {
  if (notes.length === 0) return null;
  return notes
    .map((n) => {
      const data = { count: String(n.count), limit: String(n.limit) };
      const over = n.count > n.limit;
      if (asGM) return format(over ? "ER.Space.SurroundOver" : "ER.Space.Surround", { ...data, name: names.get(n.id) || n.id });
      return format(over ? "ER.Space.SurroundFoeOver" : "ER.Space.SurroundFoe", data);
    })
    .join(" · ");
}
