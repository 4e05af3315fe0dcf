/**
 * Movement phases (docs/rules.md §3): the four movement seconds and the split of a
 * round's hexes over them.
 */
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";

export const SECONDS_PER_ROUND = 20;

/** Movement happens only at these seconds (docs/rules.md §3). */
export const MOVEMENT_SECONDS: readonly [1, 6, 11, 16] = Object.freeze([1, 6, 11, 16] as const);

export type PhaseIndex = 0 | 1 | 2 | 3;
export type PhaseSplit = readonly [number, number, number, number];

/**
 * Decision (docs/rules.md §3, split): phase weights 1/3, 1/4, 1/4, 1/6, stored in twelfths
 * for exact integer arithmetic. Each phase gets floor(n·w/12); leftovers go to the
 * largest fractional remainders (n·w mod 12), ties to the earlier phase; the four
 * results are then sorted from largest to smallest.
 */
export const PHASE_WEIGHTS_TWELFTHS: readonly [number, number, number, number] = Object.freeze([4, 3, 3, 2] as const);

/** Largest input for which n·12 is still a safe integer. */
const MAX_SPLIT_INPUT = Math.floor(Number.MAX_SAFE_INTEGER / 12);

/** The phase (0..3) whose movement happens at `second`, or null. second: integer 1..20. */
export function movementPhaseAt(second: number): PhaseIndex | null {
  assertIntegerInRange("second", second, 1, SECONDS_PER_ROUND);
  switch (second) {
    case 1:
      return 0;
    case 6:
      return 1;
    case 11:
      return 2;
    case 16:
      return 3;
    default:
      return null;
  }
}

/** Split a round's hexes over the four movement phases (docs/rules.md §3 Decision). */
export function splitPhases(hexesPerRound: number): PhaseSplit {
  assertNonNegativeInteger("hexesPerRound", hexesPerRound);
  if (hexesPerRound > MAX_SPLIT_INPUT) {
    throw new RulesError("OUT_OF_RANGE", "hexesPerRound", hexesPerRound, `expected at most ${MAX_SPLIT_INPUT}`);
  }
  return splitPhasesUnchecked(hexesPerRound);
}

/** @internal hot path, input already validated. */
export function splitPhasesUnchecked(n: number): PhaseSplit {
  const w = PHASE_WEIGHTS_TWELFTHS;
  const q0 = Math.floor((n * w[0]) / 12);
  const q1 = Math.floor((n * w[1]) / 12);
  const q2 = Math.floor((n * w[2]) / 12);
  const q3 = Math.floor((n * w[3]) / 12);
  const parts = [q0, q1, q2, q3];
  const rems = [n * w[0] - 12 * q0, n * w[1] - 12 * q1, n * w[2] - 12 * q2, n * w[3] - 12 * q3];
  let leftover = n - (q0 + q1 + q2 + q3);
  // Leftover is at most 3 (sum of remainders < 4·12 / 12). Largest remainder first, ties to earlier phase.
  while (leftover > 0) {
    let best = -1;
    let bestRem = -1;
    for (let i = 0; i < 4; i++) {
      const r = rems[i]!;
      if (r > bestRem) {
        bestRem = r;
        best = i;
      }
    }
    parts[best] = parts[best]! + 1;
    rems[best] = -1;
    leftover--;
  }
  // The parts come out largest first without a sort (docs/rules.md §3 Decision: "ordered from largest
  // to smallest"): the split of n + 12 is the split of n plus the non-increasing 4-3-3-2, and the
  // splits of 0..11 are non-increasing (both pinned in phases.test.ts), so every split is.
  return Object.freeze([parts[0]!, parts[1]!, parts[2]!, parts[3]!] as const);
}
