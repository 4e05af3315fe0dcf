/**
 * Terrain (docs/rules.md §4): divisors, hexes per round, terrain adaptation.
 * All arithmetic is exact: divisors are stored in tenths.
 */
import { RulesError, assertNonNegativeInteger, parameterLabel } from "./errors";
import { MAX_SPEED, assertAtMost } from "./bounds";
import type { TerrainId } from "./base-types";

export type { TerrainId } from "./base-types";

/** Terrain ids in table order (easiest first). */
export const TERRAIN_IDS: readonly TerrainId[] = Object.freeze([
  "optimal",
  "plains",
  "tundra",
  "desert",
  "forest",
  "hills",
  "swamp",
  "jungle",
  "mountains",
] as const);

/** Divisors in tenths (exact integers): 10 = 1.0, 14 = 1.4, … (docs/rules.md §4 table). */
export const TERRAIN_DIVISOR_TENTHS: Readonly<Record<TerrainId, number>> = Object.freeze({
  optimal: 10,
  plains: 14,
  tundra: 18,
  desert: 19,
  forest: 22,
  hills: 24,
  swamp: 27,
  jungle: 28,
  mountains: 32,
});

/** Divisors as printed (1.0, 1.4, …). For display; computations use {@link TERRAIN_DIVISOR_TENTHS}. */
export const TERRAIN_DIVISORS: Readonly<Record<TerrainId, number>> = Object.freeze({
  optimal: 1.0,
  plains: 1.4,
  tundra: 1.8,
  desert: 1.9,
  forest: 2.2,
  hills: 2.4,
  swamp: 2.7,
  jungle: 2.8,
  mountains: 3.2,
});

const TERRAIN_SET: ReadonlySet<string> = new Set(TERRAIN_IDS);

export function isTerrainId(x: unknown): x is TerrainId {
  return typeof x === "string" && TERRAIN_SET.has(x);
}

export function assertTerrainId(name: string, value: unknown): asserts value is TerrainId {
  if (!isTerrainId(value)) {
    throw new RulesError("UNKNOWN_TERRAIN", name, value, `expected one of ${TERRAIN_IDS.join(", ")}`);
  }
}

/**
 * Hexes per round in a terrain: round-half-up(speed ÷ divisor), exact.
 * With d = divisor in tenths: floor((2·10·speed + d) / (2·d)).
 */
export function hexesPerRound(speed: number, terrain: TerrainId): number {
  assertNonNegativeInteger("speed", speed);
  assertTerrainId("terrain", terrain);
  assertAtMost("speed", speed, MAX_SPEED);
  return hexesPerRoundUnchecked(speed, terrain);
}

/** @internal hot path, inputs already validated. */
export function hexesPerRoundUnchecked(speed: number, terrain: TerrainId): number {
  const d = TERRAIN_DIVISOR_TENTHS[terrain];
  return Math.floor((20 * speed + d) / (2 * d));
}

// ---------------------------------------------------------------------------
// Terrain adaptation
// ---------------------------------------------------------------------------

/** A creature's adaptation: terrain → the terrain it is treated as. */
export type TerrainAdaptation = Partial<Record<TerrainId, TerrainId>>;

/**
 * Decision (docs/rules.md §4, adaptation table): "native" column. A native of a listed
 * terrain treats it as the easier one. A creature normally gets only the entry
 * for its own native terrain — see {@link nativeAdaptation}.
 */
export const NATIVE: Readonly<TerrainAdaptation> = Object.freeze({
  forest: "tundra",
  hills: "desert",
  swamp: "desert",
  mountains: "hills",
});

/** Decision (docs/rules.md §4, adaptation table): "sure-footed" column (Hills→Forest confirmed by the horse example). */
export const SURE_FOOTED: Readonly<TerrainAdaptation> = Object.freeze({
  hills: "forest",
  swamp: "hills",
  mountains: "jungle",
});

/** Decision (docs/rules.md §4, adaptation table): elf column (Book example: elf forest 7). */
export const ELF: Readonly<TerrainAdaptation> = Object.freeze({ forest: "tundra" });

/** Decision (docs/rules.md §4, adaptation table): saurian column (Book example: saurian swamp 6). */
export const SAURIAN: Readonly<TerrainAdaptation> = Object.freeze({ swamp: "plains" });

/** Decision (docs/rules.md §4, adaptation table): unnamed "column 3", shipped under a neutral name. */
export const PRESET_COLUMN_3: Readonly<TerrainAdaptation> = Object.freeze({
  hills: "desert",
  mountains: "hills",
});

/** Decision (docs/rules.md §4, adaptation table): unnamed "column 5", shipped under a neutral name. */
export const PRESET_COLUMN_5: Readonly<TerrainAdaptation> = Object.freeze({
  hills: "optimal",
  mountains: "hills",
});

export type AdaptationPresetId = "native" | "sureFooted" | "elf" | "saurian" | "column3" | "column5";

export const ADAPTATION_PRESETS: Readonly<Record<AdaptationPresetId, Readonly<TerrainAdaptation>>> =
  Object.freeze({
    native: NATIVE,
    sureFooted: SURE_FOOTED,
    elf: ELF,
    saurian: SAURIAN,
    column3: PRESET_COLUMN_3,
    column5: PRESET_COLUMN_5,
  });

/**
 * The adaptation a native of `home` gets: only that terrain's entry of {@link NATIVE}
 * (empty for terrains the table does not list — docs/rules.md §4).
 */
export function nativeAdaptation(home: TerrainId): TerrainAdaptation {
  assertTerrainId("home", home);
  const to = NATIVE[home];
  return to === undefined ? {} : { [home]: to };
}

/** Throws RulesError unless every key and value of the map is a terrain id. */
export function assertTerrainAdaptation(name: string, adaptation: unknown): asserts adaptation is TerrainAdaptation {
  if (typeof name !== "string") return assertTerrainAdaptation(parameterLabel(name), adaptation);
  if (adaptation === null || typeof adaptation !== "object" || Array.isArray(adaptation)) {
    throw new RulesError("INVALID_ARGUMENT", name, adaptation, "expected a map terrain → terrain");
  }
  for (const [from, to] of Object.entries(adaptation)) {
    assertTerrainId(`${name} key`, from);
    if (to === undefined) continue;
    assertTerrainId(`${name}.${from}`, to);
  }
}

export interface AdaptTerrainOptions {
  /** The area is steep: sure-footedness does not apply (docs/rules.md §4 "Steep ground"). */
  steep?: boolean;
  /** The creature is sure-footed: {@link SURE_FOOTED} applies unless steep. */
  sureFooted?: boolean;
}

/**
 * The terrain a creature effectively moves in. Candidates: the terrain itself, the
 * creature's own mapping, and (if sure-footed and not steep) the sure-footed mapping.
 * The easiest candidate (lowest divisor) wins; on a tie the earlier candidate is kept.
 * Never returns a harder terrain than the input.
 *
 * Decision (docs/rules.md §4): when several mappings apply, the creature uses the most
 * favourable one; "steep" switches off only the sure-footed mapping, never the
 * creature's own adaptation.
 */
export function adaptTerrain(
  terrain: TerrainId,
  adaptation: Readonly<TerrainAdaptation> | undefined,
  options?: AdaptTerrainOptions,
): TerrainId {
  assertTerrainId("terrain", terrain);
  if (adaptation !== undefined) assertTerrainAdaptation("adaptation", adaptation);
  return adaptTerrainUnchecked(terrain, adaptation, options?.sureFooted === true, options?.steep === true);
}

/** @internal hot path, inputs already validated. */
export function adaptTerrainUnchecked(
  terrain: TerrainId,
  adaptation: Readonly<TerrainAdaptation> | undefined,
  sureFooted: boolean,
  steep: boolean,
): TerrainId {
  let best = terrain;
  const own = adaptation?.[terrain];
  if (own !== undefined && TERRAIN_DIVISOR_TENTHS[own] < TERRAIN_DIVISOR_TENTHS[best]) best = own;
  if (sureFooted && !steep) {
    const sf = SURE_FOOTED[terrain];
    if (sf !== undefined && TERRAIN_DIVISOR_TENTHS[sf] < TERRAIN_DIVISOR_TENTHS[best]) best = sf;
  }
  return best;
}
