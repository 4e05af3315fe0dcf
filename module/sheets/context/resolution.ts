/**
 * The hit-and-hurt fields on the sheets (RESOLUTION.md §3.1, §6 "Visibility on sheets"): the book's
 * fields always (the six abilities and AC on actors), and a model's fields only while a rule module
 * in force lists them in its `resolutionFields` (module/rules/ruleset/points/resolution.ts gives the
 * path vocabulary). Pure: labels, bounds from the field specs, and the stored values.
 */
import { ABILITY_IDS, SAVE_CATEGORIES } from "../../rules/resolution/types";
import type { FieldSpec, ModelSpec } from "../../data/field-spec";
import { DAMAGE_TYPES, actorResolutionDefault } from "../../data/resolution-spec";
import { ACTOR_SPECS } from "../../actors/spec";
import type { Localize, SelectOption } from "./shared";

/** Whether a field path (actor: "saves.death"; item: "item.range.short") is listed: the path itself or a group above it. */
export function resolutionFieldShown(path: string, listed: readonly string[]): boolean {
  return listed.some((l) => l === path || path.startsWith(`${l}.`));
}

/** One input of a field list (templates/sheets/field-list.hbs). */
export interface ResolutionFieldContext {
  kind: "number" | "checkbox" | "select";
  name: string;
  label: string;
  hint: string | null;
  value: number | string | null;
  checked: boolean;
  min: number | null;
  max: number | null;
  step: number | null;
  options: SelectOption[] | null;
}

/** The value at a dotted path of nested data. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A form input for a spec'd field: a number, a checkbox or a select of the spec's choices. */
export function specInput(
  path: string,
  spec: FieldSpec | undefined,
  value: unknown,
  label: string,
  hint: string | null,
  choiceLabel: (c: string) => string = (c) => c,
  blankLabel: string | null = null,
): ResolutionFieldContext {
  const base = { name: `system.${path}`, label, hint, value: null, checked: false, min: null, max: null, step: null, options: null };
  if (spec?.kind === "boolean") return { ...base, kind: "checkbox", checked: value === true };
  if (spec?.kind === "choice") {
    const current = typeof value === "string" ? value : "";
    const options = spec.choices.map((c) => ({ value: c, label: choiceLabel(c), selected: c === current }));
    if (spec.blank) options.unshift({ value: "", label: blankLabel ?? "", selected: current === "" });
    return { ...base, kind: "select", value: current, options };
  }
  const n = spec?.kind === "number" ? spec : null;
  return { ...base, kind: "number", value: typeof value === "number" ? value : null, min: n?.min ?? null, max: n?.max ?? null, step: 1 };
}

/** One actor field of the section: its path and the key of its hint (null: none). */
interface ActorPath {
  readonly path: string;
  readonly hint: string | null;
}
const own = (path: string): ActorPath => ({ path, hint: `ER.Actor.FIELDS.${path}.hint` });
const plain = (path: string): ActorPath => ({ path, hint: null });
/** A group's fields; the first carries the group's hint. */
const group = (prefix: string, keys: readonly string[], hint: boolean): ActorPath[] =>
  keys.map((k, i) => ({ path: `${prefix}.${k}`, hint: hint && i === 0 ? `ER.Actor.FIELDS.${prefix}.hint` : null }));

/** The actor fields a model may list, in sheet order. */
function modelActorPaths(type: "character" | "creature"): ActorPath[] {
  return [
    own("defences.pd"),
    own("defences.md"),
    own("health.temp"),
    own("health.below"),
    own("proficiency"),
    own("attackBonus"),
    plain("hitDice.dice"),
    own("hitDice.plus"),
    ...group("saves", SAVE_CATEGORIES, true),
    ...(type === "creature" ? [own("morale"), own("moraleBonus")] : group("recoveries", ["value", "max", "die", "overdrawn"], true)),
    plain("dying.failures"),
    plain("dying.stable"),
    own("lastingWounds"),
    ...group("resistances", DAMAGE_TYPES, true),
  ];
}

/** The actor's hit-and-hurt section: the abilities and AC always, the listed model fields after them. */
export interface ActorResolutionContext {
  abilities: ResolutionFieldContext[];
  fields: ResolutionFieldContext[];
}

export function buildActorResolution(source: unknown, type: "character" | "creature", listed: readonly string[], localize: Localize): ActorResolutionContext {
  const spec: ModelSpec = ACTOR_SPECS[type];
  const input = ({ path, hint }: ActorPath) =>
    specInput(path, spec[path], valueAt(source, path) ?? actorResolutionDefault(path), localize(`ER.Actor.FIELDS.${path}.label`), hint ? localize(hint) : null, (c) => localize(`ER.Actor.FIELDS.${path}.choices.${c}`));
  const abilities = ABILITY_IDS.map((a) => input(own(`abilities.${a}`)));
  // Book: AC is the defence every model reads (RB-1); PD and MD are 13A's and listed by its model.
  const fields = [input(own("defences.ac")), ...modelActorPaths(type).filter((p) => resolutionFieldShown(p.path, listed)).map(input)];
  return { abilities, fields };
}
