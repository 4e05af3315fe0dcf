/**
 * The terrain under each hex of the viewed scene, looked up once per scene state and cached.
 *
 * Pure: the cache is given a function that describes the scene (its default terrain and its
 * terrain areas, each able to say whether it covers a hex). The description is built once after
 * each invalidation; each hex is resolved once (docs/rules.md §4 via `resolveHexTerrain`) and kept until
 * the next invalidation. The canvas adapter (scene-terrain.ts) invalidates on region, behaviour and
 * scene grid/flag changes and on canvasReady — never per drag frame.
 */
import { resolveHexTerrain, type HexTerrain, type TerrainArea, type TerrainId } from "../rules";
import type { Offset } from "../rules/hex";

/** A terrain area and the test for the hexes it covers. */
export interface TerrainAreaShape extends TerrainArea {
  covers(offset: Offset): boolean;
}

/**
 * A Hazard region behaviour (VARIANTS.md §6.3; module/canvas/region-behavior.ts) and the test for
 * the hexes it covers. `ignoredBy` is the bit set of token dispositions it does not slow
 * ({@link dispositionBit}).
 */
export interface HazardAreaShape {
  readonly ignoredBy: number;
  covers(offset: Offset): boolean;
}

/** Every disposition bit (secret, hostile, neutral, friendly). */
export const ALL_DISPOSITIONS = 0b1111;

/** The bit of a token disposition (CONST.TOKEN_DISPOSITIONS: −2 secret … 1 friendly); an unknown value counts as neutral. */
export function dispositionBit(disposition: unknown): number {
  return disposition === -2 || disposition === -1 || disposition === 0 || disposition === 1 ? 1 << (disposition + 2) : 1 << 2;
}

/**
 * A hex as the cache keeps it: its terrain (docs/rules.md §4) and, where a Hazard covers it, `hazard`
 * true and `hazardFor`, the dispositions it slows. Hazards never change the terrain.
 */
export interface CachedHex extends HexTerrain {
  readonly hazardFor?: number;
}

/** What the cache needs to know about a scene. */
export interface SceneTerrainDescription {
  readonly defaultTerrain: TerrainId;
  readonly areas: readonly TerrainAreaShape[];
  /** The Hazard regions; none when absent. */
  readonly hazards?: readonly HazardAreaShape[];
  /**
   * The painted terrain of a hex, or null where nothing is painted (O(1) per hex). A
   * painted hex counts as one more area covering it (docs/rules.md §4 overlapping areas).
   */
  readonly painted?: (offset: Offset) => TerrainArea | null;
}

/**
 * The terrain of one hex in a described scene: default, Terrain regions and paint (docs/rules.md §4),
 * and the hazard bit of the Hazard regions covering it (VARIANTS.md §6.3: any number of them is
 * one hazard; a disposition ignored by one hazard is still slowed by another that does not ignore it).
 */
export function describeHex(scene: SceneTerrainDescription, offset: Offset): CachedHex {
  const terrain = describeTerrain(scene, offset);
  const hazards = scene.hazards;
  if (hazards === undefined || hazards.length === 0) return terrain;
  let hazardFor = 0;
  for (const h of hazards) if (h.covers(offset)) hazardFor |= ALL_DISPOSITIONS & ~h.ignoredBy;
  return hazardFor === 0 ? terrain : { ...terrain, hazard: true, hazardFor };
}

/**
 * The hex as one mover sees it: without its hazard when every Hazard covering it ignores the
 * mover's disposition (the same object otherwise, so the drag frame allocates nothing).
 */
export function hexForDisposition(hex: CachedHex, bit: number): HexTerrain {
  if (hex.hazard !== true || ((hex.hazardFor ?? ALL_DISPOSITIONS) & bit) !== 0) return hex;
  return hex.road === true ? { terrain: hex.terrain, steep: hex.steep, road: true } : { terrain: hex.terrain, steep: hex.steep };
}

function describeTerrain(scene: SceneTerrainDescription, offset: Offset): HexTerrain {
  if (scene.areas.length === 0) {
    // No regions: the paint alone (one O(1) lookup, no allocation), or the default.
    const only = scene.painted?.(offset) ?? null;
    return only === null ? { terrain: scene.defaultTerrain, steep: false } : only;
  }
  const covering: TerrainArea[] = scene.areas.length === 0 ? [] : scene.areas.filter((a) => a.covers(offset));
  const painted = scene.painted?.(offset) ?? null;
  if (painted !== null) covering.push(painted);
  return resolveHexTerrain(scene.defaultTerrain, covering);
}

export function offsetKey(offset: Offset): string {
  return `${offset.i},${offset.j}`;
}

const NO_SCENE: SceneTerrainDescription = Object.freeze({ defaultTerrain: "optimal", areas: Object.freeze([]) });

export class HexTerrainCache {
  #describe: () => SceneTerrainDescription | null;
  #scene: SceneTerrainDescription | null = null;
  #hexes = new Map<string, CachedHex>();
  #generation = 0;
  /** How many times the scene was described (for tests and diagnostics). */
  builds = 0;

  constructor(describe: () => SceneTerrainDescription | null) {
    this.#describe = describe;
  }

  /** Bumped by every invalidation: results derived from the cache (reachable areas) key on it. */
  get generation(): number {
    return this.#generation;
  }

  /** The terrain of a hex; the scene is described at most once per generation. */
  get(offset: Offset): CachedHex {
    const key = offsetKey(offset);
    const hit = this.#hexes.get(key);
    if (hit !== undefined) return hit;
    if (this.#scene === null) {
      this.#scene = this.#describe() ?? NO_SCENE;
      this.builds++;
    }
    const value = describeHex(this.#scene, offset);
    this.#hexes.set(key, value);
    return value;
  }

  /** Forgets everything: the next lookup describes the scene again. */
  invalidate(): void {
    this.#scene = null;
    this.#hexes.clear();
    this.#generation++;
  }

  /** Number of hexes resolved since the last invalidation. */
  get size(): number {
    return this.#hexes.size;
  }
}
