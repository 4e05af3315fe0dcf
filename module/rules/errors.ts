/**
 * Typed errors and input assertions for the rules core.
 *
 * Every public function validates its input and throws {@link RulesError}
 * with a message naming the parameter and the offending value. Nothing is
 * clamped or silently turned into 0; adapters decide how to recover.
 */

export type RulesErrorCode =
  | "NOT_A_NUMBER"
  | "NOT_FINITE"
  | "NOT_INTEGER"
  | "NEGATIVE"
  | "OUT_OF_RANGE"
  | "UNKNOWN_TERRAIN"
  | "UNKNOWN_CONDITION"
  | "UNKNOWN_GROUP"
  | "INVALID_ARGUMENT";

export class RulesError extends Error {
  readonly code: RulesErrorCode;
  readonly parameter: string;
  readonly value: unknown;

  constructor(code: RulesErrorCode, parameter: string, value: unknown, detail: string) {
    super(`Enchanted Realms rules: invalid ${safeText(parameter)} = ${describe(value)}: ${safeText(detail)}`);
    this.name = "RulesError";
    this.code = code;
    this.parameter = parameter;
    this.value = value;
  }
}

/** A parameter name as text, whatever was passed (assertion helpers build names like `${name}.round`). */
export function parameterLabel(name: unknown): string {
  return safeText(name);
}

/** Any value as text, never throwing (a Symbol, a null-prototype object, a throwing toString). */
function safeText(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (value === null || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? safeText(value);
  } catch {
    return safeText(value);
  }
}

/** A finite number (no NaN, no ±Infinity, no non-number). */
export function assertFiniteNumber(name: string, value: unknown): asserts value is number {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new RulesError("NOT_A_NUMBER", name, value, "expected a number");
  }
  if (!Number.isFinite(value)) {
    throw new RulesError("NOT_FINITE", name, value, "expected a finite number");
  }
}

/** A finite number ≥ 0. */
export function assertNonNegativeNumber(name: string, value: unknown): asserts value is number {
  assertFiniteNumber(name, value);
  if (value < 0) throw new RulesError("NEGATIVE", name, value, "expected a number ≥ 0");
}

/** A finite number > 0. */
export function assertPositiveNumber(name: string, value: unknown): asserts value is number {
  assertFiniteNumber(name, value);
  if (value <= 0) throw new RulesError("OUT_OF_RANGE", name, value, "expected a number > 0");
}

/** A safe integer (may be negative). */
export function assertInteger(name: string, value: unknown): asserts value is number {
  assertFiniteNumber(name, value);
  if (!Number.isSafeInteger(value)) {
    throw new RulesError("NOT_INTEGER", name, value, "expected a whole number");
  }
}

/** A safe integer ≥ 0. */
export function assertNonNegativeInteger(name: string, value: unknown): asserts value is number {
  assertInteger(name, value);
  if (value < 0) throw new RulesError("NEGATIVE", name, value, "expected a whole number ≥ 0");
}

/** A safe integer in [min, max]. */
export function assertIntegerInRange(
  name: string,
  value: unknown,
  min: number,
  max: number,
): asserts value is number {
  assertInteger(name, value);
  if (typeof min !== "number" || typeof max !== "number") throw new RulesError("INVALID_ARGUMENT", "range", [min, max], "expected numeric bounds");
  if (value < min || value > max) {
    throw new RulesError("OUT_OF_RANGE", name, value, `expected a whole number from ${min} to ${max}`);
  }
}
