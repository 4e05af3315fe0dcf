import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../ruleset/resolve";
import fc from "fast-check";
import {
  BOOK_CONFIG,
  NO_ACTION,
  NO_VARIANT_MEMORY,
  PRESETS,
  RulesError,
  actionSecondIn,
  actingAt,
  compareForRound,
  diceRequests,
  oseTiedSides,
  planRoundTransition,
  slowInHand,
  variantInitiative,
  weaponIsSlow,
  type CombatantState,
  type RoundCombatantInput,
  type RoundTransitionPlan,
  type VariantConfig,
  type VariantMemory,
} from "../index";
import { variantConfig as cfg } from "../../../tests/support/variants";
import { changeVariants } from "../variants/config";
import { a13InitiativeBonus } from "../modules/initiative/a13";
import { d20Second } from "../modules/initiative/d20-anchor";
import { dexOrderSecond } from "../modules/initiative/osr-dex";
import { oseSecond } from "../modules/initiative/ose-side";
const A13 = cfg({ initiative: { model: "a13" } });
const A13_SHARED = cfg({ initiative: { model: "a13", sharedRoll: true } });
const OSR = cfg({ initiative: { model: "osrDex" } });
const OSE = cfg({ initiative: { model: "oseSide" } });
const OSE_REROLL = cfg({ initiative: { model: "oseSide", oseTies: "reroll" } });
const OSE_IND = cfg({ initiative: { model: "oseIndividual" } });
const A5E = cfg({ initiative: { model: "a5e" } });
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const ACTOR = { dex: 10, level: 0, slow: false };

interface Who {
  id: string;
  dex?: number;
  level?: number;
  slow?: boolean;
  side?: string;
  group?: string;
  pc?: boolean;
  parts?: Partial<typeof NO_PARTS>;
}

/** A small combat driven through planRoundTransition, round after round, feeding back what it keeps. */
class Sim {
  states = new Map<string, CombatantState>();
  memory = new Map<string, VariantMemory>();
  plans: RoundTransitionPlan[] = [];
  constructor(readonly who: Who[], readonly config: VariantConfig) {
    for (const w of who) {
      this.states.set(w.id, { id: w.id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false });
      this.memory.set(w.id, NO_VARIANT_MEMORY);
    }
  }
  inputs(): RoundCombatantInput[] {
    return this.who.map((w) => ({
      state: this.states.get(w.id)!,
      name: w.id,
      hidden: false,
      parts: { ...NO_PARTS, ...w.parts },
      variant: { actor: { dex: w.dex ?? 10, level: w.level ?? 0, slow: w.slow ?? false }, side: w.side ?? "hostile", group: w.group ?? w.id, pc: w.pc ?? false, memory: this.memory.get(w.id)! },
    }));
  }
  /** Begins `round` with the dice by request key (side:x, group:x or id:x). */
  round(round: number, dice: Record<string, number> = {}, rollOffs: Record<string, number> = {}): RoundTransitionPlan {
    const inputs = this.inputs();
    const rolling = inputs.filter((i) => i.state.action.landsAt < (round * 20 + 1)).map((i) => ({ id: i.state.id, variant: i.variant! }));
    const requests = diceRequests(rolling, resolveRuleset(this.config));
    const map = new Map<string, number>();
    for (const r of requests) for (const id of r.ids) map.set(id, dice[r.key] ?? 10);
    const plan = planRoundTransition({ round, combatants: inputs, dice: map, tieBreakUniforms: inputs.map((_, i) => (i + 1) / (inputs.length + 1)), rollOffs: new Map(Object.entries(rollOffs)) }, resolveRuleset(this.config));
    for (const u of plan.combatants) {
      this.states.set(u._id, { ...this.states.get(u._id)!, action: u.action, tieBreak: u.tieBreak });
      if (u.variant) this.memory.set(u._id, u.variant);
    }
    this.plans.push(plan);
    return plan;
  }
  second(id: string, round: number): number | null {
    return actionSecondIn(this.states.get(id)!, round);
  }
  order(round: number): string[] {
    return [...this.states.values()].sort((a, b) => compareForRound(a, b, round)).map((s) => s.id);
  }
}

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

describe("properties", () => {
  const models = [A13, A5E, OSR, OSE, OSE_IND];
  it("the base second is always 1–20 before spill, under every model", () => {
    fc.assert(
      fc.property(fc.constantFrom(...models), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (config, d, dex, level, slow) => {
        const die = config.initiative.model.startsWith("ose") ? ((d - 1) % 6) + 1 : d;
        const v = variantInitiative({ dice: die, actor: { dex, level, slow }, parts: NO_PARTS }, resolveRuleset(config));
        return v.baseSecond >= 1 && v.baseSecond <= 20 && v.score === v.baseSecond;
      }),
    );
  });
  it("a shared roll gives the same second to the whole group", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 30 }), (d, n, dex) => {
        const sim = new Sim(Array.from({ length: n }, (_, i) => ({ id: `g${i}`, group: "wolf|hostile", dex, level: 2 })), A13_SHARED);
        sim.round(1, { "group:wolf|hostile": d });
        return new Set(sim.who.map((w) => sim.second(w.id, 1))).size === 1;
      }),
    );
  });
  it("OSE sides never spill, whatever the parts", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ d: fc.integer({ min: 1, max: 6 }), steps: fc.nat(30), other: fc.integer({ min: -20, max: 20 }), slow: fc.boolean() }), { minLength: 1, maxLength: 5 }), (rows) => {
        const sim = new Sim(rows.map((r, i) => ({ id: `c${i}`, side: `s${i}`, slow: r.slow, parts: { encumbrance: r.steps, other: r.other } })), OSE);
        sim.round(1, Object.fromEntries(rows.map((r, i) => [`side:s${i}`, r.d])));
        return sim.who.every((w) => { const s = sim.second(w.id, 1); return s !== null && s >= 1 && s <= 20; });
      }),
    );
  });
  it("entry guards refuse bad input with a RulesError", () => {
    expect(() => a13InitiativeBonus(-1, 0)).toThrow(RulesError);
    expect(() => d20Second(1.5)).toThrow(RulesError);
    expect(() => variantInitiative({ dice: 7, actor: ACTOR, parts: NO_PARTS }, resolveRuleset(OSE))).toThrow(RulesError);
    expect(() => variantInitiative({ dice: 7, actor: ACTOR, parts: NO_PARTS }, resolveRuleset(BOOK_CONFIG))).toThrow(RulesError);
    expect(() => planRoundTransition({ round: 1, combatants: [], dice: new Map(), tieBreakUniforms: [] }, resolveRuleset({ ...A13, initiative: { ...A13.initiative, model: "x" } } as unknown as VariantConfig))).toThrow(RulesError);
  });
});

describe("fuzz regressions (10,000 cases a target)", () => {
  it("diceRequests refuses a side that is not a name, and oseTiedSides a key that is not one, with a RulesError", async () => {
    const { rulesErrorCode, hostile } = await import("../../../tests/support/rules-error");
    const ose = changeVariants(BOOK_CONFIG, { initiative: { model: "oseSide", oseTies: "reroll" } });
    if (!ose.ok) throw new Error("illegal test config");
    const side = Object.create(null) as object;
    const rolling = [{ id: "a", variant: hostile({ actor: { dex: 12, level: 2, slow: false }, side, group: "a", pc: true, memory: { value: 0 } }) }];
    expect(rulesErrorCode(() => diceRequests(rolling, resolveRuleset(ose.config)))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => oseTiedSides(new Map(hostile([[side, 3], ["b", 3]])), resolveRuleset(ose.config)))).toBe("INVALID_ARGUMENT");
    expect(oseTiedSides(new Map([["a", 3], ["b", 3], ["c", 4]]), resolveRuleset(ose.config))).toEqual(["a", "b"]);
  });
});
