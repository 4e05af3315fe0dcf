/**
 * The extension points of the travel pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */

/** Travel points one module at most fills (name → what it contributes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TravelOnePoints {}

/** Travel points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TravelListPoints {}

export const TRAVEL_ONE_POINTS: Readonly<Record<keyof TravelOnePoints, true>> = Object.freeze({});
export const TRAVEL_LIST_POINTS: Readonly<Record<keyof TravelListPoints, true>> = Object.freeze({});
