/**
 * The terrain of the scene on the canvas, for the sheets' Combat panel. The scene's default terrain
 * is a flag the canvas feature sets (`scene.flags["enchanted-realms"].terrain`); this is the one
 * place the sheets read it. Anything missing or unknown means optimal ground.
 */
import { SYSTEM_ID } from "../constants";
import type { TerrainId } from "../rules";
import { terrainFromFlag } from "./context/shared";

/** The flag key under the system's scope that holds the scene's default terrain. */
export const SCENE_TERRAIN_FLAG = "terrain";

/** The current scene's default terrain, or optimal when there is no canvas, scene or flag. */
export function currentSceneTerrain(): TerrainId {
  try {
    // The system's scene flags are not declared to the type package: read the flag as unknown.
    const scene = (globalThis as { canvas?: { scene?: { getFlag(scope: string, key: string): unknown } | null } }).canvas?.scene;
    return terrainFromFlag(scene?.getFlag(SYSTEM_ID, SCENE_TERRAIN_FLAG));
  } catch {
    return terrainFromFlag(undefined);
  }
}
