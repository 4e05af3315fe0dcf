/**
 * What a load model reads of a character and gives back (the `loadModel` point, VARIANTS.md
 * §5.6–5.7, §4.7): types only, a leaf that the point shape names without loading the models
 * (../../load-models.ts re-exports them).
 */
import type { EncumbranceModelId } from "../config-type";

export type OseArmourClass = "none" | "light" | "heavy";
/** The armour item's stored choice: one of the classes, or "auto" (derived from its weight). */
export type OseArmourChoice = "auto" | OseArmourClass;

/**
 * The referee's judgement of a character's treasure (003:L106, "as judged by the referee"): "auto"
 * applies the world threshold; "significant" and "none" are the GM's call for this character.
 */
export type OseTreasureJudgement = "auto" | "significant" | "none";

/** One armour item worn, as stored: its class choice and its weight per piece (the model classes it). */
export interface ArmourWornInput {
  readonly choice: OseArmourChoice;
  /** Weight of one piece, lb. */
  readonly weight: number;
}

/** One item as OSE detailed encumbrance weighs it. */
export interface OseWeighedItem {
  /**
   * "gear" is miscellaneous adventuring gear (the flat-80 option applies to it); weapons, armour and
   * "treasure" (a gear item marked as treasure: gems, jewellery, potions, rods, scrolls, staves,
   * wands, 003:L98) always weigh, and treasure is what OSE basic counts besides coins.
   */
  readonly kind: "weapon" | "armour" | "gear" | "treasure";
  /** Weight of one piece, lb. */
  readonly weight: number;
  /** Pieces carried. */
  readonly quantity: number;
}

/** What a character carries, as the companion models read it. */
export interface CharacterLoadInput {
  /** Listed speed, hexes per round on optimal ground. */
  readonly speed: number;
  /** Listed daily miles. */
  readonly milesPerDay: number;
  /** STR score (OSR loads). */
  readonly str: number;
  /** Coins carried: the character's treasure (OSE basic), and weight in every model but ER. */
  readonly coins: number;
  /** Weapons, armour and gear carried (weight per piece, pieces). */
  readonly items: readonly OseWeighedItem[];
  /** Each armour worn, as stored (OSE basic classes it). */
  readonly armourWorn: readonly ArmourWornInput[];
  /** OSE basic: the GM's judgement of the treasure ("auto" when omitted). */
  readonly treasure?: OseTreasureJudgement;
}

export interface CharacterLoadResult {
  readonly model: Exclude<EncumbranceModelId, "er">;
  /** Hexes per round on optimal ground after the load (before terrain and conditions). */
  readonly speed: number;
  /** Daily miles after the load. */
  readonly milesPerDay: number;
  readonly immobile: boolean;
  /** OSR: loads above STR (disadvantage on checks). */
  readonly overloaded: boolean;
  /** OSR: loads carried and over STR; 0 under other models. */
  readonly loads: number;
  readonly loadsOver: number;
  /** OSE: the tier 0–3 (120′ … 30′), or null under other models. */
  readonly tier: number | null;
  /** OSE detailed: weight carried in coins; OSE basic: the treasure in coins; 0 otherwise. */
  readonly coinWeight: number;
  /** OSE basic: the class of the heaviest armour worn, and whether the treasure is significant. */
  readonly armourClass: OseArmourClass | null;
  readonly significantTreasure: boolean;
}
