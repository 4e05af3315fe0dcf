/**
 * The one combatant memory (docs/architecture.md, "Memory slices"): the core's initiative fields and
 * every registered module's slice, collected once from the registry. The initial memory, its
 * validation and the data model's `system.variant` fields are generated from {@link MEMORY_FIELDS}.
 * Kept apart from ./registry.ts so that the rules the modules call (hold, the round's start) never
 * load the registry: they check a memory against their ruleset's `memory` (resolve.ts, the same
 * collection of the module list in play), or, given no ruleset, against the slices they read.
 */
import { INITIATIVE_MODEL_IDS } from "./config";
import { declareCoreMemory, type CoreMemoryDecls } from "../initiative/memory";
import { RULE_MODULES } from "./registry";
import { assertMemory, collectMemory, memoryDefaults, type MemoryDecls } from "./memory";
import type { VariantMemory } from "./registered";

export type { MemoryMark, VariantMemory } from "./registered";

let core: CoreMemoryDecls | null = null;
/** The core's memory declarations (../initiative/memory.ts) with the registry's initiative models. */
export function coreMemory(): CoreMemoryDecls {
  core ??= declareCoreMemory(INITIATIVE_MODEL_IDS);
  return core;
}

/** Every memory field: the core's, then the modules' in registry order (frozen). */
export const MEMORY_FIELDS: MemoryDecls = collectMemory(coreMemory(), RULE_MODULES);

/** A combatant's memory before anything happened: each field's declared initial value. */
export const NO_VARIANT_MEMORY: VariantMemory = memoryDefaults(MEMORY_FIELDS) as VariantMemory;

/** Throws unless `memory` holds every declared field within its declaration (the error names `label.field`). */
export function assertVariantMemory(label: string, memory: unknown): asserts memory is VariantMemory {
  assertMemory(label, MEMORY_FIELDS, memory);
}
