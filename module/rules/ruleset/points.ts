/**
 * The named extension points of the core pipelines (docs/architecture.md). A rule module in force
 * contributes to some of them; the core calls what the resolved ruleset holds and never names a
 * module.
 * - A "one" point is a model: at most one module in force fills it; empty means the book's own
 *   behaviour.
 * - A "list" point takes every contribution, in registry order.
 * Each pipeline declares its points in ./points/<pipeline>.ts; this file joins them.
 */
import { COMBAT_LIST_POINTS, COMBAT_ONE_POINTS, type CombatListPoints, type CombatOnePoints } from "./points/combat";
import { INITIATIVE_LIST_POINTS, INITIATIVE_ONE_POINTS, type InitiativeListPoints, type InitiativeOnePoints } from "./points/initiative";
import { LOAD_LIST_POINTS, LOAD_ONE_POINTS, type LoadListPoints, type LoadOnePoints } from "./points/load";
import { MOVEMENT_LIST_POINTS, MOVEMENT_ONE_POINTS, type MovementListPoints, type MovementOnePoints } from "./points/movement";
import { RESOLUTION_LIST_POINTS, RESOLUTION_ONE_POINTS, type ResolutionListPoints, type ResolutionOnePoints } from "./points/resolution";
import { TRAVEL_LIST_POINTS, TRAVEL_ONE_POINTS, type TravelListPoints, type TravelOnePoints } from "./points/travel";
import { TIME_LIST_POINTS, TIME_ONE_POINTS, type TimeListPoints, type TimeOnePoints } from "./points/time";

/** Points that one module at most fills (name → what it contributes). */
export interface OnePoints extends InitiativeOnePoints, CombatOnePoints, MovementOnePoints, LoadOnePoints, TravelOnePoints, ResolutionOnePoints, TimeOnePoints {}

/** Points every module in force may add to (name → one contribution). */
export interface ListPoints extends InitiativeListPoints, CombatListPoints, MovementListPoints, LoadListPoints, TravelListPoints, ResolutionListPoints, TimeListPoints {
  /** A module whose only effect is its config values (a parameter another rule reads). */
  readonly parameter: true;
}

/** Which points are "one" (a compile error if a point of OnePoints is missing here). */
export const ONE_POINTS: Readonly<Record<keyof OnePoints, true>> = Object.freeze({
  ...INITIATIVE_ONE_POINTS,
  ...COMBAT_ONE_POINTS,
  ...MOVEMENT_ONE_POINTS,
  ...LOAD_ONE_POINTS,
  ...TRAVEL_ONE_POINTS,
  ...RESOLUTION_ONE_POINTS,
  ...TIME_ONE_POINTS,
});
/** Which points are "list". */
export const LIST_POINTS: Readonly<Record<keyof ListPoints, true>> = Object.freeze({
  ...INITIATIVE_LIST_POINTS,
  ...COMBAT_LIST_POINTS,
  ...MOVEMENT_LIST_POINTS,
  ...LOAD_LIST_POINTS,
  ...TRAVEL_LIST_POINTS,
  ...RESOLUTION_LIST_POINTS,
  ...TIME_LIST_POINTS,
  parameter: true,
});

/** What a module contributes: any subset of the points. */
export type Contribution = { readonly [P in keyof OnePoints]?: OnePoints[P] } & { readonly [P in keyof ListPoints]?: ListPoints[P] };

/** The points as a resolved ruleset holds them. */
export type ResolvedPoints = { readonly [P in keyof OnePoints]: OnePoints[P] | null } & { readonly [P in keyof ListPoints]: readonly ListPoints[P][] };
