/**
 * The core's side of slow weapons (./slow-weapons.ts; VARIANTS.md §5): the second under the OSE
 * preset and none in the book, what makes a weapon slow, a hand of weapons, and every refusal. The
 * module's golden cases are in modules/initiative/ose-slow-weapons.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { slowInHand, slowWeaponSecond, slowWeaponsApply, weaponIsSlow, type SlowWeaponInput } from "./slow-weapons";

const weapon = (over: Partial<SlowWeaponInput> = {}): SlowWeaponInput => ({ slow: null, twoHanded: false, kind: "melee", ...over });

describe("slow weapons", () => {
  it("act at second 20 under the OSE preset; the book has none", () => {
    const ose = resolveRuleset(PRESETS.ose);
    expect([slowWeaponSecond(ose), slowWeaponsApply(ose)]).toEqual([20, true]);
    expect([slowWeaponSecond(BOOK_RULESET), slowWeaponsApply(BOOK_RULESET)]).toEqual([null, false]);
    expect(refusal(() => slowWeaponSecond({} as never)).parameter).toBe("ruleset");
  });

  it("a weapon's own flag wins; otherwise a two-handed melee weapon is slow, a ranged or one-handed one is not", () => {
    expect(weaponIsSlow(weapon({ slow: true, twoHanded: false, kind: "ranged" }))).toBe(true);
    expect(weaponIsSlow(weapon({ slow: false, twoHanded: true }))).toBe(false);
    expect(weaponIsSlow(weapon({ twoHanded: true }))).toBe(true);
    expect(weaponIsSlow(weapon({ twoHanded: true, kind: "ranged" }))).toBe(false);
    expect(weaponIsSlow(weapon())).toBe(false);
  });

  it("a hand is slow when any weapon in it is, whatever the order", () => {
    expect(slowInHand([])).toBe(false);
    expect(slowInHand([weapon({ twoHanded: true }), weapon()])).toBe(true);
    expect(slowInHand([weapon(), weapon({ twoHanded: true })])).toBe(true);
    expect(slowInHand([weapon(), weapon()])).toBe(false);
    expect(slowInHand(Array.from({ length: 1000 }, () => weapon()))).toBe(false);
  });

  it("refuses bad input, naming it, with its code and what was expected", () => {
    const cases: [() => unknown, string, string, string][] = [
      [() => weaponIsSlow(weapon({ slow: "yes" as never })), "INVALID_ARGUMENT", "weapon.slow", "expected true, false or null"],
      [() => weaponIsSlow(weapon({ twoHanded: 1 as never })), "INVALID_ARGUMENT", "weapon.twoHanded", "expected true or false"],
      [() => weaponIsSlow(weapon({ kind: "thrown" as never })), "INVALID_ARGUMENT", "weapon.kind", "expected melee or ranged"],
      [() => slowInHand("sword" as never), "INVALID_ARGUMENT", "weaponsInHand", "expected a list of weapons"],
      [() => slowInHand(Array.from({ length: 1001 }, () => weapon())), "OUT_OF_RANGE", "weaponsInHand", "expected at most 1000 weapons"],
    ];
    for (const [f, code, parameter, text] of cases) {
      const e = refusal(f);
      expect([e.code, e.parameter], parameter).toEqual([code, parameter]);
      expect(e.message).toContain(text);
    }
    expect(refusal(() => weaponIsSlow(null as never)).parameter).toBe("weapon");
    expect(refusal(() => slowInHand(Array.from({ length: 1001 }, () => weapon()))).value).toBe(1001);
  });
});
