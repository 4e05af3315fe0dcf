/**
 * The Combat's and Combatants' own system data (not flags): the clock as one absolute counter, and
 * each combatant's current action, tie-break and initiative breakdown. Plain storage; every rule
 * that reads or writes them lives in module/rules/.
 */
import { i18nKey } from "../constants";
import {
  ESCALATION_UNBOUNDED_MAX,
  INITIATIVE_DICE_MAX,
  MAX_ABSOLUTE_SECOND,
  MAX_ACTION_SECONDS,
  MAX_CLOCK_ROUND,
  MAX_ROUND,
  MAX_SITUATIONAL_MODIFIER,
  MAX_SPELL_NAME_LENGTH,
  VARIANT_TOTAL_BOUND,
  MAX_WORLD_ACTIONS,
  MAX_WORLD_ACTION_ID,
  MAX_WORLD_ACTION_NAME,
  isWorldRecharge,
  type ActionRecord,
  type InitiativeBreakdown,
  type VariantMemory,
} from "../rules";
import { boundMemorySource, clampInt, memorySchemaFields } from "./memory-schema";

const fields = foundry.data.fields;

/** A whole-number field, never below 0 unless `signed`. */
const int = (initial = 0, signed = false) =>
  signed
    ? new fields.NumberField({ required: true, nullable: false, integer: true, initial })
    : new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });

/** A whole-number field from `min` to `max` (every value a client can write is bounded). */
const bounded = (min: number, max: number, initial = 0) =>
  new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial });


export function combatSchema() {
  return {
    /** Absolute second of the clock: round·20 + second; 0 before the combat begins. */
    absolute: int(0),
    /** The highest round whose initiative has been rolled: stepping back and forward never re-rolls. */
    rolledRound: int(0),
    /**
     * The escalation die (VARIANTS.md row 5): its value (0 to the unbounded bound; the cap
     * of 6 is the rules' escalationCap) and whether the GM holds it. Written by the GM's client only:
     * at a round transition and by the GM's tracker controls (guards.ts puts back anyone else's write).
     */
    escalation: new fields.SchemaField({
      value: bounded(0, ESCALATION_UNBOUNDED_MAX),
      held: new fields.BooleanField({ required: true, nullable: false, initial: false }),
    }),
    /**
     * The World's turn (VARIANTS.md §6.9, row 43): the round it last acted in and its world
     * actions, at most MAX_WORLD_ACTIONS, each bounded as the rules read it (worldStateOf).
     * Written by the active GM's client only (world.ts puts back anyone else's write).
     */
    world: new fields.SchemaField({
      usedRound: bounded(0, MAX_CLOCK_ROUND),
      actions: new fields.ArrayField(
        new fields.SchemaField({
          id: new fields.StringField({ required: true, blank: false, validate: (v: unknown) => typeof v === "string" && v.length <= MAX_WORLD_ACTION_ID && /^[A-Za-z0-9]+$/.test(v) }),
          name: new fields.StringField({ required: true, blank: true, initial: "", validate: (v: unknown) => typeof v === "string" && v.length <= MAX_WORLD_ACTION_NAME }),
          recharge: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 6, initial: 0, validate: (v: unknown) => isWorldRecharge(v) }),
          spent: new fields.BooleanField({ required: true, nullable: false, initial: false }),
          hidden: new fields.BooleanField({ required: true, nullable: false, initial: false }),
        }),
        { validate: (v: unknown) => Array.isArray(v) && v.length <= MAX_WORLD_ACTIONS },
      ),
    }),
  };
}

export class ERCombatModel extends foundry.abstract.TypeDataModel<ReturnType<typeof combatSchema>, Combat.Implementation> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Combat", "Model")];

  static override defineSchema() {
    return combatSchema();
  }

  /** Combats stored before the escalation die load with a valid one (see {@link boundCombatSource}). */
  static override migrateData(source: Record<string, unknown>) {
    boundCombatSource(source);
    return super.migrateData(source);
  }
}

/**
 * Brings a Combat's stored escalation die within its model. A combat stored before the
 * die has no `escalation` and gets the schema's initial (0, not held) when it loads; this repairs
 * only a value that is present: one that is not an object becomes the initial die, a value is held
 * to 0..ESCALATION_UNBOUNDED_MAX and a `held` that is not a boolean becomes false. Nothing is added
 * when the key is absent, because migrateData also sees partial update data.
 */
export function boundCombatSource(source: Record<string, unknown>): Record<string, unknown> {
  if (!("escalation" in source)) return source;
  const e = source["escalation"];
  if (e === null || typeof e !== "object" || Array.isArray(e)) {
    source["escalation"] = { value: 0, held: false };
    return source;
  }
  const die = e as Record<string, unknown>;
  if ("value" in die) die["value"] = typeof die["value"] === "number" && Number.isFinite(die["value"]) ? clampInt(die["value"], 0, ESCALATION_UNBOUNDED_MAX) : 0;
  if ("held" in die && typeof die["held"] !== "boolean") die["held"] = false;
  return source;
}


export function combatantSchema() {
  return {
    action: new fields.SchemaField({
      startedRound: int(0),
      // docs/rules.md §2: score + casting time never lands more than 10 rounds ahead (MAX_ACTION_SECONDS).
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
    /** The GM's free situational modifier (docs/rules.md §2), added to every roll: −20 to +20. */
    situational: bounded(-MAX_SITUATIONAL_MODIFIER, MAX_SITUATIONAL_MODIFIER),
    /**
     * What a companion initiative model and the rule modules keep across rounds (VARIANTS.md §9.4;
     * rules: VariantMemory): generated from the memory declarations, flat.
     */
    variant: new fields.SchemaField(memorySchemaFields()),
    /** Name of the spell being cast, when the action is a spell (at most MAX_SPELL_NAME_LENGTH characters). */
    spellName: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      validate: (value: unknown) => typeof value === "string" && value.length <= MAX_SPELL_NAME_LENGTH,
    }),
    /**
     * "Double move (no action)" (VARIANTS.md row 10): the round the combatant traded its
     * action for a double move in (0: never). Written by the GM's client only (relay-gm.ts, guards.ts).
     */
    doubleMoveRound: bounded(0, MAX_CLOCK_ROUND),
    /**
     * VARIANTS.md §6.1 (GA-2): the check total the GM typed as the combatant's initiative before
     * Begin Combat (null: none). System data, so only a GM writes it: a combatant's owner may write
     * `initiative` itself (foundryvtt#10501), so the A5E start reads this field, never `initiative`.
     */
    checkTotal: new fields.NumberField({ required: true, nullable: true, integer: true, min: -VARIANT_TOTAL_BOUND, max: VARIANT_TOTAL_BOUND, initial: null }),
  };
}

export class ERCombatantModel extends foundry.abstract.TypeDataModel<ReturnType<typeof combatantSchema>, Combatant.Implementation> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Combat", "CombatantModel")];

  static override defineSchema() {
    return combatantSchema();
  }

  /** Combatants stored before these bounds existed load within them (see {@link boundCombatantSource}). */
  static override migrateData(source: Record<string, unknown>) {
    boundCombatantSource(source);
    return super.migrateData(source);
  }
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Brings a combatant's stored system data written before these bounds existed within them, so a
 * world from an earlier version never fails its own model on load: the situational modifier is held
 * to ±MAX_SITUATIONAL_MODIFIER, the score and casting time to MAX_ACTION_SECONDS, every other
 * number to a whole number within its field's bounds (the unbounded counters to the rules' bounds:
 * MAX_ROUND, MAX_ABSOLUTE_SECOND), and a spell name is cut to MAX_SPELL_NAME_LENGTH characters.
 * Values already within the bounds are untouched.
 */
export function boundCombatantSource(source: Record<string, unknown>): Record<string, unknown> {
  if ("situational" in source) source["situational"] = clampInt(source["situational"], -MAX_SITUATIONAL_MODIFIER, MAX_SITUATIONAL_MODIFIER);
  if (typeof source["spellName"] === "string" && source["spellName"].length > MAX_SPELL_NAME_LENGTH) {
    source["spellName"] = source["spellName"].slice(0, MAX_SPELL_NAME_LENGTH);
  }
  const action = source["action"];
  if (action !== null && typeof action === "object") {
    const a = action as Record<string, unknown>;
    for (const key of ["score", "castingSeconds"]) if (key in a) a[key] = clampInt(a[key], 0, MAX_ACTION_SECONDS);
    const rounds: Record<string, number> = { startedRound: MAX_ROUND, landsAt: MAX_ABSOLUTE_SECOND, delayedFrom: MAX_ROUND };
    for (const [key, max] of Object.entries(rounds)) if (key in a) a[key] = clampInt(a[key], 0, max);
  }
  if ("tieBreak" in source) source["tieBreak"] = clampInt(source["tieBreak"], 0, SAFE);
  // A present double-move round is held to its bounds (absent: the schema's initial 0).
  if ("doubleMoveRound" in source) {
    const r = source["doubleMoveRound"];
    source["doubleMoveRound"] = typeof r === "number" && Number.isFinite(r) ? clampInt(r, 0, MAX_CLOCK_ROUND) : 0;
  }
  if (typeof source["checkTotal"] === "number") source["checkTotal"] = Number.isFinite(source["checkTotal"]) ? clampInt(source["checkTotal"], -VARIANT_TOTAL_BOUND, VARIANT_TOTAL_BOUND) : null;
  const variant = source["variant"];
  if (variant !== null && typeof variant === "object" && !Array.isArray(variant)) boundMemorySource(variant as Record<string, unknown>);
  const parts = source["parts"];
  if (parts !== null && typeof parts === "object") {
    const p = parts as Record<string, unknown>;
    if ("score" in p) p["score"] = clampInt(p["score"], 0, MAX_ACTION_SECONDS);
    if ("dice" in p) p["dice"] = clampInt(p["dice"], 0, INITIATIVE_DICE_MAX);
    if ("round" in p) p["round"] = clampInt(p["round"], 0, MAX_CLOCK_ROUND);
    for (const key of ["quickness", "weapon", "encumbrance", "other"]) if (key in p) p[key] = clampInt(p[key], -SAFE, SAFE);
  }
  return source;
}

/** Plain data read from a combatant's system data (or a stand-in in tests). */
export interface CombatantSystemData {
  action: ActionRecord;
  tieBreak: number;
  parts: InitiativeBreakdown & { round: number };
  situational: number;
  spellName: string;
  /** The round of the last "Double move" declaration (0: none; absent on stand-ins of older data). */
  doubleMoveRound?: number;
  /** Absent on combatants stored before the rule variants existed (the model fills it in with its initial values). */
  variant?: VariantMemory;
  /** The GM's pre-start A5E check total (VARIANTS.md §6.1); null or absent: none. */
  checkTotal?: number | null;
}
