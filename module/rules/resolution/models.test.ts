import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { RulesError } from "../errors";
import { variantConfig } from "../../../tests/support/variants";
import { NO_ACTION } from "../combat/action";
import { turnMoments } from "../combat/turn-moment";
import { fighter, health, item, options } from "../../../tests/support/fighters";
import {
  allyStabiliseRuleOf, deathSaveRuleOf, deathSaveTurnSecond, escalationAllowed, healingModelOf, hitsAcOf, hostileCloseAt, isStaggered, judgesHostileClose, keepsTempHealth,
  listedResolutionFields, moraleModelOf, recoveryRuleOf, saveModelOf, shownAc, spellDisruptionOf, stabiliseRuleOf, thac0Of, zeroHealthModelOf,
} from "./models";

const a13 = resolveRuleset(PRESETS.a13);
const ose = resolveRuleset(PRESETS.ose);
const osr = resolveRuleset(PRESETS.osr);
const a5e = resolveRuleset(PRESETS.a5e);
const input = (attacker = fighter()) => ({ attacker, item: item(), options: options() });
/** A dying combatant in round 2 with no action this round and `base` as its kept second (0: none). */
const dyingAt = (base: number) => ({ round: 2, state: { id: "pc", action: NO_ACTION, tieBreak: 0, conditions: ["unconscious"], defeated: false }, memory: { base, held: 0 }, doubleMoveRound: 0 });

describe("what adapters ask of the hit-and-hurt models in force", () => {
  it("the book: AC as it is, no AC hit shown, no escalation, no 0-health, healing, morale or spell model, no listed fields", () => {
    expect([shownAc(15, BOOK_RULESET), hitsAcOf(15, input(), BOOK_RULESET), thac0Of(fighter(), BOOK_RULESET), escalationAllowed(BOOK_RULESET)]).toEqual([15, undefined, undefined, 0]);
    expect([zeroHealthModelOf(BOOK_RULESET), deathSaveRuleOf(BOOK_RULESET), stabiliseRuleOf(BOOK_RULESET), allyStabiliseRuleOf(BOOK_RULESET)]).toEqual([null, null, null, null]);
    expect([healingModelOf(BOOK_RULESET), recoveryRuleOf(BOOK_RULESET), keepsTempHealth(BOOK_RULESET), isStaggered(health(1, 10), BOOK_RULESET)]).toEqual([null, null, false, false]);
    expect([saveModelOf(BOOK_RULESET), moraleModelOf(BOOK_RULESET), spellDisruptionOf(BOOK_RULESET), listedResolutionFields(BOOK_RULESET)]).toEqual([null, null, null, []]);
    expect([judgesHostileClose(BOOK_RULESET), hostileCloseAt([1], 5, BOOK_RULESET), deathSaveTurnSecond(dyingAt(7), BOOK_RULESET)]).toEqual([false, false, null]);
  });

  it("OSE: descending AC 19 − AAC (R3), the matrix's AC hit (003:L932) and THAC0, morale and spell disruption", () => {
    expect([shownAc(15, ose), shownAc(19, ose)]).toEqual([4, 0]);
    expect(hitsAcOf(15, input(), ose)).toBe(20 - 15);
    expect(thac0Of(fighter(), ose)).toBeTypeOf("number");
    expect([moraleModelOf(ose) !== null, spellDisruptionOf(ose) !== null, recoveryRuleOf(ose), deathSaveRuleOf(ose)]).toEqual([true, true, null, null]);
  });

  it("13A: the escalation die's cap, death saves at the turn second under roll-once initiative, staggered at half, recoveries and temporary health", () => {
    expect(escalationAllowed(a13)).toBe(6);
    expect([deathSaveTurnSecond(dyingAt(7), a13), deathSaveTurnSecond(dyingAt(0), a13)]).toEqual([7, 1]);
    expect([isStaggered(health(5, 10), a13), isStaggered(health(6, 10), a13)]).toEqual([true, false]);
    expect([recoveryRuleOf(a13) !== null, keepsTempHealth(a13), allyStabiliseRuleOf(a13) !== null, stabiliseRuleOf(a13)]).toEqual([true, true, true, null]);
    expect(listedResolutionFields(a13)).toContain("defences.pd");
  });

  it("13A death saves under the OSR DEX order (cadence never): the kept DEX second, as a roll-once model", () => {
    const dexOrder = resolveRuleset(variantConfig({ initiative: { model: "osrDex" } }, PRESETS.a13));
    expect(deathSaveTurnSecond(dyingAt(7), dexOrder)).toBe(7);
  });

  it("GXR-3 death save second = the start-of-turn moment: the kept base second under a model that keeps one, second 1 under a per-round model, the landing second of an action this round", () => {
    const perRound = resolveRuleset(variantConfig({ initiative: { model: "er2d10" } }, PRESETS.a13));
    expect([deathSaveTurnSecond(dyingAt(7), perRound), deathSaveTurnSecond(dyingAt(0), perRound)]).toEqual([1, 1]);
    const landing = { ...dyingAt(7), state: { ...dyingAt(7).state, conditions: [], action: { startedRound: 2, score: 12, castingSeconds: 0, landsAt: 2 * 20 + 12, delayedFrom: 0 } } };
    for (const r of [a13, perRound]) expect(deathSaveTurnSecond(landing, r)).toBe(turnMoments(landing, r).start.second);
    expect(deathSaveTurnSecond(landing, a13)).toBe(12);
  });

  it("OSR: hostile tokens adjacent are close (RS-2), none are not; the GM's stabilise (RS-7)", () => {
    expect(judgesHostileClose(osr)).toBe(true);
    expect([hostileCloseAt([1], 5, osr), hostileCloseAt([], 5, osr)]).toEqual([true, false]);
    expect(stabiliseRuleOf(osr)).not.toBeNull();
  });

  it("A5E: its saves, the book's 0 health", () => {
    expect([saveModelOf(a5e) !== null, zeroHealthModelOf(a5e)]).toEqual([true, null]);
  });

  it("a forged ruleset or a bad argument is refused with a RulesError", () => {
    const forged = { ...a13 };
    for (const ask of [() => shownAc(15, forged), () => escalationAllowed(forged), () => healingModelOf(forged), () => moraleModelOf(forged), () => listedResolutionFields(forged), () => deathSaveTurnSecond(dyingAt(0), forged)]) {
      expect(ask).toThrow(RulesError);
    }
    expect(() => shownAc(1.5, ose)).toThrow(RulesError);
    expect(() => hitsAcOf(15, { attacker: null } as never, ose)).toThrow(RulesError);
    expect(() => deathSaveTurnSecond({ ...dyingAt(0), round: 0 }, a13)).toThrow(RulesError);
    expect(() => hostileCloseAt([Number.NaN], 5, osr)).toThrow(RulesError);
    expect(() => isStaggered({ value: 1 } as never, a13)).toThrow(RulesError);
  });
});
