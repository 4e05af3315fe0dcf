/**
 * Overland travel on the map, Foundry side: which tokens travel overland (an overland
 * hex scene, outside combat), who travels with a token (its actor and, for a party token, the
 * actors listed in its `partyMembers` flag), the hexes a path enters, and the world-time advance
 * after a move, which the active GM confirms. The arithmetic is rules/travel.ts `overlandTravel`;
 * the label is overland-label.ts.
 */
import { SYSTEM_ID } from "../constants";
import { overlandTravel, routeLegs, type OverlandHex, type OverlandTravel, type OverlandTraveller, type Ruleset } from "../rules";
import { userPlural } from "./plural";
import type { Offset } from "../rules/hex";
import type { ActorDerived } from "../actors/derive";
import { sceneHexLayout } from "./mover";
import { overlandLabel, travelTimeText, travellerFromDerived } from "./overland-label";
import { isOverlandScene, sceneMilesPerHex } from "./scene-fields";
import { terrainAtOffset } from "./scene-terrain";
import { currentRuleset } from "../variants/setting";
import { advanceMarch } from "../scene/march-checks";

/** The day checks of a committed march go through the one port (scene/march-checks.ts), shared with the pursuit day. */
export { provideMarchChecks } from "../scene/march-checks";

/** Token flag listing the actor ids travelling with a party token. */
export const PARTY_FLAG = "partyMembers";
/** At most this many party members are read. */
const MAX_MEMBERS = 24;

type Point = { x: number; y: number };

/** Whether a token is a combatant of a started combat (then combat movement applies, not travel). */
export function inStartedCombat(token: TokenDocument.Implementation): boolean {
  const combat = token.combatant?.parent as { started?: boolean } | undefined;
  return combat?.started === true;
}

/** Whether dragging this token measures overland travel: an overland hex scene, outside combat, with an actor. */
export function travelsOverland(token: TokenDocument.Implementation): boolean {
  const scene = token.parent;
  return scene !== null && isOverlandScene(scene) && sceneHexLayout(scene) !== null && token.actor !== null && !inStartedCombat(token);
}

function derivedOf(actor: Actor.Implementation | null | undefined): ActorDerived | null {
  const system = actor?.system as { derived?: ActorDerived } | undefined;
  return system?.derived ?? null;
}

/** The actors travelling with a token: its own, then the listed party members (unknown ids skipped). */
export function travellingActors(token: TokenDocument.Implementation): Actor.Implementation[] {
  const out: Actor.Implementation[] = [];
  if (token.actor) out.push(token.actor);
  const raw: unknown = token.getFlag(SYSTEM_ID, PARTY_FLAG);
  if (Array.isArray(raw)) {
    for (const id of raw.slice(0, MAX_MEMBERS)) {
      if (typeof id !== "string") continue;
      const actor = game.actors?.get(id);
      if (actor && !out.includes(actor)) out.push(actor);
    }
  }
  return out;
}

/** The travellers of a token, read from their own sheets (actors without travel data are skipped). */
export function travellersOf(token: TokenDocument.Implementation): OverlandTraveller[] {
  return travellingActors(token)
    .map((a) => travellerFromDerived(derivedOf(a)))
    .filter((t): t is OverlandTraveller => t !== null);
}

/** The hexes entered along a path through these points (the start hex is not entered). */
export function enteredOffsets(scene: Scene.Implementation, points: readonly Point[]): Offset[] {
  if (points.length < 2) return [];
  const path = scene.grid.getDirectPath(points.map((p) => ({ x: p.x, y: p.y })));
  return path.slice(1).map((o) => ({ i: o.i, j: o.j }));
}

/** The travel of a token along a path of points on its scene. */
export function travelAlong(token: TokenDocument.Implementation, points: readonly Point[], ruleset: Ruleset = currentRuleset()): OverlandTravel | null {
  const route = routeAlong(token, points);
  return route === null ? null : overlandTravel(route.travellers, route.path, route.milesPerHex, ruleset);
}

/** The route a token travels along a path of points: its travellers, the hexes entered, the scene's miles per hex. */
function routeAlong(token: TokenDocument.Implementation, points: readonly Point[]): OverlandRoute | null {
  const scene = token.parent;
  if (scene === null) return null;
  const path: OverlandHex[] = enteredOffsets(scene, points).map((o) => {
    const t = terrainAtOffset(scene, o);
    // A painted road (VARIANTS.md §13.3 row 29): the rules travel it at road speed and never lose direction on it.
    return t.road === true ? { terrain: t.terrain, steep: t.steep, road: true } : { terrain: t.terrain, steep: t.steep };
  });
  return { travellers: travellersOf(token), path, milesPerHex: sceneMilesPerHex(scene) };
}

function localize(key: string, data?: Record<string, string>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data === undefined ? i18n.localize(key) : i18n.format(key, data);
}

/** The label of a travel, localised. */
export function travelLabel(travel: OverlandTravel, ruleset: Ruleset = currentRuleset()) {
  return overlandLabel(travel, localize, ruleset, userPlural());
}

interface MovedWaypoint {
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** The centre of a token at a recorded position (top-left x, y and size in grid spaces). */
function centreAt(scene: Scene.Implementation, w: MovedWaypoint): Point {
  const width = (w.width ?? 1) * scene.grid.sizeX;
  const height = (w.height ?? 1) * scene.grid.sizeY;
  return { x: w.x + width / 2, y: w.y + height / 2 };
}

/**
 * After a token moved on an overland scene outside combat, the active GM is asked whether to
 * advance world time by the travel time. The world-time hook (actors/world-time.ts) then updates
 * persistent encumbrance and over-capacity time as for any other advance.
 */
export function registerOverlandTime(): void {
  Hooks.on("moveToken", (document, movement) => {
    if (game.users?.activeGM?.isSelf !== true) return;
    const token = document as TokenDocument.Implementation;
    const scene = token.parent;
    const m = movement;
    if (scene === null || !travelsOverland(token) || m.method === "undo" || !m.origin) return;
    const points = [centreAt(scene, m.origin), ...(m.passed?.waypoints ?? []).map((w) => centreAt(scene, w))];
    const route = routeAlong(token, points);
    const travel = route === null ? null : overlandTravel(route.travellers, route.path, route.milesPerHex, currentRuleset());
    if (route === null || travel === null || !travel.possible || travel.worldSeconds <= 0) return;
    void confirmAdvance(token.name ?? "", travel, route);
  });
}

async function confirmAdvance(name: string, travel: OverlandTravel, route: OverlandRoute): Promise<void> {
  const label = travelLabel(travel);
  // World time: full travel days count 24 h each (rules/travel.ts worldSeconds).
  const time = travelTimeText({ days: Math.floor(travel.worldSeconds / 86_400), remainderHours: (travel.worldSeconds % 86_400) / 3600 }, localize);
  const content = document.createElement("p");
  content.textContent = localize("ER.Travel.Confirm.Content", { name, text: label.text, time });
  const ok: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("ER.Travel.Confirm.Title") },
    content: content.outerHTML,
    rejectClose: false,
  });
  if (ok === true) await commitMarch(route, travel.worldSeconds);
}

/** The route a confirmed overland move travels (its travellers, the hexes entered, miles per hex). */
export type OverlandRoute = { travellers: OverlandTraveller[]; path: OverlandHex[]; milesPerHex: number };

/**
 * A confirmed march: world time advances by its travel time, then the day checks of the route
 * (VARIANTS.md §5.10), read at the world time the march starts, are handed to the port.
 */
export async function commitMarch(route: OverlandRoute, worldSeconds: number): Promise<void> {
  await advanceMarch(worldSeconds, routeLegs(route, currentRuleset()));
}
