/**
 * Fuzz baselines of the position hints (module/rules/resolution/positioning.ts, VARIANTS.md §13.3
 * row 44): the ruleset is the last argument, named by index (0 the book, then each preset), so a
 * mutated index is a forged ruleset, refused as such. The invariant: at most one hint of each kind,
 * each an expertise die or advantage, and none off the rules that fill the point.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A5E = 1 + Object.keys(rules.PRESETS).indexOf("a5e");
const tok = (id: string, q: number, r: number, over: Partial<rules.PlacedPositionToken> = {}): rules.PlacedPositionToken => ({ id, q, r, s: -q - r, elevation: 0, side: "friendly", conditions: [], ...over });
const read = (over: Partial<rules.PositionRead> = {}): rules.PositionRead => ({
  attacker: tok("a", 1, 0),
  target: tok("t", 0, 0, { side: "hostile" }),
  others: [tok("b", -1, 0)],
  melee: true,
  gridDistance: 5,
  gridUnits: "ft",
  ...over,
});

export const POSITIONING_SPECS: Readonly<Record<string, RulesSpec>> = {
  positionHints: {
    args: [
      [read(), A5E],
      [read({ attacker: tok("a", 1, 0, { elevation: 10 }), others: [] }), A5E],
      [read({ target: tok("t", 0, 0, { side: "hostile", backToBackWith: "c" }), others: [tok("b", -1, 0), tok("c", 0, 1, { side: "hostile" })] }), A5E],
      [read({ gridDistance: 1.5, gridUnits: "m" }), 0],
    ],
    drive: ([input, k]) => rules.positionHints(input as rules.PositionRead, (typeof k === "number" && RULESETS[k] ? RULESETS[k] : k) as rules.Ruleset),
    invariant: (_a, r) => {
      const hints = r as readonly rules.PositionHint[];
      if (new Set(hints.map((h) => h.key)).size !== hints.length) return "a hint listed twice";
      return hints.every((h) => h.gives === "expertise" || h.gives === "advantage") ? null : "a hint that gives nothing known";
    },
  },
};
