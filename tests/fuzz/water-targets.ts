/**
 * Fuzz baselines of the water day (module/rules/water-travel.ts, VARIANTS.md rows 15, 30): the
 * ruleset is the last argument, named by index (0 the book, then each preset), so a mutated index is
 * a forged ruleset, refused as such. The invariant is the function's own: whole miles ≥ 0 and a day
 * of 86,400 world seconds, or null (no rule in force, or no vessel).
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

export const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
export const index = (id: string) => 1 + Object.keys(rules.PRESETS).indexOf(id);
/** A driver calling `fn` with the ruleset named by its index at position `arity` (a mutated index is a forged ruleset). */
export const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const OSE = index("ose");
const OSR = index("osr");

export const WATER_SPECS: Readonly<Record<string, RulesSpec>> = {
  waterDay: {
    args: [
      [{ vessel: "sailing", baseFeet: 360, windRoll: 12, current: "downstream", currentDie: 3, seaworthy: true, takingOnWater: false }, OSE],
      [{ vessel: "rowed", baseFeet: 30, wind: "7", current: "upstream", currentDie: 6, seaworthy: false, takingOnWater: true }, OSE],
      [{ vessel: "ship", wind: "against", current: "downstream" }, OSR],
      [{ vessel: "none" }, 0],
    ],
    drive: last(rules.waterDay, 1),
    invariant: (_a, r) => {
      if (r === null) return null;
      const d = r as rules.WaterDay;
      if (!Number.isSafeInteger(d.miles) || d.miles < 0) return "miles not a whole number ≥ 0";
      return d.seconds === 86_400 ? null : "a water day other than 24 h";
    },
  },
  waterTravelOf: { args: [[OSE], [0]], drive: last(rules.waterTravelOf, 0) },
  waterWindChoices: { args: [[OSE], [OSR]], drive: last(rules.waterWindChoices, 0) },
};
