/**
 * The fuzz harness: runs a target's arbitrary through fast-check, classifies every outcome with the
 * target's contract (null = kept the contract, a string = the fault class) and, for each fault
 * class, re-runs the same seeded sequence to let fast-check shrink the first counter-example of
 * that class. Pure Node; no Foundry.
 */
import fc from "fast-check";

export type TargetGroup = "rules" | "derive" | "validation" | "submission" | "migration" | "worldtime";

export interface FuzzTarget {
  readonly name: string;
  readonly group: TargetGroup;
  /** The contract in words (printed in the report). */
  readonly contract: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  /** The fault class of one input, or null when the contract holds. Must not throw. */
  check(input: unknown): string | null;
}

export interface FaultClass {
  readonly fault: string;
  readonly count: number;
  /** The first counter-example of the class, shrunk, as fast-check prints it. */
  readonly example: string;
}

export interface TargetReport {
  readonly name: string;
  readonly group: TargetGroup;
  readonly contract: string;
  readonly tried: number;
  readonly faults: readonly FaultClass[];
  readonly ms: number;
}

function guarded(target: FuzzTarget, input: unknown): string | null {
  try {
    return target.check(input);
  } catch (error) {
    return `harness: the check threw ${error instanceof Error ? error.name : typeof error}`;
  }
}

/** Runs `cases` inputs of one target; the same seed gives the same inputs. */
export function runTarget(target: FuzzTarget, cases: number, seed: number): TargetReport {
  const start = performance.now();
  const counts = new Map<string, number>();
  let tried = 0;
  fc.check(
    fc.property(target.arbitrary, (input) => {
      tried++;
      const fault = guarded(target, input);
      if (fault !== null) counts.set(fault, (counts.get(fault) ?? 0) + 1);
      return true;
    }),
    { numRuns: cases, seed, endOnFailure: true },
  );
  const faults: FaultClass[] = [];
  for (const [fault, count] of counts) {
    const shrunk = fc.check(
      fc.property(target.arbitrary, (input) => guarded(target, input) !== fault),
      { numRuns: cases, seed },
    );
    const example = shrunk.failed && shrunk.counterexample ? fc.stringify(shrunk.counterexample[0]) : "(not reproduced by the shrinking run)";
    faults.push({ fault, count, example: example.length > 600 ? `${example.slice(0, 600)}…` : example });
  }
  return { name: target.name, group: target.group, contract: target.contract, tried, faults, ms: performance.now() - start };
}

/** A fault message without its varying parts (numbers, quoted text), so one root cause is one class. */
export function faultClassOf(prefix: string, message: string): string {
  const m = message
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .replace(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?n?/gi, "N")
    .replace(/\{.*\}/g, "{…}")
    .slice(0, 120);
  return `${prefix}: ${m}`;
}

/** The first NaN, ±Infinity or unsafe number in a result (plain objects, arrays, Maps, Sets), or null. */
export function badNumberIn(value: unknown, path = "result", seen = new Set<unknown>()): string | null {
  if (typeof value === "number") {
    if (Number.isNaN(value)) return `NaN in ${path}`;
    if (!Number.isFinite(value)) return `±Infinity in ${path}`;
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return `number beyond 2^53 in ${path}`;
    return null;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badNumberIn(value[i], `${path}[]`, seen);
      if (bad) return bad;
    }
    return null;
  }
  if (value instanceof Map) {
    for (const v of value.values()) {
      const bad = badNumberIn(v, `${path}.get()`, seen);
      if (bad) return bad;
    }
    return null;
  }
  if (value instanceof Set) return badNumberIn([...value], path, seen);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [k, v] of Object.entries(value)) {
    const bad = badNumberIn(v, `${path}.${k}`, seen);
    if (bad) return bad;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Hostile values and mutation of well-formed baselines
// ---------------------------------------------------------------------------------------------

/** A class instance standing in for any value-carrying operator or wrapper. */
export class Wrapper {
  constructor(readonly value: unknown) {}
}

/** Values a hostile caller or a broken world can put anywhere. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { withCrossShrink: true },
  fc.constantFrom<unknown>(
    null, undefined, Number.NaN, Infinity, -Infinity, -0, 0, 1, -1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53),
    Number.MAX_SAFE_INTEGER, 1e15, 1e308, -1e308, Number.MIN_VALUE, 201, 1_000_001, 100_001, "", "lava", "12", true, false,
  ),
  fc.integer({ min: -50, max: 300 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  fc.string({ maxLength: 6 }),
  fc.bigInt({ min: -10n, max: 10n }),
  fc.constant(null).map(() => Symbol("hostile")),
  fc.constant(null).map(() => Object.create(null) as object),
  fc.date({ noInvalidDate: false }),
  fc.integer({ min: -5, max: 300 }).map((n) => new Number(n)),
  fc.string({ maxLength: 4 }).map((s) => new String(s)),
  fc.integer({ min: -5, max: 300 }).map((n) => new Wrapper(n)),
  fc.integer({ min: -5, max: 300 }).map((n) => ({ value: n })),
  fc.array(fc.integer({ min: -5, max: 300 }), { maxLength: 4 }),
  fc.constant(null).map(() => []),
  fc.constant(null).map(() => ({})),
  fc.dictionary(fc.constantFrom("value", "max", "q", "r", "s", "i", "j", "round", "second", "0"), fc.integer({ min: -5, max: 300 }), { maxKeys: 3 }),
);

function isPlain(x: unknown): x is Record<string, unknown> {
  if (x === null || typeof x !== "object") return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype;
}

/** Every path into arrays and plain objects of a value (the root included, as []). */
export function pathsOf(value: unknown, prefix: readonly (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push([...prefix]);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (isPlain(value)) for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** A copy of arrays and plain objects (other values shared), as a mutation base. */
export function cloneData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneData(v) as unknown) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneData(v)])) as T;
  return value;
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]!] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}

/**
 * Well-formed baselines with 0–3 of their parts (any argument, field or list entry, the roots
 * included) replaced by hostile values; plus, now and then, whole random argument lists.
 */
export function mutated(baselines: readonly unknown[], extra: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<unknown> {
  const pathLists = baselines.map((b) => pathsOf(b));
  const edits = fc.record({
    base: fc.nat({ max: baselines.length - 1 }),
    picks: fc.array(fc.tuple(fc.nat(), fc.oneof(hostileValue, extra)), { minLength: 0, maxLength: 3 }),
  });
  return edits.map(({ base, picks }) => {
    let value: unknown = cloneData(baselines[base]);
    for (const [n, v] of picks) {
      const paths = pathsOf(value);
      const path = paths[n % paths.length]!;
      value = setAt(value, path, cloneData(v));
    }
    void pathLists;
    return value;
  });
}
