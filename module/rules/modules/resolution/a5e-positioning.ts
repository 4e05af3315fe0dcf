/**
 * A5E tactical positioning (VARIANTS.md §6.10, §13.3 row 44; 004:L47–L57), read at the attacker's
 * action second from where the last movement phase left the tokens:
 * - flanking (L53–L54): the attacker and an able ally on directly opposite hex neighbours of the
 *   target give the attacker an expertise die; a hex has three opposite pairs (§6.10), so two
 *   allies at 120° do not flank (GA-19). An incapacitated attacker or ally does not flank;
 * - back-to-back (L50): a target standing back-to-back with an adjacent ally cannot be flanked;
 * - attacking from above (L48): at least 5 ft above the target, not grappled or restrained, an
 *   expertise die on melee attacks.
 * Pulling from below (L57) helps Strength checks and saves, not attack rolls, so no attack card
 * carries it. Off-grid flanking (L55) does not arise: an ER scene is a hex grid.
 * Where this is in force: with A5E cover (`resolution.cover = "a5e"`), the A5E attack situation a
 * GM picks with the A5E preset; no field of its own.
 */
import type { RuleModule } from "../../ruleset/types";
import type { PositionHint, PositionInput, PositionToken, PositioningModel } from "../../ruleset/points/positioning";

/** 004:L48: "at least 5 feet above". */
const ABOVE_FEET = 5;

/** The cube step from `from` to `to`, or null when they are not hex neighbours. */
function step(from: PositionToken, to: PositionToken): { q: number; r: number; s: number } | null {
  const d = { q: to.q - from.q, r: to.r - from.r, s: to.s - from.s };
  const far = Math.max(Math.abs(d.q), Math.abs(d.r), Math.abs(d.s));
  return far === 1 && d.q + d.r + d.s === 0 ? d : null;
}

function adjacent(a: PositionToken, b: PositionToken): boolean {
  return step(a, b) !== null;
}

/** Allies: the same non-neutral side (core FRIENDLY/HOSTILE). */
function allied(a: PositionToken, b: PositionToken): boolean {
  return a.side !== "neutral" && a.side === b.side;
}

/** L50: the target stands back-to-back with an adjacent ally, so it cannot be flanked. */
function backToBack(input: PositionInput): boolean {
  const partnerId = input.target.backToBackWith;
  if (partnerId === undefined) return false;
  const partner = input.others.find((t) => t.id === partnerId);
  return partner !== undefined && allied(partner, input.target) && adjacent(partner, input.target);
}

/** L53–L54: an able ally of the attacker on the hex directly opposite it across the target. */
export function flanks(input: PositionInput): boolean {
  const { attacker, target } = input;
  const d = step(target, attacker);
  if (d === null || !attacker.able || attacker.side === "neutral" || allied(attacker, target) || backToBack(input)) return false;
  return input.others.some(
    (t) => t.id !== attacker.id && t.id !== target.id && t.able && allied(t, attacker) && t.q === target.q - d.q && t.r === target.r - d.r && t.s === target.s - d.s,
  );
}

/** L48: 5 ft or more above the target, not grappled or restrained, on a melee attack. */
export function attacksFromAbove(input: PositionInput): boolean {
  return input.melee && input.attacker.held !== true && input.attacker.elevationFeet - input.target.elevationFeet >= ABOVE_FEET;
}

export const A5E_POSITIONING: PositioningModel = {
  hints(input) {
    const out: PositionHint[] = [];
    if (flanks(input)) out.push({ key: "flanking", gives: "expertise" });
    if (attacksFromAbove(input)) out.push({ key: "fromAbove", gives: "expertise" });
    return out;
  },
};

export const a5ePositioning = {
  id: "resolution.a5ePositioning",
  domain: "resolution",
  inForceWhen: { when: "resolution.cover", values: ["a5e"] },
  contribute: () => ({ positioning: A5E_POSITIONING }),
} as const satisfies RuleModule;
