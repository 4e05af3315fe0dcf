/**
 * A temporary hex scene for a Quench batch: pointy-top odd rows (the system's default grid), one
 * hex per 100 px and per unit, no padding. The caller deletes it afterwards.
 */
import { SYSTEM_ID } from "../constants";

export interface TempSceneOptions {
  width?: number;
  height?: number;
  /** The scene's default terrain (flags.enchanted-realms.terrain); core's default when omitted. */
  terrain?: string;
}

export async function createHexScene(name: string, options: TempSceneOptions = {}): Promise<Scene.Implementation> {
  const data: Record<string, unknown> = {
    name,
    width: options.width ?? 1000,
    height: options.height ?? 1000,
    padding: 0,
    grid: { type: CONST.GRID_TYPES.HEXODDR, size: 100, distance: 1, units: "hex" },
  };
  if (options.terrain !== undefined) data["flags"] = { [SYSTEM_ID]: { terrain: options.terrain } };
  // Scene creation data of core's schema; the type package's create-data union is too narrow to spell here.
  const scene = await foundry.documents.Scene.create(data as never);
  if (!scene) throw new Error(`could not create the scene "${name}"`);
  return scene as Scene.Implementation;
}
