/** A hold not used by the end of the round after it lapses at the next transition (hold-lapse.ts; VARIANTS.md §3.3, §4.1). */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, PRESETS, resolveRuleset, type VariantMemory } from "../../index";
import { HOLD_LAPSE } from "./hold-lapse";

const readied: VariantMemory = { ...NO_VARIANT_MEMORY, held: 3, readied: true, trigger: "when the door opens", aheadOf: "x", base: 7, model: "a13" };

describe("HOLD_LAPSE", () => {
  it("clears the whole hold (round, readied flag, trigger) and keeps everything else", () => {
    expect(HOLD_LAPSE.memory!(readied, 5)).toEqual({ ...readied, held: 0, readied: false, trigger: "" });
  });
  it("keeps the memory itself while the hold still stands", () => {
    expect(HOLD_LAPSE.memory!(readied, 4)).toBe(readied);
    expect(HOLD_LAPSE.memory!(readied, 3)).toBe(readied);
  });
  it("is the round-start step of the two models that let a combatant hold", () => {
    for (const preset of ["a13", "osr"] as const) expect(resolveRuleset(PRESETS[preset]).points.roundStart).toContain(HOLD_LAPSE);
    for (const preset of ["ose", "a5e"] as const) expect(resolveRuleset(PRESETS[preset]).points.roundStart).not.toContain(HOLD_LAPSE);
  });
});
