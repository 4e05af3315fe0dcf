import { describe, expect, it } from "vitest";
import {
  OSE_DEFAULT_MORALE, OSE_MORALE_ADJUSTMENT_LIMIT, OSE_MORALE_MAX, OSE_MORALE_MIN, OSE_MORALE_SUCCESSES_TO_STAND, OSE_NORMAL_HUMAN_SAVES, OSE_REST_DAY_FORMULA,
  oseKilled, oseMonsterSaves, oseMoraleCheck, oseMoralePromptDue, oseMoralePrompts, oseMoraleStands, osePoisonFailureNotice, oseSaveSucceeds, oseSaveValue,
} from "./ose-survival";
import { expectRefusal } from "../../../../tests/support/rules-error";

const noSaves = { death: null, wands: null, paralysis: null, breath: null, spells: null };
const rowOf = (dice: number) => Object.values(oseMonsterSaves(dice));

describe("OSE saves and morale: tables, edges and refusals (RO-8, RO-11, RO-12)", () => {
  it("the constants", () => {
    expect(OSE_NORMAL_HUMAN_SAVES).toEqual({ death: 14, wands: 15, paralysis: 16, breath: 17, spells: 18 });
    expect([OSE_REST_DAY_FORMULA, OSE_MORALE_MIN, OSE_MORALE_MAX, OSE_MORALE_ADJUSTMENT_LIMIT, OSE_MORALE_SUCCESSES_TO_STAND, OSE_DEFAULT_MORALE]).toEqual(["1d3", 2, 12, 2, 2, 7]);
  });

  it("every monster row at its edges (003:L1130–L1137)", () => {
    expect([0, 3].map(rowOf)).toEqual([[12, 13, 14, 15, 16], [12, 13, 14, 15, 16]]);
    expect([4, 6].map(rowOf)).toEqual([[10, 11, 12, 13, 14], [10, 11, 12, 13, 14]]);
    expect([7, 9].map(rowOf)).toEqual([[8, 9, 10, 10, 12], [8, 9, 10, 10, 12]]);
    expect([10, 12].map(rowOf)).toEqual([[6, 7, 8, 8, 10], [6, 7, 8, 8, 10]]);
    expect([13, 15].map(rowOf)).toEqual([[4, 5, 6, 5, 8], [4, 5, 6, 5, 8]]);
    expect([16, 18].map(rowOf)).toEqual([[2, 3, 4, 3, 6], [2, 3, 4, 3, 6]]);
    expect([19, 21].map(rowOf)).toEqual([[2, 2, 2, 2, 4], [2, 2, 2, 2, 4]]);
    expect([22, 1000].map(rowOf)).toEqual([[2, 2, 2, 2, 2], [2, 2, 2, 2, 2]]);
    expectRefusal(() => oseMonsterSaves(-1), "NEGATIVE", "hitDice.dice", -1, "≥ 0");
  });

  it("a save value: a typed 0 wins; a category that is not OSE's, or a typed fraction, refused by name", () => {
    expect(oseSaveValue({ kind: "creature", saves: { ...noSaves, wands: 0 }, hitDice: { dice: 1, plus: 0 } }, "wands")).toBe(0);
    expect(oseSaveValue({ kind: "creature", saves: noSaves, hitDice: { dice: 13, plus: 0 } }, "spells")).toBe(8);
    expectRefusal(() => oseSaveValue({ kind: "creature", saves: noSaves, hitDice: { dice: 1, plus: 0 } }, "poison" as never), "INVALID_ARGUMENT", "category", "poison", "expected an OSE save category");
    expectRefusal(() => oseSaveValue({ kind: "character", saves: { ...noSaves, breath: 9.5 }, hitDice: { dice: 1, plus: 0 } }, "breath"), "NOT_INTEGER", "saves.breath", 9.5, "whole number");
  });

  it("a save's roll and value refused by name; a roll equal to the value saves", () => {
    expect(oseSaveSucceeds(20, 21)).toBe(false);
    expect(oseSaveSucceeds(1, 1)).toBe(true);
    expectRefusal(() => oseSaveSucceeds(0, 10), "OUT_OF_RANGE", "d20", 0, "from 1 to 20");
    expectRefusal(() => oseSaveSucceeds(21, 10), "OUT_OF_RANGE", "d20", 21, "from 1 to 20");
    expectRefusal(() => oseSaveSucceeds(10, 9.5), "NOT_INTEGER", "value", 9.5, "whole number");
    expect(osePoisonFailureNotice(false, false)).toBe(false);
    expectRefusal(() => oseKilled(0.5), "NOT_INTEGER", "healthAfter", 0.5, "whole number");
  });

  it("morale: a score outside 2…12 clamped, one success still checks, the adjustment clamped both ways", () => {
    expect(oseMoraleCheck(13, 0, 0)).toEqual({ kind: "fights", reason: "twelve" });
    expect(oseMoraleCheck(1, 0, 5)).toEqual({ kind: "flees", reason: "two" });
    expect(oseMoraleCheck(12, 0, 5)).toEqual({ kind: "fights", reason: "twelve" });
    expect(oseMoraleCheck(8, 0, 1)).toEqual({ kind: "roll", score: 8, adjustment: 0 });
    expect(oseMoraleCheck(8, 0, 3)).toEqual({ kind: "fights", reason: "twoSuccesses" });
    expect(oseMoraleCheck(3, -5, 0)).toEqual({ kind: "roll", score: 1, adjustment: -2 });
    expect(oseMoraleCheck(11, 2, 0)).toEqual({ kind: "roll", score: 13, adjustment: 2 });
    expect(oseMoraleCheck(11, -1, 0)).toEqual({ kind: "roll", score: 10, adjustment: -1 });
  });

  it("morale's refusals by name", () => {
    expectRefusal(() => oseMoraleCheck(7.5, 0, 0), "NOT_INTEGER", "morale", 7.5, "whole number");
    expectRefusal(() => oseMoraleCheck(7, 0.5, 0), "NOT_INTEGER", "adjustment", 0.5, "whole number");
    expectRefusal(() => oseMoraleCheck(7, 0, -1), "NEGATIVE", "successes", -1, "≥ 0");
    expect(oseMoraleStands(2, 2)).toBe(true);
    expect(oseMoraleStands(12, 11)).toBe(false);
    expectRefusal(() => oseMoraleStands(1, 7), "OUT_OF_RANGE", "roll", 1, "from 2 to 12");
    expectRefusal(() => oseMoraleStands(13, 7), "OUT_OF_RANGE", "roll", 13, "from 2 to 12");
    expectRefusal(() => oseMoraleStands(7, 7.5), "NOT_INTEGER", "score", 7.5, "whole number");
  });

  it("prompts: each once, on the change that crosses it; an empty side never at half", () => {
    const c = (total: number, dead: number, down: number) => ({ total, dead, down });
    expect(oseMoralePrompts(c(4, 1, 1), c(4, 2, 2))).toEqual(["half"]);
    expect(oseMoralePrompts(c(4, 0, 2), c(4, 0, 3))).toEqual([]);
    expect(oseMoralePrompts(c(0, 0, 0), c(0, 0, 0))).toEqual([]);
    // A side that had nobody is not "at half" before it has members.
    expect(oseMoralePrompts(c(0, 0, 0), c(2, 0, 1))).toEqual(["half"]);
    expect(oseMoralePrompts(c(5, 0, 1), c(5, 0, 2))).toEqual([]);
    expect(oseMoralePrompts(c(4, 0, 0), c(4, 0, 0))).toEqual([]);
    expect(oseMoralePrompts(c(1, 0, 0), c(1, 1, 1))).toEqual(["firstDeath", "half"]);
  });

  it("prompts' refusals, each count by side and name", () => {
    const c = (total: number, dead: number, down: number) => ({ total, dead, down });
    expectRefusal(() => oseMoralePrompts(c(-1, 0, 0), c(4, 0, 0)), "NEGATIVE", "before.total", -1, "≥ 0");
    expectRefusal(() => oseMoralePrompts(c(4, 5, 5), c(4, 0, 0)), "OUT_OF_RANGE", "before.dead", 5, "from 0 to 4");
    expectRefusal(() => oseMoralePrompts(c(4, 2, 1), c(4, 0, 0)), "OUT_OF_RANGE", "before.down", 1, "from 2 to 4");
    expectRefusal(() => oseMoralePrompts(c(4, 0, 0), c(4, 0, 5)), "OUT_OF_RANGE", "after.down", 5, "from 0 to 4");
    expectRefusal(() => oseMoralePrompts(c(4, 0, 0), c(4.5, 0, 0)), "NOT_INTEGER", "after.total", 4.5, "whole number");
  });

  it("a prompt is due from the side's second on; refusals by name", () => {
    expect(oseMoralePromptDue(47, 60)).toBe(true);
    expectRefusal(() => oseMoralePromptDue(0.5, 1), "NOT_INTEGER", "sideSecond", 0.5, "whole number");
    expectRefusal(() => oseMoralePromptDue(1, 0.5), "NOT_INTEGER", "now", 0.5, "whole number");
  });
});
