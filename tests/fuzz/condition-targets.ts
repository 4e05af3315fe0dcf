/**
 * Fuzz baselines of the 13A conditions' rules functions (VARIANTS.md row 8): the size of a creature,
 * a teleport out of a hold, a grabber's move (module/rules/condition-moves.ts) and an attack's
 * refusal and notes (module/rules/resolution/condition-effects.ts). The ruleset is the last
 * argument, named by index (0 the book, then each preset), so a mutated index is a forged ruleset,
 * refused as such.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";
import { fighter, item, options } from "../support/fighters";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A13 = 1 + Object.keys(rules.PRESETS).indexOf("a13");
/** Calls `fn` with its first `arity` arguments and the ruleset named by index (or the value as given). */
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const grabbedArcher = { attacker: fighter({ conditions: ["grabbed", "hampered"] }), item: item({ kind: "ranged" }), options: options() };

export const CONDITION_SPECS: Readonly<Record<string, RulesSpec>> = {
  isSizeCategory: { args: [["medium"], ["colossal"]] },
  sizeOf: {
    args: [[{ declared: "large", footprint: 1 }], [{ declared: null, footprint: 3 }], [{ declared: "x", footprint: -1 }]],
    invariant: (_a, r) => (rules.isSizeCategory(r) ? null : "not a size category"),
  },
  teleportEscapes: { args: [[["stuck"], A13], [["stuck", "stunned"], A13], [["grabbed"], 0]], drive: last(rules.teleportEscapes, 1) },
  grabberMove: {
    args: [[{ grabber: "large", grabbed: "medium", grabbedConditions: ["grabbed"] }, A13], [{ grabber: "medium", grabbed: "medium", grabbedConditions: [] }, 0]],
    drive: last(rules.grabberMove, 1),
    invariant: (_a, r) => (r === null || r === "carry" || r === "letGo" ? null : "neither carry, let go nor no rule"),
  },
  attackRefusal: { args: [[grabbedArcher, A13], [grabbedArcher, 0]], drive: last(rules.attackRefusal, 1) },
  attackConditionNotes: {
    args: [[grabbedArcher, A13], [grabbedArcher, 0]],
    drive: last(rules.attackConditionNotes, 1),
    invariant: (_a, r) => (Array.isArray(r) && r.every((k) => typeof k === "string") ? null : "notes that are not keys"),
  },
};
