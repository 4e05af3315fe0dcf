/**
 * Fields and bounds of the item types (the source of truth for their schemas, the pre-update
 * check and the pack test). Paths are relative to `item.system`.
 */
import { MAX_BURN_SECONDS, MAX_MILES_PER_DAY, MAX_RATING, MAX_SPEED, MAX_WEIGHT_LB, MAX_WORLD_TIME, OSE_ARMOUR_CHOICES } from "../rules";
import { adaptationSpecs, bool, choice, formula, nullableBool, num, text, validateSystem, type FieldProblem, type ModelSpec } from "../data/field-spec";
import { HOURS_PER_DAY, MAX_ID_LENGTH, MAX_NAME_LENGTH } from "../data/bounds";
import { ITEM_RESOLUTION_SPECS } from "../data/resolution-spec";

/** Largest initiative modifier of a weapon, either way (the book's range is −2 … +2). */
export const MAX_WEAPON_MODIFIER = 20;
/** Largest stack of one gear item. */
export const MAX_QUANTITY = 100_000;
/** Longest casting time, in seconds (a day). */
export const MAX_CASTING_SECONDS = HOURS_PER_DAY * 3600;

/** Largest price of one item, in the world's coin (fractions allowed). */
export const MAX_PRICE = 10_000_000;

/**
 * Every item type has a quantity and a price (Item Piles and trading modules read both).
 * A weapon's or armour's quantity counts in the carried weight as a stack of gear does.
 */
const TRADE = { quantity: num(0, MAX_QUANTITY, true), price: num(0, MAX_PRICE, false) } as const;

/** Default roll formula of a new skill: a d20 plus its rating (the GM may change it). */
export const DEFAULT_SKILL_FORMULA = "1d20 + @rating";

/** The skill identifier that feeds initiative (docs/rules.md §2). */
export const QUICKNESS_IDENTIFIER = "quickness";

/**
 * Decision (containers, module/rules/containers.ts): a carried thing names the container item that
 * holds it by id (`container`, "" = loose), as dnd5e's `system.container`; the container keeps no
 * list, so nothing is recorded twice.
 */
const IN_CONTAINER = { container: text(MAX_ID_LENGTH) } as const;

/**
 * Every item type carries `standardKit` (docs/rules.md §6, standard equipment): a marked item does not
 * count towards the load.
 */
export const ITEM_SPECS = Object.freeze({
  weapon: {
    initiativeModifier: num(-MAX_WEAPON_MODIFIER, MAX_WEAPON_MODIFIER, true),
    weight: num(0, MAX_WEIGHT_LB, false),
    equipped: bool,
    inHand: bool,
    // Held in both hands (OSE slow weapons, 003:L806: two-handed melee weapons are slow).
    twoHanded: bool,
    // OSE slow weapons (003:L806): null = derived (two-handed melee is slow); true/false as the equipment says.
    slow: nullableBool,
    standardKit: bool,
    // Hit and hurt (RESOLUTION.md §3.1): the attack and damage formulas (`damage` was `formula`) and the rest.
    ...ITEM_RESOLUTION_SPECS.weapon,
    ...TRADE,
    ...IN_CONTAINER,
  },
  armour: {
    weight: num(0, MAX_WEIGHT_LB, false),
    worn: bool,
    // OSE basic encumbrance (VARIANTS.md §5.6): "auto" classes the armour by its weight.
    oseClass: choice(OSE_ARMOUR_CHOICES),
    standardKit: bool,
    ...ITEM_RESOLUTION_SPECS.armour,
    ...TRADE,
    ...IN_CONTAINER,
  },
  gear: {
    weight: num(0, MAX_WEIGHT_LB, false),
    standardKit: bool,
    // OSE encumbrance (003:L98): a gem, jewellery, a potion, a rod, a scroll, a staff or a wand counts as treasure.
    treasure: bool,
    // A light source (VARIANTS.md row 16; 002:L245): its burn time in seconds (0: not a light), the
    // seconds already burnt, and the world time it was lit (null: out). module/items/light.ts runs it.
    burnSeconds: num(0, MAX_BURN_SECONDS, true),
    burnedSeconds: num(0, MAX_BURN_SECONDS, true),
    litAt: num(-MAX_WORLD_TIME, MAX_WORLD_TIME, true, true),
    ...ITEM_RESOLUTION_SPECS.gear,
    ...TRADE,
    ...IN_CONTAINER,
  },
  // A backpack, a coin and gem bag, a sack, a wagon (000:L61, L104): it holds other carried things.
  container: {
    weight: num(0, MAX_WEIGHT_LB, false),
    // The weight of contents it holds, lb; null: no limit (the sheet warns when over).
    capacity: num(0, MAX_WEIGHT_LB, false, true),
    // Set down (false): it and its contents are not carried (000:L63, the gryf drops the heavy pack).
    carried: bool,
    // A wagon or cart: a creature tows it (000:L104, capacity and step ×3).
    wheeled: bool,
    standardKit: bool,
    ...TRADE,
    ...IN_CONTAINER,
  },
  spell: {
    castingSeconds: num(0, MAX_CASTING_SECONDS, true),
    // A close-quarters spell does not provoke as its casting begins (VARIANTS.md §13.3 row 7; 001:L287).
    closeQuarters: bool,
    standardKit: bool,
    ...ITEM_RESOLUTION_SPECS.spell,
    ...TRADE,
  },
  skill: {
    identifier: text(MAX_NAME_LENGTH),
    rating: num(0, MAX_RATING, true),
    standardKit: bool,
    // The skill's own roll (its check); `attack` ("" = it does not attack) is its attack (RESOLUTION.md §3.1).
    formula,
    ...ITEM_RESOLUTION_SPECS.skill,
    ...TRADE,
  },
  race: {
    speed: num(0, MAX_SPEED, true, true),
    milesPerDay: num(0, MAX_MILES_PER_DAY, true, true),
    bodyWeight: num(0, MAX_WEIGHT_LB, false, true),
    sureFooted: bool,
    ...adaptationSpecs(""),
    standardKit: bool,
    ...TRADE,
  },
} satisfies Record<string, ModelSpec>);

export type ItemType = keyof typeof ITEM_SPECS;

export function isItemType(type: unknown): type is ItemType {
  return typeof type === "string" && Object.prototype.hasOwnProperty.call(ITEM_SPECS, type);
}

/** Checks an item's `system` data (a full source with `strict`, or an update). */
export function validateItemSystem(type: ItemType, system: unknown, strict = false): FieldProblem[] {
  return validateSystem(ITEM_SPECS[type], system, { strict });
}
