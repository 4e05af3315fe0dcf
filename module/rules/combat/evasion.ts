/**
 * Evasion before a fight (VARIANTS.md §5.14, §13.3 row 33): the sides are made from the combatants'
 * token dispositions and their ER hexes a round (load and terrain applied by `movementAllowance`);
 * a side moves at its slowest member's rate. The decision and its tables are the ruleset's
 * `evasion` point (a rule module); with it empty (the book) there is no evasion. Pure; every value
 * read from a document is untrusted and bounded here.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ALLOWANCE, assertObject } from "../bounds";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/resolve";
import type { EvasionInput, EvasionResult, EvasionRule, EvasionSide } from "../ruleset/points/time";

/** At most this many heads a side (a bound, well above any table's last band). */
export const MAX_EVASION_COUNT = 10_000;
/** The GM's environment modifier, in percentage points. */
export const MAX_EVASION_MODIFIER = 100;

export const EVASION_SETTINGS = Object.freeze(["dungeon", "wilderness", "water"] as const);
export const EVASION_SURPRISES = Object.freeze(["none", "fleeing", "pursuers"] as const);
/** Which side flees: the friendly tokens (the party) or the hostile ones. */
export const EVASION_FLEEING = Object.freeze(["friendly", "hostile"] as const);
export type EvasionFleeing = (typeof EVASION_FLEEING)[number];

/** Foundry's token dispositions as stored (CONST.TOKEN_DISPOSITIONS): friendly 1, hostile −1. */
const FRIENDLY = 1;
const HOSTILE = -1;

/** The evasion rule in force, or null under the book. */
export function evasionOf(ruleset: Ruleset): EvasionRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.evasion;
}

function assertSide(name: string, side: unknown): asserts side is EvasionSide {
  assertObject(name, side);
  assertIntegerInRange(`${name}.count`, side["count"], 1, MAX_EVASION_COUNT);
  assertIntegerInRange(`${name}.hexesPerRound`, side["hexesPerRound"], 0, MAX_ALLOWANCE);
}

function assertOneOf<T extends string>(name: string, value: unknown, choices: readonly T[]): asserts value is T {
  if (!choices.includes(value as T)) throw new RulesError("INVALID_ARGUMENT", name, value, `expected one of ${choices.join(", ")}`);
}

/** The outcome of an evasion (VARIANTS.md §5.14); throws under a ruleset without evasion or on bad input. */
export function decideEvasion(input: EvasionInput, ruleset: Ruleset): EvasionResult {
  const rule = evasionOf(ruleset);
  if (rule === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", null, "no evasion rule is in force");
  assertObject("input", input);
  assertOneOf("input.setting", input.setting, EVASION_SETTINGS);
  assertOneOf("input.surprise", input.surprise, EVASION_SURPRISES);
  assertSide("input.fleeing", input.fleeing);
  assertSide("input.pursuers", input.pursuers);
  if (typeof input.pursue !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.pursue", input.pursue, "expected true or false");
  assertIntegerInRange("input.modifier", input.modifier, -MAX_EVASION_MODIFIER, MAX_EVASION_MODIFIER);
  assertIntegerInRange("input.roll", input.roll, 1, 100);
  return rule.decide(input);
}

/** One combatant as the evasion reads it: its token's disposition as stored and its hexes a round. */
export interface EvasionMember {
  readonly disposition: unknown;
  readonly hexesPerRound: number;
}

/**
 * The two sides from the combatants (VARIANTS.md §5.14 "sides by token disposition"): friendly
 * against hostile; neutral and secret tokens take no side. A side with no member is null. Decision:
 * a side flees or pursues at its slowest member's rate (003:L707 compares "the two sides' movement
 * rates"; a side that keeps together keeps to its slowest).
 */
export function evasionSides(members: readonly EvasionMember[], fleeing: EvasionFleeing): { fleeing: EvasionSide | null; pursuers: EvasionSide | null } {
  assertOneOf("fleeing", fleeing, EVASION_FLEEING);
  if (!Array.isArray(members) || members.length > 2 * MAX_EVASION_COUNT) throw new RulesError("INVALID_ARGUMENT", "members", members, "expected a list");
  // A bad member is named by its place in `members`, not in its side.
  members.forEach((m, i) => assertObject(`members[${i}]`, m));
  const side = (disposition: number): EvasionSide | null => {
    const rates: number[] = [];
    members.forEach((m, i) => {
      if (m.disposition !== disposition) return;
      assertIntegerInRange(`members[${i}].hexesPerRound`, m.hexesPerRound, 0, MAX_ALLOWANCE);
      rates.push(m.hexesPerRound);
    });
    return rates.length === 0 ? null : { count: rates.length, hexesPerRound: Math.min(...rates) };
  };
  const friendly = side(FRIENDLY);
  const hostile = side(HOSTILE);
  return fleeing === "friendly" ? { fleeing: friendly, pursuers: hostile } : { fleeing: hostile, pursuers: friendly };
}
