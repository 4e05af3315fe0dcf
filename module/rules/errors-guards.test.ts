/**
 * The edges of ./errors.ts: the refusal's whole message for every kind of value (text, -0, null,
 * undefined, a function, a BigInt, a cycle, a Symbol, an object whose text throws), every
 * assertion's code, parameter, value and text, and each bound taken exactly. The classification of
 * bad numbers is in errors.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal, refusalOf } from "../../tests/support/rules-error";
import {
  RulesError,
  assertFiniteNumber,
  assertInteger,
  assertIntegerInRange,
  assertNonNegativeInteger,
  assertNonNegativeNumber,
  assertPositiveNumber,
  parameterLabel,
} from "./errors";

const messageOf = (parameter: unknown, value: unknown, detail: unknown = "why") =>
  new RulesError("INVALID_ARGUMENT", parameter as string, value, detail as string).message;

/** An object whose conversion to text throws (String() and JSON.stringify both fail on it). */
const hostileText = () => {
  const o = Object.create(null) as Record<string, unknown>;
  o["toJSON"] = () => {
    throw new Error("no JSON");
  };
  return o;
};

describe("RulesError: the message names the parameter, the value and why, whatever they are", () => {
  it("a text value in quotes, a number as written (-0 kept), null and undefined by name", () => {
    expect(messageOf("speed", "fast")).toBe('Enchanted Realms rules: invalid speed = "fast": why');
    expect(messageOf("speed", 3)).toBe("Enchanted Realms rules: invalid speed = 3: why");
    expect(messageOf("speed", -0)).toBe("Enchanted Realms rules: invalid speed = -0: why");
    expect(messageOf("speed", 0)).toBe("Enchanted Realms rules: invalid speed = 0: why");
    expect(messageOf("speed", Number.NaN)).toBe("Enchanted Realms rules: invalid speed = NaN: why");
    expect(messageOf("speed", null)).toBe("Enchanted Realms rules: invalid speed = null: why");
    expect(messageOf("speed", undefined)).toBe("Enchanted Realms rules: invalid speed = undefined: why");
  });

  it("an object or a list as JSON; what JSON cannot write as its text", () => {
    expect(messageOf("p", { a: 1 })).toBe('Enchanted Realms rules: invalid p = {"a":1}: why');
    expect(messageOf("p", [1, "x"])).toBe('Enchanted Realms rules: invalid p = [1,"x"]: why');
    expect(messageOf("p", true)).toBe("Enchanted Realms rules: invalid p = true: why");
    // JSON.stringify gives undefined for a function and a Symbol: the text stands in.
    expect(messageOf("p", function f() {})).toBe("Enchanted Realms rules: invalid p = function f() {}: why");
    expect(messageOf("p", Symbol("s"))).toBe("Enchanted Realms rules: invalid p = Symbol(s): why");
    // JSON.stringify throws on a BigInt and on a cycle: the text stands in.
    expect(messageOf("p", 12n)).toBe("Enchanted Realms rules: invalid p = 12: why");
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    expect(messageOf("p", cycle)).toBe("Enchanted Realms rules: invalid p = [object Object]: why");
  });

  it("never throws while writing it: a value, a parameter or a detail whose text throws reads as its kind", () => {
    expect(messageOf("p", hostileText())).toBe("Enchanted Realms rules: invalid p = [object Object]: why");
    expect(messageOf(Symbol("name"), 1)).toBe("Enchanted Realms rules: invalid Symbol(name) = 1: why");
    expect(messageOf(hostileText(), 1)).toBe("Enchanted Realms rules: invalid [object Object] = 1: why");
    expect(messageOf("p", 1, Symbol("d"))).toBe("Enchanted Realms rules: invalid p = 1: Symbol(d)");
    expect(messageOf("p", 1, hostileText())).toBe("Enchanted Realms rules: invalid p = 1: [object Object]");
  });

  it("keeps the code, parameter and value as given, and is named RulesError", () => {
    const value = { a: 1 };
    const e = new RulesError("UNKNOWN_TERRAIN", "terrain", value, "no such terrain");
    expect([e.name, e.code, e.parameter, e.value]).toEqual(["RulesError", "UNKNOWN_TERRAIN", "terrain", value]);
    expect(e.value).toBe(value);
  });

  it("parameterLabel: a name as text, whatever was passed", () => {
    expect(parameterLabel("speed")).toBe("speed");
    expect(parameterLabel(3)).toBe("3");
    expect(parameterLabel(undefined)).toBe("undefined");
    expect(parameterLabel(Symbol("x"))).toBe("Symbol(x)");
    expect(parameterLabel(hostileText())).toBe("[object Object]");
  });
});

describe("the assertions: each refusal in full, each bound taken exactly", () => {
  it("assertFiniteNumber", () => {
    expectRefusal(() => assertFiniteNumber("x", "3"), "NOT_A_NUMBER", "x", "3", '= "3": expected a number');
    expectRefusal(() => assertFiniteNumber("x", Number.NaN), "NOT_A_NUMBER", "x", Number.NaN, "= NaN: expected a number");
    expectRefusal(() => assertFiniteNumber("x", Infinity), "NOT_FINITE", "x", Infinity, "= Infinity: expected a finite number");
    expect(() => assertFiniteNumber("x", -1e300)).not.toThrow();
    expect(() => assertFiniteNumber("x", 0.5)).not.toThrow();
  });

  it("assertNonNegativeNumber", () => {
    expectRefusal(() => assertNonNegativeNumber("x", -0.5), "NEGATIVE", "x", -0.5, "= -0.5: expected a number ≥ 0");
    expectRefusal(() => assertNonNegativeNumber("x", "1"), "NOT_A_NUMBER", "x", "1", "expected a number");
    expect(() => assertNonNegativeNumber("x", 0)).not.toThrow();
  });

  it("assertPositiveNumber", () => {
    expectRefusal(() => assertPositiveNumber("x", 0), "OUT_OF_RANGE", "x", 0, "= 0: expected a number > 0");
    expectRefusal(() => assertPositiveNumber("x", -2), "OUT_OF_RANGE", "x", -2, "expected a number > 0");
    expectRefusal(() => assertPositiveNumber("x", Infinity), "NOT_FINITE", "x", Infinity, "expected a finite number");
    expect(() => assertPositiveNumber("x", Number.MIN_VALUE)).not.toThrow();
  });

  it("assertInteger", () => {
    expectRefusal(() => assertInteger("x", 1.5), "NOT_INTEGER", "x", 1.5, "= 1.5: expected a whole number");
    expectRefusal(() => assertInteger("x", 2 ** 53), "NOT_INTEGER", "x", 2 ** 53, "expected a whole number");
    expectRefusal(() => assertInteger("x", null), "NOT_A_NUMBER", "x", null, "expected a number");
    expect(() => assertInteger("x", -(2 ** 53 - 1))).not.toThrow();
  });

  it("assertNonNegativeInteger", () => {
    expectRefusal(() => assertNonNegativeInteger("x", -1), "NEGATIVE", "x", -1, "= -1: expected a whole number ≥ 0");
    expectRefusal(() => assertNonNegativeInteger("x", 0.5), "NOT_INTEGER", "x", 0.5, "expected a whole number");
    expect(() => assertNonNegativeInteger("x", 0)).not.toThrow();
  });

  it("assertIntegerInRange: both ends taken, one past each refused; bounds that are not numbers refused", () => {
    expect(() => assertIntegerInRange("x", 1, 1, 20)).not.toThrow();
    expect(() => assertIntegerInRange("x", 20, 1, 20)).not.toThrow();
    expectRefusal(() => assertIntegerInRange("x", 0, 1, 20), "OUT_OF_RANGE", "x", 0, "= 0: expected a whole number from 1 to 20");
    expectRefusal(() => assertIntegerInRange("x", 21, 1, 20), "OUT_OF_RANGE", "x", 21, "expected a whole number from 1 to 20");
    expectRefusal(() => assertIntegerInRange("x", 2.5, 1, 20), "NOT_INTEGER", "x", 2.5, "expected a whole number");
    expectRefusal(() => assertIntegerInRange("x", 5, "1" as never, 20), "INVALID_ARGUMENT", "range", ["1", 20], "expected numeric bounds");
    expectRefusal(() => assertIntegerInRange("x", 5, 1, null as never), "INVALID_ARGUMENT", "range", [1, null], "expected numeric bounds");
    expect(refusalOf(() => assertIntegerInRange("x", 5, 1, null as never))).toBeInstanceOf(RulesError);
  });
});
