/**
 * Rests and recoveries through the glue (RESOLUTION.md R13-6, RS-10, RO-10, §7.6) on the strict
 * stand-ins: the test process is the active GM's client; a player's click arrives as the relay kind
 * `rest` with the player's socket id and names only the actor and the rest.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, TRUSTED, dice, server, setActiveGM, settle, warnings } from "../support/combat-world";
import { PRESETS, changeVariants, resolveRuleset, type VariantConfig } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeToken, addToken, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { restButtons, restClicked, takeRest } from "../../module/resolution/rests";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const trustedSocket = server.client(TRUSTED.id);

function ruleset(base: VariantConfig, patch: Record<string, unknown> = {}) {
  const r = changeVariants(base, patch as never);
  if (!r.ok) throw new Error("illegal config");
  return rememberRuleset(resolveRuleset(r.config));
}

function hero(system: Record<string, unknown>): FakeToken {
  const actor = new FakeActor("Hero", "character", { health: { value: 5, max: 30, below: 0, temp: 0 } } as never, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 }, ...system });
  return addToken(new FakeToken(actor));
}
const gm = { id: GM.id, isGM: true };
const sys = (t: FakeToken) => t.actor.system as unknown as { health: { value: number }; recoveries: { value: number; overdrawn: number }; lastingWounds?: number };
const updates = () => writes.filter((w) => w.kind === "update");

beforeEach(() => {
  writes.length = 0;
  dice.length = 0;
  tokens.clear();
  resetRefusalLog();
  setActiveGM(GM);
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("13A recoveries and rests (R13-6)", () => {
  beforeEach(() => {
    rulesetInForce.value = ruleset(PRESETS.a13);
  });

  it("the sheet offers Spend a recovery and Quick rest to a player, and Full heal-up to the GM only", () => {
    expect(restButtons({ type: "character" }, false).map((b) => b.id)).toEqual(["recovery", "quickRest"]);
    expect(restButtons({ type: "character" }, true).map((b) => b.id)).toEqual(["recovery", "quickRest", "fullHealUp"]);
  });

  it("G13R-13 a recovery heals its roll and uses one; with none left it heals half (15 → 7) and adds an overdrawn step; one actor update each", async () => {
    const pc = hero({});
    dice.push(13);
    expect(await takeRest(pc.actor as never, "recovery", gm)).toBeNull();
    expect([sys(pc).health.value, sys(pc).recoveries.value]).toEqual([18, 7]);
    const empty = hero({ health: { value: 5, max: 30, below: 0, temp: 0 }, recoveries: { value: 0, max: 8, die: "d8", overdrawn: 0 } });
    writes.length = 0;
    dice.push(15, 15);
    expect(await takeRest(empty.actor as never, "recovery", gm)).toBeNull();
    expect([sys(empty).health.value, sys(empty).recoveries.overdrawn]).toEqual([12, 1]);
    expect(await takeRest(empty.actor as never, "recovery", gm)).toBeNull();
    expect(sys(empty).recoveries.overdrawn).toBe(2);
    expect(updates()).toHaveLength(2);
  });

  it("full heal-up: health max, recoveries max, overdrawn 0; refused to a player (gmOnly)", async () => {
    const pc = hero({ recoveries: { value: 2, max: 8, die: "d8", overdrawn: 1 } });
    expect(await takeRest(pc.actor as never, "fullHealUp", { id: PLAYER.id, isGM: false })).toBe("gmOnly");
    expect(await takeRest(pc.actor as never, "fullHealUp", gm)).toBeNull();
    expect([sys(pc).health.value, sys(pc).recoveries.value, sys(pc).recoveries.overdrawn]).toEqual([30, 8, 0]);
  });

  it("R13-6 quick rest (001:L403, L405): a staggered PC spending none is refused (mustSpendRecovery) and nothing is written; two recoveries roll one by one, one actor update", async () => {
    const pc = hero({});
    expect(await takeRest(pc.actor as never, "quickRest", gm, 0)).toBe("mustSpendRecovery");
    expect(await takeRest(pc.actor as never, "quickRest", gm)).toBe("mustSpendRecovery");
    expect(await takeRest(pc.actor as never, "quickRest", gm, 9)).toBe("tooManyRecoveries");
    expect(writes).toHaveLength(0);
    dice.push(6, 7);
    expect(await takeRest(pc.actor as never, "quickRest", gm, 2)).toBeNull();
    expect([sys(pc).health.value, sys(pc).recoveries.value]).toEqual([18, 6]);
    expect(updates()).toHaveLength(1);
    const fine = hero({ health: { value: 20, max: 30, below: 0, temp: 0 } });
    writes.length = 0;
    expect(await takeRest(fine.actor as never, "quickRest", gm, 0)).toBeNull();
    expect(writes).toHaveLength(0);
  });

  it("R13-6 the sheet's quick rest asks how many (at least 1 when staggered); a 0 typed for a staggered PC is refused with a clear message and nothing is sent or written", async () => {
    const pc = hero({});
    const sent: unknown[] = [];
    const asked: unknown[] = [];
    const api = (globalThis as { foundry: { applications: Record<string, unknown> } }).foundry.applications;
    api["api"] = { DialogV2: { wait: async (config: { content: string }) => (asked.push(config.content), "0") } };
    await restClicked(pc.actor as never, "quickRest", (...args) => void sent.push(args));
    expect(asked[0]).toContain('min="1"');
    expect(warnings.at(-1)).toContain("ER.Resolution.Refused.mustSpendRecovery");
    expect(writes).toHaveLength(0);
    api["api"] = { DialogV2: { wait: async () => "2" } };
    dice.push(6, 7);
    await restClicked(pc.actor as never, "quickRest", (...args) => void sent.push(args));
    expect([sys(pc).health.value, sys(pc).recoveries.value]).toEqual([18, 6]);
    const game = (globalThis as unknown as { game: { user: unknown } }).game;
    game.user = PLAYER;
    try {
      await restClicked(pc.actor as never, "quickRest", (...args) => void sent.push(args));
    } finally {
      game.user = GM;
    }
    expect(sent).toEqual([[pc.actor.uuid, "quickRest", 2]]);
  });

  it("the relay's quick rest: the owner's count is checked again on the GM's client (0 while staggered writes nothing); a count that is not a whole number is dropped as malformed", async () => {
    const pc = hero({});
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "quickRest", count: 0 });
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "quickRest", count: "2" });
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "quickRest", count: 1.5 });
    await settle();
    expect(writes).toHaveLength(0);
    dice.push(6);
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "quickRest", count: 1 });
    await settle();
    expect([sys(pc).health.value, sys(pc).recoveries.value]).toEqual([11, 7]);
  });

  it("the relay: the owner's request rolls on the GM's client (a forged amount is dropped); another player's is refused; an unknown rest is refused", async () => {
    const pc = hero({});
    dice.push(4);
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "recovery", amount: 99, total: 40 });
    await settle();
    expect([sys(pc).health.value, sys(pc).recoveries.value]).toEqual([9, 7]);
    writes.length = 0;
    trustedSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "recovery" });
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "fullHealUp" });
    playerSocket.emit(SOCKET, { kind: "rest", actorUuid: pc.actor.uuid, rest: "oseRestDay" });
    await settle();
    expect(writes).toHaveLength(0);
  });
});

describe("OSR nights and OSE days (RS-10, RO-10)", () => {
  it("G2R-10 level 4 at 7/10: a safe night → 10 (cap), an unsafe night → 8; a night clears injured", async () => {
    rulesetInForce.value = ruleset(PRESETS.osr);
    const pc = hero({ level: 4, health: { value: 7, max: 10, below: 0, temp: 0 } });
    (pc.actor as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { badges: ["injured"] } };
    // The stand-in Roll totals what the dice list gives: the formulas "1" and "4" (+level) roll as written.
    dice.push(1, 4);
    expect(await takeRest(pc.actor as never, "osrUnsafeNight", gm)).toBeNull();
    expect(sys(pc).health.value).toBe(8);
    expect((pc.actor as unknown as { flags: Record<string, Record<string, unknown>> }).flags[SYSTEM_ID]!["badges"]).toEqual([]);
    expect(await takeRest(pc.actor as never, "osrSafeNight", gm)).toBeNull();
    expect(sys(pc).health.value).toBe(10);
    expect(restButtons({ type: "character" }, false).map((b) => b.id)).toEqual(["osrSafeNight", "osrUnsafeNight"]);
  });

  it("GOR-12 a full day of rest 1d3 = 2 → +2; an interrupted day → +0, no write", async () => {
    rulesetInForce.value = ruleset(PRESETS.ose);
    const pc = hero({ health: { value: 3, max: 10, below: 0, temp: 0 } });
    dice.push(2);
    expect(await takeRest(pc.actor as never, "oseRestDay", gm)).toBeNull();
    expect(sys(pc).health.value).toBe(5);
    writes.length = 0;
    expect(await takeRest(pc.actor as never, "oseRestInterrupted", gm)).toBeNull();
    expect(updates()).toHaveLength(0);
  });
});

describe("health the schema holds but the rules refuse (fuzz audit 3, M2)", () => {
  it("an actor at 12/10 (max lowered by hand) rests under every model with rests: read as 10/10, healed to at most max, never an uncaught throw", async () => {
    for (const [config, restId] of [[PRESETS.osr, "osrSafeNight"], [PRESETS.a13, "quickRest"], [PRESETS.a13, "recovery"], [PRESETS.ose, "oseRestDay"]] as const) {
      rulesetInForce.value = ruleset(config);
      const pc = hero({ health: { value: 12, max: 10, below: 0, temp: 0 } });
      dice.push(3, 3, 3);
      const outcome = await takeRest(pc.actor as never, restId, gm, 1);
      expect(outcome).toBeNull();
      expect(sys(pc).health.value).toBeLessThanOrEqual(10);
    }
  });

  it("a rest the rules refuse for another reason is refused as malformed (a localised refusal), never thrown", async () => {
    rulesetInForce.value = ruleset(PRESETS.osr);
    const pc = hero({ level: -3, health: { value: 4, max: 10, below: 0, temp: 0 } });
    dice.push(1, 4);
    await expect(takeRest(pc.actor as never, "osrSafeNight", gm)).resolves.toBe("malformed");
  });
});
