/**
 * The stored fields of hit and hurt (RESOLUTION.md §3.1): their bounds (field specs, the source of
 * truth of the schemas, the pre-update check and the pack test) and their defaults (the schemas'
 * initial values, and what module/actors/fighter.ts reads for missing or legacy data). All are kept,
 * unused, under the models that do not read them. Pure: no Foundry globals.
 */
import { MAX_WORLD_TIME } from "../rules/bounds";
import { ABILITY_IDS, DEFENCE_IDS, SAVE_CATEGORIES } from "../rules/resolution/types";
import { bool, choice, formula, num, text, type ModelSpec } from "./field-spec";
import {
  MAX_ATTACK_BONUS,
  MAX_CRIT_EXPAND,
  MAX_DEFENCE,
  MAX_DYING_FAILURES,
  MAX_HEALTH,
  MAX_HIT_DICE,
  MAX_HIT_DICE_PLUS,
  MAX_ID_LENGTH,
  MAX_LASTING_WOUNDS,
  MAX_MORALE,
  MAX_MORALE_BONUS,
  MAX_PROFICIENCY,
  MAX_RANGE_FEET,
  MAX_RECOVERIES,
  MAX_RESISTANCE,
  MAX_RESOLUTION_ABILITY,
  MAX_SAVE_DC,
  MAX_SAVE_TARGET,
  MIN_MORALE,
  MIN_RESOLUTION_ABILITY,
  MIN_SAVE_TARGET,
} from "./bounds";

/**
 * The damage types of 13th Age (001:L41–L52), the keys of `resistances` and the choices of an
 * item's `damageType` ("" = untyped). Decision: a fixed list, so that a resistance and a damage type
 * always name the same thing (001:L519 matches them by name); "negative energy" is `negative`.
 */
export const DAMAGE_TYPES = Object.freeze(["acid", "cold", "fire", "force", "holy", "lightning", "negative", "poison", "psychic", "thunder"] as const);
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** The abilities the resolution models add (STR, DEX and CON were there before, with their own bounds). */
export const NEW_ABILITIES = Object.freeze(["int", "wis", "cha"] as const);

/** 13A's recovery dice (R13-6: "d8" by default). */
export const RECOVERY_DIES = Object.freeze(["d4", "d6", "d8", "d10", "d12"] as const);

/** An item's ability: `auto` (STR melee, DEX ranged; spells by tradition or model) or one of the six. */
export const ITEM_ABILITIES: readonly string[] = Object.freeze(["auto", ...ABILITY_IDS]);
export const WEAPON_KINDS = Object.freeze(["melee", "ranged"] as const);
export const TRADITIONS = Object.freeze(["arcane", "divine"] as const);
/** A save's kind (R12): none, `flat` (book, 13A), an OSE category, or an ability (OSR, A5E). */
export const SAVE_KINDS: readonly string[] = Object.freeze(["none", "flat", ...SAVE_CATEGORIES, ...ABILITY_IDS]);
/** What a successful save does; "" = the model's default (R12). */
export const SAVE_ON_SUCCESS = Object.freeze(["none", "half", "full"] as const);

/**
 * The defaults of §3.1 (RB-1 AC 10, RS-1 proficiency 2, R13-6 recoveries 8 of d8, RO-11 morale 7).
 * `attackBonus` and `saves` null: derived by the model (RO-1, RO-8).
 */
export const RESOLUTION_DEFAULTS = Object.freeze({
  /** A new actor's health and level (the actor models' initial values, module/actors/models.ts). */
  health: 10,
  level: 1,
  /** An ability score with modifier 0 (VARIANTS.md D10). */
  ability: 10,
  defence: 10,
  proficiency: 2,
  recoveries: Object.freeze({ value: 8, max: 8, die: "d8", overdrawn: 0 }),
  hitDice: Object.freeze({ dice: 1, plus: 0 }),
  morale: 7,
  moraleBonus: 0,
  /** RB-2: a weapon or spell attacks with a d20 until the GM changes it; a skill does not attack. */
  attack: "1d20",
  skillAttack: "",
  saveDc: 10,
});

/** Fields both actor types gain. */
const ACTOR_COMMON: ModelSpec = {
  ...Object.fromEntries(NEW_ABILITIES.map((a) => [`abilities.${a}`, num(MIN_RESOLUTION_ABILITY, MAX_RESOLUTION_ABILITY, true)])),
  ...Object.fromEntries(DEFENCE_IDS.map((d) => [`defences.${d}`, num(0, MAX_DEFENCE, true)])),
  "health.below": num(0, MAX_HEALTH, true),
  "health.temp": num(0, MAX_HEALTH, true),
  "dying.failures": num(0, MAX_DYING_FAILURES, true),
  "dying.stable": bool,
  "dying.since": num(-MAX_WORLD_TIME, MAX_WORLD_TIME, true, true),
  "dying.combat": text(MAX_ID_LENGTH),
  ...Object.fromEntries(DAMAGE_TYPES.map((t) => [`resistances.${t}`, num(0, MAX_RESISTANCE, true)])),
  proficiency: num(0, MAX_PROFICIENCY, true),
  attackBonus: num(-MAX_ATTACK_BONUS, MAX_ATTACK_BONUS, true, true),
  "hitDice.dice": num(0, MAX_HIT_DICE, true),
  "hitDice.plus": num(-MAX_HIT_DICE_PLUS, MAX_HIT_DICE_PLUS, true),
  ...Object.fromEntries(SAVE_CATEGORIES.map((s) => [`saves.${s}`, num(MIN_SAVE_TARGET, MAX_SAVE_TARGET, true, true)])),
  lastingWounds: num(0, MAX_LASTING_WOUNDS, true),
};

/** The character's resolution fields: the common ones and 13A recoveries (characters only, §3.1). */
export const CHARACTER_RESOLUTION_SPEC: ModelSpec = {
  ...ACTOR_COMMON,
  "recoveries.value": num(0, MAX_RECOVERIES, true),
  "recoveries.max": num(0, MAX_RECOVERIES, true),
  "recoveries.die": choice(RECOVERY_DIES),
  "recoveries.overdrawn": num(0, MAX_RECOVERIES, true),
};

/** The creature's resolution fields: the common ones and OSE morale, OSR morale bonus. */
export const CREATURE_RESOLUTION_SPEC: ModelSpec = {
  ...ACTOR_COMMON,
  morale: num(MIN_MORALE, MAX_MORALE, true),
  moraleBonus: num(-MAX_MORALE_BONUS, MAX_MORALE_BONUS, true),
};

/** The attack fields of a weapon and a spell (§3.1). */
const ATTACK: ModelSpec = {
  attack: formula,
  damage: formula,
  missDamage: formula,
  defence: choice(DEFENCE_IDS),
  ability: choice(ITEM_ABILITIES),
  attackBonus: num(-MAX_ATTACK_BONUS, MAX_ATTACK_BONUS, true),
  proficient: bool,
  critExpand: num(0, MAX_CRIT_EXPAND, true),
  damageType: choice(DAMAGE_TYPES, true),
};

/** The save primitive's fields (R12), on spells and gear. */
const SAVE: ModelSpec = {
  "save.kind": choice(SAVE_KINDS),
  "save.dc": num(0, MAX_SAVE_DC, true),
  "save.onSuccess": choice(SAVE_ON_SUCCESS, true),
};

/** The resolution fields each item type gains. */
export const ITEM_RESOLUTION_SPECS = Object.freeze({
  weapon: {
    ...ATTACK,
    kind: choice(WEAPON_KINDS),
    unarmed: bool,
    "range.short": num(0, MAX_RANGE_FEET, true),
    "range.medium": num(0, MAX_RANGE_FEET, true),
    "range.long": num(0, MAX_RANGE_FEET, true),
  },
  spell: { ...ATTACK, ...SAVE, tradition: choice(TRADITIONS) },
  skill: { attack: formula },
  armour: { defence: num(0, MAX_DEFENCE, true), shield: bool },
  gear: { ...SAVE },
} satisfies Record<string, ModelSpec>);

/**
 * The default of each stored actor field of §3.1 by path (the schemas' initial values), for a view
 * of data stored before the field existed. Nullable fields (`attackBonus`, `saves.*`, `dying.since`)
 * default to null and are not listed.
 */
export function actorResolutionDefault(path: string): number | string | boolean | null {
  const d = RESOLUTION_DEFAULTS;
  const [head = "", key = ""] = path.split(".");
  switch (head) {
    case "abilities":
      return d.ability;
    case "defences":
      return d.defence;
    case "proficiency":
      return d.proficiency;
    case "recoveries":
      return (d.recoveries as Readonly<Record<string, number | string>>)[key] ?? null;
    case "hitDice":
      return (d.hitDice as Readonly<Record<string, number>>)[key] ?? null;
    case "morale":
      return d.morale;
    case "moraleBonus":
      return d.moraleBonus;
    case "dying":
      return key === "stable" ? false : key === "failures" ? 0 : key === "combat" ? "" : null;
    case "health":
    case "resistances":
    case "lastingWounds":
      return 0;
    default:
      return null;
  }
}
