/**
 * Fuzz baselines of the World's turn and environment hazards (module/rules/combat/world-actions.ts,
 * world-hazards.ts; VARIANTS.md §6.9, row 43): the ruleset is the last argument, named by index (0
 * the book, then each preset), so a mutated index is a forged ruleset, refused as such. Invariants
 * are the functions' own: a use spends only an action with a recharge, a round start regains on a
 * roll at or above the threshold, a hazard fires at a second of the round.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A5E = 1 + Object.keys(rules.PRESETS).indexOf("a5e");
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const STATE: rules.WorldState = { usedRound: 0, actions: [{ id: "flame", name: "Flame Burst", recharge: 4, spent: false, hidden: false }, { id: "heat", name: "Heat", recharge: 0, spent: false, hidden: false }] };
const SPENT: rules.WorldState = { usedRound: 1, actions: [{ ...STATE.actions[0]!, spent: true }, STATE.actions[1]!] };
const MUD: rules.HazardSpec = { save: "str", dc: 12, damage: "", trigger: "endOfTurn" };
const BURN: rules.HazardSpec = { save: "flat", dc: 10, damage: "1d6", trigger: "firstEntry" };
const moments = (second: number): rules.TurnMoments => ({ round: 2, start: { second, side: "beforeAction" }, end: { second, side: "afterAction" }, source: "action" });

export const WORLD_SPECS: Readonly<Record<string, RulesSpec>> = {
  worldTurnOf: { args: [[A5E], [0]], drive: last(rules.worldTurnOf, 0) },
  isWorldRecharge: { args: [[4], [7]] },
  worldStateOf: { args: [[STATE], [{ usedRound: -1, actions: [null, { id: "x" }] }]] },
  movementPhaseOrder: { args: [[1], [16]] },
  rechargeRegains: { args: [[4, 4, A5E], [4, 3, A5E]], drive: last(rules.rechargeRegains, 2) },
  useWorldAction: {
    args: [[{ state: STATE, id: "flame", now: { round: 2, second: 1 } }, A5E], [{ state: STATE, id: "heat", now: { round: 2, second: 6 } }, A5E]],
    drive: last(rules.useWorldAction, 1),
    invariant: (a, r) => {
      const out = r as rules.WorldUse;
      if (out.refusal !== null) return out.state === (a as [rules.WorldUseInput])[0].state ? null : "a refused use changed the state";
      return out.state.actions.every((x) => !x.spent || x.recharge > 0) ? null : "an action without a recharge was spent";
    },
  },
  rechargeAfterUse: { args: [[{ state: SPENT, id: "flame", roll: 4 }, A5E], [{ state: SPENT, id: "flame", roll: 3 }, A5E]], drive: last(rules.rechargeAfterUse, 1) },
  rechargeDue: { args: [[SPENT, A5E], [STATE, A5E]], drive: last(rules.rechargeDue, 1) },
  rechargeAtRoundStart: {
    args: [[{ state: SPENT, rolls: [4] }, A5E], [{ state: SPENT, rolls: [2] }, A5E]],
    drive: last(rules.rechargeAtRoundStart, 1),
    invariant: (_a, r) => ((r as { results: rules.RechargeRoll[] }).results.every((x) => x.regained === x.roll >= x.recharge) ? null : "regained other than on a roll at or above the threshold"),
  },
  worldEntry: { args: [[{ state: STATE, now: { round: 1, second: 1 } }, A5E], [{ state: STATE, now: null }, A5E]], drive: last(rules.worldEntry, 1) },
  isHazardDamage: { args: [["2d6+3"], ["1d6; x"]] },
  hazardProblems: { args: [[MUD], [{ save: "luck" }]] },
  hazardEndOfTurnDue: {
    args: [[{ hazard: MUD, now: { round: 2, second: 10 }, firedRound: 0, moments: moments(9), closing: false }, A5E], [{ hazard: MUD, now: { round: 2, second: 3 }, firedRound: 1, moments: moments(9), closing: true }, A5E]],
    drive: last(rules.hazardEndOfTurnDue, 1),
    invariant: (_a, r) => (r === null || (Number.isSafeInteger(r) && (r as number) >= 1 && (r as number) <= 20) ? null : "a hazard second outside 1–20"),
  },
  hazardEntryDue: { args: [[{ hazard: BURN, now: { round: 2, second: 6 }, firedRound: 0 }, A5E], [{ hazard: BURN, now: { round: 2, second: 7 }, firedRound: 0 }, A5E]], drive: last(rules.hazardEntryDue, 1) },
  withinRoundsBy: { args: [[{ round: 3, second: 7 }, 2], [{ round: 1, second: 1 }, 0]] },
  feetToHexes: { args: [[15, 5], [5, 10]] },
  givenInitiativeSecond: { args: [[20], [1]] },
  hazardDamageRange: { args: [["2d6+3"], ["1d4 - 3"]] },
  hazardDamageOf: {
    args: [[{ formula: "2d6", saved: false, rolled: 7 }], [{ formula: "1d12+2", saved: true, rolled: 9 }]],
    invariant: (a, r) => {
      const input = (a as [{ formula: string; saved: boolean }])[0];
      const { min, max } = rules.hazardDamageRange(input.formula);
      return input.saved ? (r === 0 ? null : "damage on a save") : (r as number) >= min && (r as number) <= max ? null : "damage past the formula's dice";
    },
  },
  hazeDestinations: {
    args: [[{ creatures: [{ q: 0, r: 0, s: 0 }, { q: 1, r: 0, s: -1 }], hexes: 1, blocked: [{ q: 0, r: 1, s: -1 }], draws: [0.2, 0.7] }], [{ creatures: [{ q: 0, r: 0, s: 0 }], hexes: 0, blocked: [], draws: [0] }]],
    invariant: (_a, r) => (new Set((r as rules.Cube[]).map((c) => `${c.q},${c.r}`)).size === (r as rules.Cube[]).length ? null : "two creatures on one hex"),
  },
  cubeRound: { args: [[0.4, -0.2, -0.2], [1.5, -1, -0.5]], invariant: (_a, r) => ((r as rules.Cube).q + (r as rules.Cube).r + (r as rules.Cube).s === 0 ? null : "not a cube") },
  worldMoveHexes: { args: [[15, { distance: 5, units: "ft" }], [5, { distance: 1, units: "mi" }]] },
  hexesAround: { args: [[{ q: 0, r: 0, s: 0 }, 1], [{ q: 2, r: -1, s: -1 }, 2]] },
  galePaths: {
    args: [[{ creatures: [{ q: 1, r: 0, s: -1 }, { q: 2, r: 0, s: -2 }], source: { q: 0, r: 0, s: 0 }, hexes: 3, blocked: [] }], [{ creatures: [], source: { q: 0, r: 0, s: 0 }, hexes: 1, blocked: [] }]],
    invariant: (a, r) => ((r as rules.Cube[][]).length === (a as [{ creatures: unknown[] }])[0].creatures.length ? null : "a path per creature"),
  },
  pushPath: {
    args: [[{ from: { q: 1, r: 0, s: -1 }, source: { q: 0, r: 0, s: 0 }, hexes: 3, blocked: [] }], [{ from: { q: 2, r: -1, s: -1 }, source: { q: 0, r: 0, s: 0 }, hexes: 2, blocked: [{ q: 4, r: -2, s: -2 }] }]],
    invariant: (a, r) => ((r as rules.Cube[]).length <= (a as [{ hexes: number }])[0].hexes ? null : "a push past its distance"),
  },
};
