import { describe, expect, it } from "vitest";
import { RulesError } from "../errors";
import { MAX_LIST_LENGTH } from "../bounds";
import { MAX_PARTS, assertBoolean, assertFighter, assertOneOf, assertParts, assertRoll, assertText } from "./validate";
import { fighter } from "../../../tests/support/fighters";
import { hostile, thrownBy } from "../../../tests/support/rules-error";

const f = fighter();
/** The refusal of `call`, checked to be a RulesError naming `parameter`. */
function refusal(call: () => unknown, parameter: string): RulesError {
  const e = thrownBy(call);
  expect(e).toBeInstanceOf(RulesError);
  expect((e as RulesError).parameter).toBe(parameter);
  return e as RulesError;
}

describe("a fighter's checks (RESOLUTION.md R19): every field refused by its own name", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["f.playerCharacter", { playerCharacter: "yes" }],
    ["f.level", { level: -1 }],
    ["f.abilities", { abilities: null }],
    ["f.abilities.dex", { abilities: { ...f.abilities, dex: -1 } }],
    ["f.defences", { defences: 10 }],
    ["f.defences.pd", { defences: { ...f.defences, pd: 0.5 } }],
    ["f.armour", { armour: "plate" }],
    ["f.armour[0]", { armour: [null] }],
    ["f.armour[0].defence", { armour: [{ defence: 0.5, shield: false }] }],
    ["f.armour[0].shield", { armour: [{ defence: 1, shield: "no" }] }],
    ["f.armour[1].shield", { armour: [{ defence: 1, shield: true }, { defence: 1, shield: 1 }] }],
    ["f.conditions[0]", { conditions: [3] }],
    ["f.health", { health: null }],
    ["f.health.temp", { health: { ...f.health, temp: -1 } }],
    ["f.dying", { dying: null }],
    ["f.dying.stable", { dying: { ...f.dying, stable: "no" } }],
    ["f.dying.combat", { dying: { ...f.dying, combat: null } }],
    ["f.resistances", { resistances: null }],
    ["f.resistances.fire", { resistances: { fire: -1 } }],
    ["f.proficiency", { proficiency: 0.5 }],
    ["f.attackBonus", { attackBonus: 0.5 }],
    ["f.hitDice", { hitDice: null }],
    ["f.hitDice.dice", { hitDice: { dice: -1, plus: 0 } }],
    ["f.hitDice.plus", { hitDice: { dice: 1, plus: 0.5 } }],
    ["f.saves", { saves: null }],
    ["f.saves.breath", { saves: { ...f.saves, breath: 0.5 } }],
    ["f.saveProficiencies", { saveProficiencies: "str" }],
    ["f.saveProficiencies[1]", { saveProficiencies: ["str", "luck"] }],
    ["f.morale", { morale: 0.5 }],
    ["f.moraleBonus", { moraleBonus: 0.5 }],
    ["f.recoveries", { recoveries: null }],
    ["f.recoveries.value", { recoveries: { ...f.recoveries, value: -1 } }],
    ["f.recoveries.max", { recoveries: { ...f.recoveries, max: -1 } }],
    ["f.recoveries.die", { recoveries: { ...f.recoveries, die: 8 } }],
    ["f.recoveries.overdrawn", { recoveries: { ...f.recoveries, overdrawn: -1 } }],
    ["f.lastingWounds", { lastingWounds: -1 }],
  ];
  it.each(cases)("%s", (parameter, over) => {
    refusal(() => assertFighter("f", hostile({ ...f, ...over })), parameter);
  });

  it("accepts what may be absent: no attack bonus, no save values, save values that are set", () => {
    expect(() => assertFighter("f", { ...f, attackBonus: null, saves: { death: null, wands: null, paralysis: null, breath: null, spells: null } })).not.toThrow();
    expect(() => assertFighter("f", { ...f, attackBonus: 3, saves: { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 } })).not.toThrow();
  });

  it("health above its max is refused with the max it exceeds (R6)", () => {
    const e = refusal(() => assertFighter("f", { ...f, health: { value: 5, max: 3, below: 0, temp: 0 } }), "f.health.value");
    expect(e.value).toBe(5);
    expect(e.message).toMatch(/expected at most max \(3\) \(RESOLUTION\.md R6\)$/);
  });

  it("at most MAX_LIST_LENGTH damage types", () => {
    const types = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, 1]));
    expect(() => assertFighter("f", { ...f, resistances: types(MAX_LIST_LENGTH) })).not.toThrow();
    const e = refusal(() => assertFighter("f", { ...f, resistances: types(MAX_LIST_LENGTH + 1) }), "f.resistances");
    expect(e.code).toBe("OUT_OF_RANGE");
    expect(e.value).toBe(MAX_LIST_LENGTH + 1);
    expect(e.message).toMatch(/too many damage types$/);
  });
});

describe("the plain checks: what they refuse and why", () => {
  it("text: a string of at most 10000 characters", () => {
    expect(refusal(() => assertText("t", 3), "t").message).toMatch(/expected a string$/);
    expect(() => assertText("t", "x".repeat(10_000))).not.toThrow();
    const e = refusal(() => assertText("t", "x".repeat(10_001)), "t.length");
    expect(e).toMatchObject({ code: "OUT_OF_RANGE", value: 10_001 });
    expect(e.message).toMatch(/expected at most 10000 characters$/);
  });

  it("true or false, and one of a list (the list is named)", () => {
    expect(refusal(() => assertBoolean("b", "true"), "b").message).toMatch(/expected true or false$/);
    expect(refusal(() => assertOneOf("o", "c", ["a", "b"]), "o").message).toMatch(/expected one of a, b$/);
  });

  it("parts: at most MAX_PARTS, each an object with a text key", () => {
    const parts = (n: number) => Array.from({ length: n }, () => ({ key: "p", value: 1 }));
    expect(() => assertParts("p", parts(MAX_PARTS))).not.toThrow();
    const e = refusal(() => assertParts("p", parts(MAX_PARTS + 1)), "p.length");
    expect(e).toMatchObject({ code: "OUT_OF_RANGE", value: MAX_PARTS + 1 });
    expect(e.message).toMatch(new RegExp(`expected at most ${MAX_PARTS} parts$`));
    refusal(() => assertParts("p", [{ key: "a", value: 1 }, null]), "p[1]");
    refusal(() => assertParts("p", [{ key: 2, value: 1 }]), "p[0].key");
  });

  it("a roll: no natural (no d20) or 1–20", () => {
    expect(() => assertRoll("r", { natural: null, diceTotal: 7 })).not.toThrow();
    expect(refusal(() => assertRoll("r", { natural: 21, diceTotal: 21 }), "r.natural").code).toBe("OUT_OF_RANGE");
  });
});
