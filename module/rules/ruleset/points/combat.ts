/**
 * The extension points of the combat pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */

/** Combat points one module at most fills (name → what it contributes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CombatOnePoints {}

/** Combat points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CombatListPoints {}

export const COMBAT_ONE_POINTS: Readonly<Record<keyof CombatOnePoints, true>> = Object.freeze({});
export const COMBAT_LIST_POINTS: Readonly<Record<keyof CombatListPoints, true>> = Object.freeze({});
