/**
 * A pure description of a data model's fields and their bounds: the one source of truth for the
 * Foundry schemas (module/actors/models.ts, module/items/models.ts build their NumberFields from
 * it), for the pre-update check that refuses bad sheet input, and for the pack test that runs
 * every compendium entry through it. No Foundry globals here.
 */
import { TERRAIN_IDS } from "../rules";
import { MAX_FORMULA_LENGTH, formulaError } from "./formula";
import { valueText } from "./value-text";
import { NAMED_OPERATORS, type UpdateOperators } from "../update-operators";

export interface NumberSpec {
  readonly kind: "number";
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly nullable: boolean;
}
export interface ChoiceSpec {
  readonly kind: "choice";
  readonly choices: readonly string[];
  /** The empty string is accepted too ("none"). */
  readonly blank: boolean;
}
export interface BooleanSpec {
  readonly kind: "boolean";
  /** null is accepted too (a weapon's `slow`, null = derived from its modifier). */
  readonly nullable?: boolean;
}
export interface TextSpec {
  readonly kind: "text";
  /** Maximum length in characters. */
  readonly maxLength: number;
}
export interface ChoiceListSpec {
  readonly kind: "choiceList";
  readonly choices: readonly string[];
}

/** A roll formula (module/data/formula.ts); the empty string means "no roll". */
export interface FormulaSpec {
  readonly kind: "formula";
}

export type FieldSpec = NumberSpec | ChoiceSpec | BooleanSpec | TextSpec | ChoiceListSpec | FormulaSpec;

/** Field specs keyed by their dotted path inside `system` ("movement.speed"). */
export type ModelSpec = Readonly<Record<string, FieldSpec>>;

export const num = (min: number, max: number, integer: boolean, nullable = false): NumberSpec => ({
  kind: "number",
  min,
  max,
  integer,
  nullable,
});
export const choice = (choices: readonly string[], blank = false): ChoiceSpec => ({ kind: "choice", choices, blank });
export const bool: BooleanSpec = { kind: "boolean" };
/** A boolean that may be null (VARIANTS.md row 21: a weapon's `slow`, null = derived). */
export const nullableBool: BooleanSpec = { kind: "boolean", nullable: true };
export const text = (maxLength: number): TextSpec => ({ kind: "text", maxLength });
export const choiceList = (choices: readonly string[]): ChoiceListSpec => ({ kind: "choiceList", choices });
export const formula: FormulaSpec = { kind: "formula" };

/** Terrains a creature may be adapted to (every terrain but optimal ground, which needs no help). */
export const ADAPTABLE_TERRAINS = TERRAIN_IDS.filter((t) => t !== "optimal");

/** The per-terrain adaptation fields: `<prefix>.adaptation.<terrain>` → a terrain id or "". */
export function adaptationSpecs(prefix: string): Record<string, ChoiceSpec> {
  return Object.fromEntries(ADAPTABLE_TERRAINS.map((t) => [`${prefix}adaptation.${t}`, choice(TERRAIN_IDS, true)]));
}

/** A refused value: the localisation key of the message and the data it needs. */
export interface FieldProblem {
  readonly path: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** Localisation keys of the validation messages (lang/en.json ER.Validation.*). */
export const VALIDATION_KEYS = Object.freeze({
  number: "ER.Validation.Number",
  integer: "ER.Validation.Integer",
  range: "ER.Validation.Range",
  choice: "ER.Validation.Choice",
  boolean: "ER.Validation.Boolean",
  text: "ER.Validation.Text",
  unknown: "ER.Validation.Unknown",
  formula: "ER.Validation.Formula",
  object: "ER.Validation.Object",
  delete: "ER.Validation.Delete",
});

/** Never throws, whatever the value (a BigInt in a null-prototype object included): valueText. */
function describeValue(value: unknown): string {
  return valueText(value);
}

/** Checks one value against its spec; returns null when it is acceptable. */
export function checkField(path: string, spec: FieldSpec, value: unknown): FieldProblem | null {
  const problem = (key: string, data: Record<string, string | number> = {}): FieldProblem => ({
    path,
    key,
    data: { field: path, value: describeValue(value), ...data },
  });
  switch (spec.kind) {
    case "number": {
      if (value === null && spec.nullable) return null;
      if (typeof value !== "number" || !Number.isFinite(value)) return problem(VALIDATION_KEYS.number);
      if (spec.integer && !Number.isInteger(value)) return problem(VALIDATION_KEYS.integer);
      if (value < spec.min || value > spec.max) return problem(VALIDATION_KEYS.range, { min: spec.min, max: spec.max });
      return null;
    }
    case "choice": {
      if (value === "" && spec.blank) return null;
      if (typeof value !== "string" || !spec.choices.includes(value)) {
        return problem(VALIDATION_KEYS.choice, { choices: spec.choices.join(", ") });
      }
      return null;
    }
    case "boolean":
      return typeof value === "boolean" || (value === null && spec.nullable === true) ? null : problem(VALIDATION_KEYS.boolean);
    case "text":
      return typeof value === "string" && value.length <= spec.maxLength
        ? null
        : problem(VALIDATION_KEYS.text, { max: spec.maxLength });
    case "formula": {
      if (typeof value !== "string") return problem(VALIDATION_KEYS.formula, { at: 1, max: MAX_FORMULA_LENGTH });
      const at = formulaError(value);
      return at === null ? null : problem(VALIDATION_KEYS.formula, { at, max: MAX_FORMULA_LENGTH });
    }
    case "choiceList": {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || !spec.choices.includes(v))) {
        return problem(VALIDATION_KEYS.choice, { choices: spec.choices.join(", ") });
      }
      return null;
    }
  }
}

/**
 * Flattens a plain object to dotted paths, as Foundry's update data does. Arrays and null are
 * leaves; so are the keys of `leafPaths` (fields whose value is itself an object or a list).
 */
export function flattenPaths(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Set || isOperatorValue(value)) {
    if (prefix) out[prefix] = value instanceof Set ? [...(value as Set<unknown>)] : value;
    return out;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    flattenPaths(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/**
 * Whether a value in update data is an operator object (an instance of some class, such as v14's
 * `_del`) rather than plain data: plain objects, arrays and primitives are data.
 */
export function isOperatorValue(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto !== Object.prototype && proto !== null;
}

export interface ValidateOptions {
  /** Report paths that the spec does not know (pack sources: catches typos). Updates ignore them. */
  strict?: boolean;
  /** How update operators are recognised (default {@link NAMED_OPERATORS}). */
  operators?: UpdateOperators;
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether `path` names a group of spec'd fields (a schema object such as "movement"). */
function isBranch(spec: ModelSpec, path: string): boolean {
  const prefix = `${path}.`;
  return Object.keys(spec).some((k) => k.startsWith(prefix));
}

/** Whether a field may be deleted by an update: a choice that may be blank (an adaptation entry) or a nullable number. */
function deletable(spec: FieldSpec): boolean {
  return (spec.kind === "choice" && spec.blank) || (spec.kind === "number" && spec.nullable);
}

/**
 * Validates `system` data (a full source or a partial update, nested or dotted) against a spec.
 * Every value an update would store under a spec'd field is checked, however it is written:
 * nested or dotted keys, "==key" forced replacements, v14 replacement operators, a wrapper object
 * or class instance where a plain value belongs (refused), a non-object where a group of fields
 * belongs (refused). Deleting a field ("-=key" in v13, a deletion operator in v14) is refused unless
 * the field may be empty. Paths the spec does not know are ignored (reported with `strict`).
 */
export function validateSystem(spec: ModelSpec, system: unknown, options: ValidateOptions = {}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ops = options.operators ?? NAMED_OPERATORS;
  const strict = options.strict === true;

  const refuse = (path: string, key: string, value: unknown, data: Record<string, string | number> = {}) =>
    problems.push({ path, key, data: { field: path, value: describeValue(value), ...data } });

  const remove = (path: string): void => {
    const field = spec[path];
    if (field !== undefined) {
      if (!deletable(field)) refuse(path, VALIDATION_KEYS.delete, null);
      return;
    }
    if (isBranch(spec, path)) {
      const prefix = `${path}.`;
      const fixed = Object.entries(spec).find(([k, f]) => k.startsWith(prefix) && !deletable(f));
      if (fixed) refuse(path, VALIDATION_KEYS.delete, null);
      return;
    }
    const leaf = ancestorLeaf(path);
    if (leaf !== null) refuse(leaf, VALIDATION_KEYS.delete, null);
  };

  /** The spec'd field above `path`, when `path` reaches inside a plain value ("movement.speed.value"). */
  const ancestorLeaf = (path: string): string | null => {
    const parts = path.split(".");
    for (let i = parts.length - 1; i > 0; i--) {
      const p = parts.slice(0, i).join(".");
      if (spec[p] !== undefined) return p;
    }
    return null;
  };

  /** A forced replacement of a group: the fields it leaves out are deleted. */
  const replace = (path: string, value: unknown): void => {
    visit(path, value);
    if (!isBranch(spec, path) || !isPlainData(value)) return;
    const prefix = `${path}.`;
    const given = flattenPaths(value, path);
    for (const [k, f] of Object.entries(spec)) {
      if (k.startsWith(prefix) && !deletable(f) && !Object.keys(given).some((g) => g === k || k.startsWith(`${g}.`))) refuse(k, VALIDATION_KEYS.delete, null);
    }
  };

  const visit = (path: string, raw: unknown): void => {
    const value = raw;
    const kind = ops.kind(value);
    if (kind === "delete") return remove(path);
    if (kind === "replace") return replace(path, ops.value(value));
    const field = spec[path];
    if (field !== undefined) {
      const v = value instanceof Set ? [...(value as Set<unknown>)] : value;
      const p = checkField(path, field, v);
      if (p) problems.push(p);
      return;
    }
    if (isBranch(spec, path)) {
      if (isPlainData(value)) walk(path, value);
      else refuse(path, VALIDATION_KEYS.object, value);
      return;
    }
    const leaf = ancestorLeaf(path);
    if (leaf !== null) {
      // A key inside a plain value: whatever it holds, the field would store an object.
      refuse(leaf, keyFor(spec[leaf]!), { [path.slice(leaf.length + 1)]: value });
      return;
    }
    if (strict && !isHtmlOrFree(path)) refuse(path, VALIDATION_KEYS.unknown, value);
  };

  const walk = (prefix: string, node: Record<string, unknown>): void => {
    for (const [rawKey, value] of Object.entries(node)) {
      const [head = "", ...rest] = rawKey.split(".");
      const join = (k: string) => (prefix ? `${prefix}.${k}` : k);
      if (rest.length > 0 && !head.startsWith("-=") && !head.startsWith("==")) {
        // A dotted key: the same as the nested object {head: {rest: value}}.
        visitKey(join(head), rest.join("."), value);
        continue;
      }
      if (head.startsWith("-=")) remove(join([head.slice(2), ...rest].join(".")));
      else if (head.startsWith("==")) replace(join([head.slice(2), ...rest].join(".")), value);
      else visit(join(head), value);
    }
  };

  /** `{rest: value}` below `path`, without building the object (the rest may start with "-=" or "=="). */
  const visitKey = (path: string, rest: string, value: unknown): void => {
    if (spec[path] !== undefined) {
      // "movement.speed.value": a key inside a plain field.
      refuse(path, keyFor(spec[path]!), { [rest]: value });
      return;
    }
    walk(path, { [rest]: value });
  };

  if (system === undefined) return problems;
  if (!isPlainData(system)) {
    refuse("system", VALIDATION_KEYS.object, system);
    return problems;
  }
  walk("", system);
  return problems;
}

/** The message key for a value of the wrong kind in a field. */
function keyFor(field: FieldSpec): string {
  switch (field.kind) {
    case "number":
      return VALIDATION_KEYS.number;
    case "boolean":
      return VALIDATION_KEYS.boolean;
    case "text":
      return VALIDATION_KEYS.text;
    default:
      return VALIDATION_KEYS.choice;
  }
}

/**
 * The `system` parts of a document change as the pre-create / pre-update hooks receive it: the
 * `system` object (or its forced replacement "==system"; `null` for a deletion "-=system"), and one
 * fragment per top-level dotted key "system.x.y" (in case core hands the hook unexpanded data).
 * Each fragment is validated on its own, so no write hides another. Empty when `system` is untouched.
 */
export function systemChangesOf(changes: unknown): unknown[] {
  if (changes === null || typeof changes !== "object") return [];
  const c = changes as Record<string, unknown>;
  const out: unknown[] = [];
  for (const key of Object.keys(c)) {
    if (key === "system" || key === "==system") out.push(c[key]);
    else if (key === "-=system") out.push(null);
    else if (key.startsWith("system.") || key.startsWith("==system.") || key.startsWith("-=system.")) {
      const prefix = key.startsWith("system.") ? "" : key.slice(0, 2);
      out.push({ [prefix + key.slice(key.indexOf(".") + 1)]: c[key] });
    }
  }
  return out;
}

/** Free-form fields the specs do not bound (HTML text). */
const FREE_PATHS: ReadonlySet<string> = new Set(["notes", "description"]);
function isHtmlOrFree(path: string): boolean {
  return FREE_PATHS.has(path);
}
