/**
 * World actions that move tokens (VARIANTS.md §6.9, row 43; 004:L127, L138) on the strict
 * stand-ins: the test process is the active GM's client. The hexes are the rules'; the moves go by
 * core's teleporting "displace" action (which the opportunity path reads as provoking nothing), and
 * walls and occupied hexes are respected.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, setActiveGM } from "../support/combat-world";
import { PRESETS, cubeDistance, offsetToCube, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { forcefulGale, twistingHaze, type WorldMoveScene, type WorldMoveToken } from "../../module/canvas/world-moves";

const A5E = rememberRuleset(resolveRuleset(PRESETS.a5e));
const A13 = rememberRuleset(resolveRuleset(PRESETS.a13));
const g = globalThis as unknown as { CONFIG: Record<string, unknown>; game: { user: unknown } };

/** A hex scene (odd-r, 100 px a hex, 5 ft a hex): offsets by rows of 100 px. */
function scene(type = 2): WorldMoveScene & { tokens: StandIn[] } {
  return {
    id: "scene00000000001",
    grid: {
      type, distance: 5, units: "ft",
      getOffset: (p) => ({ i: Math.floor(p.y / 100), j: Math.floor(p.x / 100) }),
      getTopLeftPoint: (o) => ({ x: o.j * 100, y: o.i * 100 }),
      getCenterPoint: (o) => ({ x: o.j * 100 + 50, y: o.i * 100 + 50 }),
    },
    tokens: [],
  };
}

interface StandIn extends WorldMoveToken {
  x: number;
  y: number;
  moves: { x: number; y: number; action: string }[][];
}

/** A token at offset (i, j); `wall` says whether a wall lies between two centres. Core refuses an unconfigured action. */
function token(s: ReturnType<typeof scene>, i: number, j: number, wall: (from: { x: number }, to: { x: number }) => boolean = () => false, drawn = true): StandIn {
  const t: StandIn = {
    id: `tok${s.tokens.length}`, parent: s, x: j * 100, y: i * 100, moves: [],
    getCenterPoint: () => ({ x: t.x + 50, y: t.y + 50 }),
    move: async (waypoints) => {
      const ws = waypoints as { x: number; y: number; action: string }[];
      const actions = (g.CONFIG["Token"] as { movement: { actions: Record<string, unknown> } }).movement.actions;
      if (ws.some((w) => !(w.action in actions))) throw new Error("unknown movement action");
      t.moves.push(ws);
      t.x = ws.at(-1)!.x;
      t.y = ws.at(-1)!.y;
      return true;
    },
    object: drawn ? { checkCollision: (dest, o) => wall(o.origin, dest) } : null,
  };
  s.tokens.push(t);
  return t;
}

const hexOf = (t: StandIn) => offsetToCube({ i: t.y / 100, j: t.x / 100 }, "oddR");

beforeEach(() => {
  g.CONFIG["Token"] = { movement: { actions: { walk: { teleport: false }, displace: { teleport: true } } } };
  setActiveGM(GM);
  g.game.user = GM;
  rulesetInForce.value = A5E;
});
afterEach(() => {
  rulesetInForce.value = null;
  g.game.user = GM;
  delete g.CONFIG["Token"];
});

describe("GA-W7 Forceful Gale moves the tokens 15 ft away by displace", () => {
  it("3 hexes along the row away from the source, by the teleporting action", async () => {
    const s = scene();
    const t = token(s, 0, 1);
    expect(await forcefulGale([t], { x: 50, y: 50 })).toBe(1);
    expect(t.moves[0]!.map((w) => w.x)).toEqual([200, 300, 400]);
    expect(t.moves[0]!.every((w) => w.action === "displace")).toBe(true);
  });

  it("stops before a wall and before a token not pushed", async () => {
    const s = scene();
    const walled = token(s, 0, 1, (_from, to) => to.x === 350);
    expect(await forcefulGale([walled], { x: 50, y: 50 })).toBe(1);
    expect(walled.x).toBe(200);
    const s2 = scene();
    const pushed = token(s2, 0, 1);
    token(s2, 0, 4);
    await forcefulGale([pushed], { x: 50, y: 50 });
    expect(pushed.x).toBe(300);
  });
});

describe("GA-W8 Twisting Haze moves each token to a random free hex within 5 ft", () => {
  it("one hex each, never onto another token, by displace", async () => {
    const s = scene();
    const a = token(s, 2, 2);
    const b = token(s, 2, 3);
    const still = token(s, 1, 2);
    const before = [hexOf(a), hexOf(b)];
    expect(await twistingHaze([a, b], [0, 0])).toBe(2);
    expect(cubeDistance(hexOf(a), before[0]!)).toBe(1);
    expect(cubeDistance(hexOf(b), before[1]!)).toBe(1);
    const keys = [a, b, still].map((t) => `${t.x},${t.y}`);
    expect(new Set(keys).size).toBe(3);
    expect(a.moves[0]![0]!.action).toBe("displace");
  });

  it("a hex behind a wall is not chosen: walls all round leave the token where it is", async () => {
    const s = scene();
    const boxed = token(s, 2, 2, () => true);
    expect(await twistingHaze([boxed], [0.3])).toBe(0);
    expect(boxed.moves).toHaveLength(0);
  });
});

describe("world moves are the active GM's, under the World's rule, on a drawn hex scene", () => {
  it("refused for a player, without the rule, on a square grid, or on a scene not viewed", async () => {
    const s = scene();
    const t = token(s, 0, 1);
    g.game.user = PLAYER;
    expect(await forcefulGale([t], { x: 50, y: 50 })).toBe("notGM");
    g.game.user = GM;
    rulesetInForce.value = A13;
    expect(await twistingHaze([t], [0])).toBe("notInForce");
    rulesetInForce.value = A5E;
    const square = scene(1);
    expect(await twistingHaze([token(square, 0, 0)], [0])).toBe("notHex");
    expect(await twistingHaze([token(s, 3, 3, () => false, false)], [0])).toBe("notViewed");
    expect(t.moves).toHaveLength(0);
  });
});
