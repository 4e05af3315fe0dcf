/**
 * The token ruler: waypoint labels in hexes, phase allowance and what remains; segments and grid
 * highlights coloured within / beyond the allowance; the reachable area while dragging.
 */
import { templatePath } from "../constants";
import { movementPlace, tokenPlace } from "../compat";
import { moveProgress, movementModeOf } from "../rules";
import { movementLabel, type MovementLabel } from "./label-context";
import { userPlural } from "./plural";
import { moveContextOf } from "./mover";
import { reachOverlay } from "./reach-overlay";
import { terrainAtOffset } from "./scene-terrain";
import { movementActionOf } from "./variant-costs";
import { modeLine, modeSteps, rulerChain, type StepWaypoint } from "./mode-steps";
import { rulerColors, showReachWhileDragging } from "./settings";
import { travelAlong, travelLabel, travelsOverland } from "./overland";
import type { OverlandLabel } from "./overland-label";
import { currentRuleset } from "../variants/setting";
import type { Ruleset } from "../rules";
import { dragEngagement, drawnBy, earlierLine, engagementLine, interceptLine, interceptorsOf, type DragEngagement, type EngagementPlaceable } from "./engagement";
import { moveInputOf } from "./move-input";
import { blockedLine, blockerOf, dragSpace, surroundLine, surroundNotes, type DragSpace, type SpacePlaceable } from "./space";

const TokenRuler = foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
type WaypointContext = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext;
type GridOffset = foundry.grid.BaseGrid.Offset3D;
type WaypointLabelState = foundry.canvas.placeables.tokens.TokenRuler.State;
type RefreshData = Parameters<InstanceType<typeof TokenRuler>["refresh"]>[0];

export class ERTokenRuler extends TokenRuler {
  static override WAYPOINT_LABEL_TEMPLATE = templatePath("canvas/waypoint-label.hbs");

  /** The label data of a waypoint, or null when the scene is not hexagonal. */
  movementLabelFor(waypoint: { center: { x: number; y: number }; measurement: { cost: number; spaces: number }; elevation?: number; action?: unknown; previous?: unknown }): MovementLabel | null {
    const token = this.token.document;
    const scene = token.parent;
    const context = this.#contextAt(waypoint);
    if (scene === null || context === null) return null;
    const offset = scene.grid.getOffset(waypoint.center);
    // The terrain where the waypoint is: its own elevation, and its Level on v14.
    const stand = terrainAtOffset(scene, { i: offset.i, j: offset.j }, movementPlace(scene, waypoint, tokenPlace(token)));
    const localize = (key: string) => game.i18n?.localize(key) ?? key;
    // The class of the hex under the rule variants, for the waypoint's movement action.
    const action = movementActionOf(waypoint);
    return movementLabel(
      {
        hexes: waypoint.measurement.spaces,
        usedCost: waypoint.measurement.cost + context.spentOffset,
        limits: context.limits,
        stand,
        standClass: context.variants.classOf(action)(stand),
        extra: context.variants.extraAt(stand, action),
      },
      localize,
      userPlural(),
    );
  }

  /**
   * The move context at a waypoint: the phase's movement up to it (its chain) is what switching
   * speeds reads (VARIANTS.md §6.5); null off a hex scene.
   */
  #contextAt(waypoint: { center: { x: number; y: number }; action?: unknown; previous?: unknown } | undefined) {
    const token = this.token.document;
    const grid = token.parent?.grid;
    if (waypoint === undefined || !grid) return moveContextOf(token);
    return moveContextOf(token, modeSteps(rulerChain(waypoint) as StepWaypoint[], (p) => p, (p) => grid.getOffset(p)));
  }

  /**
   * The ruler's line for a waypoint's movement mode (VARIANTS.md §6.5; mode-steps.ts `modeLine`).
   */
  modeLineFor(waypoint: { center: { x: number; y: number }; action?: unknown; previous?: unknown }): string | null {
    const context = this.#contextAt(waypoint);
    if (context === null) return null;
    const reading = movementModeOf(movementActionOf(waypoint), context.mover.speeds, context.variants.ruleset);
    return modeLine(reading, context, (key) => game.i18n?.localize(key) ?? key);
  }

  /** Whether the cumulative cost at a waypoint is within the allowance (null off a hex scene). */
  #within(cost: number, waypoint?: Waypoint): boolean | null {
    const context = this.#contextAt(waypoint);
    if (context === null) return null;
    return moveProgress(context.limits.table, cost + context.spentOffset, "optimal").within;
  }

  #colour(cost: number, waypoint?: Waypoint): number | null {
    if (waypoint !== undefined && travelsOverland(this.token.document)) {
      // Overland: within the day's allotment, or beyond it (a forced march).
      const label = this.overlandLabelFor(waypoint);
      if (label === null) return null;
      const colours = rulerColors();
      return label.forced === null && label.reason === null ? colours.within : colours.beyond;
    }
    const within = this.#within(cost, waypoint);
    if (within === null) return null;
    const colours = rulerColors();
    return within ? colours.within : colours.beyond;
  }

  /**
   * On an overland scene outside combat, the travel label along the path to this waypoint
   * (its chain of previous waypoints), or null when the token does not travel overland.
   */
  overlandLabelFor(waypoint: { center: { x: number; y: number }; previous?: unknown }): OverlandLabel | null {
    const token = this.token.document;
    if (!travelsOverland(token)) return null;
    // One computation per waypoint object per refresh (labels, segments and highlights all ask).
    const hit = this.#overland.get(waypoint);
    if (hit !== undefined) return hit;
    const points: { x: number; y: number }[] = [];
    let w: { center: { x: number; y: number }; previous?: unknown } | null | undefined = waypoint;
    while (w) {
      points.unshift(w.center);
      w = w.previous as typeof w;
    }
    // The ruleset is read once per drag (cleared with the ruler), not per waypoint and refresh.
    this.#ruleset ??= currentRuleset();
    const travel = travelAlong(token, points, this.#ruleset);
    const label = travel === null ? null : travelLabel(travel, this.#ruleset);
    this.#overland.set(waypoint, label);
    return label;
  }

  #overland = new WeakMap<object, OverlandLabel | null>();

  #ruleset: Ruleset | null = null;

  protected override _getWaypointLabelContext(waypoint: Waypoint, state: WaypointLabelState): WaypointContext | void {
    const context = super._getWaypointLabelContext(waypoint, state);
    if (!context) return context;
    const overland = this.overlandLabelFor(waypoint);
    if (overland !== null) return Object.assign(context, { er: overland });
    const er = this.movementLabelFor(waypoint);
    const lines = [this.modeLineFor(waypoint), this.engagementLineFor(waypoint)].filter((l) => l !== null).join(" · ") || null;
    return er === null ? context : Object.assign(context, { er: { ...er, engagement: lines } });
  }

  /**
   * The warning of a path that leaves an engaged hex (VARIANTS.md §13.3 row 7): read from the index
   * the drag built once at its start, so each waypoint costs one hex lookup.
   */
  engagementLineFor(waypoint: { center: { x: number; y: number }; action?: unknown; previous?: unknown }): string | null {
    if (this.#engagement === undefined) {
      const scene = this.token.document.parent;
      const input = moveInputOf(this.token.document);
      const started = input?.combat?.started === true ? { absolute: input.combat.absolute, memory: input.memory } : null;
      this.#ruleset ??= currentRuleset();
      // The viewed canvas's tokens (the ruler draws on it); the scene's grid converts their centres.
      const placed = (globalThis as { canvas?: { tokens?: { placeables?: unknown[] } } }).canvas?.tokens?.placeables ?? [];
      this.#engagement = scene === null
        ? null
        : dragEngagement(this.token, placed as EngagementPlaceable[], { type: scene.grid.type, offsetOf: (p) => scene.grid.getOffset(p) }, started, this.#ruleset);
    }
    const blocked = this.spaceLineFor(waypoint);
    const drag = this.#engagement;
    if (drag === null) return blocked;
    const action = movementActionOf(waypoint);
    const teleport = action !== null && CONFIG.Token.movement.actions[action]?.teleport === true;
    const grid = this.token.document.parent!.grid;
    const offset = grid.getOffset(waypoint.center);
    const i18n = game.i18n;
    const format = (key: string, data: Record<string, string>) => i18n?.format(key, data) ?? key;
    const asGM = game.user?.isGM === true;
    const leaving = engagementLine(drawnBy(drag, offset, teleport, this.#ruleset!), drag.names, asGM, format);
    // The path to this waypoint, through its chain of previous waypoints (a teleport passes nobody).
    const points: { i: number; j: number }[] = [];
    for (let w: { center: { x: number; y: number }; previous?: unknown } | null | undefined = waypoint; w; w = w.previous as typeof w) points.unshift(grid.getOffset(w.center));
    const passing = teleport ? null : interceptLine(interceptorsOf(drag, points), drag.names, asGM, format);
    // §13.3 row 7: within a phase movers go in initiative order; earlier ones still to move are named.
    const order = earlierLine(drag.earlier, asGM, format);
    return [order, blocked, leaving, passing].filter((l) => l !== null).join(" · ") || null;
  }

  /**
   * The line of a path through a hostile creature's space (VARIANTS.md §6.6, row 40): the index is
   * built once at the drag's start, so each waypoint costs one lookup per path hex. Then, where the
   * waypoint stops next to foes, how many would stand around each and how many fit (shown only).
   */
  spaceLineFor(waypoint: { center: { x: number; y: number }; action?: unknown; previous?: unknown }): string | null {
    const scene = this.token.document.parent;
    if (scene === null) return null;
    if (this.#space === undefined) {
      this.#ruleset ??= currentRuleset();
      const placed = (globalThis as { canvas?: { tokens?: { placeables?: unknown[] } } }).canvas?.tokens?.placeables ?? [];
      this.#space = dragSpace(this.token, placed as SpacePlaceable[], { type: scene.grid.type, offsetOf: (p) => scene.grid.getOffset(p) }, this.#ruleset);
    }
    const space = this.#space;
    if (space === null) return null;
    const action = movementActionOf(waypoint);
    const teleport = action !== null && CONFIG.Token.movement.actions[action]?.teleport === true;
    const points: { i: number; j: number }[] = [];
    for (let w: { center: { x: number; y: number }; previous?: unknown } | null | undefined = waypoint; w; w = w.previous as typeof w) points.unshift(scene.grid.getOffset(w.center));
    const i18n = game.i18n;
    const format = (key: string, data: Record<string, string>) => i18n?.format(key, data) ?? key;
    const asGM = game.user?.isGM === true;
    const blocked = blockedLine(blockerOf(space, points, teleport), space.names, asGM, format);
    const around = surroundLine(surroundNotes(space, points[points.length - 1]!, this.#ruleset!), space.names, asGM, format);
    return [blocked, around].filter((l) => l !== null).join(" · ") || null;
  }

  /** The drag's space index (undefined: not read yet this drag; null: no size-and-space rule applies). */
  #space: DragSpace | null | undefined = undefined;

  /** The drag's engagement (undefined: not read yet this drag; null: none applies). */
  #engagement: DragEngagement | null | undefined = undefined;

  protected override _getSegmentStyle(waypoint: Waypoint) {
    const style = super._getSegmentStyle(waypoint);
    const colour = this.#colour(waypoint.measurement.cost, waypoint);
    if (colour !== null) style.color = colour;
    return style;
  }

  protected override _getGridHighlightStyle(waypoint: Waypoint, offset: GridOffset) {
    const style = super._getGridHighlightStyle(waypoint, offset);
    const colour = this.#colour(waypoint.measurement.cost, waypoint);
    if (colour !== null) style.color = colour;
    return style;
  }

  override refresh(data: RefreshData): void {
    // Overland labels are memoised per waypoint within one refresh only (terrain or sheets may change between).
    this.#overland = new WeakMap();
    super.refresh(data);
    const userId = game.user?.id;
    const dragging = userId !== undefined && userId in data.plannedMovement;
    if (dragging && showReachWhileDragging() && !travelsOverland(this.token.document)) reachOverlay.show(this.token.document, "drag");
    else reachOverlay.hide(this.token.document, "drag");
  }

  /**
   * The ruler was shown or hidden (BaseTokenRuler#_onVisibleChange, v13 and v14). A hidden ruler
   * hides the drag overlay at once, whether or not a refresh follows.
   */
  protected override _onVisibleChange(): void {
    super._onVisibleChange();
    if (!this.visible) reachOverlay.hide(this.token.document, "drag");
  }

  override clear(): void {
    super.clear();
    this.#ruleset = null;
    this.#engagement = undefined;
    this.#space = undefined;
    this.#overland = new WeakMap();
    reachOverlay.hide(this.token.document, "drag");
  }
}

