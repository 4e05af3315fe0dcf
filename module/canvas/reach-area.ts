/**
 * The reachable area of a mover (pure): the hexes it can still enter in the current window from
 * where it stands, by reach.ts `reachableArea` over the cached terrain classes.
 */
import { spentUnits, type HexTerrain, type MoveLimits } from "../rules";
import { cubeToOffset, offsetToCube, type HexLayout, type Offset } from "../rules/hex";
import { reachableArea, type ReachableArea } from "../rules/reach";

export interface ReachInput {
  start: Offset;
  layout: HexLayout;
  limits: MoveLimits;
  terrainAt: (offset: Offset) => HexTerrain;
  /** Whether a cell is on the map; cells off it are never entered. */
  onMap: (offset: Offset) => boolean;
  /** Units already used in the window (Foundry's movement history). */
  spent: number;
  /** A hex's cost class for the mover under the ruleset in force (rules: `hexClassifier`). */
  classOf: (hex: HexTerrain) => string;
}

export function computeReach(input: ReachInput): ReachableArea {
  const { layout, limits, terrainAt, onMap, classOf } = input;
  return reachableArea({
    start: offsetToCube(input.start, layout),
    table: limits.table,
    spent: spentUnits([input.spent], limits.table.budget),
    classAt: (cube) => {
      const o = cubeToOffset(cube, layout);
      if (!onMap(o)) return null;
      return classOf(terrainAt(o));
    },
  });
}

/** The cells of an area as offsets, in order of cost. */
export function reachOffsets(area: ReachableArea, layout: HexLayout): Offset[] {
  const out: Offset[] = [];
  area.forEach((c) => out.push(cubeToOffset(c, layout)));
  return out;
}
