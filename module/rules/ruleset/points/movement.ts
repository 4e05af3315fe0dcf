/**
 * The extension points of the movement pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 *
 * Pure types: the core (movement.ts, move-limits.ts, movement-costs.ts,
 * combat/double-move.ts) reads them through movement-points.ts, which derives its tables once per
 * ruleset.
 */
import type { TerrainId } from "../../base-types";

/**
 * What can make a hex cost extra (VARIANTS.md D7 table): the id of a source the core or a rule
 * module declares (rules/movement-sources.ts; `RuleModule.movementSources`). A contribution naming
 * an id nobody declares is refused when the ruleset is read.
 */
export type ExtraCostSource = string;

/**
 * One extra-cost source as a rule module declares it (VARIANTS.md D7): the k it adds and the
 * Foundry movement action that incurs it. The core assigns its bit, adds its k to the largest k and
 * maps the action to it; the canvas registers a new action before it installs the cost functions.
 */
export interface MovementSourceDecl {
  /** The k this source adds (D7: +1 per "extra foot per foot"); 0 only with `newAction` (an action of its own that costs nothing extra). */
  readonly cost: number;
  /** The Foundry movement action id that incurs it (none: the core sets it, as for a hazard hex). */
  readonly action?: string;
  /** The action is not one of Foundry's: its label key (lang/en.json) and Font Awesome icon class. */
  readonly newAction?: { readonly label: string; readonly icon: string };
}

/**
 * What a rule that cancels a mover's movement reads (the canvas assembles it once per mover, from
 * the combat it is in): the clock of its started combat and its combatant's kept memory.
 */
export interface ForfeitInput {
  readonly round: number;
  /** 1–20. */
  readonly second: number;
  /** The combatant's kept memory (`system.variant`), as stored: a predicate checks what it reads. */
  readonly memory: Readonly<Record<string, unknown>>;
}

/**
 * A reason a rule module's rule takes a mover's movement away (like dnd5e's condition-effect sets):
 * its id (the `reason` of the limits and of a refused move), the lang key the ruler and the
 * notifications show, and a pure predicate. The core asks it while the module is in force, or
 * always with `whileOff` (a loss already recorded stands for its round when the rule is switched off).
 */
export interface MovementForfeit {
  readonly id: string;
  readonly label: string;
  readonly whileOff?: boolean;
  /**
   * The memory field the forfeit records its loss in: while it is unset (0, empty or false) the
   * forfeit cannot apply, and the core does not ask it (the tracker asks every row at every
   * movement second, so the unasked ones are most of the work).
   */
  readonly setBy?: string;
  readonly applies: (input: ForfeitInput) => boolean;
}

/**
 * The double move (VARIANTS.md row 10, §3.10): a combatant may trade the round's action for a
 * second allowance. What a declaration does to the speed is the core's (combat/double-move.ts
 * `doubleMoveSpeed`): a declaration already made stands for its round even once the rule is off.
 */
export interface DoubleMoveRule {
  /** The last combat second a declaration may be made at (the first movement second). */
  readonly lastSecond: number;
}

/**
 * What standing up from a crawl costs (VARIANTS.md §13.1, amending §6.4; 004:L42 "half your
 * movement"): the hexes taken from a round's allowance of `hexesPerRound`. The core takes them from
 * the current phase and then the later phases of the round (rules/stand-up.ts).
 */
export interface StandUpRule {
  readonly hexes: (hexesPerRound: number) => number;
}

/**
 * Riding another creature (A5E, VARIANTS.md §6.7, §13.3 row 41; 004:L28–L37): the size a mount must
 * exceed its rider by, what mounting or dismounting costs (spread over the round as standing up is,
 * rules/stand-up.ts), the cover a rider has against melee attacks, and the save a rider makes when it
 * is knocked prone. The core (rules/combat/mounted.ts) reads it; empty: nobody rides.
 */
export interface MountedRule {
  /** The categories a mount must be larger than its rider by (004:L28 "at least one size larger"). */
  readonly sizeGap: number;
  /** The hexes mounting or dismounting takes from a round of `hexesPerRound` (004:L28 "half your movement"). */
  readonly cost: StandUpRule;
  /** The cover a mounted rider has against melee attacks (004:L30), one of the cover model's choices. */
  readonly meleeCover: "half";
  /** The save a rider knocked prone makes to keep its seat (004:L32): an ability and a DC. */
  readonly proneSave: { readonly ability: "dex"; readonly dc: number };
}

/** A creature's size category, smallest first (A5E 004:L6; 13A's "smaller" compares these, 001:L493). */
export type SizeCategory = "tiny" | "small" | "medium" | "large" | "huge" | "gargantuan";

/** What a grabber's move does to the creature it grabs: carries it along, or lets go of it. */
export type GrabberMove = "carry" | "letGo";

/**
 * How conditions that hold a creature in place treat moves (13A stuck and grabbed, VARIANTS.md
 * row 8, §3.8, §13.3; 001:L465, L491, L493). Empty: the book's conditions (RULES.md §7) only.
 */
export interface ConditionMovesRule {
  /** Conditions whose hold the creature's own teleport escapes (a key of RULES.md §7). */
  readonly teleportEscapes: readonly string[];
  /** A grabber's move: the two sizes and the grabbed creature's conditions. */
  grabberMoves(grabber: SizeCategory, grabbed: SizeCategory, grabbedConditions: readonly string[]): GrabberMove;
}

/**
 * Size and space on the map (A5E, VARIANTS.md §6.6, §13.3 row 40; 004:L6–L19): whether an
 * occupant's space refuses a mover, the space a squeezing creature needs, and how many creatures
 * of one size can surround one of another. The core (rules/space.ts) builds the per-drag index.
 */
export interface SpaceRule {
  /** Whether a hostile occupant of size `occupant` refuses a mover of size `mover` passage. */
  blocks(mover: SizeCategory, occupant: SizeCategory): boolean;
  /** The size of space a creature of `size` needs; `squeezing`: it squeezes into a smaller one. */
  spaceNeeded(size: SizeCategory, squeezing: boolean): SizeCategory;
  /** How many creatures of size `surrounder` fit around one of size `target` on `grid`. */
  surroundLimit(target: SizeCategory, surrounder: SizeCategory, grid: "hex" | "square"): number;
  /** The side of a creature of `size`'s space in 5-ft cells (Tiny 0.5, Medium 1, Large 2 …). */
  side(size: SizeCategory): number;
}

/**
 * Falling damage (VARIANTS.md §5.15, §13.3 row 34): `faces`-sided dice, one per whole
 * `feetPerDie` feet fallen (D8: a partial step does not count).
 */
export interface FallingRule {
  readonly feetPerDie: number;
  readonly faces: number;
}

/** A speed of its own an actor may list besides walking (VARIANTS.md §6.5; 004:L21–L24). */
export type SpeedMode = "climb" | "swim" | "fly" | "burrow";

/** An actor's speeds of its own, hexes per round; null: none. */
export type ModeSpeeds = Readonly<Record<SpeedMode, number | null>>;

/**
 * The allowance a movement action reads (VARIANTS.md §6.5): the walking speed (the action's
 * extra-cost source, if any, still counts), a speed of the mover's own (its own 4-3-3-2 split, the
 * action's source not counted; `terrain` false: every hex counts as optimal; `hazards` false:
 * hazard hexes add nothing), or none (the move needs speed `mode`, which the mover lacks; `reason` is a lang key).
 */
export type ModeReading =
  | { readonly kind: "walk" }
  | { readonly kind: "speed"; readonly mode: SpeedMode; readonly terrain: boolean; readonly hazards: boolean }
  | { readonly kind: "refused"; readonly mode: SpeedMode; readonly reason: string };

/** Which allowance each Foundry movement action reads, given the mover's own speeds (VARIANTS.md §6.5). */
export interface MovementModesRule {
  read(action: string | null, speeds: ModeSpeeds): ModeReading;
}

/** Movement points one module at most fills (name → what it contributes). */
export interface MovementOnePoints {
  /** Falling damage on an elevation drop; empty: no falling rule (no card). */
  readonly falling: FallingRule;
  /**
   * The factor a scene flagged wilderness puts on movement rates (VARIANTS.md §13.1 D6 amended:
   * OSE reads them in yards, ×3). Empty: the flag leaves movement alone.
   */
  readonly wildernessMovement: number;
  /**
   * The terrain a hex counts as for tactical movement, before adaptation (VARIANTS.md §6.3). Empty:
   * the hex's own terrain (the book's divisors).
   */
  readonly terrainAs: (terrain: TerrainId) => TerrainId;
  /**
   * How counted extra costs combine (VARIANTS.md D7): "worst", only the largest, capped at 1
   * (002:L33). Empty: added up (004:L81).
   */
  readonly costStacking: "worst";
  /**
   * What the prone condition does to movement (VARIANTS.md §6.4, 004:L41): "crawl", an extra-cost
   * source instead of the lost phase (standing up is the `standUp` point). Empty: the book (RULES.md §7).
   */
  readonly prone: "crawl";
  /** The double move (VARIANTS.md row 10). Empty: no declaration is possible. */
  readonly doubleMove: DoubleMoveRule;
  /** The cost of standing up from a crawl (VARIANTS.md §13.1). Empty: standing costs nothing. */
  readonly standUp: StandUpRule;
  /** Stuck and grabbed as 13A reads them (VARIANTS.md row 8). Empty: RULES.md §7 only. */
  readonly conditionMoves: ConditionMovesRule;
  /** Hostile spaces block, squeezing, surround limits (VARIANTS.md row 40). Empty: tokens never block. */
  readonly space: SpaceRule;
  /**
   * The allowance each movement action reads (VARIANTS.md §6.5): climb, swim, fly, burrow speeds
   * and switching between them within a phase (rules/movement-modes.ts). Empty: every action
   * reads the walking speed.
   */
  readonly movementModes: MovementModesRule;
  /** Riders and mounts (VARIANTS.md row 41). Empty: nobody rides. */
  readonly mounted: MountedRule;
}

/** Movement points every module in force may add to (name → one contribution). */
export interface MovementListPoints {
  /**
   * The extra-cost sources a module lets count (VARIANTS.md D7): a hazard hex, and the Foundry
   * movement actions swim, climb and crawl. The core counts their union; empty counts none.
   */
  readonly extraCostSources: readonly ExtraCostSource[];
}

export const MOVEMENT_ONE_POINTS: Readonly<Record<keyof MovementOnePoints, true>> = Object.freeze({ terrainAs: true, costStacking: true, prone: true, doubleMove: true, standUp: true, conditionMoves: true, space: true, mounted: true, falling: true, wildernessMovement: true, movementModes: true });
export const MOVEMENT_LIST_POINTS: Readonly<Record<keyof MovementListPoints, true>> = Object.freeze({ extraCostSources: true });
