/**
 * Foundry side of the map's terrain: the scene's default terrain (a scene flag, chosen in the Scene
 * configuration), the Terrain regions, and one terrain cache per scene, invalidated by the hooks
 * that can change what lies under a hex.
 */
import { SCENE_TERRAIN_FLAG, SYSTEM_ID, i18nKey } from "../constants";
import { GROUND, regionOnLevel, type TerrainPlace } from "../compat";
import { TERRAIN_IDS, isTerrainId, parseSceneTerrain, type TerrainId } from "../rules";
import type { Offset } from "../rules/hex";
import { HAZARD_BEHAVIOR_TYPE, TERRAIN_BEHAVIOR_TYPE } from "./ids";
import { HexTerrainCache, dispositionBit, type CachedHex, type HazardAreaShape, type SceneTerrainDescription, type TerrainAreaShape } from "./terrain-cache";
import { forgetPaintStore, scenePaintStore } from "./paint-store";

const warnedScenes = new Set<string>();

/** A scene's default terrain; an unknown stored value is optimal, with one warning per scene. */
export function sceneDefaultTerrain(scene: Scene.Implementation): TerrainId {
  const raw = foundry.utils.getProperty(scene, `flags.${SYSTEM_ID}.${SCENE_TERRAIN_FLAG}`);
  const parsed = parseSceneTerrain(raw);
  if (parsed.invalid && scene.id !== null && !warnedScenes.has(scene.id)) {
    warnedScenes.add(scene.id);
    const message = game.i18n?.format("ER.Movement.Warn.InvalidSceneTerrain", { scene: scene.name, value: String(raw) });
    if (message) ui.notifications?.warn(message);
  }
  return parsed.terrain;
}

/**
 * The Terrain behaviours of a scene's regions at one place (a v14 Level and an elevation), each
 * with its cell test (the hex centre inside the region at that elevation).
 *
 * Decision (Scene Levels): a region counts where the token is. On v14 a region that
 * belongs to Levels applies only on those Levels (one with none applies on all), and every region
 * is tested at the token's elevation, so its elevation range is honoured: a forest drawn on the
 * ground floor does not slow a token on the floor above, and a region drawn for an upper floor
 * applies there. A scene without Levels, whose regions have core's default unbounded elevation
 * range, gives the same terrain at every place, as before. Lookups that have no token (GROUND) see
 * every region at elevation 0.
 */
export function describeScene(scene: Scene.Implementation, place: TerrainPlace = GROUND): SceneTerrainDescription {
  const grid = scene.grid;
  const areas: TerrainAreaShape[] = [];
  const hazards: HazardAreaShape[] = [];
  for (const region of scene.regions) {
    if (!regionOnLevel(region, place)) continue;
    // A hex belongs to a region when its centre does, at the place's elevation.
    const covers = (o: Offset) => {
      const c = grid.getCenterPoint(o);
      return region.testPoint({ x: c.x, y: c.y, elevation: place.elevation });
    };
    for (const behavior of region.behaviors) {
      if (behavior.disabled) continue;
      if (behavior.type === HAZARD_BEHAVIOR_TYPE) {
        // VARIANTS.md §6.3: a Hazard, at the same place rules as the Terrain regions.
        hazards.push({ ignoredBy: ignoredDispositions(field(behavior.system, "ignoredDispositions")), covers });
        continue;
      }
      if (behavior.type !== TERRAIN_BEHAVIOR_TYPE) continue;
      const system: unknown = behavior.system;
      const terrain = field(system, "terrain");
      if (!isTerrainId(terrain)) continue;
      areas.push({ terrain, steep: field(system, "steep") === true, covers });
    }
  }
  // The painted hexes, one more area per hex (O(1) lookup): the every-Level paint and the paint of
  // the place's Level, as regions are read (rules/paint-levels.ts; no Level: every layer).
  const painted = scenePaintStore(scene);
  const level = place.level;
  return { defaultTerrain: sceneDefaultTerrain(scene), areas, hazards, painted: (o: Offset) => painted.areaAt(o, level) };
}

/** The disposition bits of a Hazard's `ignoredDispositions` (a Set once prepared, an array in raw data); anything else ignores none. */
export function ignoredDispositions(value: unknown): number {
  const list = value instanceof Set ? [...(value as Set<unknown>)] : Array.isArray(value) ? value : [];
  let bits = 0;
  for (const d of list) if (d === -2 || d === -1 || d === 0 || d === 1) bits |= dispositionBit(d);
  return bits;
}

/** A field of a behaviour's system data (the Terrain model, region-behavior.ts), read without importing the model. */
function field(system: unknown, key: string): unknown {
  return system !== null && typeof system === "object" ? (system as Record<string, unknown>)[key] : undefined;
}

/** The cache key of a place. */
export function placeKey(place: TerrainPlace): string {
  return `${place.level ?? ""}@${place.elevation}`;
}

/** At most this many places (level and elevation pairs) are cached per scene; the oldest is dropped first. */
const MAX_PLACES = 16;

interface SceneCaches {
  generation: number;
  places: Map<string, HexTerrainCache>;
}

const caches = new Map<string, SceneCaches>();

function sceneCaches(scene: Scene.Implementation): SceneCaches {
  const id = scene.id ?? "";
  let entry = caches.get(id);
  if (entry === undefined) {
    entry = { generation: 0, places: new Map() };
    caches.set(id, entry);
  }
  return entry;
}

/** The terrain cache of a scene at a place (made on first use). */
export function sceneTerrainCache(scene: Scene.Implementation, place: TerrainPlace = GROUND): HexTerrainCache {
  const entry = sceneCaches(scene);
  const key = placeKey(place);
  let cache = entry.places.get(key);
  if (cache === undefined) {
    cache = new HexTerrainCache(() => describeScene(scene, place));
    entry.places.set(key, cache);
    if (entry.places.size > MAX_PLACES) entry.places.delete(entry.places.keys().next().value!);
  }
  return cache;
}

/** Bumped by every invalidation of a scene's terrain: results derived from it (reachable areas) key on it. */
export function sceneTerrainGeneration(scene: Scene.Implementation): number {
  return sceneCaches(scene).generation;
}

/** The terrain of a grid cell of a scene, at a place (a token's Level and elevation; GROUND without one). */
export function terrainAtOffset(scene: Scene.Implementation, offset: Offset, place: TerrainPlace = GROUND): CachedHex {
  return sceneTerrainCache(scene, place).get(offset);
}

function invalidate(scene: Scene.Implementation | null | undefined): void {
  if (!scene?.id) return;
  forgetPaintStore(scene.id);
  const entry = caches.get(scene.id);
  if (entry) {
    entry.generation++;
    // Each place's cache is emptied, not dropped: `sceneTerrainCache(scene).generation` keeps counting.
    for (const cache of entry.places.values()) cache.invalidate();
  }
  if (canvas?.scene?.id === scene.id) recalculatePlannedPaths();
}

/** Re-measures the paths being dragged after a terrain change (core v13 TokenLayer method, missing from the types). */
export function recalculatePlannedPaths(): void {
  const layer = canvas?.tokens as unknown as { recalculatePlannedMovementPaths?: () => void } | undefined;
  layer?.recalculatePlannedMovementPaths?.();
}

function regionScene(region: RegionDocument.Implementation | null | undefined): Scene.Implementation | null {
  return region?.parent ?? null;
}

/** Hooks that invalidate the caches, and the scene configuration field. */
export function registerSceneTerrain(): void {
  Hooks.on("createRegion", (region) => invalidate(regionScene(region)));
  Hooks.on("updateRegion", (region) => invalidate(regionScene(region)));
  Hooks.on("deleteRegion", (region) => invalidate(regionScene(region)));
  Hooks.on("createRegionBehavior", (behavior) => invalidate(regionScene(behavior.parent)));
  Hooks.on("updateRegionBehavior", (behavior) => invalidate(regionScene(behavior.parent)));
  Hooks.on("deleteRegionBehavior", (behavior) => invalidate(regionScene(behavior.parent)));
  Hooks.on("updateScene", (scene, changed) => {
    const keys = Object.keys(changed);
    if (keys.some((k) => k === "grid" || k === "flags" || k.startsWith("grid.") || k.startsWith("flags."))) invalidate(scene);
  });
  Hooks.on("canvasReady", (board) => invalidate(board.scene));
  Hooks.on("renderSceneConfig", (app, html) => {
    const scene: unknown = app.document;
    if (!(scene instanceof foundry.documents.Scene) || !(html instanceof HTMLElement)) return;
    injectSceneTerrainField(html, sceneDefaultTerrain(scene));
  });
}

/** Adds the "Default terrain" select to a Scene configuration form, next to the grid type. */
export function injectSceneTerrainField(root: HTMLElement, current: TerrainId): void {
  const name = `flags.${SYSTEM_ID}.${SCENE_TERRAIN_FLAG}`;
  if (root.querySelector(`[name="${name}"]`)) return;
  const anchor = root.querySelector('[name="grid.type"]')?.closest(".form-group");
  const tab = root.querySelector('.tab[data-tab="grid"]') ?? root.querySelector(".tab[data-tab]") ?? root.querySelector("form");
  if (!anchor && !tab) return;
  const i18n = game.i18n;
  const group = document.createElement("div");
  group.className = "form-group er-scene-terrain";
  const label = document.createElement("label");
  label.textContent = i18n?.localize("ER.Movement.SceneTerrain.Label") ?? "";
  const fields = document.createElement("div");
  fields.className = "form-fields";
  const select = document.createElement("select");
  select.name = name;
  for (const t of TERRAIN_IDS) {
    const option = document.createElement("option");
    option.value = t;
    option.textContent = i18n?.localize(i18nKey("Terrain", t)) ?? t;
    option.selected = t === current;
    select.append(option);
  }
  fields.append(select);
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = i18n?.localize("ER.Movement.SceneTerrain.Hint") ?? "";
  group.append(label, fields, hint);
  if (anchor) anchor.after(group);
  else tab?.append(group);
}
