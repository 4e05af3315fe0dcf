/**
 * The entry guards of bounds.ts, each refusal pinned to its code, parameter name and value, and
 * each limit accepted exactly at the bound and refused one past it.
 */
import { describe, expect, it } from "vitest";
import {
  INPUT_BOUNDS, MAX_ABSOLUTE_SECOND, MAX_ALLOWANCE, MAX_SHARE_DENOMINATOR, MAX_CASTING_SECONDS, MAX_CLOCK_ROUND, MAX_INITIATIVE, MAX_LIST_LENGTH, MAX_ROUND,
  assertActionRecord, assertAtMost, assertCombatantState, assertFieldsAtMost, assertList, assertObject,
} from "./bounds";
import { RulesError } from "./errors";

function refusal(fn: () => unknown): { code: string; parameter: string; value: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return { code: e.code, parameter: e.parameter, value: e.value };
    throw e;
  }
  throw new Error("expected a RulesError");
}

const NO_ACTION = { startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 };
const AT_LIMIT = { startedRound: MAX_ROUND, score: MAX_INITIATIVE, castingSeconds: MAX_CASTING_SECONDS, landsAt: MAX_ABSOLUTE_SECOND, delayedFrom: MAX_ROUND };
const FIELDS = ["startedRound", "score", "castingSeconds", "landsAt", "delayedFrom"] as const;

describe("assertObject and assertList", () => {
  it("refuses null, a number and an array as an object, naming the argument", () => {
    for (const v of [null, 3, [1]]) expect(refusal(() => assertObject("arg", v))).toEqual({ code: "INVALID_ARGUMENT", parameter: "arg", value: v });
    expect(() => assertObject("arg", {})).not.toThrow();
  });
  it("accepts a list of exactly MAX_LIST_LENGTH entries and refuses one more by its length", () => {
    expect(() => assertList("xs", new Array(MAX_LIST_LENGTH).fill(0))).not.toThrow();
    expect(refusal(() => assertList("xs", new Array(MAX_LIST_LENGTH + 1).fill(0)))).toEqual({ code: "OUT_OF_RANGE", parameter: "xs.length", value: MAX_LIST_LENGTH + 1 });
    expect(refusal(() => assertList("xs", "ab"))).toEqual({ code: "INVALID_ARGUMENT", parameter: "xs", value: "ab" });
  });
  it("refuses a hole by its index", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(refusal(() => assertList("xs", [1, , 3]))).toEqual({ code: "INVALID_ARGUMENT", parameter: "xs[1]", value: undefined });
  });
});

describe("assertAtMost and assertFieldsAtMost", () => {
  it("accepts ±max and refuses past it either way", () => {
    expect(() => assertAtMost("n", 5, 5)).not.toThrow();
    expect(() => assertAtMost("n", -5, 5)).not.toThrow();
    expect(refusal(() => assertAtMost("n", 5.5, 5))).toEqual({ code: "OUT_OF_RANGE", parameter: "n", value: 5.5 });
    expect(refusal(() => assertAtMost("n", -6, 5))).toEqual({ code: "OUT_OF_RANGE", parameter: "n", value: -6 });
    expect(refusal(() => assertAtMost("n", 1, Number.NaN)).code).toBe("NOT_A_NUMBER");
  });
  it("checks each numeric field against its own bound, at and past the bound, either sign", () => {
    const fields = { a: 10, b: 3 };
    expect(() => assertFieldsAtMost("o", { a: -10, b: 3, c: 1e9, d: "x" }, fields)).not.toThrow();
    expect(refusal(() => assertFieldsAtMost("o", { a: 11, b: 0 }, fields))).toEqual({ code: "OUT_OF_RANGE", parameter: "o.a", value: 11 });
    expect(refusal(() => assertFieldsAtMost("o", { a: 0, b: -4 }, fields))).toEqual({ code: "OUT_OF_RANGE", parameter: "o.b", value: -4 });
    expect(refusal(() => assertFieldsAtMost("o", null, fields))).toEqual({ code: "INVALID_ARGUMENT", parameter: "o", value: null });
    expect(refusal(() => assertFieldsAtMost("o", {}, null as never))).toEqual({ code: "INVALID_ARGUMENT", parameter: "fields", value: null });
  });
  it("refuses a bound that is not a finite number, naming the field", () => {
    expect(refusal(() => assertFieldsAtMost("o", { a: 1 }, { a: Number.POSITIVE_INFINITY }))).toMatchObject({ parameter: "bound of a" });
    expect(refusal(() => assertFieldsAtMost("o", { a: 1 }, { a: "9" as never }))).toMatchObject({ parameter: "bound of a", value: "9" });
  });
});

describe("assertActionRecord", () => {
  it("accepts no action and every field exactly at its bound", () => {
    expect(() => assertActionRecord("a", NO_ACTION)).not.toThrow();
    expect(() => assertActionRecord("a", AT_LIMIT)).not.toThrow();
    expect(MAX_ABSOLUTE_SECOND).toBe(MAX_CLOCK_ROUND * 20 + 20);
  });
  it.each(FIELDS)("refuses %s one past its bound, below 0, fractional or missing, naming it", (field) => {
    const over = AT_LIMIT[field] + 1;
    expect(refusal(() => assertActionRecord("a", { ...AT_LIMIT, [field]: over }))).toEqual({ code: "OUT_OF_RANGE", parameter: `a.${field}`, value: over });
    expect(refusal(() => assertActionRecord("a", { ...NO_ACTION, [field]: -1 }))).toEqual({ code: "OUT_OF_RANGE", parameter: `a.${field}`, value: -1 });
    expect(refusal(() => assertActionRecord("a", { ...NO_ACTION, [field]: 0.5 }))).toMatchObject({ code: "NOT_INTEGER", parameter: `a.${field}`, value: 0.5 });
    expect(refusal(() => assertActionRecord("a", { ...NO_ACTION, [field]: "1" }))).toMatchObject({ parameter: `a.${field}`, value: "1" });
  });
  it("refuses null and a non-object by the record's name, and a non-string name is made text", () => {
    expect(refusal(() => assertActionRecord("a", null))).toEqual({ code: "INVALID_ARGUMENT", parameter: "a", value: null });
    expect(refusal(() => assertActionRecord("a", 7))).toEqual({ code: "INVALID_ARGUMENT", parameter: "a", value: 7 });
    expect(refusal(() => assertActionRecord(5 as never, null))).toEqual({ code: "INVALID_ARGUMENT", parameter: "5", value: null });
    expect(refusal(() => assertActionRecord(5 as never, { ...NO_ACTION, score: -1 }))).toEqual({ code: "OUT_OF_RANGE", parameter: "5.score", value: -1 });
  });
});

describe("assertCombatantState", () => {
  const ok = { id: "c1", action: NO_ACTION, tieBreak: 0.25, conditions: [] };
  it("accepts a valid state", () => {
    expect(() => assertCombatantState("s", ok)).not.toThrow();
    expect(() => assertCombatantState("s", { ...ok, action: AT_LIMIT })).not.toThrow();
  });
  it("names each bad part", () => {
    expect(refusal(() => assertCombatantState("s", null))).toEqual({ code: "INVALID_ARGUMENT", parameter: "s", value: null });
    expect(refusal(() => assertCombatantState("s", { ...ok, id: 3 }))).toEqual({ code: "INVALID_ARGUMENT", parameter: "s.id", value: 3 });
    expect(refusal(() => assertCombatantState("s", { ...ok, action: { ...NO_ACTION, landsAt: -1 } }))).toEqual({ code: "OUT_OF_RANGE", parameter: "s.action.landsAt", value: -1 });
    expect(refusal(() => assertCombatantState("s", { ...ok, action: null }))).toEqual({ code: "INVALID_ARGUMENT", parameter: "s.action", value: null });
    expect(refusal(() => assertCombatantState("s", { ...ok, tieBreak: Number.NaN }))).toMatchObject({ code: "NOT_A_NUMBER", parameter: "s.tieBreak" });
    expect(refusal(() => assertCombatantState("s", { ...ok, conditions: "x" }))).toEqual({ code: "INVALID_ARGUMENT", parameter: "s.conditions", value: "x" });
    expect(refusal(() => assertCombatantState(7 as never, { ...ok, id: 1 }))).toEqual({ code: "INVALID_ARGUMENT", parameter: "7.id", value: 1 });
    expect(refusal(() => assertCombatantState(7 as never, null))).toEqual({ code: "INVALID_ARGUMENT", parameter: "7", value: null });
  });
});

describe("what the refusals say and the derived limits", () => {
  const message = (fn: () => unknown): string => {
    try { fn(); } catch (e) { return (e as Error).message; }
    return "";
  };
  it("each refusal says what was expected", () => {
    expect(message(() => assertObject("o", 1))).toContain("expected an object");
    expect(message(() => assertList("xs", 1))).toContain("expected an array");
    expect(message(() => assertList("xs", new Array(MAX_LIST_LENGTH + 1).fill(0)))).toContain(`expected at most ${MAX_LIST_LENGTH} entries`);
    // eslint-disable-next-line no-sparse-arrays
    expect(message(() => assertList("xs", [1, , 3]))).toContain("not a hole in the list");
    expect(message(() => assertAtMost("n", 6, 5))).toContain("expected at most 5 either way");
    expect(message(() => assertFieldsAtMost("o", { a: 6 }, { a: 5 }))).toContain("expected at most 5 either way");
    expect(message(() => assertCombatantState("s", { id: 1 }))).toContain("expected a string id");
  });
  it("a bad bound of assertAtMost is named as the bound", () => {
    expect(refusal(() => assertAtMost("n", 1, Number.NaN))).toMatchObject({ code: "NOT_A_NUMBER", parameter: "bound" });
  });
  it("a field that is not a number is not compared with its bound", () => {
    expect(() => assertFieldsAtMost("o", { a: "11" }, { a: 10 })).not.toThrow();
  });
  it("a record with every field past its bound is refused by the first", () => {
    const past = Object.fromEntries(FIELDS.map((f) => [f, AT_LIMIT[f] + 1]));
    expect(refusal(() => assertActionRecord("a", past))).toEqual({ code: "OUT_OF_RANGE", parameter: "a.startedRound", value: MAX_ROUND + 1 });
  });
  it("an action begun in the last round may land 5,000 rounds later, at second 20", () => {
    expect(() => assertActionRecord("a", { ...NO_ACTION, landsAt: (MAX_ROUND + 5_000) * 20 + 20 })).not.toThrow();
  });
  it("a share denominator times the largest allowance stays a safe integer", () => {
    expect(Number.isSafeInteger(MAX_SHARE_DENOMINATOR * MAX_ALLOWANCE)).toBe(true);
    expect(MAX_SHARE_DENOMINATOR).toBeGreaterThan(1e12);
  });
});

describe("INPUT_BOUNDS", () => {
  it("names each bound by its constant, for the documentation and the fuzz suite", () => {
    expect(Object.keys(INPUT_BOUNDS)).toHaveLength(21);
    expect(INPUT_BOUNDS).toMatchObject({ round: MAX_ROUND, clockRound: MAX_CLOCK_ROUND, initiative: MAX_INITIATIVE, castingSeconds: MAX_CASTING_SECONDS, shareDenominator: MAX_SHARE_DENOMINATOR, listLength: MAX_LIST_LENGTH, allowance: MAX_ALLOWANCE });
    expect(Object.isFrozen(INPUT_BOUNDS)).toBe(true);
  });
});
