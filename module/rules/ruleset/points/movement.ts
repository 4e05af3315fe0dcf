/**
 * The extension points of the movement pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */

/** Movement points one module at most fills (name → what it contributes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MovementOnePoints {}

/** Movement points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MovementListPoints {}

export const MOVEMENT_ONE_POINTS: Readonly<Record<keyof MovementOnePoints, true>> = Object.freeze({});
export const MOVEMENT_LIST_POINTS: Readonly<Record<keyof MovementListPoints, true>> = Object.freeze({});
