import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoredLoad } from "./load-state";

// The data models extend Foundry classes; the hook only needs each actor's system data.
vi.mock("./models", () => ({ erActorSystem: (actor: { system?: unknown } | null) => actor?.system ?? null }));

const { registerWorldTimeHooks } = await import("./world-time");

/** Foundry passes the hook the id of the user who advanced the time (hookEvents.updateWorldTime, v13 and v14). */
const USERS = [{ id: "gmUser0000000001", isGM: true }, { id: "player0000000001", isGM: false }];
const BY_GM = ["gmUser0000000001"] as const;

const LOADED: StoredLoad = { overCapacitySeconds: 300, droppedAt: null, droppedSteps: 0, loadedSteps: 2, unloadedSeconds: 0 };

/**
 * A world with one base actor and one unlinked token of it that has no load of its own: the token
 * actor's system shows the base actor's load, as Foundry's synthetic actors do, so it changes the
 * moment the base actor's update lands.
 */
function stubWorld(encumbrance: { loadedSteps: number; model?: string } = { loadedSteps: 2 }) {
  // The derivation says whether the book's steps apply (no companion load model): `erSteps`.
  const derived = { encumbrance: { ...encumbrance, erSteps: (encumbrance.model ?? "er") === "er" } };
  const base = { id: "goblin0000000001", system: { load: { ...LOADED }, derived } };
  const tokenUpdates: unknown[] = [];
  const tokenOptions: unknown[] = [];
  const worldOptions: unknown[] = [];
  const tokenActor = {
    id: base.id,
    get system() {
      return base.system;
    },
    update: vi.fn(async (data: unknown, options?: unknown) => {
      tokenUpdates.push(data);
      tokenOptions.push(options);
    }),
  };
  const hooks = new Map<string, (...args: unknown[]) => unknown>();
  vi.stubGlobal("Hooks", { on: (name: string, fn: (...args: unknown[]) => unknown) => hooks.set(name, fn) });
  const worldUpdates: unknown[] = [];
  vi.stubGlobal("Actor", {
    updateDocuments: vi.fn(async (updates: { _id: string; system: { load: StoredLoad } }[], options?: unknown) => {
      worldOptions.push(options);
      worldUpdates.push(...updates);
      for (const u of updates) if (u._id === base.id) base.system = { ...base.system, load: u.system.load };
    }),
  });
  vi.stubGlobal("game", {
    users: { activeGM: { isSelf: true }, get: (id: string) => USERS.find((u) => u.id === id) },
    actors: { contents: [base] },
    scenes: { contents: [{ tokens: { contents: [{ actorLink: false, actor: tokenActor }] } }] },
  });
  return { base, tokenUpdates, tokenOptions, worldOptions, worldUpdates, hooks };
}

describe("world time on the active GM's client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("advances an unlinked token that inherits its base actor's load by the delta once, not twice", async () => {
    const { base, tokenUpdates, hooks } = stubWorld();
    registerWorldTimeHooks();
    hooks.get("updateWorldTime")?.(7200, 600, {}, ...BY_GM);
    await vi.waitFor(() => expect(tokenUpdates).toHaveLength(1));
    expect(base.system.load.overCapacitySeconds).toBe(900);
    expect(tokenUpdates[0]).toEqual({ system: { load: { ...LOADED, overCapacitySeconds: 900 } } });
  });

  it("an advance no GM made (a player's Combat update carrying a worldTime option) moves nobody's encumbrance", async () => {
    const { tokenUpdates, worldUpdates, hooks } = stubWorld();
    registerWorldTimeHooks();
    hooks.get("updateWorldTime")?.(1e9, 1e9, { worldTime: { delta: 1e9 } }, "player0000000001");
    hooks.get("updateWorldTime")?.(1e9, 1e9, {}, "unknownUser00001");
    hooks.get("updateWorldTime")?.(1e9, 1e9, {}, undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(worldUpdates).toEqual([]);
    expect(tokenUpdates).toEqual([]);
    // The same advance from a GM is applied (the contrast).
    hooks.get("updateWorldTime")?.(7200, 600, {}, ...BY_GM);
    await vi.waitFor(() => expect(tokenUpdates).toHaveLength(1));
  });

  it("writes the bookkeeping without re-rendering open sheets", async () => {
    const { tokenUpdates, tokenOptions, worldOptions, hooks } = stubWorld();
    registerWorldTimeHooks();
    hooks.get("updateWorldTime")?.(7200, 600, {}, ...BY_GM);
    await vi.waitFor(() => expect(tokenUpdates).toHaveLength(1));
    expect(worldOptions).toEqual([{ render: false }]);
    expect(tokenOptions).toEqual([{ render: false }]);
  });

  it("a character under a companion encumbrance model keeps its stored ER load history untouched", async () => {
    // Under ER the load dropping to 0 steps after 5 minutes over capacity is written (the contrast).
    const er = stubWorld({ loadedSteps: 0, model: "er" });
    registerWorldTimeHooks();
    er.hooks.get("updateWorldTime")?.(7200, 600, {}, ...BY_GM);
    await vi.waitFor(() => expect(er.worldUpdates.length + er.tokenUpdates.length).toBeGreaterThan(0));
    vi.unstubAllGlobals();

    const ose = stubWorld({ loadedSteps: 0, model: "oseDetailed" });
    registerWorldTimeHooks();
    ose.hooks.get("updateWorldTime")?.(7200, 600, {}, ...BY_GM);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ose.worldUpdates).toEqual([]);
    expect(ose.tokenUpdates).toEqual([]);
    expect(ose.base.system.load).toEqual(LOADED);
  });
});
