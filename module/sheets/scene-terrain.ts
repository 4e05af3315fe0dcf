/**
 * The terrain of the scene on the canvas, for the sheets' Combat panel: the scene's default terrain,
 * which the canvas feature stores as a flag and parses with the rules core. Anything missing or
 * unknown means optimal ground (the canvas feature warns about an invalid value once per scene).
 */
import { SCENE_TERRAIN_FLAG, SYSTEM_ID } from "../constants";
import { parseSceneTerrain, type TerrainId } from "../rules";

/** The current scene's default terrain, or optimal when there is no canvas, scene or flag. */
export function currentSceneTerrain(): TerrainId {
  try {
    // The system's scene flags are not declared to the type package: read the flag as unknown.
    const scene = (globalThis as { canvas?: { scene?: { getFlag(scope: string, key: string): unknown } | null } }).canvas?.scene;
    return parseSceneTerrain(scene?.getFlag(SYSTEM_ID, SCENE_TERRAIN_FLAG)).terrain;
  } catch {
    return parseSceneTerrain(undefined).terrain;
  }
}
