import { describe, expect, it } from "vitest";
import {
  MAX_OSE_HIT_DICE, OSE_MATRIX_AC_MAX, OSE_MATRIX_AC_MIN, OSE_MATRIX_CAP, OSE_MATRIX_FLOOR, OSE_NORMAL_HUMAN_ATTACK_BONUS, OSE_THAC0_BASE,
  oseAscendingAc, oseAttackBonus, oseAttackBonusFromHitDice, oseDescendingAc, oseHitsAc, oseHitsAscending, oseHitsMatrix, oseNaturalOutcome, oseNeededRoll, oseThac0,
} from "./ose-matrix";
import { expectRefusal } from "../../../../tests/support/rules-error";

describe("OSE matrix: rows, edges and refusals (RO-1, RO-2, R3)", () => {
  it("the constants of the matrix", () => {
    expect([OSE_THAC0_BASE, OSE_MATRIX_FLOOR, OSE_MATRIX_CAP, OSE_NORMAL_HUMAN_ATTACK_BONUS, MAX_OSE_HIT_DICE, OSE_MATRIX_AC_MIN, OSE_MATRIX_AC_MAX]).toEqual([19, 2, 20, -1, 1000, -3, 9]);
  });

  it("every row by whole hit dice, 0 … 22, and far past the last (003:L1109–L1123)", () => {
    const bonuses = Array.from({ length: 23 }, (_, dice) => oseAttackBonusFromHitDice({ dice, plus: 0 }));
    expect(bonuses).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14]);
    expect(oseAttackBonusFromHitDice({ dice: 1000, plus: 0 })).toBe(14);
    // A hit-point bonus reads one row up; a malus does not move the row.
    expect(oseAttackBonusFromHitDice({ dice: 0, plus: 1 })).toBe(0);
    expect(oseAttackBonusFromHitDice({ dice: 1, plus: 1 })).toBe(1);
    expect(oseAttackBonusFromHitDice({ dice: 2, plus: -1 })).toBe(1);
    expect(oseAttackBonusFromHitDice({ dice: 7, plus: 3 })).toBe(7);
  });

  it("hit dice and a typed bonus are refused by name", () => {
    expectRefusal(() => oseAttackBonusFromHitDice({ dice: -1, plus: 0 }), "OUT_OF_RANGE", "hitDice.dice", -1, "from 0 to 1000");
    expectRefusal(() => oseAttackBonusFromHitDice({ dice: 1001, plus: 0 }), "OUT_OF_RANGE", "hitDice.dice", 1001, "from 0 to 1000");
    expectRefusal(() => oseAttackBonusFromHitDice({ dice: 1, plus: 0.5 }), "NOT_INTEGER", "hitDice.plus", 0.5, "whole number");
    expectRefusal(() => oseAttackBonus({ kind: "creature", attackBonus: 1.5, hitDice: { dice: 1, plus: 0 } }), "NOT_INTEGER", "attackBonus", 1.5, "whole number");
    // A typed 0 is a bonus, not "none": it wins over the hit dice.
    expect(oseAttackBonus({ kind: "creature", attackBonus: 0, hitDice: { dice: 9, plus: 0 } })).toBe(0);
    expect(oseAttackBonus({ kind: "creature", attackBonus: null, hitDice: { dice: 1, plus: 1 } })).toBe(1);
  });

  it("THAC0 and the AC conversions refuse a fraction by name", () => {
    expect(oseThac0(-3)).toBe(22);
    expectRefusal(() => oseThac0(0.5), "NOT_INTEGER", "attackBonus", 0.5, "whole number");
    expectRefusal(() => oseDescendingAc(0.5), "NOT_INTEGER", "aac", 0.5, "whole number");
    expectRefusal(() => oseAscendingAc(0.5), "NOT_INTEGER", "ac", 0.5, "whole number");
  });

  it("the roll the matrix asks for, clamped at both ends, and the hit test at its edge", () => {
    expect([oseNeededRoll(30, 0), oseNeededRoll(20, 0), oseNeededRoll(2, 0), oseNeededRoll(1, 0), oseNeededRoll(-5, 0)]).toEqual([20, 20, 2, 2, 2]);
    expect(oseNeededRoll(15, -1)).toBe(16);
    expectRefusal(() => oseNeededRoll(0.5, 0), "NOT_INTEGER", "aac", 0.5, "whole number");
    expectRefusal(() => oseNeededRoll(10, 0.5), "NOT_INTEGER", "attackBonus", 0.5, "whole number");
    expect(oseHitsMatrix(13, 15, 2)).toBe(true);
    expect(oseHitsMatrix(12, 15, 2)).toBe(false);
    expectRefusal(() => oseHitsMatrix(0.5, 15, 2), "NOT_INTEGER", "roll", 0.5, "whole number");
  });

  it("the ascending test: the total with the bonus meets the AAC, no clamp", () => {
    expect(oseHitsAscending(13, 15, 2)).toBe(true);
    expect(oseHitsAscending(12, 15, 2)).toBe(false);
    expect(oseHitsAscending(25, 30, 5)).toBe(true);
    expectRefusal(() => oseHitsAscending(0.5, 15, 2), "NOT_INTEGER", "roll", 0.5, "whole number");
    expectRefusal(() => oseHitsAscending(13, 0.5, 2), "NOT_INTEGER", "aac", 0.5, "whole number");
    expectRefusal(() => oseHitsAscending(13, 15, 0.5), "NOT_INTEGER", "attackBonus", 0.5, "whole number");
  });

  it("the AC a roll hits at each edge of the matrix", () => {
    expect(oseHitsAc(19, 0)).toBe(0);
    expect(oseHitsAc(10, 0)).toBe(9);
    expect(oseHitsAc(9, 0)).toBe("none");
    expect(oseHitsAc(2, 14)).toBe(3);
    expect(oseHitsAc(2, 0)).toBe("none");
    expect(oseHitsAc(20, -30)).toBe("any");
    expect(oseHitsAc(21, -5)).toBe("any");
    expect(oseHitsAc(1, 30)).toBe("none");
    expect(oseHitsAc(17, 5)).toBe(-3);
    expect(oseHitsAc(16, 5)).toBe(-2);
    expectRefusal(() => oseHitsAc(0.5, 0), "NOT_INTEGER", "roll", 0.5, "whole number");
  });

  it("naturals: 20 hits and 1 misses whatever the total; another natural or none, the total decides", () => {
    expect(oseNaturalOutcome(20, false)).toBe("hit");
    expect(oseNaturalOutcome(1, true)).toBe("miss");
    expect(oseNaturalOutcome(19, true)).toBe("hit");
    expect(oseNaturalOutcome(2, false)).toBe("miss");
    expect(oseNaturalOutcome(null, true)).toBe("hit");
    expect(oseNaturalOutcome(null, false)).toBe("miss");
    expectRefusal(() => oseNaturalOutcome(0, true), "OUT_OF_RANGE", "natural", 0, "from 1 to 20");
    expectRefusal(() => oseNaturalOutcome(21, true), "OUT_OF_RANGE", "natural", 21, "from 1 to 20");
    expectRefusal(() => oseNaturalOutcome(10, "yes" as never), "INVALID_ARGUMENT", "hit", "yes", "expected a boolean");
    expectRefusal(() => oseNaturalOutcome(null, 1 as never), "INVALID_ARGUMENT", "hit", 1, "expected a boolean");
  });
});
