import { describe, it, expect } from "vitest";
import fc from "fast-check";
import * as rules from "./index";
import {
  MAX_ACTION_SECONDS,
  MAX_ROUNDS_AHEAD,
  NO_ACTION,
  RulesError,
  actionForScore,
  actionLanding,
  assertCastingSeconds,
  awaitsOwnRoll,
  fromAbsolute,
  initiativeFromParts,
  initiativeRange,
  isScoreInDiceRange,
  isSituationalModifier,
  maxCastingSeconds,
  planAction,
  scheduleAction,
  withCasting,
  type CombatantState,
} from "./index";
import { hostile, rulesErrorCode, thrownBy } from "../../tests/support/rules-error";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };

describe("the 10-rounds-ahead cap (docs/rules.md §2, spill-over past 40)", () => {
  it("is exported from the rules core's public API", () => {
    expect(rules.MAX_ROUNDS_AHEAD).toBe(10);
    expect(rules.MAX_ACTION_SECONDS).toBe(220);
  });

  it("an action may land at second 20 of the round 10 rounds on, and no later", () => {
    expect(actionLanding(MAX_ACTION_SECONDS)).toEqual({ roundOffset: MAX_ROUNDS_AHEAD, second: 20 });
    expect(actionLanding(200, 20)).toEqual({ roundOffset: MAX_ROUNDS_AHEAD, second: 20 });
    expect(() => actionLanding(MAX_ACTION_SECONDS + 1)).toThrow(RulesError);
    expect(() => actionLanding(15, MAX_ACTION_SECONDS)).toThrow(RulesError);
    expect(scheduleAction(3, 220).occupiedRounds).toHaveLength(MAX_ROUNDS_AHEAD);
  });

  it("scheduling a 2e10 initiative is refused with a RulesError at once (no allocation per round)", () => {
    let error: unknown = null;
    try {
      actionForScore(NO_ACTION, 2e10, 1);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).code).toBe("OUT_OF_RANGE");
    expect(() => scheduleAction(1, 2e10)).toThrow(RulesError);
    expect(() => withCasting(planAction(1, 12), 2e10)).toThrow(RulesError);
    expect(() => scheduleAction(1, Number.MAX_SAFE_INTEGER)).toThrow(RulesError);
    // Before the cap this built one array entry per round spanned: 2e9 took 7 s and 2.5 GB
    // and 2e10 ran the test into its timeout. The refusal is one comparison, not a speed target.
  });

  it("property: every accepted action lands at most 10 rounds after its round; every other one throws", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (round, score, cast) => {
        if (score + cast > MAX_ACTION_SECONDS) {
          expect(() => scheduleAction(round, score, cast)).toThrow(RulesError);
        } else {
          const s = scheduleAction(round, score, cast);
          expect(s.landsAt.round - round).toBeLessThanOrEqual(MAX_ROUNDS_AHEAD);
          expect(fromAbsolute(s.absolute)).toEqual(s.landsAt);
        }
      }),
    );
  });

  it("a rolled score is capped, so an owner's huge item modifier never stops a round transition", () => {
    expect(initiativeFromParts(20, { ...NO_PARTS, weapon: 1e12 }).score).toBe(MAX_ACTION_SECONDS);
    expect(initiativeFromParts(2, { ...NO_PARTS, weapon: -1e12 }).score).toBe(1);
    expect(planAction(4, initiativeFromParts(20, { ...NO_PARTS, other: 5000 }).score).landsAt).toBe((4 + MAX_ROUNDS_AHEAD) * 20 + 20);
  });
});

describe("the dice range of a roll", () => {
  it("2d10 plus the modifiers, floored at 1", () => {
    expect(initiativeRange(NO_PARTS)).toEqual({ min: 2, max: 20 });
    expect(initiativeRange({ quickness: -1, weapon: 2, encumbrance: 3, other: 0 })).toEqual({ min: 6, max: 24 });
    expect(initiativeRange({ quickness: -3, weapon: -2, encumbrance: 0, other: 0 })).toEqual({ min: 1, max: 15 });
    expect(isScoreInDiceRange(24, { quickness: -1, weapon: 2, encumbrance: 3, other: 0 })).toBe(true);
    expect(isScoreInDiceRange(25, { quickness: -1, weapon: 2, encumbrance: 3, other: 0 })).toBe(false);
    expect(isScoreInDiceRange(1, NO_PARTS)).toBe(false);
    expect(isScoreInDiceRange(2e10, NO_PARTS)).toBe(false);
    expect(isScoreInDiceRange("7", NO_PARTS)).toBe(false);
  });
});

describe("casting time and situational bounds", () => {
  it("a casting time keeps score + casting within the cap", () => {
    expect(maxCastingSeconds({ score: 15 })).toBe(205);
    expect(() => assertCastingSeconds({ score: 15 }, 205)).not.toThrow();
    expect(() => assertCastingSeconds({ score: 15 }, 206)).toThrow(RulesError);
    expect(() => assertCastingSeconds({ score: 15 }, -1)).toThrow(RulesError);
    expect(() => assertCastingSeconds({ score: 15 }, 2.5)).toThrow(RulesError);
    expect(() => assertCastingSeconds({ score: 15 }, "8")).toThrow(RulesError);
  });

  it("a situational modifier is a whole number from −20 to +20", () => {
    expect([-20, 0, 20].every(isSituationalModifier)).toBe(true);
    expect([-21, 21, 1.5, Number.NaN, "3", 2e10].some(isSituationalModifier)).toBe(false);
  });
});

describe("waiting for an owner's roll", () => {
  const state = (over: Partial<CombatantState>): CombatantState => ({ id: "a", action: NO_ACTION, tieBreak: 2, conditions: [], defeated: false, ...over });
  it("only an able combatant with no action that took part in the round's transition", () => {
    expect(awaitsOwnRoll(state({}), 3)).toBe(true);
    expect(awaitsOwnRoll(state({ tieBreak: 0 }), 3)).toBe(false);
    expect(awaitsOwnRoll(state({ action: planAction(3, 9) }), 3)).toBe(false);
    expect(awaitsOwnRoll(state({ conditions: ["unconscious"] }), 3)).toBe(false);
    expect(awaitsOwnRoll(state({ defeated: true }), 3)).toBe(false);
  });
});

/** Regression (fuzz suite): hostile input gives a RulesError with its code, never a TypeError or NaN. */
describe("action limits refuse hostile input (fuzz regressions)", () => {
  const code = rulesErrorCode;
  const state: CombatantState = { id: "a", action: NO_ACTION, tieBreak: 2, conditions: [], defeated: false };

  it("awaitsOwnRoll: a missing state or action, a round that is not a round", () => {
    expect(code(() => awaitsOwnRoll(hostile(undefined), 3))).toBe("INVALID_ARGUMENT");
    expect(code(() => awaitsOwnRoll(hostile({ ...state, action: null }), 3))).toBe("INVALID_ARGUMENT");
    expect(code(() => awaitsOwnRoll(hostile({ ...state, action: { ...NO_ACTION, startedRound: 2 } }), "3" as never))).toBe("NOT_A_NUMBER");
    expect(code(() => awaitsOwnRoll(state, 0))).toBe("OUT_OF_RANGE");
  });

  it("maxCastingSeconds: a missing action or a score that is not a score (no NaN)", () => {
    expect(code(() => maxCastingSeconds(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => maxCastingSeconds(hostile([])))).toBe("INVALID_ARGUMENT");
    expect(code(() => maxCastingSeconds(hostile({})))).toBe("NOT_A_NUMBER");
    expect(code(() => maxCastingSeconds({ score: 2.5 }))).toBe("NOT_INTEGER");
    expect(code(() => maxCastingSeconds({ score: 1e9 }))).toBe("OUT_OF_RANGE");
    expect(maxCastingSeconds(NO_ACTION)).toBe(MAX_ACTION_SECONDS - 1);
  });

  it("assertCastingSeconds: a missing action", () => {
    expect(code(() => assertCastingSeconds(hostile(null), 0))).toBe("INVALID_ARGUMENT");
    expect(code(() => assertCastingSeconds(hostile(undefined), 0))).toBe("INVALID_ARGUMENT");
  });
});

describe("action limits: edges and what each refusal names", () => {
  const state: CombatantState = { id: "a", action: NO_ACTION, tieBreak: 2, conditions: [], defeated: false };
  const refusal = (f: () => unknown) => thrownBy(f) as RulesError;

  it("the lowest and highest score the dice give are in range; a fraction never is", () => {
    expect(isScoreInDiceRange(2, NO_PARTS)).toBe(true);
    expect(isScoreInDiceRange(20, NO_PARTS)).toBe(true);
    expect(isScoreInDiceRange(21, NO_PARTS)).toBe(false);
    expect(isScoreInDiceRange(2.5, NO_PARTS)).toBe(false);
  });

  it("a casting time of 0 is accepted; one past the cap is refused as OUT_OF_RANGE naming castingSeconds and the cap", () => {
    expect(() => assertCastingSeconds({ score: 15 }, 0)).not.toThrow();
    const e = refusal(() => assertCastingSeconds({ score: 15 }, 206));
    expect(e).toBeInstanceOf(RulesError);
    expect([e.code, e.parameter, e.value]).toEqual(["OUT_OF_RANGE", "castingSeconds", 206]);
    expect(e.message).toContain("expected a whole number of seconds from 0 to 205");
    expect(refusal(() => assertCastingSeconds({ score: 15 }, "8")).parameter).toBe("castingSeconds");
    expect(refusal(() => maxCastingSeconds(hostile(null))).parameter).toBe("action");
    expect(refusal(() => maxCastingSeconds({ score: 2.5 })).parameter).toBe("action.score");
  });

  it("awaitsOwnRoll: an action started, or one landing, is not waiting for a roll; the refusals name state and round", () => {
    expect(awaitsOwnRoll({ ...state, action: { ...NO_ACTION, startedRound: 3 } }, 3)).toBe(false);
    expect(awaitsOwnRoll({ ...state, action: { ...NO_ACTION, landsAt: 50 } }, 3)).toBe(false);
    expect(refusal(() => awaitsOwnRoll(hostile(undefined), 3)).parameter).toBe("state");
    expect(refusal(() => awaitsOwnRoll(state, 0)).parameter).toBe("round");
  });
});
