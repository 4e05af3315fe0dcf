/**
 * The tracker's plain data shapes: what the adapter gathers (tracker-input.ts) and what the pure
 * context builder (tracker-context.ts) gives the template (templates/combat/tracker.hbs).
 */
import type { ClockTime, CombatantState, MovementInput, VariantConfig } from "../rules";
import type { Ruleset } from "../rules/ruleset/resolve";

export interface TrackerCombatantInput {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user owns this combatant. */
  owner: boolean;
  state: CombatantState;
  spellName: string;
  /** Dice and parts of this round's roll, when it was rolled this round. */
  parts: { round: number; dice: number; quickness: number; weapon: number; encumbrance: number; other: number; score: number } | null;
  /** Movement inputs (speed, terrain under the token, encumbrance, conditions), or null for no token/actor. */
  movement: MovementInput | null;
  heldSpeech: boolean;
  /** The combatant traded this round's action for a double move (its movement is already doubled). */
  doubleMove?: boolean;
  /** The viewing user may declare a double move for it now (the caller asks the rules: canDeclareDoubleMove). */
  canDoubleMove?: boolean;
  /** Why a companion model leaves the combatant without a second now (holding, readied, surprised), as a key. */
  variantStatusKey?: string | null;
  /** rows 6, 23, 36: a surprise rule keeps the combatant out of this round (no roll for it). */
  surprisedNow?: boolean;
  /**
   * The movement seconds of this round whose phase a rule module's forfeit takes (surprise, GO-5,
   * GA-3; a retreat a hit stopped, G2-14): second → the forfeit's label key, from the rules'
   * `movementForfeit` (the same point the ruler reads).
   */
  forfeits?: Readonly<Partial<Record<number, string>>>;
  /** The actor's stand-up record as stored (VARIANTS.md §13.1): the phase rows show what standing left (rules: hexesAfterStandUp). */
  standUp?: unknown;
  /** The actor's mount or dismount cost record as stored (VARIANTS.md §13.3 row 41), read the same way (kind "mount"). */
  mountCost?: unknown;
  /** The rule modules' owner commands the viewing user may use on it now (hold, ready, act now, retreat). */
  commands?: readonly RowCommand[];
  /** RESOLUTION.md §7.1: the viewing user may roll its attack from the row now (its landing second). */
  canAttack?: boolean;
  /** The tracked resource (health), when the viewing user may see it; null or absent: not shown. */
  health?: { value: number; max: number } | null;
  /** Icons of the actor's temporary effects and conditions, as the token shows them. */
  effects?: ReadonlyArray<{ img: string; name: string }>;
  /** The combatant has a token to ping (core's pingCombatant control); absent: it has. */
  hasToken?: boolean;
  /**
   * What the phase's move order reads of it (rules `phaseMoveOrder`): whether its token has movement
   * history in this phase, and its kept memory (the forfeits); absent or null: no token, not a mover.
   */
  phaseMove?: { moved: boolean; memory: object } | null;
}

/** A mover's place in the current phase's order: the one who moves now, one that has moved, one still to come. */
export type MoveMark = "now" | "moved" | "later";

export interface TrackerInput {
  clock: ClockTime | null;
  /** The combat's id (a stand-up record counts in its own combat only). */
  combatId?: string | null;
  combatants: readonly TrackerCombatantInput[];
  /** The viewing user may advance the clock and mark delays and spells (scores: GMs only, guards.ts). */
  canAdvance: boolean;
  /** Players roll their own initiative (setting). */
  playersRoll: boolean;
  /** The rule variants in force (the phase rows' allowances, e.g. prone crawling); the book when absent. */
  variants?: VariantConfig;
  /** `variants` resolved, when the caller has it (the tracker does): the builder then resolves nothing. */
  ruleset?: Ruleset;
  /** The CLDR plural category of a count in the user's language (Intl.PluralRules#select); English when absent. */
  plural?: (n: number) => string;
}

export interface PhaseEntry {
  name: string;
  hexes: number;
  /** ER.Combat.Tracker.Hexes.<plural category of hexes> ("1 hex", "4 hexes"). */
  hexesKey: string;
  lost: boolean;
  /** ER.Condition.<id>, or the encumbrance label, when the phase is lost. */
  reasonKey: string | null;
  /** Its mark in the move order, on the current phase's row only (null: not in the order, or no order in force). */
  moveMark: MoveMark | null;
}

export interface PhaseRow {
  kind: "phase";
  second: number;
  phase: number;
  current: boolean;
  past: boolean;
  entries: PhaseEntry[];
  /** The current phase's row: the name of the mover who moves now (the first in order not moved), or null. */
  movesNow: string | null;
}

export interface TurnRow {
  kind: "turn";
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  defeated: boolean;
  second: number | null;
  score: number | null;
  tieBreak: number;
  tied: boolean;
  /** Place within its tie (1..tieOf, tie-break order): ties are counted per second, not across the combat. */
  tieRank: number;
  tieOf: number;
  health: { value: number; max: number } | null;
  effects: Array<{ img: string; name: string }>;
  canPing: boolean;
  actingNow: boolean;
  past: boolean;
  /** The round the action started in, when that is an earlier round (spill-over, long spell, delay). */
  fromRound: number | null;
  delayedFrom: number | null;
  spell: { name: string; castingSeconds: number; startSecond: number } | null;
  /** For rows that do not act this round: when it lands, if it does. */
  landsAt: ClockTime | null;
  statusKey: string | null;
  heldSpeech: boolean;
  partsTooltip: string;
  canSpeak: boolean;
  canRoll: boolean;
  canDelay: boolean;
  canCast: boolean;
  /** "Double move (no action)" is offered on the row. */
  canDoubleMove: boolean;
  /** Row buttons for the owner commands offered now, and the Attack button (a player gets them whether or not core opens the context menu). */
  commands: RowCommand[];
  canAttack: boolean;
  /** Its mark in the current movement phase's order (null: none). */
  moveMark: MoveMark | null;
  css: string;
}

/** A command drawn as a row button: its id (looked up again at the click), label key and icon classes. */
export interface RowCommand {
  id: string;
  labelKey: string;
  icon: string;
}

export type TimelineRow = PhaseRow | TurnRow;

export interface TrackerContext {
  started: boolean;
  round: number;
  second: number;
  isMovementSecond: boolean;
  phase: number | null;
  actingNowCount: number;
  timeline: TimelineRow[];
  waiting: TurnRow[];
  hasWaiting: boolean;
  canAdvance: boolean;
}

/** Localised labels of the parts line (the caller localises; tests pass en.json's). */
export interface PartsLabels {
  dice: string;
  quickness: string;
  weapon: string;
  encumbrance: string;
  other: string;
}
