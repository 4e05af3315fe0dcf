import { describe, expect, it } from "vitest";
import { MAX_ACTION_SECONDS, MAX_ROUNDS_AHEAD, actionLanding, assertClockTime, delayAction, fromAbsolute, nextEvent, previousEvent, rollsInitiativeInRound, scheduleAction, speechActionableFrom, tieBreakOrder, toAbsolute } from "./time";
import { MAX_ABSOLUTE_SECOND, MAX_CASTING_SECONDS, MAX_CLOCK_ROUND, MAX_INITIATIVE, MAX_ROUND } from "./bounds";
import { hostile, thrownBy } from "../../tests/support/rules-error";

// Each refusal names its parameter, keeps the refused value and says what was expected.
describe("time refusals name the parameter, the value and what was expected", () => {
  const at = { round: 1, second: 1 };
  const cases: [string, () => unknown, string, string, unknown, string][] = [
    ["time not an object", () => toAbsolute(hostile(null)), "INVALID_ARGUMENT", "t", null, "expected { round, second }"],
    ["time a number", () => toAbsolute(hostile(21)), "INVALID_ARGUMENT", "t", 21, "expected { round, second }"],
    ["round 0", () => toAbsolute({ round: 0, second: 1 }), "OUT_OF_RANGE", "t.round", 0, "expected a round ≥ 1"],
    ["round fractional", () => toAbsolute({ round: 1.5, second: 1 }), "NOT_INTEGER", "t.round", 1.5, ""],
    ["second 0", () => toAbsolute({ round: 1, second: 0 }), "OUT_OF_RANGE", "t.second", 0, ""],
    ["second 21", () => toAbsolute({ round: 1, second: 21 }), "OUT_OF_RANGE", "t.second", 21, ""],
    ["round past the clock", () => toAbsolute({ round: MAX_CLOCK_ROUND + 1, second: 1 }), "OUT_OF_RANGE", "t.round", MAX_CLOCK_ROUND + 1, `expected at most ${MAX_CLOCK_ROUND}`],
    ["absolute fractional", () => fromAbsolute(21.5), "NOT_INTEGER", "n", 21.5, ""],
    ["absolute before round 1", () => fromAbsolute(20), "OUT_OF_RANGE", "n", 20, "expected an absolute time ≥ 21 (round 1, second 1)"],
    ["absolute too large", () => fromAbsolute(MAX_ABSOLUTE_SECOND + 1), "OUT_OF_RANGE", "n", MAX_ABSOLUTE_SECOND + 1, "expected at most"],
    ["action seconds not a list", () => nextEvent(at, hostile(5), "events"), "INVALID_ARGUMENT", "actionSeconds", 5, "expected an array of seconds"],
    ["action second out of range", () => nextEvent(at, [5, 21], "events"), "OUT_OF_RANGE", "actionSeconds[1]", 21, ""],
    ["mode", () => nextEvent(at, [], hostile("sometimes")), "INVALID_ARGUMENT", "mode", "sometimes", 'expected "events" or "every"'],
    ["nextEvent now", () => nextEvent(hostile(null), [], "events"), "INVALID_ARGUMENT", "now", null, "expected { round, second }"],
    ["previousEvent now", () => previousEvent(hostile(null), [], "events"), "INVALID_ARGUMENT", "now", null, "expected { round, second }"],
    ["previousEvent action seconds", () => previousEvent({ round: 2, second: 1 }, hostile("1"), "every"), "INVALID_ARGUMENT", "actionSeconds", "1", "expected an array"],
    ["previousEvent mode", () => previousEvent({ round: 2, second: 1 }, [], hostile("all")), "INVALID_ARGUMENT", "mode", "all", 'expected "events" or "every"'],
    ["nothing before round 1, second 1", () => previousEvent(at, [], "every"), "OUT_OF_RANGE", "now", at, "there is no event before round 1, second 1"],
    ["score 0", () => actionLanding(0), "OUT_OF_RANGE", "score", 0, "expected an initiative score ≥ 1"],
    ["score fractional", () => actionLanding(2.5), "NOT_INTEGER", "score", 2.5, ""],
    ["score too large", () => actionLanding(MAX_INITIATIVE + 1), "OUT_OF_RANGE", "score", MAX_INITIATIVE + 1, "expected at most"],
    ["casting negative", () => actionLanding(5, -1), "NEGATIVE", "castingSeconds", -1, ""],
    ["casting too long", () => actionLanding(1, MAX_CASTING_SECONDS + 1), "OUT_OF_RANGE", "castingSeconds", MAX_CASTING_SECONDS + 1, "expected at most"],
    ["landing too far ahead", () => actionLanding(MAX_ACTION_SECONDS, 1), "OUT_OF_RANGE", "score + castingSeconds", MAX_ACTION_SECONDS + 1, `an action may land at most ${MAX_ROUNDS_AHEAD} rounds ahead (score + casting time ≤ ${MAX_ACTION_SECONDS})`],
    ["schedule round 0", () => scheduleAction(0, 5), "OUT_OF_RANGE", "round", 0, "expected a round ≥ 1"],
    ["schedule round fractional", () => scheduleAction(1.5, 5), "NOT_INTEGER", "round", 1.5, ""],
    ["schedule round too large", () => scheduleAction(MAX_ROUND + 1, 5), "OUT_OF_RANGE", "round", MAX_ROUND + 1, "expected at most"],
    ["scheduled not an object", () => rollsInitiativeInRound(hostile(null), 1), "INVALID_ARGUMENT", "scheduled", null, "expected an object"],
    ["scheduled rounds not a list", () => rollsInitiativeInRound(hostile({ occupiedRounds: 2 }), 1), "INVALID_ARGUMENT", "scheduled.occupiedRounds", 2, "expected an array"],
    ["rolls round fractional", () => rollsInitiativeInRound(scheduleAction(1, 5), 1.5), "NOT_INTEGER", "round", 1.5, ""],
    ["delay round 0", () => delayAction(0), "OUT_OF_RANGE", "round", 0, "expected a round ≥ 1"],
    ["delay round fractional", () => delayAction(1.5), "NOT_INTEGER", "round", 1.5, ""],
    ["delay round too large", () => delayAction(MAX_ROUND + 1), "OUT_OF_RANGE", "round", MAX_ROUND + 1, "expected at most"],
    ["speech time", () => speechActionableFrom({ round: 1, second: 0 }), "OUT_OF_RANGE", "declaredAt.second", 0, ""],
    ["tie a", () => tieBreakOrder(hostile(null), { score: 1, tieBreak: 1 }), "INVALID_ARGUMENT", "a", null, "expected an object"],
    ["tie b", () => tieBreakOrder({ score: 1, tieBreak: 1 }, hostile(3)), "INVALID_ARGUMENT", "b", 3, "expected an object"],
    ["tie a.score", () => tieBreakOrder({ score: NaN, tieBreak: 1 }, { score: 1, tieBreak: 1 }), "NOT_A_NUMBER", "a.score", NaN, ""],
    ["tie b.score", () => tieBreakOrder({ score: 1, tieBreak: 1 }, { score: Infinity, tieBreak: 1 }), "NOT_FINITE", "b.score", Infinity, ""],
    ["tie a.tieBreak", () => tieBreakOrder({ score: 1, tieBreak: hostile("1") }, { score: 1, tieBreak: 1 }), "NOT_A_NUMBER", "a.tieBreak", "1", ""],
    ["tie b.tieBreak", () => tieBreakOrder({ score: 1, tieBreak: 1 }, { score: 1, tieBreak: NaN }), "NOT_A_NUMBER", "b.tieBreak", NaN, ""],
  ];
  for (const [title, call, code, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", code, parameter, value });
      expect((err as Error).message).toContain(detail);
    });
  }
  it("a name that is not text is shown as text (never a symbol or an object in the message)", () => {
    const err = thrownBy(() => assertClockTime(hostile(Symbol("clock")), null));
    expect(err).toMatchObject({ name: "RulesError", parameter: "Symbol(clock)" });
  });
  it("a clock time's own name is used when given as a label", () => {
    expect(thrownBy(() => assertClockTime("combat.clock", { round: 1, second: 22 }))).toMatchObject({ parameter: "combat.clock.second" });
  });
});

describe("time: the edges of each bound are accepted", () => {
  it("the last clock round and absolute second, and the first", () => {
    expect(toAbsolute({ round: MAX_CLOCK_ROUND, second: 20 })).toBe(MAX_ABSOLUTE_SECOND);
    expect(fromAbsolute(MAX_ABSOLUTE_SECOND)).toEqual({ round: MAX_CLOCK_ROUND, second: 20 });
    expect(fromAbsolute(21)).toEqual({ round: 1, second: 1 });
    expect(fromAbsolute(40)).toEqual({ round: 1, second: 20 });
  });
  it("an action landing exactly MAX_ROUNDS_AHEAD rounds on, the largest score and casting time", () => {
    expect(actionLanding(MAX_ACTION_SECONDS)).toEqual({ roundOffset: MAX_ROUNDS_AHEAD, second: 20 });
    expect(actionLanding(1, MAX_ACTION_SECONDS - 1)).toEqual({ roundOffset: MAX_ROUNDS_AHEAD, second: 20 });
    expect(actionLanding(1)).toEqual({ roundOffset: 0, second: 1 });
    expect(() => actionLanding(MAX_INITIATIVE)).toThrow(/rounds ahead/);
    expect(() => actionLanding(1, MAX_CASTING_SECONDS)).toThrow(/rounds ahead/);
  });
  it("the last round schedules and delays; a spilled action occupies the rounds up to its landing", () => {
    expect(scheduleAction(MAX_ROUND, 5).landsAt).toEqual({ round: MAX_ROUND, second: 5 });
    expect(delayAction(MAX_ROUND)).toEqual({ lostInRound: MAX_ROUND, actsInRound: MAX_ROUND + 1, rollsInitiative: false });
    expect(delayAction(1)).toEqual({ lostInRound: 1, actsInRound: 2, rollsInitiative: false });
    const s = scheduleAction(3, 45);
    expect(s).toEqual({ landsAt: { round: 5, second: 5 }, absolute: 105, occupiedRounds: [4, 5], nextInitiativeRound: 6 });
    expect([3, 4, 5, 6].map((r) => rollsInitiativeInRound(s, r))).toEqual([true, false, false, true]);
  });
  it("previousEvent steps back a whole round from second 1 of round 2 and later", () => {
    expect(previousEvent({ round: 2, second: 1 }, [], "events")).toEqual({ round: 1, second: 20 });
    expect(previousEvent({ round: 2, second: 1 }, [], "every")).toEqual({ round: 1, second: 20 });
    expect(previousEvent({ round: 1, second: 2 }, [], "events")).toEqual({ round: 1, second: 1 });
  });
  it("ties: score first, then the tie-break value, 0 on a full tie", () => {
    expect(tieBreakOrder({ score: 3, tieBreak: 9 }, { score: 4, tieBreak: 1 })).toBe(-1);
    expect(tieBreakOrder({ score: 4, tieBreak: 1 }, { score: 3, tieBreak: 9 })).toBe(1);
    expect(tieBreakOrder({ score: 4, tieBreak: 1 }, { score: 4, tieBreak: 2 })).toBe(-1);
    expect(tieBreakOrder({ score: 4, tieBreak: 2 }, { score: 4, tieBreak: 1 })).toBe(1);
    expect(tieBreakOrder({ score: 4, tieBreak: 2 }, { score: 4, tieBreak: 2 })).toBe(0);
  });
});
