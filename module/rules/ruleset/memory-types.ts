/**
 * The types of combatant memory declarations (./memory.ts; docs/architecture.md, "Memory slices"):
 * types only, a leaf that the point and module shapes can name without loading anything.
 */
export interface MemoryBool { readonly kind: "bool"; readonly initial: boolean }
export interface MemoryInt { readonly kind: "int"; readonly min: number; readonly max: number; readonly initial: number }
export interface MemoryText { readonly kind: "text"; readonly maxLength: number; readonly initial: string }
export interface MemoryChoice<C extends string = string> { readonly kind: "choice"; readonly choices: readonly C[]; readonly initial: C }
export type MemoryFieldDecl = MemoryBool | MemoryInt | MemoryText | MemoryChoice;
/** One slice of memory: field name → declaration. */
export type MemoryDecls = Readonly<Record<string, MemoryFieldDecl>>;

/** A declared field's value type (a choice keeps its literal choices). */
export type MemoryValue<D> = D extends MemoryBool ? boolean : D extends MemoryInt ? number : D extends MemoryChoice<infer C> ? C : D extends MemoryText ? string : never;
/**
 * The values of a slice. A slice whose keys are not known to the compiler (a module typed with the
 * wide `RuleModule`) adds nothing, rather than an index signature that would let any name through.
 */
export type MemoryOf<S> = string extends keyof S ? unknown : { readonly [K in keyof S]: MemoryValue<S[K]> };
