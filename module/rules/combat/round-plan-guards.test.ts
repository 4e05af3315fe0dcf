/**
 * The round transition as data (RULES.md §2): the book's plan's refusals, its rows and updates at
 * each status, the held speech kept or left out, and the card's order.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { NO_VARIANT_MEMORY, type VariantMemory } from "../ruleset/memory-registry";
import { variantConfig } from "../../../tests/support/variants";
import { MAX_ROUND } from "../bounds";
import { NO_ACTION, planAction, type CombatantState } from "./action";
import { idsToRoll, planRoundTransition, type RoundCombatantInput, type RoundTransitionInput } from "./round-plan";
import { pendingDelay, sortCardRows, wellFormedSpeech, type RoundCardRow } from "./round-plan-parts";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const state = (id: string, over: Partial<CombatantState> = {}): CombatantState => ({ id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over });
const input = (s: CombatantState, over: Partial<RoundCombatantInput> = {}): RoundCombatantInput => ({ state: s, name: s.id.toUpperCase(), hidden: false, parts: NO_PARTS, ...over });
const plan = (combatants: RoundCombatantInput[], round = 2, dice: Record<string, number> = {}, over: Partial<RoundTransitionInput> = {}) =>
  planRoundTransition({ round, combatants, dice: new Map(Object.entries(dice)), tieBreakUniforms: combatants.map((_, i) => i / (combatants.length + 1)), ...over }, BOOK_RULESET);

describe("the book's plan refuses bad input by name", () => {
  it("the input, its combatants, their states, the dice, the ruleset and the round", () => {
    const ok = input(state("a"));
    expectRefusal(() => planRoundTransition(ill(null), BOOK_RULESET), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => planRoundTransition({ round: 1, combatants: ill("c"), dice: new Map(), tieBreakUniforms: [] }, BOOK_RULESET), "INVALID_ARGUMENT", "input.combatants", "c", "expected an array");
    expectRefusal(() => planRoundTransition({ round: 1, combatants: [ok, ill(null)], dice: new Map(), tieBreakUniforms: [0, 0] }, BOOK_RULESET), "INVALID_ARGUMENT", "combatants[1]", null, "expected an object");
    expectRefusal(() => planRoundTransition({ round: 1, combatants: [{ ...ok, state: ill(null) }], dice: new Map(), tieBreakUniforms: [0] }, BOOK_RULESET), "INVALID_ARGUMENT", "combatants[0].state", null, "expected an object");
    expectRefusal(() => planRoundTransition({ round: 1, combatants: [ok], dice: ill({ a: 5 }), tieBreakUniforms: [0] }, BOOK_RULESET), "INVALID_ARGUMENT", "dice", { a: 5 }, "expected a Map id → 2d10 total");
    expect(() => planRoundTransition({ round: 1, combatants: [ok], dice: new Map([["a", 5]]), tieBreakUniforms: [0] }, ill({}))).toThrow(expect.objectContaining({ parameter: "ruleset" }));
    expectRefusal(() => planRoundTransition({ round: 0, combatants: [ok], dice: new Map([["a", 5]]), tieBreakUniforms: [0] }, BOOK_RULESET), "OUT_OF_RANGE", "round", 0, "round ≥ 1");
    expectRefusal(() => plan([ok], 1), "INVALID_ARGUMENT", "dice[a]", undefined, "a combatant that rolls has no dice");
    expectRefusal(() => idsToRoll([ok, ill(3)], 1), "INVALID_ARGUMENT", "combatants[1]", 3, "expected an object");
    expectRefusal(() => idsToRoll(ill(null), 1), "INVALID_ARGUMENT", "combatants", null, "expected an array");
  });
});

describe("the book's plan at each status", () => {
  it("a roll: the breakdown, the action, the row's landing, and the clock at second 1", () => {
    const p = plan([input(state("a"), { parts: { ...NO_PARTS, weapon: 2 } })], 3, { a: 9 });
    expect(p.combat).toEqual({ round: 3, absolute: 61, rolledRound: 3 });
    expect(p.combatants[0]).toEqual({ _id: "a", initiative: 11, action: planAction(3, 11), tieBreak: 1, parts: { dice: 9, quickness: 0, weapon: 2, encumbrance: 0, other: 0, score: 11 }, status: "rolls" });
    expect(p.card.rows[0]).toEqual({ id: "a", name: "A", hidden: false, status: "rolls", tieBreak: 1, parts: p.combatants[0]!.parts, landsAt: { round: 3, second: 11 }, startedRound: 3, castingSeconds: 0 });
    expect(p.card.round).toBe(3);
  });

  it("the unable keep their last score shown; the never rolled show none; neither lands", () => {
    const p = plan([input(state("u", { action: planAction(1, 7), conditions: ["stunned"] })), input(state("n", { conditions: ["stunned"] })), input(state("d", { action: planAction(1, 4), defeated: true }))], 2);
    expect(p.combatants.map((c) => [c._id, c.status, c.initiative])).toEqual([["u", "unable", 7], ["n", "unable", null], ["d", "defeated", 4]]);
    expect(p.card.rows.map((r) => [r.id, r.landsAt])).toEqual([["u", null], ["n", null], ["d", null]]);
  });

  it("a carried action shows its score and landing; the card lists actors by landing then tie-break, then the waiting, then the rest", () => {
    const carried = state("c", { action: planAction(1, 25) }); // lands at round 2, second 5
    const p = plan([input(state("w"), { rollsOwn: true }), input(state("r")), input(carried), input(state("x", { conditions: ["stunned"] })), input(state("z", { defeated: true }))], 2, { r: 5 });
    expect(p.combatants.find((c) => c._id === "c")).toMatchObject({ status: "carried", initiative: 25, parts: null });
    expect(p.card.rows.map((r) => r.id)).toEqual(["r", "c", "w", "x", "z"]);
    expect(p.card.rows.find((r) => r.id === "c")!.landsAt).toEqual({ round: 2, second: 5 });
    // r and c both land at second 5: r's tie-break (2) before c's (3).
    expect(p.card.rows.slice(0, 2).map((r) => r.tieBreak)).toEqual([2, 3]);
  });

  it("an owner's roll waits, keeping a delay pending for this round; a delay of an earlier round is dropped", () => {
    const waiting = { startedRound: 1, score: 5, castingSeconds: 0, landsAt: 0, delayedFrom: 1 };
    const p = plan([input(state("w", { action: waiting }), { rollsOwn: true }), input(state("v", { action: waiting }), { rollsOwn: true })], 2);
    expect(p.combatants[0]).toMatchObject({ status: "awaiting", initiative: null, parts: null, action: { ...NO_ACTION, delayedFrom: 1 } });
    const later = plan([input(state("w", { action: waiting }), { rollsOwn: true })], 3);
    expect(later.combatants[0]!.action).toEqual(NO_ACTION);
    expect(later.card.rows[0]).toMatchObject({ status: "awaiting", landsAt: null, startedRound: 0 });
    // A roll made for the combatant keeps the pending delay too.
    expect(plan([input(state("w", { action: waiting }))], 2, { w: 6 }).combatants[0]!.action).toEqual(planAction(2, 6, 0, 1));
  });

  it("the row's name is the name given as text; hidden only when true", () => {
    const p = plan([input(state("a"), { name: ill(5), hidden: ill("yes") }), input(state("b"), { hidden: true })], 2, { a: 3, b: 4 });
    expect(p.card.rows.map((r) => [r.id, r.name, r.hidden])).toEqual([["a", "", false], ["b", "B", true]]);
  });

  it("idsToRoll: those that roll and do not roll their own", () => {
    expect(idsToRoll([input(state("a")), input(state("b"), { rollsOwn: true }), input(state("c"), { rollsOwn: false }), input(state("d", { conditions: ["stunned"] }))], 1)).toEqual(["a", "c"]);
  });
});

describe("held speech", () => {
  it("keeps well-formed lines, stripped to their four fields, at each bound", () => {
    const line = { speaker: "Mage", text: "Run!", round: 1, second: 14 };
    expect(wellFormedSpeech([{ ...line, extra: 1 }])).toEqual([line]);
    expect(wellFormedSpeech([{ ...line, round: MAX_ROUND + 5_000, second: 20 }])).toHaveLength(1);
    expect(wellFormedSpeech([{ ...line, second: 1 }])).toHaveLength(1);
    expect(wellFormedSpeech("lines")).toEqual([]);
    expect(wellFormedSpeech(undefined)).toEqual([]);
  });

  it("leaves out each kind of malformed line", () => {
    const line = { speaker: "Mage", text: "Run!", round: 1, second: 14 };
    for (const bad of [null, 7, "x", { ...line, speaker: 1 }, { ...line, text: null }, { ...line, round: 0 }, { ...line, round: MAX_ROUND + 5_001 }, { ...line, round: 1.5 }, { ...line, round: "1" }, { ...line, second: 0 }, { ...line, second: 21 }, { ...line, second: 2.5 }, { ...line, second: "3" }]) {
      expect(wellFormedSpeech([bad, line]), JSON.stringify(bad)).toEqual([line]);
    }
  });

  it("reaches the card", () => {
    const line = { speaker: "Mage", text: "Run!", round: 1, second: 14 };
    expect(plan([input(state("a"))], 2, { a: 3 }, { speech: [line, ill(null)] }).card.speech).toEqual([line]);
  });
});

describe("the card's parts", () => {
  it("a delay is pending only for the round right after it, with no landing yet", () => {
    expect(pendingDelay({ startedRound: 1, score: 5, castingSeconds: 0, landsAt: 0, delayedFrom: 1 }, 2)).toBe(1);
    expect(pendingDelay({ startedRound: 1, score: 5, castingSeconds: 0, landsAt: 0, delayedFrom: 1 }, 3)).toBe(0);
    expect(pendingDelay({ startedRound: 1, score: 5, castingSeconds: 0, landsAt: 47, delayedFrom: 1 }, 2)).toBe(0);
    expect(pendingDelay(NO_ACTION, 1)).toBe(0);
  });

  it("sortCardRows: acting, then waiting, then surprised and unable, then defeated; by landing, then tie-break", () => {
    const row = (id: string, status: RoundCardRow["status"], tieBreak: number, second: number | null): RoundCardRow => ({ id, name: id, hidden: false, status, tieBreak, parts: null, landsAt: second === null ? null : { round: 1, second }, startedRound: 1, castingSeconds: 0 });
    const rows = [row("def", "defeated", 1, null), row("un", "unable", 2, null), row("sur", "surprised", 1, null), row("aw", "awaiting", 9, null), row("late", "rolls", 1, 12), row("car", "carried", 5, 3), row("tie2", "rolls", 7, 8), row("tie1", "rolls", 6, 8)];
    sortCardRows(rows);
    expect(rows.map((r) => r.id)).toEqual(["car", "tie1", "tie2", "late", "aw", "sur", "un", "def"]);
  });
});

describe("surprise and the ambush round under the book's initiative", () => {
  const who = (id: string, side: string, memory: Partial<VariantMemory> = {}, over: Partial<RoundCombatantInput> = {}): RoundCombatantInput => ({
    ...input(state(id)),
    ...over,
    variant: { actor: { dex: 10, level: 0, slow: false }, side, group: id, pc: false, memory: { ...NO_VARIANT_MEMORY, ...memory }, checkTotal: null },
  });
  const begin = (surprise: "ose" | "a13" | "a5e", round = 1) =>
    planRoundTransition(
      { round, combatants: [who("a", "friendly", { ambusher: true }), who("b", "friendly", { surprised: surprise !== "a13" }), who("h", "hostile"), who("w", "hostile", {}, { rollsOwn: true })], dice: new Map([["a", 5], ["b", 3], ["h", 2]]), tieBreakUniforms: [0.1, 0.2, 0.3, 0.4] },
      resolveRuleset(variantConfig({ combat: { surprise } })),
    );
  const statuses = (p: ReturnType<typeof begin>) => p.combatants.map((u) => [u._id, u.status, u.initiative, u.variant?.surprised]);

  it("a surprised combatant loses round 1 (no action), and each combatant's memory is written with the mark", () => {
    for (const rule of ["ose", "a5e"] as const) {
      const p = begin(rule);
      expect(statuses(p), rule).toEqual([["a", "rolls", 5, false], ["b", "surprised", null, true], ["h", "rolls", 2, false], ["w", "awaiting", null, false]]);
      expect(p.combatants[1]!.action).toEqual(NO_ACTION);
      expect(p.card.rows.map((r) => [r.id, r.status, r.startedRound])).toEqual([["h", "rolls", 1], ["a", "rolls", 1], ["w", "awaiting", 0], ["b", "surprised", 0]]);
    }
  });

  it("OSE: when every side has a surprised member nobody loses the round; the sides are read from each combatant's variant input", () => {
    const both = planRoundTransition({ round: 1, combatants: [who("f", "friendly", { surprised: true }), who("h", "hostile", { surprised: true }), who("g", "hostile")], dice: new Map([["f", 4], ["h", 5], ["g", 6]]), tieBreakUniforms: [0.1, 0.2, 0.3] }, resolveRuleset(variantConfig({ combat: { surprise: "ose" } })));
    expect(both.combatants.map((u) => [u._id, u.status, u.variant?.surprised])).toEqual([["f", "rolls", false], ["h", "rolls", false], ["g", "rolls", false]]);
  });

  it("after round 1 nobody is surprised and no memory is written", () => {
    const p = begin("ose", 2);
    expect(p.combatants.map((u) => [u._id, u.status, u.variant])).toEqual([["a", "rolls", undefined], ["b", "rolls", undefined], ["h", "rolls", undefined], ["w", "awaiting", undefined]]);
  });

  it("13th Age's ambush: the ambusher and the first of its side act; the other side's actors lose the round, memory marked; one awaiting its roll waits", () => {
    const p = begin("a13");
    expect(statuses(p)).toEqual([["a", "rolls", 5, false], ["b", "rolls", 3, false], ["h", "surprised", null, true], ["w", "awaiting", null, false]]);
    const h = p.combatants[2]!;
    expect([h.action, h.parts, "variantParts" in h]).toEqual([NO_ACTION, null, false]);
    expect(h.variant).toEqual({ ...NO_VARIANT_MEMORY, surprised: true });
    const row = p.card.rows.find((r) => r.id === "h")!;
    expect(row).toEqual({ id: "h", name: "H", hidden: false, status: "surprised", tieBreak: 3, parts: null, landsAt: null, startedRound: 0, castingSeconds: 0 });
    expect(p.card.rows.map((r) => r.id)).toEqual(["b", "a", "w", "h"]);
  });

  it("the ambusher's first ally is the first to land in round 1 by its roll: an action carried into round 1 or a roll spilling into round 2 is not", () => {
    const carried = who("b", "friendly", {}, { state: state("b", { action: planAction(1, 3) }) }); // lands at round 1, second 3
    const spills = who("s", "friendly", {}, { parts: { ...NO_PARTS, weapon: 5 } }); // 19 + 5: round 2, second 4
    const p = planRoundTransition({ round: 1, combatants: [who("a", "friendly", { ambusher: true }), carried, spills, who("c", "friendly")], dice: new Map([["a", 9], ["s", 19], ["c", 15]]), tieBreakUniforms: [0.1, 0.2, 0.3, 0.4] }, resolveRuleset(variantConfig({ combat: { surprise: "a13" } })));
    expect(p.combatants.map((u) => [u._id, u.status, u.initiative])).toEqual([["a", "rolls", 9], ["b", "carried", 3], ["s", "surprised", null], ["c", "rolls", 15]]);
  });

  it("a combatant without a variant input is on the side named by no name, and loses the ambush round with a whole memory", () => {
    const ambush = resolveRuleset(variantConfig({ combat: { surprise: "a13" } }));
    const ally = planRoundTransition({ round: 1, combatants: [who("a", "", { ambusher: true }), input(state("x"))], dice: new Map([["a", 9], ["x", 4]]), tieBreakUniforms: [0.1, 0.2] }, ambush);
    expect(ally.combatants.map((u) => [u._id, u.status])).toEqual([["a", "rolls"], ["x", "rolls"]]);
    const foe = planRoundTransition({ round: 1, combatants: [who("a", "friendly", { ambusher: true }), input(state("x"))], dice: new Map([["a", 9], ["x", 4]]), tieBreakUniforms: [0.1, 0.2] }, ambush);
    expect(foe.combatants[1]).toMatchObject({ _id: "x", status: "surprised", variant: { ...NO_VARIANT_MEMORY, surprised: true } });
  });

  it("the ambush round is round 1 only: in round 2 the ambusher's foes roll", () => {
    expect(statuses(begin("a13", 2))).toEqual([["a", "rolls", 5, undefined], ["b", "rolls", 3, undefined], ["h", "rolls", 2, undefined], ["w", "awaiting", null, undefined]]);
  });

  it("surprise and an owner's roll apply only to a combatant that would roll: the stunned stay unable, the defeated defeated", () => {
    const p = planRoundTransition({ round: 1, combatants: [who("u", "friendly", { surprised: true }, { state: state("u", { conditions: ["stunned"] }) }), who("h", "hostile")], dice: new Map([["h", 5]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(variantConfig({ combat: { surprise: "ose" } })));
    expect(p.combatants.map((u) => [u._id, u.status, u.initiative, u.action])).toEqual([["u", "unable", null, NO_ACTION], ["h", "rolls", 5, planAction(1, 5)]]);
    expect(plan([input(state("w", { conditions: ["stunned"] }), { rollsOwn: true }), input(state("d", { defeated: true }), { rollsOwn: true })], 2).combatants.map((u) => u.status)).toEqual(["unable", "defeated"]);
  });

  it("a carried action shows its own score, whatever round it records", () => {
    const odd = state("c", { action: { startedRound: 0, score: 7, castingSeconds: 0, landsAt: 47, delayedFrom: 0 } });
    expect(plan([input(odd)], 2).combatants[0]).toMatchObject({ status: "carried", initiative: 7 });
  });

  it("without an ambusher, or without a combatant's variant input, nobody loses the round", () => {
    const p = planRoundTransition({ round: 1, combatants: [input(state("a")), input(state("h"))], dice: new Map([["a", 5], ["h", 2]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(variantConfig({ combat: { surprise: "a13" } })));
    expect(p.combatants.map((u) => [u._id, u.status, "variant" in u])).toEqual([["a", "rolls", false], ["h", "rolls", false]]);
  });
});
