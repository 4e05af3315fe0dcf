/**
 * The contract between the terrain layer and its readers (the tracker's phase rows, sheets): the
 * terrain a token stands in. The movement feature owns the implementation (scene default terrain
 * plus Terrain regions); this first version reads only the scene default.
 */
import type { TerrainId } from "../rules";

export interface TerrainHere {
  terrain: TerrainId;
  steep: boolean;
}

export function tokenTerrain(_token: { parent?: unknown } | null | undefined): TerrainHere {
  return { terrain: "optimal", steep: false };
}
