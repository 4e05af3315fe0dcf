/**
 * The "Rule Variants" form as pure functions (VARIANTS.md §9.1–9.2): what the form shows for a
 * config (its render context), the patch a submission makes, the presets it applies, and the data
 * the form's page behaviour (./menu-dom.ts) needs. No Foundry globals: the application class
 * (./menu.ts) only gathers state and calls these.
 */
import { i18nKey } from "../constants";
import { DOMAINS, type Domain } from "../rules";
import { CONFIG_FIELDS, choiceEnabled, configField, fieldEnabled } from "../rules/ruleset/derive";
import { RULE_MODULES } from "../rules/ruleset/registry";
import {
  PRESETS,
  PRESET_IDS,
  VARIANT_FIELDS,
  changeVariants,
  presetOf,
  type PresetId,
  type VariantConfig,
  type VariantPatch,
  type VariantProblem,
} from "../rules";

export type Localize = (key: string, data?: Record<string, unknown>) => string;

export type DomainId = Domain;
export type ControlKind = "select" | "radio" | "checkbox" | "number";

/** One field of the form: its path in the config and how it is shown. */
export interface MenuFieldSpec {
  readonly path: string;
  readonly control: ControlKind;
}

/**
 * The form's layout, generated from the rule modules' declarations: one fieldset per domain, each
 * field with the control its module declares, in registry order.
 */
export const MENU_DOMAINS: readonly { readonly id: DomainId; readonly fields: readonly MenuFieldSpec[] }[] = Object.freeze(
  DOMAINS.map((id) => Object.freeze({ id, fields: Object.freeze(CONFIG_FIELDS.filter((f) => f.domain === id).map((f) => Object.freeze({ path: f.path, control: f.control }))) })),
);

/** The fields locked while a combat is started (VARIANTS.md §9.2, GX-5). */
export const LOCKED_IN_COMBAT: readonly string[] = Object.freeze(CONFIG_FIELDS.filter((f) => f.lockedInCombat).map((f) => f.path));

/**
 * A choice field whose choice in force stops being usable when `from` changes moves to the first
 * usable one (as changeVariants does, GX-4): the target for each value of `from`.
 */
function fallbackMaps(): { path: string; from: string; map: Record<string, string> }[] {
  const out: { path: string; from: string; map: Record<string, string> }[] = [];
  for (const f of CONFIG_FIELDS) {
    for (const from of new Set(Object.values(f.choiceEnabledWhen).map((d) => d.when))) {
      const map: Record<string, string> = {};
      for (const v of configField(from)?.choices ?? []) {
        const usable = f.choices.find((c) => choiceEnabled(f.path, c, { [from]: v }));
        if (usable !== undefined) map[v] = usable;
      }
      out.push({ path: f.path, from, map });
    }
  }
  return out;
}

/**
 * The form's dependent fields, as data generated from the declarations, so the render context and
 * the page behaviour follow one description (VARIANTS.md §9.2): fields usable only with a value of
 * another field, choices usable only with one, the fallback a stale choice moves to, and notes.
 */
export const MENU_DEPENDENCIES = Object.freeze({
  fieldEnabledWhen: CONFIG_FIELDS.flatMap((f) => (f.enabledWhen ? [{ path: f.path, when: f.enabledWhen.when, values: f.enabledWhen.values, unless: f.enabledWhen.unless === true, otherwise: f.enabledWhen.otherwise }] : [])),
  choiceEnabledWhen: CONFIG_FIELDS.flatMap((f) => Object.entries(f.choiceEnabledWhen).map(([choice, d]) => ({ path: f.path, choice, when: d.when, values: d.values, unless: d.unless === true }))),
  choiceFallback: fallbackMaps(),
  notes: RULE_MODULES.flatMap((m) => m.notes ?? []),
});

/** A config as a flat map of its form fields (path → value). */
export type FlatValues = Record<string, string | number | boolean>;

function readPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

export function flatValues(config: VariantConfig): FlatValues {
  const out: FlatValues = {};
  for (const path of Object.keys(VARIANT_FIELDS)) out[path] = readPath(config, path) as string | number | boolean;
  return out;
}

/** What picking a preset puts in every field. */
export function presetValues(id: PresetId): FlatValues {
  return flatValues(PRESETS[id]);
}

/** The choices of a choice field, in the config's order. */
export function choicesOf(path: string): readonly string[] {
  const rule = VARIANT_FIELDS[path];
  return rule?.kind === "choice" ? rule.choices : [];
}

/** Localisation keys of a field: label and hint (`ER.Variants.Field.<domain>.<key>.*`). */
export function fieldKey(path: string, part: "Label" | "Hint"): string {
  return i18nKey("Variants", "Field", ...path.split("."), part);
}

/** Localisation key of a choice's label (`ER.Variants.Choice.<domain>.<key>.<value>`). */
export function choiceKey(path: string, value: string): string {
  return i18nKey("Variants", "Choice", ...path.split("."), value);
}

/** Localisation key of a problem's message (`ER.Variants.Error.<code>`). */
export function problemKey(code: VariantProblem["code"]): string {
  return i18nKey("Variants", "Error", code);
}

export interface ProblemMessage {
  readonly path: string;
  readonly message: string;
}

/** Each problem as one localised sentence naming the field. */
export function problemMessages(problems: readonly VariantProblem[], localize: Localize): ProblemMessage[] {
  return problems.map((p) => ({
    path: p.path,
    message: localize(problemKey(p.code), { field: p.path in VARIANT_FIELDS ? localize(fieldKey(p.path, "Label")) : p.path || "—" }),
  }));
}

export interface MenuChoiceContext {
  value: string;
  label: string;
  selected: boolean;
  disabled: boolean;
  id: string;
}

export interface MenuFieldContext {
  path: string;
  control: ControlKind;
  id: string;
  label: string;
  hint: string;
  value: string | number | boolean;
  checked: boolean;
  disabled: boolean;
  locked: boolean;
  choices: MenuChoiceContext[];
  min: number | null;
  max: number | null;
  problems: string[];
  isSelect: boolean;
  isRadio: boolean;
  isCheckbox: boolean;
  isNumber: boolean;
}

export interface MenuContext {
  preset: PresetId | "custom";
  presets: { value: string; label: string; selected: boolean }[];
  domains: { id: DomainId; legend: string; fields: MenuFieldContext[] }[];
  combatStarted: boolean;
  notes: Record<string, boolean>;
  problems: ProblemMessage[];
}

export interface MenuContextOptions {
  readonly combatStarted: boolean;
  readonly localize: Localize;
  readonly problems?: readonly VariantProblem[];
}

/** The form's render context for the config in force. */
export function buildMenuContext(config: VariantConfig, options: MenuContextOptions): MenuContext {
  const { localize, combatStarted } = options;
  const values = flatValues(config);
  const messages = problemMessages(options.problems ?? [], localize);
  const preset = presetOf(config);
  const domains = MENU_DOMAINS.map((domain) => ({
    id: domain.id,
    legend: localize(i18nKey("Variants", "Domain", domain.id)),
    fields: domain.fields.map((f): MenuFieldContext => {
      const rule = VARIANT_FIELDS[f.path]!;
      const locked = combatStarted && LOCKED_IN_COMBAT.includes(f.path);
      const enabled = fieldEnabled(f.path, values);
      const value = values[f.path]!;
      const id = `er-variants-${f.path.replace(".", "-")}`;
      return {
        path: f.path,
        control: f.control,
        id,
        label: localize(fieldKey(f.path, "Label")),
        hint: localize(fieldKey(f.path, "Hint")),
        value,
        checked: value === true,
        disabled: locked || !enabled,
        locked,
        choices: choicesOf(f.path).map((c) => ({
          value: c,
          label: localize(choiceKey(f.path, c)),
          selected: value === c,
          disabled: !choiceEnabled(f.path, c, values),
          id: `${id}-${c}`,
        })),
        min: rule.kind === "int" ? rule.min : null,
        max: rule.kind === "int" ? rule.max : null,
        problems: messages.filter((m) => m.path === f.path).map((m) => m.message),
        isSelect: f.control === "select",
        isRadio: f.control === "radio",
        isCheckbox: f.control === "checkbox",
        isNumber: f.control === "number",
      };
    }),
  }));
  return {
    preset,
    presets: [...PRESET_IDS, "custom" as const].map((id) => ({ value: id, label: localize(i18nKey("Variants", "Preset", id)), selected: id === preset })),
    domains,
    combatStarted,
    notes: Object.fromEntries(MENU_DEPENDENCIES.notes.map((n) => [n.id, (n.values as readonly unknown[]).includes(values[n.when])])),
    problems: messages,
  };
}

/**
 * The patch a submission makes, from the form's values by path (what the form element holds:
 * strings from selects, radios and number inputs, booleans from checkboxes). Fields the form did
 * not submit (disabled ones) are left out, so they keep their value or follow GX-4. A value that is
 * not of the field's kind is passed as it is, for changeVariants to refuse with its problem.
 */
export function patchFromForm(values: Readonly<Record<string, unknown>>): VariantPatch {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const [path, rule] of Object.entries(VARIANT_FIELDS)) {
    if (!Object.prototype.hasOwnProperty.call(values, path)) continue;
    const raw = values[path];
    let value: unknown = raw;
    if (rule.kind === "int" && typeof raw === "string") value = raw.trim() === "" ? raw : Number(raw);
    if (rule.kind === "bool" && (raw === "true" || raw === "false")) value = raw === "true";
    const [domain, key] = path.split(".") as [string, string];
    (patch[domain] ??= {})[key] = value;
  }
  return patch as VariantPatch;
}

/** A submission: the new config, or the problems (the caller keeps the old value and shows them). */
export function submitVariantForm(
  current: VariantConfig,
  values: Readonly<Record<string, unknown>>,
  options: { readonly combatStarted: boolean },
): ReturnType<typeof changeVariants> {
  return changeVariants(current, patchFromForm(values), { combatStarted: options.combatStarted });
}

/** What the page behaviour (./menu-dom.ts) needs: plain JSON. */
export interface MenuClientSpec {
  presets: Record<string, FlatValues>;
  fields: Record<string, "bool" | "int" | "choice">;
  dependencies: typeof MENU_DEPENDENCIES;
  custom: string;
  lockedInCombat: readonly string[];
}

export function menuClientSpec(): MenuClientSpec {
  return {
    presets: Object.fromEntries(PRESET_IDS.map((id) => [id, presetValues(id)])),
    fields: Object.fromEntries(Object.entries(VARIANT_FIELDS).map(([path, rule]) => [path, rule.kind])),
    dependencies: MENU_DEPENDENCIES,
    custom: "custom",
    lockedInCombat: LOCKED_IN_COMBAT,
  };
}

/**
 * The values a browser submits from the form showing `values`: a disabled control is not submitted
 * (the dependent fields MENU_DEPENDENCIES disables, and the locked fields while a combat is
 * started). A locked field keeps its value in force (`inForce`), so its dependants are judged, and a
 * choice it rules out moved to its fallback, against that stored value and not the shown one: what
 * the page behaviour (./menu-dom.ts) does, where a preset leaves a locked control as it was. Tests
 * use this to submit through the form path.
 */
export function submittedValues(values: Readonly<FlatValues>, options: { readonly combatStarted: boolean; readonly inForce: VariantConfig }): FlatValues {
  const locked = (path: string) => options.combatStarted && LOCKED_IN_COMBAT.includes(path);
  const effective: FlatValues = { ...values };
  const stored = flatValues(options.inForce);
  for (const path of Object.keys(effective)) if (locked(path)) effective[path] = stored[path]!;
  for (const f of MENU_DEPENDENCIES.choiceFallback) {
    if (!locked(f.from) || choiceEnabled(f.path, effective[f.path] as string, effective)) continue;
    const target = f.map[String(effective[f.from])];
    if (target !== undefined) effective[f.path] = target;
  }
  const out: FlatValues = {};
  for (const [path, value] of Object.entries(effective)) {
    if (locked(path)) continue;
    if (!fieldEnabled(path, effective)) continue;
    out[path] = value;
  }
  return out;
}
