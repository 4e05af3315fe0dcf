/**
 * The order of a round (RULES.md §2): the edges of who acts when, the tracker's order, who rolls at
 * a round's start, the tie-breaks and Foundry's turn, and every refusal's code, parameter and value.
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, planAction, type CombatantState } from "./action";
import { actingAt, actionSecondIn, actionSecondsIn, compareForRound, roundStartStatus, sortForRound, tieBreaksFrom, turnIndexAt } from "./order";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

const state = (id: string, over: Partial<CombatantState> = {}): CombatantState => ({ id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over });
const rolled = (id: string, round: number, score: number, over: Partial<CombatantState> = {}) => state(id, { action: planAction(round, score), ...over });
const ids = (list: readonly CombatantState[], round: number) => [...list].sort((a, b) => compareForRound(a, b, round)).map((s) => s.id);
const sorted = (list: readonly CombatantState[], round: number) => sortForRound(list, (s) => s, round).map((s) => s.id);

describe("the second a combatant acts at", () => {
  it("none without a landing, for the unable and the defeated, and outside the landing's round", () => {
    expect(actionSecondIn(state("a"), 1)).toBeNull();
    expect(actionSecondIn(rolled("a", 1, 20), 1)).toBe(20);
    expect(actionSecondIn(rolled("a", 2, 1), 2)).toBe(1);
    expect(actionSecondIn(rolled("a", 2, 1), 1)).toBeNull();
    expect(actionSecondIn(rolled("a", 1, 5, { defeated: true }), 1)).toBeNull();
    expect(actionSecondIn(rolled("a", 1, 5, { conditions: ["stunned"] }), 1)).toBeNull();
  });

  it("refuses a bad round or state by name", () => {
    expectRefusal(() => actionSecondIn(state("a"), 0), "OUT_OF_RANGE", "round", 0, "round ≥ 1");
    expectRefusal(() => actionSecondIn(ill(null), 1), "INVALID_ARGUMENT", "state", null, "expected an object");
    expectRefusal(() => actionSecondsIn(ill("s"), 1), "INVALID_ARGUMENT", "states", "s", "expected an array");
    expectRefusal(() => actingAt(ill("s"), { round: 1, second: 1 }), "INVALID_ARGUMENT", "states", "s", "expected an array");
    expectRefusal(() => actingAt([], ill(null)), "INVALID_ARGUMENT", "now", null, "expected { round, second }");
  });

  it("the seconds of a round ascending, once each", () => {
    expect(actionSecondsIn([rolled("a", 1, 12), rolled("b", 1, 3), rolled("c", 1, 12), state("d")], 1)).toEqual([3, 12]);
    expect(actionSecondsIn([], 1)).toEqual([]);
  });

  it("those acting at a moment: lower score, then lower tie-break, then id", () => {
    const spill = rolled("s", 1, 25); // lands at second 5 of round 2 with score 25
    const five = rolled("f", 2, 5, { tieBreak: 9 });
    expect(actingAt([spill, five], { round: 2, second: 5 })).toEqual(["f", "s"]);
    const b = rolled("b", 1, 5, { tieBreak: 2 });
    const a = rolled("a", 1, 5, { tieBreak: 2 });
    const c = rolled("c", 1, 5, { tieBreak: 1 });
    expect(actingAt([b, a, c], { round: 1, second: 5 })).toEqual(["c", "a", "b"]);
    expect(actingAt([a, b], { round: 1, second: 5 })).toEqual(["a", "b"]);
  });
});

describe("the tracker's order", () => {
  it("acting this round first by second; then the rest by score (unrolled last), tie-break and id", () => {
    const carried = rolled("carried", 1, 30); // lands in round 2
    const unrolled = state("unrolled");
    const lowScore = rolled("low", 1, 2, { conditions: ["stunned"] });
    const act = rolled("act", 2, 9);
    const list = [unrolled, carried, act, lowScore];
    // Round 1: nobody acts; by score (2, 9, 30), the unrolled last.
    expect(ids(list, 1)).toEqual(["low", "act", "carried", "unrolled"]);
    expect(sorted(list, 1)).toEqual(["low", "act", "carried", "unrolled"]);
    // Round 2: `act` (second 9) and `carried` (second 10) act; then the stunned by score, the unrolled last.
    expect(ids(list, 2)).toEqual(["act", "carried", "low", "unrolled"]);
    expect(sorted(list, 2)).toEqual(["act", "carried", "low", "unrolled"]);
  });

  it("each comparison one way and the other", () => {
    const early = rolled("early", 1, 3);
    const late = rolled("late", 1, 8);
    const idle = rolled("idle", 1, 1, { conditions: ["stunned"] });
    expect(compareForRound(early, late, 1)).toBeLessThan(0);
    expect(compareForRound(late, early, 1)).toBeGreaterThan(0);
    expect(compareForRound(late, idle, 1)).toBe(-1);
    expect(compareForRound(idle, late, 1)).toBe(1);
    const t1 = rolled("x", 1, 5, { tieBreak: 1 });
    const t2 = rolled("y", 1, 5, { tieBreak: 2 });
    expect(compareForRound(t1, t2, 1)).toBe(-1);
    expect(compareForRound(t2, t1, 1)).toBe(1);
    // Same second, lower score first (a spill landing with a higher score).
    const spill = rolled("s", 1, 25);
    const five = rolled("f", 2, 5);
    expect(compareForRound(five, spill, 2)).toBe(-1);
    expect(compareForRound(spill, five, 2)).toBe(1);
    // Neither acting: by score, then tie-break, then id; the unrolled after every score.
    const i1 = rolled("i1", 1, 4, { conditions: ["stunned"] });
    const i2 = rolled("i2", 1, 6, { conditions: ["stunned"] });
    expect(compareForRound(i1, i2, 1)).toBe(-1);
    expect(compareForRound(i2, i1, 1)).toBe(1);
    expect(compareForRound(i2, state("u"), 1)).toBe(-1);
    expect(compareForRound(state("u"), i2, 1)).toBe(1);
    expect(compareForRound(state("a"), state("b"), 1)).toBe(-1);
    expect(compareForRound(state("b"), state("a"), 1)).toBe(1);
    expect(compareForRound(state("a"), state("a"), 1)).toBe(0);
    expect(compareForRound(state("a", { tieBreak: 3 }), state("b", { tieBreak: 2 }), 1)).toBe(1);
  });

  it("sortForRound agrees in each of those cases", () => {
    const list = [state("b", { tieBreak: 2 }), state("a", { tieBreak: 2 }), state("c", { tieBreak: 1 }), rolled("i2", 1, 6, { conditions: ["stunned"] }), rolled("i1", 1, 4, { conditions: ["stunned"] }), rolled("s", 1, 25), rolled("f", 2, 5), rolled("t2", 2, 7, { tieBreak: 2 }), rolled("t1", 2, 7, { tieBreak: 1 })];
    expect(sorted(list, 2)).toEqual(["f", "s", "t1", "t2", "i1", "i2", "c", "a", "b"]);
    expect(sorted(list, 2)).toEqual(ids(list, 2));
    expect(sortForRound([], (s: CombatantState) => s, 1)).toEqual([]);
  });

  it("refuses a bad list, round, reader or state by name", () => {
    expectRefusal(() => sortForRound(ill("x"), (s: CombatantState) => s, 1), "INVALID_ARGUMENT", "items", "x", "expected an array");
    expectRefusal(() => sortForRound([], (s: CombatantState) => s, 0), "OUT_OF_RANGE", "round", 0, "round ≥ 1");
    expectRefusal(() => sortForRound([], ill(3), 1), "INVALID_ARGUMENT", "stateOf", 3, "expected a function from an item to its combatant state");
    expectRefusal(() => sortForRound([state("a"), 1], (x) => ill(x), 1), "INVALID_ARGUMENT", "stateOf(items[1])", 1, "expected an object");
    expectRefusal(() => compareForRound(ill(null), state("a"), 1), "INVALID_ARGUMENT", "a", null, "expected an object");
    expectRefusal(() => compareForRound(state("a"), ill(null), 1), "INVALID_ARGUMENT", "b", null, "expected an object");
  });
});

describe("who rolls at a round's start", () => {
  it("an action landing at the round's first second is carried; one landing the second before rolls", () => {
    expect(roundStartStatus(rolled("a", 1, 21), 2)).toBe("carried");
    expect(roundStartStatus(rolled("a", 1, 20), 2)).toBe("rolls");
    expect(roundStartStatus(state("a"), 1)).toBe("rolls");
    expect(roundStartStatus(rolled("a", 1, 30, { defeated: true, conditions: ["stunned"] }), 2)).toBe("defeated");
    expect(roundStartStatus(rolled("a", 1, 30, { conditions: ["stunned"] }), 2)).toBe("unable");
    expectRefusal(() => roundStartStatus(state("a"), 0), "OUT_OF_RANGE", "round", 0, "round ≥ 1");
    expectRefusal(() => roundStartStatus(ill(null), 1), "INVALID_ARGUMENT", "state", null, "expected an object");
  });
});

describe("tie-breaks", () => {
  it("equal draws keep the listed order; 0 is a draw, 1 is not", () => {
    expect([...tieBreaksFrom(["a", "b", "c"], [0.5, 0.5, 0])]).toEqual([["c", 1], ["a", 2], ["b", 3]]);
    expect([...tieBreaksFrom([], [])]).toEqual([]);
  });

  it("refuses a bad list or draw by name", () => {
    expectRefusal(() => tieBreaksFrom(ill("a"), []), "INVALID_ARGUMENT", "ids", "a", "expected an array");
    expectRefusal(() => tieBreaksFrom([], ill("u")), "INVALID_ARGUMENT", "uniforms", "u", "expected an array");
    expectRefusal(() => tieBreaksFrom(["a", "b"], [0.5]), "INVALID_ARGUMENT", "uniforms", 1, "expected 2 random numbers");
    expectRefusal(() => tieBreaksFrom(["a", "b"], [0.5, 1]), "OUT_OF_RANGE", "uniforms[1]", 1, "expected a number in [0, 1)");
    expectRefusal(() => tieBreaksFrom(["a"], [-0.1]), "OUT_OF_RANGE", "uniforms[0]", -0.1, "[0, 1)");
    expectRefusal(() => tieBreaksFrom(["a"], [Number.NaN]), "OUT_OF_RANGE", "uniforms[0]", Number.NaN, "[0, 1)");
    expectRefusal(() => tieBreaksFrom(["a"], [ill("0.5")]), "OUT_OF_RANGE", "uniforms[0]", "0.5", "[0, 1)");
  });
});

describe("Foundry's turn", () => {
  it("the first acting at or after now; past every one, the last acting; none acting, the first row", () => {
    const ordered = [rolled("a", 1, 3), rolled("b", 1, 9), state("idle"), rolled("c", 1, 25)];
    expect(turnIndexAt(ordered, { round: 1, second: 3 })).toBe(0);
    expect(turnIndexAt(ordered, { round: 1, second: 4 })).toBe(1);
    expect(turnIndexAt(ordered, { round: 1, second: 20 })).toBe(1);
    expect(turnIndexAt(ordered, { round: 2, second: 5 })).toBe(3);
    expect(turnIndexAt(ordered, { round: 2, second: 6 })).toBe(3);
    expect(turnIndexAt([state("x"), state("y")], { round: 1, second: 1 })).toBe(0);
    expect(turnIndexAt([rolled("a", 1, 3), state("z")], { round: 1, second: 9 })).toBe(0);
    expectRefusal(() => turnIndexAt(ill(null), { round: 1, second: 1 }), "INVALID_ARGUMENT", "ordered", null, "expected an array");
    expectRefusal(() => turnIndexAt([], ill(null)), "INVALID_ARGUMENT", "now", null, "expected { round, second }");
  });
});
