/**
 * The stored rule-variant configuration's shape (VARIANTS.md §9.1), derived from the declarations
 * in ./registered.ts (with `VariantMemory`, a leaf the registry fills by declaration merging): each
 * field of ./book-fields.ts and of every registered module's `fields` is typed by its declaration,
 * and a slot by its book value and the value of every module that selects it. So a new module's field is typed by its declaration alone; nothing here is edited by
 * hand. Types only (the values, presets and validation are generated in ./derive.ts and
 * ./config.ts).
 */
import type { RegisteredModule, VariantConfig } from "./registered";

export type { VariantConfig } from "./registered";
export type InitiativeModelId = VariantConfig["initiative"]["model"];
export type SurpriseRule = VariantConfig["combat"]["surprise"];
export type OseTieRule = VariantConfig["initiative"]["oseTies"];
export type TerrainModelId = VariantConfig["movement"]["terrainModel"];
export type ExtraCostStacking = VariantConfig["movement"]["extraCostStacking"];
export type ProneRule = VariantConfig["movement"]["prone"];
export type EncumbranceModelId = VariantConfig["encumbrance"]["model"];
export type TravelModelId = VariantConfig["travel"]["model"];
export type ForcedMarchRule = VariantConfig["travel"]["forcedMarch"];
export type AttackModelId = VariantConfig["resolution"]["attack"];
export type NaturalsId = VariantConfig["resolution"]["naturals"];
export type ZeroHealthId = VariantConfig["resolution"]["zeroHealth"];
export type HealingId = VariantConfig["resolution"]["healing"];
export type SavesId = VariantConfig["resolution"]["saves"];
export type MoraleId = VariantConfig["resolution"]["morale"];
export type CoverId = VariantConfig["resolution"]["cover"];
export type RetreatRule = VariantConfig["combat"]["retreat"];
export type RevealDefences = VariantConfig["resolution"]["revealDefences"];

/** A registered module typed with the wide `RuleModule`: its fields would be missing from the config's type. */
type Widened<M> = M extends { readonly fields?: infer F } ? (string extends keyof NonNullable<F> ? M : never) : never;
type Assert<T extends true> = T;
/**
 * A compile error here means a registered module was declared `: RuleModule` rather than
 * `as const satisfies RuleModule` (docs/architecture.md, "Adding a rule module").
 */
export type EveryModuleKeepsItsType = Assert<[Widened<RegisteredModule>] extends [never] ? true : false>;
