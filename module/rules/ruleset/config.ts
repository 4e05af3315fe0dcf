/**
 * The stored rule-variant configuration (VARIANTS.md §9.1–9.2): one typed, validated, versioned
 * object that says which companion rules are in force. Its fields, choices, presets and joint rules
 * are generated from the rule modules' declarations (./derive.ts); this file gives them
 * the stored shape. A stored config missing a field takes the book's value for it
 * (parseVariantConfig), so a new module's field needs no migration.
 */
import { RulesError } from "../errors";
import { CONFIG_FIELDS, bookValues, configField, fieldProblem, followDependants, jointProblems, lockProblems, presetFlatValues } from "./derive";
import { PRESET_IDS, type FieldValue, type FlatConfig, type PresetId, type VariantProblem } from "./types";

export type * from "./config-type";
import type {
  InitiativeModelId,
  SurpriseRule,
  OseTieRule,
  TerrainModelId,
  ExtraCostStacking,
  ProneRule,
  EncumbranceModelId,
  TravelModelId,
  ForcedMarchRule,
  VariantConfig,
} from "./config-type";

/**
 * The version of the stored shape; raised when a field changes meaning or a domain is added (2: the
 * `resolution` domain, RESOLUTION.md §6). An older stored value loads through parseVariantConfig,
 * which fills what it lacks with the book's values.
 */
export const VARIANT_CONFIG_VERSION = 2;

/** A choice field's choices, generated from the declarations (the slot's book value, then its modules). */
function choicesOf<T extends string>(path: string): readonly T[] {
  return Object.freeze([...(configField(path)?.choices ?? [])] as T[]);
}

export const INITIATIVE_MODEL_IDS: readonly InitiativeModelId[] = choicesOf("initiative.model");
export const SURPRISE_RULES: readonly SurpriseRule[] = choicesOf("combat.surprise");
export const OSE_TIE_RULES: readonly OseTieRule[] = choicesOf("initiative.oseTies");
export const TERRAIN_MODEL_IDS: readonly TerrainModelId[] = choicesOf("movement.terrainModel");
export const EXTRA_COST_STACKINGS: readonly ExtraCostStacking[] = choicesOf("movement.extraCostStacking");
export const PRONE_RULES: readonly ProneRule[] = choicesOf("movement.prone");
export const ENCUMBRANCE_MODEL_IDS: readonly EncumbranceModelId[] = choicesOf("encumbrance.model");
export const TRAVEL_MODEL_IDS: readonly TravelModelId[] = choicesOf("travel.model");
export const FORCED_MARCH_RULES: readonly ForcedMarchRule[] = choicesOf("travel.forcedMarch");

/** The model ids, for the fuzz suite and the tracker's badge. */
export const VARIANT_INITIATIVE_MODELS = INITIATIVE_MODEL_IDS;

/** A flat map of field values as the nested, deep-frozen config. */
function configFromFlat(values: Readonly<FlatConfig>): VariantConfig {
  const out: Record<string, unknown> = { version: VARIANT_CONFIG_VERSION };
  for (const f of CONFIG_FIELDS) {
    const [domain, key] = f.path.split(".") as [string, string];
    ((out[domain] ??= {}) as Record<string, unknown>)[key] = values[f.path];
  }
  for (const v of Object.values(out)) if (v && typeof v === "object") Object.freeze(v);
  return Object.freeze(out) as unknown as VariantConfig;
}

/** A config (or any object of its shape) as a flat map of its fields; a missing field is undefined. */
export function flatConfig(value: unknown): Record<string, unknown> {
  return Object.fromEntries(CONFIG_FIELDS.map((f) => [f.path, readPath(value, f.path)]));
}

/** The book (all variants off), reproducing the book exactly: every field's book value. */
export const BOOK_CONFIG: VariantConfig = configFromFlat(bookValues());

export type { PresetId };
export { PRESET_IDS };

/** A partial config: what a preset or a form submission changes. */
export type VariantPatch = { readonly [K in Exclude<keyof VariantConfig, "version">]?: Partial<VariantConfig[K]> };

/** Each preset (VARIANTS.md §9.1): the book plus the values its modules declare for it. */
export const PRESETS: Readonly<Record<PresetId, VariantConfig>> = Object.freeze(
  Object.fromEntries(PRESET_IDS.map((id) => [id, id === "book" ? BOOK_CONFIG : configFromFlat(presetFlatValues(id))])) as Record<PresetId, VariantConfig>,
);

export type { VariantProblem };

type FieldRule = { kind: "bool" } | { kind: "choice"; choices: readonly string[] } | { kind: "int"; min: number; max: number };

/** The field rules of every path, in form order, generated from the declarations. */
export const VARIANT_FIELDS: Readonly<Record<string, FieldRule>> = Object.freeze(
  Object.fromEntries(
    CONFIG_FIELDS.map((f): [string, FieldRule] => [
      f.path,
      f.kind === "bool" ? { kind: "bool" } : f.kind === "int" ? { kind: "int", min: f.min!, max: f.max! } : { kind: "choice", choices: f.choices },
    ]),
  ),
);

function readPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split(".")) {
    if (cur === null || typeof cur !== "object" || !Object.prototype.hasOwnProperty.call(cur, k)) return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

export interface ValidateOptions {
  /** The config in force, for the rules that depend on a change (the initiative lock). */
  readonly previous?: VariantConfig;
  /** A combat is started in the world: the initiative model cannot change (VARIANTS.md §9.2). */
  readonly combatStarted?: boolean;
}

/**
 * Every reason `value` is not a legal config (VARIANTS.md §9.2), or [] when it is. Never throws:
 * the form shows each problem as a localised message and keeps the old value.
 */
export function validateVariantConfig(value: unknown, options: ValidateOptions | null = {}): VariantProblem[] {
  const opts: ValidateOptions = options !== null && typeof options === "object" ? options : {};
  const problems: VariantProblem[] = [];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [{ path: "", code: "type" }];
  const version = (value as { version?: unknown }).version;
  if (version !== VARIANT_CONFIG_VERSION) problems.push({ path: "version", code: "version" });
  const values = flatConfig(value);
  for (const f of CONFIG_FIELDS) {
    const p = fieldProblem(f, values[f.path]);
    if (p) problems.push(p);
  }
  if (problems.length > 0) return problems;
  problems.push(...jointProblems(values as FlatConfig));
  // Options of any shape (a macro's null, a previous config without its initiative) never throw:
  // the lock compares only what the previous config names.
  if (opts.combatStarted === true) problems.push(...lockProblems(values as FlatConfig, flatConfig(opts.previous)));
  return problems;
}

/** Whether `value` is a legal config (no options: the lock is not checked). */
export function isVariantConfig(value: unknown): value is VariantConfig {
  return validateVariantConfig(value).length === 0;
}

/**
 * Decision (VARIANTS.md §9.2, GX-4): changing a domain moves the fields that depend on it to a legal
 * value, unless the same change sets them itself, which is then checked as given:
 * - an encumbrance model other than "er" turns `persistent` off (and "er" leaves it as it was);
 * - a travel model moves `forcedMarch` to its own rule ("er" → "er", "ose" → "ose", "osr" → "off")
 *   when the one in force no longer fits.
 * The result is the new config, or the problems (and the caller keeps the old value).
 */
export function changeVariants(
  current: VariantConfig,
  patch: VariantPatch,
  options: Omit<ValidateOptions, "previous"> = {},
): { ok: true; config: VariantConfig } | { ok: false; problems: VariantProblem[] } {
  if (!isVariantConfig(current)) throw new RulesError("INVALID_ARGUMENT", "current", current, "expected a valid VariantConfig");
  if (patch === null || typeof patch !== "object" || Array.isArray(patch)) return { ok: false, problems: [{ path: "", code: "type" }] };
  const next = flatConfig(current) as FlatConfig;
  const given = new Set<string>();
  for (const [domain, fields] of Object.entries(patch as Record<string, unknown>)) {
    if (domain === "version" || !CONFIG_FIELDS.some((f) => f.domain === domain)) continue;
    if (fields === null || typeof fields !== "object") return { ok: false, problems: [{ path: domain, code: "type" }] };
    for (const [k, v] of Object.entries(fields)) {
      const path = `${domain}.${k}`;
      if (!configField(path)) continue;
      next[path] = v as FieldValue;
      given.add(path);
    }
  }
  followDependants(next, given);
  const config = configFromFlat(next);
  const problems = validateVariantConfig(config, { ...(options ?? {}), previous: current });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** The preset `config` equals, or "custom". */
export function presetOf(config: VariantConfig): PresetId | "custom" {
  for (const id of PRESET_IDS) if (sameConfig(PRESETS[id], config)) return id;
  return "custom";
}

function sameConfig(a: VariantConfig, b: VariantConfig): boolean {
  return Object.keys(VARIANT_FIELDS).every((p) => readPath(a, p) === readPath(b, p));
}

/**
 * A stored value as a config (VARIANTS.md §9.2 "versioned"): fields missing from an older or
 * partial value take the book's value; a value that is then still illegal is refused with a
 * RulesError naming the problems (the setting adapter falls back to the book and says so).
 */
export function parseVariantConfig(value: unknown): VariantConfig {
  if (value === undefined || value === null) return BOOK_CONFIG;
  if (typeof value !== "object" || Array.isArray(value)) throw new RulesError("INVALID_ARGUMENT", "variants", value, "expected a rule-variant object");
  const filled = bookValues();
  for (const [path, v] of Object.entries(flatConfig(value))) if (v !== undefined) filled[path] = v as FieldValue;
  const candidate = configFromFlat(filled);
  const problems = validateVariantConfig(candidate);
  if (problems.length > 0) {
    throw new RulesError("INVALID_ARGUMENT", "variants", value, `illegal rule variants: ${problems.map((p) => `${p.path || "(value)"} ${p.code}`).join(", ")}`);
  }
  return candidate;
}

/** Throws a RulesError unless `config` is a legal VariantConfig (the rules functions' guard). */
export function assertVariantConfig(name: string, config: unknown): asserts config is VariantConfig {
  if (config === BOOK_CONFIG || (typeof config === "object" && config !== null && VALIDATED.has(config))) return;
  const problems = validateVariantConfig(config);
  if (problems.length > 0) throw new RulesError("INVALID_ARGUMENT", name, config, `illegal rule variants: ${problems.map((p) => `${p.path || "(value)"} ${p.code}`).join(", ")}`);
  if (isDeepFrozen(config as object)) VALIDATED.add(config as object);
}

/**
 * Legal configs already checked (the drag frame): a config frozen with its domains (as
 * every preset, `changeVariants` and `parseVariantConfig` make them) cannot change, so it is
 * checked once. An unfrozen object is checked at every call.
 */
const VALIDATED = new WeakSet<object>();

/**
 * A legal config as a frozen copy that reads what `config` reads now (a caller may change an
 * unfrozen object afterwards; the copy keeps the values it was checked with). A frozen config is
 * its own copy.
 */
export function frozenVariantConfig(config: VariantConfig): VariantConfig {
  assertVariantConfig("config", config);
  return isDeepFrozen(config) ? config : configFromFlat(flatConfig(config) as FlatConfig);
}

function isDeepFrozen(config: object): boolean {
  return Object.isFrozen(config) && Object.values(config).every((v) => v === null || typeof v !== "object" || Object.isFrozen(v));
}
