/**
 * The extension points of the load pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */

/** Load points one module at most fills (name → what it contributes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoadOnePoints {}

/** Load points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoadListPoints {}

export const LOAD_ONE_POINTS: Readonly<Record<keyof LoadOnePoints, true>> = Object.freeze({});
export const LOAD_LIST_POINTS: Readonly<Record<keyof LoadListPoints, true>> = Object.freeze({});
