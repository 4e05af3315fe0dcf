/**
 * The terrain painter's actions (docs/terrain-painting.md): the painter's choices, one stroke or
 * flood fill written as one scene update, the undo of this client's own strokes, and the active
 * GM's compaction of the stroke logs. On v14 a stroke goes to the layer of the Level the GM views,
 * or to the every-Level layer when the GM chose "every Level" (rules/paint-levels.ts); on v13 there
 * is only the every-Level layer. All arithmetic is in module/rules; terrain-paint-layer.ts turns
 * pointer events into calls of these.
 */
import { SYSTEM_ID } from "../constants";
import { GROUND, movementPlace, viewedLevel, type TerrainPlace } from "../compat";
import {
  floodFill,
  paintLayerData,
  paintLevelIds,
  planCompaction,
  planStroke,
  planUndo,
  shouldCompact,
  PAINT_MAX_INDEX,
  type BrushRadius,
  type PaintValue,
  type StrokeRecord,
  type TerrainId,
} from "../rules";
import type { HexLayout, Offset } from "../rules/hex";
import { sceneHexLayout } from "./mover";
import { scenePaintData, scenePaintStore, writePaint } from "./paint-store";
import { terrainAtOffset } from "./scene-terrain";

export type PaintTool = "brush0" | "brush1" | "brush2" | "fill" | "erase";
const PAINT_TOOLS: readonly PaintTool[] = ["brush0", "brush1", "brush2", "fill", "erase"];
export const isPaintTool = (x: unknown): x is PaintTool => PAINT_TOOLS.includes(x as PaintTool);

/** Flood fill stops after this many hexes (a 500 × 500 map). */
const FILL_LIMIT = 250_000;

/**
 * The painter's choices (this client only). `terrain` null is "clear"; `everyLevel` paints the
 * every-Level layer on a v14 scene with Levels (on v13 every stroke is on every Level anyway).
 */
export const paintState: { tool: PaintTool; terrain: TerrainId | null; steep: boolean; road: boolean; everyLevel: boolean } = {
  tool: "brush0",
  terrain: "forest",
  steep: false,
  // VARIANTS.md §13.3 row 29: what is painted carries a road (overland travel takes it, never lost on it).
  road: false,
  everyLevel: false,
};

/** This client's own strokes, newest last, per scene, each with its layer: what Ctrl+Z undoes. */
const undoStacks = new Map<string, { level: string | null; record: StrokeRecord }[]>();

export function radiusOf(tool: PaintTool): BrushRadius {
  return tool === "brush2" ? 2 : tool === "brush1" ? 1 : 0;
}

export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/**
 * The layer a new stroke goes to: the viewed Level's (v14), or null, every Level (v13, no Level
 * viewed, or the GM chose "every Level"); with the Level's name for the palette.
 */
export function paintTarget(): { level: string | null; name: string | null } {
  const viewed = viewedLevel();
  if (viewed === null || paintState.everyLevel) return { level: null, name: null };
  return { level: viewed.id, name: viewed.name };
}

/** The place whose terrain the painter sees (the viewed Level, at its floor); GROUND on v13. */
export function viewedPlace(scene: Scene.Implementation): TerrainPlace {
  const viewed = viewedLevel();
  return viewed === null ? GROUND : movementPlace(scene, { level: viewed.id }, GROUND);
}

/** Whether a cell lies on the scene's map (its centre inside the scene rectangle) and in the store's range. */
export function onMap(scene: Scene.Implementation, o: Offset): boolean {
  if (o.i < 0 || o.j < 0 || o.i > PAINT_MAX_INDEX || o.j > PAINT_MAX_INDEX) return false;
  const rect = scene.dimensions.sceneRect;
  const c = scene.grid.getCenterPoint(o);
  return c.x >= rect.x && c.x < rect.x + rect.width && c.y >= rect.y && c.y < rect.y + rect.height;
}

/** The hex layout of the viewed scene, or null with a localised warning (square or gridless scene). */
export function requireHexScene(): { scene: Scene.Implementation; layout: HexLayout } | null {
  const scene = canvas?.scene ?? null;
  const layout = sceneHexLayout(scene);
  if (scene === null || layout === null) {
    ui.notifications?.warn(localize("ER.Paint.Warn.NeedsHex"));
    return null;
  }
  return { scene, layout };
}

export function currentValue(tool: PaintTool): PaintValue {
  if (tool === "erase" || paintState.terrain === null) return null;
  return paintState.road ? { terrain: paintState.terrain, steep: paintState.steep, road: true } : { terrain: paintState.terrain, steep: paintState.steep };
}

/** Writes one stroke to a layer (one scene update; by default the painter's target) and remembers it for undo. */
export async function commitStroke(scene: Scene.Implementation, cells: Iterable<Offset>, value: PaintValue, level: string | null = paintTarget().level): Promise<StrokeRecord | null> {
  const plan = planStroke(scenePaintStore(scene).layer(level), foundry.utils.randomID(), cells, value, Date.now());
  if (plan === null) return null;
  const id = scene.id ?? "";
  const stack = undoStacks.get(id) ?? [];
  stack.push({ level, record: plan.record });
  if (stack.length > 100) stack.shift();
  undoStacks.set(id, stack);
  await writePaint(scene, plan.write, level);
  return plan.record;
}

/** Undoes this client's last stroke on the viewed scene, on the layer it was painted on (one scene update). */
export async function undoLastStroke(): Promise<boolean> {
  const scene = canvas?.scene ?? null;
  if (scene === null) return false;
  const last = undoStacks.get(scene.id ?? "")?.pop();
  if (last === undefined) {
    ui.notifications?.info(localize("ER.Paint.Info.NothingToUndo"));
    return false;
  }
  const write = planUndo(scenePaintStore(scene).layer(last.level), last.record, foundry.utils.randomID(), Date.now());
  if (write !== null) await writePaint(scene, write, last.level);
  return true;
}

/** The hexes a flood fill from `start` covers: connected hexes of the same resolved terrain, steepness and road, on the viewed Level. */
export function fillCells(scene: Scene.Implementation, layout: HexLayout, start: Offset): Offset[] {
  const place = viewedPlace(scene);
  const result = floodFill({
    start,
    layout,
    classOf: (o) => {
      const t = terrainAtOffset(scene, o, place);
      return `${t.terrain}${t.steep ? "!" : ""}${t.road === true ? "=" : ""}`;
    },
    onMap: (o) => onMap(scene, o),
    limit: FILL_LIMIT,
  });
  if (result.truncated) ui.notifications?.warn(game.i18n?.format("ER.Paint.Warn.FillLimit", { count: String(FILL_LIMIT) }) ?? "");
  return result.cells;
}

let compactTimer: ReturnType<typeof setTimeout> | null = null;

/** The active GM folds each long stroke log (every Level's, each Level's) into its chunks, one update per layer, a moment after the last stroke. */
export function scheduleCompaction(scene: Scene.Implementation): void {
  if (game.users?.activeGM?.isSelf !== true) return;
  if (compactTimer !== null) clearTimeout(compactTimer);
  compactTimer = setTimeout(() => {
    compactTimer = null;
    const data = scenePaintData(scene);
    for (const level of [null, ...paintLevelIds(data)]) {
      const layer = paintLayerData(data, level);
      if (!shouldCompact(layer)) continue;
      const write = planCompaction(layer);
      if (write !== null) void writePaint(scene, write, level).catch((error: unknown) => console.error(`${SYSTEM_ID} | compacting painted terrain failed`, error));
    }
  }, 2000);
}
