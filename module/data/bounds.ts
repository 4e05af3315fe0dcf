/**
 * Bounds of stored data that the rules core does not own: the schemas (module/actors/spec.ts,
 * module/items/spec.ts) and the migrations read them. A bound the rules core also checks (speed,
 * rating, weight, miles per day, ability score, coins, level) has its one home in module/rules/
 * and is imported from there.
 */

/** Largest hit-point value. */
export const MAX_HEALTH = 99_999;
/** The most rows an attack card holds (its target cap, RESOLUTION.md §7.1), and so the most targets a player's card request names. */
export const MAX_CARD_ROWS = 50;
/** Largest stored duration in seconds (about 30 years of world time). */
export const MAX_STORED_SECONDS = 1_000_000_000;
/**
 * Largest level of penalty steps one stored field holds (`load.loadedSteps`, `load.droppedSteps`,
 * `march.priorSteps`). Lower than the rules core's MAX_STEPS (module/rules/bounds.ts, 100,000),
 * which bounds a computed total of steps from every source (loaded, persistent and a year of forced
 * march together); each stored level stays within that total, so any stored value the schema accepts
 * is an input the rules take. A heavier load is recorded at this bound (module/actors/load-state.ts).
 */
export const MAX_STORED_STEPS = 1_000;
/** Hours in a day: the longest march of a day. */
export const HOURS_PER_DAY = 24;
/** Longest length of a short text field (a race name). */
export const MAX_NAME_LENGTH = 120;

/*
 * Hit and hurt (RESOLUTION.md §3.1): bounds of the stored fields the resolution models read. The
 * texts give the sizes: 13A defences in the teens to the thirties, OSE saves 2–20 (003:L169), OSE
 * morale 2–12 (2d6), a 13A resistance is a natural d20 (001:L519).
 */
/** Lowest and highest ability score of the fields the resolution models add (INT, WIS, CHA). */
export const MIN_RESOLUTION_ABILITY = 1;
export const MAX_RESOLUTION_ABILITY = 30;
/** Largest typed defence (AC, PD, MD) and largest armour bonus. */
export const MAX_DEFENCE = 99;
/** Largest proficiency bonus (OSR: +2 at 1st level to +6, RS-1). */
export const MAX_PROFICIENCY = 20;
/** Largest attack bonus either way (an item's magic bonus, a creature's OSE attack bonus). */
export const MAX_ATTACK_BONUS = 50;
/** Largest number of hit dice, and the largest "+n" after them, either way. */
export const MAX_HIT_DICE = 100;
export const MAX_HIT_DICE_PLUS = 20;
/** An OSE save target (003:L169–L175: a d20 roll of at least this). */
export const MIN_SAVE_TARGET = 2;
export const MAX_SAVE_TARGET = 20;
/** An OSE morale score (2d6, 003 morale). */
export const MIN_MORALE = 2;
export const MAX_MORALE = 12;
/** Largest OSR morale bonus either way. */
export const MAX_MORALE_BONUS = 20;
/** Largest number of recoveries and of overdrawn recoveries: the rules' bound (a13 overdraw stops there). */
export { MAX_RECOVERIES } from "../rules/resolution/validate";
/** Largest count of death-save failures kept (13A dies at the fourth, 001:L375). */
export const MAX_DYING_FAILURES = 10;
/** Largest count of lasting wounds (13A optional, 001:L391). */
export const MAX_LASTING_WOUNDS = 99;
/** A 13A resistance is the natural d20 an attack must reach (001:L519); 0 = no resistance. */
export const MAX_RESISTANCE = 20;
/** Largest crit-range expansion (13A, 001:L307): 19 makes every natural a crit. */
export const MAX_CRIT_EXPAND = 19;
/** Largest range band, feet (OSE ranges, 003:L837). */
export const MAX_RANGE_FEET = 10_000;
/** Largest save DC. */
export const MAX_SAVE_DC = 99;
/** Longest id of a combat kept in `dying.combat` (Foundry ids are 16 characters). */
export const MAX_ID_LENGTH = 64;
