/**
 * The extension points of the combat pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */
import type { ActionRecord, ClockTime } from "../../base-types";
import type { MemoryMark, VariantMemory } from "../registered";

/**
 * What a command asks the adapter to do. The adapter maps each kind to one document write (or one
 * relay request for a player's hold and act now); the active GM checks every request again.
 * - `hold`: hold the action (`ready`: with a trigger the acting user types, VARIANTS.md §3.4);
 * - `actNow`: a held action acts at this second;
 * - `toggleMark`: flip one mark of the combatant's memory before Begin Combat (`exclusive`: at most
 *   one combatant carries it, the others lose it);
 * - `rollSideSurprise`: roll a d6 for the combatant's side (OSE surprise, VARIANTS.md §5.4);
 *   `surprised` judges the roll (whether the side is surprised; `foesShowLight`: its foes carry
 *   light in the dark);
 * - `retreat`: declare a retreat for this round (VARIANTS.md §4.9, §5.5; an owner's is relayed).
 * - `disengage`: the round's disengage check (VARIANTS.md §13.1; an owner's is relayed, the GM's client rolls).
 * - `togglePursuit`: start or stop running in a pursuit (VARIANTS.md §5.13; an owner's is relayed).
 * - `mount` / `dismount`: mount the one creature the acting user targets, or get off the mount
 *   (VARIANTS.md §13.3 row 41; an owner's is relayed, the active GM's client checks and writes).
 */
export type CommandOperation =
  | { readonly kind: "hold"; readonly ready: boolean }
  | { readonly kind: "actNow" }
  | { readonly kind: "toggleMark"; readonly mark: MemoryMark; readonly exclusive: boolean }
  | { readonly kind: "rollSideSurprise"; readonly surprised: (d6: number, foesShowLight: boolean) => boolean }
  | { readonly kind: "retreat" }
  | { readonly kind: "disengage" }
  | { readonly kind: "intercept" }
  | { readonly kind: "togglePursuit" }
  | { readonly kind: "mount" }
  | { readonly kind: "dismount" };

/** What a command's visibility reads: the combat and one of its combatants, as plain data. */
export interface CommandContext {
  /** Whether the combat has begun (Begin Combat). */
  readonly started: boolean;
  /** The combat clock (null before the combat begins). */
  readonly now: ClockTime | null;
  /** The combatant's action this round. */
  readonly action: ActionRecord;
  /** The combatant's kept memory (holds, marks). */
  readonly memory: VariantMemory;
}

/** One entry of the tracker's combatant menu, as a module declares it (pure data and predicates). */
export interface CombatantCommand {
  /** Unique among the commands of a ruleset. */
  readonly id: string;
  /** Its label, a key of lang/en.json. */
  readonly labelKey: string;
  /** A Font Awesome class list. */
  readonly icon: string;
  /** Who may use it: the GM only, or the GM and the combatant's owners. */
  readonly who: "gm" | "owner";
  /** Whether it is offered now. */
  readonly visible: (ctx: CommandContext) => boolean;
  readonly operation: CommandOperation;
}

/**
 * A model's hold and ready (VARIANTS.md §3.3, §3.4, §4.1): holding is allowed wherever this point is
 * filled; `ready` also allows readying; `actNextRound` lets a held combatant act in the next round
 * before its own action lands (13th Age, 001:L102).
 */
export interface HoldReady {
  readonly ready: boolean;
  readonly actNextRound: boolean;
}

/** The escalation die (VARIANTS.md §3.5): the highest value it takes. */
export interface EscalationDieModel {
  readonly cap: number;
}

/** What a roll-data value reads: the actor, and the started combat it fights in (null: none). */
export interface RollDataContext {
  readonly actor: {
    /** A player character: a `character` actor, whoever owns it (VARIANTS.md row 5, 001:L132–L134). */
    readonly playerCharacter: boolean;
    /** Its status ids. */
    readonly conditions: readonly string[];
    /** Its level (13A `@a13.dmg`, 001:L27); absent: 1. */
    readonly level?: number;
    /** Its ability scores by id (`str` … `cha`); absent: 10 each. */
    readonly abilities?: Readonly<Partial<Record<string, number>>>;
    /** The ability the item being rolled uses (13A damage's "+ Ability", 001:L23); absent: `str`. */
    readonly damageAbility?: string;
  };
  /** The active, started combat the actor fights in, as its stored system data (unchecked). */
  readonly combat: { readonly system: unknown } | null;
}

/** One `@key` value of an actor's roll data. */
export interface RollDataEntry {
  /**
   * The key: letters, or two dot-joined names of letters and digits (`a13.dmg`, a path the actor
   * adapter expands into an object so `@a13.dmg` resolves): `@key` in a roll formula.
   */
  readonly key: string;
  readonly value: (ctx: RollDataContext) => number;
  /** The value may be negative (13A's damage bonus, 001:L27); otherwise a negative counts as 0. */
  readonly signed?: boolean;
}

/**
 * A retreat rule (VARIANTS.md §4.9, §5.5): a combatant declares it for a round, gives up that
 * round's action and moves in full; `stopsOnHit`: a hit ends its movement for the rest of the
 * round (002:L337), otherwise the retreat runs its course (003:L827).
 */
export interface RetreatModel {
  readonly stopsOnHit: boolean;
}

/**
 * Engagement and opportunity attacks (VARIANTS.md §3.7, §13.1, §13.3 row 7): what a module's reading
 * turns on. Engagement itself (adjacent hostile tokens able to act, read at movement seconds) and the
 * opportunity attack for leaving an engaged hex are the core's (../../combat/engagement.ts) wherever
 * this point is filled.
 */
export interface EngagementRule {
  /** A disengage check (13A, 001:L211, L491): d20 ≥ target + perExtraFoe × (foes − 1), + grabbedPenalty when grabbed; null: none. */
  readonly disengage: { readonly target: number; readonly perExtraFoe: number; readonly grabbedPenalty: number } | null;
  /** Conditions (status ids) under which an engaged foe makes no opportunity attack, beyond not being able to act. */
  readonly noOpportunity: readonly string[];
  /** A ranged attack provokes from the engaged foes it does not target (001:L283). */
  readonly rangedProvokes: boolean;
  /** A spell provokes at the second its casting begins, close-quarters spells excepted (001:L287). */
  readonly spellsProvoke: boolean;
  /** Melee attacks only against foes engaged with the attacker (001:L196). */
  readonly meleeOnlyWhileEngaged: boolean;
  /** An unengaged foe whose phase is unspent may stop a mover passing it (001:L223). */
  readonly intercept: boolean;
  /**
   * The opportunity attack uses the attacker's one reaction of the round (A5E, 004:L64, L176), so a
   * foe that has used it (an attack, a drag, being dragged, 004:L52) makes none until the next
   * round; false where it is a free action (13A, 001:L219).
   */
  readonly usesReaction: boolean;
}

/**
 * The world's own turn (VARIANTS.md §6.9, §13.3 row 43): where the point is filled, a *World* entry
 * acts at second 1 of each round before everyone, its world actions recharge on `die` (a result at
 * or above an action's threshold regains it), rolled once right after a use when `rollOnUse` and
 * again at each round start while spent; environment hazards fire at the turn moments of
 * ../../combat/world-actions.ts.
 */
export interface WorldTurnRule {
  /** Sides of the recharge die. */
  readonly die: number;
  /** A recharge roll right after the action is used, before the round-start rolls. */
  readonly rollOnUse: boolean;
}

/** Combat points one module at most fills (name → what it contributes). */
export interface CombatOnePoints {
  /** Hold and ready: the initiative model that allows them (a13, osrDex). */
  readonly holdReady: HoldReady;
  /** The escalation die (combat.escalationDie). */
  readonly escalationDie: EscalationDieModel;
  /** A retreat declaration (combat.retreat). */
  readonly retreat: RetreatModel;
  /** Engagement and opportunity attacks (combat.engagement). */
  readonly engagement: EngagementRule;
  /** The world's turn, world actions and environment hazards (combat.worldActions). */
  readonly worldTurn: WorldTurnRule;
}

/** Combat points every module in force may add to (name → one contribution). */
export interface CombatListPoints {
  /** Entries of the tracker's combatant menu. */
  readonly combatantCommands: readonly CombatantCommand[];
  /** Values of an actor's roll data (`@escalation`). */
  readonly rollData: RollDataEntry;
  /** An ambush round that does not count for the escalation die (13th Age, 001:L243, G13A-11). */
  readonly escalationAmbushPause: true;
}

export const COMBAT_ONE_POINTS: Readonly<Record<keyof CombatOnePoints, true>> = Object.freeze({ holdReady: true, escalationDie: true, retreat: true, engagement: true, worldTurn: true });
export const COMBAT_LIST_POINTS: Readonly<Record<keyof CombatListPoints, true>> = Object.freeze({ combatantCommands: true, rollData: true, escalationAmbushPause: true });
