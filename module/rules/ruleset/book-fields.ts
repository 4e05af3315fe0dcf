/**
 * The book's own fields: the slots whose book value is the rule of RULES.md or RESOLUTION.md §3
 * (every other choice is a rule module that selects it) and the book rules a GM may switch off.
 */
import { bool, choice, slot, type EnabledWhen, type FieldDecl } from "./field-types";

/**
 * RESOLUTION.md §6: a 13A death save spends a recovery, so 13A dying needs 13A healing. Every other
 * healing choice (the book's and each model's) is usable only while the 0-health rule is not 13A's.
 */
export const HEALING_OTHER_THAN_A13: EnabledWhen = Object.freeze({ when: "resolution.zeroHealth", values: ["a13"], unless: true, code: "healingNeedsA13" });

/** Kept with each declaration's own type: the config's type is derived from it (./config-type.ts). */
export const BOOK_FIELDS = Object.freeze({
  /** RULES.md §2: 2d10, lower first; the total is the second. Locked mid-combat (VARIANTS.md §9.2). */
  "initiative.model": slot("er2d10", "select", { lockedInCombat: true }),
  /** The book has no surprise rule. */
  "combat.surprise": slot("off", "select"),
  /** RULES.md §4: the book has no engagement; tokens move freely past each other. */
  "combat.engagement": slot("off", "select"),
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
  /** RESOLUTION.md §3 (RB-2): the item's attack formula against a defence. */
  "resolution.attack": slot("book", "select"),
  /** RESOLUTION.md R4, RB-4: the book gives a natural 20 or 1 no meaning. */
  "resolution.naturals": slot("none", "select"),
  /** RESOLUTION.md RB-6: `unconscious` at 0, death the GM's. Locked mid-combat: dying states depend on it (§6). */
  "resolution.zeroHealth": slot("book", "select", { lockedInCombat: true }),
  /**
   * RESOLUTION.md RB-8: healing only by formula. §6: 13A dying spends recoveries, so the book's
   * healing is refused (and moved away by a change of `zeroHealth`) while `zeroHealth` is 13A's.
   */
  "resolution.healing": slot("book", "select", { bookEnabledWhen: HEALING_OTHER_THAN_A13 }),
  /** RESOLUTION.md RB-7: a flat d20 against the DC. */
  "resolution.saves": slot("book", "select"),
  /** RESOLUTION.md §3.3: the book has no morale. */
  "resolution.morale": slot("off", "select"),
  /** The book has no cover rule. */
  "resolution.cover": slot("none", "select"),
  /** RESOLUTION.md R11: who sees defence numbers on attack cards (the GM always). */
  "resolution.revealDefences": choice("observers", ["observers", "all", "gm"], "select"),
  /** RESOLUTION.md R7: the 0-health status is set and cleared automatically. */
  "resolution.autoZeroStatus": bool(true),
} satisfies Readonly<Record<string, FieldDecl>>);
