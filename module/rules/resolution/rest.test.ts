/**
 * The 13A quick rest's count of recoveries (RESOLUTION.md R13-6; 001:L403, L405): a staggered PC
 * must spend at least one; no more than are left; spent one by one.
 */
import { describe, expect, it } from "vitest";
import { A13_RECOVERIES_DEFAULT } from "../modules/resolution/a13-health-math";
import { a13HealingModel } from "../modules/resolution/a13-healing";
import { checkQuickRest, quickRestBounds, spendRecoveries } from "./rest";
import { fighter, health } from "../../../tests/support/fighters";
import { RulesError } from "../errors";
import { hostile, thrownBy } from "../../../tests/support/rules-error";

const rule = a13HealingModel(false).recoveries!;

describe("R13-6 the quick rest's recoveries (001:L403, L405)", () => {
  it("a staggered PC (15 of 30) must spend at least one: 0 is refused with mustSpendRecovery, 1 is fine", () => {
    const pc = fighter({ health: health(15, 30) });
    expect(quickRestBounds(rule, pc)).toEqual({ min: 1, max: 8 });
    expect(checkQuickRest(rule, pc, 0)).toEqual({ ok: false, code: "mustSpendRecovery", bounds: { min: 1, max: 8 } });
    expect(checkQuickRest(rule, pc, 1)).toEqual({ ok: true, count: 1 });
  });

  it("a PC above half (16 of 30) may spend none; nobody spends more than are left", () => {
    const pc = fighter({ health: health(16, 30), recoveries: { ...A13_RECOVERIES_DEFAULT, value: 3 } });
    expect(checkQuickRest(rule, pc, 0)).toEqual({ ok: true, count: 0 });
    expect(checkQuickRest(rule, pc, 3)).toEqual({ ok: true, count: 3 });
    expect(checkQuickRest(rule, pc, 4)).toMatchObject({ ok: false, code: "tooManyRecoveries" });
  });

  it("Decision: a staggered PC with none left is not made to overdraw (min 0)", () => {
    expect(quickRestBounds(rule, fighter({ health: health(2, 30), recoveries: { ...A13_RECOVERIES_DEFAULT, value: 0 } }))).toEqual({ min: 0, max: 0 });
  });

  it("a count that is not a whole number ≥ 0 is refused (badCount), never rounded", () => {
    const pc = fighter({ health: health(15, 30) });
    for (const bad of [1.5, -1, Number.NaN, "2", null, undefined]) expect(checkQuickRest(rule, pc, bad)).toMatchObject({ ok: false, code: "badCount" });
  });

  it("spends one by one: 13 + 9 heal 22 and use two; past the last, half and an overdrawn step (L355)", () => {
    expect(spendRecoveries(rule, { ...A13_RECOVERIES_DEFAULT, value: 2 }, [13, 9])).toEqual({ healed: 22, recoveries: { ...A13_RECOVERIES_DEFAULT, value: 0 } });
    expect(spendRecoveries(rule, { ...A13_RECOVERIES_DEFAULT, value: 1 }, [13, 9])).toEqual({ healed: 17, recoveries: { ...A13_RECOVERIES_DEFAULT, value: 0, overdrawn: 1 } });
    expect(spendRecoveries(rule, A13_RECOVERIES_DEFAULT, [])).toEqual({ healed: 0, recoveries: A13_RECOVERIES_DEFAULT });
  });

  it("refuses a malformed fighter", () => {
    expect(() => quickRestBounds(rule, { ...fighter(), health: { value: -1 } } as never)).toThrow(RulesError);
  });

  it("refuses anything but a recovery rule with both functions, naming `rule`", () => {
    const fn = () => 0;
    const callable = Object.assign(() => 0, { spend: rule.spend, quickRestMinimum: rule.quickRestMinimum });
    for (const bad of [null, undefined, 5, {}, { spend: rule.spend }, { quickRestMinimum: fn }, callable]) {
      const e = thrownBy(() => quickRestBounds(hostile(bad), fighter()));
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "rule" });
      expect((e as Error).message).toMatch(/expected the healing model's recovery rule$/);
      expect(thrownBy(() => spendRecoveries(hostile(bad), A13_RECOVERIES_DEFAULT, []))).toMatchObject({ parameter: "rule" });
    }
  });

  it("each refusal names the field it refuses, and a negative or fractional roll is refused before any is spent", () => {
    const cases: [() => unknown, string, string][] = [
      [() => quickRestBounds(rule, hostile(null)), "INVALID_ARGUMENT", "fighter"],
      [() => spendRecoveries(rule, hostile(null), []), "INVALID_ARGUMENT", "recoveries"],
      [() => spendRecoveries(rule, { ...A13_RECOVERIES_DEFAULT, value: 1.5 }, []), "NOT_INTEGER", "recoveries.value"],
      [() => spendRecoveries(rule, { ...A13_RECOVERIES_DEFAULT, overdrawn: -1 }, []), "OUT_OF_RANGE", "recoveries.overdrawn"],
      [() => spendRecoveries(rule, hostile({ ...A13_RECOVERIES_DEFAULT, die: 8 }), []), "INVALID_ARGUMENT", "recoveries.die"],
      [() => spendRecoveries(rule, A13_RECOVERIES_DEFAULT, hostile("13")), "INVALID_ARGUMENT", "rolls"],
      [() => spendRecoveries(rule, A13_RECOVERIES_DEFAULT, [13, -1]), "OUT_OF_RANGE", "rolls[1]"],
      [() => spendRecoveries(rule, A13_RECOVERIES_DEFAULT, [2.5]), "NOT_INTEGER", "rolls[0]"],
    ];
    for (const [f, code, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ code, parameter });
    }
    const die = thrownBy(() => spendRecoveries(rule, hostile({ ...A13_RECOVERIES_DEFAULT, die: 8 }), []));
    expect(die).toMatchObject({ value: 8 });
    expect((die as Error).message).toMatch(/expected a recovery die$/);
  });
});
