/**
 * VARIANTS.md §3.7, §13.3 row 7 (001:L223): a player's interception reaches the active GM's client
 * over the relay with the socket's sender id; only the active GM acts, from what it reads itself
 * (the strict interception stand-in), and the GM rules "past".
 */
import { GM, PLAYER, TRUSTED, setActiveGM, settings, warnings } from "../../tests/support/combat-world";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleRelay } from "./relay-gm";
import { parseRelay, sendRelay } from "./relay";
import { provideInterceptRelay } from "./relay-intercept";
import { handleIntercept, interceptRelayOutcome, interceptTargets } from "./intercept";
import { resetRefusalLog } from "./refusals";
import { PRESETS, cubeFromAxial } from "../rules";
import { InterceptStandIn } from "../../tests/support/intercept-world";
import en from "../../lang/en.json";

const COMBAT = "combat0000000001";
const X = "cmbX000000000001";
const Y = "cmbY000000000001";
const Z = "cmbZ000000000001";
const request = { kind: "intercept", combatId: COMBAT, combatantId: X, targetCombatantId: Y } as const;
const path = [-3, -2, -1, 0, 1, 2, 3].map((q) => cubeFromAxial(q, 1));
const NOW = 26;
let w: InterceptStandIn;

function world(over: { xPath?: typeof path; yHidden?: boolean; yTokenHidden?: boolean; engaged?: boolean } = {}): InterceptStandIn {
  return new InterceptStandIn(COMBAT, [GM.id], [
    // X, the player's monster-hunter, stands free at (0, 0); Y, a hostile ogre, walks past along r = 1.
    { id: X, name: "Brannoc", hex: cubeFromAxial(0, 0), disposition: 1, owners: [PLAYER.id], ...(over.xPath ? { path: over.xPath } : {}) },
    { id: Y, name: "Ogre", hex: path[0]!, disposition: -1, path, hidden: over.yHidden === true, tokenHidden: over.yTokenHidden === true },
    ...(over.engaged ? [{ id: Z, name: "Goblin", hex: cubeFromAxial(0, -1), disposition: -1 }] : []),
  ]);
}

beforeEach(() => {
  resetRefusalLog();
  setActiveGM(GM);
  settings["enchanted-realms.variants"] = PRESETS.a13;
  w = world();
  provideInterceptRelay(async (req, sender) => interceptRelayOutcome(await handleIntercept(req, sender, w)));
});
afterEach(() => {
  setActiveGM(GM);
  delete settings["enchanted-realms.variants"];
});

describe("the intercept relay kind", () => {
  it("parses only bounded ids, and drops any other field (a hex, a verdict)", () => {
    expect(parseRelay({ ...request, past: true, stopAt: 0 })).toEqual(request);
    expect(parseRelay({ ...request, targetCombatantId: "x".repeat(17) })).toBeNull();
    expect(parseRelay({ ...request, targetCombatantId: undefined })).toBeNull();
    expect(parseRelay({ ...request, combatId: "../x" })).toBeNull();
  });

  it("G13E-I9 over the relay: the owner intercepts; the GM is asked 'past', then both memories are written and the stop is posted", async () => {
    expect(await handleRelay({ ...request, past: false }, PLAYER.id)).toBeNull();
    expect(w.asked).toEqual(["Brannoc>Ogre"]);
    expect(w.memory.get(X)).toEqual({ interceptAt: NOW, stoppedAt: 0 });
    expect(w.memory.get(Y)).toEqual({ interceptAt: 0, stoppedAt: NOW });
    expect(w.posts.map((p) => p.key)).toEqual(["ER.Engagement.Intercept.Done"]);
    // Twice a phase is refused.
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("already");
    expect(await handleRelay(request, PLAYER.id)).toBe("interceptRefused");
    expect(w.writes).toHaveLength(2);
  });

  it("G13E-I10 the GM rules 'not past': nothing is written, the ruling is posted", async () => {
    w.answer = false;
    expect(await handleRelay(request, PLAYER.id)).toBeNull();
    expect(w.writes).toEqual([]);
    expect(w.posts.map((p) => p.key)).toEqual(["ER.Engagement.Intercept.Declined"]);
  });

  it("G13E-I11 forged: an unknown sender or a sender who does not own the interceptor is refused, nothing asked or written", async () => {
    expect(await handleRelay(request, "nobody0000000001")).toBe("unknownSender");
    expect(await handleRelay(request, TRUSTED.id)).toBe("notOwner");
    // Naming the ogre as the interceptor: the player does not own it.
    expect(await handleRelay({ ...request, combatantId: Y, targetCombatantId: X }, PLAYER.id)).toBe("notOwner");
    expect(w.asked).toEqual([]);
    expect(w.writes).toEqual([]);
  });

  it("G13E-I12 a hidden target is unknown to a player and never read; the GM may name a hidden combatant whose token is seen, never a hidden token (engagement leaves it out)", async () => {
    w = world({ yHidden: true });
    expect(await handleRelay(request, PLAYER.id)).toBe("unknownTarget");
    expect(w.reads.filter((r) => r.startsWith(Y))).toEqual([]);
    expect(interceptTargets(w, COMBAT, X, [X, Y], PLAYER.id)).toEqual([]);
    expect(w.reads.filter((r) => r.startsWith(Y))).toEqual([]);
    expect(interceptTargets(w, COMBAT, X, [X, Y], GM.id)).toEqual([[Y, "Ogre"]]);
    // The GM's own interception of a hidden mover is whispered, never posted to all.
    expect(await handleIntercept(request, GM.id, w)).toBeNull();
    expect(w.posts.map((p) => p.secret)).toEqual([true]);
    w = world({ yTokenHidden: true });
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("unknownTarget");
    expect(w.reads.filter((r) => r.startsWith(Y))).toEqual([]);
    expect(await handleIntercept(request, GM.id, w)).toBe("noPath");
  });

  it("G13E-I13 not at a movement second, an engaged interceptor, or a spent phase is refused", async () => {
    w.now = { round: 2, second: 7 };
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("notMovementSecond");
    expect(await handleRelay(request, PLAYER.id)).toBe("interceptRefused");
    w = world({ engaged: true });
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("engaged");
    w = world({ xPath: [cubeFromAxial(0, -2), cubeFromAxial(0, 0)] });
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("phaseSpent");
    w.now = null;
    expect(await handleIntercept(request, PLAYER.id, w)).toBe("notStarted");
    expect(w.asked).toEqual([]);
    expect(w.writes).toEqual([]);
  });

  it("G13E-I14 the tracker's list: the movers it may intercept now, by name", () => {
    expect(interceptTargets(w, COMBAT, X, [X, Y], PLAYER.id)).toEqual([[Y, "Ogre"]]);
    expect(interceptTargets(w, COMBAT, X, [X, Y], TRUSTED.id)).toEqual([]);
  });

  it("G13E-I15 no GM connected: no client acts, and the player's client sends nothing and is told", async () => {
    setActiveGM(null);
    expect(await handleRelay(request, PLAYER.id)).toBeUndefined();
    const before = warnings.length;
    sendRelay(request);
    expect(warnings.slice(before)).toContain("ER.Combat.Relay.NoGM");
    expect(w.writes).toEqual([]);
  });

  it("every refusal a user can be told has its language key", () => {
    const refused = (en as unknown as { ER: { Engagement: { Intercept: { Refused: Record<string, string> } } } }).ER.Engagement.Intercept.Refused;
    for (const reason of ["off", "notMovementSecond", "self", "notHostile", "unable", "engaged", "phaseSpent", "already", "moverStill", "moverStopped", "notNear", "notStarted", "unknownCombatant", "unknownTarget", "notOwner", "noPath"]) expect(typeof refused[reason], reason).toBe("string");
  });
});
