/**
 * The "Environment hazard" region behaviour (VARIANTS.md §6.9, §13.3 row 43; 004:L102–L142): a
 * save (an ability or a flat d20) against a DC, a damage formula taken on a failure, what else a
 * failure does (as the card says it, and a system condition it gives), and when it fires: at a participant's end-of-turn moment in
 * the area, or the first time it enters the area in a round. It holds data only: the GM's client
 * reads it at the clock's stops and token moves (resolution/world-hazard-clock.ts), not through
 * core's turn events (ER's clock has no turns, RULES.md §1). Each field is bounded as the rules
 * read it (rules/combat/world-hazards.ts hazardProblems), and a bad value is refused with a
 * localised message (a thrown Error's message is the field's validation error).
 */
import { CONDITION_IDS, HAZARD_DC_MAX, HAZARD_DC_MIN, HAZARD_SAVES, HAZARD_TRIGGERS, isConditionId, isHazardDamage } from "../rules";
import { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE } from "./ids";

export { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE };

/** The localisation prefix of the behaviour's fields (`FIELDS.<name>.label`, `.hint`). */
export const ENVIRONMENT_HAZARD_I18N = "ER.World.Hazard";
/** The longest "on a failure" text. */
export const MAX_HAZARD_EFFECT = 80;

function localize(key: string): string {
  return typeof game === "undefined" ? key : (game.i18n?.localize(key) ?? key);
}

/** A validator that refuses with the localised message `ER.World.Hazard.Error.<field>`. */
function refuseUnless(field: string, ok: (value: unknown) => boolean): (value: unknown) => boolean {
  return (value: unknown) => {
    if (!ok(value)) throw new Error(localize(`${ENVIRONMENT_HAZARD_I18N}.Error.${field}`));
    return true;
  };
}

function labelled(ids: readonly string[], prefix: string): () => Record<string, string> {
  return () => Object.fromEntries(ids.map((id) => [id, localize(`${ENVIRONMENT_HAZARD_I18N}.${prefix}.${id}`)]));
}

function conditionChoices(): Record<string, string> {
  return { "": localize(`${ENVIRONMENT_HAZARD_I18N}.NoCondition`), ...Object.fromEntries(CONDITION_IDS.map((id) => [id, localize(`ER.Condition.${id}`)])) };
}

export function environmentHazardSchema() {
  const fields = foundry.data.fields;
  return {
    save: new fields.StringField({ required: true, nullable: false, blank: false, initial: "dex", choices: labelled(HAZARD_SAVES, "Save"), validate: refuseUnless("save", (v) => (HAZARD_SAVES as readonly unknown[]).includes(v)) }),
    dc: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 12, validate: refuseUnless("dc", (v) => Number.isInteger(v) && (v as number) >= HAZARD_DC_MIN && (v as number) <= HAZARD_DC_MAX) }),
    damage: new fields.StringField({ required: true, nullable: false, blank: true, initial: "", validate: refuseUnless("damage", isHazardDamage) }),
    effect: new fields.StringField({ required: true, nullable: false, blank: true, initial: "", validate: refuseUnless("effect", (v) => typeof v === "string" && v.length <= MAX_HAZARD_EFFECT) }),
    // A system condition a failed save gives, applied as a status by the card's Apply ("" none).
    condition: new fields.StringField({ required: true, nullable: false, blank: true, initial: "", choices: conditionChoices, validate: refuseUnless("condition", (v) => v === "" || isConditionId(v)) }),
    trigger: new fields.StringField({ required: true, nullable: false, blank: false, initial: "endOfTurn", choices: labelled(HAZARD_TRIGGERS, "Trigger"), validate: refuseUnless("trigger", (v) => (HAZARD_TRIGGERS as readonly unknown[]).includes(v)) }),
  };
}
type EnvironmentHazardSchema = ReturnType<typeof environmentHazardSchema>;

export class EnvironmentHazardModel extends foundry.data.regionBehaviors.RegionBehaviorType<EnvironmentHazardSchema> {
  static override LOCALIZATION_PREFIXES = [ENVIRONMENT_HAZARD_I18N];

  static override defineSchema(): EnvironmentHazardSchema {
    return environmentHazardSchema();
  }
}

/** Registers the behaviour type (init): the same on v13 and v14 (CONFIG.RegionBehavior.dataModels / typeIcons). */
export function registerEnvironmentHazard(): void {
  CONFIG.RegionBehavior.dataModels[ENVIRONMENT_HAZARD_BEHAVIOR_TYPE] = EnvironmentHazardModel;
  CONFIG.RegionBehavior.typeIcons[ENVIRONMENT_HAZARD_BEHAVIOR_TYPE] = "fa-solid fa-volcano";
}
