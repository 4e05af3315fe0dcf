import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveWith } from "../ruleset/resolve";
import { BOOK_CONFIG } from "../variants/config";
import type { RuleModule } from "../ruleset/types";
import { judgeSave, planSave, saveDamage } from "./save";
import { fighter } from "../../../tests/support/fighters";
import { hostile, rulesErrorCode } from "../../../tests/support/rules-error";

const ctx = { cover: "none", advantage: false, disadvantage: false } as const;

describe("the save primitive (RESOLUTION.md R12, RB-7)", () => {
  it("the book: a flat d20 against the DC, equal succeeds, success deals nothing unless the effect says", () => {
    const plan = planSave(BOOK_RULESET, fighter(), { kind: "flat", dc: 12, onSuccess: null }, ctx);
    expect(plan).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 12, onSuccess: "none" });
    expect(judgeSave(plan, { natural: 12, diceTotal: 12 })).toEqual({ success: true, total: 12, natural: 12 });
    expect(judgeSave(plan, { natural: 11, diceTotal: 11 }).success).toBe(false);
    expect(planSave(BOOK_RULESET, fighter(), { kind: "flat", dc: 12, onSuccess: "half" }, ctx).onSuccess).toBe("half");
  });

  it("damage on a save: failure all, success none / ⌊half⌋ / all (R9 rounds down)", () => {
    expect([saveDamage("none", false, 7), saveDamage("none", true, 7), saveDamage("half", true, 7), saveDamage("half", true, 18), saveDamage("full", true, 6)]).toEqual([7, 0, 3, 9, 6]);
  });

  it("a filled save point plans the save and gives the default", () => {
    const m: RuleModule = { id: "t.saves", domain: "resolution", selects: { path: "resolution.saves", value: "t" }, contribute: () => ({ saveModel: { plan: (f, e) => ({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "dex", value: f.abilities.dex - 12 }], target: e.dc }), defaultOnSuccess: "half" } }) };
    const r = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, saves: "t" as never } }, [m]);
    const plan = planSave(r, fighter({ abilities: { str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10 } }), { kind: "dex", dc: 12, onSuccess: null }, ctx);
    expect(plan.onSuccess).toBe("half");
    expect(judgeSave(plan, { natural: 10, diceTotal: 10 })).toEqual({ success: true, total: 12, natural: 10 });
  });

  it("refuses bad input with a RulesError", () => {
    expect(rulesErrorCode(() => saveDamage("half", true, -3))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => saveDamage(hostile("double"), true, 3))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => planSave(BOOK_RULESET, fighter(), hostile({ kind: "flat", dc: Number.NaN, onSuccess: null }), ctx))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => judgeSave(hostile({ parts: [], target: 10 }), hostile({ natural: 0, diceTotal: 3 })))).toBe("OUT_OF_RANGE");
  });
});
