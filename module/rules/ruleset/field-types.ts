/**
 * The field declarations of the Rule Variants config (docs/architecture.md, "Where the module-facing
 * types live"): domains, presets, the four field kinds and their builders. A leaf that imports
 * nothing, so the book's declarations (./book-fields.ts) and the config type derived from them and
 * from every module (./registered.ts) never reach back to the module shape (./types.ts).
 */
/** The Rule Variants form's fieldsets, in order. */
export type Domain = "initiative" | "combat" | "movement" | "encumbrance" | "travel" | "resolution";
export const DOMAINS: readonly Domain[] = Object.freeze(["initiative", "combat", "movement", "encumbrance", "travel", "resolution"] as const);

/** One preset a companion text (VARIANTS.md §9.1): the book plus that text's rules. */
export type PresetId = "book" | "a13" | "ose" | "osr" | "a5e";
export const PRESET_IDS: readonly PresetId[] = Object.freeze(["book", "a13", "ose", "osr", "a5e"] as const);

export type FieldValue = boolean | number | string;
/** A config as a flat map of its fields (path → value). */
export type FlatConfig = Record<string, FieldValue>;

/**
 * A dependency on another field: usable only while `when` holds one of `values`. A config that
 * breaks it is refused with `code` (a key under `ER.Variants.Error.`); a change of `when` that
 * breaks it moves the dependant to a legal value (GX-4).
 */
export interface EnabledWhen {
  readonly when: string;
  readonly values: readonly FieldValue[];
  readonly code: string;
  /**
   * The dependency holds while `when` holds NONE of `values` (a choice another slot's model rules
   * out, e.g. RESOLUTION.md §6: only 13A healing goes with 13A dying), so a declaration need not
   * list the choices other modules add to `when`.
   */
  readonly unless?: boolean;
}

/** A field's control in the form, and the values of other fields it is usable with. */
interface FieldBase {
  /** Usable only while the dependency holds; otherwise shown (and moved to) `otherwise`. */
  readonly enabledWhen?: EnabledWhen & { readonly otherwise: FieldValue };
  /** Locked while any combat is started (VARIANTS.md §9.2, GX-5). */
  readonly lockedInCombat?: boolean;
}
export interface BoolField extends FieldBase { readonly kind: "bool"; readonly book: boolean; readonly control: "checkbox" }
export interface IntField extends FieldBase { readonly kind: "int"; readonly book: number; readonly min: number; readonly max: number; readonly control: "number" }
export interface ChoiceField<C extends string = string> extends FieldBase { readonly kind: "choice"; readonly book: C; readonly choices: readonly C[]; readonly control: "select" | "radio" }
/**
 * A slot: a choice whose book value is declared here and whose other choices are the rule modules
 * that `select` it (so a new model is its own file and one registry line).
 */
export interface SlotField<B extends string = string> extends FieldBase {
  readonly kind: "slot";
  readonly book: B;
  readonly control: "select" | "radio";
  /** The book's own choice is usable only while this holds. */
  readonly bookEnabledWhen?: EnabledWhen;
}
export type FieldDecl = BoolField | IntField | ChoiceField | SlotField;

export const bool = (book: boolean, extra: Omit<BoolField, "kind" | "book" | "control"> = {}): BoolField => ({ kind: "bool", book, control: "checkbox", ...extra });
export const int = (book: number, min: number, max: number, extra: Omit<IntField, "kind" | "book" | "min" | "max" | "control"> = {}): IntField => ({ kind: "int", book, min, max, control: "number", ...extra });
/** A choice field; its choices' literal types become the config's type for the field (./config-type.ts). */
export const choice = <const C extends string>(book: NoInfer<C>, choices: readonly C[], control: "select" | "radio", extra: Omit<ChoiceField, "kind" | "book" | "choices" | "control"> = {}): ChoiceField<C> => ({ kind: "choice", book, choices, control, ...extra });
/** A slot; its book value's literal type, with each selecting module's, becomes the config's type for the field. */
export const slot = <const B extends string>(book: B, control: "select" | "radio", extra: Omit<SlotField, "kind" | "book" | "control"> = {}): SlotField<B> => ({ kind: "slot", book, control, ...extra });

