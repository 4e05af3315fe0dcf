/**
 * The item data models. Schemas come from the field specs (module/items/spec.ts). The race model
 * applies itself to the character it is dropped on (module/items/race.ts computes the change).
 */
import { i18nKey } from "../constants";
import { DEFAULT_SKILL_FORMULA, ITEM_SPECS } from "./spec";
import { adaptationField, booleanField, formulaField, htmlField, migrationNotesField, nullableNumberField, numberField, textField } from "../data/fields";
import { rollFromMacro } from "../rolls/hotbar";
import type { ModelSpec } from "../data/field-spec";
import { migrateItemSource } from "./migrate";
import { raceApplication, raceSuccession } from "./race";
import { unnestUpdates } from "./containers";
import { CharacterModel } from "../actors/models";
import type { OseArmourChoice } from "../rules";
import { armourResolutionFields, gearResolutionFields, skillResolutionFields, spellResolutionFields, weaponResolutionFields } from "../data/resolution-fields";

/** Quantity and price, on every item type (Item Piles and trading modules read both). */
function tradeFields(spec: ModelSpec) {
  return { quantity: numberField(spec, "quantity", 1), price: numberField(spec, "price", 0) };
}

/** Default casting time of a new spell, seconds: instantaneous until the GM sets it. */
const DEFAULT_CASTING_SECONDS = 0;

function weaponSchema() {
  const spec = ITEM_SPECS.weapon;
  return {
    initiativeModifier: numberField(spec, "initiativeModifier", 0),
    weight: numberField(spec, "weight", 0),
    equipped: booleanField(),
    inHand: booleanField(),
    // Held in both hands; false for a stored weapon without it (003:L806 reads it for slow weapons).
    twoHanded: booleanField(),
    // OSE slow weapons (003:L806): null = derived (two-handed melee is slow).
    slow: new foundry.data.fields.BooleanField({ required: true, nullable: true, initial: null }),
    standardKit: booleanField(),
    // Hit and hurt (RESOLUTION.md §3.1): attack, damage (the former `formula`), defence, ability…
    ...weaponResolutionFields(spec),
    ...tradeFields(spec),
    container: textField(),
    description: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}
/** The OSE armour classes of an armour item (VARIANTS.md §5.6), with their labels. */
const OSE_CLASS_CHOICES: Record<OseArmourChoice, string> = {
  auto: "ER.Variants.Encumbrance.ArmourClass.auto",
  none: "ER.Variants.Encumbrance.ArmourClass.none",
  light: "ER.Variants.Encumbrance.ArmourClass.light",
  heavy: "ER.Variants.Encumbrance.ArmourClass.heavy",
};

function armourSchema() {
  const spec = ITEM_SPECS.armour;
  const fields = foundry.data.fields;
  return {
    weight: numberField(spec, "weight", 0),
    worn: booleanField(),
    oseClass: new fields.StringField({ required: true, blank: false, initial: "auto", choices: OSE_CLASS_CHOICES }),
    standardKit: booleanField(),
    ...armourResolutionFields(spec),
    ...tradeFields(spec),
    container: textField(),
    description: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}
function gearSchema() {
  const spec = ITEM_SPECS.gear;
  return {
    weight: numberField(spec, "weight", 0),
    ...gearResolutionFields(spec),
    ...tradeFields(spec),
    standardKit: booleanField(),
    treasure: booleanField(),
    // A light source's burn (module/items/spec.ts): 0 s is not a light.
    burnSeconds: numberField(spec, "burnSeconds", 0),
    burnedSeconds: numberField(spec, "burnedSeconds", 0),
    litAt: nullableNumberField(spec, "litAt"),
    container: textField(),
    description: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}
/** A container (module/items/spec.ts): carried by default, no capacity until the GM sets one. */
function containerSchema() {
  const spec = ITEM_SPECS.container;
  return {
    weight: numberField(spec, "weight", 0),
    capacity: nullableNumberField(spec, "capacity"),
    carried: booleanField(true),
    wheeled: booleanField(),
    standardKit: booleanField(),
    ...tradeFields(spec),
    container: textField(),
    description: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}
function spellSchema() {
  const spec = ITEM_SPECS.spell;
  return { castingSeconds: numberField(spec, "castingSeconds", DEFAULT_CASTING_SECONDS), closeQuarters: booleanField(), ...spellResolutionFields(spec), ...tradeFields(spec), standardKit: booleanField(), description: htmlField(), migrationNotes: migrationNotesField() };
}
function skillSchema() {
  const spec = ITEM_SPECS.skill;
  return { identifier: textField(), rating: numberField(spec, "rating", 0), formula: formulaField(DEFAULT_SKILL_FORMULA), ...skillResolutionFields(), ...tradeFields(spec), standardKit: booleanField(), description: htmlField(), migrationNotes: migrationNotesField() };
}
function raceSchema() {
  const spec = ITEM_SPECS.race;
  return {
    speed: nullableNumberField(spec, "speed"),
    milesPerDay: nullableNumberField(spec, "milesPerDay"),
    bodyWeight: nullableNumberField(spec, "bodyWeight"),
    sureFooted: booleanField(),
    adaptation: adaptationField(),
    standardKit: booleanField(),
    ...tradeFields(spec),
    description: htmlField(),
    migrationNotes: migrationNotesField(),
  };
}

type WeaponSchema = ReturnType<typeof weaponSchema>;
type ArmourSchema = ReturnType<typeof armourSchema>;
type GearSchema = ReturnType<typeof gearSchema>;
type SpellSchema = ReturnType<typeof spellSchema>;
type SkillSchema = ReturnType<typeof skillSchema>;
type RaceSchema = ReturnType<typeof raceSchema>;
type ContainerSchema = ReturnType<typeof containerSchema>;

const ITEM_PREFIXES = (): string[] => [i18nKey("Item")];

export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  /** The hotbar macros call this: the attack card when `attack` is set, else the formula's roll (rolls/hotbar.ts). */
  async roll(): Promise<unknown> {
    return rollFromMacro(this.parent);
  }
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("weapon", source);
    return super.migrateData(source);
  }
}

export class ArmourModel extends foundry.abstract.TypeDataModel<ArmourSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  static override defineSchema(): ArmourSchema {
    return armourSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("armour", source);
    return super.migrateData(source);
  }
}

export class GearModel extends foundry.abstract.TypeDataModel<GearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  static override defineSchema(): GearSchema {
    return gearSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("gear", source);
    return super.migrateData(source);
  }
}

export class ContainerModel extends foundry.abstract.TypeDataModel<ContainerSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  static override defineSchema(): ContainerSchema {
    return containerSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("container", source);
    return super.migrateData(source);
  }

  /**
   * Decision (containers): deleting a container never deletes what is in it; its contents fall into
   * the container that held it (or are carried loose), on the deleting user's client. Until then the
   * rules count them loose (module/rules/containers.ts), so no weight is lost or counted twice.
   */
  protected override _onDelete(...args: Parameters<foundry.abstract.TypeDataModel<ContainerSchema, Item.Implementation>["_onDelete"]>): void {
    super._onDelete(...args);
    const userId = args[1];
    const item = this.parent;
    const actor = item.parent;
    if (userId !== game.user?.id || !actor || !item.id) return;
    const updates = unnestUpdates(item.id, this.container, actor.items.contents.map((i) => ({ id: i.id ?? "", container: (i.system as { container?: unknown }).container })));
    if (updates.length > 0) void actor.updateEmbeddedDocuments("Item", updates);
  }
}

export class SpellModel extends foundry.abstract.TypeDataModel<SpellSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  /** Rolls the spell's formula into chat (module/rolls/item-roll.ts). */
  async roll(): Promise<unknown> {
    return rollFromMacro(this.parent);
  }
  static override defineSchema(): SpellSchema {
    return spellSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("spell", source);
    return super.migrateData(source);
  }
}

export class SkillModel extends foundry.abstract.TypeDataModel<SkillSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  /** Rolls the skill's formula into chat (module/rolls/item-roll.ts). */
  async roll(): Promise<unknown> {
    return rollFromMacro(this.parent);
  }
  static override defineSchema(): SkillSchema {
    return skillSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("skill", source);
    return super.migrateData(source);
  }
}

export class RaceModel extends foundry.abstract.TypeDataModel<RaceSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ITEM_PREFIXES();
  static override defineSchema(): RaceSchema {
    return raceSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("race", source);
    return super.migrateData(source);
  }

  /**
   * Dropped on a character: copy its movement to the character and remove the character's earlier
   * race items. Runs on the client that created the item only; of races created together, only the
   * newest acts (see {@link raceSuccession}).
   */
  protected override _onCreate(...args: Parameters<foundry.abstract.TypeDataModel<RaceSchema, Item.Implementation>["_onCreate"]>): void {
    super._onCreate(...args);
    const userId = args[2];
    const item = this.parent;
    const actor = item.parent;
    if (userId !== game.user?.id || !actor || !(actor.system instanceof CharacterModel)) return;
    const races = actor.items.contents
      .filter((i) => i.type === "race" && i.id)
      .map((i) => ({ id: i.id ?? "", createdTime: i._stats.createdTime ?? null }));
    if (item.id && !races.some((r) => r.id === item.id)) races.push({ id: item.id, createdTime: item._stats.createdTime ?? null });
    // Races created together each run this: only the newest acts, and it removes the others.
    const { keep, remove } = raceSuccession(races);
    if (keep !== item.id) return;
    const { update, replaced } = raceApplication(
      {
        name: item.name,
        system: {
          speed: this.speed,
          milesPerDay: this.milesPerDay,
          bodyWeight: this.bodyWeight,
          sureFooted: this.sureFooted,
          adaptation: { ...this.adaptation },
        },
      },
      { bodyWeight: actor.system.bodyWeight },
      remove,
    );
    void (async () => {
      await actor.update(update);
      // A race removed meanwhile (by another client or a second drop) is not deleted twice.
      const present = replaced.filter((id) => actor.items.has(id));
      if (present.length > 0) await actor.deleteEmbeddedDocuments("Item", present);
    })();
  }
}

export const ITEM_MODELS = {
  weapon: WeaponModel,
  armour: ArmourModel,
  gear: GearModel,
  spell: SpellModel,
  skill: SkillModel,
  race: RaceModel,
  container: ContainerModel,
} as const;

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    Item: {
      weapon: typeof WeaponModel;
      armour: typeof ArmourModel;
      gear: typeof GearModel;
      spell: typeof SpellModel;
      skill: typeof SkillModel;
      race: typeof RaceModel;
      container: typeof ContainerModel;
    };
  }
}
