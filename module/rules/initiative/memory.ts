/**
 * The core's own combatant memory (VARIANTS.md §9.4): what the initiative pipeline keeps across
 * rounds under a companion model, namely the model that set the base, the base second, the roll's
 * breakdown and the once-drawn tie value. Rule modules add their own slices (RuleModule.memory;
 * docs/architecture.md, "Memory slices").
 */
import { assertMemory, memChoice, memInt, type MemoryOf } from "../ruleset/memory";
import type { CoreMemory } from "../ruleset/registered";
import type { InitiativeModelId } from "../ruleset/config-type";

/** The range of the once-per-combat permutation value. */
export const ORDER_TIE_RANGE = 1_000_000;
/** Bound of a kept initiative total or bonus (either sign). */
export const VARIANT_TOTAL_BOUND = 1000;

/** The core's fields whose bounds are the core's own (every field but `model`). */
const FIXED_CORE_MEMORY = Object.freeze({
  /** The base second (1–20; 0 none yet). */
  base: memInt(0, 20, 0),
  dice: memInt(0, 20, 0),
  bonus: memInt(-VARIANT_TOTAL_BOUND, VARIANT_TOTAL_BOUND, 0),
  total: memInt(-VARIANT_TOTAL_BOUND, VARIANT_TOTAL_BOUND, 0),
  /** A5E: the d20 roll-off kept for the combat (0 none). */
  rollOff: memInt(0, 20, 0),
  /** The permutation value drawn once per combat (0 ≤ tie < ORDER_TIE_RANGE). */
  tie: memInt(0, ORDER_TIE_RANGE - 1, 0),
});

/**
 * The core's memory declarations, given the initiative models' ids. Those are the registry's
 * (../ruleset/memory-registry.ts `coreMemory` passes them), so this file, which the modules' hold
 * rules load, never loads the registry.
 */
export function declareCoreMemory(modelIds: readonly InitiativeModelId[]) {
  return Object.freeze({
    /** The model whose roll set `base` ("" none yet). */
    model: memChoice(["", ...modelIds], ""),
    ...FIXED_CORE_MEMORY,
  });
}
export type CoreMemoryDecls = ReturnType<typeof declareCoreMemory>;
export type { CoreMemory } from "../ruleset/registered";

/** The leaf's hand-written `CoreMemory` (which the point shapes name) is what the declarations give. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type CoreMemoryTypeMatches = Holds<Same<MemoryOf<CoreMemoryDecls>, CoreMemory>>;

/**
 * Throws unless `memory` holds the core's fields within their bounds, `model` aside: the rules that
 * run without a ruleset (hold and ready) never read it, and its choices are the registry's.
 */
export function assertCoreMemory(label: string, memory: unknown): asserts memory is Omit<CoreMemory, "model"> {
  assertMemory(label, FIXED_CORE_MEMORY, memory);
}
