/**
 * The rule-variant configuration generated from the declarations (VARIANTS.md §9.1–9.2): the table
 * of fields, the book's values, the presets, validation and the dependants a change moves (GX-4).
 * Nothing here names a rule: every field, choice, preset value and dependency comes from
 * ./book-fields.ts and the modules of ./registry.ts.
 */
import { BOOK_FIELDS } from "./book-fields";
import { RULE_MODULES } from "./registry";
import { DOMAINS, PRESET_IDS, type Domain, type EnabledWhen, type FieldDecl, type FieldValue, type FlatConfig, type PresetId, type RuleModule, type VariantProblem } from "./types";

/** One field as the form and the validator see it. */
export interface ConfigField {
  readonly path: string;
  readonly domain: Domain;
  readonly kind: "bool" | "int" | "choice";
  readonly control: FieldDecl["control"];
  readonly book: FieldValue;
  /** A choice field's choices in order (a slot: the book's, then each selecting module's). */
  readonly choices: readonly string[];
  readonly min: number | null;
  readonly max: number | null;
  readonly enabledWhen: (EnabledWhen & { readonly otherwise: FieldValue }) | null;
  /** A choice usable only while its dependency holds. */
  readonly choiceEnabledWhen: Readonly<Record<string, EnabledWhen>>;
  readonly lockedInCombat: boolean;
}

/** The field table of a book and a list of modules (throws on a declaration error: a bug, not input). */
export function buildFields(bookFields: Readonly<Record<string, FieldDecl>>, modules: readonly RuleModule[]): readonly ConfigField[] {
  const declared = new Map<string, FieldDecl>();
  const add = (path: string, decl: FieldDecl) => {
    if (declared.has(path)) throw new Error(`rule variants: field ${path} is declared twice`);
    declared.set(path, decl);
  };
  for (const [path, decl] of Object.entries(bookFields)) add(path, decl);
  for (const m of modules) for (const [path, decl] of Object.entries(m.fields ?? {})) add(path, decl);
  const selections = new Map<string, { value: string; enabledWhen?: EnabledWhen }[]>();
  for (const m of modules) {
    if (!m.selects) continue;
    const decl = declared.get(m.selects.path);
    if (decl?.kind !== "slot") throw new Error(`rule variants: ${m.id} selects ${m.selects.path}, which is not a slot`);
    const list = selections.get(m.selects.path) ?? [];
    if (list.some((s) => s.value === m.selects!.value) || decl.book === m.selects.value) throw new Error(`rule variants: ${m.selects.path} has the choice ${m.selects.value} twice`);
    list.push(m.selects.enabledWhen ? { value: m.selects.value, enabledWhen: m.selects.enabledWhen } : { value: m.selects.value });
    selections.set(m.selects.path, list);
  }
  const fields: ConfigField[] = [];
  for (const domain of DOMAINS) {
    for (const [path, decl] of declared) {
      if (path.split(".")[0] !== domain) continue;
      const picks = selections.get(path) ?? [];
      const choiceEnabledWhen: Record<string, EnabledWhen> = {};
      if (decl.kind === "slot" && decl.bookEnabledWhen) choiceEnabledWhen[decl.book] = decl.bookEnabledWhen;
      for (const p of picks) if (p.enabledWhen) choiceEnabledWhen[p.value] = p.enabledWhen;
      fields.push(Object.freeze({
        path,
        domain,
        kind: decl.kind === "slot" ? "choice" : decl.kind,
        control: decl.control,
        book: decl.book,
        choices: Object.freeze(decl.kind === "slot" ? [decl.book, ...picks.map((p) => p.value)] : decl.kind === "choice" ? [...decl.choices] : []),
        min: decl.kind === "int" ? decl.min : null,
        max: decl.kind === "int" ? decl.max : null,
        enabledWhen: decl.enabledWhen ?? null,
        choiceEnabledWhen: Object.freeze(choiceEnabledWhen),
        lockedInCombat: decl.lockedInCombat === true,
      }));
    }
  }
  const placed = new Set(fields.map((f) => f.path));
  for (const path of declared.keys()) if (!placed.has(path)) throw new Error(`rule variants: ${path} is in no domain`);
  for (const m of modules) {
    const when = m.inForceWhen && fields.find((f) => f.path === m.inForceWhen!.when);
    if (m.inForceWhen && !when) throw new Error(`rule variants: ${m.id} is in force when ${m.inForceWhen.when}, which no module declares`);
    const unknown = m.inForceWhen?.values.find((v) => when!.kind === "choice" && !when!.choices.includes(v as string));
    if (unknown !== undefined) throw new Error(`rule variants: ${m.id} is in force when ${m.inForceWhen!.when} is ${String(unknown)}, which is not a choice`);
  }
  return Object.freeze(fields);
}

/** Every field, in form order (domain by domain; the book's first, then the modules' in registry order). */
export const CONFIG_FIELDS: readonly ConfigField[] = buildFields(BOOK_FIELDS, RULE_MODULES);
const BY_PATH: ReadonlyMap<string, ConfigField> = new Map(CONFIG_FIELDS.map((f) => [f.path, f]));

export function configField(path: string): ConfigField | undefined {
  return BY_PATH.get(path);
}

/** Whether a dependency holds for the values. */
export function dependencyHolds(dep: Pick<EnabledWhen, "when" | "values" | "unless">, values: Readonly<FlatConfig>): boolean {
  return dep.values.includes(values[dep.when] as FieldValue) !== (dep.unless === true);
}

/** Whether a field is usable for these values (its own dependency). */
export function fieldEnabled(path: string, values: Readonly<FlatConfig>): boolean {
  const f = BY_PATH.get(path);
  return !f?.enabledWhen || dependencyHolds(f.enabledWhen, values);
}

/** Whether one choice of a choice field is usable for these values. */
export function choiceEnabled(path: string, value: string, values: Readonly<FlatConfig>): boolean {
  const dep = BY_PATH.get(path)?.choiceEnabledWhen[value];
  return !dep || dependencyHolds(dep, values);
}

/** The problem of one field's value on its own, or null. */
export function fieldProblem(field: ConfigField, value: unknown): VariantProblem | null {
  const { path } = field;
  switch (field.kind) {
    case "bool":
      return typeof value === "boolean" ? null : { path, code: "type" };
    case "choice":
      return typeof value === "string" && field.choices.includes(value) ? null : { path, code: "choice" };
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return { path, code: "type" };
      return value >= field.min! && value <= field.max! ? null : { path, code: "range" };
  }
}

/** The joint problems of values that are each legal: broken dependencies and module constraints. */
export function jointProblems(values: Readonly<FlatConfig>): VariantProblem[] {
  const problems: VariantProblem[] = [];
  for (const f of CONFIG_FIELDS) {
    if (f.enabledWhen && values[f.path] !== f.enabledWhen.otherwise && !dependencyHolds(f.enabledWhen, values)) problems.push({ path: f.path, code: f.enabledWhen.code });
    const dep = f.choiceEnabledWhen[values[f.path] as string];
    if (dep && !dependencyHolds(dep, values)) problems.push({ path: f.path, code: dep.code });
  }
  for (const m of RULE_MODULES) if (m.constraints) problems.push(...m.constraints(values));
  return problems;
}

/** The fields locked while a combat is started whose value differs from what `previous` names. */
export function lockProblems(values: Readonly<FlatConfig>, previous: Readonly<Record<string, unknown>>): VariantProblem[] {
  return CONFIG_FIELDS.filter((f) => f.lockedInCombat && previous[f.path] !== undefined && values[f.path] !== previous[f.path]).map((f) => ({ path: f.path, code: "initiativeLocked" }));
}

/**
 * GX-4: after a change that set the paths in `given`, every dependant the change did not set and
 * whose dependency now fails moves to a legal value: a field to its `otherwise`, a choice field to
 * its first usable choice. Mutates `next`.
 */
export function followDependants(next: FlatConfig, given: ReadonlySet<string>, fields: readonly ConfigField[] = CONFIG_FIELDS): void {
  const usable = (f: ConfigField, c: string) => {
    const dep = f.choiceEnabledWhen[c];
    return !dep || dependencyHolds(dep, next);
  };
  for (const f of fields) {
    if (given.has(f.path)) continue;
    if (f.enabledWhen && given.has(f.enabledWhen.when) && !dependencyHolds(f.enabledWhen, next)) next[f.path] = f.enabledWhen.otherwise;
    const deps = Object.values(f.choiceEnabledWhen);
    if (deps.length === 0 || !deps.some((d) => given.has(d.when))) continue;
    if (usable(f, next[f.path] as string)) continue;
    const first = f.choices.find((c) => usable(f, c));
    if (first !== undefined) next[f.path] = first;
  }
}

/** The book's value of every field. */
export function bookValues(): FlatConfig {
  return Object.fromEntries(CONFIG_FIELDS.map((f) => [f.path, f.book]));
}

/** A preset's values: the book, plus what each module sets for that preset, with dependants followed. */
export function presetFlatValues(id: PresetId): FlatConfig {
  const values = bookValues();
  const given = new Set<string>();
  for (const m of RULE_MODULES) {
    for (const [path, value] of Object.entries(m.presets?.[id] ?? {})) {
      if (!BY_PATH.has(path)) throw new Error(`rule variants: ${m.id} presets ${path}, which no module declares`);
      values[path] = value;
      given.add(path);
    }
  }
  followDependants(values, given);
  return values;
}

export { PRESET_IDS };
