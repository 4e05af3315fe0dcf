import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  MAX_ACTION_SECONDS,
  actionLanding,
  delayAction,
  fromAbsolute,
  nextEvent,
  previousEvent,
  rollsInitiativeInRound,
  scheduleAction,
  speechActionableFrom,
  tieBreakOrder,
  toAbsolute,
  type ClockTime,
} from "./time";
import { RulesError } from "./errors";

describe("absolute time", () => {
  it("toAbsolute = round·20 + second and round-trips", () => {
    expect(toAbsolute({ round: 1, second: 1 })).toBe(21);
    expect(toAbsolute({ round: 1, second: 20 })).toBe(40);
    expect(toAbsolute({ round: 2, second: 1 })).toBe(41);
    expect(fromAbsolute(40)).toEqual({ round: 1, second: 20 });
    expect(fromAbsolute(41)).toEqual({ round: 2, second: 1 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 20 }), (round, second) => {
        expect(fromAbsolute(toAbsolute({ round, second }))).toEqual({ round, second });
      }),
    );
  });

  it("rejects invalid times", () => {
    expect(() => toAbsolute({ round: 0, second: 1 })).toThrow(RulesError);
    expect(() => toAbsolute({ round: 1, second: 0 })).toThrow(RulesError);
    expect(() => toAbsolute({ round: 1, second: 21 })).toThrow(RulesError);
    expect(() => toAbsolute({ round: 1.5, second: 2 })).toThrow(RulesError);
    expect(() => fromAbsolute(20)).toThrow(RulesError);
    expect(() => fromAbsolute(Number.NaN)).toThrow(RulesError);
  });
});

describe("nextEvent / previousEvent", () => {
  const at = (round: number, second: number): ClockTime => ({ round, second });

  it("events mode stops at movement seconds and action seconds", () => {
    expect(nextEvent(at(1, 1), [], "events")).toEqual(at(1, 6));
    expect(nextEvent(at(1, 1), [3, 13], "events")).toEqual(at(1, 3));
    expect(nextEvent(at(1, 3), [3, 13], "events")).toEqual(at(1, 6));
    expect(nextEvent(at(1, 11), [3, 13], "events")).toEqual(at(1, 13));
    expect(nextEvent(at(1, 16), [20], "events")).toEqual(at(1, 20));
    expect(nextEvent(at(1, 16), [], "events")).toEqual(at(2, 1));
    expect(nextEvent(at(3, 20), [], "events")).toEqual(at(4, 1));
  });

  it("every mode steps one second and wraps to the new round", () => {
    expect(nextEvent(at(1, 1), [], "every")).toEqual(at(1, 2));
    expect(nextEvent(at(1, 20), [], "every")).toEqual(at(2, 1));
    expect(previousEvent(at(2, 1), [], "every")).toEqual(at(1, 20));
    expect(previousEvent(at(2, 7), [], "every")).toEqual(at(2, 6));
  });

  it("previousEvent mirrors nextEvent within a round, and goes to second 20 of the previous round", () => {
    expect(previousEvent(at(1, 13), [3, 13], "events")).toEqual(at(1, 11));
    expect(previousEvent(at(1, 6), [3], "events")).toEqual(at(1, 3));
    expect(previousEvent(at(2, 1), [3], "events")).toEqual(at(1, 20));
    expect(() => previousEvent(at(1, 1), [], "events")).toThrow(RulesError);
  });

  it("property: nextEvent is strictly later, at most the next round's second 1, and previousEvent undoes it within a round", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 8 }),
        fc.constantFrom("events" as const, "every" as const),
        (round, second, actions, mode) => {
          const now = at(round, second);
          const next = nextEvent(now, actions, mode);
          expect(toAbsolute(next)).toBeGreaterThan(toAbsolute(now));
          expect(toAbsolute(next)).toBeLessThanOrEqual(toAbsolute(at(round + 1, 1)));
          if (next.round === round) {
            const back = previousEvent(next, actions, mode);
            const nowIsEvent = mode === "every" || [1, 6, 11, 16, ...actions].includes(second);
            if (nowIsEvent) expect(back).toEqual(now);
            else expect(toAbsolute(back)).toBeLessThan(toAbsolute(now));
          }
        },
      ),
    );
  });

  it("rejects bad input", () => {
    expect(() => nextEvent(at(1, 1), [0], "events")).toThrow(RulesError);
    expect(() => nextEvent(at(1, 1), [21], "events")).toThrow(RulesError);
    expect(() => nextEvent(at(1, 1), [], "sometimes" as "events")).toThrow(RulesError);
    expect(() => nextEvent(at(0, 1), [], "events")).toThrow(RulesError);
  });
});

describe("spill-over and spells", () => {
  it("lands at the documented seconds", () => {
    expect(actionLanding(13)).toEqual({ roundOffset: 0, second: 13 });
    expect(actionLanding(22)).toEqual({ roundOffset: 1, second: 2 });
    expect(actionLanding(15, 8)).toEqual({ roundOffset: 1, second: 3 });
    expect(actionLanding(20)).toEqual({ roundOffset: 0, second: 20 });
    expect(actionLanding(40)).toEqual({ roundOffset: 1, second: 20 });
    expect(actionLanding(41)).toEqual({ roundOffset: 2, second: 1 });
    expect(actionLanding(1)).toEqual({ roundOffset: 0, second: 1 });
  });

  it("property: any spill-over up to 40 lands in the next round at second 1..20", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 39 }), (score, cast) => {
        fc.pre(score + cast > 20 && score + cast <= 40);
        const l = actionLanding(score, cast);
        expect(l.roundOffset).toBe(1);
        expect(l.second).toBe(score + cast - 20);
        expect(l.second).toBeGreaterThanOrEqual(1);
        expect(l.second).toBeLessThanOrEqual(20);
      }),
    );
  });

  it("property: landing time is exactly score + casting seconds after second 0 of the round", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 500 }), (round, score, cast) => {
        fc.pre(score + cast <= MAX_ACTION_SECONDS);
        const s = scheduleAction(round, score, cast);
        expect(s.absolute).toBe(round * 20 + score + cast);
        expect(s.landsAt.second).toBeGreaterThanOrEqual(1);
        expect(s.landsAt.second).toBeLessThanOrEqual(20);
        expect(s.nextInitiativeRound).toBe(s.landsAt.round + 1);
      }),
    );
  });

  it("a spilled action occupies the next round: no initiative there", () => {
    const s = scheduleAction(3, 15, 8);
    expect(s.landsAt).toEqual({ round: 4, second: 3 });
    expect(s.occupiedRounds).toEqual([4]);
    expect(rollsInitiativeInRound(s, 4)).toBe(false);
    expect(rollsInitiativeInRound(s, 5)).toBe(true);
    const plain = scheduleAction(3, 13);
    expect(plain.occupiedRounds).toEqual([]);
    expect(plain.nextInitiativeRound).toBe(4);
  });

  it("delay: lost this round, only action next round", () => {
    expect(delayAction(5)).toEqual({ lostInRound: 5, actsInRound: 6, rollsInitiative: false });
  });

  it("speech can be acted on from the next round", () => {
    expect(speechActionableFrom({ round: 2, second: 7 })).toEqual({ round: 3, second: 1 });
  });

  it("rejects bad input", () => {
    expect(() => actionLanding(0)).toThrow(RulesError);
    expect(() => actionLanding(3.5)).toThrow(RulesError);
    expect(() => actionLanding(10, -1)).toThrow(RulesError);
    expect(() => actionLanding(10, Number.NaN)).toThrow(RulesError);
    expect(() => scheduleAction(0, 10)).toThrow(RulesError);
    expect(() => delayAction(-1)).toThrow(RulesError);
  });
});

describe("tieBreakOrder", () => {
  it("orders by score, then tie-break value", () => {
    const list = [
      { id: "a", score: 12, tieBreak: 7 },
      { id: "b", score: 9, tieBreak: 9 },
      { id: "c", score: 12, tieBreak: 3 },
      { id: "d", score: 15, tieBreak: 1 },
    ];
    expect([...list].sort(tieBreakOrder).map((x) => x.id)).toEqual(["b", "c", "a", "d"]);
    expect(tieBreakOrder({ score: 5, tieBreak: 2 }, { score: 5, tieBreak: 2 })).toBe(0);
    expect(() => tieBreakOrder({ score: Number.NaN, tieBreak: 1 }, { score: 1, tieBreak: 1 })).toThrow(RulesError);
  });
});
