/**
 * What a call does with hostile input, as the fuzz regressions assert it: the RulesError's code, a
 * description of any other throw ("not a RulesError: TypeError"), or "no error".
 */
import { expect } from "vitest";
import { RulesError } from "../../module/rules";

export function rulesErrorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof RulesError ? e.code : `not a RulesError: ${e instanceof Error ? e.name : typeof e}`;
  }
  return "no error";
}

/** Passes a deliberately ill-typed value to a typed rules function. */
export const hostile = (x: unknown) => x as never;

/** The error a call throws (a test failure when it throws nothing), to assert its code, parameter and message. */
export function thrownBy(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("expected the call to throw");
}

/** The RulesError a call throws (a test failure when it throws nothing or something else), to assert its code, parameter, value and message. */
export function refusalOf(f: () => unknown): RulesError {
  const e = thrownBy(f);
  if (e instanceof RulesError) return e;
  throw e;
}

/** Asserts a call's refusal in full: its code and parameter, the value refused, and a part of its message. */
export function expectRefusal(f: () => unknown, code: string, parameter: string, value: unknown, text: string): void {
  const e = refusalOf(f);
  expect([e.code, e.parameter]).toEqual([code, parameter]);
  expect(e.value).toEqual(value);
  expect(e.message).toContain(text);
}
