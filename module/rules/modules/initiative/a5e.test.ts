/** A5E initiative (VARIANTS.md row 35, §6.1; 004): the d20 roll-off for ties, and a surprise check reused as the total. */
import { describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, actingAt, diceRequests, planRoundTransition, resolveRuleset } from "../../index";
import { A5E, NO_PARTS, ACTOR, Sim } from "../../../../tests/support/initiative-sim";

describe("A5E check initiative with roll-off (row 35)", () => {
  it("GA-1: A 13 + 2 = 15, B 12 + 3 = 15, roll-offs A 8, B 17 → both at 6, B first, same order in round 2", () => {
    const sim = new Sim([{ id: "A", dex: 14 }, { id: "B", dex: 16 }], A5E);
    sim.round(1, { "id:A": 13, "id:B": 12 }, { A: 8, B: 17 });
    expect([sim.second("A", 1), sim.second("B", 1)]).toEqual([6, 6]);
    expect(actingAt([...sim.states.values()], { round: 1, second: 6 })).toEqual(["B", "A"]);
    sim.round(2, { "id:A": 20, "id:B": 1 });
    expect([sim.second("A", 2), sim.second("B", 2)]).toEqual([6, 6]);
    expect(actingAt([...sim.states.values()], { round: 2, second: 6 })).toEqual(["B", "A"]);
  });
  it("GA-2: a surprise check of 14 is the initiative total → second 7, no new roll", () => {
    const input = { id: "a", variant: { actor: ACTOR, side: "friendly", group: "a", pc: true, memory: NO_VARIANT_MEMORY, checkTotal: 14 } };
    expect(diceRequests([input], resolveRuleset(A5E))).toEqual([]);
    const plan = planRoundTransition({ round: 1, combatants: [{ state: { id: "a", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, name: "a", hidden: false, parts: NO_PARTS, variant: input.variant }], dice: new Map(), tieBreakUniforms: [0.5] }, resolveRuleset(A5E));
    expect(plan.combatants[0]!.variantParts).toMatchObject({ total: 14, baseSecond: 7, dice: 0 });
  });
});
