/**
 * The Combat's and Combatants' own system data (not flags): the clock as one absolute counter, and
 * each combatant's current action, tie-break and initiative breakdown. Plain storage; every rule
 * that reads or writes them lives in module/rules/.
 */
import { i18nKey } from "../constants";
import { INITIATIVE_DICE_MAX, MAX_ACTION_SECONDS, MAX_SITUATIONAL_MODIFIER, MAX_SPELL_NAME_LENGTH, type ActionRecord, type InitiativeBreakdown } from "../rules";

const fields = foundry.data.fields;

/** A whole-number field, never below 0 unless `signed`. */
const int = (initial = 0, signed = false) =>
  signed
    ? new fields.NumberField({ required: true, nullable: false, integer: true, initial })
    : new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });

/** A whole-number field from `min` to `max` (issue 8: every value a client can write is bounded). */
const bounded = (min: number, max: number, initial = 0) =>
  new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial });

function combatSchema() {
  return {
    /** Absolute second of the clock: round·20 + second; 0 before the combat begins. */
    absolute: int(0),
    /** The highest round whose initiative has been rolled: stepping back and forward never re-rolls. */
    rolledRound: int(0),
  };
}

export class ERCombatModel extends foundry.abstract.TypeDataModel<ReturnType<typeof combatSchema>, Combat.Implementation> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Combat", "Model")];

  static override defineSchema() {
    return combatSchema();
  }
}

export function combatantSchema() {
  return {
    action: new fields.SchemaField({
      startedRound: int(0),
      // RULES.md §2: score + casting time never lands more than 10 rounds ahead (MAX_ACTION_SECONDS).
      score: bounded(0, MAX_ACTION_SECONDS),
      castingSeconds: bounded(0, MAX_ACTION_SECONDS),
      landsAt: int(0),
      delayedFrom: int(0),
    }),
    tieBreak: int(0),
    /** The last roll's breakdown (round 0: none yet). */
    parts: new fields.SchemaField({
      round: int(0),
      dice: bounded(0, INITIATIVE_DICE_MAX),
      quickness: int(0, true),
      weapon: int(0, true),
      encumbrance: int(0, true),
      other: int(0, true),
      score: bounded(0, MAX_ACTION_SECONDS),
    }),
    /** The GM's free situational modifier (RULES.md §2), added to every roll: −20 to +20. */
    situational: bounded(-MAX_SITUATIONAL_MODIFIER, MAX_SITUATIONAL_MODIFIER),
    /** Name of the spell being cast, when the action is a spell (at most MAX_SPELL_NAME_LENGTH characters). */
    spellName: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      validate: (value: unknown) => typeof value === "string" && value.length <= MAX_SPELL_NAME_LENGTH,
    }),
  };
}

export class ERCombatantModel extends foundry.abstract.TypeDataModel<ReturnType<typeof combatantSchema>, Combatant.Implementation> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Combat", "CombatantModel")];

  static override defineSchema() {
    return combatantSchema();
  }
}

/** Plain data read from a combatant's system data (or a stand-in in tests). */
export interface CombatantSystemData {
  action: ActionRecord;
  tieBreak: number;
  parts: InitiativeBreakdown & { round: number };
  situational: number;
  spellName: string;
}
