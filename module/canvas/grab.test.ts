/**
 * The grab adapter (13A, VARIANTS.md row 8): the `grabbedBy` flag, sizes read from tokens, and a
 * grabber's move carrying or releasing what it grabs, on stand-ins as strict as Foundry's token
 * documents (a flag scope must be the system's; a status must be a registered one; a move's action
 * must be a configured one).
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../constants";
import { BOOK_RULESET, CONDITION_IDS, PRESETS, resolveRuleset } from "../rules";
import { GRABBED_BY_FLAG, carryDecision, followGrabber, grabbedByAttacker, grabberOf, releaseGrab, releaseIfMovedAway, setGrab, sizeOfToken, type GrabToken } from "./grab";

const A13 = resolveRuleset(PRESETS.a13);
const ACTIONS = new Set(["walk", "blink", "displace"]);

interface StandIn extends GrabToken {
  moves: object[][];
  statusSet: Set<string>;
  flags: Record<string, Record<string, unknown>>;
}

/** A token document stand-in: Foundry refuses a flag scope that is not the system's, an unknown status id and an unconfigured movement action. */
function token(uuid: string, over: { width?: number; size?: unknown; statuses?: string[]; grabbedBy?: string } = {}): StandIn {
  const statusSet = new Set(over.statuses ?? []);
  const t: StandIn = {
    uuid, x: 100, y: 200, width: over.width ?? 1, moves: [], statusSet,
    flags: over.grabbedBy === undefined ? {} : { [SYSTEM_ID]: { [GRABBED_BY_FLAG]: over.grabbedBy } },
    actor: {
      system: over.size === undefined ? {} : { size: over.size },
      get statuses() { return new Set(statusSet); },
      toggleStatusEffect: async (id: string, options: { active: boolean }) => {
        if (!(CONDITION_IDS as readonly string[]).includes(id)) throw new Error(`Invalid status ID "${id}"`);
        if (options.active) statusSet.add(id); else statusSet.delete(id);
        return true;
      },
    },
    setFlag: async (scope: string, key: string, value: unknown) => {
      if (scope !== SYSTEM_ID) throw new Error(`Flag scope "${scope}" is not valid`);
      t.flags[scope] = { ...(t.flags[scope] ?? {}), [key]: value };
    },
    unsetFlag: async (scope: string, key: string) => {
      if (scope !== SYSTEM_ID) throw new Error(`Flag scope "${scope}" is not valid`);
      delete t.flags[scope]?.[key];
    },
    move: async (waypoints: object[]) => {
      for (const w of waypoints as { x?: unknown; y?: unknown; action?: unknown }[]) {
        if (typeof w.x !== "number" || typeof w.y !== "number") throw new Error("waypoint without a position");
        if (w.action !== undefined && !ACTIONS.has(w.action as string)) throw new Error(`unknown movement action ${String(w.action)}`);
      }
      t.moves.push(waypoints);
      return true;
    },
  };
  return t;
}

describe("grabs on the scene", () => {
  it("reads the grabber from the flag; only that attacker is grabbing the target", () => {
    const held = token("Scene.s.Token.b", { grabbedBy: "Scene.s.Token.a" });
    expect(grabberOf(held)).toBe("Scene.s.Token.a");
    expect(grabberOf(token("x"))).toBeNull();
    expect(grabberOf({ flags: { [SYSTEM_ID]: { [GRABBED_BY_FLAG]: 7 } } })).toBeNull();
    expect(grabbedByAttacker("Scene.s.Token.a", held)).toBe(true);
    expect(grabbedByAttacker("Scene.s.Token.c", held)).toBe(false);
    expect(grabbedByAttacker(null, held)).toBe(false);
  });

  it("a size is the actor's category, else the footprint's: the system's actors declare none, so one hex is medium", () => {
    expect(sizeOfToken(token("a"))).toBe("medium");
    expect(sizeOfToken(token("a", { width: 2 }))).toBe("large");
    expect(sizeOfToken(token("a", { width: 2, size: "tiny" }))).toBe("tiny");
    expect(sizeOfToken({ width: 1, actor: null })).toBe("medium");
  });

  it("setGrab and releaseGrab write the flag and the status the way Foundry takes them", async () => {
    const a = token("A");
    const b = token("B");
    await setGrab(a, b);
    expect(grabberOf(b)).toBe("A");
    expect(b.statusSet.has("grabbed")).toBe(true);
    await releaseGrab(b);
    expect(grabberOf(b)).toBeNull();
    expect(b.statusSet.has("grabbed")).toBe(false);
  });

  it("G13C-12 (adapter) a large grabber carries a medium creature by its own offset; a medium one lets go", async () => {
    const ogre = token("OGRE", { width: 2 });
    const held = token("HELD", { grabbedBy: "OGRE", statuses: ["grabbed"] });
    const other = token("OTHER", { grabbedBy: "SOMEONE", statuses: ["grabbed"] });
    const results = await followGrabber(ogre, { dx: 50, dy: -30 }, [ogre, held, other], A13, "displace");
    expect(results.map((r) => [r.grabbed.uuid, r.outcome])).toEqual([["HELD", "carry"]]);
    expect(held.moves).toEqual([[{ x: 150, y: 170, action: "displace" }]]);
    expect(other.moves).toEqual([]);
    const orc = token("ORC");
    const victim = token("V", { grabbedBy: "ORC", statuses: ["grabbed"] });
    expect((await followGrabber(orc, { dx: 50, dy: 0 }, [orc, victim], A13, "displace")).map((r) => r.outcome)).toEqual(["letGo"]);
    expect(victim.moves).toEqual([]);
    expect(grabberOf(victim)).toBeNull();
    expect(victim.statusSet.has("grabbed")).toBe(false);
  });

  it("G13C-13 (adapter) a stuck creature is never carried; without the 13A rules or a move, nothing happens", async () => {
    const giant = token("G", { width: 3 });
    const stuck = token("S", { grabbedBy: "G", statuses: ["grabbed", "stuck"] });
    expect(carryDecision(giant, stuck, A13)).toBe("letGo");
    const plain = token("P", { grabbedBy: "G", statuses: ["grabbed"] });
    expect(await followGrabber(giant, { dx: 10, dy: 0 }, [giant, plain], BOOK_RULESET, "displace")).toEqual([]);
    expect(await followGrabber(giant, { dx: 0, dy: 0 }, [giant, plain], A13, "displace")).toEqual([]);
    expect(plain.moves).toEqual([]);
    expect(grabberOf(plain)).toBe("G");
  });

  it("a grabbed creature that moves other than by its grabber's carry is no longer grabbed (001:L491); the carry's own move is not an escape", async () => {
    const ogre = token("OGRE2", { width: 2 });
    const held = token("HELD2", { grabbedBy: "OGRE2", statuses: ["grabbed"] });
    await followGrabber(ogre, { dx: 100, dy: 0 }, [ogre, held], A13, "displace");
    expect(await releaseIfMovedAway(held)).toBe(false);
    expect(grabberOf(held)).toBe("OGRE2");
    expect(await releaseIfMovedAway(held)).toBe(true);
    expect(grabberOf(held)).toBeNull();
    expect(held.statusSet.has("grabbed")).toBe(false);
    expect(await releaseIfMovedAway(token("FREE"))).toBe(false);
  });
});
