/**
 * Foundry side of painted terrain's storage: the scene flag `flags.enchanted-realms.paint` read
 * into a {@link PaintedTerrain} (cached per scene until the flag changes) and planned writes
 * (module/rules/terrain-paint.ts) turned into ONE `Scene#update` each. The layout is explained in
 * docs/terrain-painting.md.
 */
import { SYSTEM_ID } from "../constants";
import { LevelledPaint, paintLayerPath, type PaintWrite } from "../rules";
import { deletionAt } from "../compat";

/** Flag keys on the scene. */
export const PAINT_FLAG = "paint";
export const PAINT_VISIBLE_FLAG = "paintVisible";

const stores = new Map<string, LevelledPaint>();
const warned = new Set<string>();

/** The raw stored paint of a scene. */
export function scenePaintData(scene: Scene.Implementation): unknown {
  return foundry.utils.getProperty(scene, `flags.${SYSTEM_ID}.${PAINT_FLAG}`);
}

/**
 * The painted terrain of a scene, every Level's layer (built once per flag change; bad parts skipped
 * with one warning per scene). rules/paint-levels.ts explains the layers.
 */
export function scenePaintStore(scene: Scene.Implementation): LevelledPaint {
  const id = scene.id ?? "";
  let store = stores.get(id);
  if (store === undefined) {
    store = LevelledPaint.from(scenePaintData(scene));
    stores.set(id, store);
    if (store.problems.length > 0 && !warned.has(id)) {
      warned.add(id);
      console.warn(`${SYSTEM_ID} | painted terrain of scene ${scene.name}: skipped`, store.problems);
      const message = game.i18n?.format("ER.Paint.Warn.Damaged", { scene: scene.name ?? "", count: String(store.problems.length) });
      if (message) ui.notifications?.warn(message);
    }
  }
  return store;
}

/** Forgets a scene's built store (its flag changed). */
export function forgetPaintStore(sceneId: string | null | undefined): void {
  if (sceneId) stores.delete(sceneId);
}

/**
 * The update object of one planned write to one layer (null: every Level; else a Level id): set keys
 * and deletion keys under the paint flag, at `levels.<id>` for a Level.
 */
export function paintUpdate(write: PaintWrite, level: string | null = null): Record<string, unknown> {
  const path = paintLayerPath(level);
  const root = `flags.${SYSTEM_ID}.${PAINT_FLAG}${path === "" ? "" : `.${path}`}`;
  const update: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(write.setChunks)) update[`${root}.chunks.${k}`] = v;
  for (const [k, v] of Object.entries(write.setStrokes)) update[`${root}.strokes.${k}`] = { t: v.t, c: v.c };
  for (const k of write.deleteChunks) Object.assign(update, deletionAt(`${root}.chunks`, k));
  for (const k of write.deleteStrokes) Object.assign(update, deletionAt(`${root}.strokes`, k));
  return update;
}

/** Writes a plan to one layer as one scene update (GM only: players cannot update scenes). */
export async function writePaint(scene: Scene.Implementation, write: PaintWrite, level: string | null = null): Promise<void> {
  await scene.update(paintUpdate(write, level) as Scene.UpdateData);
}

/** Whether players see the painted-terrain overlay on this scene (scene setting, default off). */
export function paintVisibleToPlayers(scene: Scene.Implementation | null | undefined): boolean {
  return scene ? foundry.utils.getProperty(scene, `flags.${SYSTEM_ID}.${PAINT_VISIBLE_FLAG}`) === true : false;
}
