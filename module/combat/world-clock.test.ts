/**
 * Time beyond the fight on the active GM's client (VARIANTS.md §5.12, §5.13; rows 31 and 32)
 * through the real relay listener, guards and hooks, on the strict stand-ins
 * (tests/support/combat-world.ts): socket listeners get the sender's id from the "server", hooks
 * the writing user's id, `activeGM` may be null or another GM.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, GM2, PLAYER, TRUSTED, FakeCombat, FakeCombatant, asUser, combats, created, hooks, server, setActiveGM, settings, settle, warnings } from "../../tests/support/combat-world";
import { BOOK_CONFIG, PRESETS, planAction, toAbsolute } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let resetRefusalLog: () => void;
let clock: typeof import("./world-clock");
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatClock00001";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001" } as const;

/** `game.time` as core keeps it: `advance` moves world time and fires `updateWorldTime` with the advancing user's id. */
const time = {
  worldTime: 0,
  advanced: [] as number[],
  async advance(delta: number): Promise<number> {
    this.advanced.push(delta);
    this.worldTime += delta;
    hooks.callAll("updateWorldTime", this.worldTime, delta, {}, GM.id);
    return this.worldTime;
  },
};

/** An actor as the runner's clock reads it: flags, statuses, update and toggleStatusEffect as Foundry's. */
class FakeActor {
  flags: Record<string, Record<string, unknown>> = {};
  statuses = new Set<string>();
  writes = 0;
  async update(data: Record<string, unknown>): Promise<this> {
    // As Foundry's: the write lands after a round trip to the server, not at once.
    await new Promise((r) => setTimeout(r, 0));
    this.writes++;
    for (const [key, value] of Object.entries(data)) {
      const [, scope, name] = key.split(".") as [string, string, string];
      (this.flags[scope] ??= {})[name] = structuredClone(value);
    }
    return this;
  }
  async toggleStatusEffect(id: string, options: { active: boolean }): Promise<boolean> {
    if (options.active) this.statuses.add(id);
    else this.statuses.delete(id);
    return options.active;
  }
}

const g = globalThis as unknown as { game: Record<string, unknown> };
let actors: FakeActor[] = [];

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ resetRefusalLog } = await import("./refusals"));
  clock = await import("./world-clock");
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  registerGuards(hooks);
  listenForRelay((g.game as { socket: Parameters<typeof listenForRelay>[0] }).socket);
  clock.registerWorldClock();
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  created.length = 0;
  time.worldTime = 0;
  time.advanced = [];
  actors = [];
  g.game["time"] = time;
  g.game["actors"] = { get contents() { return actors; } };
  g.game["scenes"] = { active: null };
  setActiveGM(GM);
  settings["enchanted-realms.variants"] = PRESETS.ose;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  setActiveGM(GM);
  consoleWarn.mockRestore();
});

/** Round `round` at `second` (round 0: not begun): Pip (the player's) and the dragon, each with an actor. */
function fight(round = 1, second = 1): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => Member)(d);
  const list = [
    member({ id: IDS.pip, name: "Pip", owners: [PLAYER.id], action: planAction(Math.max(1, round), 12), tieBreak: 1 }),
    member({ id: IDS.dragon, name: "Dragon", action: planAction(Math.max(1, round), 14), tieBreak: 2 }),
  ];
  for (const m of list) {
    const actor = new FakeActor();
    actors.push(actor);
    (m as unknown as { actor: FakeActor }).actor = actor;
  }
  const absolute = round === 0 ? 0 : toAbsolute({ round, second });
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, round, absolute, list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}
const c = (combat: Combat, key: keyof typeof IDS) => combat.combatants.get(IDS[key]) as Member;
const actorOf = (m: Member) => (m as unknown as { actor: FakeActor }).actor;
/** Waits for the hooks' writes and every queued settlement of the runners' clocks. */
async function drained(): Promise<void> {
  await settle();
  await clock.runnersSettled();
  await settle();
}
const reasons = () => consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));

describe("the pursuit toggle over the relay", () => {
  it("a player starts and stops their own combatant's pursuit, before and during the fight; the GM's client writes it", async () => {
    for (const round of [0, 2]) {
      const combat = fight(round);
      server.client(PLAYER.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: IDS.pip });
      await settle();
      expect(c(combat, "pip").system.variant.pursuit, `round ${round}`).toBe(true);
      server.client(PLAYER.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: IDS.pip });
      await settle();
      expect(c(combat, "pip").system.variant.pursuit, `round ${round}`).toBe(false);
    }
    expect(warnings).toEqual([]);
  });

  it("hostile player: another's combatant, a forged user id, a malformed id, or the rule off: refused, nothing written", async () => {
    const combat = fight(2);
    server.client(PLAYER.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: IDS.dragon, userId: GM.id });
    server.client(TRUSTED.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: IDS.pip });
    server.client(PLAYER.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: "../../etc" });
    await settle();
    expect([c(combat, "dragon").system.variant.pursuit, c(combat, "pip").system.variant.pursuit]).toEqual([false, false]);
    expect(reasons().some((r: string) => r.includes("(notOwner)"))).toBe(true);
    expect(reasons().some((r: string) => r.includes("(malformed)"))).toBe(true);
    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    server.client(PLAYER.id).emit(SOCKET, { kind: "pursuit", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.variant.pursuit).toBe(false);
    expect(reasons().some((r: string) => r.includes("(pursuitRefused)"))).toBe(true);
    await clock.togglePursuit(combat, IDS.dragon);
    expect(warnings).toContain("ER.Variants.Running.Refused");
    expect(c(combat, "dragon").system.variant.pursuit).toBe(false);
  });

  it("a player's direct write of the pursuit flag (from the console) is put back", async () => {
    const combat = fight(2);
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.variant.pursuit": true }));
    await settle();
    expect(c(combat, "pip").system.variant.pursuit).toBe(false);
  });

  it("the row shows a Running badge while in pursuit under the rule", async () => {
    const combat = fight(2);
    await clock.togglePursuit(combat, IDS.dragon);
    await settle();
    expect(clock.pursuitBadges(c(combat, "dragon"))).toEqual([{ id: "pursuit", label: "ER.Variants.Running.Badge" }]);
    expect(clock.pursuitBadges(c(combat, "pip"))).toEqual([]);
    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    expect(clock.pursuitBadges(c(combat, "dragon"))).toEqual([]);
  });
});

describe("the end of a fight tops world time up to a turn (GT-11)", () => {
  it("GT-11: Begin Combat at w, ended at round 3 second 20 after the clock moved world time 59 s: world time w + 600", async () => {
    const w = 10_000;
    const combat = fight(3, 20);
    time.worldTime = w + 59;
    (combat as unknown as { flags: unknown }).flags = { "enchanted-realms": { beganAt: w } };
    hooks.callAll("deleteCombat", combat, {}, GM.id);
    await settle();
    expect(time.worldTime).toBe(w + 600);
    expect(time.advanced).toEqual([541]);
  });

  it("only the active GM's client advances; none with no GM, another GM active, or the book", async () => {
    for (const [active, variants] of [[null, PRESETS.ose], [GM2, PRESETS.ose], [GM, BOOK_CONFIG]] as const) {
      settings["enchanted-realms.variants"] = variants;
      setActiveGM(active);
      const combat = fight(3, 20);
      time.worldTime = 59;
      hooks.callAll("deleteCombat", combat, {}, GM.id);
      await settle();
      expect(time.advanced).toEqual([]);
    }
  });

  it("Begin Combat records world time on the GM's client while time is kept in turns", async () => {
    const combat = fight(0);
    time.worldTime = 4321;
    await clock.recordCombatStart(combat);
    await settle();
    expect((combat as unknown as { flags: Record<string, Record<string, unknown>> }).flags["enchanted-realms"]!["beganAt"]).toBe(4321);
  });
});

describe("world-time hooks: dungeon prompts and the runners' clocks", () => {
  it("an hour on a dungeon scene whispers the GMs three wandering checks and one rest reminder; no prompt off a dungeon", async () => {
    g.game["scenes"] = { active: { flags: { "enchanted-realms": { dungeon: true } } } };
    await time.advance(3600);
    await settle();
    expect(created).toHaveLength(1);
    const data = created[0]!.data as { content: string; whisper: string[] };
    expect(data.whisper).toEqual([GM.id, GM2.id]);
    expect(data.content).toContain("ER.Time.Prompt.Wandering");
    expect(data.content).toContain('&#34;count&#34;:&#34;3&#34;');
    expect(data.content).toContain("ER.Time.Prompt.Rest");
    created.length = 0;
    g.game["scenes"] = { active: { flags: {} } };
    await time.advance(3600);
    await settle();
    expect(created).toEqual([]);
  });

  it("GT-10 on the documents: 15 rounds of running make the runner winded; 1,800 s without running clear it", async () => {
    const combat = fight(1);
    await clock.togglePursuit(combat, IDS.pip);
    await drained();
    const pip = actorOf(c(combat, "pip"));
    const dragon = actorOf(c(combat, "dragon"));
    for (let round = 1; round < 15; round++) await time.advance(20);
    await drained();
    expect(pip.statuses.has("winded")).toBe(false);
    await time.advance(20);
    await drained();
    expect(pip.statuses.has("winded")).toBe(true);
    // The dragon never ran: no clock written, no status.
    expect([dragon.writes, dragon.statuses.has("winded")]).toEqual([0, false]);
    await clock.togglePursuit(combat, IDS.pip);
    await drained();
    await time.advance(1799);
    await drained();
    expect(pip.statuses.has("winded")).toBe(true);
    await time.advance(1);
    await drained();
    expect(pip.statuses.has("winded")).toBe(false);
  });

  it("clock steps faster than the writes land: each move is settled after the last, no second of running lost", async () => {
    const combat = fight(1);
    await clock.togglePursuit(combat, IDS.pip);
    await drained();
    const pip = actorOf(c(combat, "pip"));
    for (let i = 0; i < 15; i++) hooks.callAll("updateWorldTime", 20 * (i + 1), 20, {}, GM.id);
    await drained();
    expect(pip.flags["enchanted-realms"]!["running"]).toEqual({ ran: 300, rested: 0 });
    expect(pip.statuses.has("winded")).toBe(true);
  });

  it("a player's world-time move moves no clock; another client than the active GM's writes nothing", async () => {
    const combat = fight(1);
    await clock.togglePursuit(combat, IDS.pip);
    await settle();
    const pip = actorOf(c(combat, "pip"));
    hooks.callAll("updateWorldTime", 600, 600, {}, PLAYER.id);
    setActiveGM(GM2);
    hooks.callAll("updateWorldTime", 1200, 600, {}, GM2.id);
    await settle();
    expect([pip.writes, pip.statuses.has("winded")]).toEqual([0, false]);
  });
});
