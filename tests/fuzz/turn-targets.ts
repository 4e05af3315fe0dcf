/**
 * Fuzz baselines of the turn moment (module/rules/combat/turn-moment.ts, VARIANTS.md §13.2) and the
 * save-ends durations read at it (module/rules/resolution/save-ends.ts, row 9): the
 * ruleset is the last argument, named by index (0 the book, then each preset), so a mutated index
 * is a forged ruleset, refused as such. The invariant is the function's own: one start and one end,
 * each within 1–20, the start before the end.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";
import { fighter } from "../support/fighters";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const rulesetLast = (args: unknown[]) => {
  const [input, k] = Array.isArray(args) ? args : [args];
  return rules.turnMoments(input as rules.TurnMomentInput, (typeof k === "number" && RULESETS[k] ? RULESETS[k] : k) as rules.Ruleset);
};
const state = (action: rules.ActionRecord, over: Partial<rules.CombatantState> = {}): rules.CombatantState => ({ id: "c", action, tieBreak: 1, conditions: [], defeated: false, ...over });
const memory = (base: number, held = 0) => ({ base, held });
/** The save-ends functions take the ruleset last, named by index as above. */
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const A13_INDEX = 1 + Object.keys(rules.PRESETS).indexOf("a13");
const fire = { fighter: fighter(), effect: { saveEnds: "normal", ongoing: 5 } };
const within = (m: rules.TurnMoment) => Number.isSafeInteger(m.second) && m.second >= 1 && m.second <= 20;

export const TURN_SPECS: Readonly<Record<string, RulesSpec>> = {
  turnMoments: {
    args: [
      [{ round: 1, state: state(rules.planAction(1, 9)), memory: memory(0), doubleMoveRound: 0 }, 0],
      [{ round: 3, state: state(rules.planAction(3, 24)), memory: memory(0), doubleMoveRound: 0 }, 0],
      [{ round: 2, state: state(rules.NO_ACTION, { conditions: ["stunned"] }), memory: memory(7), doubleMoveRound: 0 }, 2],
      [{ round: 2, state: state({ ...rules.planAction(2, 7), landsAt: 0 }), memory: memory(7, 2), doubleMoveRound: 0 }, 2],
      [{ round: 2, state: state(rules.tradedAction(rules.planAction(2, 13), 2)), memory: memory(0), doubleMoveRound: 2 }, 3],
    ],
    drive: rulesetLast,
    invariant: (_a, r) => {
      const m = r as rules.TurnMoments;
      if (!within(m.start) || !within(m.end)) return "a moment outside seconds 1–20";
      return rules.turnMomentOrder(m.start) < rules.turnMomentOrder(m.end) ? null : "the start is not before the end";
    },
  },
  turnMomentOrder: { args: [[{ second: 9, side: "beforeAction" }], [{ second: 20, side: "afterAction" }]] },
  actionOrder: { args: [[1], [20]] },
  planSaveEnds: { args: [[fire, A13_INDEX], [fire, 0]], drive: last(rules.planSaveEnds, 1) },
  judgeSaveEnds: {
    args: [[fire, { natural: 10, diceTotal: 10 }, A13_INDEX], [{ ...fire, effect: { saveEnds: "hard", ongoing: 0 } }, { natural: 16, diceTotal: 16 }, A13_INDEX]],
    drive: last(rules.judgeSaveEnds, 2),
    invariant: (_a, r) => (r === null || (r as rules.SaveEndsOutcome).ends === (r as rules.SaveEndsOutcome).saved ? null : "the effect ends other than on a saved save"),
  },
  saveEndsInForce: { args: [[A13_INDEX], [0]], drive: last(rules.saveEndsInForce, 0) },
  saveEndsWithCombat: { args: [[fire, A13_INDEX], [fire, 0]], drive: last(rules.saveEndsWithCombat, 1) },
};
