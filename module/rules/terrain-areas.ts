/**
 * The terrain of one hex of a map (docs/rules.md §4): the scene's default terrain, overridden by
 * the terrain areas that cover the hex. Pure: the canvas adapter finds which areas cover a hex.
 */
import { TERRAIN_DIVISOR_TENTHS, assertTerrainId, isTerrainId, type TerrainId } from "./terrain";
import { assertList, assertObject } from "./bounds";

/** The terrain of a hex and whether it is steep (sure-footedness off, docs/rules.md §4 "Steep ground"). */
export interface HexTerrain {
  readonly terrain: TerrainId;
  readonly steep: boolean;
  /**
   * A difficult hazard covers the hex (VARIANTS.md §6.3: a Hazard region). Counted as k + 1 only
   * under a hazard terrain model (D7); absent means none. Never part of the terrain itself.
   */
  readonly hazard?: boolean;
  /** A road runs through the hex (painted, VARIANTS.md §13.3 row 29): overland travel takes the road; absent means none. */
  readonly road?: boolean;
}

/** A terrain area covering a hex (one Terrain region behaviour, or the paint). */
export interface TerrainArea {
  readonly terrain: TerrainId;
  readonly steep: boolean;
  /** The paint puts a road on the hex (003:L441–L445); absent means none. */
  readonly road?: boolean;
}

/**
 * Decision (docs/rules.md §4 does not say; recorded here): where terrain areas overlap, the hardest
 * terrain (largest divisor) wins, and the hex is steep if any area covering it is steep. A hex no
 * area covers has the scene's default terrain and is not steep. A hex has a road when an area
 * covering it (the paint) says so. The result does not depend on the
 * order of the areas.
 */
export function resolveHexTerrain(defaultTerrain: TerrainId, areas: readonly TerrainArea[]): HexTerrain {
  assertTerrainId("defaultTerrain", defaultTerrain); assertList("areas", areas);
  areas.forEach((a, i) => { assertObject(`areas[${i}]`, a); assertTerrainId(`areas[${i}].terrain`, a.terrain); });
  if (areas.length === 0) return { terrain: defaultTerrain, steep: false };
  let terrain = areas[0]!.terrain;
  let steep = false;
  let road = false;
  for (const area of areas) {
    if (TERRAIN_DIVISOR_TENTHS[area.terrain] > TERRAIN_DIVISOR_TENTHS[terrain]) terrain = area.terrain;
    if (area.steep === true) steep = true;
    // A road any area puts there runs through whatever terrain wins.
    if (area.road === true) road = true;
  }
  return road ? { terrain, steep, road } : { terrain, steep };
}

/** The default terrain of a scene when none (or an unknown one) is set. */
export const DEFAULT_SCENE_TERRAIN: TerrainId = "optimal";

export interface SceneTerrainSetting {
  readonly terrain: TerrainId;
  /** True when a value was stored but is not a terrain id (the adapter warns once). */
  readonly invalid: boolean;
}

/**
 * Reads a stored scene terrain: a terrain id is kept; nothing stored gives optimal; anything else
 * gives optimal and is reported as invalid.
 */
export function parseSceneTerrain(value: unknown): SceneTerrainSetting {
  if (value === undefined || value === null || value === "") return { terrain: DEFAULT_SCENE_TERRAIN, invalid: false };
  if (isTerrainId(value)) return { terrain: value, invalid: false };
  return { terrain: DEFAULT_SCENE_TERRAIN, invalid: true };
}
