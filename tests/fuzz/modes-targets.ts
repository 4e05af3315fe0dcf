/**
 * Fuzz baselines of the movement modes (module/rules/movement-modes.ts, flier-fall.ts; VARIANTS.md
 * §6.5, row 39): the ruleset is the last argument, named by index (0 the book, then each preset), so
 * a mutated index is a forged ruleset, refused as such. Invariants: bounded speeds and steps stay in
 * bounds; the switching rule names a refusal only in a phase (or round) that mixes speeds; the
 * round's record only writes fields inside their memory declarations.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A5E_INDEX = 1 + Object.keys(rules.PRESETS).indexOf("a5e");
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const swim6 = rules.storedModeSpeeds({ swim: 6 });
const steps = [{ i: 0, j: 0, action: null, cost: 0 }, { i: 0, j: 2, action: null, cost: 6 }, { i: 0, j: 3, action: "swim", cost: 6 }];
const bound = { budget: 12, round: { prior: { hexes: 4, last: "walk", modes: ["walk"] }, allowances: { walk: 12, swim: 6 } } };
const record = { modeRound: 1, modePhase: 1, modeHexesBefore: 0, modeHexesIn: 4, modeLastBefore: "none", modeLast: "walk", modeUsedBefore: 0, modeUsed: 1 };
const inDecl = (r: unknown): string | null => {
  if (r === null) return null;
  for (const [k, v] of Object.entries(r as Record<string, unknown>)) {
    const d = (rules.MODE_ROUND_MEMORY as Record<string, { kind: string; min?: number; max?: number; choices?: readonly string[] }>)[k];
    if (d === undefined) return `an undeclared field ${k}`;
    if (d.kind === "int" ? !(Number.isSafeInteger(v) && (v as number) >= d.min! && (v as number) <= d.max!) : !d.choices!.includes(v as string)) return `${k} out of its declaration`;
  }
  return null;
};
const hawk = { elevation: 30, statuses: ["fly", "prone"], action: "fly", speeds: { fly: 24 }, speed: 4, encumbranceSteps: 0, immobile: false };

export const MODES_SPECS: Readonly<Record<string, RulesSpec>> = {
  storedModeSpeeds: {
    args: [[{ climb: 6, swim: 500, fly: -1, burrow: "x" }], [null]],
    invariant: (_a, r) => Object.values(r as Record<string, unknown>).every((v) => v === null || (Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= rules.MAX_SPEED)) ? null : "a speed out of bounds",
  },
  storedModeSteps: {
    args: [[steps], ["x"]],
    invariant: (_a, r) => ((r as unknown[]).length <= rules.MAX_MODE_STEPS ? null : "more steps than the bound"),
  },
  movementModeOf: { args: [["burrow", {}, A5E_INDEX], ["swim", { swim: 6 }, A5E_INDEX], ["fly", { fly: 9 }, 0]], drive: last(rules.movementModeOf, 2) },
  modeSwitch: {
    args: [[steps, "oddR", 12, swim6, A5E_INDEX], [steps.slice(0, 2), "evenQ", 12, swim6, A5E_INDEX], [steps, "oddR", 12, swim6, 0]],
    drive: last(rules.modeSwitch, 4),
    invariant: (_a, r) => {
      const s = r as rules.ModeSwitch;
      return Number.isFinite(s.offset) && (s.refused === null || s.mixed) ? null : "a refusal outside a mixed phase, or an offset that is not a number";
    },
  },
  modeSwitchInRound: {
    args: [[steps.slice(0, 2), "oddR", bound, swim6, A5E_INDEX], [steps, "oddR", { budget: 12, round: null }, swim6, A5E_INDEX], [steps, "evenQ", bound, swim6, 0]],
    drive: last(rules.modeSwitchInRound, 4),
    invariant: (_a, r) => {
      const s = r as rules.ModeSwitch;
      return Number.isFinite(s.offset) && (s.refused === null || s.mixed) ? null : "a refusal outside a mixed round, or an offset that is not a number";
    },
  },
  roundSoFar: {
    args: [[record, { round: 1, phase: 1 }, A5E_INDEX], [{ ...record, modeHexesIn: 1e9 }, { round: 1, phase: 3 }, A5E_INDEX], [null, { round: 2, phase: 0 }, 0]],
    drive: last(rules.roundSoFar, 2),
    invariant: (_a, r) => {
      const s = r as rules.RoundSoFar;
      return Number.isSafeInteger(s.hexes) && s.hexes >= 0 && s.hexes <= 4 * rules.MAX_SPEED ? null : "hexes out of bounds";
    },
  },
  roundMoveRecord: {
    args: [[{ memory: record, round: 1, phase: 1, layout: "oddR", steps, speeds: { swim: 6 } }, A5E_INDEX], [{ memory: null, round: 3, phase: 0, layout: "evenQ", steps: "x", speeds: null }, A5E_INDEX], [{ memory: record, round: 1, phase: 0, layout: "oddR", steps, speeds: {} }, 0]],
    drive: last(rules.roundMoveRecord, 1),
    invariant: (_a, r) => inDecl(r),
  },
  landedAction: { args: [["fly", { fly: 24 }, A5E_INDEX], ["glide", {}, A5E_INDEX], ["swim", { swim: 6 }, 0]], drive: last(rules.landedAction, 2) },
  flierFall: { args: [[hawk, A5E_INDEX], [{ ...hawk, statuses: ["fly"] }, A5E_INDEX], [hawk, 0]], drive: last(rules.flierFall, 1) },
};
