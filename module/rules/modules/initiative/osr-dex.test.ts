/** The OSR hack's DEX order (VARIANTS.md row 11; 002:L40–44): DEX maps to a second, no dice, the same order every round. */
import { describe, expect, it } from "vitest";
import { NO_ACTION, actingAt, diceRequests, planRoundTransition, resolveRuleset } from "../../index";
import { OSR, NO_PARTS, Sim } from "../../../../tests/support/initiative-sim";
import { variantConfig as cfg } from "../../../../tests/support/variants";
import { dexOrderSecond } from "./osr-dex";

describe("OSR fixed DEX order (row 11)", () => {
  it("G2-1: DEX 16, 9, 18, 3 → seconds 5, 12, 3, 18 every round, no dice", () => {
    expect([16, 9, 18, 3].map(dexOrderSecond)).toEqual([5, 12, 3, 18]);
    const sim = new Sim([{ id: "a", dex: 16 }, { id: "b", dex: 9 }, { id: "c", dex: 18 }, { id: "d", dex: 3 }], OSR);
    expect(diceRequests(sim.inputs().map((i) => ({ id: i.state.id, variant: i.variant! })), resolveRuleset(OSR))).toEqual([]);
    for (const r of [1, 2, 3]) {
      sim.round(r);
      expect(["a", "b", "c", "d"].map((id) => sim.second(id, r))).toEqual([5, 12, 3, 18]);
    }
    expect(sim.plans[0]!.combatants[0]!.variantParts).toMatchObject({ dice: 0, total: 16, baseSecond: 5 });
  });
  it("G2-1b: DEX 16 and 16 → both at 5; their tie order is the same in every round", () => {
    const sim = new Sim([{ id: "x", dex: 16 }, { id: "y", dex: 16 }], OSR);
    const orders: string[][] = [];
    for (const r of [1, 2, 3]) {
      sim.round(r);
      expect(sim.second("x", r)).toBe(5);
      expect(sim.second("y", r)).toBe(5);
      orders.push(actingAt([...sim.states.values()], { round: r, second: 5 }));
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
  });
  it("G2-4b: ER 2d10 with OSR loads gives no initiative encumbrance part (steps 0 are passed, book arithmetic)", () => {
    const plan = planRoundTransition({ round: 1, combatants: [{ state: { id: "a", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, name: "a", hidden: false, parts: NO_PARTS }], dice: new Map([["a", 11]]), tieBreakUniforms: [0.5] }, resolveRuleset(cfg({ encumbrance: { model: "osrLoads" } })));
    expect(plan.combatants[0]!.parts).toMatchObject({ encumbrance: 0, score: 11 });
  });
});
