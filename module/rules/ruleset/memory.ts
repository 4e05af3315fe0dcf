/**
 * Combatant memory declarations (docs/architecture.md, "Memory slices"): what a combatant keeps
 * between rounds, declared field by field with its bounds and initial value. The core declares the
 * initiative pipeline's own fields; a rule module declares its slice (`RuleModule.memory`). From
 * these declarations, and nothing else, come the initial memory, its validation and the data
 * model's `system.variant` fields. The stored shape stays flat: every slice's fields sit side by
 * side under `system.variant`. Pure: no rule lives here.
 */
import { RulesError, assertInteger } from "../errors";
import { assertObject } from "../bounds";

export type { MemoryBool, MemoryChoice, MemoryDecls, MemoryFieldDecl, MemoryInt, MemoryOf, MemoryText, MemoryValue } from "./memory-types";
import type { MemoryBool, MemoryChoice, MemoryDecls, MemoryFieldDecl, MemoryInt, MemoryOf, MemoryText } from "./memory-types";

export const memBool = (initial: boolean): MemoryBool => Object.freeze({ kind: "bool", initial });
export const memInt = (min: number, max: number, initial: number): MemoryInt => {
  if (!Number.isInteger(min) || !Number.isInteger(max) || !Number.isInteger(initial) || min > initial || initial > max) throw new Error(`memory: int field ${min}..${max} cannot start at ${initial}`);
  return Object.freeze({ kind: "int", min, max, initial });
};
export const memText = (maxLength: number, initial = ""): MemoryText => {
  if (!Number.isInteger(maxLength) || maxLength < 0 || initial.length > maxLength) throw new Error(`memory: text field of ${maxLength} characters cannot start at "${initial}"`);
  return Object.freeze({ kind: "text", maxLength, initial });
};
export const memChoice = <const C extends string>(choices: readonly C[], initial: NoInfer<C>): MemoryChoice<C> => {
  if (!choices.includes(initial)) throw new Error(`memory: choice field cannot start at "${initial}"`);
  return Object.freeze({ kind: "choice", choices: Object.freeze([...choices]), initial });
};

/** Two declarations of one field are the same declaration (kind, bounds, choices, initial). */
function sameDecl(a: MemoryFieldDecl, b: MemoryFieldDecl): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.initial !== b.initial) return false;
  if (a.kind === "int" && b.kind === "int") return a.min === b.min && a.max === b.max;
  if (a.kind === "text" && b.kind === "text") return a.maxLength === b.maxLength;
  if (a.kind === "choice" && b.kind === "choice") return a.choices.length === b.choices.length && a.choices.every((c, i) => c === b.choices[i]);
  return true;
}

/**
 * The one memory map: the core's fields, then every module's slice in registry order. A module field
 * named like a core field, or declared by two modules differently, is a declaration error (a bug, not
 * input), so it throws. Modules sharing a field (the surprise rules' `surprised`) declare it alike,
 * best from one shared const.
 */
export function collectMemory(core: MemoryDecls, modules: readonly { readonly id: string; readonly memory?: MemoryDecls }[]): MemoryDecls {
  const out: Record<string, MemoryFieldDecl> = { ...core };
  const owner = new Map<string, string>();
  for (const m of modules) {
    for (const [name, decl] of Object.entries(m.memory ?? {})) {
      if (Object.hasOwn(core, name)) throw new Error(`combatant memory: ${m.id} declares ${name}, a field of the core`);
      const before = out[name];
      if (before !== undefined && !sameDecl(before, decl)) throw new Error(`combatant memory: ${m.id} declares ${name} unlike ${owner.get(name) ?? "another module"}`);
      if (before === undefined) {
        out[name] = decl;
        owner.set(name, m.id);
      }
    }
  }
  return Object.freeze(out);
}

/** The initial memory of a map of declarations (frozen). */
export function memoryDefaults<S extends MemoryDecls>(decls: S): MemoryOf<S> {
  const out: Record<string, unknown> = {};
  for (const [name, decl] of Object.entries(decls)) out[name] = decl.initial;
  return Object.freeze(out) as MemoryOf<S>;
}

/** Throws unless `value[name]` holds a value of `decl` (the error names `label.name`). */
function assertField(label: string, name: string, decl: MemoryFieldDecl, v: unknown): void {
  // Every combatant's memory is checked at every round start and tracker build: a legal value
  // (the rule) costs no allocation, and the path is built only for a refusal.
  if (holds(decl, v)) return;
  const path = `${label}.${name}`;
  switch (decl.kind) {
    case "bool":
      if (typeof v !== "boolean") throw new RulesError("INVALID_ARGUMENT", path, v, "expected a boolean");
      return;
    case "int":
      assertInteger(path, v);
      if (v < decl.min || v > decl.max) throw new RulesError("OUT_OF_RANGE", path, v, `expected ${decl.min}–${decl.max}`);
      return;
    case "text":
      if (typeof v !== "string" || v.length > decl.maxLength) throw new RulesError("INVALID_ARGUMENT", path, v, `expected a text of at most ${decl.maxLength} characters`);
      return;
    case "choice":
      if (typeof v !== "string" || !decl.choices.includes(v)) throw new RulesError("INVALID_ARGUMENT", path, v, `expected one of ${decl.choices.map((c) => JSON.stringify(c)).join(", ")}`);
      return;
  }
}

/** Whether `v` is a legal value of `decl` (the quick check; assertField says why when it is not). */
function holds(decl: MemoryFieldDecl, v: unknown): boolean {
  switch (decl.kind) {
    case "bool":
      return typeof v === "boolean";
    case "int":
      return Number.isSafeInteger(v) && (v as number) >= decl.min && (v as number) <= decl.max;
    case "text":
      return typeof v === "string" && v.length <= decl.maxLength;
    case "choice":
      return typeof v === "string" && decl.choices.includes(v);
  }
}

/** Each frozen declaration map's entries, listed once (the registry's collections are frozen). */
const ENTRIES = new WeakMap<MemoryDecls, ReadonlyArray<readonly [string, MemoryFieldDecl]>>();

/**
 * Throws unless each of `fields` that `decls` declares holds a value of its declaration: a step that
 * reads only these fields of a memory checks only them (the round plan, which writes the memory,
 * checks it whole; RULES.md §2, a table of 1,000 within a frame).
 */
export function assertMemoryFields(label: string, decls: MemoryDecls, memory: unknown, fields: readonly string[]): void {
  const name = typeof label === "string" ? label : "memory";
  assertObject(name, memory);
  for (const field of fields) {
    const decl = decls[field];
    if (decl) assertField(name, field, decl, memory[field]);
  }
}

/** Throws unless `memory` holds every field of `decls` within its declaration (other fields are left to their own slice). */
export function assertMemory<S extends MemoryDecls>(label: string, decls: S, memory: unknown): asserts memory is MemoryOf<S> {
  const name = typeof label === "string" ? label : "memory";
  assertObject(name, memory);
  let entries = ENTRIES.get(decls);
  if (!entries) {
    entries = Object.entries(decls);
    // Only a frozen map can be listed once; a caller's own map may change between calls.
    if (Object.isFrozen(decls)) ENTRIES.set(decls, entries);
  }
  for (const [field, decl] of entries) assertField(name, field, decl, memory[field]);
}
