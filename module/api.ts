/**
 * The system's public API for macros and modules, published as `game.system.api` at init (see the
 * docs/development.md, "Public API"). Read-only: every member answers a question and changes nothing, so a player
 * calling it from the console learns only what their own client already holds.
 *
 * It holds no game arithmetic: `rules` is a curated part of the rules core, its members as they are
 * (module/api-rules.ts, docs/api.md), and the canvas members reuse
 * the adapters the ruler and the reachable-area overlay use (canvas/mover.ts, canvas/scene-terrain.ts,
 * canvas/reach-overlay.ts).
 */
import { hexClass, moveProgress, type HexTerrain, type MoveWindow, type PhaseIndex, type TerrainId, type ZeroReason } from "./rules";
import { releaseGrab, setGrab } from "./canvas/grab";
import { forcefulGale, twistingHaze, type WorldMoveToken } from "./canvas/world-moves";
import { API_RULES, type ApiRules } from "./api-rules";
import type { Offset } from "./rules/hex";
import { cubeToOffset } from "./rules/hex";
import { combatClock, type CombatClock } from "./combat/clock-state";
import { moveContextOf, sceneHexLayout } from "./canvas/mover";
import { historySpent, reachOverlay } from "./canvas/reach-overlay";
import { terrainAtOffset } from "./canvas/scene-terrain";
import { CLOCK_CHANGE_HOOK } from "./combat/clock-hook";
import { HIT_LANDED_HOOK } from "./resolution/hit-landed";
import { VARIANTS_CHANGED_HOOK } from "./variants/changed";

/** Bumped when a member changes incompatibly; members are only ever added within a version. */
export const API_VERSION = 2;

export type * from "./api-rules";

/** A token's movement allowance at this moment (the clock's window, where it stands, what it used). */
export interface MovementAllowanceNow {
  /** When it is measured: a whole round outside combat, a movement phase, or closed between phases. */
  window: MoveWindow;
  /** The clock's movement phase (0–3); null at a second that is not a movement second; undefined outside a started combat. */
  phase: PhaseIndex | null | undefined;
  /** Hexes it may move in the window, by effective terrain (after its own adaptation). */
  allowances: Readonly<Record<TerrainId, number>>;
  /** Why every allowance is 0 (a condition, "encumbrance", "notMovementSecond" or, "surprised"), or null. */
  reason: ZeroReason | null;
  /** The hex it stands in: the scene's terrain there and its steep flag. */
  terrain: HexTerrain;
  /** The terrain that hex counts as for this mover (adaptation, sure-footedness). */
  effectiveTerrain: TerrainId;
  /** The window's allowance in the terrain it stands in. */
  hexes: number;
  /** Cost units of the window (the common budget every hex's entry cost is counted in). */
  budget: number;
  /** Units already used in the window (its movement history). */
  spent: number;
  /** Whole hexes left at the rate of the terrain it stands in. */
  remaining: number;
}

/** One hex of a reachable area. */
export interface ReachableHex extends Offset {
  /** Cost units to reach it from where the token stands (0 for its own hex). */
  cost: number;
}

/** The hexes a token can still reach in the current window. */
export interface ReachableHexes {
  /** The hex it stands in. */
  start: Offset;
  /** Units available to the search: the window's budget less what it used. */
  budget: number;
  /** Every reachable hex, its own first, in order of cost. */
  hexes: ReachableHex[];
}

/** A point of a scene in pixels, as `token.center` or a canvas position. */
export interface ScenePoint {
  x: number;
  y: number;
}

export interface EnchantedRealmsApi {
  /** The API's version ({@link API_VERSION}). */
  readonly version: number;
  /** The rules core's promised members (docs/api.md), e.g. `hexesPerRound`, `splitPhases`, `initiativeScore`, `effectiveDailyMiles`, `travelDays`. */
  readonly rules: ApiRules;
  /** The round and second of a started combat (default: the active combat), or null. */
  combatClock(combat?: Combat.Implementation | null): CombatClock | null;
  /**
   * The terrain at a hex of a scene (default: the viewed scene): an offset `{i, j}` or a point
   * `{x, y}` in pixels. Null when there is no such scene, it is not a hex scene, or the hex is malformed.
   */
  terrainAt(hex: Offset | ScenePoint, scene?: Scene.Implementation | null): HexTerrain | null;
  /** A token's (Token or TokenDocument) movement allowance now; null off a hex scene or without an actor. */
  movementAllowance(token: TokenDocument.Implementation | { document: TokenDocument.Implementation }): MovementAllowanceNow | null;
  /** The hexes a token (Token or TokenDocument) can still reach now; null off a hex scene or without an actor. */
  reachableArea(token: TokenDocument.Implementation | { document: TokenDocument.Implementation }): ReachableHexes | null;
  /**
   * Records that `grabber` grabs `grabbed` (two tokens, Token or TokenDocument, of one scene; GM
   * only): the grabbed token's `grabbedBy` flag and its `grabbed` status. Under the 13th Age rules
   * the grabber then gets +4 against it and carries or lets go of it when it moves. False (with a
   * localised warning) when refused.
   */
  grab(grabber: TokenDocument.Implementation | { document: TokenDocument.Implementation }, grabbed: TokenDocument.Implementation | { document: TokenDocument.Implementation }): Promise<boolean>;
  /** Ends a grab (GM only): the flag and the `grabbed` status go. False (with a warning) when refused. */
  letGo(grabbed: TokenDocument.Implementation | { document: TokenDocument.Implementation }): Promise<boolean>;
  /**
   * The World's Twisting Haze (A5E world actions; active GM only): each token (Token or
   * TokenDocument, of one hex scene being viewed) to a random free hex within 5 ft, by a teleport
   * (no opportunity attacks). The number of tokens moved, or false (with a warning) when refused.
   */
  twistingHaze(tokens: readonly unknown[]): Promise<number | false>;
  /** The World's Forceful Gale: each token pushed `feet` (default 15) away from the point `source` ({x, y} in pixels), stopping at walls and creatures. */
  forcefulGale(tokens: readonly unknown[], source: { x: number; y: number }, feet?: number): Promise<number | false>;
  /** The names of the hooks the system fires (see docs/development.md, "Hooks"). */
  readonly hooks: Readonly<{ clockChange: typeof CLOCK_CHANGE_HOOK; variantsChanged: typeof VARIANTS_CHANGED_HOOK; hitLanded: typeof HIT_LANDED_HOOK }>;
}

function isSceneDocument(scene: unknown): scene is Scene.Implementation {
  return typeof foundry !== "undefined" && scene instanceof foundry.documents.Scene;
}

/** A TokenDocument from a TokenDocument or a Token placeable, or null. */
function tokenDocument(token: unknown): TokenDocument.Implementation | null {
  if (typeof foundry === "undefined") return null;
  const TokenDocumentClass = foundry.documents.TokenDocument;
  if (token instanceof TokenDocumentClass) return token as TokenDocument.Implementation;
  const document = (token as { document?: unknown } | null | undefined)?.document;
  return document instanceof TokenDocumentClass ? (document as TokenDocument.Implementation) : null;
}

function isInteger(x: unknown): x is number {
  return typeof x === "number" && Number.isSafeInteger(x);
}

function isFiniteNumber(x: unknown): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** The grid cell of an offset or a pixel point on a scene, or null when it is neither. */
function cellOf(scene: Scene.Implementation, hex: unknown): Offset | null {
  if (hex === null || typeof hex !== "object") return null;
  const h = hex as Partial<Offset & ScenePoint>;
  if (isInteger(h.i) && isInteger(h.j)) return { i: h.i, j: h.j };
  if (isFiniteNumber(h.x) && isFiniteNumber(h.y)) {
    const o = scene.grid.getOffset({ x: h.x, y: h.y });
    return { i: o.i, j: o.j };
  }
  return null;
}

/** The cell under a token's centre. */
function tokenCell(token: TokenDocument.Implementation, scene: Scene.Implementation): Offset {
  const centre = token.getCenterPoint();
  const o = scene.grid.getOffset({ x: centre.x, y: centre.y });
  return { i: o.i, j: o.j };
}

function terrainAt(hex: Offset | ScenePoint, scene?: Scene.Implementation | null): HexTerrain | null {
  const target = scene === undefined ? canvas?.scene : scene;
  if (!isSceneDocument(target) || sceneHexLayout(target) === null) return null;
  const cell = cellOf(target, hex);
  if (cell === null) return null;
  const here = terrainAtOffset(target, cell);
  return { terrain: here.terrain, steep: here.steep };
}

function movementAllowance(token: unknown): MovementAllowanceNow | null {
  const document = tokenDocument(token);
  const scene = document?.parent;
  if (!document || !scene) return null;
  const context = moveContextOf(document);
  if (context === null) return null;
  const stand = terrainAtOffset(scene, tokenCell(document, scene));
  const effectiveTerrain = hexClass(stand, context.mover, context.variants.ruleset);
  const { table } = context.limits;
  const spent = Math.min(table.budget, historySpent(document, table.budget) + context.spentOffset);
  // The class of the hex under the ruleset ("T+k"), the effective terrain under the book.
  const standClass = context.variants.classOf(null)(stand);
  return {
    window: context.limits.window,
    phase: context.phase,
    allowances: { ...context.limits.allowances },
    reason: context.limits.reason,
    terrain: { terrain: stand.terrain, steep: stand.steep },
    effectiveTerrain,
    hexes: table.allowanceOf(standClass),
    budget: table.budget,
    spent,
    remaining: moveProgress(table, spent, standClass).remaining,
  };
}

function reachableArea(token: unknown): ReachableHexes | null {
  const document = tokenDocument(token);
  if (!document) return null;
  const cached = reachOverlay.areaOf(document);
  if (cached === null) return null;
  const hexes: ReachableHex[] = [];
  cached.area.forEach((cube, cost) => {
    const o = cubeToOffset(cube, cached.layout);
    hexes.push({ i: o.i, j: o.j, cost });
  });
  const start = cubeToOffset(cached.area.start, cached.layout);
  return { start: { i: start.i, j: start.j }, budget: cached.area.budget, hexes };
}

/** Refuses a grab request that is not the GM's, with a localised warning. */
function gmOnly(): boolean {
  if (game.user?.isGM === true) return true;
  ui.notifications?.warn(game.i18n?.localize("ER.Grab.NotGM") ?? "ER.Grab.NotGM");
  return false;
}

async function grab(grabber: unknown, grabbed: unknown): Promise<boolean> {
  if (!gmOnly()) return false;
  const a = tokenDocument(grabber);
  const b = tokenDocument(grabbed);
  if (a === null || b === null || a === b || a.parent === null || a.parent !== b.parent) {
    ui.notifications?.warn(game.i18n?.localize("ER.Grab.BadTokens") ?? "ER.Grab.BadTokens");
    return false;
  }
  await setGrab(a, b);
  return true;
}

async function letGo(grabbed: unknown): Promise<boolean> {
  if (!gmOnly()) return false;
  const b = tokenDocument(grabbed);
  if (b === null) {
    ui.notifications?.warn(game.i18n?.localize("ER.Grab.BadTokens") ?? "ER.Grab.BadTokens");
    return false;
  }
  await releaseGrab(b);
  return true;
}

/** The tokens as documents, or null (with a warning) when one is not a token. */
function worldTokens(tokens: readonly unknown[]): WorldMoveToken[] | null {
  const docs = Array.isArray(tokens) ? tokens.map(tokenDocument) : [null];
  if (docs.length === 0 || docs.length > 200 || docs.some((d) => d === null)) {
    ui.notifications?.warn(game.i18n?.localize("ER.World.Move.Refused.noTokens") ?? "ER.World.Move.Refused.noTokens");
    return null;
  }
  return docs.filter((d) => d !== null);
}

function worldMoved(result: number | string): number | false {
  if (typeof result === "number") return result;
  ui.notifications?.warn(game.i18n?.localize(`ER.World.Move.Refused.${result}`) ?? result);
  return false;
}

async function haze(tokens: readonly unknown[]): Promise<number | false> {
  const docs = worldTokens(tokens);
  return docs === null ? false : worldMoved(await twistingHaze(docs));
}

async function gale(tokens: readonly unknown[], source: { x: number; y: number }, feet = 15): Promise<number | false> {
  const docs = worldTokens(tokens);
  if (docs === null) return false;
  if (!Number.isFinite(source?.x) || !Number.isFinite(source?.y) || !Number.isSafeInteger(feet) || feet < 0 || feet > 10_000) return worldMoved("badSource");
  return worldMoved(await forcefulGale(docs, { x: source.x, y: source.y }, feet));
}

/** The API object (frozen, so a module cannot swap a member under another's feet). */
export function createApi(): EnchantedRealmsApi {
  return Object.freeze({
    version: API_VERSION,
    rules: API_RULES,
    combatClock: (combat?: Combat.Implementation | null) => combatClock(combat === undefined ? game.combats?.active : combat),
    terrainAt,
    movementAllowance,
    reachableArea,
    grab,
    letGo,
    twistingHaze: haze,
    forcefulGale: gale,
    hooks: Object.freeze({ clockChange: CLOCK_CHANGE_HOOK, variantsChanged: VARIANTS_CHANGED_HOOK, hitLanded: HIT_LANDED_HOOK }),
  });
}

/** Publishes the API at `game.system.api`; called once from the init hook. */
export function registerApi(): EnchantedRealmsApi {
  const api = createApi();
  const system = game.system;
  if (!system) throw new Error("game.system is not ready at init");
  Object.defineProperty(system, "api", { value: api, enumerable: true, configurable: false, writable: false });
  return api;
}
