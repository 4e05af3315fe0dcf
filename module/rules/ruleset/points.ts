/**
 * The named extension points of the core pipelines (docs/architecture.md). A rule module in force
 * contributes to some of them; the core calls what the resolved ruleset holds and never names a
 * module.
 * - A "one" point is a model: at most one module in force fills it; empty means the book's own
 *   behaviour.
 * - A "list" point takes every contribution, in registry order.
 * Each point's type lives beside the core pipeline that calls it; this file only names them.
 */

/** Points that one module at most fills (name → what it contributes). */
export interface OnePoints {
  /** Placeholder so the interface is never empty; no module contributes it. */
  readonly none: never;
}

/** Points every module in force may add to (name → one contribution). */
export interface ListPoints {
  /** A module whose only effect is its config values (a parameter another rule reads). */
  readonly parameter: true;
}

/** Which points are "one" (a compile error if a point of OnePoints is missing here). */
export const ONE_POINTS: Readonly<Record<keyof OnePoints, true>> = Object.freeze({ none: true });
/** Which points are "list". */
export const LIST_POINTS: Readonly<Record<keyof ListPoints, true>> = Object.freeze({ parameter: true });

/** What a module contributes: any subset of the points. */
export type Contribution = { readonly [P in keyof OnePoints]?: OnePoints[P] } & { readonly [P in keyof ListPoints]?: ListPoints[P] };

/** The points as a resolved ruleset holds them. */
export type ResolvedPoints = { readonly [P in keyof OnePoints]: OnePoints[P] | null } & { readonly [P in keyof ListPoints]: readonly ListPoints[P][] };
