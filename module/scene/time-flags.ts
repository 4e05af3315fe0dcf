/**
 * The scene flags of time kept in turns (VARIANTS.md §5.12), set in the Scene config
 * (canvas/scene-fields.ts): a dungeon (the GM's wandering and rest prompts, combat/world-clock.ts)
 * and an area the party knows (×3 exploration, canvas/move-input.ts). A leaf both read; `systemFlag`
 * is the one reading of a system flag on a scene, for these and the fields of canvas/scene-fields.ts.
 */
import { SYSTEM_ID } from "../constants";

export const DUNGEON_FLAG = "dungeon";
export const FAMILIAR_FLAG = "familiar";

type Flagged = { readonly flags?: unknown } | null | undefined;

/** The system's flag `key` of a document, as stored (undefined when absent). */
export function systemFlag(doc: Flagged, key: string): unknown {
  const flags = doc?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  return flags?.[SYSTEM_ID]?.[key];
}

/** Whether a scene is flagged a dungeon (only `true` counts). */
export function isDungeonScene(scene: Flagged): boolean {
  return systemFlag(scene, DUNGEON_FLAG) === true;
}

/** Whether a scene is flagged a familiar area (only `true` counts). */
export function isFamiliarScene(scene: Flagged): boolean {
  return systemFlag(scene, FAMILIAR_FLAG) === true;
}
