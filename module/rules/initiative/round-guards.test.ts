/**
 * The round transition under a companion model (round.ts) at its edges: who still needs a roll,
 * the keys of the dice requests, OSE tied sides, one combatant's roll (its kept base, its tie
 * value, its roll-off) and the tie-break ranks, with every refusal's parameter and value.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, NO_VARIANT_MEMORY, resolveRuleset, type VariantMemory } from "../index";
import { A13, A13_SHARED, A5E, OSE, OSE_IND, OSE_REROLL, OSR } from "../../../tests/support/initiative-sim";
import { expectRefusal, hostile } from "../../../tests/support/rules-error";
import { ORDER_TIE_RANGE, diceRequests, needsBaseRoll, oseTiedSides, variantRoll, variantTieBreaks, variantTieBreaksUnchecked, type VariantCombatantInput } from "./round";

const PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const a13 = resolveRuleset(A13);
const a5e = resolveRuleset(A5E);
const ose = resolveRuleset(OSE);
const osr = resolveRuleset(OSR);
const mem = (over: Partial<VariantMemory> = {}): VariantMemory => ({ ...NO_VARIANT_MEMORY, ...over });
const input = (over: Partial<VariantCombatantInput> = {}): VariantCombatantInput => ({ actor: { dex: 10, level: 0, slow: false }, side: "hostile", group: "g", pc: false, memory: mem(), ...over });

describe("needsBaseRoll", () => {
  it("a roll-once model: only without a base of this model (base 0, or another model's)", () => {
    expect(needsBaseRoll(mem(), a13)).toBe(true);
    expect(needsBaseRoll(mem({ model: "a13", base: 1 }), a13)).toBe(false);
    expect(needsBaseRoll(mem({ model: "a13", base: 0 }), a13)).toBe(true);
    expect(needsBaseRoll(mem({ model: "a5e", base: 4 }), a13)).toBe(true);
  });
  it("an every-round model always rolls", () => {
    expect(needsBaseRoll(mem({ model: "oseSide", base: 4 }), ose)).toBe(true);
  });
  it("refuses a memory outside its declarations", () => {
    expect(() => needsBaseRoll(mem({ base: 21 }), a13)).toThrow();
  });
});

describe("diceRequests", () => {
  it("a shared roll keys by group only with the rule and a group named; else by id", () => {
    const rolling = [{ id: "a", variant: input({ group: "wolf" }) }, { id: "b", variant: input({ group: "" }) }, { id: "c" }];
    expect(diceRequests(rolling, resolveRuleset(A13_SHARED)).map((r) => [r.key, r.ids])).toEqual([["group:wolf", ["a"]], ["id:b", ["b"]], ["id:c", ["c"]]]);
    expect(diceRequests(rolling, a13).map((r) => r.key)).toEqual(["id:a", "id:b", "id:c"]);
  });
  it("OSE sides key by side, one with none as the empty side; the book's dice otherwise", () => {
    expect(diceRequests([{ id: "a", variant: input({ side: "friendly" }) }, { id: "b" }], ose)).toEqual([
      { key: "side:friendly", formula: "1d6", ids: ["a"] },
      { key: "side:", formula: "1d6", ids: ["b"] },
    ]);
    expect(diceRequests([{ id: "a" }], resolveRuleset(BOOK_CONFIG))).toEqual([{ key: "id:a", formula: "2d10", ids: ["a"] }]);
    expect(diceRequests([{ id: "a" }], osr)).toEqual([]);
  });
  it("a roll-once model skips a kept base and a reused check; an every-round model skips neither", () => {
    const rolling = [{ id: "kept", variant: input({ memory: mem({ model: "a5e", base: 3 }) }) }, { id: "check", variant: input({ checkTotal: 12 }) }, { id: "new", variant: input() }];
    expect(diceRequests(rolling, a5e).map((r) => r.key)).toEqual(["id:new"]);
    const oseInd = resolveRuleset(OSE_IND);
    const every = [{ id: "kept", variant: input({ memory: mem({ model: "oseIndividual", base: 3 }) }) }, { id: "check", variant: input({ checkTotal: 12 }) }];
    expect(diceRequests(every, oseInd).map((r) => r.key)).toEqual(["id:kept", "id:check"]);
  });
  it("a variant without a side rolls with the empty side; a group that is not a name rolls alone", () => {
    expect(diceRequests([{ id: "a", variant: input({ side: hostile(undefined) }) }, { id: "b" }], ose)).toEqual([{ key: "side:", formula: "1d6", ids: ["a", "b"] }]);
    const shared = resolveRuleset(A13_SHARED);
    const rolling = [{ id: "a", variant: input({ group: hostile(undefined) }) }, { id: "b", variant: input({ group: hostile(5) }) }, { id: "c", variant: input({ group: "5" }) }];
    expect(diceRequests(rolling, shared).map((r) => [r.key, r.ids])).toEqual([["id:a", ["a"]], ["id:b", ["b"]], ["group:5", ["c"]]]);
  });
  it("names the bad entry, its id, its variant and its side", () => {
    expectRefusal(() => diceRequests(hostile("a"), a13), "INVALID_ARGUMENT", "rolling", "a", "");
    expectRefusal(() => diceRequests([{ id: "a" }, hostile(null)], a13), "INVALID_ARGUMENT", "rolling[1]", null, "");
    expectRefusal(() => diceRequests([{ id: "a" }, { id: hostile(7) }], a13), "INVALID_ARGUMENT", "rolling[1].id", 7, "expected a string id");
    expectRefusal(() => diceRequests([{ id: "a", variant: hostile(3) }], a13), "INVALID_ARGUMENT", "rolling[0].variant", 3, "");
    expectRefusal(() => diceRequests([{ id: "a", variant: input({ side: hostile(4) }) }], ose), "INVALID_ARGUMENT", "rolling[0].variant.side", 4, "expected a side name");
  });
});

describe("oseTiedSides", () => {
  it("every side whose d6 another side shares, under the re-roll rule only", () => {
    const rolls = new Map([["a", 3], ["b", 5], ["c", 3], ["d", 5], ["e", 1]]);
    expect(oseTiedSides(rolls, resolveRuleset(OSE_REROLL))).toEqual(["a", "b", "c", "d"]);
    expect(oseTiedSides(rolls, ose)).toEqual([]);
  });
  it("names a roll that is not a Map, a d6 that is not whole, and a bad ruleset", () => {
    const reroll = resolveRuleset(OSE_REROLL);
    expectRefusal(() => oseTiedSides(hostile({ a: 3 }), reroll), "INVALID_ARGUMENT", "rolls", { a: 3 }, "expected a Map side → d6");
    expectRefusal(() => oseTiedSides(new Map([["a", 2.5]]), reroll), "NOT_INTEGER", "rolls[a]", 2.5, "");
    expectRefusal(() => oseTiedSides(new Map([[hostile(1), 2]]), reroll), "INVALID_ARGUMENT", "rolls", 1, "expected side names as keys");
    expectRefusal(() => oseTiedSides(new Map(), hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "");
  });
});

describe("variantRoll", () => {
  it("a kept base takes no die: the base again with D4's parts re-added, the memory unchanged", () => {
    const kept = mem({ model: "a13", base: 6, dice: 14, bonus: 1, total: 15, tie: 42 });
    const r = variantRoll(input({ memory: kept }), { ...PARTS, encumbrance: 2 }, undefined, undefined, 0.5, a13);
    expect(r.memory).toBe(kept);
    expect(r.breakdown).toEqual({ model: "a13", dice: 14, bonus: 1, total: 15, baseSecond: 6, slow: false, encumbrance: 2, other: 0, score: 8 });
  });
  it("a first roll keeps its base, dice, bonus, total and a tie drawn from the uniform, at both ends", () => {
    const first = variantRoll(input(), PARTS, 15, undefined, 0.5, a13);
    expect(first.memory).toMatchObject({ model: "a13", base: 6, dice: 15, bonus: 0, total: 15, tie: ORDER_TIE_RANGE / 2, rollOff: 0 });
    expect(variantRoll(input(), PARTS, 15, undefined, 0, a13).memory.tie).toBe(0);
    expect(variantRoll(input(), PARTS, 15, undefined, 0.9999999999, a13).memory.tie).toBe(ORDER_TIE_RANGE - 1);
    // A memory of this model keeps its tie.
    expect(variantRoll(input({ memory: mem({ model: "a13", base: 0, tie: 7 }) }), PARTS, 15, undefined, 0.5, a13).memory.tie).toBe(7);
  });
  it("an every-round model keeps no base", () => {
    const r = variantRoll(input({ memory: mem({ model: "oseSide", base: 9, tie: 3 }) }), PARTS, 4, undefined, 0.5, ose);
    expect(r.memory).toMatchObject({ model: "oseSide", base: 0, dice: 4, total: 4, tie: 3 });
    expect(r.breakdown.baseSecond).toBe(9);
  });
  it("A5E keeps the drawn roll-off, or the one kept; 0 to 20 only", () => {
    expect(variantRoll(input(), PARTS, 10, 17, 0.5, a5e).memory.rollOff).toBe(17);
    expect(variantRoll(input({ memory: mem({ rollOff: 5 }) }), PARTS, 10, undefined, 0.5, a5e).memory.rollOff).toBe(5);
    expect(variantRoll(input(), PARTS, 10, 20, 0.5, a5e).memory.rollOff).toBe(20);
    expect(variantRoll(input(), PARTS, 10, 0, 0.5, a5e).memory.rollOff).toBe(0);
    expect(variantRoll(input(), PARTS, 10, 9, 0.5, a13).memory.rollOff).toBe(0);
    expectRefusal(() => variantRoll(input(), PARTS, 10, 21, 0.5, a5e), "OUT_OF_RANGE", "rollOff", 21, "expected a d20 roll-off 1–20");
    expectRefusal(() => variantRoll(input(), PARTS, 10, -1, 0.5, a5e), "OUT_OF_RANGE", "rollOff", -1, "");
    expectRefusal(() => variantRoll(input(), PARTS, 10, 2.5, 0.5, a5e), "OUT_OF_RANGE", "rollOff", 2.5, "");
  });
  it("a reused check needs no die; a model without dice neither; any other roll does", () => {
    expect(variantRoll(input({ checkTotal: 13 }), PARTS, undefined, 4, 0.5, a5e).breakdown).toMatchObject({ total: 13, dice: 0 });
    expect(variantRoll(input({ actor: { dex: 15, level: 0, slow: false } }), PARTS, undefined, undefined, 0.5, osr).breakdown.total).toBe(15);
    expectRefusal(() => variantRoll(input(), PARTS, undefined, undefined, 0.5, a13), "INVALID_ARGUMENT", "dice", undefined, "a combatant that rolls has no dice");
    expectRefusal(() => variantRoll(input({ checkTotal: 13 }), PARTS, undefined, undefined, 0.5, a13), "INVALID_ARGUMENT", "dice", undefined, "");
    // A model that reuses a check, with no check made: the die is missing, not a die of 0.
    expectRefusal(() => variantRoll(input(), PARTS, undefined, 4, 0.5, a5e), "INVALID_ARGUMENT", "dice", undefined, "a combatant that rolls has no dice");
    expectRefusal(() => variantRoll(input({ checkTotal: null }), PARTS, undefined, 4, 0.5, a5e), "INVALID_ARGUMENT", "dice", undefined, "");
  });
  it("refuses a uniform outside [0, 1), an input or a memory that is not one, by name", () => {
    for (const u of [1, -0.1, Number.NaN, hostile("0.5")]) expectRefusal(() => variantRoll(input(), PARTS, 10, undefined, u, a13), "OUT_OF_RANGE", "uniform", u, "expected a number in [0, 1)");
    expectRefusal(() => variantRoll(hostile(null), PARTS, 10, undefined, 0.5, a13), "INVALID_ARGUMENT", "input", null, "");
    expect(() => variantRoll(input({ memory: mem({ tie: -1 }) }), PARTS, 10, undefined, 0.5, a13)).toThrow(/input\.memory/);
    expectRefusal(() => variantRoll(input(), PARTS, 10, undefined, 0.5, hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "");
  });
});

describe("variantTieBreaks", () => {
  const entry = (id: string, memory: VariantMemory, pc = false, perm = 0) => ({ id, memory, pc, perm });
  it("roll-once: by total, then the model's key (13A: the bonus), then the once-drawn tie; no memory of this model last", () => {
    const ranks = variantTieBreaks(
      [
        entry("low", mem({ model: "a13", total: 10, bonus: 5, tie: 1 })),
        entry("hiBonus", mem({ model: "a13", total: 12, bonus: 4, tie: 9 })),
        entry("loBonus", mem({ model: "a13", total: 12, bonus: 1, tie: 0 })),
        entry("stranger", mem({ model: "a5e", total: 30 })),
        entry("tieA", mem({ model: "a13", total: 10, bonus: 5, tie: 0 })),
      ],
      a13,
    );
    expect([...ranks].sort((x, y) => x[1] - y[1]).map(([id]) => id)).toEqual(["hiBonus", "loBonus", "tieA", "low", "stranger"]);
  });
  it("a readied combatant sits just ahead of its trigger only with a memory of this model", () => {
    const ranks = variantTieBreaks([entry("a", mem({ model: "a13", total: 15 })), entry("b", mem({ model: "a13", total: 5, aheadOf: "a" })), entry("c", mem({ model: "", total: 0, aheadOf: "a" }))], a13);
    expect([...ranks].sort((x, y) => x[1] - y[1]).map(([id]) => id)).toEqual(["b", "a", "c"]);
  });
  it("OSE sides: by the side's die, then player-owned first, then this round's permutation", () => {
    const ranks = variantTieBreaks([entry("m1", mem({ model: "oseSide", total: 4 }), false, 0), entry("p", mem({ model: "oseSide", total: 4 }), true, 9), entry("m2", mem({ model: "oseSide", total: 4 }), false, 1), entry("fast", mem({ model: "oseSide", total: 6 }), false, 5)], ose);
    expect([...ranks].sort((x, y) => x[1] - y[1]).map(([id]) => id)).toEqual(["fast", "p", "m1", "m2"]);
    const ind = variantTieBreaks([entry("m", mem({ model: "oseIndividual", total: 4 }), false, 0), entry("p", mem({ model: "oseIndividual", total: 4 }), true, 1)], resolveRuleset(OSE_IND));
    expect([...ind].sort((x, y) => x[1] - y[1]).map(([id]) => id)).toEqual(["m", "p"]);
  });
  it("names the bad entry, its memory and its permutation", () => {
    expectRefusal(() => variantTieBreaks(hostile(7), a13), "INVALID_ARGUMENT", "entries", 7, "");
    expectRefusal(() => variantTieBreaks([hostile(null)], a13), "INVALID_ARGUMENT", "entries[0]", null, "");
    expectRefusal(() => variantTieBreaks([entry("a", mem(), false, 0.5)], a13), "NOT_INTEGER", "entries[0].perm", 0.5, "");
    expect(() => variantTieBreaks([entry("a", mem({ tie: -1 }))], a13)).toThrow(/entries\[0\]\.memory/);
    expectRefusal(() => variantTieBreaks([], hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "");
  });
  it("the unchecked form (the round plan's, its memories already checked) still names a bad list, entry and permutation", () => {
    expectRefusal(() => variantTieBreaksUnchecked(hostile(7), a13), "INVALID_ARGUMENT", "entries", 7, "");
    expectRefusal(() => variantTieBreaksUnchecked([entry("a", mem({ model: "a13" })), hostile(null)], a13), "INVALID_ARGUMENT", "entries[1]", null, "");
    expectRefusal(() => variantTieBreaksUnchecked([entry("a", mem(), false, 1.5)], ose), "NOT_INTEGER", "entries[0].perm", 1.5, "");
  });
});
