/**
 * Fuzz baselines of engagement (module/rules/combat/engagement.ts, VARIANTS.md §3.7, §13.1, §13.3
 * row 7): the ruleset is the last argument, named by index (0 the book, then each preset), so a
 * mutated index is a forged ruleset, refused as such. Invariants are the functions' own: a
 * disengage target of at least 11, at most one attack per foe, no attack after a lost phase.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A13 = 1 + Object.keys(rules.PRESETS).indexOf("a13");
const A5E = 1 + Object.keys(rules.PRESETS).indexOf("a5e");
const rs = (k: unknown) => (typeof k === "number" && RULESETS[k] ? RULESETS[k] : k) as rules.Ruleset;
/** Calls `fn` with its last argument (index `arity`) read as a ruleset index. */
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), rs(list[arity]));
};
const O = { q: 0, r: 0, s: 0 };
const N = { q: 1, r: 0, s: -1 };
const FAR = { q: -3, r: 0, s: 3 };
const mem = (over: Record<string, unknown> = {}) => ({ ...rules.NO_VARIANT_MEMORY, ...over });
const foe = (id: string, hex: rules.Cube, conditions: string[] = []) => ({ id, hex, disposition: -1, conditions, defeated: false });
const tokens = [foe("a", N), foe("b", { q: 0, r: 1, s: -1 }), foe("s", { q: -1, r: 1, s: 0 }, ["stunned"])];
// An unengaged foe at the origin; the mover walks past along r = 1 (module/rules/combat/intercept.ts).
const ICPT_PATH = [-3, -2, -1, 0, 1].map((q) => ({ q, r: 1, s: -q - 1 }));
const ICPT: rules.InterceptInput = {
  round: 2,
  second: 6,
  interceptor: { ...foe("x", O), moved: false, forfeited: false, memory: { interceptAt: 0 } },
  mover: { id: "y", disposition: 1, path: ICPT_PATH, memory: { stoppedAt: 0 } },
  tokens: [foe("x", O), { id: "y", hex: ICPT_PATH[4]!, disposition: 1, conditions: [], defeated: false }],
};
const engaged = [{ id: "a", canAttack: true }, { id: "b", canAttack: false }];

export const ENGAGEMENT_SPECS: Readonly<Record<string, RulesSpec>> = {
  hostile: { args: [[1, -1], [0, -2], [1, 1]] },
  engagementInForce: { args: [[A13], [0]], drive: last(rules.engagementInForce, 0) },
  engagementIndex: {
    args: [[{ mover: { id: "pc", disposition: 1 }, tokens }, A13], [{ mover: { id: "pc", disposition: 1 }, tokens }, 0]],
    drive: (args) => last(rules.engagementIndex, 1)(args) && (last(rules.engagementIndex, 1)(args) as rules.EngagementIndex).foesAt(O),
  },
  leaveProvocations: {
    args: [
      [{ round: 1, second: 11, from: O, to: FAR, teleport: false, memory: mem() }, A13],
      [{ round: 2, second: 6, from: O, to: FAR, teleport: false, memory: mem({ disengageRound: 2, disengageSecond: 1, disengageResult: "failure" }) }, A5E],
    ],
    drive: (args) => {
      const list = Array.isArray(args) ? args : [args];
      const index = rules.engagementIndex({ mover: { id: "pc", disposition: 1 }, tokens }, RULESETS[A13]!);
      return rules.leaveProvocations(list[0] as rules.LeaveInput, index, rs(list[1]));
    },
    invariant: ([input], r) => {
      const ids = r as string[];
      if (new Set(ids).size !== ids.length) return "a foe provokes twice";
      const i = input as rules.LeaveInput;
      return ids.length > 0 && rules.disengageLost(i.memory, i) ? "an attack after a lost phase" : null;
    },
  },
  spentFoes: { args: [[mem({ engageRound: 2, engageSpent: "a,b" }), 2], [mem(), 1]] },
  spendFoes: { args: [[mem(), 1, ["a", "b"]], [mem({ engageRound: 1, engageSpent: "a" }), 1, ["a"]]] },
  disengageLost: { args: [[mem({ disengageRound: 1, disengageSecond: 6, disengageResult: "failure" }), { round: 1, second: 11 }], [mem(), { round: 1, second: 1 }]] },
  disengageTarget: {
    args: [[{ round: 1, second: 6, foes: ["a", "b", "c"], grabbed: false, memory: mem() }, A13], [{ round: 3, second: 11, foes: ["g"], grabbed: true, memory: mem({ grabberHitAt: 49 }) }, A13]],
    drive: last(rules.disengageTarget, 1),
    invariant: (_a, r) => ("target" in (r as object) && (r as { target: number }).target < 11 ? "a disengage target under 11" : null),
  },
  judgeDisengage: {
    args: [[{ round: 1, second: 6, foes: ["a", "b", "c"], grabbed: false, memory: mem() }, 12, A13], [{ round: 1, second: 1, foes: ["a"], grabbed: false, memory: mem() }, 11, A13], [{ round: 1, second: 6, foes: ["a"], grabbed: false, memory: mem(), doubleMove: true }, 3, A13]],
    drive: last(rules.judgeDisengage, 2),
    invariant: (_a, r) => {
      const o = r as { success: boolean; patch: { disengageResult?: string } };
      const agrees = o.success ? o.patch.disengageResult === "success" : o.patch.disengageResult === "failure" || o.patch.disengageResult === "setback";
      return agrees ? null : "the record disagrees with the outcome";
    },
  },
  phaseMoveOrder: {
    args: [[{ now: { round: 2, second: 6 }, movers: [{ state: { id: "a", action: rules.planAction(2, 4), tieBreak: 0, conditions: [], defeated: false }, moved: false, memory: mem() }, { state: { id: "b", action: rules.planAction(2, 9), tieBreak: 1, conditions: [], defeated: false }, moved: true, memory: mem() }] }, A13]],
    drive: last(rules.phaseMoveOrder, 1),
    invariant: (_a, r) => {
      const o = r as rules.PhaseOrder;
      return o.next !== null && (!o.order.includes(o.next) || o.moved.includes(o.next)) ? "the next mover is outside the order or has moved" : null;
    },
  },
  earlierUnmoved: { args: [[{ order: ["a", "b", "c"], next: "a", moved: ["b"] }, "c"], [{ order: [], next: null, moved: [] }, "x"]] },
  reactionUsed: { args: [[mem({ reactionRound: 2 }), 2, A5E], [mem({ dragReactionRound: 2 }), 2, A13]], drive: last(rules.reactionUsed, 2) },
  reactionWrites: { args: [[2, A5E], [2, A13]], drive: last(rules.reactionWrites, 1) },
  rangedProvokers: { args: [[engaged, ["a"], A13], [engaged, [], 0]], drive: last(rules.rangedProvokers, 2) },
  spellProvokers: { args: [[engaged, false, A13], [engaged, true, A13]], drive: last(rules.spellProvokers, 2) },
  meleeAllowed: { args: [[engaged, "a", A13], [[], "x", A5E]], drive: last(rules.meleeAllowed, 2) },
  interceptIndex: {
    args: [[[{ id: "x", hex: { q: 2, r: -1, s: -1 } , engaged: false, phaseSpent: false }], A13], [[], 0]],
    drive: (args) => {
      const index = last(rules.interceptIndex, 1)(args) as rules.InterceptIndex;
      return index.along([O, N, { q: 2, r: 0, s: -2 }]);
    },
  },
  interceptions: {
    args: [[[O, N, { q: 2, r: 0, s: -2 }], [{ id: "x", hex: { q: 2, r: -1, s: -1 }, engaged: false, phaseSpent: false }], A13]],
    drive: last(rules.interceptions, 2),
  },
  interceptRefusal: {
    args: [[ICPT, A13], [{ ...ICPT, second: 7 }, A13], [ICPT, A5E]],
    drive: last(rules.interceptRefusal, 1),
  },
  interceptStopped: { args: [[{ stoppedAt: 26 }, { round: 2, second: 6 }], [{ stoppedAt: 0 }, { round: 1, second: 1 }]] },
  judgeIntercept: {
    args: [[ICPT, A13]],
    drive: last(rules.judgeIntercept, 1),
    invariant: ([input], r) => {
      const o = r as rules.InterceptOutcome;
      const i = input as rules.InterceptInput;
      return rules.cubeDistance(o.stop, i.interceptor.hex) !== 1 || o.mover.stoppedAt !== o.interceptor.interceptAt ? "the stop is not next to the interceptor, or the two records disagree" : null;
    },
  },
};
