/**
 * Fuzz baselines of evasion (module/rules/combat/evasion.ts, VARIANTS.md §5.14): the ruleset is
 * the last argument, named by index (0 the book, then each preset), so a mutated index is a forged
 * ruleset, refused as such. The invariant is the rule's own: a rolled chance within 5–100 % in
 * the wilderness unless the fleeing side was surprised, the outcome "evaded" exactly when the roll is
 * within it, and a waterborne pursuit closing by at least 9 hexes a round.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";
import { EVASION_INPUT } from "../support/rule-inputs";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const OSE_INDEX = 1 + Object.keys(rules.PRESETS).indexOf("ose");
const decide = (args: unknown[]) => {
  const [input, k] = Array.isArray(args) ? args : [args];
  return rules.decideEvasion(input as rules.EvasionInput, (typeof k === "number" && RULESETS[k] ? RULESETS[k] : k) as rules.Ruleset);
};
const input = (over: Partial<rules.EvasionInput>): rules.EvasionInput => ({ ...EVASION_INPUT, ...over });

export const EVASION_SPECS: Readonly<Record<string, RulesSpec>> = {
  decideEvasion: {
    args: [
      [input({}), OSE_INDEX],
      [input({ setting: "dungeon", pursuers: { count: 3, hexesPerRound: 9 } }), OSE_INDEX],
      [input({ setting: "water", roll: 90, pursuers: { count: 1, hexesPerRound: 40 } }), OSE_INDEX],
      [input({ surprise: "fleeing", modifier: 10 }), OSE_INDEX],
    ],
    drive: decide,
    invariant: (a, r) => {
      const [i] = a as [rules.EvasionInput];
      const res = r as rules.EvasionResult;
      if (res.chance !== null) {
        if (res.chance < 0 || res.chance > 100) return "a chance outside 0–100 %";
        if (i.setting === "wilderness" && i.surprise !== "fleeing" && res.chance < 5) return "a wilderness chance under 5 %";
        if ((res.outcome === "evaded") !== (i.roll <= res.chance)) return "the outcome does not follow the roll";
      }
      if (res.closing !== null && res.closing < 9) return "a pursuit closing by less than 30′ a round";
      return null;
    },
  },
  evasionSides: {
    args: [
      [[{ disposition: 1, hexesPerRound: 12 }, { disposition: -1, hexesPerRound: 9 }], "friendly"],
      [[{ disposition: 0, hexesPerRound: 12 }], "hostile"],
    ],
  },
  evasionOf: { args: [[rules.BOOK_RULESET]] },
};
