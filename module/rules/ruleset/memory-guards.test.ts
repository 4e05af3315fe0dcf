/**
 * The edges of ./memory.ts and ./memory-registry.ts: each declaration builder at its bounds (and its
 * message when it refuses), two declarations compared field by field, each kind of field accepted
 * exactly at its bounds and refused one past them (code, path, value and text), the label, and a
 * caller's own map read afresh at every call. The registry's collection is in memory.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../../tests/support/rules-error";
import { assertMemory, collectMemory, memBool, memChoice, memInt, memText, memoryDefaults, type MemoryDecls } from "./memory";
import { NO_VARIANT_MEMORY, assertVariantMemory, coreMemory } from "./memory-registry";

describe("the declaration builders", () => {
  it("memInt: an initial value at either bound is legal; outside them or fractional is a declaration error", () => {
    expect(memInt(0, 5, 0)).toEqual({ kind: "int", min: 0, max: 5, initial: 0 });
    expect(memInt(0, 5, 5)).toEqual({ kind: "int", min: 0, max: 5, initial: 5 });
    expect(memInt(3, 3, 3)).toEqual({ kind: "int", min: 3, max: 3, initial: 3 });
    expect(Object.isFrozen(memInt(0, 5, 1))).toBe(true);
    expect(() => memInt(0, 5, 6)).toThrow("memory: int field 0..5 cannot start at 6");
    expect(() => memInt(1, 5, 0)).toThrow("memory: int field 1..5 cannot start at 0");
    expect(() => memInt(0.5, 5, 1)).toThrow("memory: int field 0.5..5 cannot start at 1");
    expect(() => memInt(0, 5.5, 1)).toThrow("memory: int field 0..5.5 cannot start at 1");
    expect(() => memInt(0, 5, 1.5)).toThrow("memory: int field 0..5 cannot start at 1.5");
  });

  it("memText: an initial text of exactly the length is legal; longer, a negative or fractional length is an error", () => {
    expect(memText(3, "abc")).toEqual({ kind: "text", maxLength: 3, initial: "abc" });
    expect(memText(0)).toEqual({ kind: "text", maxLength: 0, initial: "" });
    expect(Object.isFrozen(memText(2))).toBe(true);
    expect(() => memText(2, "abc")).toThrow('memory: text field of 2 characters cannot start at "abc"');
    expect(() => memText(-1)).toThrow('memory: text field of -1 characters cannot start at ""');
    expect(() => memText(2.5)).toThrow("memory: text field of 2.5 characters");
  });

  it("memChoice: a frozen copy of the choices; an initial value outside them is an error", () => {
    const choices = ["a", "b"];
    const decl = memChoice(choices, "b");
    expect(decl).toEqual({ kind: "choice", choices: ["a", "b"], initial: "b" });
    expect(decl.choices).not.toBe(choices);
    expect(Object.isFrozen(decl) && Object.isFrozen(decl.choices)).toBe(true);
    expect(() => memChoice(["a"], "c" as "a")).toThrow('memory: choice field cannot start at "c"');
  });

  it("memBool: frozen, with its initial value", () => {
    expect(memBool(true)).toEqual({ kind: "bool", initial: true });
    expect(Object.isFrozen(memBool(false))).toBe(true);
  });
});

describe("collectMemory: two declarations of a field compared", () => {
  const CORE: MemoryDecls = { base: memInt(0, 20, 0) };
  const twice = (a: MemoryDecls[string], b: MemoryDecls[string]) => () => collectMemory(CORE, [{ id: "a", memory: { f: a } }, { id: "b", memory: { f: b } }]);

  it("equal declarations of every kind are one field, kept from the first module", () => {
    const first = memInt(0, 9, 1);
    expect(collectMemory(CORE, [{ id: "a", memory: { f: first } }, { id: "b", memory: { f: memInt(0, 9, 1) } }])["f"]).toBe(first);
    expect(twice(memText(4, "x"), memText(4, "x"))).not.toThrow();
    expect(twice(memChoice(["x", "y"], "x"), memChoice(["x", "y"], "x"))).not.toThrow();
    expect(twice(memBool(true), memBool(true))).not.toThrow();
  });

  it("a difference in the initial value, either bound, the length or the choices (their number or order) is refused", () => {
    expect(twice(memInt(0, 9, 1), memInt(0, 9, 2))).toThrow("combatant memory: b declares f unlike a");
    expect(twice(memInt(0, 9, 1), memInt(1, 9, 1))).toThrow(/unlike a/);
    expect(twice(memInt(0, 9, 1), memInt(0, 8, 1))).toThrow(/unlike a/);
    expect(twice(memText(4, "x"), memText(4, "y"))).toThrow(/unlike a/);
    expect(twice(memText(4), memText(5))).toThrow(/unlike a/);
    expect(twice(memChoice(["x", "y"], "x"), memChoice(["x", "y", "z"], "x"))).toThrow(/unlike a/);
    expect(twice(memChoice(["x", "y"], "x"), memChoice(["x", "z"], "x"))).toThrow(/unlike a/);
    expect(twice(memBool(true), memBool(false))).toThrow(/unlike a/);
    // Two kinds with the same initial value are still two declarations.
    expect(twice(memText(4, "x"), memChoice(["x"], "x"))).toThrow(/unlike a$/);
  });

  it("names the first module that declared the field, not a later one that agreed", () => {
    const f = memInt(0, 9, 1);
    expect(() => collectMemory(CORE, [{ id: "a", memory: { f } }, { id: "b", memory: { f } }, { id: "c", memory: { f: memInt(0, 9, 2) } }])).toThrow(/^combatant memory: c declares f unlike a$/);
  });

  it("names the module and the core's field it reuses", () => {
    expect(() => collectMemory(CORE, [{ id: "m", memory: { base: memBool(false) } }])).toThrow("combatant memory: m declares base, a field of the core");
  });

  it("keeps the core's map and the modules' unchanged, and returns a frozen map", () => {
    const core = { base: memInt(0, 20, 0) };
    const out = collectMemory(core, [{ id: "a", memory: { x: memBool(false) } }]);
    expect(Object.keys(core)).toEqual(["base"]);
    expect(Object.isFrozen(out)).toBe(true);
  });
});

describe("memoryDefaults", () => {
  it("each field's initial value, frozen", () => {
    const d = memoryDefaults({ a: memBool(true), b: memChoice(["p", "q"], "q"), c: memText(3, "hi") });
    expect(d).toEqual({ a: true, b: "q", c: "hi" });
    expect(Object.isFrozen(d)).toBe(true);
  });
});

describe("assertMemory: each kind of field at its bounds", () => {
  const DECLS: MemoryDecls = Object.freeze({ n: memInt(-2, 5, 0), t: memText(3), k: memChoice(["x", "y"], "x"), b: memBool(false) });
  const ok = { n: 0, t: "", k: "x", b: false };
  const check = (memory: unknown, label: unknown = "mem") => () => assertMemory(label as string, DECLS, memory);

  it("takes each bound exactly", () => {
    for (const n of [-2, 5]) expect(check({ ...ok, n })).not.toThrow();
    expect(check({ ...ok, t: "abc" })).not.toThrow();
    expect(check({ ...ok, k: "y", b: true })).not.toThrow();
  });

  it("an int: one past either bound, a fraction, a non-number, an unsafe integer", () => {
    expectRefusal(check({ ...ok, n: 6 }), "OUT_OF_RANGE", "mem.n", 6, "expected -2–5");
    expectRefusal(check({ ...ok, n: -3 }), "OUT_OF_RANGE", "mem.n", -3, "expected -2–5");
    expectRefusal(check({ ...ok, n: 1.5 }), "NOT_INTEGER", "mem.n", 1.5, "expected a whole number");
    expectRefusal(check({ ...ok, n: "1" }), "NOT_A_NUMBER", "mem.n", "1", "expected a number");
    expectRefusal(check({ ...ok, n: 2 ** 53 }), "NOT_INTEGER", "mem.n", 2 ** 53, "expected a whole number");
  });

  it("a text: one character too long, a non-text", () => {
    expectRefusal(check({ ...ok, t: "abcd" }), "INVALID_ARGUMENT", "mem.t", "abcd", "expected a text of at most 3 characters");
    expectRefusal(check({ ...ok, t: 3 }), "INVALID_ARGUMENT", "mem.t", 3, "expected a text of at most 3 characters");
    // A list has a length too: it is still no text.
    expectRefusal(check({ ...ok, t: ["a"] }), "INVALID_ARGUMENT", "mem.t", ["a"], "expected a text of at most 3 characters");
  });

  it("a choice: another text, a non-text", () => {
    expectRefusal(check({ ...ok, k: "z" }), "INVALID_ARGUMENT", "mem.k", "z", 'expected one of "x", "y"');
    expectRefusal(check({ ...ok, k: ["x"] }), "INVALID_ARGUMENT", "mem.k", ["x"], 'expected one of "x", "y"');
  });

  it("a bool: 0 or text", () => {
    expectRefusal(check({ ...ok, b: 0 }), "INVALID_ARGUMENT", "mem.b", 0, "expected a boolean");
    expectRefusal(check({ ...ok, b: "false" }), "INVALID_ARGUMENT", "mem.b", "false", "expected a boolean");
  });

  it("a label that is not text reads as `memory`; a memory that is not an object is refused by it", () => {
    expectRefusal(check({ ...ok, b: 0 }, 7), "INVALID_ARGUMENT", "memory.b", 0, "expected a boolean");
    expectRefusal(check([ok]), "INVALID_ARGUMENT", "mem", [ok], "expected an object");
    expectRefusal(check("ok", null), "INVALID_ARGUMENT", "memory", "ok", "expected an object");
  });

  it("a caller's own (unfrozen) map is read afresh at every call; a frozen one keeps its fields", () => {
    const own: Record<string, MemoryDecls[string]> = { a: memBool(false) };
    expect(() => assertMemory("m", own, { a: false })).not.toThrow();
    own["z"] = memInt(0, 1, 0);
    expectRefusal(() => assertMemory("m", own, { a: false }), "NOT_A_NUMBER", "m.z", undefined, "expected a number");
    expect(() => assertMemory("m", own, { a: false, z: 1 })).not.toThrow();
  });
});

describe("the registry's memory check", () => {
  it("names the label given and the field", () => {
    expectRefusal(() => assertVariantMemory("combatant.memory", { ...NO_VARIANT_MEMORY, base: 21 }), "OUT_OF_RANGE", "combatant.memory.base", 21, "expected 0–20");
    expect(() => assertVariantMemory("m", { ...NO_VARIANT_MEMORY, base: 20 })).not.toThrow();
  });

  it("the core's declarations are one map, made once", () => {
    expect(coreMemory()).toBe(coreMemory());
  });
});
