/**
 * The stored rule-variant configuration's shape (VARIANTS.md §9.1), derived from the declarations
 * as `VariantMemory` is from the slices (./memory-registry.ts): each field of ./book-fields.ts and
 * of every registered module's `fields` is typed by its declaration (a checkbox a boolean, a number
 * a number, a choice its choices), and a slot by its book value and the value of every module that
 * selects it. So a new module's field is typed by its declaration alone; nothing here is edited by
 * hand. Types only (the values, presets and validation are generated in ./derive.ts and
 * ../variants/config.ts).
 */
import type { BOOK_FIELDS } from "./book-fields";
import type { RegisteredModule } from "./registry";
import type { BoolField, ChoiceField, Domain, IntField, SlotField } from "./types";

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
