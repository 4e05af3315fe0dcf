/**
 * The actor data models: `character` and `creature`. Their schemas come from the field specs
 * (module/actors/spec.ts); `prepareDerivedData` gathers plain inputs and assigns the result of the
 * pure derivation (module/actors/derive.ts), including `system.profile` (module/actors/profile.ts).
 */
import { i18nKey } from "../constants";
import { CHARACTER_SPEC, CREATURE_SPEC } from "./spec";
import { adaptationField, booleanField, choiceField, htmlField, migrationNotesField, nullableNumberField, numberField, terrainSetField, textField } from "../data/fields";
import { deriveActor, type ActorDerived, type ActorSourceInput, type ItemInput } from "./derive";
import { migrateActorSource } from "./migrate";
import type { ActorProfile } from "./profile";
import type { ModelSpec } from "../data/field-spec";
import { TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, NO_VESSEL, WATER_CURRENTS, WATER_VESSELS, WATER_WIND_CHOICES, type EncumbranceGroup, type OseTreasureJudgement } from "../rules";
import { prototypeTokenPatch } from "./token-defaults";
import { RESOLUTION_DEFAULTS } from "../data/resolution-spec";
import { actorResolutionFields, healthExtraFields, moraleFields, newAbilityFields, recoveriesField } from "../data/resolution-fields";
import { currentVariants } from "../variants/setting";
import { itemSystemFields } from "../items/system-fields";

/** Default speed and daily miles of a new actor: the book's reference character (12 hexes, 20 miles). */
const DEFAULT_SPEED = 12;
const DEFAULT_MILES_PER_DAY = 20;
const DEFAULT_HEALTH = RESOLUTION_DEFAULTS.health;
/** Default ability score: the average of 3d6 rounded, modifier 0 (VARIANTS.md D10). */
const DEFAULT_ABILITY_SCORE = RESOLUTION_DEFAULTS.ability;
/** Default level of a new actor (13th Age initiative bonus). */
const DEFAULT_LEVEL = RESOLUTION_DEFAULTS.level;

/** Choices of the companion travel models' day (VARIANTS.md §4.4), labelled under ER.Variants.Travel. */
const travelChoices = (kind: string, ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, `ER.Variants.Travel.${kind}.${id}`]));

/** The encumbrance groups of docs/rules.md §6 (ENCUMBRANCE_GROUPS in spec.ts), with their labels. */
const GROUP_CHOICES: Record<EncumbranceGroup, string> = {
  character: "ER.Encumbrance.Group.character",
  packAnimal: "ER.Encumbrance.Group.packAnimal",
  other: "ER.Encumbrance.Group.other",
};

function commonSchema(spec: ModelSpec) {
  const fields = foundry.data.fields;
  return {
    health: new fields.SchemaField({
      value: numberField(spec, "health.value", DEFAULT_HEALTH),
      max: numberField(spec, "health.max", DEFAULT_HEALTH),
      ...healthExtraFields(spec),
    }),
    bodyWeight: numberField(spec, "bodyWeight", 0),
    quickness: numberField(spec, "quickness", 0),
    // Read only by the companion-rule variants (VARIANTS.md D10): kept, unused, under the book's rules.
    abilities: new fields.SchemaField({
      str: numberField(spec, "abilities.str", DEFAULT_ABILITY_SCORE),
      dex: numberField(spec, "abilities.dex", DEFAULT_ABILITY_SCORE),
      con: numberField(spec, "abilities.con", DEFAULT_ABILITY_SCORE),
      ...newAbilityFields(spec),
    }),
    // Hit and hurt (RESOLUTION.md §3.1): kept, unused, under the models that do not read them.
    ...actorResolutionFields(spec),
    level: numberField(spec, "level", DEFAULT_LEVEL),
    movement: new fields.SchemaField({
      speed: numberField(spec, "movement.speed", DEFAULT_SPEED),
      milesPerDay: numberField(spec, "movement.milesPerDay", DEFAULT_MILES_PER_DAY),
      sureFooted: booleanField(),
      adaptation: adaptationField(),
      // VARIANTS.md §6.5: climb, swim, fly and burrow speeds (null = none), read only by the movement modes rule.
      climb: nullableNumberField(spec, "movement.climb"),
      swim: nullableNumberField(spec, "movement.swim"),
      fly: nullableNumberField(spec, "movement.fly"),
      burrow: nullableNumberField(spec, "movement.burrow"),
    }),
    load: new fields.SchemaField({
      overCapacitySeconds: numberField(spec, "load.overCapacitySeconds", 0),
      droppedAt: nullableNumberField(spec, "load.droppedAt"),
      droppedSteps: numberField(spec, "load.droppedSteps", 0),
      loadedSteps: numberField(spec, "load.loadedSteps", 0),
      unloadedSeconds: numberField(spec, "load.unloadedSeconds", 0),
    }),
    march: new fields.SchemaField({
      hours: numberField(spec, "march.hours", 0),
      priorSteps: numberField(spec, "march.priorSteps", 0),
      travelHours: numberField(spec, "march.travelHours", 0),
      formerAllotmentHours: nullableNumberField(spec, "march.formerAllotmentHours"),
    }),
    // Read only by the companion travel models (VARIANTS.md rows 14, 27, 28): the OSR day's pace,
    // light and weather, OSE flying, and the OSE travel log. Kept, unused, under the book's rules.
    travel: new fields.SchemaField({
      pace: choiceField(travelChoices("Pace", TRAVEL_PACES), "normal"),
      light: choiceField(travelChoices("Light", TRAVEL_LIGHTS), "day"),
      weather: choiceField(travelChoices("Weather", TRAVEL_WEATHERS), "clear"),
      flies: booleanField(),
      forcedMarch: booleanField(),
      restDue: booleanField(),
      daysWithoutRest: numberField(spec, "travel.daysWithoutRest", 0),
      // A vessel's water day (VARIANTS.md rows 15, 30), labelled under ER.Variants.Water.
      vessel: choiceField(Object.fromEntries(WATER_VESSELS.map((id) => [id, `ER.Variants.Water.Vessel.${id}`])), NO_VESSEL),
      vesselFeet: numberField(spec, "travel.vesselFeet", 0),
      wind: choiceField(Object.fromEntries(WATER_WIND_CHOICES.map((id) => [id, `ER.Variants.Water.Wind.${id}`])), "none"),
      windRoll: numberField(spec, "travel.windRoll", 7),
      current: choiceField(Object.fromEntries(WATER_CURRENTS.map((id) => [id, `ER.Variants.Water.Current.${id}`])), "none"),
      currentDie: numberField(spec, "travel.currentDie", 0),
      unseaworthy: booleanField(),
      takingOnWater: booleanField(),
    }),
    notes: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}

/** The GM's judgement of a character's treasure under OSE basic encumbrance (VARIANTS.md §5.6), with labels. */
const TREASURE_CHOICES: Record<OseTreasureJudgement, string> = {
  auto: "ER.Variants.Encumbrance.TreasureJudgement.auto",
  significant: "ER.Variants.Encumbrance.TreasureJudgement.significant",
  none: "ER.Variants.Encumbrance.TreasureJudgement.none",
};

function characterSchema() {
  const fields = foundry.data.fields;
  return {
    ...commonSchema(CHARACTER_SPEC),
    race: textField(),
    coins: numberField(CHARACTER_SPEC, "coins", 0),
    recoveries: recoveriesField(CHARACTER_SPEC),
    oseTreasure: new fields.StringField({ required: true, blank: false, initial: "auto", choices: TREASURE_CHOICES }),
    encumbrance: new fields.SchemaField({ towing: booleanField(), tows: textField() }),
    resilience: new fields.SchemaField({
      restAt: nullableNumberField(CHARACTER_SPEC, "resilience.restAt"),
      checkedHours: numberField(CHARACTER_SPEC, "resilience.checkedHours", 0),
    }),
  };
}

function creatureSchema() {
  const fields = foundry.data.fields;
  return {
    ...commonSchema(CREATURE_SPEC),
    encumbrance: new fields.SchemaField({
      group: new fields.StringField({ required: true, blank: false, initial: "other", choices: GROUP_CHOICES }),
      capacity: nullableNumberField(CREATURE_SPEC, "encumbrance.capacity"),
      step: nullableNumberField(CREATURE_SPEC, "encumbrance.step"),
      towing: booleanField(),
      tows: textField(),
    }),
    nativeTerrains: terrainSetField(),
    ...moraleFields(CREATURE_SPEC),
  };
}

export type CharacterSchema = ReturnType<typeof characterSchema>;
export type CreatureSchema = ReturnType<typeof creatureSchema>;

/** What prepareDerivedData adds to `actor.system`. */
export type ActorDerivedFields = { derived: ActorDerived; profile: ActorProfile };

/** Gathers the plain inputs of the derivation from a prepared actor. */
function deriveFor(model: ActorSourceInput, actor: Actor.Implementation, type: "character" | "creature"): ReturnType<typeof deriveActor> {
  const items: ItemInput[] = actor.items.contents.map((item) => ({
    // Contained items name their container by this id (module/rules/containers.ts).
    ...(item.id ? { id: item.id } : {}),
    type: item.type,
    name: item.name,
    system: itemSystemFields(item),
  }));
  return deriveActor({
    type,
    system: model,
    items,
    worldTime: game.time?.worldTime ?? 0,
    // A compendium actor may not have prepared its statuses.
    conditions: [...(actor.statuses ?? [])],
    // The encumbrance model in force (VARIANTS.md §9.2): read, never written to the actor.
    variants: currentVariants(),
  });
}

type PreCreateArgs<S extends foundry.data.fields.DataSchema> = Parameters<foundry.abstract.TypeDataModel<S, Actor.Implementation>["_preCreate"]>;

/**
 * Fills in the prototype token a new actor of `type` leaves unset (./token-defaults.ts): linked and
 * friendly for characters, unlinked for creatures.
 */
function applyTokenDefaults(actor: Actor.Implementation, type: string, data: unknown): void {
  const patch = prototypeTokenPatch(type, (data as { prototypeToken?: unknown } | null)?.prototypeToken);
  // The patch holds only prototype-token keys of the core schema (see token-defaults.ts).
  if (patch) actor.updateSource({ prototypeToken: patch });
}

export class CharacterModel extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation, {}, ActorDerivedFields> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Actor")];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource(source);
    return super.migrateData(source);
  }

  protected override async _preCreate(...args: PreCreateArgs<CharacterSchema>): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    applyTokenDefaults(this.parent, "character", args[0]);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.rederive();
  }

  /** Runs the derivation on the model's current (effect-modified) fields; see module/actors/effects.ts. */
  rederive(): void {
    const { derived, profile } = deriveFor(this, this.parent, "character");
    this.derived = derived;
    this.profile = profile;
  }
}

export class CreatureModel extends foundry.abstract.TypeDataModel<CreatureSchema, Actor.Implementation, {}, ActorDerivedFields> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Actor")];

  static override defineSchema(): CreatureSchema {
    return creatureSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource(source);
    return super.migrateData(source);
  }

  protected override async _preCreate(...args: PreCreateArgs<CreatureSchema>): Promise<boolean | void> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    applyTokenDefaults(this.parent, "creature", args[0]);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.rederive();
  }

  /** Runs the derivation on the model's current (effect-modified) fields; see module/actors/effects.ts. */
  rederive(): void {
    const { derived, profile } = deriveFor(this, this.parent, "creature");
    this.derived = derived;
    this.profile = profile;
  }
}

/** The system data of an actor with one of this system's models, or null. */
export function erActorSystem(actor: Actor.Implementation | null | undefined): CharacterModel | CreatureModel | null {
  const system = actor?.system;
  return system instanceof CharacterModel || system instanceof CreatureModel ? system : null;
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterModel;
      creature: typeof CreatureModel;
    };
  }
}
