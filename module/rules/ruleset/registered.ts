/**
 * The types inferred from the registry's module list, in one place (docs/architecture.md, "Memory
 * slices"). A leaf: it imports no module and no registry. ./registry.ts fills {@link Registered} by
 * declaration merging with its module tuple's type, so the point shapes and the rules that modules
 * call can name `VariantMemory` while the import graph stays free of cycles (a module's types
 * never import the list that imports the module).
 */
import type { BOOK_FIELDS } from "./book-fields";
import type { BoolField, ChoiceField, Domain, IntField, SlotField } from "./field-types";
import type { MemoryOf } from "./memory-types";

/**
 * What ./registry.ts declares of itself: `{ readonly modules: typeof MODULES }` (its module tuple,
 * each member with its declared type). Empty here on purpose; merged there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in ./registry.ts
export interface Registered {}

/** One registered module with its declared type (nothing before ./registry.ts is part of the program). */
export type RegisteredModule = Registered extends { readonly modules: readonly (infer M)[] } ? M : never;

/**
 * The stored rule-variant configuration's shape (VARIANTS.md §9.1), derived from the declarations:
 * each field of ./book-fields.ts and of every registered module's `fields` is typed by its
 * declaration (a checkbox a boolean, a number a number, a choice its choices), and a slot by its
 * book value and the value of every module that selects it. ./config-type.ts names its parts.
 */
/** The intersection of a union's members. */
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every declared field (path → declaration): the book's and each registered module's. */
type Declared = typeof BOOK_FIELDS & Intersect<RegisteredModule extends infer M ? (M extends { readonly fields: infer F } ? F : never) : never>;

/** The values the modules selecting the slot at `P` give it. */
type Selected<P> = RegisteredModule extends infer M ? (M extends { readonly selects: { readonly path: P; readonly value: infer V } } ? V : never) : never;

/** The value type a declaration gives its field. */
type ValueOf<P, D> = D extends BoolField ? boolean : D extends IntField ? number : D extends SlotField<infer B> ? B | Selected<P> : D extends ChoiceField<infer C> ? C : never;

/** One domain's fields, keyed by their name within the domain. */
type DomainConfig<Dm extends Domain> = { readonly [P in keyof Declared as P extends `${Dm}.${infer K}` ? K : never]: ValueOf<P, Declared[P]> };

export type VariantConfig = { readonly version: number } & { readonly [Dm in Domain]: DomainConfig<Dm> };

/**
 * The core's own memory fields (../initiative/memory.ts declares them; a check there keeps
 * this type equal to what the declarations give).
 */
export interface CoreMemory {
  readonly model: "" | VariantConfig["initiative"]["model"];
  readonly base: number;
  readonly dice: number;
  readonly bonus: number;
  readonly total: number;
  readonly rollOff: number;
  readonly tie: number;
}

/** The slice values of one module (nothing for a module without a typed slice). */
type SliceOf<M> = M extends { readonly memory: infer S } ? MemoryOf<S> : unknown;
/** The intersection of every registered module's slice values. */
type ModuleMemory = ([RegisteredModule] extends [never] ? unknown : (RegisteredModule extends infer M ? (M extends unknown ? (slice: SliceOf<M>) => void : never) : never) extends (slice: infer I) => void ? I : never);

/**
 * What a combatant keeps across rounds (stored flat in its `system.variant`): the core's fields
 * and the module slices, typed from their declarations.
 */
export type VariantMemory = CoreMemory & ModuleMemory;

/** A memory field a GM's mark command can flip (VARIANTS.md §3.6, §6.2): any boolean field of the memory. */
export type MemoryMark = { [K in keyof VariantMemory]-?: VariantMemory[K] extends boolean ? K : never }[keyof VariantMemory];
