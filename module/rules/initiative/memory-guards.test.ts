/**
 * The initiative core's memory slices (memory.ts, hold-memory.ts): each field's bounds and default,
 * the model choice built from the registry's ids, and the checks naming the bad field.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY } from "../index";
import { expectRefusal } from "../../../tests/support/rules-error";
import { ORDER_TIE_RANGE, VARIANT_TOTAL_BOUND, assertCoreMemory, declareCoreMemory } from "./memory";
import { HOLD_MEMORY, MAX_HELD_ROUND, MAX_TRIGGER_LENGTH, assertHoldMemory } from "./hold-memory";

const core = { base: 0, dice: 0, bonus: 0, total: 0, rollOff: 0, tie: 0 };
const hold = { aheadOf: "", held: 0, readied: false, trigger: "" };

describe("the core's memory", () => {
  it("the model field: none yet, or one of the ids given", () => {
    const decls = declareCoreMemory(["a13", "a5e"]);
    expect(decls.model).toEqual({ kind: "choice", choices: ["", "a13", "a5e"], initial: "" });
    expect(Object.keys(decls)).toEqual(["model", "base", "dice", "bonus", "total", "rollOff", "tie"]);
    expect(NO_VARIANT_MEMORY.model).toBe("");
  });
  it("accepts each field at both of its bounds", () => {
    expect(() => assertCoreMemory("m", core)).not.toThrow();
    const high = { base: 20, dice: 20, bonus: VARIANT_TOTAL_BOUND, total: VARIANT_TOTAL_BOUND, rollOff: 20, tie: ORDER_TIE_RANGE - 1 };
    expect(() => assertCoreMemory("m", high)).not.toThrow();
    expect(() => assertCoreMemory("m", { ...core, bonus: -VARIANT_TOTAL_BOUND, total: -VARIANT_TOTAL_BOUND })).not.toThrow();
  });
  it("refuses each field one past a bound, naming it under the label", () => {
    const past: [keyof typeof core, number][] = [["base", 21], ["base", -1], ["dice", 21], ["bonus", VARIANT_TOTAL_BOUND + 1], ["total", -VARIANT_TOTAL_BOUND - 1], ["rollOff", 21], ["tie", ORDER_TIE_RANGE], ["tie", -1]];
    for (const [field, v] of past) expectRefusal(() => assertCoreMemory("m", { ...core, [field]: v }), "OUT_OF_RANGE", `m.${field}`, v, "");
  });
});

describe("the hold slice", () => {
  it("defaults: not holding, not readied, no trigger, no place", () => {
    expect(HOLD_MEMORY).toEqual({
      aheadOf: { kind: "text", maxLength: MAX_TRIGGER_LENGTH, initial: "" },
      held: { kind: "int", min: 0, max: MAX_HELD_ROUND, initial: 0 },
      readied: { kind: "bool", initial: false },
      trigger: { kind: "text", maxLength: MAX_TRIGGER_LENGTH, initial: "" },
    });
  });
  it("accepts each field at its bound and refuses one past it, naming it under the label", () => {
    const long = "x".repeat(MAX_TRIGGER_LENGTH);
    expect(() => assertHoldMemory("h", { aheadOf: long, held: MAX_HELD_ROUND, readied: true, trigger: long })).not.toThrow();
    expectRefusal(() => assertHoldMemory("h", { ...hold, held: MAX_HELD_ROUND + 1 }), "OUT_OF_RANGE", "h.held", MAX_HELD_ROUND + 1, "");
    expectRefusal(() => assertHoldMemory("h", { ...hold, trigger: `${long}x` }), "INVALID_ARGUMENT", "h.trigger", `${long}x`, "");
    expectRefusal(() => assertHoldMemory("h", { ...hold, aheadOf: 3 }), "INVALID_ARGUMENT", "h.aheadOf", 3, "");
  });
});
