/**
 * Fuzz baselines of the daily wilderness checks (module/rules/wilderness-checks.ts, VARIANTS.md
 * §5.10, §13.3 row 29): the ruleset is the last argument, named by index (0 the book, then each
 * preset), so a mutated index is a forged ruleset, refused as such. The invariant is the
 * function's own: the boundaries crossed are exactly the multiples of a day in (start, arrival],
 * whatever the jump, and the chances are x in 6.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const OSE = 1 + Object.keys(rules.PRESETS).indexOf("ose");
const DAY = 86_400;

export const WILDERNESS_SPECS: Readonly<Record<string, RulesSpec>> = {
  marchChecks: {
    args: [
      [{ startSeconds: 3600, legs: [{ terrain: "plains", seconds: DAY }, { terrain: "forest", seconds: DAY, road: true }, { terrain: "mountains", seconds: DAY }] }, OSE],
      [{ startSeconds: 0, legs: [{ terrain: "swamp", seconds: 1000 * DAY }] }, OSE],
      [{ startSeconds: DAY, legs: [] }, 0],
    ],
    drive: last(rules.marchChecks, 1),
    invariant: (a, r) => {
      const [input, k] = a as [rules.MarchInput, unknown];
      const out = r as rules.MarchChecks;
      if (k === 0 || out.checks.length === 0) return null;
      const end = input.startSeconds + input.legs.reduce((s, l) => s + l.seconds, 0);
      if (out.crossed !== Math.floor(end / DAY) - Math.floor(input.startSeconds / DAY)) return "boundaries crossed miscounted";
      const bad = out.checks.find((c) => c.at <= input.startSeconds || c.at > end || c.lostChance < 0 || c.lostChance > 6 || c.wanderingChance < 1 || c.wanderingChance > 6);
      return bad ? "a check outside the march or a chance outside 1–6" : null;
    },
  },
  dayOutcome: { args: [[{ lostChance: 2, wanderingChance: 3 }, { lost: 2, wandering: 4 }], [{ lostChance: 0, wanderingChance: 1 }, { lost: null, wandering: 1 }]] },
  routeLegs: {
    args: [[{ travellers: [{ milesPerDay: 24, steps: 0 }], path: [{ terrain: "plains", steep: false }, { terrain: "swamp", steep: false, road: false }], milesPerHex: 6 }, OSE]],
    drive: last(rules.routeLegs, 1),
  },
  wildernessChecksOf: { args: [[OSE], [0]], drive: last(rules.wildernessChecksOf, 0) },
};
