/**
 * Initiative (docs/rules.md §2): 2d10 plus modifiers; lower acts earlier; floor 1.
 */
import { assertInteger, assertNonNegativeInteger } from "./errors";
import { MAX_INITIATIVE, MAX_INITIATIVE_MODIFIER, MAX_RATING, MAX_STEPS, assertFieldsAtMost } from "./bounds";

/** Decision (docs/rules.md §2, quickness): −1 per full 10 points of quickness skill, i.e. −floor(quickness / 10). */
export const QUICKNESS_POINTS_PER_STEP = 10;

/** Book (docs/rules.md §2): the final score is never below 1. */
export const INITIATIVE_FLOOR = 1;

/** Book (docs/rules.md §2): weapon modifiers named in the text. Every weapon item carries its own. */
export const BOOK_WEAPON_MODIFIERS = Object.freeze({ fists: -2, greatAxe: 2 });

export interface InitiativeModifierInput {
  /** Quickness skill, integer ≥ 0. */
  quickness?: number;
  /** Weapon / fighting-style modifier in hand, integer. */
  weapon?: number;
  /** Steps in force (loaded/persistent encumbrance and forced march), integer ≥ 0. Each is +1. */
  encumbranceSteps?: number;
  /** Free situational modifier set by the GM, integer. */
  other?: number;
}

export interface InitiativeRollInput extends InitiativeModifierInput {
  /** The 2d10 total (integer ≥ 0; the core does not insist on 2..20 so variants remain possible). */
  roll: number;
}

export interface InitiativeModifierParts {
  /** −floor(quickness/10): zero or negative. */
  readonly quickness: number;
  readonly weapon: number;
  /** +1 per step. */
  readonly encumbrance: number;
  readonly other: number;
  /** Sum of the four parts (before the floor, which applies to the final score). */
  readonly total: number;
}

/** The modifier breakdown, for sheet tooltips. */
export function initiativeModifierParts(input: InitiativeModifierInput): InitiativeModifierParts {
  assertFieldsAtMost("input", input, { quickness: MAX_RATING, weapon: MAX_INITIATIVE_MODIFIER, encumbranceSteps: MAX_STEPS, other: MAX_INITIATIVE_MODIFIER });
  const q = input.quickness ?? 0;
  const weapon = input.weapon ?? 0;
  const steps = input.encumbranceSteps ?? 0;
  const other = input.other ?? 0;
  assertNonNegativeInteger("quickness", q);
  assertInteger("weapon", weapon);
  assertNonNegativeInteger("encumbranceSteps", steps);
  assertInteger("other", other);
  const quickness = 0 - Math.floor(q / QUICKNESS_POINTS_PER_STEP);
  return { quickness, weapon, encumbrance: steps, other, total: quickness + weapon + steps + other };
}

/** roll − floor(quickness/10) + weapon + encumbranceSteps + other, never below 1. */
export function initiativeScore(parts: InitiativeRollInput): number {
  assertFieldsAtMost("parts", parts, { roll: MAX_INITIATIVE });
  assertNonNegativeInteger("roll", parts.roll);
  const mods = initiativeModifierParts(parts);
  return Math.max(INITIATIVE_FLOOR, parts.roll + mods.total);
}
