/**
 * variantMemoryOf: the kept memory as the rules read it. A stored memory with every declared field is
 * read as it is (no copy per read: the tracker and the round start read every combatant's memory
 * several times); one lacking a field (stored before a module declared it) gets its initial value.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, type VariantMemory } from "../rules";
import { variantMemoryOf } from "./variant-input";

describe("variantMemoryOf", () => {
  it("no system, no memory or a non-object: the initial memory", () => {
    expect(variantMemoryOf(null)).toBe(NO_VARIANT_MEMORY);
    expect(variantMemoryOf({})).toBe(NO_VARIANT_MEMORY);
    expect(variantMemoryOf({ variant: "x" as never })).toBe(NO_VARIANT_MEMORY);
  });

  it("a complete stored memory is read as it is, its values kept", () => {
    const stored: VariantMemory = { ...NO_VARIANT_MEMORY, held: 3, surprised: true };
    const read = variantMemoryOf({ variant: stored });
    expect(read).toBe(stored);
    expect([read.held, read.surprised]).toEqual([3, true]);
  });

  it("a stored memory lacking a declared field gets that field's initial value and keeps the rest", () => {
    const { held: _held, ...partial } = { ...NO_VARIANT_MEMORY, surprised: true };
    const read = variantMemoryOf({ variant: partial as unknown as VariantMemory });
    expect(read).not.toBe(partial);
    expect(read.held).toBe(NO_VARIANT_MEMORY.held);
    expect(read.surprised).toBe(true);
    expect(Object.keys(read).sort()).toEqual(Object.keys(NO_VARIANT_MEMORY).sort());
  });

  it("a complete memory read again is the stored object with its values of now; a partial one is completed at every read", () => {
    const stored: VariantMemory = { ...NO_VARIANT_MEMORY, held: 1 };
    expect(variantMemoryOf({ variant: stored })).toBe(stored);
    (stored as { held: number }).held = 4;
    expect(variantMemoryOf({ variant: stored })).toBe(stored);
    expect(variantMemoryOf({ variant: stored }).held).toBe(4);
    const { held: _held, ...partial } = { ...NO_VARIANT_MEMORY, surprised: true };
    for (let i = 0; i < 2; i++) {
      const read = variantMemoryOf({ variant: partial as unknown as VariantMemory });
      expect(read).not.toBe(partial);
      expect(read.held).toBe(NO_VARIANT_MEMORY.held);
    }
  });
});
