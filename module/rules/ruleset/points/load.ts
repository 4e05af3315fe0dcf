/**
 * The extension points of the load pipeline (docs/architecture.md): what a rule module may
 * contribute to it. "One" points hold a model (at most one module in force fills it; empty means
 * the book); "list" points collect every contribution in registry order.
 */
import type { CharacterLoadInput, CharacterLoadResult } from "./load-types";
import type { TravelFraction } from "./travel-types";

/** A stored input the encumbrance panel offers for the model to read (VARIANTS.md §9.1). */
export type LoadSheetInput = "str" | "coins";
/** A part of the encumbrance panel the model fills: OSR loads, OSE basic's armour and treasure, OSE detailed's coin weight. */
export type LoadSheetPart = "loads" | "basic" | "detailed";

/** What the sheet shows of a load model: data, so the sheet never names a model. */
export interface LoadSheet {
  /** The inputs the model reads, in panel order. */
  readonly inputs: readonly LoadSheetInput[];
  /** The hint of the coins input (a key under lang/en.json), when it reads coins. */
  readonly coinsHint: string | null;
  /** The panel's parts, in order. */
  readonly parts: readonly LoadSheetPart[];
  /** The tier table's upper bounds in coins ("up to 400"…), or null: the tiers are named (OSE basic). */
  readonly tierBounds: readonly number[] | null;
  /** The coins over which the character cannot move, shown as the table's last row (OSE), or null. */
  readonly maxCoins: number | null;
}

/**
 * A companion encumbrance model for characters (VARIANTS.md §9.2, rows 12, 25, 26): it replaces
 * RULES.md §6's groups and steps for a character with its own speed and miles. Creatures keep the
 * book's groups under every model.
 */
export interface LoadModel {
  /** The model's id as the derived data records it (`derived.encumbrance.model`); never compared. */
  readonly id: string;
  /** A character's load (the input is checked by the core first). */
  characterLoad(input: CharacterLoadInput): CharacterLoadResult;
  /** The speed at each of the model's tiers, for the sheet's table, or null when it has none. */
  tierSpeeds(speed: number): number[] | null;
  /**
   * The exact share of the unloaded speed and miles a tier of the result leaves (travel reads it so
   * the load and the terrain round once), or null when the model has no tiers.
   */
  readonly tierShare: ((tier: number) => TravelFraction) | null;
  readonly sheet: LoadSheet;
}

/** Load points one module at most fills (name → what it contributes). */
export interface LoadOnePoints {
  /** A character's load model; empty: RULES.md §6's groups, steps and persistent encumbrance. */
  readonly loadModel: LoadModel;
}

/** Load points every module in force may add to (name → one contribution). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoadListPoints {}

export const LOAD_ONE_POINTS: Readonly<Record<keyof LoadOnePoints, true>> = Object.freeze({ loadModel: true });
export const LOAD_LIST_POINTS: Readonly<Record<keyof LoadListPoints, true>> = Object.freeze({});
