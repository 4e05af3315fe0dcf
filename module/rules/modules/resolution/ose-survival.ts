/**
 * OSE's saves, healing and morale (RESOLUTION.md §4.3 RO-8, RO-10…RO-12; 003:L159, L183–L204,
 * L1016–L1075, L1128–L1137). Pure arithmetic.
 */
import { RulesError, assertInteger, assertIntegerInRange, assertNonNegativeInteger } from "../../errors";
import type { SideCount } from "../../ruleset/points/resolution";
import { SAVE_CATEGORIES, type Fighter, type OnSuccess, type SaveCategory } from "../../resolution/types";

type SaveRow = Readonly<Record<SaveCategory, number>>;
const row = (death: number, wands: number, paralysis: number, breath: number, spells: number): SaveRow => Object.freeze({ death, wands, paralysis, breath, spells });

/** Book (003:L1129): the normal-human row D14 W15 P16 B17 S18. */
export const OSE_NORMAL_HUMAN_SAVES: SaveRow = row(14, 15, 16, 17, 18);

/** Book (003:L1130–L1137): monster save rows by whole hit dice, as [largest HD of the row, values]. */
const MONSTER_SAVE_ROWS: readonly (readonly [number, SaveRow])[] = Object.freeze([
  [3, row(12, 13, 14, 15, 16)],
  [6, row(10, 11, 12, 13, 14)],
  [9, row(8, 9, 10, 10, 12)],
  [12, row(6, 7, 8, 8, 10)],
  [15, row(4, 5, 6, 5, 8)],
  [18, row(2, 3, 4, 3, 6)],
  [21, row(2, 2, 2, 2, 4)],
] as const);
const MONSTER_LAST_SAVE_ROW: SaveRow = row(2, 2, 2, 2, 2);

/**
 * Book (003:L1130–L1137): a monster's save row by its whole hit dice (the "+1" of L1143 is for
 * attacks only). Decision: a creature of less than 1 HD saves on the 1–3 row, the table's first
 * monster row (NH is for normal humans, L1083).
 */
export function oseMonsterSaves(dice: number): SaveRow {
  assertNonNegativeInteger("hitDice.dice", dice);
  for (const [upTo, values] of MONSTER_SAVE_ROWS) if (dice <= upTo) return values;
  return MONSTER_LAST_SAVE_ROW;
}

/**
 * Decision (RESOLUTION.md RO-8; 003:L183, L185, L1129): the save value of a category: the typed
 * value wins; else a creature's hit-dice row and a character's normal-human row (the class tables
 * are not in the text; the GM types them).
 */
export function oseSaveValue(fighter: Pick<Fighter, "kind" | "saves" | "hitDice">, category: SaveCategory): number {
  if (!SAVE_CATEGORIES.includes(category)) throw new RulesError("INVALID_ARGUMENT", "category", category, "expected an OSE save category");
  const typed = fighter.saves[category];
  if (typed !== null) {
    assertInteger(`saves.${category}`, typed);
    return typed;
  }
  return fighter.kind === "creature" ? oseMonsterSaves(fighter.hitDice.dice)[category] : OSE_NORMAL_HUMAN_SAVES[category];
}

/** Book (003:L189–L192): d20 ≥ the value succeeds; no natural rule. */
export function oseSaveSucceeds(d20: number, value: number): boolean {
  assertIntegerInRange("d20", d20, 1, 20);
  assertInteger("value", value);
  return d20 >= value;
}

/**
 * Book (003:L196, L198, L204): what a successful save does: damage halved, other effects negated;
 * poison's damage is "not affected by the success or failure of the saving throw" (full).
 */
export function oseDefaultOnSuccess(poison: boolean): OnSuccess {
  return poison ? "full" : "half";
}

/** Book (003:L202): a failed save against poison is "usually fatal": posted for the GM to decide. */
export function osePoisonFailureNotice(poison: boolean, success: boolean): boolean {
  return poison && !success;
}

/** Book (003:L144, L920): a character or monster at 0 hit points or less is killed. */
export function oseKilled(healthAfter: number): boolean {
  assertInteger("healthAfter", healthAfter);
  return healthAfter <= 0;
}

/** Book (003:L159): a full day of complete rest heals 1d3; an interrupted day heals nothing. */
export const OSE_REST_DAY_FORMULA = "1d3";
export function oseRestDayFormula(interrupted: boolean): string {
  return interrupted ? "" : OSE_REST_DAY_FORMULA;
}

/** Book (003:L1022): morale scores run 2…12. */
export const OSE_MORALE_MIN = 2;
export const OSE_MORALE_MAX = 12;
/** Book (003:L1045): the GM's adjustment runs −2…+2. */
export const OSE_MORALE_ADJUSTMENT_LIMIT = 2;
/** Book (003:L1035): two successes in an encounter: fights until killed, no further checks. */
export const OSE_MORALE_SUCCESSES_TO_STAND = 2;
/** RO-11: the default morale of a creature with none typed. */
export const OSE_DEFAULT_MORALE = 7;

/** What a morale check comes to before any dice: a roll against a score, or no roll at all. */
export type OseMoraleCheck = { readonly kind: "roll"; readonly score: number; readonly adjustment: number } | { readonly kind: "fights"; readonly reason: "twelve" | "twoSuccesses" } | { readonly kind: "flees"; readonly reason: "two" };

/**
 * Book (003:L1024, L1026, L1035, L1045, L1047): a morale check. Score 12 fights until killed and
 * never checks; score 2 never fights (the GM judges "absolutely cornered"); two successes in the
 * encounter end the checks; otherwise 2d6 against the score plus the GM's adjustment (−2…+2,
 * clamped), which is never applied at 2 or 12. Decision: a score outside 2…12 is clamped to it.
 */
export function oseMoraleCheck(score: number, adjustment: number, successes: number): OseMoraleCheck {
  assertInteger("morale", score);
  assertInteger("adjustment", adjustment);
  assertNonNegativeInteger("successes", successes);
  const s = Math.min(OSE_MORALE_MAX, Math.max(OSE_MORALE_MIN, score));
  if (s === OSE_MORALE_MAX) return { kind: "fights", reason: "twelve" };
  if (s === OSE_MORALE_MIN) return { kind: "flees", reason: "two" };
  if (successes >= OSE_MORALE_SUCCESSES_TO_STAND) return { kind: "fights", reason: "twoSuccesses" };
  const adj = Math.min(OSE_MORALE_ADJUSTMENT_LIMIT, Math.max(-OSE_MORALE_ADJUSTMENT_LIMIT, adjustment));
  return { kind: "roll", score: s + adj, adjustment: adj };
}

/** Book (003:L1032, L1033): 2d6 higher than the score → surrenders or flees; equal or lower → fights on. */
export function oseMoraleStands(roll2d6: number, score: number): boolean {
  assertIntegerInRange("roll", roll2d6, 2, 12);
  assertInteger("score", score);
  return roll2d6 <= score;
}


/**
 * Book (003:L1039, L1041) with Decision (RESOLUTION.md RO-12): the morale prompts a change of a
 * side's count raises: `firstDeath` when its first member dies, `half` when the dead or
 * incapacitated first reach half of it (at least half: 2 of 4, 3 of 5). Each fires once, on the
 * change that crosses it.
 */
export function oseMoralePrompts(before: SideCount, after: SideCount): readonly ("firstDeath" | "half")[] {
  for (const [name, c] of [["before", before], ["after", after]] as const) {
    assertNonNegativeInteger(`${name}.total`, c.total);
    assertIntegerInRange(`${name}.dead`, c.dead, 0, c.total);
    assertIntegerInRange(`${name}.down`, c.down, c.dead, c.total);
  }
  const out: ("firstDeath" | "half")[] = [];
  if (before.dead === 0 && after.dead > 0) out.push("firstDeath");
  const half = (c: SideCount) => c.total > 0 && c.down * 2 >= c.total;
  if (!half(before) && half(after)) out.push("half");
  return out;
}

/**
 * Book (003:L857–L859; RESOLUTION.md RT-11): a pending morale prompt shows at the side's own second,
 * before its attacks ("Monster morale" is step 3a of the side's turn): due once the clock reaches it.
 */
export function oseMoralePromptDue(sideSecond: number, now: number): boolean {
  assertInteger("sideSecond", sideSecond);
  assertInteger("now", now);
  return now >= sideSecond;
}
