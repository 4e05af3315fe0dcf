import { describe, expect, it } from "vitest";
import {
  BOOK_CONFIG,
  BOOK_RULESET,
  NO_ACTION,
  NO_VARIANT_MEMORY,
  resolveRuleset,
  RulesError,
  actNow,
  actionSecondIn,
  actingAt,
  advantageFormula,
  canActNow,
  canHold,
  holdAction,
  planAction,
  planRoundTransition,
  surprisedAtStart,
  surprisedInRound,
  toAbsolute,
  type ActionRecord,
  type CombatantState,
  type RoundCombatantInput,
  type VariantConfig,
  type VariantMemory,
} from "../index";
import { variantConfig as cfg } from "../../../tests/support/variants";
import { oseSideSurprised } from "../modules/combat/ose-surprise";
const A13 = cfg({ initiative: { model: "a13" } });
const OSR = cfg({ initiative: { model: "osrDex" } });
const A5E = cfg({ initiative: { model: "a5e" }, combat: { surprise: "a5e" } });
const OSE = cfg({ initiative: { model: "oseSide" }, combat: { surprise: "ose" } });
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };

const mem = (base: number, over: Partial<VariantMemory> = {}): VariantMemory => ({ ...NO_VARIANT_MEMORY, model: "a13", base, total: 21 - base, ...over });

/** One combatant's round-start through planRoundTransition (no roll: the base is known). */
function transition(round: number, action: ActionRecord, memory: VariantMemory, config: VariantConfig = A13): { action: ActionRecord; memory: VariantMemory } {
  const input: RoundCombatantInput = {
    state: { id: "a", action, tieBreak: 1, conditions: [], defeated: false },
    name: "A",
    hidden: false,
    parts: NO_PARTS,
    variant: { actor: { dex: 10, level: 0, slow: false }, side: "friendly", group: "a", pc: true, memory },
  };
  const plan = planRoundTransition({ round, combatants: [input], dice: new Map(), tieBreakUniforms: [0.5] }, resolveRuleset(config));
  return { action: plan.combatants[0]!.action, memory: plan.combatants[0]!.variant! };
}

describe("13th Age hold and ready (rows 3, 4)", () => {
  it("G13A-8: A (base 4) holds and acts at second 9 → base 9 from round 2 on", () => {
    let s = transition(1, NO_ACTION, mem(4));
    expect(canHold({ action: s.action, memory: s.memory, now: { round: 1, second: 4 } }, resolveRuleset(A13))).toBe(true);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 4 } }, resolveRuleset(A13));
    expect(s.action.landsAt).toBe(0);
    expect(canActNow(s.action, s.memory, { round: 1, second: 9 }, resolveRuleset(A13))).toBe(true);
    s = actNow({ action: s.action, memory: s.memory, parts: NO_PARTS, now: { round: 1, second: 9 } }, resolveRuleset(A13));
    expect(s.action.landsAt).toBe(toAbsolute({ round: 1, second: 9 }));
    expect(s.memory.base).toBe(9);
    for (const r of [2, 3]) {
      s = transition(r, s.action, s.memory);
      expect(s.action.landsAt).toBe(toAbsolute({ round: r, second: 9 }));
    }
  });
  it("G13A-8b: A (base 4) holds in round 1, has not acted when round 2 second 4 comes → the hold lapses; A acts at 4 (or holds again)", () => {
    let s = transition(1, NO_ACTION, mem(4));
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 4 } }, resolveRuleset(A13));
    s = transition(2, s.action, s.memory);
    expect(s.action.landsAt).toBe(toAbsolute({ round: 2, second: 4 }));
    expect(canActNow(s.action, s.memory, { round: 2, second: 3 }, resolveRuleset(A13))).toBe(true);
    expect(canActNow(s.action, s.memory, { round: 2, second: 4 }, resolveRuleset(A13))).toBe(false);
    expect(canHold({ action: s.action, memory: s.memory, now: { round: 2, second: 4 } }, resolveRuleset(A13))).toBe(true);
    s = transition(3, s.action, s.memory);
    expect(s.memory.held).toBe(0);
  });
  it("G13A-8c: A (base 9) holds past 20, acts at round 2 second 3 → base 3, no second action in round 2", () => {
    let s = transition(1, NO_ACTION, mem(9));
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 9 } }, resolveRuleset(A13));
    s = transition(2, s.action, s.memory);
    expect(s.action.landsAt).toBe(toAbsolute({ round: 2, second: 9 }));
    s = actNow({ action: s.action, memory: s.memory, parts: NO_PARTS, now: { round: 2, second: 3 } }, resolveRuleset(A13));
    expect(s.memory.base).toBe(3);
    const state: CombatantState = { id: "a", action: s.action, tieBreak: 1, conditions: [], defeated: false };
    expect(actionSecondIn(state, 2)).toBe(3);
    expect(canActNow(s.action, s.memory, { round: 2, second: 9 }, resolveRuleset(A13))).toBe(false);
    s = transition(3, s.action, s.memory);
    expect(s.action.landsAt).toBe(toAbsolute({ round: 3, second: 3 }));
  });
  it("G13A-9: B (base 6) readied; C (base 11) moves at second 11 → B acts at 11 before C; from then on B base 11, ahead of C", () => {
    const combatant = (id: string, memory: VariantMemory, action: ActionRecord = NO_ACTION): RoundCombatantInput => ({
      state: { id, action, tieBreak: 1, conditions: [], defeated: false },
      name: id,
      hidden: false,
      parts: NO_PARTS,
      variant: { actor: { dex: 10, level: 0, slow: false }, side: "x", group: id, pc: false, memory },
    });
    let b = mem(6, { tie: 1 });
    let c = mem(11, { tie: 999 });
    let plan = planRoundTransition({ round: 1, combatants: [combatant("B", b), combatant("C", c)], dice: new Map(), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(A13));
    let bAction = plan.combatants[0]!.action;
    const cAction = plan.combatants[1]!.action;
    b = plan.combatants[0]!.variant!;
    c = plan.combatants[1]!.variant!;
    expect(canHold({ action: bAction, memory: b, now: { round: 1, second: 6 }, ready: true }, resolveRuleset(A13))).toBe(true);
    ({ action: bAction, memory: b } = holdAction({ action: bAction, memory: b, now: { round: 1, second: 6 }, trigger: "when C moves" }, resolveRuleset(A13)));
    expect(b.readied).toBe(true);
    expect(b.trigger).toBe("when C moves");
    ({ action: bAction, memory: b } = actNow({ action: bAction, memory: b, parts: NO_PARTS, now: { round: 1, second: 11 }, aheadOf: "C" }, resolveRuleset(A13)));
    expect(b.base).toBe(11);
    expect(b.aheadOf).toBe("C");
    plan = planRoundTransition({ round: 2, combatants: [combatant("C", c, cAction), combatant("B", b, bAction)], dice: new Map(), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(A13));
    const states = plan.combatants.map((u) => ({ id: u._id, action: u.action, tieBreak: u.tieBreak, conditions: [], defeated: false }));
    expect(actingAt(states, { round: 2, second: 11 })).toEqual(["B", "C"]);
  });
  it("G2-2: OSR DEX 16 (second 5) delays to 12 → base 12 for the rest of the combat; OSR cannot ready, nor act early next round", () => {
    let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "osrDex", base: 5, total: 16 }, OSR);
    expect(canHold({ action: s.action, memory: s.memory, now: { round: 1, second: 5 }, ready: true }, resolveRuleset(OSR))).toBe(false);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 5 } }, resolveRuleset(OSR));
    s = actNow({ action: s.action, memory: s.memory, parts: NO_PARTS, now: { round: 1, second: 12 } }, resolveRuleset(OSR));
    for (const r of [2, 3]) {
      s = transition(r, s.action, s.memory, OSR);
      expect(s.action.landsAt).toBe(toAbsolute({ round: r, second: 12 }));
    }
    const held = holdAction({ action: s.action, memory: s.memory, now: { round: 3, second: 12 } }, resolveRuleset(OSR));
    const next = transition(4, held.action, held.memory, OSR);
    expect(canActNow(next.action, next.memory, { round: 4, second: 2 }, resolveRuleset(OSR))).toBe(false);
  });
  it("no hold under the book, OSE or A5E; an action carried from an earlier round cannot be held", () => {
    const a = planAction(1, 8);
    for (const config of [BOOK_CONFIG, OSE, A5E]) expect(canHold({ action: a, memory: mem(8), now: { round: 1, second: 3 } }, resolveRuleset(config))).toBe(false);
    expect(canHold({ action: planAction(1, 25), memory: mem(5), now: { round: 2, second: 1 } }, resolveRuleset(A13))).toBe(false);
    expect(() => holdAction({ action: a, memory: mem(8), now: { round: 1, second: 10 } }, resolveRuleset(A13))).toThrow(RulesError);
    expect(() => holdAction({ action: a, memory: mem(8), now: { round: 1, second: 3 }, trigger: "x".repeat(201) }, resolveRuleset(A13))).toThrow(RulesError);
  });
  it("acting now with an encumbrance step keeps the landing second: base = second − D4 parts", () => {
    let s = transition(1, NO_ACTION, mem(4));
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 4 } }, resolveRuleset(A13));
    s = actNow({ action: s.action, memory: s.memory, parts: { ...NO_PARTS, encumbrance: 2 }, now: { round: 1, second: 9 } }, resolveRuleset(A13));
    expect(s.memory.base).toBe(7);
  });
});

describe("13th Age ambush round (row 6)", () => {
  const A13_AMBUSH = cfg({ initiative: { model: "a13" }, combat: { surprise: "a13" } });
  const who = (id: string, side: string, ambusher = false): RoundCombatantInput => ({
    state: { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false },
    name: id,
    hidden: false,
    parts: NO_PARTS,
    variant: { actor: { dex: 10, level: 0, slow: false }, side, group: id, pc: false, memory: { ...NO_VARIANT_MEMORY, ambusher } },
  });
  it("G13A-11: ambushers A1 (nominated, total 9), A2 (18), A3 (12) → round 1 only A1 and A2 act; the ambushed and A3 have no action and lose their phases", () => {
    const inputs = [who("A1", "hostile", true), who("A2", "hostile"), who("A3", "hostile"), who("B1", "friendly")];
    const plan = planRoundTransition({ round: 1, combatants: inputs, dice: new Map([["A1", 9], ["A2", 18], ["A3", 12], ["B1", 20]]), tieBreakUniforms: [0.1, 0.2, 0.3, 0.4] }, resolveRuleset(A13_AMBUSH));
    expect(plan.combatants.map((u) => [u._id, u.status])).toEqual([["A1", "rolls"], ["A2", "rolls"], ["A3", "surprised"], ["B1", "surprised"]]);
    for (const u of plan.combatants.filter((x) => x.status === "surprised")) {
      expect(u.action.landsAt).toBe(0);
      expect(surprisedInRound(u.variant!.surprised, 1, resolveRuleset(A13_AMBUSH))).toBe(true);
      // The roll is kept: round 2 acts at the rolled base.
      expect(u.variant!.base).toBeGreaterThan(0);
    }
    expect(plan.combatants.find((u) => u._id === "A2")!.variant!.surprised).toBe(false);
  });
  it("under ER 2d10 the ambusher's earliest ally (lowest second) acts; with no ambusher nominated, the marks apply as they are", () => {
    const er = cfg({ combat: { surprise: "a13" } });
    const inputs = [who("A1", "hostile", true), who("A2", "hostile"), who("A3", "hostile"), who("B1", "friendly")];
    const plan = planRoundTransition({ round: 1, combatants: inputs, dice: new Map([["A1", 9], ["A2", 15], ["A3", 4], ["B1", 2]]), tieBreakUniforms: [0.1, 0.2, 0.3, 0.4] }, resolveRuleset(er));
    expect(plan.combatants.map((u) => u.status)).toEqual(["rolls", "surprised", "rolls", "surprised"]);
    expect(plan.card.rows.filter((r) => r.status === "surprised").map((r) => r.id).sort()).toEqual(["A2", "B1"]);
    const none = planRoundTransition({ round: 1, combatants: [who("A1", "hostile"), who("B1", "friendly")], dice: new Map([["A1", 9], ["B1", 2]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(er));
    expect(none.combatants.map((u) => u.status)).toEqual(["rolls", "rolls"]);
  });
});

describe("surprise (rows 23, 36)", () => {
  const who = (id: string, side: string, surprised: boolean): RoundCombatantInput => ({
    state: { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false },
    name: id,
    hidden: false,
    parts: NO_PARTS,
    variant: { actor: { dex: 10, level: 0, slow: false }, side, group: id, pc: side === "friendly", memory: { ...NO_VARIANT_MEMORY, surprised } },
  });
  it("GO-5: party surprise d6 2, monsters 5 → the party is surprised: round 1 no action, phases lost; round 2 normal", () => {
    expect(oseSideSurprised(2)).toBe(true);
    expect(oseSideSurprised(5)).toBe(false);
    const inputs = [who("p1", "friendly", true), who("p2", "friendly", true), who("m1", "hostile", false)];
    const plan = planRoundTransition({ round: 1, combatants: inputs, dice: new Map([["p1", 6], ["p2", 6], ["m1", 2]]), tieBreakUniforms: [0.1, 0.2, 0.3] }, resolveRuleset(OSE));
    expect(plan.combatants.map((u) => u.status)).toEqual(["surprised", "surprised", "rolls"]);
    expect(plan.combatants[0]!.action.landsAt).toBe(0);
    expect(surprisedInRound(plan.combatants[0]!.variant!.surprised, 1, resolveRuleset(OSE))).toBe(true);
    expect(surprisedInRound(plan.combatants[2]!.variant!.surprised, 1, resolveRuleset(OSE))).toBe(false);
    const round2 = planRoundTransition({
      round: 2,
      combatants: inputs.map((c, i) => ({ ...c, state: { ...c.state, action: plan.combatants[i]!.action }, variant: { ...c.variant!, memory: plan.combatants[i]!.variant! } })),
      dice: new Map([["p1", 6], ["p2", 6], ["m1", 2]]),
      tieBreakUniforms: [0.1, 0.2, 0.3],
    }, resolveRuleset(OSE));
    expect(round2.combatants.map((u) => u.status)).toEqual(["rolls", "rolls", "rolls"]);
    expect(round2.combatants[0]!.variant!.surprised).toBe(false);
    expect(surprisedInRound(true, 2, resolveRuleset(OSE))).toBe(false);
  });
  it("GO-5b: party 1, monsters 2 → both sides surprised → nobody loses the round", () => {
    expect(oseSideSurprised(1) && oseSideSurprised(2)).toBe(true);
    const set = surprisedAtStart([{ id: "p", side: "friendly", surprised: true }, { id: "m", side: "hostile", surprised: true }], resolveRuleset(OSE));
    expect(set.size).toBe(0);
    const plan = planRoundTransition({ round: 1, combatants: [who("p", "friendly", true), who("m", "hostile", true)], dice: new Map([["p", 3], ["m", 4]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(OSE));
    expect(plan.combatants.map((u) => [u.status, u.variant!.surprised])).toEqual([["rolls", false], ["rolls", false]]);
  });
  it("GO-5c: monsters carrying light in darkness → the party cannot be surprised", () => {
    expect(oseSideSurprised(1, true)).toBe(false);
    expect(oseSideSurprised(2, true)).toBe(false);
  });
  it("GA-3: a surprised combatant under A5E: round 1 no action and phases lost, round 2 normal (its roll is kept)", () => {
    const plan = planRoundTransition({ round: 1, combatants: [who("s", "friendly", true), who("t", "hostile", false)], dice: new Map([["s", 15], ["t", 10]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(A5E));
    expect(plan.combatants[0]!.status).toBe("surprised");
    expect(plan.combatants[0]!.variant).toMatchObject({ base: 6, surprised: true });
    expect(surprisedInRound(true, 1, resolveRuleset(A5E))).toBe(true);
    expect(surprisedInRound(true, 1, resolveRuleset(cfg({ initiative: { model: "a5e" } })))).toBe(false);
  });
  it("surprise under ER 2d10: the surprised combatant has no round-1 action; the book (surprise off) ignores the mark", () => {
    const er = cfg({ combat: { surprise: "a5e" } });
    const inputs = [who("s", "friendly", true), who("t", "hostile", false)];
    const dice = new Map([["s", 9], ["t", 10]]);
    const plan = planRoundTransition({ round: 1, combatants: inputs, dice, tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(er));
    expect(plan.combatants.map((u) => u.status)).toEqual(["surprised", "rolls"]);
    const book = planRoundTransition({ round: 1, combatants: inputs, dice, tieBreakUniforms: [0.1, 0.2] }, BOOK_RULESET);
    expect(book.combatants.map((u) => u.status)).toEqual(["rolls", "rolls"]);
    expect(book.combatants[0]).not.toHaveProperty("variant");
  });
  it("GA-4: instigator advantage: 2d20kh under a5e, two 2d10 keeping the lower under er2d10; none without dice", () => {
    expect(advantageFormula(resolveRuleset(A5E))).toBe("2d20kh");
    expect(advantageFormula(resolveRuleset(BOOK_CONFIG))).toBe("{2d10, 2d10}kl");
    expect(advantageFormula(resolveRuleset(OSR))).toBeNull();
  });
});
