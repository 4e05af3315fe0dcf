/**
 * The plain data the hit-and-hurt rules read and return (RESOLUTION.md; docs/rules.md has none of
 * this: the book gives no attack, damage or death rule, 000). Types only, a leaf: the adapters build
 * these from actors, items and the clock, and the rule modules of the `resolution` domain read them.
 */

/** The six abilities (scores; modifier ⌊(score − 10)/2⌋, VARIANTS.md D10). */
export type AbilityId = "str" | "dex" | "con" | "int" | "wis" | "cha";
export const ABILITY_IDS: readonly AbilityId[] = Object.freeze(["str", "dex", "con", "int", "wis", "cha"] as const);

/** The three defences (13A AC/PD/MD, 001:L56); every other model reads `ac` only. Ascending (R3). */
export type DefenceId = "ac" | "pd" | "md";
export const DEFENCE_IDS: readonly DefenceId[] = Object.freeze(["ac", "pd", "md"] as const);

/** OSE's five save categories (003:L169–L175). */
export type SaveCategory = "death" | "wands" | "paralysis" | "breath" | "spells";
export const SAVE_CATEGORIES: readonly SaveCategory[] = Object.freeze(["death", "wands", "paralysis", "breath", "spells"] as const);

/**
 * A row's outcome (R4): `auto` is a hit with no roll (OSE helpless, 003:L975); `outOfRange` and
 * `cannotBeHit` are refusals made before any roll (003:L843, L849; 004:L87).
 */
export type Outcome = "crit" | "hit" | "miss" | "fumble" | "auto" | "outOfRange" | "cannotBeHit";

/** What a successful save does to a damaging effect (R12). */
export type OnSuccess = "none" | "half" | "full";

/** Health as stored (R6): value 0…max; `below` the 13A overflow past 0; `temp` 13A temporary health. */
export interface HealthState {
  readonly value: number;
  readonly max: number;
  readonly below: number;
  readonly temp: number;
}

/** The dying state (13A death saves, OSR deadline): `since` is an absolute ER second (R10) or null. */
export interface DyingState {
  readonly failures: number;
  readonly stable: boolean;
  readonly since: number | null;
  /** The id of the combat the failures count in ("" outside one). */
  readonly combat: string;
}

/** One worn armour or shield (RB-3). */
export interface WornArmour {
  readonly defence: number;
  readonly shield: boolean;
}

/** A creature as the resolution rules read it; the adapter converts an actor's data to this. */
export interface Fighter {
  readonly kind: "character" | "creature";
  /** A player character: a `character` actor, whoever owns it (actors/player-character.ts; 13A escalation, OSR critical failure on a PC). */
  readonly playerCharacter: boolean;
  readonly level: number;
  /** Scores (10 when the actor has none typed). */
  readonly abilities: Readonly<Record<AbilityId, number>>;
  /** Typed defences (before armour and model derivation). */
  readonly defences: Readonly<Record<DefenceId, number>>;
  /** Worn armour and shields. */
  readonly armour: readonly WornArmour[];
  /** Condition and badge ids in force (docs/rules.md §7 ids, plus `winded`, `unrested`, `overloaded`, `retreating`). */
  readonly conditions: readonly string[];
  readonly health: HealthState;
  readonly dying: DyingState;
  /** Damage type → resistance number (13A, 001:L519). */
  readonly resistances: Readonly<Record<string, number>>;
  /** OSR proficiency bonus (RS-1). */
  readonly proficiency: number;
  /** OSE attack bonus (THAC0 = 19 − bonus); null: from hit dice (RO-1). */
  readonly attackBonus: number | null;
  readonly hitDice: { readonly dice: number; readonly plus: number };
  /** OSE save values; null: derived (RO-8). */
  readonly saves: Readonly<Record<SaveCategory, number | null>>;
  /** OSR: the abilities whose saves add proficiency (RS-11). */
  readonly saveProficiencies: readonly AbilityId[];
  /** OSE morale score 2–12 (RO-11). */
  readonly morale: number;
  /** OSR monster morale bonus (RS-12). */
  readonly moraleBonus: number;
  /** 13A recoveries (R13-6): die as "d8". */
  readonly recoveries: { readonly value: number; readonly max: number; readonly die: string; readonly overdrawn: number };
  readonly lastingWounds: number;
}

/** An item's attack as the rules read it (RESOLUTION.md §3.1). Formulas are the item's text, unrolled. */
export interface AttackItem {
  readonly kind: "melee" | "ranged";
  readonly spell: boolean;
  readonly tradition: "arcane" | "divine";
  readonly ability: AbilityId | "auto";
  readonly defence: DefenceId;
  readonly attackBonus: number;
  readonly proficient: boolean;
  readonly critExpand: number;
  readonly damageType: string;
  /** Range bands in feet (OSE, 003:L837). */
  readonly range: { readonly short: number; readonly medium: number; readonly long: number };
  readonly attack: string;
  readonly damage: string;
  readonly missDamage: string;
  /** A bare-handed attack (the Fists weapon): OSE deals 1d2 + STR (003:L997). */
  readonly unarmed: boolean;
}

/** What the attacking user chose in the roll dialog (R18: each becomes a listed part). */
export interface AttackOptions {
  /** Situational ± (13A's universal ±2, the GM's call). */
  readonly situational: number;
  readonly advantage: boolean;
  readonly disadvantage: boolean;
  /** A rear attack (003:L950). */
  readonly rear: boolean;
  /** The attacker means to keep a creature alive (001:L367). */
  readonly knockOut: boolean;
  /** The escalation die at the card's stamped time (RT-9); 0 outside a combat. */
  readonly escalation: number;
  /** A hostile, able-to-act token within 2 hexes of the attacker (OSR ranged, 002:L51, L65). */
  readonly hostileClose: boolean;
}

/** Cover a target has against this attacker, as the GM set it on the row (OSE −1…−4, A5E half/¾). */
export type CoverChoice = "none" | "partial1" | "partial2" | "partial3" | "partial4" | "half" | "threeQuarters" | "total";

/** One target as the attack reads it: the fighter and where it stands. */
export interface AttackTarget {
  readonly fighter: Fighter;
  /** Hex distance to the attacker; null: not on the same scene. */
  readonly distanceHexes: number | null;
  /** The scene's feet per hex (VARIANTS.md D6). */
  readonly feetPerHex: number;
  readonly cover: CoverChoice;
  /** The target declared a retreat this round (003:L827). */
  readonly retreating: boolean;
  /** The attacker is the creature grabbing this target (13A +4, 001:L499); absent: false. */
  readonly grabbedByAttacker?: boolean;
  /** The scene is flagged wilderness (VARIANTS.md §13.1 D6 amended): OSE ranges read in yards. Absent: false. */
  readonly wilderness?: boolean;
}

/** One part of a total, listed on the card (R18): a lang key under `ER.Resolution.Part.` and a value. */
export interface Part {
  readonly key: string;
  readonly value: number;
}

/** The attack dice a model asks for: the item's own formula (the book), or a d20 with advantage or disadvantage. */
export type AttackDice = { readonly kind: "formula"; readonly formula: string } | { readonly kind: "d20"; readonly keep: "one" | "highest" | "lowest" };

/** One rolled attack die set, as the adapter reports it: the kept d20 (null: no d20 in the formula) and the dice total. */
export interface AttackRollResult {
  readonly natural: number | null;
  readonly diceTotal: number;
}
