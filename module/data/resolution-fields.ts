/**
 * The Foundry data fields of hit and hurt (RESOLUTION.md §3.1), built from the pure specs and
 * defaults of ./resolution-spec.ts; the actor and item models (module/actors/models.ts,
 * module/items/models.ts) spread them into their schemas. Foundry glue: `foundry` is read only when
 * a schema is defined.
 */
import { DEFENCE_IDS, SAVE_CATEGORIES } from "../rules/resolution/types";
import type { ModelSpec } from "./field-spec";
import { booleanField, formulaField, nullableNumberField, numberField, textField } from "./fields";
import { DAMAGE_TYPES, ITEM_ABILITIES, NEW_ABILITIES, RECOVERY_DIES, RESOLUTION_DEFAULTS, SAVE_KINDS, SAVE_ON_SUCCESS, TRADITIONS, WEAPON_KINDS } from "./resolution-spec";

/** Choice value → the localisation key of its label (`<prefix>.<value>`). */
const labelled = (prefix: string, ids: readonly string[]): Record<string, string> => Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`]));

/** A StringField limited to `choices`; `blank` accepts "" too (a "none" or "the model's default"). */
function choiceOf(prefix: string, ids: readonly string[], initial: string, blank = false) {
  return new foundry.data.fields.StringField({ required: true, blank, initial, choices: labelled(prefix, ids) });
}

/** INT, WIS and CHA, for the `abilities` schema (STR, DEX and CON are the models' own). */
export function newAbilityFields(spec: ModelSpec) {
  return Object.fromEntries(NEW_ABILITIES.map((a) => [a, numberField(spec, `abilities.${a}`, RESOLUTION_DEFAULTS.ability)])) as Record<(typeof NEW_ABILITIES)[number], ReturnType<typeof numberField>>;
}

/** `health.below` (13A overflow past 0, R6) and `health.temp` (13A temporary health, R16). */
export function healthExtraFields(spec: ModelSpec) {
  return { below: numberField(spec, "health.below", 0), temp: numberField(spec, "health.temp", 0) };
}

/** The fields both actor types gain (§3.1). */
export function actorResolutionFields(spec: ModelSpec) {
  const fields = foundry.data.fields;
  return {
    defences: new fields.SchemaField(Object.fromEntries(DEFENCE_IDS.map((d) => [d, numberField(spec, `defences.${d}`, RESOLUTION_DEFAULTS.defence)])) as Record<(typeof DEFENCE_IDS)[number], ReturnType<typeof numberField>>),
    dying: new fields.SchemaField({
      failures: numberField(spec, "dying.failures", 0),
      stable: booleanField(false),
      since: nullableNumberField(spec, "dying.since"),
      combat: textField(""),
    }),
    resistances: new fields.SchemaField(Object.fromEntries(DAMAGE_TYPES.map((t) => [t, numberField(spec, `resistances.${t}`, 0)])) as Record<(typeof DAMAGE_TYPES)[number], ReturnType<typeof numberField>>),
    proficiency: numberField(spec, "proficiency", RESOLUTION_DEFAULTS.proficiency),
    attackBonus: nullableNumberField(spec, "attackBonus"),
    hitDice: new fields.SchemaField({ dice: numberField(spec, "hitDice.dice", RESOLUTION_DEFAULTS.hitDice.dice), plus: numberField(spec, "hitDice.plus", RESOLUTION_DEFAULTS.hitDice.plus) }),
    saves: new fields.SchemaField(Object.fromEntries(SAVE_CATEGORIES.map((s) => [s, nullableNumberField(spec, `saves.${s}`)])) as Record<(typeof SAVE_CATEGORIES)[number], ReturnType<typeof nullableNumberField>>),
    lastingWounds: numberField(spec, "lastingWounds", 0),
  };
}

/** 13A recoveries (characters only, R13-6). */
export function recoveriesField(spec: ModelSpec) {
  const r = RESOLUTION_DEFAULTS.recoveries;
  return new foundry.data.fields.SchemaField({
    value: numberField(spec, "recoveries.value", r.value),
    max: numberField(spec, "recoveries.max", r.max),
    die: choiceOf("ER.Actor.FIELDS.recoveries.die.choices", RECOVERY_DIES, r.die),
    overdrawn: numberField(spec, "recoveries.overdrawn", r.overdrawn),
  });
}

/** OSE morale and the OSR morale bonus (creatures, RO-11, RS-12). */
export function moraleFields(spec: ModelSpec) {
  return { morale: numberField(spec, "morale", RESOLUTION_DEFAULTS.morale), moraleBonus: numberField(spec, "moraleBonus", RESOLUTION_DEFAULTS.moraleBonus) };
}

const ITEM_CHOICES = "ER.Item.FIELDS";

/** The attack fields of a weapon or a spell (§3.1). */
function attackFields(spec: ModelSpec) {
  return {
    attack: formulaField(RESOLUTION_DEFAULTS.attack),
    // The damage formula the GM fills in (it was `formula`: module/items/migrate.ts).
    damage: formulaField(""),
    missDamage: formulaField(""),
    defence: choiceOf(`${ITEM_CHOICES}.defence.choices`, DEFENCE_IDS, "ac"),
    ability: choiceOf(`${ITEM_CHOICES}.ability.choices`, ITEM_ABILITIES, "auto"),
    attackBonus: numberField(spec, "attackBonus", 0),
    proficient: booleanField(true),
    critExpand: numberField(spec, "critExpand", 0),
    damageType: choiceOf(`${ITEM_CHOICES}.damageType.choices`, DAMAGE_TYPES, "", true),
  };
}

/** The save primitive (R12): kind `none` until the GM sets one; onSuccess "" = the model's default. */
function saveField(spec: ModelSpec) {
  return new foundry.data.fields.SchemaField({
    kind: choiceOf(`${ITEM_CHOICES}.save.kind.choices`, SAVE_KINDS, "none"),
    dc: numberField(spec, "save.dc", RESOLUTION_DEFAULTS.saveDc),
    onSuccess: choiceOf(`${ITEM_CHOICES}.save.onSuccess.choices`, SAVE_ON_SUCCESS, "", true),
  });
}

export function weaponResolutionFields(spec: ModelSpec) {
  const fields = foundry.data.fields;
  return {
    ...attackFields(spec),
    kind: choiceOf(`${ITEM_CHOICES}.kind.choices`, WEAPON_KINDS, "melee"),
    // A bare-handed attack (003:L997): the Fists weapon sets it.
    unarmed: booleanField(false),
    range: new fields.SchemaField({ short: numberField(spec, "range.short", 0), medium: numberField(spec, "range.medium", 0), long: numberField(spec, "range.long", 0) }),
  };
}

export function spellResolutionFields(spec: ModelSpec) {
  return { ...attackFields(spec), save: saveField(spec), tradition: choiceOf(`${ITEM_CHOICES}.tradition.choices`, TRADITIONS, "arcane") };
}

/** A skill's attack: "" (RB-2), it does not attack until the GM gives it a formula. */
export function skillResolutionFields() {
  return { attack: formulaField(RESOLUTION_DEFAULTS.skillAttack) };
}

export function armourResolutionFields(spec: ModelSpec) {
  return { defence: numberField(spec, "defence", 0), shield: booleanField(false) };
}

export function gearResolutionFields(spec: ModelSpec) {
  return { save: saveField(spec) };
}
