/**
 * The extension points of the initiative pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */

/** Initiative points one module at most fills (name → what it contributes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InitiativeOnePoints {}

/** Initiative points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InitiativeListPoints {}

export const INITIATIVE_ONE_POINTS: Readonly<Record<keyof InitiativeOnePoints, true>> = Object.freeze({});
export const INITIATIVE_LIST_POINTS: Readonly<Record<keyof InitiativeListPoints, true>> = Object.freeze({});
