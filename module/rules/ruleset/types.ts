/**
 * The shape every rule module declares (docs/architecture.md): its config fields, the choice it
 * makes in a shared slot, its preset values, its constraints and its contributions to the core's
 * named extension points. Pure types and tiny builders; no rule lives here.
 */
import type { VariantConfig } from "./config-type";
import type { Contribution } from "./points";
import type { MemoryDecls } from "./memory";
import type { MovementForfeit, MovementSourceDecl } from "./points/movement";

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
export interface ChoiceField extends FieldBase { readonly kind: "choice"; readonly book: string; readonly choices: readonly string[]; readonly control: "select" | "radio" }
/**
 * A slot: a choice whose book value is declared here and whose other choices are the rule modules
 * that `select` it (so a new model is its own file and one registry line).
 */
export interface SlotField extends FieldBase {
  readonly kind: "slot";
  readonly book: string;
  readonly control: "select" | "radio";
  /** The book's own choice is usable only while this holds. */
  readonly bookEnabledWhen?: EnabledWhen;
}
export type FieldDecl = BoolField | IntField | ChoiceField | SlotField;

export const bool = (book: boolean, extra: Omit<BoolField, "kind" | "book" | "control"> = {}): BoolField => ({ kind: "bool", book, control: "checkbox", ...extra });
export const int = (book: number, min: number, max: number, extra: Omit<IntField, "kind" | "book" | "min" | "max" | "control"> = {}): IntField => ({ kind: "int", book, min, max, control: "number", ...extra });
export const choice = (book: string, choices: readonly string[], control: "select" | "radio", extra: Omit<ChoiceField, "kind" | "book" | "choices" | "control"> = {}): ChoiceField => ({ kind: "choice", book, choices, control, ...extra });
export const slot = (book: string, control: "select" | "radio", extra: Omit<SlotField, "kind" | "book" | "control"> = {}): SlotField => ({ kind: "slot", book, control, ...extra });

/** One reason a config is refused: a path, and a key under `ER.Variants.Error.` in lang/en.json. */
export interface VariantProblem {
  readonly path: string;
  readonly code: string;
}

/** A rule module: one companion rule (VARIANTS.md §0 row), one file. */
export interface RuleModule {
  /** Unique id; never compared outside the module (adapters call extension points). */
  readonly id: string;
  /** The fieldset its fields show in. */
  readonly domain: Domain;
  /** The config fields this module owns (path → declaration), in form order. */
  readonly fields?: Readonly<Record<string, FieldDecl>>;
  /** The value this module is in a slot declared elsewhere; usable only while `enabledWhen` holds. */
  readonly selects?: { readonly path: string; readonly value: string; readonly enabledWhen?: EnabledWhen };
  /** Values a preset sets (any path); a module lists only what its own text turns on. */
  readonly presets?: Readonly<Partial<Record<PresetId, Readonly<FlatConfig>>>>;
  /** Joint rules: problems of a config whose fields are each legal on their own. */
  readonly constraints?: (values: Readonly<FlatConfig>) => readonly VariantProblem[];
  /** A note the form shows while `when` holds one of `values` (key `ER.Variants.Note.<id>`). */
  readonly notes?: readonly { readonly id: string; readonly when: string; readonly values: readonly FieldValue[] }[];
  /** Its contributions to the core's extension points, for a config under which it is in force. */
  readonly contribute?: (config: VariantConfig) => Contribution;
  /** The extra-cost sources this module declares (id → k and action); it lets them count through `extraCostSources`. */
  readonly movementSources?: Readonly<Record<string, MovementSourceDecl>>;
  /** The reasons its rule takes a mover's movement away, in the order they are named (registry order across modules). */
  readonly movementForfeits?: readonly MovementForfeit[];
  /**
   * Its slice of combatant memory (field → declaration), kept flat beside the core's fields under
   * `system.variant` whether or not the module is in force. A module declaring one is typed
   * `MemoryModule<typeof SLICE>` so the slice's value types reach `VariantMemory`.
   */
  readonly memory?: MemoryDecls;
}

/** A rule module whose memory slice keeps its declared field names and value types. */
export type MemoryModule<S extends MemoryDecls> = Omit<RuleModule, "memory"> & { readonly memory: S };
