/**
 * What every initiative model shares (models.ts) at its edges: the book's model record, each
 * refusal's code, parameter and value, acceptance exactly at each bound, the D4 parts each kind of
 * model adds and their clamp, the slow-weapon second.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, MAX_INITIATIVE_MODIFIER, resolveRuleset } from "../index";
import { MAX_ABILITY_SCORE } from "../ability-scale";
import { MAX_ACTION_SECONDS } from "../time";
import { A13, A5E, OSE, OSE_IND, OSR } from "../../../tests/support/initiative-sim";
import { expectRefusal, hostile } from "../../../tests/support/rules-error";
import { BOOK_INITIATIVE, LAST_SECOND, assertAbility, baseSecondFor, initiativeBonus, initiativeModelOf, scoreFromBase, variantInitiative } from "./models";

const PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const ACTOR = { dex: 10, level: 0, slow: false };
const a13 = resolveRuleset(A13);
const a5e = resolveRuleset(A5E);
const ose = resolveRuleset(OSE);
const oseInd = resolveRuleset(OSE_IND);
const osr = resolveRuleset(OSR);
const book = resolveRuleset(BOOK_CONFIG);

describe("the model in force", () => {
  it("the book's 2d10 when no module fills the point; it maps no base second", () => {
    expect(initiativeModelOf(book)).toBe(BOOK_INITIATIVE);
    expect(BOOK_INITIATIVE.id).toBe("er2d10");
    expectRefusal(() => BOOK_INITIATIVE.baseSecond(10), "INVALID_ARGUMENT", "ruleset", "er2d10", "the book's 2d10 has no mapped base second");
    expect(initiativeModelOf(a13).id).toBe("a13");
    expectRefusal(() => initiativeModelOf(hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "");
  });
  it("variantInitiative refuses the book's model, naming the ruleset", () => {
    expectRefusal(() => variantInitiative({ dice: 5, actor: ACTOR, parts: PARTS }, book), "INVALID_ARGUMENT", "ruleset", "er2d10", "initiativeFromParts");
  });
});

describe("assertAbility", () => {
  it("takes 0 to the bound; refuses beyond, negative or fractional, by the given name", () => {
    expect(() => assertAbility("x", 0)).not.toThrow();
    expect(() => assertAbility("x", MAX_ABILITY_SCORE)).not.toThrow();
    expectRefusal(() => assertAbility("x", MAX_ABILITY_SCORE + 1), "OUT_OF_RANGE", "x", MAX_ABILITY_SCORE + 1, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
    expectRefusal(() => assertAbility("x", -1), "NEGATIVE", "x", -1, "");
  });
});

describe("initiativeBonus and baseSecondFor", () => {
  it("the model's bonus; an actor that is not an object is refused by name", () => {
    expect(initiativeBonus({ dex: 14, level: 3, slow: false }, a13)).toBe(5);
    expect(initiativeBonus({ dex: 14, level: 3, slow: false }, ose)).toBe(0);
    expectRefusal(() => initiativeBonus(hostile(null), a13), "INVALID_ARGUMENT", "actor", null, "");
  });
  it("a slow weapon moves to the rule's second where one is in force, else the mapped second", () => {
    expect(baseSecondFor(6, true, ose)).toBe(20);
    expect(baseSecondFor(6, false, ose)).toBe(3);
    expect(baseSecondFor(20, true, a13)).toBe(1);
  });
});

describe("scoreFromBase", () => {
  it("adds steps and the situational modifier where the model adds them (D4), floored at 1 and capped", () => {
    expect(scoreFromBase(5, { ...PARTS, quickness: 3, weapon: 3, encumbrance: 2, other: 1 }, a13)).toEqual({ encumbrance: 2, other: 1, score: 8 });
    expect(scoreFromBase(5, { ...PARTS, encumbrance: 2, other: 1 }, ose)).toEqual({ encumbrance: 0, other: 0, score: 5 });
    expect(scoreFromBase(3, { ...PARTS, other: -9 }, a13).score).toBe(1);
    expect(scoreFromBase(20, { ...PARTS, encumbrance: 50_000 }, a13)).toEqual({ encumbrance: MAX_INITIATIVE_MODIFIER, other: 0, score: MAX_ACTION_SECONDS });
    expect(scoreFromBase(20, { ...PARTS, other: -50_000 }, a13)).toEqual({ encumbrance: 0, other: -MAX_INITIATIVE_MODIFIER, score: 1 });
  });
  it("takes a base second 1 to 20 and refuses one outside, and bad parts, by name", () => {
    expect(scoreFromBase(1, PARTS, a13).score).toBe(1);
    expect(scoreFromBase(LAST_SECOND, PARTS, a13).score).toBe(20);
    expectRefusal(() => scoreFromBase(0, PARTS, a13), "OUT_OF_RANGE", "baseSecond", 0, "expected a second 1–20");
    expectRefusal(() => scoreFromBase(21, PARTS, a13), "OUT_OF_RANGE", "baseSecond", 21, "expected a second 1–20");
    expectRefusal(() => scoreFromBase(2.5, PARTS, a13), "NOT_INTEGER", "baseSecond", 2.5, "");
    expectRefusal(() => scoreFromBase(5, hostile(null), a13), "INVALID_ARGUMENT", "parts", null, "");
    expectRefusal(() => scoreFromBase(5, { ...PARTS, encumbrance: 0.5 }, a13), "NOT_INTEGER", "parts.encumbrance", 0.5, "");
    expectRefusal(() => scoreFromBase(5, { ...PARTS, other: 0.5 }, a13), "NOT_INTEGER", "parts.other", 0.5, "");
  });
});

describe("variantInitiative", () => {
  it("the die from 1 to the model's faces; refused outside, naming the faces", () => {
    expect(variantInitiative({ dice: 1, actor: ACTOR, parts: PARTS }, a13).dice).toBe(1);
    expect(variantInitiative({ dice: 20, actor: ACTOR, parts: PARTS }, a13).baseSecond).toBe(1);
    expect(variantInitiative({ dice: 6, actor: ACTOR, parts: PARTS }, ose).baseSecond).toBe(3);
    expectRefusal(() => variantInitiative({ dice: 0, actor: ACTOR, parts: PARTS }, a13), "OUT_OF_RANGE", "dice", 0, "expected a die 1–20");
    expectRefusal(() => variantInitiative({ dice: 21, actor: ACTOR, parts: PARTS }, a13), "OUT_OF_RANGE", "dice", 21, "expected a die 1–20");
    expectRefusal(() => variantInitiative({ dice: 7, actor: ACTOR, parts: PARTS }, oseInd), "OUT_OF_RANGE", "dice", 7, "expected a die 1–6");
    expectRefusal(() => variantInitiative({ dice: -1, actor: ACTOR, parts: PARTS }, a13), "NEGATIVE", "dice", -1, "");
  });
  it("a model without dice ignores the die and shows none; the DEX order's total is the DEX score", () => {
    expect(variantInitiative({ dice: 0, actor: { ...ACTOR, dex: 15 }, parts: PARTS }, osr)).toMatchObject({ dice: 0, bonus: 0, total: 15, baseSecond: 6 });
    expect(variantInitiative({ dice: 99, actor: { ...ACTOR, dex: 15 }, parts: PARTS }, osr)).toMatchObject({ dice: 0, total: 15 });
    expectRefusal(() => variantInitiative({ dice: 0, actor: { ...ACTOR, dex: -1 }, parts: PARTS }, osr), "NEGATIVE", "actor.dex", -1, "");
  });
  it("a reused check is the total: no die, no bonus, whatever the die; bounded at ±1000", () => {
    const actor = { ...ACTOR, dex: 16 };
    expect(variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: 17 }, a5e)).toMatchObject({ dice: 0, bonus: 0, total: 17, baseSecond: 4 });
    expect(variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: 1000 }, a5e).total).toBe(1000);
    expect(variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: -1000 }, a5e).total).toBe(-1000);
    expect(variantInitiative({ dice: 12, actor, parts: PARTS, checkTotal: null }, a5e)).toMatchObject({ dice: 12, bonus: 3, total: 15 });
    expectRefusal(() => variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: 1001 }, a5e), "OUT_OF_RANGE", "checkTotal", 1001, "expected a check total within ±1000");
    expectRefusal(() => variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: -1001 }, a5e), "OUT_OF_RANGE", "checkTotal", -1001, "");
    expectRefusal(() => variantInitiative({ dice: 0, actor, parts: PARTS, checkTotal: 1.5 }, a5e), "NOT_INTEGER", "checkTotal", 1.5, "");
  });
  it("a slow weapon takes the rule's second where one is in force, shown as slow", () => {
    expect(variantInitiative({ dice: 6, actor: { ...ACTOR, slow: true }, parts: PARTS }, ose)).toMatchObject({ slow: true, baseSecond: 20, score: 20 });
    expect(variantInitiative({ dice: 20, actor: { ...ACTOR, slow: true }, parts: PARTS }, a13)).toMatchObject({ slow: false, baseSecond: 1 });
  });
  it("refuses an input, an actor or a slow flag that is not what it should be, by name", () => {
    expectRefusal(() => variantInitiative(hostile(null), a13), "INVALID_ARGUMENT", "input", null, "");
    expectRefusal(() => variantInitiative({ dice: 5, actor: hostile(null), parts: PARTS }, a13), "INVALID_ARGUMENT", "actor", null, "");
    expectRefusal(() => variantInitiative({ dice: 5, actor: { ...ACTOR, slow: hostile("no") }, parts: PARTS }, a13), "INVALID_ARGUMENT", "actor.slow", "no", "expected a boolean");
  });
});
