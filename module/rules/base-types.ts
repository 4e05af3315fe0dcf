/**
 * The base value types the rule modules' shapes name: a terrain, a moment of combat, an action
 * record. Types only, a leaf (docs/architecture.md, "Where the module-facing types live");
 * ./terrain.ts, ./time.ts and ./combat/action.ts re-export them with their rules.
 */

export type TerrainId =
  | "optimal"
  | "plains"
  | "tundra"
  | "desert"
  | "forest"
  | "hills"
  | "swamp"
  | "jungle"
  | "mountains";

/**
 * A moment of combat. round ≥ 1, second 1..20.
 *
 * Decision (docs/rules.md §1): there is no "second 0". Second 1 is always an event
 * (the first movement phase), so "the start of round r" is simply {round: r, second: 1}
 * and toAbsolute/fromAbsolute stay a bijection.
 */
export interface ClockTime {
  readonly round: number;
  readonly second: number;
}

/**
 * One combatant's current action.
 * - `startedRound`: the round whose initiative roll set `score` (0: no action yet).
 * - `score`: the floored initiative score (the second casting starts, or the action lands).
 * - `castingSeconds`: 0 for a plain action; a spell's casting time otherwise.
 * - `landsAt`: absolute second (round·20 + second) the action takes effect; 0 while a delayed
 *   action waits for its new roll (see DELAYED_ACTION_ROLLS_NEW_INITIATIVE, ./time.ts).
 * - `delayedFrom`: 0, or the round whose action was delayed into this one.
 */
export interface ActionRecord {
  readonly startedRound: number;
  readonly score: number;
  readonly castingSeconds: number;
  readonly landsAt: number;
  readonly delayedFrom: number;
}
