/**
 * The reachable-area overlay: highlights the hexes a token can still reach in this window, while
 * it is dragged and on a keybinding. Each area is cached per token, window, position, spent units
 * and terrain generation, and the layer is redrawn only when one of those changes.
 */
import { SYSTEM_ID } from "../constants";
import type { ReachableArea } from "../rules/reach";
import type { HexLayout } from "../rules/hex";
import { moveContextOf } from "./mover";
import { computeReach, reachOffsets } from "./reach-area";
import { movementActionOf } from "./variant-costs";
import { spentUnits } from "../rules";
import { tokenPlace } from "../compat";
import { placeKey, sceneTerrainGeneration, terrainAtOffset } from "./scene-terrain";
import { rulerColors } from "./settings";

const LAYER = `${SYSTEM_ID}.reach`;
type Source = "drag" | "key";

interface CachedArea {
  key: string;
  area: ReachableArea;
  layout: HexLayout;
  scene: Scene.Implementation;
}

/** The units a token has used in this window: its movement history's recorded costs. */
export function historySpent(token: TokenDocument.Implementation, budget: number): number {
  return spentUnits(
    token.movementHistory.map((w) => w.cost),
    budget,
  );
}

class ReachOverlay {
  #sources = new Map<string, { token: TokenDocument.Implementation; sources: Set<Source> }>();
  #areas = new Map<string, CachedArea>();
  #drawn = "";
  /** The highlight layer is added once per canvas (reset on canvasReady). */
  #layerAdded = false;

  show(token: TokenDocument.Implementation, source: Source): void {
    const entry = this.#sources.get(token.uuid) ?? { token, sources: new Set<Source>() };
    entry.sources.add(source);
    this.#sources.set(token.uuid, entry);
    this.redraw();
  }

  hide(token: TokenDocument.Implementation, source: Source): void {
    const entry = this.#sources.get(token.uuid);
    if (!entry?.sources.delete(source)) return;
    if (entry.sources.size === 0) this.#sources.delete(token.uuid);
    this.redraw();
  }

  toggle(token: TokenDocument.Implementation): void {
    if (this.#sources.get(token.uuid)?.sources.has("key")) this.hide(token, "key");
    else this.show(token, "key");
  }

  /** The area of a token, recomputed only when its key changes. */
  areaOf(token: TokenDocument.Implementation): CachedArea | null {
    const scene = token.parent;
    const context = moveContextOf(token);
    if (scene === null || context === null) return null;
    const centre = token.getCenterPoint();
    const o = scene.grid.getOffset({ x: centre.x, y: centre.y });
    const start = { i: o.i, j: o.j };
    // Standing up from a crawl in this phase used part of it (GA-7).
    const spent = Math.min(context.limits.table.budget, historySpent(token, context.limits.table.budget) + context.spentOffset);
    const generation = sceneTerrainGeneration(scene);
    // The terrain is read where the token is (its Level and elevation on v14).
    const place = tokenPlace(token);
    // The token's current movement action (TokenDocument#movementAction, v13 and v14) may cost extra.
    const action = movementActionOf({ action: (token as { movementAction?: unknown }).movementAction });
    const key = `${token.uuid}|${context.signature}|${start.i},${start.j}|${placeKey(place)}|${spent}|${generation}|${action ?? ""}`;
    const hit = this.#areas.get(token.uuid);
    if (hit?.key === key) return hit;
    const rect = scene.dimensions.sceneRect;
    const area = computeReach({
      start,
      layout: context.layout,
      limits: context.limits,
      terrainAt: (offset) => terrainAtOffset(scene, offset, place),
      onMap: (offset) => {
        const c = scene.grid.getCenterPoint(offset);
        return c.x >= rect.x && c.x < rect.x + rect.width && c.y >= rect.y && c.y < rect.y + rect.height;
      },
      spent,
      classOf: context.variants.classOf(action),
    });
    const cached = { key, area, layout: context.layout, scene };
    this.#areas.set(token.uuid, cached);
    return cached;
  }

  /** Redraws the layer if any shown area changed (or was shown or hidden). */
  redraw(force = false): void {
    const layer = canvas?.interface?.grid;
    if (!layer) return;
    const areas: CachedArea[] = [];
    for (const { token } of this.#sources.values()) {
      if (token.parent?.id !== canvas?.scene?.id) continue;
      const a = this.areaOf(token);
      if (a !== null) areas.push(a);
    }
    const drawn = areas.map((a) => a.key).join("¦");
    if (!force && drawn === this.#drawn) return;
    this.#drawn = drawn;
    if (!this.#layerAdded) {
      layer.addHighlightLayer(LAYER);
      this.#layerAdded = true;
    }
    layer.clearHighlightLayer(LAYER);
    const color = rulerColors().within;
    for (const { area, layout, scene } of areas) {
      for (const offset of reachOffsets(area, layout)) {
        const p = scene.grid.getTopLeftPoint(offset);
        layer.highlightPosition(LAYER, { x: p.x, y: p.y, color, alpha: 0.2 });
      }
    }
  }

  /** Recomputes what is shown (after a move, a condition, the clock or the terrain changed). */
  refresh(): void {
    this.redraw();
  }

  /** Whether any area is shown (by a drag or the key). */
  get shown(): boolean {
    return this.#sources.size > 0;
  }

  /** Forgets a deleted token: its area is no longer shown nor cached. */
  forget(token: TokenDocument.Implementation): void {
    this.#areas.delete(token.uuid);
    if (this.#sources.delete(token.uuid)) this.redraw();
  }

  /** Drops the cached areas (a region was added, changed or removed) and redraws what is shown. */
  invalidate(): void {
    this.#areas.clear();
    if (this.shown) this.redraw(true);
  }

  /** Forgets everything (new canvas). */
  reset(): void {
    this.#sources.clear();
    this.#areas.clear();
    this.#drawn = "";
    this.#layerAdded = false;
  }
}

export const reachOverlay = new ReachOverlay();

/** The keybinding that toggles the overlay for the controlled tokens, and the hooks that refresh it. */
export function registerReachOverlay(): void {
  game.keybindings?.register(SYSTEM_ID, "toggleReach", {
    name: "ER.Movement.Keybinding.ToggleReach.Name",
    hint: "ER.Movement.Keybinding.ToggleReach.Hint",
    editable: [{ key: "KeyR", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      const tokens = canvas?.tokens?.controlled ?? [];
      for (const token of tokens) reachOverlay.toggle(token.document);
      return tokens.length > 0;
    },
  });
  Hooks.on("canvasReady", () => reachOverlay.reset());
  const refresh = () => reachOverlay.refresh();
  Hooks.on("moveToken", refresh);
  // Movement history recorded or cleared (core clears it at each movement second: phase-reset.ts).
  Hooks.on("recordToken", refresh);
  Hooks.on("updateToken", refresh);
  Hooks.on("updateCombat", refresh);
  Hooks.on("updateActor", refresh);
  Hooks.on("createActiveEffect", refresh);
  Hooks.on("deleteActiveEffect", refresh);
  Hooks.on("deleteToken", (token) => reachOverlay.forget(token));
  const invalidate = () => reachOverlay.invalidate();
  Hooks.on("createRegion", invalidate);
  Hooks.on("updateRegion", invalidate);
  Hooks.on("deleteRegion", invalidate);
  Hooks.on("updateRegionBehavior", refresh);
  Hooks.on("createRegionBehavior", refresh);
  Hooks.on("deleteRegionBehavior", refresh);
}
