import { describe, it, expect } from "vitest";
import {
  RulesError,
  assertFiniteNumber,
  assertIntegerInRange,
  assertNonNegativeInteger,
  assertNonNegativeNumber,
  assertPositiveNumber,
} from "./errors";

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    expect(e).toBeInstanceOf(Error);
    return (e as RulesError).code;
  }
  return undefined;
}

describe("RulesError and assertions", () => {
  it("names the parameter and value in the message", () => {
    try {
      assertNonNegativeInteger("speed", -3);
      expect.unreachable();
    } catch (e) {
      const err = e as RulesError;
      expect(err.name).toBe("RulesError");
      expect(err.code).toBe("NEGATIVE");
      expect(err.parameter).toBe("speed");
      expect(err.value).toBe(-3);
      expect(err.message).toContain("speed");
      expect(err.message).toContain("-3");
    }
  });

  it("classifies bad numbers", () => {
    expect(codeOf(() => assertFiniteNumber("x", Number.NaN))).toBe("NOT_A_NUMBER");
    expect(codeOf(() => assertFiniteNumber("x", "3"))).toBe("NOT_A_NUMBER");
    expect(codeOf(() => assertFiniteNumber("x", Infinity))).toBe("NOT_FINITE");
    expect(codeOf(() => assertFiniteNumber("x", -Infinity))).toBe("NOT_FINITE");
    expect(codeOf(() => assertNonNegativeInteger("x", 1.5))).toBe("NOT_INTEGER");
    expect(codeOf(() => assertNonNegativeInteger("x", -1))).toBe("NEGATIVE");
    expect(codeOf(() => assertNonNegativeNumber("x", -0.5))).toBe("NEGATIVE");
    expect(codeOf(() => assertPositiveNumber("x", 0))).toBe("OUT_OF_RANGE");
    expect(codeOf(() => assertIntegerInRange("x", 21, 1, 20))).toBe("OUT_OF_RANGE");
  });

  it("accepts good values", () => {
    expect(codeOf(() => assertNonNegativeInteger("x", 0))).toBeUndefined();
    expect(codeOf(() => assertNonNegativeNumber("x", 0.5))).toBeUndefined();
    expect(codeOf(() => assertIntegerInRange("x", 20, 1, 20))).toBeUndefined();
  });
});
