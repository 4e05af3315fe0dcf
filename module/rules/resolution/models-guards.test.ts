/**
 * What adapters ask of the models in force, at their edges: each question refuses a ruleset that
 * resolution did not make (named `ruleset`), and refuses its other arguments by name where a model
 * would read them.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { NO_ACTION } from "../combat/action";
import { fighter, health, item, options } from "../../../tests/support/fighters";
import { expectRefusal, hostile, refusalOf } from "../../../tests/support/rules-error";
import {
  allyStabiliseRuleOf, deathSaveRuleOf, deathSaveTurnSecond, escalationAllowed, healingModelOf, hitsAcOf, hostileCloseAt, isStaggered, judgesHostileClose, keepsTempHealth,
  listedResolutionFields, moraleModelOf, recoveryRuleOf, saveModelOf, shownAc, spellDisruptionOf, stabiliseRuleOf, thac0Of, zeroHealthModelOf,
} from "./models";

const a13 = resolveRuleset(PRESETS.a13);
const ose = resolveRuleset(PRESETS.ose);
const osr = resolveRuleset(PRESETS.osr);
const input = () => ({ attacker: fighter(), item: item(), options: options() });
const dyingAt = { round: 2, state: { id: "pc", action: NO_ACTION, tieBreak: 0, conditions: ["unconscious"], defeated: false }, memory: { base: 7, held: 0 }, doubleMoveRound: 0 };

describe("every question refuses a forged ruleset by name", () => {
  it("each of them, with a ruleset copied from a resolved one", () => {
    for (const source of [a13, ose]) {
      const forged = hostile({ ...source });
      const asks: (() => unknown)[] = [
        () => shownAc(15, forged), () => thac0Of(fighter(), forged), () => hitsAcOf(15, input(), forged), () => judgesHostileClose(forged), () => hostileCloseAt([1], 5, forged),
        () => escalationAllowed(forged), () => zeroHealthModelOf(forged), () => deathSaveRuleOf(forged), () => deathSaveTurnSecond(dyingAt, forged), () => stabiliseRuleOf(forged),
        () => allyStabiliseRuleOf(forged), () => healingModelOf(forged), () => recoveryRuleOf(forged), () => keepsTempHealth(forged), () => isStaggered(health(1, 10), forged),
        () => saveModelOf(forged), () => moraleModelOf(forged), () => spellDisruptionOf(forged), () => listedResolutionFields(forged),
      ];
      for (const ask of asks) {
        const e = refusalOf(ask);
        expect([e.code, e.parameter]).toEqual(["INVALID_ARGUMENT", "ruleset"]);
      }
    }
  });
});

describe("the other arguments, refused by name", () => {
  it("the AC shown: a whole number, refused under any model", () => {
    expectRefusal(() => shownAc(1.5, BOOK_RULESET), "NOT_INTEGER", "aac", 1.5, "expected a whole number");
    expect([shownAc(-3, a13), shownAc(0, ose)]).toEqual([-3, 19]);
  });

  it("THAC0: the attacker is read only where the model attacks by THAC0", () => {
    expect(thac0Of(hostile(null), a13)).toBeUndefined();
    expectRefusal(() => thac0Of(hostile(null), ose), "INVALID_ARGUMENT", "attacker", null, "expected an object");
    expect(thac0Of(fighter({ kind: "creature", attackBonus: 4 }), ose)).toBe(19 - 4);
  });

  it("the AC a total hits: the total always, the input only where the model shows one", () => {
    expectRefusal(() => hitsAcOf(1.5, input(), BOOK_RULESET), "NOT_INTEGER", "total", 1.5, "expected a whole number");
    expect(hitsAcOf(15, hostile(null), a13)).toBeUndefined();
    expectRefusal(() => hitsAcOf(15, hostile([]), ose), "INVALID_ARGUMENT", "input", [], "expected an object");
    expectRefusal(() => hitsAcOf(15, hostile({ attacker: { ...fighter(), kind: "dragon" } }), ose), "INVALID_ARGUMENT", "input.attacker.kind", "dragon", "");
  });

  it("hostile tokens close: the distances and the scale, under any model", () => {
    expectRefusal(() => hostileCloseAt(hostile("1"), 5, BOOK_RULESET), "INVALID_ARGUMENT", "distances", "1", "expected an array");
    expectRefusal(() => hostileCloseAt([1, Number.NaN], 5, BOOK_RULESET), "NOT_A_NUMBER", "distances[1]", Number.NaN, "expected a number");
    expectRefusal(() => hostileCloseAt([1], Number.NaN, BOOK_RULESET), "NOT_A_NUMBER", "feetPerHex", Number.NaN, "expected a number");
    expect([hostileCloseAt([1], 5, a13), hostileCloseAt([3], 5, osr)]).toEqual([false, false]);
  });

  it("staggered: the health is checked under any model", () => {
    expectRefusal(() => isStaggered(hostile({ value: 1 }), BOOK_RULESET), "NOT_A_NUMBER", "health.max", undefined, "expected a number");
    expect([isStaggered(health(0, 0), a13), isStaggered(health(1, 1), a13)]).toEqual([true, false]);
    // OSE and OSR heal by their own models, which have no staggered badge.
    expect([isStaggered(health(1, 10), ose), isStaggered(health(1, 10), osr)]).toEqual([false, false]);
  });

  it("the fields listed: every module's list in one, in registry order, with no nesting", () => {
    const fields = listedResolutionFields(a13);
    expect(fields.every((f) => typeof f === "string")).toBe(true);
    expect(fields.indexOf("defences.pd")).toBeLessThan(fields.indexOf("recoveries"));
    expect([deathSaveTurnSecond(dyingAt, ose), keepsTempHealth(osr), recoveryRuleOf(BOOK_RULESET), allyStabiliseRuleOf(osr), stabiliseRuleOf(a13)]).toEqual([null, false, null, null, null]);
  });
});
