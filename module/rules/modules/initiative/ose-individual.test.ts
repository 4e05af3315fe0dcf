/** OSE individual initiative takes OSE's own DEX adjustment (003:L810 "modified by DEX"), not D10's modifier. */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset/resolve";
import { initiativeBonus, variantInitiative } from "../../index";
import { oseDexInitiativeAdjustment } from "./ose-individual";
import { variantConfig } from "../../../../tests/support/variants";

const OSE_IND = variantConfig({ initiative: { model: "oseIndividual" } });
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };

describe("OSE DEX initiative adjustment: golden test at every band edge", () => {
  const edges: [number, number][] = [[3, -2], [4, -1], [8, -1], [9, 0], [12, 0], [13, 1], [16, 1], [17, 1], [18, 2]];
  it.each(edges)("DEX %i → %i", (dex, adj) => {
    expect(oseDexInitiativeAdjustment(dex)).toBe(adj);
    expect(initiativeBonus({ dex, level: 0, slow: false }, resolveRuleset(OSE_IND))).toBe(adj);
  });
  it("DEX 16 gives +1 (D10 would give +3): a d6 of 3 lands at second 9, not 3", () => {
    expect(variantInitiative({ dice: 3, actor: { dex: 16, level: 0, slow: false }, parts: NO_PARTS }, resolveRuleset(OSE_IND)).baseSecond).toBe(9);
  });
  it("scores beyond 3–18 take the end of the table; a score that is not one is refused", () => {
    expect([0, 2, 19, 100].map(oseDexInitiativeAdjustment)).toEqual([-2, -2, 2, 2]);
    expect(() => oseDexInitiativeAdjustment(101)).toThrow();
    expect(() => oseDexInitiativeAdjustment(12.5)).toThrow();
  });
});
