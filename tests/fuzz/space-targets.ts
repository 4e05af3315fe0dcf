/**
 * Fuzz baselines of size and space (module/rules/space.ts, VARIANTS.md §6.6, row 40): the ruleset is
 * the last argument, named by index (0 the book, then each preset), so a mutated index is a forged
 * ruleset, refused as such. Invariants: a blocked step lies inside the path, a limit is ≥ 1.
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
const at = (q: number, r: number) => rules.cubeFromAxial(q, r);
const space = {
  mover: { id: "m", disposition: 1, size: "medium", footprint: [] },
  tokens: [{ id: "orc", hexes: [at(2, 0)], disposition: -1, size: "medium", defeated: false }, { id: "ogre", hexes: [at(4, 0), at(5, 0), at(4, 1)], disposition: -1, size: "large", defeated: false }],
};
const path = [0, 1, 2, 3, 4, 5].map((q) => at(q, 0));

export const SPACE_SPECS: Readonly<Record<string, RulesSpec>> = {
  spaceInForce: { args: [[A5E_INDEX], [0]], drive: last(rules.spaceInForce, 0) },
  spaceIndex: {
    args: [[space, A5E_INDEX], [space, 0]],
    drive: (args) => (last(rules.spaceIndex, 1)(args) as rules.SpaceIndex).blockerAt(at(2, 0)),
  },
  firstBlockedStep: {
    args: [[path, space, A5E_INDEX], [path, space, 0]],
    drive: (args) => {
      const [p, input, k] = Array.isArray(args) ? args : [args];
      const index = last(rules.spaceIndex, 1)([input, k]) as rules.SpaceIndex;
      return rules.firstBlockedStep(p as rules.Cube[], index);
    },
    invariant: (a, r) => {
      const p = (a as unknown[])[0] as unknown[];
      const hit = r as { step: number } | null;
      return hit === null || (hit.step >= 1 && hit.step < p.length) ? null : "a blocked step outside the path";
    },
  },
  spaceOutcome: { args: [[{ mode: "enforce", isGM: false, blocked: true }, A5E_INDEX], [{ mode: "warn", isGM: true, blocked: false }, 0]], drive: last(rules.spaceOutcome, 1) },
  spaceNeeded: { args: [[{ size: "large", conditions: ["squeezing"] }, A5E_INDEX], [{ size: "tiny", conditions: [] }, 0]], drive: last(rules.spaceNeeded, 1) },
  surroundLimit: {
    args: [[{ target: "medium", surrounder: "large", grid: "square" }, A5E_INDEX], [{ target: "huge", surrounder: "tiny", grid: "hex" }, A5E_INDEX]],
    drive: last(rules.surroundLimit, 1),
    invariant: (_a, r) => (r === null || (Number.isSafeInteger(r) && (r as number) >= 1) ? null : "a surround limit below 1"),
  },
  surroundsAt: {
    args: [[{ mover: space.mover, at: at(1, 0), tokens: space.tokens }, A5E_INDEX], [{ mover: space.mover, at: at(3, 0), tokens: space.tokens }, 0]],
    drive: last(rules.surroundsAt, 1),
    invariant: (_a, r) => ((r as { count: number; limit: number }[]).every((n) => Number.isSafeInteger(n.count) && n.count >= 1 && n.limit >= 1) ? null : "a surround note without its mover or limit"),
  },
  surroundCount: {
    args: [[{ target: [at(0, 0)], others: [[at(1, 0)], [at(2, 0)], [at(0, 1), at(1, 1)]] }], [{ target: [at(0, 0), at(1, 0)], others: [] }]],
    drive: (args) => rules.surroundCount((Array.isArray(args) ? args[0] : args) as never),
    invariant: (a, r) => {
      const others = ((a as unknown[])[0] as { others: unknown[] }).others;
      return Number.isSafeInteger(r) && (r as number) >= 0 && (r as number) <= others.length ? null : "a surround count outside 0…creatures read";
    },
  },
};
