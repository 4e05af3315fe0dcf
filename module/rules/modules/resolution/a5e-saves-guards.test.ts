/**
 * A5E's saves and cover at their edges (RESOLUTION.md §4.4 RA-1; 004:L75, L84–L87, L103, L116, L139):
 * the save plan the A5E model makes for an ability and for a flat DC, cover on an attack under A5E
 * and OSE, the DC's bounds, every refusal named, and the world action's list of targets.
 */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { MAX_LEVEL } from "../../resolution/validate";
import { A5E_COVER, OSE_COVER } from "./cover";
import { A5E_COVER_CHOICES, a5eBestCover, a5eCover, a5eEffectFormula, a5eSaveParts, a5eSaveSucceeds, recordWorldActionTargets, worldActionCandidates } from "./a5e-saves";
import { fighter, item, options } from "../../../../tests/support/fighters";
import { expectRefusal, hostile } from "../../../../tests/support/rules-error";
import type { CoverChoice } from "../../resolution/types";

const A5E = resolveRuleset(PRESETS.a5e);
const abilities = { str: 10, dex: 14, con: 12, int: 10, wis: 16, cha: 10 };
const ctx = (cover: CoverChoice) => ({ cover, advantage: false, disadvantage: false });

describe("the A5E save model (RA-1)", () => {
  it("an ability's save: d20 + its modifier, + cover for Dexterity only, against the DC", () => {
    const model = A5E.points.saveModel!;
    expect(model.plan(fighter({ abilities }), { kind: "dex", dc: 14, onSuccess: null }, ctx("threeQuarters"))).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.dex", value: 2 }, { key: "cover", value: 5 }], target: 14 });
    expect(model.plan(fighter({ abilities }), { kind: "wis", dc: 12, onSuccess: null }, ctx("half"))).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.wis", value: 3 }], target: 12 });
    expect(model.defaultOnSuccess).toBe("none");
  });

  it("an effect that names no ability: a plain d20 against its DC, cover or not", () => {
    const model = A5E.points.saveModel!;
    for (const kind of ["flat", "death", "spells"] as const) expect(model.plan(fighter({ abilities }), { kind, dc: 13, onSuccess: null }, ctx("half"))).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 13 });
  });

  it("the save parts: no cover part for a Dexterity save with no cover or total cover; a DC from −1000 to 1000", () => {
    expect(a5eSaveParts({ abilities }, "dex", 12, "none").parts).toEqual([{ key: "ability.dex", value: 2 }]);
    expect(a5eSaveParts({ abilities }, "dex", 12, "total").parts).toEqual([{ key: "ability.dex", value: 2 }]);
    expect(a5eSaveParts({ abilities }, "dex", 12, "partial3").parts).toEqual([{ key: "ability.dex", value: 2 }]);
    expect([a5eSaveParts({ abilities }, "con", -MAX_LEVEL, "none").target, a5eSaveParts({ abilities }, "con", MAX_LEVEL, "none").target]).toEqual([-MAX_LEVEL, MAX_LEVEL]);
    expectRefusal(() => a5eSaveParts({ abilities }, "con", MAX_LEVEL + 1, "none"), "OUT_OF_RANGE", "dc", MAX_LEVEL + 1, `from ${-MAX_LEVEL} to ${MAX_LEVEL}`);
    expectRefusal(() => a5eSaveParts({ abilities }, "con", -MAX_LEVEL - 1, "none"), "OUT_OF_RANGE", "dc", -MAX_LEVEL - 1, `from ${-MAX_LEVEL} to ${MAX_LEVEL}`);
    expectRefusal(() => a5eSaveParts({ abilities }, hostile("luck"), 12, "none"), "INVALID_ARGUMENT", "ability", "luck", "expected an ability id");
  });

  it("success: a total equal to the DC or above; both numbers whole, refused by name", () => {
    expect([a5eSaveSucceeds(11, 12), a5eSaveSucceeds(12, 12), a5eSaveSucceeds(-3, -3)]).toEqual([false, true, true]);
    expectRefusal(() => a5eSaveSucceeds(1.5, 12), "NOT_INTEGER", "total", 1.5, "expected a whole number");
    expectRefusal(() => a5eSaveSucceeds(12, 1.5), "NOT_INTEGER", "dc", 1.5, "expected a whole number");
  });
});

describe("A5E and OSE cover on an attack (004:L84–L87; 003:L847, L849)", () => {
  const bow = { attacker: fighter(), item: item({ kind: "ranged" }), options: options() };
  const sword = { ...bow, item: item({ kind: "melee" }) };

  it("A5E: +2 and +5 to the defence, nothing for none, total cover refuses the row; an effect may not target total cover", () => {
    expect(["none", "half", "threeQuarters", "total"].map((c) => A5E_COVER.attack(c as CoverChoice, bow))).toEqual([
      { defenceBonus: 0, parts: [], refused: null }, { defenceBonus: 2, parts: [], refused: null }, { defenceBonus: 5, parts: [], refused: null }, { defenceBonus: 0, parts: [], refused: "cannotBeHit" },
    ]);
    expect(A5E_COVER_CHOICES.map((c) => A5E_COVER.targetable(c))).toEqual([true, true, true, false]);
    expect([A5E_COVER.affectsSaves, A5E_COVER.choices]).toEqual([true, A5E_COVER_CHOICES]);
    expect([a5eCover("none"), a5eCover("threeQuarters"), a5eCover("partial2")]).toEqual([{ bonus: 0, cannotBeTargeted: false }, { bonus: 5, cannotBeTargeted: false }, { bonus: 0, cannotBeTargeted: false }]);
  });

  it("OSE: partial cover is a part of a missile attack only; complete cover refuses any attack; every effect may target", () => {
    expect(OSE_COVER.attack("partial3", bow)).toEqual({ defenceBonus: 0, parts: [{ key: "cover", value: -3 }], refused: null });
    expect(OSE_COVER.attack("partial3", sword)).toEqual({ defenceBonus: 0, parts: [], refused: null });
    expect(OSE_COVER.attack("none", bow)).toEqual({ defenceBonus: 0, parts: [], refused: null });
    expect([OSE_COVER.attack("total", sword), OSE_COVER.attack("total", bow)].map((r) => r.refused)).toEqual(["cannotBeHit", "cannotBeHit"]);
    expect([OSE_COVER.targetable("total"), OSE_COVER.affectsSaves]).toEqual([true, false]);
  });

  it("the best of several covers: a later cover of the same rank does not replace the first", () => {
    expect([a5eBestCover(["none", "partial1"]), a5eBestCover(["half", "half"]), a5eBestCover(["threeQuarters", "half"]), a5eBestCover(["total", "threeQuarters"])]).toEqual(["none", "half", "threeQuarters", "total"]);
    expect([a5eBestCover(["half"]), a5eBestCover(["none", "half"]), a5eBestCover(["partial1", "half"]), a5eBestCover(["half", "partial4"])]).toEqual(["half", "half", "half", "half"]);
  });
});

describe("world actions' targets (004:L75, L116, L139)", () => {
  it("a once-per-combat action with no list yet offers everyone, a copy of the list", () => {
    const everyone = ["A", "B"];
    const offered = worldActionCandidates(everyone, true, null, "c1");
    expect(offered).toEqual(everyone);
    expect(offered).not.toBe(everyone);
    expect(worldActionCandidates(everyone, false, null, "c1")).not.toBe(everyone);
  });

  it("a new list for a new combat; chosen ones already listed are not listed twice", () => {
    expect(recordWorldActionTargets(null, "c1", ["A"])).toEqual({ combat: "c1", targeted: ["A"] });
    expect(recordWorldActionTargets({ combat: "c0", targeted: ["A", "B"] }, "c1", ["B"])).toEqual({ combat: "c1", targeted: ["B"] });
    expect(recordWorldActionTargets({ combat: "c1", targeted: ["A", "B"] }, "c1", ["B", "C"])).toEqual({ combat: "c1", targeted: ["A", "B", "C"] });
  });

  it("an alternative formula that is only spaces is none; both formulas trimmed", () => {
    expect([a5eEffectFormula(" 2d6 ", "   ", true), a5eEffectFormula("2d6", " 1d6 ", true), a5eEffectFormula(" 2d6 ", "1d6", false)]).toEqual(["2d6", "1d6", "2d6"]);
  });
});
