/**
 * Combatant memory slices (docs/architecture.md, "Memory slices"): the registry collects the core's
 * fields and every module's slice into one map, refuses a field declared two ways or named like a
 * core field, and the initial memory and its validation are generated from that map.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { RulesError } from "../errors";
import { assertMemory, collectMemory, memBool, memChoice, memInt, memText, memoryDefaults, type MemoryDecls } from "./memory";
import { MEMORY_FIELDS, NO_VARIANT_MEMORY, assertVariantMemory, coreMemory, type MemoryMark, type VariantMemory } from "./memory-registry";
import { RULE_MODULES } from "./registry";
import { SURPRISED_MEMORY } from "../modules/combat/surprise-memory";
import { HOLD_MEMORY } from "../initiative/hold-memory";
import { BOOK_RULESET, resolveRuleset, resolveWith } from "./resolve";
import { holdAction } from "../initiative/hold";
import { needsBaseRoll } from "../initiative/round";
import { variantConfig } from "../../../tests/support/variants";

const CORE: MemoryDecls = { base: memInt(0, 20, 0) };

describe("collecting the memory slices", () => {
  it("keeps the core's fields first, then each module's slice in registry order", () => {
    const fields = collectMemory(CORE, [{ id: "a", memory: { held: memInt(0, 9, 0) } }, { id: "b" }, { id: "c", memory: { mark: memBool(false) } }]);
    expect(Object.keys(fields)).toEqual(["base", "held", "mark"]);
    expect(Object.isFrozen(fields)).toBe(true);
  });

  it("accepts a field two modules declare alike (one shared const, or equal declarations)", () => {
    const shared = { surprised: memBool(false) };
    expect(Object.keys(collectMemory(CORE, [{ id: "a", memory: shared }, { id: "b", memory: shared }, { id: "c", memory: { surprised: memBool(false) } }]))).toEqual(["base", "surprised"]);
  });

  it("refuses a field two modules declare differently, naming both", () => {
    expect(() => collectMemory(CORE, [{ id: "a", memory: { mark: memBool(false) } }, { id: "b", memory: { mark: memBool(true) } }])).toThrow(/b declares mark unlike a/);
    expect(() => collectMemory(CORE, [{ id: "a", memory: { held: memInt(0, 9, 0) } }, { id: "b", memory: { held: memInt(0, 10, 0) } }])).toThrow(/b declares held unlike a/);
    expect(() => collectMemory(CORE, [{ id: "a", memory: { t: memText(10) } }, { id: "b", memory: { t: memText(20) } }])).toThrow(/b declares t/);
    expect(() => collectMemory(CORE, [{ id: "a", memory: { k: memChoice(["x", "y"], "x") } }, { id: "b", memory: { k: memChoice(["x", "z"], "x") } }])).toThrow(/b declares k/);
    expect(() => collectMemory(CORE, [{ id: "a", memory: { k: memBool(false) } }, { id: "b", memory: { k: memText(5) } }])).toThrow(/b declares k/);
  });

  it("refuses a module field named like a core field, even declared alike", () => {
    expect(() => collectMemory(CORE, [{ id: "a", memory: { base: memInt(0, 20, 0) } }])).toThrow(/a declares base, a field of the core/);
  });

  it("refuses a declaration whose initial value breaks its own bounds", () => {
    expect(() => memInt(1, 20, 0)).toThrow();
    expect(() => memText(3, "long")).toThrow();
    expect(() => memChoice(["a", "b"], "c" as "a")).toThrow();
  });
});

describe("the registry's memory", () => {
  it("is the core's fields, then every registered module's slice in registry order, each field once with its own declaration", () => {
    // Derived from the registry, so a module registered later is checked here without editing this test.
    const expected = new Map<string, unknown>(Object.entries(coreMemory()));
    for (const m of RULE_MODULES) for (const [field, decl] of Object.entries(m.memory ?? {})) if (!expected.has(field)) expected.set(field, decl);
    expect(Object.keys(MEMORY_FIELDS)).toEqual([...expected.keys()]);
    for (const [field, decl] of expected) expect(MEMORY_FIELDS[field], field).toEqual(decl);
    // A field two modules share is one declaration (collectMemory refuses two that differ).
    for (const m of RULE_MODULES) for (const [field, decl] of Object.entries(m.memory ?? {})) expect(MEMORY_FIELDS[field], `${m.id}: ${field}`).toEqual(decl);
    expect(Object.isFrozen(MEMORY_FIELDS)).toBe(true);
  });

  it("a slice registered after the others joins the memory and its initial values", () => {
    const late = { id: "test.late", domain: "combat" as const, memory: { lateMark: memInt(0, 3, 2) } };
    const fields = collectMemory(coreMemory(), [...RULE_MODULES, late]);
    expect(Object.keys(fields)).toEqual([...Object.keys(MEMORY_FIELDS), "lateMark"]);
    expect(memoryDefaults(fields)).toEqual({ ...NO_VARIANT_MEMORY, lateMark: 2 });
  });

  it("keeps the stored bounds of the fields combatants already hold", () => {
    expect(MEMORY_FIELDS).toMatchObject({
      retreatRound: { kind: "int", min: 0, max: 1_005_000 },
      retreatStoppedAt: { kind: "int", min: 0, max: 20_100_020 },
      // Dragging an ally (VARIANTS.md §13.3 row 42): the second an ally was dragged, the round a dragger spent its reaction.
      draggedAt: { kind: "int", min: 0, max: 20_100_020 },
      dragReactionRound: { kind: "int", min: 0, max: 1_005_000 },
      // Mounted combat (VARIANTS.md §13.3 row 41): the mount's token id, the round of the last mount or dismount.
      mountId: { kind: "text", maxLength: 16 },
      mountRound: { kind: "int", min: 0, max: 1_005_000 },
      engageSpent: { kind: "text", maxLength: 1088 },
      // One reaction a round (A5E, 004:L64): the round its last opportunity attack was made.
      reactionRound: { kind: "int", min: 0, max: 1_005_000 },
      disengageSecond: { kind: "int", min: 0, max: 20 },
      grabberHitAt: { kind: "int", min: 0, max: 20_100_020 },
      base: { kind: "int", min: 0, max: 20 },
      dice: { kind: "int", min: 0, max: 20 },
      bonus: { kind: "int", min: -1000, max: 1000 },
      total: { kind: "int", min: -1000, max: 1000 },
      rollOff: { kind: "int", min: 0, max: 20 },
      tie: { kind: "int", min: 0, max: 999_999 },
      held: { kind: "int", min: 0, max: 1_000_000 },
      aheadOf: { kind: "text", maxLength: 200 },
      trigger: { kind: "text", maxLength: 200 },
      readied: { kind: "bool" },
      surprised: { kind: "bool" },
      ambusher: { kind: "bool" },
      instigator: { kind: "bool" },
      model: { kind: "choice", choices: ["", "er2d10", "a13", "osrDex", "oseSide", "oseIndividual", "a5e"] },
    });
  });

  it("takes the module fields from the modules that own them, not from the core", () => {
    const core = Object.keys(coreMemory());
    expect(core.sort()).toEqual(["base", "bonus", "dice", "model", "rollOff", "tie", "total"]);
    const owners = (field: string) => RULE_MODULES.filter((m) => m.memory && field in m.memory).map((m) => m.id);
    expect(owners("surprised")).toEqual(["surprise.a13", "surprise.ose", "surprise.a5e"]);
    expect(owners("ambusher")).toEqual(["surprise.a13"]);
    expect(owners("instigator")).toEqual(["surprise.a5e"]);
    for (const f of ["held", "readied", "trigger", "aheadOf"]) expect(owners(f)).toEqual(["initiative.a13", "initiative.osrDex"]);
    // The shared fields are one declaration.
    expect(MEMORY_FIELDS["surprised"]).toBe(SURPRISED_MEMORY.surprised);
    expect(MEMORY_FIELDS["held"]).toBe(HOLD_MEMORY.held);
  });

  it("starts every combatant at the stored initial values (no migration of existing combatants)", () => {
    // Every declared field, at its declared initial value (derived: a new slice needs no edit here).
    expect(Object.keys(NO_VARIANT_MEMORY)).toEqual(Object.keys(MEMORY_FIELDS));
    for (const [field, decl] of Object.entries(MEMORY_FIELDS)) expect(NO_VARIANT_MEMORY[field as keyof VariantMemory], field).toBe(decl.initial);
    // The values combatants already hold start from (no migration).
    expect(NO_VARIANT_MEMORY).toMatchObject({ model: "", base: 0, dice: 0, bonus: 0, total: 0, rollOff: 0, tie: 0, aheadOf: "", held: 0, readied: false, trigger: "", surprised: false, ambusher: false, instigator: false, retreatRound: 0, retreatStoppedAt: 0, draggedAt: 0, dragReactionRound: 0, engageRound: 0, engageSpent: "", disengageRound: 0, disengageSecond: 0, disengageResult: "none", grabberHitAt: 0, interceptAt: 0, stoppedAt: 0, pursuit: false });
    expect(Object.isFrozen(NO_VARIANT_MEMORY)).toBe(true);
    expect(memoryDefaults({ a: memInt(-2, 2, 1), b: memText(4, "x") })).toEqual({ a: 1, b: "x" });
  });

  it("types VariantMemory as the core's fields and every module slice", () => {
    expectTypeOf<keyof VariantMemory>().toEqualTypeOf<"model" | "base" | "dice" | "bonus" | "total" | "rollOff" | "tie" | "aheadOf" | "held" | "readied" | "trigger" | "surprised" | "ambusher" | "instigator" | "retreatRound" | "retreatStoppedAt" | "draggedAt" | "dragReactionRound" | "engageRound" | "engageSpent" | "disengageRound" | "disengageSecond" | "disengageResult" | "grabberHitAt" | "interceptAt" | "stoppedAt" | "reactionRound" | "pursuit" | "mountId" | "mountRound" | "modeRound" | "modePhase" | "modeHexesBefore" | "modeHexesIn" | "modeLastBefore" | "modeLast" | "modeUsedBefore" | "modeUsed">();
    expectTypeOf<VariantMemory["surprised"]>().toEqualTypeOf<boolean>();
    expectTypeOf<VariantMemory["held"]>().toEqualTypeOf<number>();
    expectTypeOf<VariantMemory["trigger"]>().toEqualTypeOf<string>();
    expectTypeOf<VariantMemory["model"]>().toEqualTypeOf<"" | "er2d10" | "a13" | "osrDex" | "oseSide" | "oseIndividual" | "a5e">();
    // A mark command flips a boolean field of some slice.
    expectTypeOf<MemoryMark>().toEqualTypeOf<"readied" | "surprised" | "ambusher" | "instigator" | "pursuit">();
  });
});

describe("validating a memory", () => {
  const refused = (memory: unknown): RulesError => {
    try {
      assertVariantMemory("memory", memory);
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
    throw new Error("accepted");
  };

  it("accepts the initial memory and a memory within every bound", () => {
    expect(() => assertVariantMemory("memory", NO_VARIANT_MEMORY)).not.toThrow();
    expect(() => assertVariantMemory("memory", { ...NO_VARIANT_MEMORY, model: "a13", base: 20, tie: 999_999, held: 3, readied: true, trigger: "x".repeat(200), instigator: true })).not.toThrow();
  });

  it("refuses a bad value in a module field with that field's path", () => {
    expect(refused({ ...NO_VARIANT_MEMORY, held: -1 })).toMatchObject({ code: "OUT_OF_RANGE", parameter: "memory.held" });
    expect(refused({ ...NO_VARIANT_MEMORY, held: 1.5 })).toMatchObject({ parameter: "memory.held" });
    expect(refused({ ...NO_VARIANT_MEMORY, trigger: "x".repeat(201) })).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "memory.trigger" });
    expect(refused({ ...NO_VARIANT_MEMORY, surprised: "yes" })).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "memory.surprised" });
    const { instigator: _dropped, ...missing } = NO_VARIANT_MEMORY;
    expect(refused(missing)).toMatchObject({ parameter: "memory.instigator" });
  });

  it("refuses a bad value in a core field with that field's path", () => {
    expect(refused({ ...NO_VARIANT_MEMORY, model: "er3d6" })).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "memory.model" });
    expect(refused({ ...NO_VARIANT_MEMORY, tie: 1_000_000 })).toMatchObject({ code: "OUT_OF_RANGE", parameter: "memory.tie" });
    expect(refused(null)).toMatchObject({ parameter: "memory" });
  });

  it("checks one slice alone, leaving the other slices' fields to their own check", () => {
    expect(() => assertMemory("m", HOLD_MEMORY, { held: 2, readied: false, trigger: "", aheadOf: "" })).not.toThrow();
    expect(() => assertMemory("m", HOLD_MEMORY, { held: 2, readied: 1, trigger: "", aheadOf: "" })).toThrow(/m\.readied/);
  });
});

describe("the ruleset's memory", () => {
  it("is the memory of the module list in play, so a rules function given a ruleset checks every slice", () => {
    expect(BOOK_RULESET.memory).toEqual(MEMORY_FIELDS);
    const a13 = resolveRuleset(variantConfig({ initiative: { model: "a13" } }));
    const action = { startedRound: 1, score: 8, castingSeconds: 0, landsAt: 28, delayedFrom: 0 };
    // A module field holding what no declaration allows is refused with its path, not carried into the result.
    expect(() => holdAction({ action, memory: { ...NO_VARIANT_MEMORY, ambusher: Number.POSITIVE_INFINITY } as unknown as VariantMemory, now: { round: 1, second: 8 } }, a13)).toThrow(expect.objectContaining({ parameter: "memory.ambusher" }));
    expect(() => needsBaseRoll({ ...NO_VARIANT_MEMORY, instigator: 1 } as unknown as VariantMemory, a13)).toThrow(expect.objectContaining({ parameter: "memory.instigator" }));
    expect(holdAction({ action, memory: NO_VARIANT_MEMORY, now: { round: 1, second: 8 } }, a13).memory.held).toBe(1);
    // A test's own module list brings its own slice.
    const own = resolveWith(BOOK_RULESET.config, [{ id: "test.mark", domain: "combat", memory: { marked: memBool(false) } }]);
    expect(Object.keys(own.memory)).toEqual([...Object.keys(coreMemory()), "marked"]);
  });
});
