/**
 * How conditions that hold a creature in place treat moves (13A stuck and grabbed, VARIANTS.md
 * row 8, §3.8, §13.3; 001:L465, L489–L495): whether a mover's own teleport escapes the conditions
 * that forfeit its movement, a creature's size category, and what a grabber's move does to the
 * creature it grabs. The ruleset's `conditionMoves` point gives the rule; empty, RULES.md §7 alone
 * applies (no teleport escapes, no grab). Pure.
 */
import { RulesError } from "./errors";
import { assertList, assertObject } from "./bounds";
import { CONDITIONS, isConditionId } from "./conditions";
import { movementPoints } from "./movement-points";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { GrabberMove, SizeCategory } from "./ruleset/points/movement";

export type { GrabberMove, SizeCategory } from "./ruleset/points/movement";

/** The size categories, smallest first (004:L6). */
export const SIZE_CATEGORIES: readonly SizeCategory[] = Object.freeze(["tiny", "small", "medium", "large", "huge", "gargantuan"] as const);

export function isSizeCategory(x: unknown): x is SizeCategory {
  return typeof x === "string" && (SIZE_CATEGORIES as readonly string[]).includes(x);
}

/** The widest hex footprint read (a token wider than this is still gargantuan). */
export const MAX_FOOTPRINT = 100;

/**
 * Decision (VARIANTS.md §13.3 row 40 not built yet): a creature's size is the category its actor
 * declares when it declares a known one; otherwise it is read from its token's footprint in hexes
 * (1 or less: medium, 2: large, 3: huge, 4 or more: gargantuan, the footprints of 004:L6 on a
 * 5-ft hex). A footprint that is not a positive number reads as 1.
 */
export function sizeOf(input: { readonly declared: unknown; readonly footprint: number }): SizeCategory {
  assertObject("input", input);
  if (isSizeCategory(input.declared)) return input.declared;
  const f = typeof input.footprint === "number" && Number.isFinite(input.footprint) && input.footprint > 0 ? Math.min(MAX_FOOTPRINT, input.footprint) : 1;
  return f >= 4 ? "gargantuan" : f >= 3 ? "huge" : f >= 2 ? "large" : "medium";
}

function assertConditionList(name: string, conditions: unknown): asserts conditions is readonly string[] {
  assertList(name, conditions);
  conditions.forEach((c, i) => {
    if (typeof c !== "string") throw new RulesError("INVALID_ARGUMENT", `${name}[${i}]`, c, "expected a status id");
  });
}

/**
 * Whether a mover's own teleport escapes every condition that forfeits its movement (13A: stuck
 * "without teleporting", 001:L465; grabbed "unless you teleport", L491). False when the ruleset
 * has no such rule, when no condition forfeits movement (nothing to escape), or when any
 * forfeiting condition is not one the rule lets a teleport escape (stunned: no actions, L469).
 */
export function teleportEscapes(conditions: readonly string[], ruleset: Ruleset): boolean {
  assertConditionList("conditions", conditions);
  const rule = movementPoints(ruleset).conditionMoves;
  if (rule === null) return false;
  const forfeiting = conditions.filter((c) => isConditionId(c) && CONDITIONS[c].movement === "none");
  return forfeiting.length > 0 && forfeiting.every((c) => rule.teleportEscapes.includes(c));
}

/** A grabber, the creature it grabs, and that creature's conditions. */
export interface GrabberMoveInput {
  readonly grabber: SizeCategory;
  readonly grabbed: SizeCategory;
  readonly grabbedConditions: readonly string[];
}

/**
 * What a grabber's move does to the creature it grabs (001:L493): "carry" it along, or "letGo"
 * of it. Null when the ruleset has no grab rule (the grabbed creature stays, its `grabbed`
 * condition the GM's).
 */
export function grabberMove(input: GrabberMoveInput, ruleset: Ruleset): GrabberMove | null {
  assertObject("input", input);
  for (const k of ["grabber", "grabbed"] as const) {
    if (!isSizeCategory(input[k])) throw new RulesError("INVALID_ARGUMENT", `input.${k}`, input[k], `expected one of ${SIZE_CATEGORIES.join(", ")}`);
  }
  assertConditionList("input.grabbedConditions", input.grabbedConditions);
  const rule = movementPoints(ruleset).conditionMoves;
  return rule === null ? null : rule.grabberMoves(input.grabber, input.grabbed, input.grabbedConditions);
}
