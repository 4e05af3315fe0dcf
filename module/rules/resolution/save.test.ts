import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset, resolveWith } from "../ruleset/resolve";
import { BOOK_CONFIG, PRESETS } from "../ruleset/config";
import type { RuleModule } from "../ruleset/types";
import { judgeSave, planSave, saveDamage, saveReadsDc } from "./save";
import { MAX_LEVEL } from "./validate";
import { RulesError } from "../errors";
import { fighter } from "../../../tests/support/fighters";
import { hostile, rulesErrorCode, thrownBy } from "../../../tests/support/rules-error";

const ctx = { cover: "none", advantage: false, disadvantage: false } as const;

describe("the save primitive (RESOLUTION.md R12, RB-7)", () => {
  it("the book: a flat d20 against the DC, equal succeeds, success deals nothing unless the effect says", () => {
    const plan = planSave(fighter(), { kind: "flat", dc: 12, onSuccess: null }, ctx, BOOK_RULESET);
    expect(plan).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 12, onSuccess: "none" });
    expect(judgeSave(plan, { natural: 12, diceTotal: 12 })).toEqual({ success: true, total: 12, natural: 12 });
    expect(judgeSave(plan, { natural: 11, diceTotal: 11 }).success).toBe(false);
    expect(planSave(fighter(), { kind: "flat", dc: 12, onSuccess: "half" }, ctx, BOOK_RULESET).onSuccess).toBe("half");
  });

  it("damage on a save: failure all, success none / ⌊half⌋ / all (R9 rounds down)", () => {
    expect([saveDamage("none", false, 7), saveDamage("none", true, 7), saveDamage("half", true, 7), saveDamage("half", true, 18), saveDamage("full", true, 6)]).toEqual([7, 0, 3, 9, 6]);
  });

  it("a filled save point plans the save and gives the default", () => {
    const m: RuleModule = { id: "t.saves", domain: "resolution", selects: { path: "resolution.saves", value: "t" }, contribute: () => ({ saveModel: { plan: (f, e) => ({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "dex", value: f.abilities.dex - 12 }], target: e.dc }), defaultOnSuccess: "half" } }) };
    const r = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, saves: "t" as never } }, [m]);
    const plan = planSave(fighter({ abilities: { str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10 } }), { kind: "dex", dc: 12, onSuccess: null }, ctx, r);
    expect(plan.onSuccess).toBe("half");
    expect(judgeSave(plan, { natural: 10, diceTotal: 10 })).toEqual({ success: true, total: 12, natural: 10 });
  });

  it("refuses bad input with a RulesError", () => {
    expect(rulesErrorCode(() => saveDamage("half", true, -3))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => saveDamage(hostile("double"), true, 3))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => planSave(fighter(), hostile({ kind: "flat", dc: Number.NaN, onSuccess: null }), ctx, BOOK_RULESET))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => judgeSave(hostile({ parts: [], target: 10 }), hostile({ natural: 0, diceTotal: 3 })))).toBe("OUT_OF_RANGE");
  });

  it("whether the DC is the number (the card prints it only then): the book's save reads it, OSE's category saves do not (003:L189–L196)", () => {
    const ose = resolveRuleset(PRESETS.ose);
    expect(saveReadsDc(fighter(), { kind: "flat", dc: 12, onSuccess: null }, BOOK_RULESET)).toBe(true);
    expect(saveReadsDc(fighter(), { kind: "breath", dc: 12, onSuccess: null }, ose)).toBe(false);
    // OSE's save model still reads the DC of an effect that names no category.
    expect(saveReadsDc(fighter(), { kind: "flat", dc: 12, onSuccess: null }, ose)).toBe(true);
  });

  it("whether the DC is the number: answered for every DC in range, the largest and the smallest too", () => {
    for (const dc of [MAX_LEVEL, MAX_LEVEL - 1, -MAX_LEVEL, 0]) {
      expect(saveReadsDc(fighter(), { kind: "flat", dc, onSuccess: null }, BOOK_RULESET)).toBe(true);
    }
  });

  it("whether the DC is the number: asked of the plain save, without advantage or disadvantage", () => {
    // A model whose number is fixed when the roll has advantage or disadvantage, else the DC.
    const m: RuleModule = { id: "t.saves", domain: "resolution", selects: { path: "resolution.saves", value: "t" }, contribute: () => ({ saveModel: { plan: (_f, e, c) => ({ dice: { kind: "d20", keep: "one" }, parts: [], target: c.advantage || c.disadvantage ? 10 : e.dc }), defaultOnSuccess: "none" } }) };
    const r = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, saves: "t" as never } }, [m]);
    expect(planSave(fighter(), { kind: "flat", dc: 14, onSuccess: null }, { ...ctx, advantage: true }, r).target).toBe(10);
    expect(saveReadsDc(fighter(), { kind: "flat", dc: 14, onSuccess: null }, r)).toBe(true);
  });

  it("each refusal names the field it refuses", () => {
    const effect = { kind: "flat", dc: 12, onSuccess: null } as const;
    const plan = planSave(fighter(), effect, ctx, BOOK_RULESET);
    const cases: [() => unknown, string][] = [
      [() => planSave(fighter(), effect, ctx, hostile({})), "ruleset"],
      [() => planSave(hostile(null), effect, ctx, BOOK_RULESET), "fighter"],
      [() => planSave(fighter(), hostile(null), ctx, BOOK_RULESET), "effect"],
      [() => planSave(fighter(), hostile({ ...effect, kind: "poison" }), ctx, BOOK_RULESET), "effect.kind"],
      [() => planSave(fighter(), hostile({ ...effect, dc: 1.5 }), ctx, BOOK_RULESET), "effect.dc"],
      [() => planSave(fighter(), hostile({ ...effect, onSuccess: "double" }), ctx, BOOK_RULESET), "effect.onSuccess"],
      [() => planSave(fighter(), effect, hostile(null), BOOK_RULESET), "ctx"],
      [() => planSave(fighter(), effect, hostile({ ...ctx, cover: "wall" }), BOOK_RULESET), "ctx.cover"],
      [() => planSave(fighter(), effect, hostile({ ...ctx, advantage: "yes" }), BOOK_RULESET), "ctx.advantage"],
      [() => planSave(fighter(), effect, hostile({ ...ctx, disadvantage: 1 }), BOOK_RULESET), "ctx.disadvantage"],
      [() => judgeSave(hostile(null), { natural: 10, diceTotal: 10 }), "plan"],
      [() => judgeSave(hostile({ ...plan, parts: "none" }), { natural: 10, diceTotal: 10 }), "plan.parts"],
      [() => judgeSave(hostile({ ...plan, target: 1.5 }), { natural: 10, diceTotal: 10 }), "plan.target"],
      [() => judgeSave(plan, hostile(null)), "roll"],
      [() => saveDamage(hostile("double"), true, 3), "onSuccess"],
      [() => saveDamage("half", hostile("yes"), 3), "success"],
      [() => saveDamage("half", true, -3), "amount"],
    ];
    for (const [f, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).parameter).toBe(parameter);
    }
  });
});
