/** 13th Age initiative (VARIANTS.md rows 1–4; 001:L13, L100): the bonus, D3's d20 mapping, the roll kept for the combat, ties and the shared roll. */
import { describe, expect, it } from "vitest";
import { PRESETS, actingAt, diceRequests, variantInitiative, resolveRuleset } from "../../index";
import { A13, A13_SHARED, NO_PARTS, Sim } from "../../../../tests/support/initiative-sim";
import { a13InitiativeBonus } from "./a13";
import { d20Second } from "./d20-anchor";

describe("13th Age cyclic d20 (row 1)", () => {
  it("G13A-1: DEX 14, level 3 → initiative bonus +5", () => {
    expect(a13InitiativeBonus(14, 3)).toBe(5);
  });
  it("G13A-1b: DEX 9 level 1 → 0; DEX 8 level 0 → −1", () => {
    expect(a13InitiativeBonus(9, 1)).toBe(0);
    expect(a13InitiativeBonus(8, 0)).toBe(-1);
  });
  it("G13A-2: d20 12 + 5 = 17 → second 4 in round 1; no roll in rounds 2–3, still second 4", () => {
    const sim = new Sim([{ id: "a", dex: 14, level: 3 }], A13);
    const p1 = sim.round(1, { "id:a": 12 });
    expect(p1.combatants[0]!.variantParts).toMatchObject({ dice: 12, bonus: 5, total: 17, baseSecond: 4, score: 4 });
    expect(sim.second("a", 1)).toBe(4);
    for (const r of [2, 3]) {
      const inputs = sim.inputs();
      expect(diceRequests([{ id: "a", variant: inputs[0]!.variant! }], resolveRuleset(A13))).toEqual([]);
      sim.round(r, { "id:a": 1 });
      expect(sim.second("a", r)).toBe(4);
    }
  });
  it("G13A-2b: d20 20 + 5 → 1; 1 + 0 → 20; 1 − 1 → 20 (clamped)", () => {
    expect(d20Second(25)).toBe(1);
    expect(d20Second(1)).toBe(20);
    expect(d20Second(0)).toBe(20);
    expect(variantInitiative({ dice: 20, actor: { dex: 14, level: 3, slow: false }, parts: NO_PARTS }, resolveRuleset(A13)).baseSecond).toBe(1);
    expect(variantInitiative({ dice: 1, actor: { dex: 10, level: 0, slow: false }, parts: NO_PARTS }, resolveRuleset(A13)).baseSecond).toBe(20);
    expect(variantInitiative({ dice: 1, actor: { dex: 8, level: 0, slow: false }, parts: NO_PARTS }, resolveRuleset(A13)).baseSecond).toBe(20);
  });
  it("G13A-3: G13A-2 with 1 encumbrance step / great axe in hand / quickness 20 → 5 / 4 / 4", () => {
    const actor = { dex: 14, level: 3, slow: false };
    expect(variantInitiative({ dice: 12, actor, parts: { ...NO_PARTS, encumbrance: 1 } }, resolveRuleset(A13)).score).toBe(5);
    expect(variantInitiative({ dice: 12, actor, parts: { ...NO_PARTS, weapon: 2 } }, resolveRuleset(A13)).score).toBe(4);
    expect(variantInitiative({ dice: 12, actor, parts: { ...NO_PARTS, quickness: -2 } }, resolveRuleset(A13)).score).toBe(4);
  });
  it("G13A-4: base 19 with 3 steps rolled in round r lands r+1 second 2, no action of its own in r+1, lands again r+3 second 2", () => {
    const sim = new Sim([{ id: "a", parts: { encumbrance: 3 } }], A13);
    sim.round(1, { "id:a": 2 }); // total 2 → base 19; score 22
    expect(sim.memory.get("a")!.base).toBe(19);
    expect(sim.second("a", 1)).toBeNull();
    const p2 = sim.round(2);
    expect(p2.combatants[0]!.status).toBe("carried");
    expect(sim.second("a", 2)).toBe(2);
    const p3 = sim.round(3);
    expect(p3.combatants[0]!.status).toBe("rolls");
    expect(sim.second("a", 3)).toBeNull();
    sim.round(4);
    expect(sim.second("a", 4)).toBe(2);
  });
  it("G13A-5: totals 17 and 17, bonuses +5 and +3 → both second 4, +5 first", () => {
    const sim = new Sim([{ id: "b", dex: 10, level: 3 }, { id: "a", dex: 14, level: 3 }], A13);
    sim.round(1, { "id:a": 12, "id:b": 14 });
    expect(sim.second("a", 1)).toBe(4);
    expect(sim.second("b", 1)).toBe(4);
    expect(actingAt([...sim.states.values()], { round: 1, second: 4 })).toEqual(["a", "b"]);
    sim.round(2);
    expect(actingAt([...sim.states.values()], { round: 2, second: 4 })).toEqual(["a", "b"]);
  });
  it("G13A-6: 3 goblins of one base actor, hostile, sharedRoll on → one d20, all at the same second", () => {
    const goblins = ["g1", "g2", "g3"].map((id) => ({ id, group: "goblin|hostile", dex: 12, level: 1 }));
    const sim = new Sim([...goblins, { id: "hero", group: "hero|friendly", side: "friendly" }], A13_SHARED);
    const requests = diceRequests(sim.inputs().map((i) => ({ id: i.state.id, variant: i.variant! })), resolveRuleset(A13_SHARED));
    expect(requests.map((r) => [r.key, r.ids.length, r.formula])).toEqual([["group:goblin|hostile", 3, "1d20"], ["group:hero|friendly", 1, "1d20"]]);
    sim.round(1, { "group:goblin|hostile": 9, "group:hero|friendly": 4 });
    expect(new Set(goblins.map((g) => sim.second(g.id, 1)))).toEqual(new Set([10]));
  });
  it("preset a13 is the model a13 with the shared roll", () => {
    expect(PRESETS.a13.initiative).toMatchObject({ model: "a13", sharedRoll: true });
  });
});
