import { describe, expect, it } from "vitest";
import { Sanitiser, adaptationFrom, armourChoice, creatureGroup, normaliseInput, treasureJudgement } from "./inputs";
import { PROBLEM_KEYS } from "./types";

const sanitiser = () => new Sanitiser((v) => `<${String(v)}>`);
const clamped = (field: string, value: string, used: string | number) => ({ key: PROBLEM_KEYS.clamped, data: { field, value, used } });

describe("Sanitiser.number: clamp and report (bad stored values never crash a sheet)", () => {
  it("a number within the bounds is kept, exactly at each bound too, and nothing is reported", () => {
    const s = sanitiser();
    expect([s.number("a", 2, { min: 2, max: 5 }), s.number("b", 5, { min: 2, max: 5 }), s.number("c", 2.5, { min: 2, max: 5 })]).toEqual([2, 5, 2.5]);
    expect(s.number("d", Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(s.number("e", 0)).toBe(0);
    expect(s.problems).toEqual([]);
  });

  it("below the minimum → the minimum, above the maximum → the maximum (the default bounds 0 and the largest safe integer), reported", () => {
    const s = sanitiser();
    expect(s.number("a", 1, { min: 2, max: 5 })).toBe(2);
    expect(s.number("b", 6, { min: 2, max: 5 })).toBe(5);
    expect(s.number("c", -0.5)).toBe(0);
    expect(s.number("d", 2 ** 60)).toBe(Number.MAX_SAFE_INTEGER);
    expect(s.problems).toEqual([clamped("a", "<1>", 2), clamped("b", "<6>", 5), clamped("c", "<-0.5>", 0), clamped("d", `<${2 ** 60}>`, Number.MAX_SAFE_INTEGER)]);
  });

  it("not a finite number → the fallback, or the minimum without one; a text is reported as itself", () => {
    const s = sanitiser();
    expect(s.number("a", "7", { min: 3 })).toBe(3);
    expect(s.number("b", Number.NaN, { min: 3, fallback: 4 })).toBe(4);
    expect(s.number("c", Infinity)).toBe(0);
    expect(s.number("d", undefined, { min: -2, fallback: 0 })).toBe(0);
    expect(s.problems).toEqual([clamped("a", "7", 3), clamped("b", "<NaN>", 4), clamped("c", "<Infinity>", 0), clamped("d", "<undefined>", 0)]);
  });

  it("a fraction where a whole number is needed is rounded down, reported; a whole number is kept", () => {
    const s = sanitiser();
    expect(s.number("a", 2.7, { integer: true })).toBe(2);
    expect(s.number("b", 3, { integer: true })).toBe(3);
    expect(s.number("c", 2.7, { integer: false })).toBe(2.7);
    expect(s.problems).toEqual([clamped("a", "<2.7>", 2)]);
  });

  it("integer: whole, from `min` (0 by default) to `max` (none by default)", () => {
    const s = sanitiser();
    expect([s.integer("a", -1), s.integer("b", 2 ** 40), s.integer("c", 4, 5), s.integer("d", 9, 0, 8), s.integer("e", 1.5)]).toEqual([0, 2 ** 40, 5, 8, 1]);
    expect(s.problems.map((p) => p.data["field"])).toEqual(["a", "c", "d", "e"]);
  });
});

describe("Sanitiser: objects, lists, choices and flags", () => {
  it("object: an object (an array too) is kept; absent is {} unreported; anything else is {} reported", () => {
    const s = sanitiser();
    const o = { a: 1 };
    expect(s.object("a", o)).toBe(o);
    expect(Array.isArray(s.object("b", []))).toBe(true);
    expect(s.object("c", undefined)).toEqual({});
    expect(s.object("d", null)).toEqual({});
    expect(s.object("e", 5)).toEqual({});
    expect(s.problems).toEqual([clamped("d", "<null>", "{}"), clamped("e", "<5>", "{}")]);
  });

  it("list: an array as is, a Set as its entries; absent is [] unreported; anything else is [] reported", () => {
    const s = sanitiser();
    const a = [1];
    expect(s.list("a", a)).toBe(a);
    expect(s.list("b", new Set(["x", "y"]))).toEqual(["x", "y"]);
    expect(s.list("c", undefined)).toEqual([]);
    expect(s.list("d", "xy")).toEqual([]);
    expect(s.list("e", null)).toEqual([]);
    expect(s.problems).toEqual([clamped("d", "xy", "[]"), clamped("e", "<null>", "[]")]);
  });

  it("choice: absent is the fallback unreported; one of the choices is kept; anything else is the fallback, reported", () => {
    const s = sanitiser();
    const choices = ["a", "b"] as const;
    expect([s.choice("f", undefined, choices, "a"), s.choice("f", "b", choices, "a"), s.choice("g", "c", choices, "a"), s.choice("h", 1, choices, "b")]).toEqual(["a", "b", "a", "b"]);
    expect(s.problems).toEqual([clamped("g", "c", "a"), clamped("h", "<1>", "b")]);
  });

  it("flag: true, false or absent (false) unreported; anything else is false, reported", () => {
    const s = sanitiser();
    expect([s.flag("a", true), s.flag("b", false), s.flag("c", undefined), s.flag("d", "true"), s.flag("e", 1)]).toEqual([true, false, false, false, false]);
    expect(s.problems).toEqual([clamped("d", "true", "false"), clamped("e", "<1>", "false")]);
  });
});

describe("normaliseInput: the input in the shape the derivation reads", () => {
  it("a type that is neither is a character, reported; a creature and a character are kept unreported", () => {
    for (const [type, want, reported] of [["creature", "creature", false], ["character", "character", false], ["npc", "character", true], [undefined, "character", true]] as const) {
      const s = sanitiser();
      expect(normaliseInput({ type, system: {} }, s).type).toBe(want);
      expect(s.problems).toEqual(reported ? [clamped("type", type === undefined ? "<undefined>" : type, "character")] : []);
    }
  });

  it("parts that are not objects become {} and lists that are not lists [], each reported by name", () => {
    const s = sanitiser();
    const input = normaliseInput({ type: "character", system: { movement: { adaptation: 3 }, encumbrance: 1, load: 2, march: "x", nativeTerrains: 4, abilities: 5, travel: 6 }, items: 7, conditions: 8 }, s);
    expect(s.problems.map((p) => p.data["field"])).toEqual(["movement.adaptation", "encumbrance", "load", "march", "nativeTerrains", "abilities", "travel", "items", "conditions"]);
    expect(input.system.movement.adaptation).toEqual({});
    expect(input.system.encumbrance).toEqual({});
    expect(input.items).toEqual([]);
    expect(input.conditions).toEqual([]);
    const parts = sanitiser();
    normaliseInput({ type: "character", system: { movement: 1 } }, parts);
    expect(parts.problems.map((p) => p.data["field"])).toEqual(["movement"]);
    const sys = sanitiser();
    normaliseInput({ type: "character", system: 2 }, sys);
    expect(sys.problems.map((p) => p.data["field"])).toEqual(["system"]);
    const none = sanitiser();
    normaliseInput(null, none);
    expect(none.problems.map((p) => p.data["field"])).toEqual(["input", "type"]);
  });

  it("the system's fields are passed on as stored; only text conditions are kept", () => {
    const s = sanitiser();
    const input = normaliseInput({ type: "character", system: { bodyWeight: 80, quickness: 2, coins: 9, oseTreasure: "none", movement: { speed: 12, milesPerDay: 24, sureFooted: true } }, conditions: ["prone", 3, "stunned"], worldTime: 60 }, s);
    expect(input.system).toMatchObject({ bodyWeight: 80, quickness: 2, coins: 9, oseTreasure: "none", movement: { speed: 12, milesPerDay: 24, sureFooted: true, adaptation: {} } });
    expect(input.conditions).toEqual(["prone", "stunned"]);
    expect(input.worldTime).toBe(60);
    expect(s.problems).toEqual([]);
  });

  it("an item without a type or a system is skipped, reported by its index; an id and a name are kept only as text", () => {
    const s = sanitiser();
    const input = normaliseInput(
      { type: "character", system: {}, items: [null, 5, { system: {} }, { type: "gear" }, { type: "gear", system: null }, { type: "gear", system: 1 }, { id: "i1", type: "gear", name: "rope", system: { weight: 1 } }, { id: 2, type: "gear", name: 3, system: {} }] },
      s,
    );
    expect(s.problems.map((p) => [p.data["field"], p.data["used"]])).toEqual([0, 1, 2, 3, 4, 5].map((i) => [`items[${i}]`, "—"]));
    expect(input.items).toEqual([{ id: "i1", type: "gear", name: "rope", system: { weight: 1 } }, { type: "gear", system: {} }]);
  });
});

describe("the stored choices read", () => {
  it("creatureGroup: absent is other unreported; a group is kept; anything else is other, reported", () => {
    const s = sanitiser();
    expect([creatureGroup(undefined, s), creatureGroup("packAnimal", s), creatureGroup("dragon", s)]).toEqual(["other", "packAnimal", "other"]);
    expect(s.problems).toEqual([clamped("encumbrance.group", "dragon", "other")]);
  });

  it("adaptationFrom keeps only pairs of terrains; a missing or non-object source is none", () => {
    expect(adaptationFrom({ hills: "optimal", lava: "optimal", forest: "sky" })).toEqual({ hills: "optimal" });
    expect(adaptationFrom(undefined)).toEqual({});
    expect(adaptationFrom(null as never)).toEqual({});
    expect(adaptationFrom("hills" as never)).toEqual({});
  });

  it("treasureJudgement and armourChoice: absent is auto unreported; a choice is kept; anything else is auto, reported with its label", () => {
    const s = sanitiser();
    expect([treasureJudgement(s, undefined), treasureJudgement(s, "significant"), treasureJudgement(s, "lots")]).toEqual(["auto", "significant", "auto"]);
    expect([armourChoice(s, "mail", undefined), armourChoice(s, "mail", "heavy"), armourChoice(s, "mail", 3)]).toEqual(["auto", "heavy", "auto"]);
    expect(s.problems).toEqual([clamped("oseTreasure", "lots", "auto"), clamped("mail: oseClass", "<3>", "auto")]);
  });
});
