/**
 * The dice requests of a round transition check only the memory fields they read (whether a
 * roll-once model's base is kept: `model` and `base`); the round plan that follows checks each
 * memory whole before anything is written (RULES.md §2: a table of 1,000 within a frame).
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, planRoundTransition, resolveRuleset, type RoundCombatantInput, type VariantMemory } from "../index";
import { A13, NO_PARTS } from "../../../tests/support/initiative-sim";
import { expectRefusal, hostile } from "../../../tests/support/rules-error";
import { assertMemoryFields } from "../ruleset/memory";
import { diceRequests, needsBaseRollUnchecked, type VariantCombatantInput } from "./round";

const a13 = resolveRuleset(A13);
const input = (memory: Partial<VariantMemory>): VariantCombatantInput => ({ actor: { dex: 10, level: 0, slow: false }, side: "hostile", group: "g", pc: false, memory: { ...NO_VARIANT_MEMORY, ...memory } });

describe("assertMemoryFields", () => {
  it("checks each named field that the declarations declare, and only those", () => {
    expect(() => assertMemoryFields("m", a13.memory, { ...NO_VARIANT_MEMORY, instigator: 1 }, ["model", "base"])).not.toThrow();
    expectRefusal(() => assertMemoryFields("m", a13.memory, { ...NO_VARIANT_MEMORY, base: 21 }, ["model", "base"]), "OUT_OF_RANGE", "m.base", 21, "");
    expectRefusal(() => assertMemoryFields("m", a13.memory, { ...NO_VARIANT_MEMORY, model: 5 }, ["base", "model"]), "INVALID_ARGUMENT", "m.model", 5, "");
    // A name no declaration holds is not a field of this memory: nothing to check.
    expect(() => assertMemoryFields("m", a13.memory, { ...NO_VARIANT_MEMORY }, ["noSuchField"])).not.toThrow();
    expectRefusal(() => assertMemoryFields("m", a13.memory, hostile(null), ["base"]), "INVALID_ARGUMENT", "m", null, "expected an object");
    expectRefusal(() => assertMemoryFields(hostile(3), a13.memory, hostile("x"), ["base"]), "INVALID_ARGUMENT", "memory", "x", "expected an object");
  });
});

describe("the dice requests under a roll-once model", () => {
  it("refuse a kept base or model outside its declaration, by name", () => {
    expectRefusal(() => diceRequests([{ id: "a", variant: input({ model: "a13", base: 21 }) }], a13), "OUT_OF_RANGE", "memory.base", 21, "");
    expectRefusal(() => diceRequests([{ id: "a", variant: input({ model: hostile(7), base: 3 }) }], a13), "INVALID_ARGUMENT", "memory.model", 7, "");
  });

  it("leave a field they do not read to the round plan, which refuses it before anything is written", () => {
    const odd = input({ model: "a13", base: 3, instigator: hostile(1) });
    expect(diceRequests([{ id: "a", variant: odd }], a13)).toEqual([]);
    const c: RoundCombatantInput = { state: { id: "a", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, name: "a", hidden: false, parts: NO_PARTS, variant: { ...odd, checkTotal: null } };
    expectRefusal(() => planRoundTransition({ round: 2, combatants: [c], dice: new Map(), tieBreakUniforms: [0.5] }, a13), "INVALID_ARGUMENT", "memory.instigator", 1, "");
  });

  it("needsBaseRollUnchecked answers as the kept base says", () => {
    expect(needsBaseRollUnchecked(input({ model: "a13", base: 3 }).memory, a13)).toBe(false);
    expect(needsBaseRollUnchecked(input({ model: "a13", base: 0 }).memory, a13)).toBe(true);
    expect(needsBaseRollUnchecked(input({ model: "a5e", base: 3 }).memory, a13)).toBe(true);
  });
});
