/**
 * The round transition under an initiative model (VARIANTS.md D3, D4, §9.4): who waits for an
 * owner's roll under which model, the side model's card, the roll-off row, surprise and the ambush
 * round under a model, and the refusal of a roll-off table that is not one.
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planAction, planRoundTransition, resolveRuleset, type RoundCombatantInput, type VariantMemory } from "../index";
import { A5E, NO_PARTS, OSE, OSE_IND, OSR } from "../../../tests/support/initiative-sim";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

interface Over { readonly rollsOwn?: boolean; readonly slow?: boolean; readonly memory?: Partial<VariantMemory>; readonly conditions?: string[]; readonly action?: typeof NO_ACTION; readonly name?: unknown; readonly hidden?: unknown }
const who = (id: string, side: string, over: Over = {}): RoundCombatantInput => ({
  state: { id, action: over.action ?? NO_ACTION, tieBreak: 1, conditions: over.conditions ?? [], defeated: false },
  name: (over.name ?? id) as string,
  hidden: (over.hidden ?? false) as boolean,
  parts: NO_PARTS,
  ...(over.rollsOwn === undefined ? {} : { rollsOwn: over.rollsOwn }),
  variant: { actor: { dex: 10, level: 0, slow: over.slow ?? false }, side, group: id, pc: false, memory: { ...NO_VARIANT_MEMORY, ...over.memory }, checkTotal: null },
});
const plan = (round: number, combatants: RoundCombatantInput[], dice: Record<string, number>, config: Parameters<typeof resolveRuleset>[0], rollOffs?: Map<string, number>) =>
  planRoundTransition({ round, combatants, dice: new Map(Object.entries(dice)), tieBreakUniforms: combatants.map((_, i) => (i + 1) / (combatants.length + 1)), ...(rollOffs ? { rollOffs } : {}) }, resolveRuleset(config));

describe("an owner's own roll under a model", () => {
  it("a side model never waits for one: the side's die is the GM's", () => {
    const p = plan(1, [who("a", "friendly", { rollsOwn: true }), who("h", "hostile")], { a: 3, h: 2 }, OSE);
    expect(p.combatants.map((c) => [c._id, c.status])).toEqual([["a", "rolls"], ["h", "rolls"]]);
  });

  it("a model without dice never waits; a model rolling each combatant's die does, keeping a pending delay", () => {
    expect(plan(1, [who("a", "friendly", { rollsOwn: true })], {}, OSR).combatants[0]!.status).toBe("rolls");
    const waiting = { startedRound: 1, score: 5, castingSeconds: 0, landsAt: 0, delayedFrom: 1 };
    const p = plan(2, [who("a", "friendly", { rollsOwn: true, action: waiting }), who("b", "hostile")], { b: 12 }, A5E, new Map([["b", 7]]));
    expect(p.combatants[0]).toMatchObject({ status: "awaiting", initiative: null, variantParts: null, action: { ...NO_ACTION, delayedFrom: 1 } });
    expect(p.card.rows.find((r) => r.id === "a")).toMatchObject({ status: "awaiting", landsAt: null, variant: null });
    // Not rolling its own: the model's roll is made for it.
    expect(plan(1, [who("a", "friendly", { rollsOwn: false })], { a: 12 }, A5E, new Map([["a", 7]])).combatants[0]!.status).toBe("rolls");
  });

  it("a roll-once model waits only while the base is still to roll", () => {
    const rolledBase = { model: "a5e" as const, base: 9, total: 12, rollOff: 7 };
    const p = plan(2, [who("a", "friendly", { rollsOwn: true, memory: rolledBase })], {}, A5E);
    expect(p.combatants[0]).toMatchObject({ status: "rolls", initiative: 9 });
  });
});

describe("the card under a model", () => {
  it("names the model; a side model lists each side's die and second by second, a slow weapon's 20 left out", () => {
    const p = plan(1, [who("a", "friendly"), who("slow", "hostile", { slow: true }), who("h", "hostile")], { a: 3, slow: 2, h: 2 }, OSE);
    expect(p.card.model).toBe("oseSide");
    expect(p.card.sides).toEqual([{ side: "friendly", dice: 3, second: 12 }, { side: "hostile", dice: 2, second: 15 }]);
    expect(p.card.rows.map((r) => [r.id, r.landsAt?.second])).toEqual([["a", 12], ["h", 15], ["slow", 20]]);
    // Sides sorted by their second, not by the order met.
    const q = plan(1, [who("h", "hostile"), who("a", "friendly")], { h: 2, a: 6 }, OSE);
    expect(q.card.sides).toEqual([{ side: "friendly", dice: 6, second: 3 }, { side: "hostile", dice: 2, second: 15 }]);
  });

  it("a roll-off model shows each row's roll-off; others show none and no sides", () => {
    const p = plan(1, [who("b", "hostile")], { b: 12 }, A5E, new Map([["b", 7]]));
    expect(p.card.rows[0]).toMatchObject({ rollOff: 7, variant: { model: "a5e", score: 9 }, parts: null });
    expect(p.card.sides).toBeUndefined();
    const o = plan(1, [who("a", "friendly")], {}, OSR);
    expect("rollOff" in o.card.rows[0]!).toBe(false);
    expect(o.card.model).toBe("osrDex");
  });

  it("the row's name as text, hidden only when true; the unable keep their last score; a carried action lands", () => {
    const p = plan(2, [who("a", "friendly", { name: 4, hidden: "yes" }), who("u", "friendly", { conditions: ["stunned"], action: planAction(1, 7) }), who("n", "friendly", { conditions: ["stunned"] }), who("c", "hostile", { action: planAction(1, 25) })], {}, OSR);
    const rows = new Map(p.card.rows.map((r) => [r.id, r]));
    expect([rows.get("a")!.name, rows.get("a")!.hidden]).toEqual(["", false]);
    const ups = new Map(p.combatants.map((c) => [c._id, c]));
    expect([ups.get("u")!.status, ups.get("u")!.initiative, ups.get("n")!.initiative]).toEqual(["unable", 7, null]);
    expect(rows.get("u")!.landsAt).toBeNull();
    expect([ups.get("c")!.status, ups.get("c")!.initiative, rows.get("c")!.landsAt]).toEqual(["carried", 25, { round: 2, second: 5 }]);
    expect(p.combat).toEqual({ round: 2, absolute: 41, rolledRound: 2 });
  });

  it("refuses roll-offs that are not a Map", () => {
    expectRefusal(() => planRoundTransition({ round: 1, combatants: [], dice: new Map(), tieBreakUniforms: [], rollOffs: ill({ b: 7 }) }, resolveRuleset(A5E)), "INVALID_ARGUMENT", "rollOffs", { b: 7 }, "expected a Map id → d20");
  });
});

describe("surprise and the ambush round under a model", () => {
  it("OSE: the surprised side loses round 1 (no action, no breakdown), its memory marked; round 2 clears the mark", () => {
    const p = plan(1, [who("f", "friendly", { memory: { surprised: true } }), who("h", "hostile")], { f: 4, h: 3 }, PRESETS.ose);
    const f = p.combatants.find((c) => c._id === "f")!;
    expect(f).toMatchObject({ status: "surprised", action: NO_ACTION, variantParts: null, initiative: null });
    expect(f.variant!.surprised).toBe(true);
    expect(p.combatants.find((c) => c._id === "h")!.variant!.surprised).toBe(false);
    const next = plan(2, [who("f", "friendly", { memory: { ...f.variant!, surprised: true } })], { f: 4 }, PRESETS.ose);
    expect(next.combatants[0]!.variant!.surprised).toBe(false);
    // An owner's roll is not awaited from the surprised.
    const own = plan(1, [who("f", "friendly", { rollsOwn: true, memory: { surprised: true } }), who("h", "hostile")], { f: 4, h: 3 }, PRESETS.ose);
    expect(own.combatants[0]!.status).toBe("surprised");
  });

  it("13th Age: the ambusher and the first of its side act; the rest lose the round, memory marked, the unable untouched", () => {
    const p = plan(1, [who("a", "friendly", { memory: { ambusher: true } }), who("b", "friendly"), who("c", "friendly"), who("h", "hostile"), who("x", "hostile", { conditions: ["stunned"] })], { a: 12, b: 15, c: 5, h: 20 }, PRESETS.a13);
    expect(p.combatants.map((c) => [c._id, c.status, c.variant!.surprised])).toEqual([["a", "rolls", false], ["b", "rolls", false], ["c", "surprised", true], ["h", "surprised", true], ["x", "unable", false]]);
    const c = p.combatants.find((u) => u._id === "c")!;
    expect([c.action, c.variantParts, c.initiative]).toEqual([NO_ACTION, null, null]);
    // Round 2: no ambush.
    expect(plan(2, [who("a", "friendly", { memory: { ambusher: true } }), who("c", "friendly")], { a: 12, c: 5 }, PRESETS.a13).combatants.map((u) => u.status)).toEqual(["rolls", "rolls"]);
    // No ambusher: no ambush round.
    expect(plan(1, [who("b", "friendly"), who("h", "hostile")], { b: 15, h: 20 }, PRESETS.a13).combatants.map((u) => u.status)).toEqual(["rolls", "rolls"]);
  });
});

describe("the ambush round's first ally and sides under a model", () => {
  const bare = (id: string): RoundCombatantInput => ({ state: { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, name: id, hidden: false, parts: NO_PARTS });

  it("13th Age: the first to land in round 1 by its roll; an action carried into round 1 or a roll spilling into round 2 is not", () => {
    const carried = who("b", "friendly", { action: planAction(1, 3) }); // lands at round 1, second 3
    const spills = { ...who("s", "friendly"), parts: { ...NO_PARTS, encumbrance: 5 } }; // a d20 of 1: second 20, + 5 spills into round 2
    const p = plan(1, [who("a", "friendly", { memory: { ambusher: true } }), carried, spills, who("c", "friendly")], { a: 12, s: 1, c: 5 }, PRESETS.a13);
    expect(p.combatants.map((u) => [u._id, u.status])).toEqual([["a", "rolls"], ["b", "carried"], ["s", "surprised"], ["c", "rolls"]]);
  });

  it("13th Age: a combatant without a variant input is on the side named by no name", () => {
    const p = plan(1, [who("a", "", { memory: { ambusher: true } }), bare("x")], { a: 12, x: 5 }, PRESETS.a13);
    expect(p.combatants.map((u) => [u._id, u.status])).toEqual([["a", "rolls"], ["x", "rolls"]]);
  });

  it("a model rolling each combatant's die every round waits only for an owner who would roll", () => {
    const p = plan(2, [who("u", "friendly", { rollsOwn: true, conditions: ["stunned"] }), who("c", "friendly", { rollsOwn: true, action: planAction(1, 25) }), who("r", "friendly", { rollsOwn: true })], {}, OSE_IND);
    expect(p.combatants.map((u) => [u._id, u.status])).toEqual([["u", "unable"], ["c", "carried"], ["r", "awaiting"]]);
  });
});
