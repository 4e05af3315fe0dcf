/**
 * Fuzz baselines of the chase check (module/rules/chase.ts, VARIANTS.md §13.3 row 18), falling
 * (module/rules/falling.ts, row 34) and the wilderness range and speed (module/rules/scene-scale.ts, §13.1):
 * the ruleset is the last argument, named by index (0 the book, then each preset), so a mutated
 * index is a forged ruleset, refused as such.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const OSR = 1 + Object.keys(rules.PRESETS).indexOf("osr");
const OSE = 1 + Object.keys(rules.PRESETS).indexOf("ose");
const scores = { str: 14, dex: 8, con: 12 };

export const TIME_BEYOND_SPECS: Readonly<Record<string, RulesSpec>> = {
  chaseCheck: {
    args: [[{ quarryHexes: 16, ground: "flat" }, OSR], [{ quarryHexes: 9, ground: "uneven" }, OSR], [{ quarryHexes: 12, ground: "overland" }, 0]],
    drive: last(rules.chaseCheck, 1),
    invariant: (_a, r) => (r === null || Number.isSafeInteger((r as rules.ChaseCheck).dc) ? null : "a DC that is not a whole number"),
  },
  chaseRoll: {
    args: [[{ quarryHexes: 16, ground: "uneven", scores, advantage: false, disadvantage: true }, OSR], [{ quarryHexes: 0, ground: "flat", scores, advantage: true, disadvantage: true }, OSR]],
    drive: last(rules.chaseRoll, 1),
  },
  chaseCaught: { args: [[13, 13], [4, 13]] },
  chaseGroupRoller: {
    args: [[[2, -1, 0]], [[]]],
    invariant: ([m], r) => ((m as number[]).length === 0 ? (r === -1 ? null : "a roller among no chasers") : (m as number[])[r as number] === Math.min(...(m as number[])) ? null : "not the worst modifier"),
  },
  fallOf: {
    args: [[{ from: 25, to: 0, gridDistance: 5, gridUnits: "ft" }, OSE], [{ from: 3, to: 0, gridDistance: 1.5, gridUnits: "m" }, OSE], [{ from: 2, to: 0, gridDistance: 1, gridUnits: "hex" }, 0]],
    drive: last(rules.fallOf, 1),
    invariant: (_a, r) => (r === null || ((r as rules.Fall).dice >= 1 && (r as rules.Fall).feet <= rules.MAX_FALL_FEET) ? null : "a fall of no dice or beyond the bound"),
  },
  fallDice: { args: [[25, 10], [0, 10], [5280, 10]] },
  feetPerElevationUnit: { args: [[5, "ft"], [1, "hex"], [0, "squares"]] },
  wildernessRange: { args: [[50, true], [150, false]] },
  wildernessSpeed: {
    args: [[12, true, OSE], [12, true, 0], [150, false, OSE]],
    drive: last(rules.wildernessSpeed, 2),
    invariant: (_a, r) => (Number.isSafeInteger(r) && (r as number) >= 0 && (r as number) <= rules.MAX_SPEED ? null : "a speed outside 0–MAX_SPEED"),
  },
};
