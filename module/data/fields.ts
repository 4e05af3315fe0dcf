/**
 * Builds Foundry data fields from the pure field specs (module/data/field-spec.ts), so the
 * schemas, the pre-update check and the pack test share one set of bounds. Foundry glue: the
 * `foundry` global is read only when a schema is defined.
 */
import { TERRAIN_IDS } from "../rules";
import { ADAPTABLE_TERRAINS, type FieldSpec, type ModelSpec, type NumberSpec } from "./field-spec";

function numberSpec(spec: ModelSpec, path: string): NumberSpec {
  const s: FieldSpec | undefined = spec[path];
  if (s?.kind !== "number") throw new Error(`enchanted-realms | no number spec for ${path}`);
  return s;
}

/** Terrain choices labelled with the shared terrain names (ER.Terrain.*). */
function terrainChoices(ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `ER.Terrain.${id}`]));
}

/** A required, non-null NumberField with the spec's bounds. */
export function numberField(spec: ModelSpec, path: string, initial: number) {
  const s = numberSpec(spec, path);
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: false,
    integer: s.integer,
    min: s.min,
    max: s.max,
    initial,
  });
}

/** A required NumberField that may be null ("not given"), with the spec's bounds. */
export function nullableNumberField(spec: ModelSpec, path: string, initial: number | null = null) {
  const s = numberSpec(spec, path);
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: true,
    integer: s.integer,
    min: s.min,
    max: s.max,
    initial,
  });
}

/** A required StringField limited to `choices` (value → localisation key of its label). */
export function choiceField(choices: Record<string, string>, initial: string) {
  return new foundry.data.fields.StringField({ required: true, blank: false, initial, choices });
}

export function booleanField(initial = false) {
  return new foundry.data.fields.BooleanField({ required: true, initial });
}

export function textField(initial = "") {
  return new foundry.data.fields.StringField({ required: true, blank: true, initial });
}

export function htmlField() {
  return new foundry.data.fields.HTMLField({ required: true, blank: true, initial: "" });
}

/** One StringField per adaptable terrain (see ADAPTABLE_TERRAINS): the terrain it is treated as, or "" for none. */
export function adaptationField() {
  const fields = foundry.data.fields;
  const target = () => new fields.StringField({ required: true, blank: true, initial: "", choices: terrainChoices(TERRAIN_IDS) });
  return new fields.SchemaField({
    plains: target(),
    tundra: target(),
    desert: target(),
    forest: target(),
    hills: target(),
    swamp: target(),
    jungle: target(),
    mountains: target(),
  });
}

/** A set of terrain ids (a creature's native terrains). */
export function terrainSetField() {
  const fields = foundry.data.fields;
  return new fields.SetField(new fields.StringField({ required: true, blank: false, choices: terrainChoices(ADAPTABLE_TERRAINS) }));
}

/** A roll formula (checked by the field specs' `formula` kind, module/data/formula.ts); "" means no roll. */
export function formulaField(initial: string) {
  return new foundry.data.fields.StringField({ required: true, blank: true, initial });
}

/** Old values a migration could not keep (module/actors/migrate.ts), for the GM's report: path, value (JSON) and reason. */
export function migrationNotesField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({
      path: new fields.StringField({ required: true, blank: false }),
      value: new fields.StringField({ required: true, blank: true }),
      reason: new fields.StringField({ required: true, blank: false, choices: ["conflict", "unreadable", "outOfRange"] }),
    }),
  );
}
