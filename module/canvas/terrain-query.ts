/**
 * The contract between the terrain layer and its readers (the tracker's phase rows through
 * module/scene/token-terrain.ts, which registerCanvas points here; sheets): the
 * terrain a token stands in — the terrain and steep flag of the hex under its centre, from the
 * scene's default terrain and its Terrain regions (cached per scene, module/canvas/scene-terrain.ts).
 */
import { tokenPlace } from "../compat";
import { terrainAtOffset } from "./scene-terrain";
import type { TerrainHere } from "../scene/token-terrain";

const NOWHERE: TerrainHere = Object.freeze({ terrain: "optimal", steep: false }) as TerrainHere;

/** The terrain under a token; optimal for anything that is not a token on a scene. */
export function tokenTerrain(token: { parent?: unknown } | null | undefined): TerrainHere {
  if (typeof foundry === "undefined" || !(token instanceof foundry.documents.TokenDocument)) return { ...NOWHERE };
  const scene = token.parent;
  if (!scene) return { ...NOWHERE };
  const centre = token.getCenterPoint();
  const o = scene.grid.getOffset({ x: centre.x, y: centre.y });
  // At the token's Level and elevation (v14 Scene Levels; the elevation alone on v13).
  const here = terrainAtOffset(scene, { i: o.i, j: o.j }, tokenPlace(token));
  // A painted road rides along only when present, so readers that ignore it see what they saw before.
  return here.road === true ? { terrain: here.terrain, steep: here.steep, road: true } : { terrain: here.terrain, steep: here.steep };
}
