/**
 * Position on the map read for an attack (VARIANTS.md §6.10, §13.3 row 44): the plain record the
 * attack adapter builds from the tokens where the last movement phase left them, and the hints a
 * `positioning` rule gives back for the card. A leaf: types only.
 */

/** Whose side a token is on, as its disposition says (core FRIENDLY / HOSTILE; the rest: no one's). */
export type PositionSide = "friendly" | "hostile" | "neutral";

/** One token as the scene holds it: its hex in cube coordinates (q + r + s = 0) and its elevation. */
export interface PositionToken {
  readonly id: string;
  readonly q: number;
  readonly r: number;
  readonly s: number;
  /** Elevation in feet (the adapter's scene scale converts grid units). */
  readonly elevationFeet: number;
  readonly side: PositionSide;
  /** Can act (RULES.md §7 conditions); an incapacitated creature cannot flank (004:L54). */
  readonly able: boolean;
  /** Grappled or restrained (004:L48, L57). Absent: not. */
  readonly held?: boolean;
  /** The id of the ally it stands back-to-back with (004:L50), declared by the GM; absent: none. */
  readonly backToBackWith?: string;
}

/** What an attack reads of the map: the attacker, its target, the tokens near them, and the attack's kind. */
export interface PositionInput {
  readonly attacker: PositionToken;
  readonly target: PositionToken;
  readonly others: readonly PositionToken[];
  readonly melee: boolean;
}

/**
 * A token as the adapter reads it: its elevation in the scene's grid units (core `TokenDocument#elevation`)
 * and its condition ids (RULES.md §7), from which `positionHints` reads `able` and `held`.
 */
export type PlacedPositionToken = Omit<PositionToken, "elevationFeet" | "able" | "held"> & { readonly elevation: number; readonly conditions: readonly string[] };

/** What the attack adapter reads of the map; `positionHints` turns elevations into feet by the scene scale. */
export interface PositionRead {
  readonly attacker: PlacedPositionToken;
  readonly target: PlacedPositionToken;
  readonly others: readonly PlacedPositionToken[];
  readonly melee: boolean;
  /** The scene's grid distance and units (VARIANTS.md §13.1 scene scale). */
  readonly gridDistance: unknown;
  readonly gridUnits: unknown;
}

/** One hint for the card: a lang key under `ER.Resolution.Position.` and what it gives (an expertise die). */
export interface PositionHint {
  readonly key: string;
  readonly gives: "expertise" | "advantage";
}

/** A positioning rule (A5E 004:L47–L57). Empty point: position gives nothing. */
export interface PositioningModel {
  hints(input: PositionInput): readonly PositionHint[];
}
