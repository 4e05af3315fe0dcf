import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveWith } from "../ruleset/resolve";
import { BOOK_CONFIG } from "../ruleset/config";
import type { RuleModule } from "../ruleset/types";
import type { AttackModel } from "../ruleset/points/resolution";
import { bookDefences, defencesOf } from "./defences";
import { abilityMod } from "./abilities";
import { fighter } from "../../../tests/support/fighters";
import { hostile, rulesErrorCode, thrownBy } from "../../../tests/support/rules-error";
import { RulesError } from "../errors";

describe("defences (RESOLUTION.md RB-3)", () => {
  it("GB-2: AC 10 with armour +3 and +2 and shields +1 and +1 is 14 (best armour + best shield)", () => {
    const f = fighter({ armour: [{ defence: 3, shield: false }, { defence: 2, shield: false }, { defence: 1, shield: true }, { defence: 1, shield: true }] });
    expect(defencesOf(f, BOOK_RULESET)).toEqual({ ac: 14, pd: 10, md: 10 });
    expect(bookDefences(fighter({ defences: { ac: 12, pd: 13, md: 9 } }))).toEqual({ ac: 12, pd: 13, md: 9 });
    expect(bookDefences(fighter({ armour: [{ defence: 2, shield: true }] })).ac).toBe(12);
  });

  it("the best shield counts whatever the order, and a piece worn alone counts even below 0 (a cursed −1)", () => {
    const shields = (...d: number[]) => fighter({ armour: d.map((defence) => ({ defence, shield: true })) });
    const suits = (...d: number[]) => fighter({ armour: d.map((defence) => ({ defence, shield: false })) });
    expect(bookDefences(shields(2, 1)).ac).toBe(12);
    expect(bookDefences(shields(1, 3, 2)).ac).toBe(13);
    expect(bookDefences(suits(4, 1)).ac).toBe(14);
    expect(bookDefences(shields(-1)).ac).toBe(9);
    expect(bookDefences(suits(-2)).ac).toBe(8);
    expect(bookDefences(shields(-3, -1)).ac).toBe(9);
    expect(bookDefences(suits(-1, -4)).ac).toBe(9);
  });

  it("a filled attack point gives the defences instead of the book", () => {
    const model = { defences: () => ({ ac: 21, pd: 15, md: 16 }) } as unknown as AttackModel;
    const m: RuleModule = { id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel: model }) };
    const r = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never } }, [m]);
    expect(defencesOf(fighter(), r)).toEqual({ ac: 21, pd: 15, md: 16 });
  });

  it("refuses a bad fighter or a forged ruleset with a RulesError", () => {
    expect(rulesErrorCode(() => defencesOf(hostile({ ...fighter(), defences: { ac: Number.NaN, pd: 1, md: 1 } }), BOOK_RULESET))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => defencesOf(fighter(), hostile({ ...BOOK_RULESET })))).toBe("INVALID_ARGUMENT");
    expect((thrownBy(() => defencesOf(fighter(), hostile({ ...BOOK_RULESET }))) as RulesError).parameter).toBe("ruleset");
    const e = thrownBy(() => defencesOf(hostile(null), BOOK_RULESET));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).parameter).toBe("fighter");
  });
});

describe("abilityMod (VARIANTS.md D10)", () => {
  it("is ⌊(score − 10)/2⌋ and refuses a non-score", () => {
    expect([3, 8, 9, 10, 11, 16, 7].map(abilityMod)).toEqual([-4, -1, -1, 0, 0, 3, -2]);
    expect(rulesErrorCode(() => abilityMod(Number.NaN))).toBe("NOT_A_NUMBER");
  });
});
