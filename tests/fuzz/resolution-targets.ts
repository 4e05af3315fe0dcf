/**
 * Fuzz baselines of the resolution pipeline (module/rules/resolution): well-formed inputs whose parts
 * the harness replaces with hostile values. A function that takes the ruleset (always its last
 * parameter) gets it by index as the last argument (0 the book, then each preset), so a mutation of
 * the index is a forged ruleset, refused as such.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";
import { fighter, health, item, options, target } from "../support/fighters";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
type Fn = (...args: unknown[]) => unknown;
/** Calls `fn` with the ruleset the last argument names (any other value is passed as it is). */
const withRuleset = (fn: Fn) => (args: unknown[]) => {
  const all = Array.isArray(args) ? args : [args];
  const k = all[all.length - 1];
  return fn(...all.slice(0, -1), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const isWhole = (x: unknown) => typeof x === "number" && Number.isSafeInteger(x);

const input = { attacker: fighter(), item: item({ attack: "1d20 + 2" }), options: options({ situational: 1 }) };
const armoured = fighter({ kind: "creature", armour: [{ defence: 2, shield: false }, { defence: 1, shield: true }] });
const targets = [target(armoured), target(fighter({ defences: { ac: 15, pd: 12, md: 11 } }))];
const plan = rules.planAttack(input, targets, rules.BOOK_RULESET);
const rolls = [{ natural: 11, diceTotal: 13 }, { natural: 20, diceTotal: 22 }];
const row = rules.judgeAttack(input, plan, rolls, rules.BOOK_RULESET)[0]!;
const ctx = { damageParts: [{ key: "winded", value: -2 }], minimumOnHit: true, selfFumble: false };
const change = (kind: "damage" | "heal", amount: number) => ({ fighter: fighter({ health: health(5, 12) }), statuses: ["unconscious"], zeroMarked: true, change: { kind, amount }, knockOut: false, now: 47 });
const entry = rules.applyHealthChange(change("damage", 7), rules.BOOK_RULESET);
const saveCtx = { cover: "none", advantage: false, disadvantage: false } as const;
const savePlan = rules.planSave(fighter(), { kind: "flat", dc: 12, onSuccess: "half" }, saveCtx, rules.BOOK_RULESET);

export const RESOLUTION_SPECS: Readonly<Record<string, RulesSpec>> = {
  abilityMod: { args: [[10], [3], [18]], invariant: ([s], r) => (r === Math.floor(((s as number) - 10) / 2) ? null : "not ⌊(score − 10)/2⌋") },
  defencesOf: { args: [[armoured, 0], [fighter(), 2]], drive: withRuleset(rules.defencesOf as Fn) },
  planAttack: { args: [[input, targets, 0], [input, [], 1]], drive: withRuleset(rules.planAttack as Fn) },
  judgeAttack: { args: [[input, plan, rolls, 0]], drive: withRuleset(rules.judgeAttack as Fn) },
  rowAmount: {
    args: [[row, { damage: 9, missDamage: 2 }, ctx, 0], [{ ...row, multiplier: 2, halvings: 1 }, { damage: -4, missDamage: 0 }, ctx, 0]],
    drive: withRuleset(rules.rowAmount as Fn),
    invariant: (_a, r) => (isWhole(r) && (r as number) >= 0 ? null : "amount below 0 or not whole"),
  },
  applyHealthChange: {
    args: [[change("damage", 7), 0], [change("heal", 40), 0]],
    drive: withRuleset(rules.applyHealthChange as Fn),
    invariant: (_a, r) => {
      const h = (r as rules.HealthOutcome).after.health;
      return h.value >= 0 && h.value <= h.max ? null : "health outside 0…max";
    },
  },
  undoCheck: { args: [[health(0, 12), entry]] },
  undoChange: { args: [[entry]] },
  planSave: { args: [[fighter(), { kind: "flat", dc: 12, onSuccess: null }, saveCtx, 0]], drive: withRuleset(rules.planSave as Fn) },
  judgeSave: { args: [[savePlan, { natural: 12, diceTotal: 12 }]] },
  saveDamage: { args: [["half", true, 7], ["none", false, 7]], invariant: ([, , a], r) => (isWhole(r) && (r as number) >= 0 && (r as number) <= (a as number) ? null : "save damage outside 0…amount") },
  judgeTarget: {
    args: [[input, plan.parts, targets[0], rolls[0], 0], [input, [], { ...targets[1], cover: "partial2", distanceHexes: 4 }, null, 1], [input, [], { ...targets[1], cover: "half" }, rolls[1], 5]],
    drive: withRuleset(rules.judgeTarget as Fn),
  },
  coverChoices: { args: [[0], [1]], drive: withRuleset(rules.coverChoices as Fn) },
  coverTargetable: { args: [["total", 0], ["total", 5], ["half", 5]], drive: withRuleset(rules.coverTargetable as Fn) },
  saveCoverChoices: { args: [[0], [1]], drive: withRuleset(rules.saveCoverChoices as Fn) },
  landingStamp: { args: [[2, 23], [1, 20]] },
  lostByZero: { args: [[49, 49], [45, 50]] },
};
