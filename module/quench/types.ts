/**
 * The small part of the Quench module's API the system's batches use. Quench bundles Mocha and
 * Chai; these declarations describe only what we call, so the batches type-check without the
 * module's own (older) type package.
 */
export interface QuenchAssert {
  (value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  notDeepEqual(actual: unknown, expected: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  notEqual(actual: unknown, expected: unknown, message?: string): void;
  notOk(value: unknown, message?: string): void;
  include(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  notInclude(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  isAtLeast(value: number, min: number, message?: string): void;
  isAtMost(value: number, max: number, message?: string): void;
  isNull(value: unknown, message?: string): void;
  notMatch(value: string, regexp: RegExp, message?: string): void;
  property(object: object, name: string, message?: string): void;
}

/** Mocha's `this` in suites, tests and hooks: what the batches use of it. */
export interface QuenchRunnable {
  /** Mocha's per-test limit (2 s by default); the batches raise it for live-world work. */
  timeout(ms: number): unknown;
  /** Marks the test pending (Mocha throws to stop it): what a world lacks is reported, not passed. */
  skip(): never;
}

export type QuenchHookFn = (this: QuenchRunnable) => void | Promise<void>;

/**
 * Time a live-world test or hook may take: creating scenes, drawing the canvas and stepping a
 * whole round of combat take well over Mocha's default of 2 s.
 */
export const BATCH_TIMEOUT_MS = 60_000;

export interface QuenchBatchContext {
  describe(name: string, fn: (this: QuenchRunnable) => void): void;
  it(name: string, fn: (this: QuenchRunnable) => void | Promise<void>): void;
  before(fn: QuenchHookFn): void;
  after(fn: QuenchHookFn): void;
  beforeEach(fn: QuenchHookFn): void;
  afterEach(fn: QuenchHookFn): void;
  assert: QuenchAssert;
}

export interface QuenchApi {
  registerBatch(
    key: string,
    fn: (context: QuenchBatchContext) => void,
    options?: { displayName?: string; preSelected?: boolean },
  ): void;
}
