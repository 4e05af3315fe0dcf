/**
 * Light, travel turns and resilience through the glue (VARIANTS.md rows 16–17, §13.3) on the strict
 * stand-ins: the test process is the active GM's client. A player's light request goes over the
 * relay with no time in it; world-time advances settle every clock in one pass; notices are
 * whispered to the GMs and the actor's owners only.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, GM, PLAYER, TRUSTED, combats, created, hooks, setActiveGM, warnings } from "../support/combat-world";
import { BOOK_RULESET, PRESETS, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeCollection, FakeToken, addToken, tokens } from "./world";
import { parseRelay } from "../../module/combat/relay";
import { handleRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { provideLightRelay } from "../../module/combat/relay-light";
import { handleLightRequest, requestLight, safeRest } from "../../module/resolution/light-gm";
import { afloatAdvanceOptions, registerWorldClocks, settleWorldTime } from "../../module/resolution/world-clocks";
import { advanceMarch, overlandAdvanceOptions, overlandOf } from "../../module/scene/march-checks";
import { SYSTEM_ID } from "../../module/constants";

const OSR = rememberRuleset(resolveRuleset(PRESETS.osr));
const g = globalThis as Record<string, unknown>;
const game = g["game"] as Record<string, unknown>;
const w = 1_000_000;

/** An item as core keeps it: a dotted-path update writes one field (core merges, it does not replace `system`). */
class FakeItem {
  writes: Record<string, unknown>[] = [];
  constructor(public id: string, public name: string, public type: string, public system: Record<string, unknown>) {}
  async update(data: Record<string, unknown>): Promise<this> {
    this.writes.push(data);
    for (const [path, value] of Object.entries(data)) {
      if (!path.startsWith("system.")) throw new Error(`unexpected write ${path}`);
      this.system[path.slice(7)] = value;
    }
    return this;
  }
}
/** Core's Actor#items is a Collection: iterating it gives the items (not [id, item] pairs). */
class Adventurer extends FakeActor {
  override items = new FakeCollection<FakeItem>();
}

let hero: Adventurer;
let torch: FakeItem;
const notices = () => created.map((c) => c.data as { content: string; whisper: string[] });

beforeEach(() => {
  created.length = 0;
  warnings.length = 0;
  tokens.clear();
  combats.clear();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = OSR;
  provideLightRelay(handleLightRequest);
  hero = new Adventurer("Hero", "character", { health: { value: 10, max: 10 } }, { [PLAYER.id]: 3 });
  Object.assign(hero.system, { abilities: { con: 12 }, resilience: { restAt: 0, checkedHours: 0 } });
  torch = new FakeItem("torch00000000001", "Torch", "gear", { burnSeconds: 3600, burnedSeconds: 0, litAt: null, quantity: 2 });
  hero.items.set(torch.id, torch);
  addToken(new FakeToken(hero));
  game["actors"] = { contents: [hero] };
  game["scenes"] = { contents: [] };
  game["time"] = { worldTime: w };
});
afterEach(() => {
  rulesetInForce.value = null;
  game["user"] = GM;
});

describe("lighting over the relay (ownership; no time from the player)", () => {
  const request = (over: Record<string, unknown> = {}) => ({ kind: "light", actorUuid: hero.uuid, itemId: torch.id, lit: true, ...over });

  it("an owner's request is stamped with the GM's world time; a forged time or burn in it is dropped", async () => {
    expect(parseRelay(request({ litAt: 0, burnedSeconds: 0, userId: GM.id }))).toEqual(request());
    expect(await handleRelay(request({ litAt: 0 }), PLAYER.id)).toBeNull();
    expect(torch.system).toMatchObject({ litAt: w, burnedSeconds: 0 });
  });

  it("refuses a user who does not own the actor, an unknown sender, and malformed requests", async () => {
    expect(await handleRelay(request(), TRUSTED.id)).toBe("notOwner");
    expect(await handleRelay(request(), "nobody0000000001")).toBe("unknownSender");
    expect(await handleRelay(request({ lit: "yes" }), PLAYER.id)).toBe("malformed");
    expect(await handleRelay(request({ itemId: "short" }), PLAYER.id)).toBe("malformed");
    expect(torch.writes).toEqual([]);
  });

  it("a player's click sends only the actor (a token's actor by its token), the item and the state asked", async () => {
    const sent: unknown[] = [];
    const socket = game["socket"];
    game["user"] = PLAYER;
    game["socket"] = { emit: (_name: string, data: unknown) => void sent.push(data) };
    try {
      await requestLight(hero as never, torch.id, true);
      const tokenActor = Object.assign(new Adventurer("Goblin", "creature", { health: { value: 5, max: 5 } }), { token: { uuid: "Scene.scene00000000001.Token.tok0000000000009" } });
      await requestLight(tokenActor as never, torch.id, false);
    } finally {
      game["socket"] = socket;
    }
    expect(sent).toEqual([
      { kind: "light", actorUuid: hero.uuid, itemId: torch.id, lit: true },
      { kind: "light", actorUuid: "Scene.scene00000000001.Token.tok0000000000009", itemId: torch.id, lit: false },
    ]);
    expect(torch.writes).toEqual([]);
  });

  it("refuses lighting an item that is no light, or a spent one", async () => {
    hero.items.set("rope000000000001", new FakeItem("rope000000000001", "Rope", "gear", { burnSeconds: 0, burnedSeconds: 0, litAt: null }));
    expect(await handleRelay(request({ itemId: "rope000000000001" }), PLAYER.id)).toBe("notALight");
    torch.system["burnedSeconds"] = 3600;
    expect(await handleRelay(request(), PLAYER.id)).toBe("lightSpent");
  });
});

describe("GT-14 through the glue: a torch lit at w burns through a fight and goes out at w + 3,600", () => {
  it("still burning at w + 60 (a 3-round fight); out at w + 3,600: the spent torch leaves the stack, owner and GM told", async () => {
    torch.system["litAt"] = w;
    await settleWorldTime(w, w + 60);
    expect(torch.writes).toEqual([]);
    expect(notices().filter((n) => n.content.includes("LightOut"))).toEqual([]);
    await settleWorldTime(w + 60, w + 3000);
    expect(notices().some((n) => n.content.includes("ER.WorldClock.LightLow"))).toBe(true);
    await settleWorldTime(w + 3000, w + 3600);
    expect(torch.system).toMatchObject({ litAt: null, burnedSeconds: 0, quantity: 1 });
    const out = notices().find((n) => n.content.includes("ER.WorldClock.LightOut"))!;
    expect(out.whisper.sort()).toEqual([GM.id, PLAYER.id, "gmUser0000000002"].sort());
  });

  it("under the book's rules nothing burns down and nothing is posted", async () => {
    rulesetInForce.value = BOOK_RULESET;
    torch.system["litAt"] = w;
    expect(await settleWorldTime(w, w + 86_400)).toEqual([]);
    expect(torch.writes).toEqual([]);
    expect(created).toEqual([]);
  });
});

describe("GT-15 through the glue: CON 12, 14 hours since the safe rest", () => {
  it("one notice lists hour 13 (DC 11) and hour 14 (DC 12), to the GMs and the owner only; the hours checked are written", async () => {
    const events = await settleWorldTime(0, 14 * 3600);
    expect(events.find((e) => e.kind === "resilience")).toMatchObject({ count: 2, checks: [{ hour: 13, dc: 11 }, { hour: 14, dc: 12 }] });
    const check = notices().find((n) => n.content.includes("ER.WorldClock.Resilience"))!;
    expect(check.content).toContain("Hero");
    expect(check.whisper).not.toContain(TRUSTED.id);
    expect((hero.system as unknown as { resilience: unknown }).resilience).toEqual({ restAt: 0, checkedHours: 14 });
    created.length = 0;
    await settleWorldTime(14 * 3600, 14 * 3600 + 100);
    expect(notices().filter((n) => n.content.includes("Resilience"))).toEqual([]);
  });

  it("a check falling due mid-fight waits for the next round start", async () => {
    // The Combat's clock at second 16 of its round when hour 13 passes.
    combats.set("combat0000000001", new FakeCombat("combat0000000001", 3, toAbsolute({ round: 3, second: 16 }), []));
    expect(combats.get("combat0000000001")!.started).toBe(true);
    await settleWorldTime(13 * 3600 - 10, 13 * 3600 + 5);
    expect(notices().filter((n) => n.content.includes("Resilience"))).toEqual([]);
    expect((hero.system as unknown as { resilience: { checkedHours: number } }).resilience.checkedHours).toBe(0);
  });

  it("a safe rest is the GM's: it restarts the hours now and removes Exhausted", async () => {
    hero.setStatus("exhausted");
    expect(await safeRest(hero as never, { id: PLAYER.id, isGM: false }, w)).toBe("gmOnly");
    expect(await safeRest(hero as never, { id: GM.id, isGM: true }, w + 0.5)).toBeNull();
    expect((hero.system as unknown as { resilience: unknown }).resilience).toEqual({ restAt: w, checkedHours: 0 });
    expect(hero.statuses.has("exhausted")).toBe(false);
  });
});

describe("the world-time hook runs on the active GM's client, for a GM's advance only", () => {
  it("a player's advance, or another client than the active GM's, settles nothing", async () => {
    registerWorldClocks();
    torch.system["litAt"] = w;
    hooks.callAll("updateWorldTime", w + 7200, 7200 + 0, {}, PLAYER.id);
    setActiveGM(null);
    hooks.callAll("updateWorldTime", w + 7200, 7200, {}, GM.id);
    await new Promise((r) => setTimeout(r, 0));
    expect(torch.writes).toEqual([]);
    setActiveGM(GM);
    hooks.callAll("updateWorldTime", w + 7200, 7200, {}, GM.id);
    await new Promise((r) => setTimeout(r, 10));
    expect(torch.system["litAt"]).toBeNull();
    // A run of water days names its waters in the advance's options; the hook counts its turns daily (002:L229).
    created.length = 0;
    hooks.callAll("updateWorldTime", 3 * 86_400, 3 * 86_400, afloatAdvanceOptions("river"), GM.id);
    await new Promise((r) => setTimeout(r, 10));
    const turns = notices().filter((n) => n.content.includes("ER.WorldClock.TravelTurn"));
    expect(turns).toHaveLength(1);
    expect(turns[0]!.content).toContain("ER.WorldClock.TravelTurnDay");
  });
});

describe("OSR travel turns on an overland march (VARIANTS.md §13.3 row 16; 002:L221)", () => {
  const DAY = 86_400;
  const time = { worldTime: 0, advance: async (dt: number, options?: unknown) => {
    // As core: the advance reaches every client's updateWorldTime with the advancing client's options and user.
    time.worldTime += dt;
    hooks.callAll("updateWorldTime", time.worldTime, dt, options ?? {}, GM.id);
    return time.worldTime;
  } };
  const turnNotices = () => notices().filter((n) => n.content.includes("ER.WorldClock.TravelTurn"));
  beforeEach(() => {
    if (hooks.count("updateWorldTime") === 0) registerWorldClocks();
    time.worldTime = 8 * 3600;
    game["time"] = time;
  });

  it("GT-21 through the glue: a 3-day march from 08:00 names itself overland in the advance, and the hook gives one daily notice of 3 turns, not 72 hourly", async () => {
    torch.system["litAt"] = 8 * 3600;
    await advanceMarch(3 * DAY, null);
    await new Promise((r) => setTimeout(r, 10));
    expect(time.worldTime).toBe(8 * 3600 + 3 * DAY);
    expect(turnNotices()).toHaveLength(1);
    expect(turnNotices()[0]!.content).toContain("ER.WorldClock.TravelTurnDay");
    // GT-22: the torch still burns by the hour (002:L221 "as normal"): out an hour into the march.
    expect(torch.system["litAt"]).toBeNull();
  });

  it("only a true flag is a march; a forged march afloat settles as afloat (never refused, the torch still burns)", async () => {
    expect(overlandOf(overlandAdvanceOptions())).toBe(true);
    for (const forged of [undefined, null, {}, { [SYSTEM_ID]: { overland: "true" } }, { [SYSTEM_ID]: true }, { overland: true }]) expect(overlandOf(forged), JSON.stringify(forged)).toBe(false);
    torch.system["litAt"] = 8 * 3600;
    await time.advance(3 * DAY, { [SYSTEM_ID]: { overland: true, afloat: "sea" } });
    await new Promise((r) => setTimeout(r, 10));
    expect(turnNotices()).toHaveLength(0);
    expect(torch.system["litAt"]).toBeNull();
    // A plain advance of the same 10 hours inside one day stays hourly.
    created.length = 0;
    time.worldTime = 8 * 3600;
    await time.advance(10 * 3600, {});
    await new Promise((r) => setTimeout(r, 10));
    expect(turnNotices()[0]!.content).not.toContain("ER.WorldClock.TravelTurnDay");
  });
});
