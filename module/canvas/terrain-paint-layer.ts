/**
 * The GM's Terrain painting tool: a canvas layer with its scene control (brush sizes,
 * flood fill, eraser, steep and road toggles, undo), the overlay that tints painted hexes, and the legend
 * that doubles as the palette. All arithmetic is in module/rules/terrain-paint.ts; this file turns
 * pointer events into offsets and plans into one scene update each.
 */
import { SYSTEM_ID, i18nKey } from "../constants";
import { TERRAIN_IDS, brushFootprint, hexLine, type PaintValue, type TerrainId } from "../rules";
import type { HexLayout, Offset } from "../rules/hex";
import { sceneHexLayout } from "./mover";
import {
  commitStroke,
  currentValue,
  fillCells,
  isPaintTool,
  localize,
  onMap,
  paintState,
  paintTarget,
  radiusOf,
  requireHexScene,
  scheduleCompaction,
  undoLastStroke,
} from "./paint-actions";
import { PAINT_FLAG, PAINT_VISIBLE_FLAG, paintVisibleToPlayers, scenePaintStore } from "./paint-store";
import { reachOverlay } from "./reach-overlay";
import { OVERLAY_ALPHA, TERRAIN_COLORS, colorNumber } from "./terrain-palette";
import { isV14OrLater, viewedLevel } from "../compat";

/** The layer's name: `canvas.erTerrain`, and the scene control's. */
export const PAINT_LAYER = "erTerrain";

/** The canvas pointer event core passes to a layer's handlers. */
type PointerEvent = foundry.canvas.Canvas.Event.Pointer;
interface Positions {
  interactionData?: { origin?: { x: number; y: number }; destination?: { x: number; y: number } };
  getLocalPosition?: (target: PIXI.Container) => { x: number; y: number };
}
const positions = (event: PointerEvent): Positions => event;

const InteractionLayer = foundry.canvas.layers.InteractionLayer;

export class TerrainPaintLayer extends InteractionLayer {
  #overlay: PIXI.Graphics | null = null;
  #preview: PIXI.Graphics | null = null;
  #pending = new Map<string, Offset>();
  #last: Offset | null = null;
  #legend: HTMLElement | null = null;

  static override get layerOptions() {
    return foundry.utils.mergeObject(super.layerOptions, { name: PAINT_LAYER, zIndex: 190 });
  }

  /**
   * v13+: layers describe their own scene control (the type package does not declare this method
   * yet, hence no `override`). GM only.
   */
  static prepareSceneControls(): Record<string, unknown> {
    const tool = (name: string, order: number, icon: string) => ({ name, order, title: `ER.Paint.Tool.${name}`, icon });
    // A toggle of the painter's choices: its state is paintState's, and the legend says it.
    const toggle = (name: "steep" | "road" | "everyLevel", order: number, icon: string) => ({
      ...tool(name, order, icon),
      toggle: true,
      active: paintState[name],
      onChange: (_event: Event, active: boolean) => {
        paintState[name] = active;
        canvasLayer()?.renderLegend();
      },
    });
    return {
      name: PAINT_LAYER,
      order: 12,
      title: "ER.Paint.Control.Title",
      icon: "fa-solid fa-paintbrush",
      // Not in the documented SceneControl shape, but public v13/v14 modules name their layer here too.
      layer: PAINT_LAYER,
      visible: game.user?.isGM === true,
      activeTool: paintState.tool,
      onChange: (_event: Event, active: boolean) => {
        if (active) canvasLayer()?.activate();
      },
      onToolChange: (_event: Event, changed: { name: string }) => {
        if (isPaintTool(changed.name)) paintState.tool = changed.name;
      },
      tools: {
        brush0: tool("brush0", 1, "fa-solid fa-paintbrush"),
        brush1: tool("brush1", 2, "fa-solid fa-brush"),
        brush2: tool("brush2", 3, "fa-solid fa-paint-roller"),
        fill: tool("fill", 4, "fa-solid fa-fill-drip"),
        erase: tool("erase", 5, "fa-solid fa-eraser"),
        steep: toggle("steep", 6, "fa-solid fa-person-hiking"),
        // VARIANTS.md §13.3 row 29: what is painted carries a road.
        road: toggle("road", 7, "fa-solid fa-road"),
        // v14 Scene Levels: paint the every-Level layer instead of the viewed Level's (rules/paint-levels.ts).
        everyLevel: { ...toggle("everyLevel", 8, "fa-solid fa-layer-group"), visible: isV14OrLater() },
        undo: {
          ...tool("undo", 9, "fa-solid fa-rotate-left"),
          button: true,
          onChange: () => void undoLastStroke(),
        },
      },
    };
  }

  protected override async _draw(options: Parameters<foundry.canvas.layers.InteractionLayer["_draw"]>[0]): Promise<void> {
    await super._draw(options);
    this.#overlay = this.addChild(new PIXI.Graphics());
    this.#preview = this.addChild(new PIXI.Graphics());
    this.refreshOverlay();
  }

  protected override async _tearDown(options: Parameters<foundry.canvas.layers.InteractionLayer["_tearDown"]>[0]): Promise<void> {
    this.#removeLegend();
    this.#overlay = null;
    this.#preview = null;
    this.#pending.clear();
    await super._tearDown(options);
  }

  protected override _activate(): void {
    super._activate();
    if (sceneHexLayout(canvas?.scene) === null) ui.notifications?.warn(localize("ER.Paint.Warn.NeedsHex"));
    this.refreshOverlay();
  }

  protected override _deactivate(): void {
    super._deactivate();
    this.#cancelStroke();
    this.refreshOverlay();
  }

  /** Whether this client sees the overlay: the GM while the tool is active, anyone when the scene shows it to players. */
  get overlayShown(): boolean {
    const scene = canvas?.scene ?? null;
    if (scene === null || sceneHexLayout(scene) === null) return false;
    return (game.user?.isGM === true && this.active) || paintVisibleToPlayers(scene);
  }

  /** Redraws the tint of every painted hex (and the legend), or hides both. */
  refreshOverlay(): void {
    const g = this.#overlay;
    if (g === null) return;
    g.clear();
    const scene = canvas?.scene ?? null;
    if (!this.overlayShown || scene === null) {
      this.#removeLegend();
      return;
    }
    // The paint a token on the viewed Level meets: every Level's and that Level's (all of it on v13).
    scenePaintStore(scene).forEachPainted(viewedLevel()?.id ?? null, (i, j, area) => {
      const vertices = scene.grid.getVertices({ i, j });
      g.beginFill(colorNumber(TERRAIN_COLORS[area.terrain]), OVERLAY_ALPHA);
      if (area.steep) g.lineStyle({ width: 3, color: 0x000000, alpha: 0.9 });
      else g.lineStyle({ width: 0 });
      g.drawPolygon(vertices.flatMap((p) => [p.x, p.y]));
      g.endFill();
      if (area.steep) {
        // a hatch across the hex, so steepness never rests on colour alone
        const a = vertices[0]!;
        const b = vertices[3]!;
        g.moveTo(a.x, a.y).lineTo(b.x, b.y);
      }
      // A road: a broad pale band across the other diagonal (shape, not colour).
      if (area.road === true) g.lineStyle({ width: 6, color: 0xd9c79e, alpha: 1 }).moveTo(vertices[1]!.x, vertices[1]!.y).lineTo(vertices[4]!.x, vertices[4]!.y);
    });
    this.renderLegend();
  }

  #removeLegend(): void {
    this.#legend?.remove();
    this.#legend = null;
  }

  /** The legend: a swatch per terrain; for the GM with the tool active it is also the palette. */
  renderLegend(): void {
    if (!this.overlayShown) return this.#removeLegend();
    const painter = game.user?.isGM === true && this.active;
    const root = this.#legend ?? document.createElement("section");
    root.className = `er-paint-legend${painter ? " er-painter" : ""}`;
    root.replaceChildren();
    const title = document.createElement("h4");
    title.textContent = localize(painter ? "ER.Paint.Legend.Palette" : "ER.Paint.Legend.Title");
    root.append(title);
    if (painter && viewedLevel() !== null) {
      // Which layer a stroke goes to (v14 Scene Levels): the viewed Level, or every Level.
      const target = paintTarget();
      const on = document.createElement("p");
      on.className = "er-paint-level";
      on.textContent = target.name === null ? localize("ER.Paint.Legend.EveryLevel") : game.i18n?.format("ER.Paint.Legend.OnLevel", { level: target.name }) ?? target.name;
      root.append(on);
    }
    const entries: (TerrainId | null)[] = painter ? [...TERRAIN_IDS, null] : [...TERRAIN_IDS];
    for (const terrain of entries) {
      const item = document.createElement(painter ? "button" : "div");
      item.className = "er-paint-swatch";
      if (painter) (item as HTMLButtonElement).type = "button";
      const chip = document.createElement("span");
      chip.className = "er-paint-chip";
      if (terrain !== null) chip.style.backgroundColor = TERRAIN_COLORS[terrain];
      else chip.classList.add("er-paint-clear");
      const label = document.createElement("span");
      label.textContent = terrain === null ? localize("ER.Paint.Legend.Clear") : localize(i18nKey("Terrain", terrain));
      item.append(chip, label);
      if (painter) {
        item.setAttribute("aria-pressed", String(paintState.terrain === terrain));
        item.addEventListener("click", () => {
          paintState.terrain = terrain;
          this.renderLegend();
        });
      }
      root.append(item);
    }
    const steep = document.createElement("p");
    steep.className = "er-paint-steep";
    steep.textContent = localize(painter && paintState.steep ? "ER.Paint.Legend.SteepOn" : "ER.Paint.Legend.Steep");
    const road = document.createElement("p");
    road.className = "er-paint-road";
    road.textContent = localize(painter && paintState.road ? "ER.Paint.Legend.RoadOn" : "ER.Paint.Legend.Road");
    root.append(steep, road);
    if (this.#legend === null) {
      document.body.append(root);
      this.#legend = root;
    }
  }

  // ---- pointer handling -------------------------------------------------------------------------

  #cellAt(point: { x: number; y: number } | undefined): Offset | null {
    const scene = canvas?.scene;
    if (!scene || !point) return null;
    const o = scene.grid.getOffset({ x: point.x, y: point.y });
    return { i: o.i, j: o.j };
  }

  #pointOf(event: PointerEvent): { x: number; y: number } | undefined {
    const p = positions(event);
    return p.interactionData?.destination ?? p.interactionData?.origin ?? p.getLocalPosition?.(this);
  }

  #stamp(layout: HexLayout, scene: Scene.Implementation, cell: Offset): void {
    const radius = radiusOf(paintState.tool);
    const from = this.#last ?? cell;
    for (const centre of hexLine(from, cell, layout)) {
      for (const o of brushFootprint(centre, radius, layout)) {
        const key = `${o.i},${o.j}`;
        if (this.#pending.has(key) || !onMap(scene, o)) continue;
        this.#pending.set(key, o);
        this.#drawPending(scene, o);
      }
    }
    this.#last = cell;
  }

  #drawPending(scene: Scene.Implementation, o: Offset): void {
    const g = this.#preview;
    if (g === null) return;
    const value = currentValue(paintState.tool);
    const colour = value === null ? 0xffffff : colorNumber(TERRAIN_COLORS[value.terrain]);
    g.lineStyle({ width: 2, color: colour, alpha: 1 });
    g.beginFill(colour, value === null ? 0.15 : 0.5);
    g.drawPolygon(scene.grid.getVertices(o).flatMap((p) => [p.x, p.y]));
    g.endFill();
  }

  #cancelStroke(): void {
    this.#pending.clear();
    this.#last = null;
    this.#preview?.clear();
  }

  async #commit(valueOverride?: PaintValue): Promise<void> {
    const scene = canvas?.scene;
    const cells = [...this.#pending.values()];
    const value = valueOverride === undefined ? currentValue(paintState.tool) : valueOverride;
    this.#cancelStroke();
    if (!scene || cells.length === 0) return;
    try {
      await commitStroke(scene, cells, value);
    } catch (error) {
      console.error(`${SYSTEM_ID} | painting terrain failed`, error);
      ui.notifications?.error(localize("ER.Paint.Warn.WriteFailed"));
    }
  }

  protected override _onClickLeft(event: PointerEvent): void {
    const target = requireHexScene();
    const cell = this.#cellAt(this.#pointOf(event));
    if (target === null || cell === null || game.user?.isGM !== true) return;
    if (paintState.tool === "fill") {
      const cells = onMap(target.scene, cell) ? fillCells(target.scene, target.layout, cell) : [];
      void commitStroke(target.scene, cells, currentValue("brush0")).catch((error: unknown) => {
        console.error(`${SYSTEM_ID} | flood fill failed`, error);
        ui.notifications?.error(localize("ER.Paint.Warn.WriteFailed"));
      });
      return;
    }
    this.#cancelStroke();
    this.#stamp(target.layout, target.scene, cell);
    this.#commitOnRelease();
  }

  /**
   * A press starts a stroke and the release writes it, whether or not the pointer was dragged in
   * between (core reports the press as a click before any drag): one stroke, one write, one undo
   * step. A drop writes it too; whichever comes first writes, the other finds nothing pending.
   */
  #commitOnRelease(): void {
    window.addEventListener("pointerup", () => void this.#commit(), { once: true });
  }

  protected override _onClickRight(event: PointerEvent): void {
    const target = requireHexScene();
    const cell = this.#cellAt(this.#pointOf(event));
    if (target === null || cell === null || game.user?.isGM !== true) return;
    this.#cancelStroke();
    this.#stamp(target.layout, target.scene, cell);
    void this.#commit(null);
  }

  protected override _onDragLeftStart(event: PointerEvent): void {
    const scene = canvas?.scene ?? null;
    const layout = sceneHexLayout(scene);
    if (scene === null || layout === null || paintState.tool === "fill" || game.user?.isGM !== true) return;
    if (this.#last !== null) return; // the press already started this stroke
    const cell = this.#cellAt(positions(event).interactionData?.origin ?? this.#pointOf(event));
    if (cell === null) return;
    this.#stamp(layout, scene, cell);
    this.#commitOnRelease();
  }

  protected override _onDragLeftMove(event: PointerEvent): void {
    const scene = canvas?.scene ?? null;
    const layout = sceneHexLayout(scene);
    if (scene === null || layout === null || this.#last === null) return;
    const cell = this.#cellAt(positions(event).interactionData?.destination);
    if (cell === null || (cell.i === this.#last.i && cell.j === this.#last.j)) return;
    this.#stamp(layout, scene, cell);
  }

  protected override _onDragLeftDrop(_event: PointerEvent): void {
    if (this.#last === null) return;
    void this.#commit();
  }

  protected override _onDragLeftCancel(_event: PointerEvent): void {
    this.#cancelStroke();
  }
}

function canvasLayer(): TerrainPaintLayer | null {
  const layer: unknown = canvas ? Reflect.get(canvas, PAINT_LAYER) : undefined;
  return layer instanceof TerrainPaintLayer ? layer : null;
}

/** Registers the layer, the Ctrl+Z binding and the hooks that redraw and compact (init). */
export function registerTerrainPainting(): void {
  Object.assign(CONFIG.Canvas.layers, { [PAINT_LAYER]: { layerClass: TerrainPaintLayer, group: "interface" } });
  const { CONTROL } = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS;
  game.keybindings?.register(SYSTEM_ID, "undoPaintStroke", {
    name: "ER.Paint.Keybinding.Undo.Name",
    hint: "ER.Paint.Keybinding.Undo.Hint",
    editable: [{ key: "KeyZ", modifiers: [CONTROL] }],
    restricted: true,
    precedence: CONST.KEYBINDING_PRECEDENCE.PRIORITY,
    onDown: () => {
      const layer = canvasLayer();
      if (layer === null || !layer.active) return false;
      void undoLastStroke();
      return true;
    },
  });
  Hooks.on("updateScene", (scene, changed) => {
    const flags = foundry.utils.getProperty(changed, `flags.${SYSTEM_ID}`) as Record<string, unknown> | undefined;
    if (flags === undefined || !(PAINT_FLAG in flags || PAINT_VISIBLE_FLAG in flags || `-=${PAINT_FLAG}` in flags)) return;
    if (PAINT_FLAG in flags) scheduleCompaction(scene);
    if (scene.id !== canvas?.scene?.id) return;
    canvasLayer()?.refreshOverlay();
    reachOverlay.invalidate();
  });
}
