/**
 * The extension points of world time outside the combat clock (VARIANTS.md §5.12, §5.13, §13.1
 * D2, §13.3 rows 31 and 32): how long an encounter lasts at least, how far a mover explores in a
 * turn, the dungeon's GM prompts, and running's exhaustion. Durations are world-time seconds.
 */

/** Time kept in turns (VARIANTS.md §5.12): every figure in world-time seconds. */
export interface TimeKeepingModel {
  /** A fight shorter than this is topped up to it at its end (003:L649, L699). */
  readonly encounterMinimum: number;
  /** The exploration move window outside combat (003:L328). */
  readonly explorationTurn: number;
  /** Feet per ER hex of speed for the base rate (VARIANTS.md D5: base rate = speed × 10 ft). */
  readonly baseFeetPerSpeed: number;
  /** The factor for familiar areas (003:L330). */
  readonly familiarFactor: number;
  /** A dungeon rest reminder each time world time crosses a multiple of this (003:L344). */
  readonly restEvery: number;
  /** A wandering-monster check each time world time crosses a multiple of this in a dungeon (003:L379). */
  readonly wanderingEvery: number;
}

/** Running in a pursuit (VARIANTS.md §5.13): the allowance factor and the exhaustion clock. */
export interface RunningModel {
  /** The round's allowance is multiplied by this before the phase split (003:L681, L728). */
  readonly factor: number;
  /** Seconds of running after which the runner is winded (003:L732; 13.1: 300 s). */
  readonly windedAfter: number;
  /** Seconds without running that clear it (003:L736: three turns). */
  readonly recoveryAfter: number;
}

/**
 * Daily wilderness checks (VARIANTS.md §5.10, §13.3 row 29): the x-in-6 chances a day of travel
 * rolls at each 24-h boundary, by the map terrain the party stands in then. A lost chance of 0 is
 * never rolled (a road); a hex flagged as a road is never lost whatever its terrain.
 */
export interface WildernessChecksModel {
  /** Lost direction, x in 6, by ER terrain id (003 "Losing Direction"). */
  readonly lost: Readonly<Record<string, number>>;
  /** Wandering monsters, x in 6, by ER terrain id (003 "Wandering Monsters"). */
  readonly wandering: Readonly<Record<string, number>>;
  /** The day the checks fall on, in world-time seconds (24 h). */
  readonly daySeconds: number;
  /** The checks of a day afloat, on the same boundaries; null: none are rolled on water. */
  readonly water: WaterChecksModel | null;
}

/** The waters a vessel sails on a day (003 "Waterborne Adventuring"): open water (sea, lake), a river, a swamp. */
export type WaterBody = "sea" | "lake" | "river" | "swamp";

/**
 * Daily checks afloat (VARIANTS.md §13.3 rows 29, 30; 003:L505–L509, L543–L547): the x-in-6
 * chances of losing direction by navigator and sight of land, and of wandering monsters by the
 * waters. A chance of 6 is certain and needs no die.
 */
export interface WaterChecksModel {
  /** Lost, x in 6, with a navigator aboard. */
  readonly lostWithNavigator: number;
  /** Lost, x in 6, without a navigator, land in sight. */
  readonly lostInSight: number;
  /** Lost, x in 6, without a navigator, out of sight of land. */
  readonly lostOutOfSight: number;
  /** Wandering monsters, x in 6, by the waters. */
  readonly wandering: Readonly<Record<WaterBody, number>>;
}

/** Where an evasion is attempted (VARIANTS.md §5.14; 003:L705–L780). */
export type EvasionSetting = "dungeon" | "wilderness" | "water";
/** Which side, if any, was surprised when the sides met (003:L768–L772). */
export type EvasionSurprise = "none" | "fleeing" | "pursuers";

/** One side of an evasion: how many it counts and its rate in ER hexes a round (load and terrain applied). */
export interface EvasionSide {
  readonly count: number;
  readonly hexesPerRound: number;
}

/** What an evasion is decided from (bounded by the core, ../../combat/evasion.ts). */
export interface EvasionInput {
  readonly setting: EvasionSetting;
  readonly fleeing: EvasionSide;
  readonly pursuers: EvasionSide;
  /** Whether the other side gives chase (003:L699–L703: no pursuit, the evasion succeeds). */
  readonly pursue: boolean;
  readonly surprise: EvasionSurprise;
  /** The GM's environment modifier in percentage points (003:L778), wilderness only. */
  readonly modifier: number;
  /** A d100 (1–100), read only when the chance is rolled. */
  readonly roll: number;
}

/** Why an evasion came out as it did (a language key's last part). */
export type EvasionReason = "noPursuit" | "faster" | "notFaster" | "surprising" | "rolled";

export interface EvasionResult {
  readonly outcome: "evaded" | "pursuit";
  readonly reason: EvasionReason;
  /** The percentage chance rolled against, or null when the outcome needed no roll. */
  readonly chance: number | null;
  /** Waterborne pursuit: hexes a round the gap closes by (003:L762); null elsewhere. */
  readonly closing: number | null;
}

/** One day of a pursuit run day by day (003:L782–L788), bounded by the core (../../combat/pursuit-day.ts). */
export interface PursuitDayInput {
  readonly fleeing: EvasionSide;
  readonly pursuers: EvasionSide;
  /** The fleeing side flees on when not caught (L788); false: it stops and is caught. */
  readonly fleeOn: boolean;
  /** The GM's environment modifier for the new evasion attempt, in percentage points. */
  readonly modifier: number;
  /** A d100 for the pursuers catching up, read only when they are faster. */
  readonly catchRoll: number;
  /** A d100 for the new evasion attempt, read only when the fleeing side flees on. */
  readonly evadeRoll: number;
}

/** Why a pursuit day came out as it did (a language key's last part). */
export type PursuitDayReason = "caughtUp" | "stopped" | "evaded" | "notEvaded";

export interface PursuitDayResult {
  /** Caught (the encounter happens), evaded (the pursuit is over), or the pursuit goes on to another day. */
  readonly outcome: "caught" | "evaded" | "pursuit";
  readonly reason: PursuitDayReason;
  /** The chance of catching up rolled against, or null when the pursuers are not faster. */
  readonly catchChance: number | null;
  /** The new evasion chance rolled against, or null when none was rolled. */
  readonly evadeChance: number | null;
}

/** A pursuit run day by day on world time (VARIANTS.md §13.3 row 33; 003:L782–L788). */
export interface PursuitDayRule {
  /** Where a pursuit runs by days rather than rounds. */
  readonly settings: readonly EvasionSetting[];
  /** World seconds a pursuit day takes. */
  readonly daySeconds: number;
  readonly decide: (input: PursuitDayInput) => PursuitDayResult;
}

/** The evasion rule (VARIANTS.md §5.14): its tables and decision, from a rule module. */
export interface EvasionRule {
  readonly decide: (input: EvasionInput) => EvasionResult;
  /** Where a pursuit sets both sides running (the running allowance); elsewhere nobody is set running. */
  readonly runningSettings: readonly EvasionSetting[];
  /** The day-by-day pursuit, or null: every pursuit counts rounds. */
  readonly pursuitDay: PursuitDayRule | null;
}

/** Time points one module at most fills (name → what it contributes). */
export interface TimeOnePoints {
  /** Time kept in turns; empty: the book's round-only clock (no top-up, a round's window outside combat). */
  readonly timeKeeping: TimeKeepingModel;
  /** Running and exhaustion; empty: no pursuit allowance and no winded clock. */
  readonly running: RunningModel;
  /** Daily lost and wandering checks on a march; empty: no checks are rolled. */
  readonly wildernessChecks: WildernessChecksModel;
  /** Evasion before a fight; empty: no evasion dialog. */
  readonly evasion: EvasionRule;
}

/** Time points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TimeListPoints {}

export const TIME_ONE_POINTS: Readonly<Record<keyof TimeOnePoints, true>> = Object.freeze({ timeKeeping: true, running: true, wildernessChecks: true, evasion: true });
export const TIME_LIST_POINTS: Readonly<Record<keyof TimeListPoints, true>> = Object.freeze({});
