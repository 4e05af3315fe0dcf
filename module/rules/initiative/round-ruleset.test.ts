/**
 * variantRoll and variantTieBreaks refuse a ruleset that is not a resolved one before they read
 * its memory declarations (a RulesError, never a TypeError: the fuzz suite's contract).
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, PRESETS, RulesError, resolveRuleset, variantRoll, variantTieBreaks } from "../index";

const A13 = resolveRuleset(PRESETS.a13);
const INPUT = { actor: { dex: 10, level: 0, slow: false }, side: "friendly", group: "a", pc: false, memory: { ...NO_VARIANT_MEMORY } };
const PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const FORGED: unknown[] = [null, {}, { ...A13 }, { ...A13, memory: { model: { kind: "choice", choices: 5 } } }];

describe("the roll and the tie-breaks check the ruleset first", () => {
  it("a resolved ruleset is read", () => {
    expect(variantRoll(INPUT, PARTS, 10, undefined, 0.5, A13).breakdown.model).toBe("a13");
    expect(variantTieBreaks([{ id: "a", memory: INPUT.memory, pc: false, perm: 0 }], A13).get("a")).toBe(1);
  });

  it("a forged or missing ruleset is refused with a RulesError", () => {
    for (const r of FORGED) {
      expect(() => variantRoll(INPUT, PARTS, 10, undefined, 0.5, r as never)).toThrow(RulesError);
      expect(() => variantTieBreaks([{ id: "a", memory: INPUT.memory, pc: false, perm: 0 }], r as never)).toThrow(RulesError);
    }
  });
});
