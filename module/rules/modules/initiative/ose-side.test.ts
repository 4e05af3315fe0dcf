/** OSE side and individual d6 and slow weapons (VARIANTS.md rows 20–22; 003:L800–810): the d6 mapping, side ties, slow weapons at 20, D4 parts. */
import { describe, expect, it } from "vitest";
import { diceRequests, oseTiedSides, slowInHand, variantInitiative, weaponIsSlow, resolveRuleset } from "../../index";
import { OSE, OSE_REROLL, OSE_IND, NO_PARTS, Sim } from "../../../../tests/support/initiative-sim";
import { oseSecond } from "./ose-side";

describe("OSE side and individual d6, slow weapons (rows 20–22)", () => {
  it("GO-1: side d6 6, 5, 4, 3, 2, 1 → seconds 3, 6, 9, 12, 15, 18", () => {
    expect([6, 5, 4, 3, 2, 1].map(oseSecond)).toEqual([3, 6, 9, 12, 15, 18]);
  });
  it("GO-1b: friendly 5, hostile 2 → friendly at 6, hostile at 15; a new d6 next round", () => {
    const sim = new Sim([{ id: "f1", side: "friendly", pc: true }, { id: "f2", side: "friendly" }, { id: "h1", side: "hostile" }], OSE);
    const req = diceRequests(sim.inputs().map((i) => ({ id: i.state.id, variant: i.variant! })), resolveRuleset(OSE));
    expect(req.map((r) => [r.key, r.formula, r.ids])).toEqual([["side:friendly", "1d6", ["f1", "f2"]], ["side:hostile", "1d6", ["h1"]]]);
    const p = sim.round(1, { "side:friendly": 5, "side:hostile": 2 });
    expect([sim.second("f1", 1), sim.second("f2", 1), sim.second("h1", 1)]).toEqual([6, 6, 15]);
    expect(p.card.sides).toEqual([{ side: "friendly", dice: 5, second: 6 }, { side: "hostile", dice: 2, second: 15 }]);
    sim.round(2, { "side:friendly": 1, "side:hostile": 6 });
    expect([sim.second("f1", 2), sim.second("h1", 2)]).toEqual([18, 3]);
  });
  it("GO-2: friendly fighter with a great axe (two-handed melee → slow), hostile rolled 1 → fighter at 20, after the hostile side (18)", () => {
    expect(weaponIsSlow({ slow: null, twoHanded: true, kind: "melee" })).toBe(true);
    expect(weaponIsSlow({ slow: null, twoHanded: false, kind: "melee" })).toBe(false);
    expect(weaponIsSlow({ slow: false, twoHanded: true, kind: "melee" })).toBe(false);
    const sim = new Sim([{ id: "fighter", side: "friendly", slow: true }, { id: "orc", side: "hostile" }], OSE);
    sim.round(1, { "side:friendly": 6, "side:hostile": 1 });
    expect(sim.second("fighter", 1)).toBe(20);
    expect(sim.second("orc", 1)).toBe(18);
    expect(sim.order(1)).toEqual(["orc", "fighter"]);
  });
  it("GO-2b: two weapons in hand, one slow → slow (vttred/ose #546)", () => {
    expect(slowInHand([{ slow: null, twoHanded: false, kind: "melee" }, { slow: null, twoHanded: true, kind: "melee" }])).toBe(true);
    expect(slowInHand([{ slow: false, twoHanded: true, kind: "melee" }, { slow: null, twoHanded: false, kind: "melee" }])).toBe(false);
    expect(slowInHand([])).toBe(false);
  });
  it("003:L806: only two-handed melee weapons are slow when unset; a missile weapon only when marked; the ER modifier plays no part", () => {
    // The spear (+1), a kick or bite (+1): one-handed melee, not slow, whatever their modifier.
    expect(weaponIsSlow({ slow: null, twoHanded: false, kind: "melee" })).toBe(false);
    // A two-handed bow is not slow unless its description marks it (the crossbow: slow true).
    expect(weaponIsSlow({ slow: null, twoHanded: true, kind: "ranged" })).toBe(false);
    expect(weaponIsSlow({ slow: true, twoHanded: true, kind: "ranged" })).toBe(true);
    expect(() => weaponIsSlow({ slow: null, twoHanded: "yes", kind: "melee" } as never)).toThrow();
    expect(() => weaponIsSlow({ slow: null, twoHanded: false, kind: "thrown" } as never)).toThrow();
  });
  it("GO-3: both sides 4 → both at 9 (simultaneous) / the tied sides roll again (reroll)", () => {
    const sim = new Sim([{ id: "f", side: "friendly" }, { id: "h", side: "hostile" }], OSE);
    sim.round(1, { "side:friendly": 4, "side:hostile": 4 });
    expect([sim.second("f", 1), sim.second("h", 1)]).toEqual([9, 9]);
    const tied = new Map([["friendly", 4], ["hostile", 4], ["neutral", 2]]);
    expect(oseTiedSides(tied, resolveRuleset(OSE))).toEqual([]);
    expect(oseTiedSides(tied, resolveRuleset(OSE_REROLL))).toEqual(["friendly", "hostile"]);
    expect(oseTiedSides(new Map([["friendly", 3], ["hostile", 4]]), resolveRuleset(OSE_REROLL))).toEqual([]);
  });
  it("GO-4: individual d6 3 + 1 → 9; 6 + 2 → 1; 1 − 1 → 19; slow → 20", () => {
    const at = (d: number, dex: number, slow = false) => variantInitiative({ dice: d, actor: { dex, level: 0, slow }, parts: NO_PARTS }, resolveRuleset(OSE_IND)).baseSecond;
    // OSE's DEX table (003:L810): 13 → +1, 18 → +2, 8 → −1.
    expect(at(3, 13)).toBe(9);
    expect(at(6, 18)).toBe(1);
    expect(at(1, 8)).toBe(19);
    expect(at(4, 10, true)).toBe(20);
  });
  it("OSE individual rolls a d6 per combatant every round and adds encumbrance steps (D4)", () => {
    const sim = new Sim([{ id: "a", dex: 13, parts: { encumbrance: 1 } }], OSE_IND);
    sim.round(1, { "id:a": 3 });
    expect(sim.second("a", 1)).toBe(10);
    sim.round(2, { "id:a": 6 });
    expect(sim.second("a", 2)).toBe(2);
  });
  it("OSE side adds no individual parts (D4): steps and the situational modifier are ignored", () => {
    const sim = new Sim([{ id: "a", side: "friendly", parts: { encumbrance: 3, other: 5, weapon: 2 } }], OSE);
    sim.round(1, { "side:friendly": 6 });
    expect(sim.second("a", 1)).toBe(3);
  });
});
