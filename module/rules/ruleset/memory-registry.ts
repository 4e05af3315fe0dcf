/**
 * The one combatant memory (docs/architecture.md, "Memory slices"): the core's initiative fields and
 * every registered module's slice, collected once from the registry. The initial memory, its
 * validation and the data model's `system.variant` fields are generated from {@link MEMORY_FIELDS}.
 * Kept apart from ./registry.ts so that the rules the modules call (hold, the round's start) never
 * load the registry: they check a memory against their ruleset's `memory` (resolve.ts, the same
 * collection of the module list in play), or, given no ruleset, against the slices they read.
 */
// The variants config first: it loads the registry through derive.ts and hands the core memory its
// initiative models, which coreMemory() below reads.
import "../variants/config";
import { coreMemory, type CoreMemory } from "../variants/initiative-memory";
import { RULE_MODULES, type RegisteredModule } from "./registry";
import { assertMemory, collectMemory, memoryDefaults, type MemoryDecls, type MemoryOf } from "./memory";

/** The slice values of one module (nothing for a module without a typed slice). */
type SliceOf<M> = M extends { readonly memory: infer S } ? MemoryOf<S> : unknown;
/** The intersection of every registered module's slice values. */
type ModuleMemory = (RegisteredModule extends infer M ? (M extends unknown ? (slice: SliceOf<M>) => void : never) : never) extends (slice: infer I) => void ? I : never;

/**
 * What a combatant keeps across rounds (stored flat in its `system.variant`): the core's fields
 * (initiative-memory.ts) and the module slices, typed from their declarations.
 */
export type VariantMemory = CoreMemory & ModuleMemory;

/** A memory field a GM's mark command can flip (VARIANTS.md §3.6, §6.2): any boolean field of the memory. */
export type MemoryMark = { [K in keyof VariantMemory]-?: VariantMemory[K] extends boolean ? K : never }[keyof VariantMemory];

/** Every memory field: the core's, then the modules' in registry order (frozen). */
export const MEMORY_FIELDS: MemoryDecls = collectMemory(coreMemory(), RULE_MODULES);

/** A combatant's memory before anything happened: each field's declared initial value. */
export const NO_VARIANT_MEMORY: VariantMemory = memoryDefaults(MEMORY_FIELDS) as VariantMemory;

/** Throws unless `memory` holds every declared field within its declaration (the error names `label.field`). */
export function assertVariantMemory(label: string, memory: unknown): asserts memory is VariantMemory {
  assertMemory(label, MEMORY_FIELDS, memory);
}
