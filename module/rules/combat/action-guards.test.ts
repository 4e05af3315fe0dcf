/**
 * A combatant's action (RULES.md §1–2): the refusals' codes, parameters, values and texts, and the
 * edges of the score's floor and cap, casting, delay, a late score and the traded action that the
 * schedule's and delay's tests do not pin.
 */
import { describe, expect, it } from "vitest";
import {
  MID_ROUND_JOIN,
  NO_ACTION,
  ableToAct,
  actionForScore,
  actionForScoreAt,
  assertRound,
  canCast,
  canDelay,
  canRescore,
  castingStartsAt,
  deathSaveAction,
  delayedAction,
  initiativeFromParts,
  planAction,
  reckonedRound,
  scoreFromEntry,
  tradedAction,
  withCasting,
  withCastingAt,
  type ActionRecord,
} from "./action";
import { MAX_INITIATIVE, MAX_INITIATIVE_MODIFIER, MAX_ROUND } from "../bounds";
import { MAX_ACTION_SECONDS, toAbsolute } from "../time";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const at = (round: number, second: number) => toAbsolute({ round, second });
const now = (round: number, second: number) => ({ round, second });

describe("the record of no action", () => {
  it("is all zeros and frozen; a combatant joining mid-round waits for the next round", () => {
    expect(NO_ACTION).toEqual({ startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });
    expect(Object.isFrozen(NO_ACTION)).toBe(true);
    expect(MID_ROUND_JOIN).toBe("nextRound");
  });
});

describe("assertRound", () => {
  it("takes round 1 and refuses 0 and fractions by name", () => {
    expect(() => assertRound("r", 1)).not.toThrow();
    expectRefusal(() => assertRound("r", 0), "OUT_OF_RANGE", "r", 0, "expected a round ≥ 1");
    expectRefusal(() => assertRound("r", 1.5), "NOT_INTEGER", "r", 1.5, "whole number");
  });
});

describe("initiative from the profile's parts", () => {
  it("holds each part within the modifier's bound, then caps the score; the breakdown keeps the parts given", () => {
    const big = initiativeFromParts(20, { quickness: 1e12, weapon: 0, encumbrance: 0, other: 0 });
    expect(big).toEqual({ dice: 20, quickness: 1e12, weapon: 0, encumbrance: 0, other: 0, score: MAX_ACTION_SECONDS });
    // Each part held to −10,000: the four sum to −40,000, the floor then gives 1.
    expect(initiativeFromParts(MAX_INITIATIVE, { quickness: -1e12, weapon: 0, encumbrance: 0, other: 0 }).score).toBe(1);
    // One part held, another in range: 10,000 + 10,000 − 10,000 − 9,999 − 10,000 + 1 … the sum is exact.
    expect(initiativeFromParts(10, { quickness: -MAX_INITIATIVE_MODIFIER - 5, weapon: MAX_INITIATIVE_MODIFIER, encumbrance: 3, other: 0 }).score).toBe(13);
    expect(initiativeFromParts(10, { quickness: 0, weapon: -MAX_INITIATIVE_MODIFIER - 5, encumbrance: MAX_INITIATIVE_MODIFIER, other: 4 }).score).toBe(14);
    expect(initiativeFromParts(10, { quickness: 2, weapon: 0, encumbrance: -MAX_INITIATIVE_MODIFIER - 5, other: MAX_INITIATIVE_MODIFIER }).score).toBe(12);
    expect(initiativeFromParts(10, { quickness: MAX_INITIATIVE_MODIFIER, weapon: 1, encumbrance: 0, other: -MAX_INITIATIVE_MODIFIER - 5 }).score).toBe(11);
    // The cap is MAX_ACTION_SECONDS exactly, the floor 1.
    expect(initiativeFromParts(MAX_ACTION_SECONDS, NO_PARTS).score).toBe(MAX_ACTION_SECONDS);
    expect(initiativeFromParts(MAX_ACTION_SECONDS + 1, NO_PARTS).score).toBe(MAX_ACTION_SECONDS);
    expect(initiativeFromParts(0, NO_PARTS).score).toBe(1);
    expect(initiativeFromParts(MAX_INITIATIVE, NO_PARTS).dice).toBe(MAX_INITIATIVE);
  });

  it("refuses bad dice and parts by name", () => {
    expectRefusal(() => initiativeFromParts(-1, NO_PARTS), "NEGATIVE", "dice", -1, "≥ 0");
    expectRefusal(() => initiativeFromParts(MAX_INITIATIVE + 1, NO_PARTS), "OUT_OF_RANGE", "dice", MAX_INITIATIVE + 1, `at most ${MAX_INITIATIVE}`);
    expectRefusal(() => initiativeFromParts(5, ill(null)), "INVALID_ARGUMENT", "parts", null, "expected an object");
    expectRefusal(() => initiativeFromParts(5, { ...NO_PARTS, quickness: 0.5 }), "NOT_INTEGER", "quickness", 0.5, "whole number");
    expectRefusal(() => initiativeFromParts(5, { ...NO_PARTS, weapon: 0.5 }), "NOT_INTEGER", "weapon", 0.5, "whole number");
    expectRefusal(() => initiativeFromParts(5, { ...NO_PARTS, encumbrance: 0.5 }), "NOT_INTEGER", "encumbrance", 0.5, "whole number");
    expectRefusal(() => initiativeFromParts(5, { ...NO_PARTS, other: 0.5 }), "NOT_INTEGER", "other", 0.5, "whole number");
  });
});

describe("planning an action", () => {
  it("defaults to no casting and no delay; the delay is bounded", () => {
    expect(planAction(2, 7)).toEqual({ startedRound: 2, score: 7, castingSeconds: 0, landsAt: at(2, 7), delayedFrom: 0 });
    expect(planAction(2, 7, 0, MAX_ROUND).delayedFrom).toBe(MAX_ROUND);
    expectRefusal(() => planAction(2, 7, 0, -1), "NEGATIVE", "delayedFrom", -1, "≥ 0");
    expectRefusal(() => planAction(2, 7, 0, MAX_ROUND + 1), "OUT_OF_RANGE", "delayedFrom", MAX_ROUND + 1, `at most ${MAX_ROUND}`);
  });

  it("an action is reckoned from its roll's round unless delayed", () => {
    expect(reckonedRound(planAction(3, 7))).toBe(3);
    expect(reckonedRound({ ...planAction(3, 7), delayedFrom: 5 })).toBe(6);
  });
});

describe("casting", () => {
  it("withCasting keeps the roll's round of a delayed action and lands from the round it was delayed into", () => {
    const delayed = { ...planAction(1, 7), landsAt: at(2, 7), delayedFrom: 1 };
    expect(withCasting(delayed, 3)).toEqual({ startedRound: 1, score: 7, castingSeconds: 3, landsAt: at(2, 10), delayedFrom: 1 });
    expect(withCasting(planAction(1, 7), 0)).toEqual(planAction(1, 7));
    expectRefusal(() => withCasting(NO_ACTION, 3), "INVALID_ARGUMENT", "action", NO_ACTION, "the combatant has no action to cast");
  });

  it("castingStartsAt: a casting of one second; a landing just after its casting; none at or before it", () => {
    expect(castingStartsAt({ ...planAction(1, 4), castingSeconds: 1 })).toBe(at(1, 3));
    expect(castingStartsAt({ startedRound: 1, score: 1, castingSeconds: 20, landsAt: 21, delayedFrom: 0 })).toBe(1);
    expect(castingStartsAt({ startedRound: 1, score: 1, castingSeconds: 21, landsAt: 21, delayedFrom: 0 })).toBeNull();
    expect(castingStartsAt({ ...planAction(1, 4), castingSeconds: 0 })).toBeNull();
    expect(castingStartsAt({ ...withCasting(planAction(1, 4), 3), startedRound: 0 })).toBeNull();
  });

  it("withCastingAt refuses a bad clock time by name, before the action is read", () => {
    expectRefusal(() => withCastingAt(planAction(1, 4), 2, ill(null)), "INVALID_ARGUMENT", "now", null, "expected { round, second }");
  });
});

describe("delay", () => {
  it("refuses a bad round, no action and an action of another round, naming it", () => {
    const a = planAction(2, 7);
    expectRefusal(() => delayedAction(a, 0), "OUT_OF_RANGE", "round", 0, "round ≥ 1");
    expectRefusal(() => delayedAction(NO_ACTION, 1), "INVALID_ARGUMENT", "action", NO_ACTION, "the combatant has no action to delay");
    expectRefusal(() => delayedAction(a, 3), "INVALID_ARGUMENT", "action", a, "only an action of round 3 itself can be delayed out of it");
  });

  it("keeps its second in the next round (no new roll)", () => {
    expect(delayedAction(planAction(2, 7), 2)).toEqual({ startedRound: 2, score: 7, castingSeconds: 0, landsAt: at(3, 7), delayedFrom: 2 });
  });

  it("canDelay: no action, or one not yet placed, cannot; this round's own action until it lands", () => {
    expect(canDelay(NO_ACTION, now(1, 1))).toBe(false);
    expect(canDelay({ ...planAction(1, 7), landsAt: 0 }, now(1, 1))).toBe(false);
    expect(canDelay(planAction(1, 7), now(1, 7))).toBe(true);
    expect(canDelay(planAction(1, 7), now(1, 8))).toBe(false);
    expect(canDelay(planAction(1, 25), now(1, 1))).toBe(false);
    expect(canDelay(planAction(1, 7), now(2, 1))).toBe(false);
    expect(canDelay({ ...planAction(1, 7), startedRound: 0 }, now(1, 1))).toBe(false);
  });

  it("canCast: an action that has not landed yet, up to its own second", () => {
    expect(canCast(planAction(1, 7), now(1, 7))).toBe(true);
    expect(canCast(planAction(1, 7), now(1, 8))).toBe(false);
    expect(canCast(NO_ACTION, now(1, 1))).toBe(false);
    expect(canCast({ ...planAction(1, 7), startedRound: 0 }, now(1, 1))).toBe(false);
    expectRefusal(() => canCast(planAction(1, 7), ill(null)), "INVALID_ARGUMENT", "now", null, "expected { round, second }");
  });
});

describe("able to act", () => {
  it("a defeated combatant never acts, its conditions unread; unknown ids are ignored", () => {
    expect(ableToAct({ defeated: true, conditions: ill("junk") })).toBe(false);
    expect(ableToAct({ defeated: false, conditions: [] })).toBe(true);
    expect(ableToAct({ defeated: false, conditions: ["not-a-condition"] })).toBe(true);
    expect(ableToAct({ defeated: false, conditions: ["stunned"] })).toBe(false);
    expect(ableToAct({ defeated: false, conditions: ["unconscious"] })).toBe(false);
    expectRefusal(() => ableToAct({ defeated: false, conditions: ill("junk") }), "INVALID_ARGUMENT", "state.conditions", "junk", "expected an array");
    expectRefusal(() => ableToAct(ill(null)), "INVALID_ARGUMENT", "state", null, "expected an object");
  });
});

describe("a typed score", () => {
  it("is a finite number up to the bound, rounded, floored at 1", () => {
    expect(scoreFromEntry(MAX_INITIATIVE)).toBe(MAX_INITIATIVE);
    expect(scoreFromEntry(MAX_INITIATIVE + 0.5)).toBeNull();
    expect(scoreFromEntry(Number.POSITIVE_INFINITY)).toBeNull();
    expect(scoreFromEntry(Number.NaN)).toBeNull();
    expect(scoreFromEntry("7")).toBeNull();
    expect(scoreFromEntry(0.4)).toBe(1);
    expect(scoreFromEntry(-5)).toBe(1);
    expect(scoreFromEntry(6.5)).toBe(7);
  });
});

describe("a score set outside a round transition", () => {
  it("no action: a new one of the round, keeping a pending delay; an action: re-planned from its round", () => {
    expect(actionForScore({ ...NO_ACTION, delayedFrom: 2 }, 5, 3)).toEqual({ startedRound: 3, score: 5, castingSeconds: 0, landsAt: at(3, 5), delayedFrom: 2 });
    const spell = withCasting(planAction(2, 4), 3);
    expect(actionForScore(spell, 9, 5)).toEqual({ startedRound: 2, score: 9, castingSeconds: 3, landsAt: at(2, 12), delayedFrom: 0 });
  });

  it("at a moment: an action of an earlier round starts anew (a delayed one waiting for its roll keeps its delay)", () => {
    const old = planAction(1, 5);
    expect(actionForScoreAt(old, 8, now(2, 1))).toEqual({ startedRound: 2, score: 8, castingSeconds: 0, landsAt: at(2, 8), delayedFrom: 0 });
    const waiting: ActionRecord = { startedRound: 1, score: 5, castingSeconds: 0, landsAt: 0, delayedFrom: 1 };
    expect(actionForScoreAt(waiting, 8, now(2, 1))).toEqual({ startedRound: 2, score: 8, castingSeconds: 0, landsAt: at(2, 8), delayedFrom: 1 });
    expect(actionForScoreAt({ ...old, delayedFrom: 0, landsAt: at(1, 20) }, 3, now(2, 5))).toEqual({ startedRound: 2, score: 3, castingSeconds: 0, landsAt: at(2, 5), delayedFrom: 0 });
    // A delay of a landed action of an earlier round is not carried.
    expect(actionForScoreAt({ ...old, delayedFrom: 3 }, 8, now(5, 1))?.delayedFrom).toBe(0);
    // No action: a new one keeping a pending delay.
    expect(actionForScoreAt({ ...NO_ACTION, delayedFrom: 1 }, 4, now(2, 1))).toEqual({ startedRound: 2, score: 4, castingSeconds: 0, landsAt: at(2, 4), delayedFrom: 1 });
    // Landing exactly at now is left as planned.
    expect(actionForScoreAt(planAction(2, 9), 6, now(2, 6))?.landsAt).toBe(at(2, 6));
  });

  it("canRescore: landed this round (before now) cannot; at now or later, or in an earlier round, can", () => {
    expect(canRescore(planAction(2, 6), now(2, 6))).toBe(true);
    expect(canRescore(planAction(2, 6), now(2, 7))).toBe(false);
    expect(canRescore(planAction(2, 1), now(2, 1))).toBe(true);
    expect(canRescore(planAction(1, 20), now(2, 1))).toBe(true);
    expect(canRescore({ ...planAction(2, 3), startedRound: 0 }, now(2, 9))).toBe(true);
  });
});

describe("a natural-20 death save's action", () => {
  it("lands at the save's second, or now when later; none once the round has passed or the round's action landed", () => {
    expect(deathSaveAction(NO_ACTION, now(2, 4), now(2, 4))).toEqual({ startedRound: 2, score: 4, castingSeconds: 0, landsAt: at(2, 4), delayedFrom: 0 });
    expect(deathSaveAction(NO_ACTION, now(2, 4), now(2, 9))?.landsAt).toBe(at(2, 9));
    expect(deathSaveAction(NO_ACTION, now(1, 4), now(2, 1))).toBeNull();
    expect(deathSaveAction(planAction(2, 2), now(2, 4), now(2, 4))).toBeNull();
    expectRefusal(() => deathSaveAction(NO_ACTION, ill(null), now(2, 4)), "INVALID_ARGUMENT", "at", null, "expected { round, second }");
    expectRefusal(() => deathSaveAction(NO_ACTION, now(2, 4), ill(null)), "INVALID_ARGUMENT", "now", null, "expected { round, second }");
  });
});

describe("the action traded for a double move", () => {
  it("keeps this round's score (at least 1); another round's, or none, is the floor", () => {
    expect(tradedAction(planAction(3, 9), 3)).toEqual({ startedRound: 3, score: 9, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });
    expect(tradedAction({ ...NO_ACTION, startedRound: 3 }, 3).score).toBe(1);
    expect(tradedAction(planAction(2, 9), 3).score).toBe(1);
    expect(tradedAction(planAction(MAX_ROUND, 9), MAX_ROUND).startedRound).toBe(MAX_ROUND);
    expectRefusal(() => tradedAction(NO_ACTION, 0), "OUT_OF_RANGE", "round", 0, `from 1 to ${MAX_ROUND}`);
    expectRefusal(() => tradedAction(NO_ACTION, MAX_ROUND + 1), "OUT_OF_RANGE", "round", MAX_ROUND + 1, `from 1 to ${MAX_ROUND}`);
  });
});

describe("the refusals name the action and the clock", () => {
  it("each function refuses a malformed action as `action`, a malformed clock time as `now`", () => {
    const bad = ill({ startedRound: -1 });
    const t = now(2, 1);
    for (const f of [() => reckonedRound(bad), () => withCasting(bad, 1), () => castingStartsAt(bad), () => delayedAction(bad, 1), () => actionForScore(bad, 5, 1), () => deathSaveAction(bad, t, t), () => canRescore(bad, t), () => canDelay(bad, t), () => canCast(bad, t), () => tradedAction(bad, 1)]) {
      expect(f).toThrow(expect.objectContaining({ parameter: expect.stringMatching(/^action/) }));
    }
    for (const f of [() => canRescore(NO_ACTION, ill(null)), () => canDelay(NO_ACTION, ill(null)), () => canCast(NO_ACTION, ill(null))]) {
      expectRefusal(f, "INVALID_ARGUMENT", "now", null, "expected { round, second }");
    }
  });

  it("an action landing at a round's first second has landed once the clock is past it: a new score re-plans it only at that second", () => {
    const spell = withCasting(planAction(1, 15), 6); // lands at round 2, second 1
    expect(spell.landsAt).toBe(at(2, 1));
    expect(canRescore(spell, now(2, 1))).toBe(true);
    expect(canRescore(spell, now(2, 5))).toBe(false);
    // Re-planned at that second: it keeps its roll's round and its casting time.
    expect(actionForScoreAt(spell, 15, now(2, 1))).toEqual({ startedRound: 1, score: 15, castingSeconds: 6, landsAt: at(2, 1), delayedFrom: 0 });
  });

  it("canDelay: a record of no roll cannot be delayed, even with a delay and a landing", () => {
    expect(canDelay({ startedRound: 0, score: 7, castingSeconds: 0, landsAt: at(2, 7), delayedFrom: 1 }, now(2, 1))).toBe(false);
  });
});
