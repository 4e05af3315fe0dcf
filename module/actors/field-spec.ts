/**
 * A pure description of a data model's fields and their bounds: the one source of truth for the
 * Foundry schemas (module/actors/models.ts, module/items/models.ts build their NumberFields from
 * it), for the pre-update check that refuses bad sheet input, and for the pack test that runs
 * every compendium entry through it. No Foundry globals here.
 */
import { TERRAIN_IDS } from "../rules";
import { MAX_FORMULA_LENGTH, formulaError } from "../rolls/formula";

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

/** A roll formula (module/rolls/formula.ts); the empty string means "no roll". */
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
});

function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
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
      return typeof value === "boolean" ? null : problem(VALIDATION_KEYS.boolean);
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
}

/**
 * Validates `system` data (a full source or a partial update, nested or dotted) against a spec.
 * Only the paths present are checked. Deletion keys of an update ("-=x") are ignored.
 */
export function validateSystem(spec: ModelSpec, system: unknown, options: ValidateOptions = {}): FieldProblem[] {
  const flat = flattenPaths(system);
  const problems: FieldProblem[] = [];
  for (const [path, value] of Object.entries(flat)) {
    if (path.split(".").some((part) => part.startsWith("-=") || part.startsWith("=="))) continue;
    // An update operator (v14's deletion and replacement operators are class instances, not data).
    if (isOperatorValue(value)) continue;
    const spec1 = spec[path];
    if (spec1 === undefined) {
      if (options.strict && !isHtmlOrFree(path)) problems.push({ path, key: VALIDATION_KEYS.unknown, data: { field: path, value: describeValue(value) } });
      continue;
    }
    const p = checkField(path, spec1, value);
    if (p) problems.push(p);
  }
  return problems;
}

/** Free-form fields the specs do not bound (HTML text). */
const FREE_PATHS: ReadonlySet<string> = new Set(["notes", "description"]);
function isHtmlOrFree(path: string): boolean {
  return FREE_PATHS.has(path);
}
