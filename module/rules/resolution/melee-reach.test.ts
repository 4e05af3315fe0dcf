import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ADJACENT_HEXES, meleeReaches } from "./melee-reach";
import { judgeAttack, planAttack } from "./attack";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { PRESETS } from "../ruleset/config";
import { RulesError } from "../errors";
import { fighter, item, options, target } from "../../../tests/support/fighters";

const OSR = resolveRuleset(PRESETS.osr);
const melee = { attacker: fighter({ abilities: { ...fighter().abilities, str: 14 } }), item: item({ kind: "melee" }), options: options() };
const foe = (distanceHexes: number | null, feetPerHex = 5) => target(fighter({ kind: "creature", playerCharacter: false }), { distanceHexes, feetPerHex });

describe("melee reach (R2; 002:L65, 003:L888)", () => {
  it("adjacency at any scale; OSR's 10 ft: 2 hexes at 5 ft/hex, 1 hex at 15 ft/hex; an unmeasured distance is reached", () => {
    expect([0, 1, 2].map((h) => meleeReaches(h, 5, null))).toEqual([true, true, false]);
    expect([1, 2, 3].map((h) => meleeReaches(h, 5, 10))).toEqual([true, true, false]);
    expect([1, 2].map((h) => meleeReaches(h, 15, 10))).toEqual([true, false]);
    expect(meleeReaches(null, 5, null)).toBe(true);
    expect(() => meleeReaches(-1, 5, null)).toThrow(RulesError);
    expect(() => meleeReaches(2, 0, 10)).toThrow(RulesError);
  });

  it("property: reach never shrinks as the model's reach grows, and never grows with distance", () => {
    fc.assert(fc.property(fc.nat(1000), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 200 }), (h, fph, reach) => {
      if (meleeReaches(h, fph, null)) expect(meleeReaches(h, fph, reach)).toBe(true);
      if (meleeReaches(h + 1, fph, reach)) expect(meleeReaches(h, fph, reach)).toBe(true);
      expect(meleeReaches(h, fph, null)).toBe(h <= ADJACENT_HEXES);
    }));
  });

  it("a scene whose hex is not a whole number of feet (1 m = 10/3 ft, VARIANTS.md §13.1) plans and judges: 3 hexes is 10 ft under OSR", () => {
    const metre = 10 / 3;
    const plan = planAttack(melee, [foe(3, metre), foe(4, metre)], OSR);
    expect(plan.targets.map((t) => t.refused)).toEqual([null, "outOfRange"]);
    expect(judgeAttack(melee, plan, [{ natural: 15, diceTotal: 15 }, null], OSR).map((r) => r.outcome)).toEqual(["hit", "outOfRange"]);
  });

  it("P2: an OSR melee attack at 6 hexes (30 ft) is refused out of range; at 2 hexes (10 ft) it is rolled", () => {
    const plan = planAttack(melee, [foe(6), foe(2)], OSR);
    expect(plan.targets.map((t) => t.refused)).toEqual(["outOfRange", null]);
    const rows = judgeAttack(melee, plan, [null, { natural: 15, diceTotal: 15 }], OSR);
    expect(rows.map((r) => r.outcome)).toEqual(["outOfRange", "hit"]);
  });

  it("every model with no reach of its own (book, 13A, A5E, OSE) refuses a melee target beyond an adjacent hex; missiles and unmeasured distances are untouched", () => {
    for (const ruleset of [BOOK_RULESET, resolveRuleset(PRESETS.a13), resolveRuleset(PRESETS.a5e), resolveRuleset(PRESETS.ose)]) {
      expect(planAttack(melee, [foe(2), foe(1), foe(null)], ruleset).targets.map((t) => t.refused)).toEqual(["outOfRange", null, null]);
    }
    const bow = { ...melee, item: item({ kind: "ranged" }) };
    expect(planAttack(bow, [foe(6)], BOOK_RULESET).targets[0]!.refused).toBeNull();
  });
});
