/**
 * An initiative model's record stated by its differences (VARIANTS.md §9.4): every field a model
 * leaves out takes the book's value (RULES.md §2: 2d10 every round, lower first, every ER part
 * added). Beside the point's type, so a module names only what its model changes.
 */
import type { AppliedErParts, InitiativeModelPoint } from "./initiative";

/** VARIANTS.md D4: the ER parts each kind of model adds to its mapped second. */
export const ER_PARTS: AppliedErParts = Object.freeze({ quickness: true, weapon: true, steps: true, other: true });
export const D4_PARTS: AppliedErParts = Object.freeze({ quickness: false, weapon: false, steps: true, other: true });
export const NO_PARTS: AppliedErParts = Object.freeze({ quickness: false, weapon: false, steps: false, other: false });

/** What a model must state: its id and its D3 mapping (the book's 2d10 has none of its own). */
export type InitiativeModelSpec = Pick<InitiativeModelPoint, "id" | "baseSecond"> & Partial<Omit<InitiativeModelPoint, "id" | "baseSecond">>;

/** The book's values of every field a model may leave out (RULES.md §2). */
export const BOOK_MODEL_DEFAULTS: Readonly<Omit<InitiativeModelPoint, "id" | "baseSecond">> = Object.freeze({
  cadence: "everyRound",
  dice: "2d10",
  faces: 0,
  rollsPer: "combatant",
  sharedRoll: true,
  hold: false,
  ready: false,
  holdIntoNextRound: false,
  appliesErParts: ER_PARTS,
  higherFirst: false,
  totalIsDex: false,
  reusesCheck: false,
  rollOff: false,
  // Decision (VARIANTS.md §6.2, GA-4): under ER 2d10, where lower is earlier, two 2d10 keep the lower.
  advantage: "{2d10, 2d10}kl",
  sheetFields: Object.freeze([]),
  sheetHint: "bonus",
  bonus: () => 0,
  tieKey: () => 0,
} satisfies Omit<InitiativeModelPoint, "id" | "baseSecond">);

/** A model record: the book's values, overridden by what `spec` states. Frozen. */
export function defineInitiativeModel(spec: InitiativeModelSpec): InitiativeModelPoint {
  return Object.freeze({ ...BOOK_MODEL_DEFAULTS, ...spec });
}
