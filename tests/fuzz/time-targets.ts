/**
 * Fuzz baselines of time beyond the fight (module/rules/world-clock.ts, VARIANTS.md §5.12, §5.13,
 * §13.3 rows 31 and 32): the ruleset is the last argument, named by index (0 the book, then each
 * preset), so a mutated index is a forged ruleset, refused as such. The invariants are the
 * functions' own: a top-up never rewinds and never goes past a turn, prompts and clocks are never
 * negative, a runner's counters stay within their caps, and a jump of any size settles in one pass
 * to the clock its two halves give.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const OSE = 1 + Object.keys(rules.PRESETS).indexOf("ose");
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const nonNegInt = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const clockOk = (r: unknown) => {
  const c = r as rules.RunningClock;
  return nonNegInt(c.ran) && nonNegInt(c.rested) && c.ran <= 300 && c.rested <= 1800 ? null : "a runner's counter outside 0..cap";
};

export const TIME_SPECS: Readonly<Record<string, RulesSpec>> = {
  timeKeepingOf: { args: [[0], [OSE]], drive: last(rules.timeKeepingOf, 0) },
  runningOf: { args: [[0], [OSE]], drive: last(rules.runningOf, 0) },
  encounterEndAdvance: {
    args: [[{ worldTime: 1059, absolute: 80, beganAt: 1000 }, OSE], [{ worldTime: 59, absolute: 80, beganAt: undefined }, OSE], [{ worldTime: 5000, absolute: 21, beganAt: 0 }, 0]],
    drive: last(rules.encounterEndAdvance, 1),
    invariant: (_a, r) => (typeof r === "number" && r >= 0 && r <= 600 ? null : "a top-up outside 0..600"),
  },
  explorationHexes: {
    args: [[{ speed: 12, feetPerHex: 5, familiar: false }, OSE], [{ speed: 12, feetPerHex: 5, familiar: true }, OSE], [{ speed: 12, feetPerHex: 5, familiar: false }, 0]],
    drive: last(rules.explorationHexes, 1),
    invariant: (_a, r) => (r === null || (nonNegInt(r) && (r as number) <= rules.MAX_SPEED) ? null : "an allowance outside 0..MAX_SPEED"),
  },
  dungeonPrompts: {
    args: [[{ from: 0, to: 3600, dungeon: true }, OSE], [{ from: 1199, to: 1200, dungeon: true }, OSE], [{ from: 0, to: 3600, dungeon: false }, OSE]],
    drive: last(rules.dungeonPrompts, 1),
    invariant: (_a, r) => (nonNegInt((r as rules.DungeonPrompts).wandering) && nonNegInt((r as rules.DungeonPrompts).rest) ? null : "a negative or fractional prompt count"),
  },
  runningClockOf: {
    args: [[{ ran: 10, rested: 5 }], [null], [{ ran: -1, rested: "x" }]],
    invariant: (_a, r) => (nonNegInt((r as rules.RunningClock).ran) && nonNegInt((r as rules.RunningClock).rested) ? null : "a counter that is not a whole number ≥ 0"),
  },
  settleRunning: {
    args: [[{ ran: 0, rested: 0 }, { seconds: 300, running: true }, OSE], [{ ran: 300, rested: 0 }, { seconds: 1800, running: false }, OSE], [{ ran: 5, rested: 0 }, { seconds: 7, running: true }, 0]],
    drive: last(rules.settleRunning, 2),
    invariant: ([clock, input, k], r) => {
      if (k !== OSE) return null;
      const bad = clockOk(r);
      if (bad) return bad;
      // Any jump in one pass: its two halves give the same clock.
      const { seconds, running } = input as { seconds: number; running: boolean };
      const ruleset = RULESETS[OSE]!;
      const half = Math.floor(seconds / 2);
      const split = rules.settleRunning(rules.settleRunning(clock as rules.RunningClock, { seconds: half, running }, ruleset), { seconds: seconds - half, running }, ruleset);
      return JSON.stringify(split) === JSON.stringify(r) ? null : "a split jump settles differently";
    },
  },
  isWinded: { args: [[{ ran: 300, rested: 0 }, OSE], [{ ran: 299, rested: 0 }, OSE], [{ ran: 300, rested: 0 }, 0]], drive: last(rules.isWinded, 1) },
  pursuitSpeed: {
    args: [[{ speed: 12, encumbranceSteps: 0 }, true, OSE], [{ speed: 12, encumbranceSteps: 1 }, false, OSE], [{ speed: 12, encumbranceSteps: 0 }, true, 0]],
    drive: last(rules.pursuitSpeed, 2),
    invariant: (_a, r) => (nonNegInt((r as { speed: number }).speed) && (r as { speed: number }).speed <= rules.MAX_SPEED ? null : "a pursuit speed outside 0..MAX_SPEED"),
  },
  runnerUpdate: {
    args: [[{ ran: 290, rested: 0 }, { seconds: 20, running: true, winded: false }, OSE], [undefined, { seconds: 20, running: false, winded: false }, OSE], [{ ran: 300, rested: 1790 }, { seconds: 20, running: false, winded: true }, 0]],
    drive: last(rules.runnerUpdate, 2),
    invariant: (_a, r) => {
      const u = r as rules.RunnerUpdate;
      return u.clock === null ? null : clockOk(u.clock);
    },
  },
};
