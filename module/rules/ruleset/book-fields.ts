/**
 * The book's own fields: the slots whose book value is the rule of RULES.md (every other choice is
 * a rule module that selects it) and the two book rules a GM may switch off.
 */
import { bool, slot, type FieldDecl } from "./types";

export const BOOK_FIELDS: Readonly<Record<string, FieldDecl>> = Object.freeze({
  /** RULES.md §2: 2d10, lower first; the total is the second. Locked mid-combat (VARIANTS.md §9.2). */
  "initiative.model": slot("er2d10", "select", { lockedInCombat: true }),
  /** The book has no surprise rule. */
  "combat.surprise": slot("off", "select"),
  /** RULES.md §4: terrain divides the speed (VARIANTS.md §4.2). */
  "movement.terrainModel": slot("divisors", "radio"),
  /** RULES.md §5: prone creatures do not move. */
  "movement.prone": slot("book", "radio"),
  /** RULES.md §6: encumbrance steps. */
  "encumbrance.model": slot("er", "select"),
  /** RULES.md §6: persistent encumbrance, which needs the book's steps. */
  "encumbrance.persistent": bool(true, { enabledWhen: { when: "encumbrance.model", values: ["er"], code: "persistentNeedsEr", otherwise: false } }),
  /** RULES.md §7: miles per day by terrain. */
  "travel.model": slot("er", "radio"),
  /** RULES.md §6: the book's forced march, which needs the book's travel model. */
  "travel.forcedMarch": slot("er", "radio", { bookEnabledWhen: { when: "travel.model", values: ["er"], code: "forcedMarchNeedsEr" } }),
  /** 002:L219, 003:L59 (VARIANTS.md row 49): the party moves at its slowest member's pace. */
  "travel.partyPace": bool(true),
});
