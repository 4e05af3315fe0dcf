/**
 * The stored rule-variant configuration's shape (VARIANTS.md §9.1): types only, a leaf, so the
 * rule-module declarations and the generated config can both name it without a cycle. The values,
 * presets and validation are generated from the declarations (./derive.ts, ../variants/config.ts).
 */
export type InitiativeModelId = "er2d10" | "a13" | "osrDex" | "oseSide" | "oseIndividual" | "a5e";
export type SurpriseRule = "off" | "a13" | "ose" | "a5e";
export type OseTieRule = "simultaneous" | "reroll";
export type TerrainModelId = "divisors" | "divisorsPlusHazards" | "hazardsOnly";
export type ExtraCostStacking = "additive" | "worst";
export type ProneRule = "book" | "crawl";
export type EncumbranceModelId = "er" | "oseBasic" | "oseDetailed" | "osrLoads" | "off";
export type TravelModelId = "er" | "ose" | "osr";
export type ForcedMarchRule = "er" | "ose" | "off";
export type AttackModelId = "book" | "a13" | "osr" | "ose";
export type NaturalsId = "none" | "a13" | "osr" | "ose";
export type ZeroHealthId = "book" | "a13" | "osr" | "ose";
export type HealingId = "book" | "a13" | "osr" | "ose";
export type SavesId = "book" | "a13" | "osr" | "ose" | "a5e";
export type MoraleId = "off" | "osr" | "ose";
export type CoverId = "none" | "ose" | "a5e";
export type RetreatRule = "off" | "ose" | "osr";
export type RevealDefences = "observers" | "all" | "gm";

export interface VariantConfig {
  readonly version: number;
  readonly initiative: {
    readonly model: InitiativeModelId;
    /** Identical creatures (same base actor) share one roll (13A RAW; VARIANTS.md row 2). */
    readonly sharedRoll: boolean;
    /** Ties between OSE sides: act at the same second, or roll again (row 20). */
    readonly oseTies: OseTieRule;
    /** D3's anchor: a d20 total r maps to second clamp(anchor − r, 1, 20). */
    readonly d20Anchor: number;
  };
  readonly combat: {
    readonly surprise: SurpriseRule;
    /** 13A escalation die (row 5). */
    readonly escalationDie: boolean;
    /** The die keeps climbing past 6 (archmage's "unbounded" option). */
    readonly escalationUnbounded: boolean;
    /** 13A / OSR: the round's action traded for a double move (row 10). */
    readonly tradeActionForMovement: boolean;
    /** OSE / OSR: a combatant may declare a retreat for the round (rows 19, 24). */
    readonly retreat: RetreatRule;
  };
  readonly movement: {
    readonly terrainModel: TerrainModelId;
    readonly extraCostStacking: ExtraCostStacking;
    readonly prone: ProneRule;
    /**
     * Special movement (rows 13, 39): Foundry's swim, climb and crawl movement actions add 1 to
     * the extra-cost count k (VARIANTS.md D7, §4.3): 002's half speed (002:L33) and A5E's +1 foot
     * per foot without a climb or swim speed (004:L22; actors have no such speeds yet, §6.5).
     */
    readonly specialMovement: boolean;
    /**
     * OSE (003:L258): swimming, and only swimming, at half speed (k + 1 for the swim action).
     * Separate from `specialMovement`, which also charges climbing and crawling (002:L33, 004:L22).
     */
    readonly swimHalf: boolean;
  };
  readonly encumbrance: {
    readonly model: EncumbranceModelId;
    /** ER persistent encumbrance (RULES.md §6); needs model "er". */
    readonly persistent: boolean;
    /** OSE basic: coins of treasure from which a load is "significant" (003:L94; Decision 800). */
    readonly oseSignificantTreasure: number;
    /** OSE detailed: every gear item counts as 80 coins (8 lb) instead of its weight (003:L114). */
    readonly oseGearFlat80: boolean;
  };
  readonly travel: {
    readonly model: TravelModelId;
    readonly forcedMarch: ForcedMarchRule;
    /** The party moves at its slowest member's pace (row 49). */
    readonly partyPace: boolean;
    /** OSE: a rest day in every seven, or −1 to hit and damage (row 28). */
    readonly oseRest: boolean;
  };
  /** Hit and hurt (RESOLUTION.md §6): each slot's book value is RESOLUTION.md §3. */
  readonly resolution: {
    readonly attack: AttackModelId;
    readonly naturals: NaturalsId;
    /** Locked while a combat is started: dying states depend on it (RESOLUTION.md §6). */
    readonly zeroHealth: ZeroHealthId;
    readonly healing: HealingId;
    readonly saves: SavesId;
    readonly morale: MoraleId;
    readonly cover: CoverId;
    /** Who sees defence numbers on cards (R11). */
    readonly revealDefences: RevealDefences;
    /** 13A miss damage (001:L315). */
    readonly missDamage: boolean;
    /** 13A temporary health (R16). */
    readonly tempHealth: boolean;
    /** 13A optional lasting wounds (001:L391). */
    readonly lastingWounds: boolean;
    /** 13A optional meaningful death (001:L395). */
    readonly meaningfulDeath: boolean;
    /** OSE ascending AC (003:L935). */
    readonly oseAscending: boolean;
    /** OSE variable weapon damage (003:L924). */
    readonly oseVariableDamage: boolean;
    /** OSE spell disruption (RT-4), with any initiative model. */
    readonly spellDisruption: boolean;
    /** The 0-health status is set and cleared automatically (R7). */
    readonly autoZeroStatus: boolean;
  };
}
