/**
 * The shape every rule module declares (docs/architecture.md): its config fields, the choice it
 * makes in a shared slot, its preset values, its constraints and its contributions to the core's
 * named extension points. Pure types and tiny builders; no rule lives here.
 */
import type { VariantConfig } from "./config-type";
import type { Contribution } from "./points";
import type { MemoryDecls } from "./memory-types";
import type { MovementForfeit, MovementSourceDecl } from "./points/movement";

export * from "./field-types";
import type { FieldDecl, FieldValue, FlatConfig, Domain, PresetId, EnabledWhen } from "./field-types";

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
  /**
   * In force only while `when` holds one of `values` (a rule of two models, e.g. OSE slow weapons
   * under either OSE initiative model): with no field and no slot choice of its own, the module is
   * in force exactly then, without a GM toggle; with them, only while both hold (./resolve.ts).
   */
  readonly inForceWhen?: { readonly when: string; readonly values: readonly FieldValue[] };
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
   * `system.variant` whether or not the module is in force. A module declaring one is
   * declared `as const satisfies RuleModule` so the slice's value types reach `VariantMemory`.
   */
  readonly memory?: MemoryDecls;
}


