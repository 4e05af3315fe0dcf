/**
 * Mixed-terrain paths within one movement phase (docs/rules.md §4 "Mixed paths").
 * Exact rational arithmetic: shares are fractions with a common denominator.
 */
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { MAX_ALLOWANCE, MAX_SHARE_DENOMINATOR, assertAtMost, assertList, assertObject } from "./bounds";
import { movementAllowance, type MovementInput } from "./movement";
import type { PhaseIndex } from "./phases";
import { TERRAIN_IDS, assertTerrainId, type TerrainId } from "./terrain";
import type { Ruleset } from "./ruleset/resolve";

/** A non-negative fraction numerator/denominator in lowest terms (denominator ≥ 1). */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** Per-terrain allowance A(T) for the current phase. */
export type PhaseAllowances = Readonly<Partial<Record<TerrainId, number>>>;

export interface PathShare {
  /** Used share of the phase (may exceed 1 for a path that is too long). */
  readonly share: Fraction;
  /** share ≤ 1 and no hex of a terrain with A(T) = 0. */
  readonly allowed: boolean;
  /** Number of leading hexes of the path that fit (allowed prefix length). */
  readonly hexesAllowed: number;
  /** Index of the first hex that cannot be entered, or null. */
  readonly blockedAt: number | null;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function lcm(a: number, b: number): number {
  const r = (a / gcd(a, b)) * b;
  if (!Number.isSafeInteger(r)) {
    throw new RulesError("OUT_OF_RANGE", "allowances", r, "common denominator too large");
  }
  return r;
}

function reduce(n: number, d: number): Fraction {
  const g = gcd(n, d) || 1;
  return { numerator: n / g, denominator: d / g };
}

/**
 * Decision (docs/rules.md §4, mixed paths): entering a hex of terrain T uses 1/A(T) of the
 * phase; the path is allowed while the share is ≤ 1; a terrain with A(T) = 0 cannot be
 * entered. `path` lists the terrains of the hexes entered, in order.
 */
export function pathShare(allowances: PhaseAllowances, path: readonly TerrainId[]): PathShare {
  if (allowances === null || typeof allowances !== "object") {
    throw new RulesError("INVALID_ARGUMENT", "allowances", allowances, "expected a map terrain → hexes");
  }
  if (!Array.isArray(path)) throw new RulesError("INVALID_ARGUMENT", "path", path, "expected an array of terrain ids");
  assertList("path", path);
  let den = 1;
  const values: number[] = [];
  for (let i = 0; i < path.length; i++) {
    const t = path[i];
    assertTerrainId(`path[${i}]`, t);
    const a = allowances[t];
    if (a === undefined) {
      throw new RulesError("INVALID_ARGUMENT", `allowances.${t}`, a, `no allowance given for terrain of path[${i}]`);
    }
    assertNonNegativeInteger(`allowances.${t}`, a);
    assertAtMost(`allowances.${t}`, a, MAX_ALLOWANCE);
    values.push(a);
    if (a > 0) den = lcm(den, a);
  }
  let num = 0;
  let hexesAllowed = 0;
  let blockedAt: number | null = null;
  for (let i = 0; i < values.length; i++) {
    const a = values[i]!;
    if (a === 0) {
      if (blockedAt === null) blockedAt = i;
      continue;
    }
    num += den / a;
    if (blockedAt === null) {
      if (num <= den) hexesAllowed = i + 1;
      else blockedAt = i;
    }
  }
  return { share: reduce(num, den), allowed: blockedAt === null, hexesAllowed, blockedAt };
}

/**
 * Whole hexes left in the phase at the rate of the terrain the mover stands in:
 * floor((1 − share) × A(current)). share must be ≤ 1.
 */
export function remainingHexes(share: Fraction, currentAllowance: number): number {
  assertObject("share", share);
  assertNonNegativeInteger("share.numerator", share.numerator);
  assertIntegerInRange("share.denominator", share.denominator, 1, Number.MAX_SAFE_INTEGER);
  assertNonNegativeInteger("currentAllowance", currentAllowance);
  assertAtMost("share.denominator", share.denominator, MAX_SHARE_DENOMINATOR); assertAtMost("currentAllowance", currentAllowance, MAX_ALLOWANCE);
  if (share.numerator > share.denominator) {
    throw new RulesError("OUT_OF_RANGE", "share", share, "the used share exceeds the phase (path not allowed)");
  }
  return Math.floor(((share.denominator - share.numerator) * currentAllowance) / share.denominator);
}

/**
 * A(T) for every terrain in one phase: the movement allowance of the mover in that
 * terrain (after steps, adaptation, conditions and the split), phase `phase`. Under a ruleset that
 * counts them, the input's extra-cost sources (VARIANTS.md D7) apply in every terrain.
 */
export function phaseAllowancesByTerrain(
  input: Omit<MovementInput, "terrain">,
  phase: PhaseIndex,
  ruleset: Ruleset,
): Record<TerrainId, number> {
  assertIntegerInRange("phase", phase, 0, 3);
  const out = {} as Record<TerrainId, number>;
  for (const t of TERRAIN_IDS) {
    out[t] = movementAllowance({ ...input, terrain: t }, ruleset).phases[phase];
  }
  return out;
}
