/**
 * World actions that move creatures (VARIANTS.md §6.9, §13.3 row 43): Twisting Haze (004:L127) and
 * Forceful Gale (004:L138), done by the active GM's client. The hexes are the rules'
 * (`hazeDestinations`, `galePaths`, `worldMoveHexes`); this reads the scene (hexes, walls between a
 * hex and the next, the tokens not moved) and moves each token with `TokenDocument#move` by core's
 * teleporting action "displace" (grab.ts uses it too): the opportunity path, the held move and the
 * enforcement read a teleport as a move that provokes nothing and spends nothing (001:L535), which
 * is what a push or a shift by the world is (004:L138 "without provoking opportunity attacks").
 * Nothing here compares a variant id: with the World's rule off, nothing moves.
 */
import { cubeToOffset, galePaths, hazeDestinations, hazeHexes, hexLayoutFromGridType, hexesAround, offsetToCube, worldMoveHexes, worldTurnOf, type Cube, type HexLayout } from "../rules";
import { currentRuleset } from "../variants/setting";

/** The teleporting action world moves use ("displace"), or null where this core has none. */
export function worldMoveAction(): string | null {
  const actions = CONFIG.Token?.movement?.actions as Record<string, { teleport?: boolean }> | undefined;
  return actions?.["displace"]?.teleport === true ? "displace" : null;
}

interface Point {
  x: number;
  y: number;
}
interface Offset {
  i: number;
  j: number;
}
export interface WorldMoveScene {
  id?: string | null;
  grid: { type: number; distance?: unknown; units?: unknown; getOffset(p: Point): Offset; getTopLeftPoint(o: Offset): Point; getCenterPoint(o: Offset): Point };
  tokens: Iterable<WorldMoveToken>;
}
export interface WorldMoveToken {
  id: string | null;
  parent: WorldMoveScene | null;
  getCenterPoint(position?: object): Point;
  move(waypoints: object[], options?: object): Promise<unknown>;
  /** The placeable, drawn while its scene is viewed: its wall test. */
  object?: { checkCollision(destination: Point, options: { origin: Point; type: "move"; mode: "any" }): boolean } | null;
}

/** Why a world move was refused (a lang key under ER.World.Move.Refused), or the number of tokens moved. */
export type WorldMoveRefusal = "notGM" | "notInForce" | "noTokens" | "notHex" | "notViewed" | "noAction" | "badSource";

interface Prepared {
  scene: WorldMoveScene;
  layout: HexLayout;
  action: string;
  cubeOf(t: WorldMoveToken): Cube;
  centreOf(c: Cube): Point;
  /** The hexes of the scene's tokens not in `moving`. */
  others: Cube[];
}

function prepare(tokens: readonly WorldMoveToken[]): Prepared | WorldMoveRefusal {
  if (game.user?.isGM !== true || game.users?.activeGM?.isSelf !== true) return "notGM";
  if (worldTurnOf(currentRuleset()) === null) return "notInForce";
  const scene = tokens[0]?.parent ?? null;
  if (scene === null || tokens.some((t) => t.parent !== scene)) return "noTokens";
  const layout = hexLayoutFromGridType(scene.grid.type);
  if (layout === null) return "notHex";
  if (tokens.some((t) => !t.object)) return "notViewed";
  const action = worldMoveAction();
  if (action === null) return "noAction";
  const cubeOf = (t: WorldMoveToken) => offsetToCube(scene.grid.getOffset(t.getCenterPoint()), layout);
  const centreOf = (c: Cube) => scene.grid.getCenterPoint(cubeToOffset(c, layout));
  const others = [...scene.tokens].filter((t) => !tokens.includes(t)).map(cubeOf);
  return { scene, layout, action, cubeOf, centreOf, others };
}

async function moveTo(p: Prepared, token: WorldMoveToken, path: readonly Cube[]): Promise<boolean> {
  if (path.length === 0) return false;
  const waypoints = path.map((c) => ({ ...p.scene.grid.getTopLeftPoint(cubeToOffset(c, p.layout)), action: p.action }));
  await token.move(waypoints);
  return true;
}

/**
 * Twisting Haze (004:L127): each token in `tokens` (the creatures in the area, as the GM selects
 * them) to a random free hex within 5 ft; `draws` (each in [0, 1)) default to core's uniform random.
 */
export async function twistingHaze(tokens: readonly WorldMoveToken[], draws?: readonly number[]): Promise<WorldMoveRefusal | number> {
  const p = prepare(tokens);
  if (typeof p === "string") return p;
  const hexes = hazeHexes({ distance: p.scene.grid.distance, units: p.scene.grid.units });
  const creatures = tokens.map(p.cubeOf);
  // A hex behind a wall from where the token stands is not one it can be moved to.
  const walled = tokens.flatMap((t, i) => hexesAround(creatures[i]!, hexes).filter((c) => t.object!.checkCollision(p.centreOf(c), { origin: t.getCenterPoint(), type: "move", mode: "any" })));
  const rolled = draws ?? tokens.map(() => CONFIG.Dice.randomUniform());
  const ends = hazeDestinations({ creatures, hexes: hexes, blocked: [...p.others, ...walled], draws: rolled });
  let moved = 0;
  for (const [i, t] of tokens.entries()) if (await moveTo(p, t, ends[i]!.q === creatures[i]!.q && ends[i]!.r === creatures[i]!.r ? [] : [ends[i]!])) moved++;
  return moved;
}

/**
 * Forceful Gale (004:L138): each token pushed `feet` (15) away from `source` (a point on the scene:
 * the gale's origin, or a point behind the creatures for a direction), stopping before a wall or a
 * creature.
 */
export async function forcefulGale(tokens: readonly WorldMoveToken[], source: Point, feet = 15): Promise<WorldMoveRefusal | number> {
  const p = prepare(tokens);
  if (typeof p === "string") return p;
  const hexes = worldMoveHexes(feet, { distance: p.scene.grid.distance, units: p.scene.grid.units });
  const creatures = tokens.map(p.cubeOf);
  const from = offsetToCube(p.scene.grid.getOffset(source), p.layout);
  // The first hex of each straight path behind a wall from the hex before it is blocked.
  const walled: Cube[] = [];
  for (const [i, t] of tokens.entries()) {
    let prev = creatures[i]!;
    for (const c of galePaths({ creatures: [prev], source: from, hexes, blocked: [] })[0]!) {
      if (t.object!.checkCollision(p.centreOf(c), { origin: p.centreOf(prev), type: "move", mode: "any" })) {
        walled.push(c);
        break;
      }
      prev = c;
    }
  }
  const paths = galePaths({ creatures, source: from, hexes, blocked: [...p.others, ...walled] });
  let moved = 0;
  for (const [i, t] of tokens.entries()) if (await moveTo(p, t, paths[i]!)) moved++;
  return moved;
}
