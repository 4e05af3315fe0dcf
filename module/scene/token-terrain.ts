/**
 * The terrain a token stands in, as combat reads it (the tracker's phase rows): a port below both
 * combat and canvas, so combat never imports the canvas feature. The canvas feature owns the
 * scene's terrain (module/canvas/terrain-query.ts, module/canvas/scene-terrain.ts) and supplies the
 * reader when it registers at init; until then every token stands on optimal ground.
 */
import type { TerrainId } from "../rules";

export interface TerrainHere {
  terrain: TerrainId;
  steep: boolean;
  /** A road is painted here (present only when true): a day begun on it never loses direction (003:L441–L445). */
  road?: boolean;
}

/** Reads the terrain under a token (optimal for anything that is not a token on a scene). */
export type TokenTerrainReader = (token: { parent?: unknown } | null | undefined) => TerrainHere;

const onOptimalGround: TokenTerrainReader = () => ({ terrain: "optimal", steep: false });

let reader: TokenTerrainReader = onOptimalGround;

/** Installs the reader of the scene's terrain (module/canvas/index.ts `registerCanvas`). */
export function provideTokenTerrain(read: TokenTerrainReader): void {
  reader = read;
}

/** The terrain under a token, from the reader the canvas feature installed. */
export function tokenTerrain(token: { parent?: unknown } | null | undefined): TerrainHere {
  return reader(token);
}
