/**
 * The core's own combatant memory (VARIANTS.md §9.4): what the initiative pipeline keeps across
 * rounds under a companion model, namely the model that set the base, the base second, the roll's
 * breakdown and the once-drawn tie value. Rule modules add their own slices (RuleModule.memory;
 * docs/architecture.md, "Memory slices").
 */
import { assertMemory, memChoice, memInt, type MemoryOf } from "../ruleset/memory";
import type { InitiativeModelId } from "../ruleset/config-type";

/** The range of the once-per-combat permutation value. */
export const ORDER_TIE_RANGE = 1_000_000;
/** Bound of a kept initiative total or bonus (either sign). */
export const VARIANT_TOTAL_BOUND = 1000;

/**
 * The initiative model ids (config.ts hands them over when it loads). This file imports neither the
 * config nor the registry: the rule modules load it (through the hold rules) while the registry is
 * still loading, and the config needs the finished registry (no import cycle, any load order).
 */
let modelIds: readonly InitiativeModelId[] | null = null;

/** Called by config.ts once its choice lists exist; the core's memory is declared on first use after it. */
export function provideInitiativeModelIds(ids: readonly InitiativeModelId[]): void {
  modelIds = ids;
  core = null;
}

function declareCoreMemory(ids: readonly InitiativeModelId[]) {
  return Object.freeze({
    /** The model whose roll set `base` ("" none yet). */
    model: memChoice(["", ...ids], ""),
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
}
export type CoreMemoryDecls = ReturnType<typeof declareCoreMemory>;
export type CoreMemory = MemoryOf<CoreMemoryDecls>;

let core: CoreMemoryDecls | null = null;
/**
 * The core's memory declarations, made on first use: the model's choices are the registry's
 * initiative models (config.ts), which the rule modules that load this file are part of.
 */
export function coreMemory(): CoreMemoryDecls {
  if (modelIds === null) throw new Error("initiative memory: read before the variants config loaded (import ../variants/config first)");
  core ??= declareCoreMemory(modelIds);
  return core;
}

/** Throws unless `memory` holds the core's fields within their bounds. */
export function assertCoreMemory(label: string, memory: unknown): asserts memory is CoreMemory {
  assertMemory(label, coreMemory(), memory);
}
