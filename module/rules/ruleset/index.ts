/**
 * The rule-module shape as the rest of the system sees it: the resolved ruleset and the declarations'
 * types. The generation internals (./derive.ts, ./registry.ts) are imported by path by the few
 * adapters that render declarations (the Rule Variants form).
 */
export type { Domain, FieldDecl, FieldValue, PresetId, RuleModule, VariantProblem } from "./types";
export { DOMAINS } from "./types";
export type { Contribution, ListPoints, OnePoints, ResolvedPoints } from "./points";
export { BOOK_RULESET, resolveRuleset, type Ruleset } from "./resolve";
export { assertRuleset } from "./known";
export { MEMORY_FIELDS, NO_VARIANT_MEMORY, assertVariantMemory, type MemoryMark } from "./memory-registry";
export { type MemoryDecls, type MemoryFieldDecl, type MemoryOf, type MemoryValue } from "./memory";
