/**
 * The extension points of the initiative pipeline (docs/architecture.md): what a rule module may
 * contribute to the round plan. "One" points hold a model (at most one module in force fills it;
 * empty means the book); "list" points collect every contribution in registry order.
 */
import type { InitiativeModelId } from "../config-type";
import type { VariantMemory } from "../registered";

/** What a model reads of a combatant's actor (VARIANTS.md §9.1 "sheets show variant-only fields"). */
export interface VariantActorParts {
  /** DEX score, 0–100 (default 10). */
  readonly dex: number;
  /** Level, 0–100 (13A). */
  readonly level: number;
  /** A slow weapon in hand (OSE). */
  readonly slow: boolean;
}

/** Which ER parts a model adds to its mapped second (VARIANTS.md D4). */
export interface AppliedErParts {
  readonly quickness: boolean;
  readonly weapon: boolean;
  readonly steps: boolean;
  readonly other: boolean;
}

/** The actor fields a model's sheet shows (VARIANTS.md §9.1 "variant-only fields"). */
export type SheetField = "dex" | "level";

/**
 * An initiative model (VARIANTS.md §9.4): its dice and cadence, its capabilities, and the behaviour
 * the round plan calls (the bonus, D3's base second, the tie key). The book's 2d10 is no module: an
 * empty point plays RULES.md §2 (`BOOK_INITIATIVE` in initiative/models.ts; `defineInitiativeModel` in ./initiative-model.ts fills a model from its values).
 */
export interface InitiativeModelPoint {
  /** The id a combatant's memory keeps as the model that set its base (never compared by adapters). */
  readonly id: InitiativeModelId;
  /** How often a combatant's base is rolled: every round, once per combat, or never (no dice). */
  readonly cadence: "everyRound" | "once" | "never";
  /** The dice of one roll ("none": no dice at all). */
  readonly dice: "2d10" | "1d20" | "1d6" | "none";
  /** The die's largest face (0: no die). */
  readonly faces: number;
  /** Who a roll belongs to: each combatant, or each side (OSE; the card lists the sides' dice). */
  readonly rollsPer: "combatant" | "side";
  /** Whether the shared-roll rule applies (VARIANTS.md §9.2). */
  readonly sharedRoll: boolean;
  /** Whether a combatant may hold its action to a later second (§3.3, §4.1) and ready one (§3.4). */
  readonly hold: boolean;
  readonly ready: boolean;
  /** Whether a hold carries into the next round, up to the combatant's own second (§3.3, 001:L102). */
  readonly holdIntoNextRound: boolean;
  readonly appliesErParts: AppliedErParts;
  /** Higher result first (every model but the book's 2d10, where lower is earlier). */
  readonly higherFirst: boolean;
  /** Whether the total is the DEX score itself (OSR DEX order: no die, no bonus). */
  readonly totalIsDex: boolean;
  /** Whether a check made before Begin Combat is the initiative total (A5E, GA-2). */
  readonly reusesCheck: boolean;
  /** Whether a d20 roll-off is drawn with the base, kept, ranked by and shown on the card (A5E, §6.1). */
  readonly rollOff: boolean;
  /** The instigator's advantage on initiative (§6.2, GA-4), or null when the model has none. */
  readonly advantage: string | null;
  /** The actor fields the sheet shows for this model. */
  readonly sheetFields: readonly SheetField[];
  /** The sheet's hint for the DEX field: the model's bonus, or the second DEX order gives. */
  readonly sheetHint: "bonus" | "dexOrder";
  /** The model's bonus for an actor (0 for a model without one). */
  bonus(actor: VariantActorParts): number;
  /** D3: the base second of a total (a slow weapon's second is the `slowWeapons` point's). */
  baseSecond(total: number): number;
  /** The second key of the order within one second, higher first (13A the bonus, A5E the roll-off). */
  tieKey(memory: VariantMemory): number;
}

/** A combatant as a surprise rule reads it at Begin Combat. */
export interface SurpriseEntry {
  readonly id: string;
  readonly side: string;
  readonly surprised: boolean;
}

/** A combatant as the ambush round reads it: the second of its round-1 action (null: none) and its order. */
export interface AmbushEntry {
  readonly id: string;
  readonly side: string;
  readonly second: number | null;
  readonly order: number;
  readonly ambusher: boolean;
}

/**
 * One step of a round transition (VARIANTS.md §3.3, §3.6, §5.4, §6.2). Each part is optional; the
 * round plan runs every step's part at its place.
 */
export interface RoundStartStep {
  /** A surprise rule: round 1 is lost by the combatants it names (and movement with it, §8). */
  surprisedAtStart?(combatants: readonly SurpriseEntry[]): ReadonlySet<string>;
  /** After the dice of round 1: the ids that may act, or null (no restriction). */
  roundOneActors?(entries: readonly AmbushEntry[]): ReadonlySet<string> | null;
  /** A combatant's kept memory at the transition into `round`, before its roll. */
  memory?(memory: VariantMemory, round: number): VariantMemory;
  /** The instigator (marked by the GM) rolls round 1 with the model's advantage (GA-4). */
  readonly instigatorAdvantage?: true;
}

/** Initiative points one module at most fills (name → what it contributes). */
export interface InitiativeOnePoints {
  /** The initiative model; empty: the book's 2d10 (RULES.md §2). */
  readonly initiative: InitiativeModelPoint;
  /** Identical creatures share one roll (§3.2). */
  readonly sharedRoll: true;
  /** Tied OSE sides roll again until they differ (§5.1, GO-3); empty: they act together. */
  readonly rerollTiedSides: true;
  /** A slow weapon in hand moves its wielder to this second (§5.2, 003:L806); empty: weapons are never slow. */
  readonly slowWeapons: { readonly second: number };
}

/** Initiative points every module in force may add to (name → one contribution). */
export interface InitiativeListPoints {
  /** Steps of a round transition: hold lapse, surprise, the ambush round. */
  readonly roundStart: RoundStartStep;
}

export const INITIATIVE_ONE_POINTS: Readonly<Record<keyof InitiativeOnePoints, true>> = Object.freeze({ initiative: true, sharedRoll: true, rerollTiedSides: true, slowWeapons: true });
export const INITIATIVE_LIST_POINTS: Readonly<Record<keyof InitiativeListPoints, true>> = Object.freeze({ roundStart: true });
