/**
 * 13A death saves through the glue (RESOLUTION.md §4.1 R13-7, RT-3, §7.6) on the strict stand-ins:
 * the test process is the active GM's client; the card is posted at the PC's death-save second, the
 * roll is made here, and a player's click arrives as a relay request with the player's socket id.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, TRUSTED, combats, created, dice, server, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, actingAt, fromAbsolute, planAction, resolveRuleset, changeVariants } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { DEATH_SAVE_DEATH_FLAG, undoDeathSaveDeath } from "../../module/resolution/death-save-undo";
import { DEATH_SAVE_FLAG, failureDots, postDueDeathSaves, rollDeathSave, type DeathSaveCard } from "../../module/resolution/death-save";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const trustedSocket = server.client(TRUSTED.id);

function a13(patch: Record<string, unknown> = {}) {
  const r = changeVariants(PRESETS.a13, patch as never);
  if (!r.ok) throw new Error("illegal config");
  return rememberRuleset(resolveRuleset(r.config));
}

/** A dying level-3 PC (CON 14, d8, 8 recoveries) at 0 with the marked unconscious, owned by PLAYER. */
function dyingPc(dying: Partial<{ failures: number; stable: boolean }> = {}): FakeToken {
  const actor = new FakeActor("Hero", "character", { health: { value: 0, max: 30, below: 8, temp: 0 }, dying: { failures: 0, stable: false, since: 47, combat: "", ...dying } }, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 } });
  actor.setStatus("unconscious", true);
  return addToken(new FakeToken(actor));
}

/** The GM's card for the PC, due now: the combat (round 2, second 7) holds the PC's combatant. */
function card(token: FakeToken, failures = 0): FakeMessage {
  let combat = combats.get("combat0000000001");
  if (!combat) {
    combat = new FakeCombat("combat0000000001", 2, 47, [new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id] })]);
    combats.set(combat.id, combat);
  }
  (combat.combatants.get("cbt0000000000001") as unknown as { actor: unknown }).actor = token.actor;
  const flag: DeathSaveCard = { actorUuid: token.actor.uuid, combatId: "combat0000000001", combatantId: "cbt0000000000001", round: 2, second: 7, failures, rolled: null };
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { [DEATH_SAVE_FLAG]: flag } }, []);
  messageStore.set(message.id!, message);
  return message;
}

const gm = { id: GM.id, isGM: true };
const sys = (t: FakeToken) => t.actor.system as unknown as { health: { value: number; below: number }; dying: { failures: number; stable: boolean; since: number | null }; recoveries: { value: number } };

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  dice.length = 0;
  tokens.clear();
  messageStore.clear();
  combats.clear();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = a13();
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("G13R-11 a death save spends a recovery and heals from 0, or counts a failure", () => {
  it("G13R-11 a 16 with recovery dice 4 + 5 + 2 (+2): health 13, conscious, 7 recoveries, no action this round, one actor update", async () => {
    const pc = dyingPc();
    const message = card(pc);
    dice.push(16, 13);
    expect(await rollDeathSave(message, gm)).toBeNull();
    expect([sys(pc).health.value, sys(pc).health.below, sys(pc).recoveries.value, sys(pc).dying.since]).toEqual([13, 0, 7, null]);
    expect(pc.actor.statuses.has("unconscious")).toBe(false);
    expect(writes.filter((w) => w.doc === "Hero" && w.kind === "update")).toHaveLength(1);
    expect((message.flags[SYSTEM_ID]![DEATH_SAVE_FLAG] as DeathSaveCard).rolled).toMatchObject({ natural: 16, result: "recover", healed: 13 });
  });

  it("G13R-11 RT-3b a natural 20: the same, and the scheduler has it act at the death-save second (its action record lands there)", async () => {
    const pc = dyingPc();
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: planAction(1, 7) });
    // Its death save comes at its base second, 7 (RT-3).
    combatant.system.variant = { ...combatant.system.variant, base: 7 };
    const other = new FakeCombatant({ id: "cbt0000000000002", name: "Goblin", action: planAction(2, 12) });
    const combat = new FakeCombat("combat0000000001", 2, 47, [combatant, other]);
    combats.set(combat.id, combat);
    const states = () => [...combat.combatants.values()].map((c) => ({ id: c.id, action: c.system.action, tieBreak: c.system.tieBreak, conditions: [], defeated: false }));
    expect(actingAt(states(), { round: 2, second: 7 })).toEqual([]);
    dice.push(20, 13);
    expect(await rollDeathSave(card(pc), gm)).toBeNull();
    await settle();
    expect(sys(pc).health.value).toBe(13);
    expect(fromAbsolute(combatant.system.action.landsAt)).toEqual({ round: 2, second: 7 });
    expect(combatant.initiative).toBe(7);
    expect(actingAt(states(), { round: 2, second: 7 })).toEqual(["cbt0000000000001"]);
  });

  it("RT-3b a 16–19 gives no action this round; a natural 20 rolled after the round has passed gives none either", async () => {
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: planAction(1, 7) });
    const combat = new FakeCombat("combat0000000001", 2, 47, [combatant]);
    combats.set(combat.id, combat);
    dice.push(19, 13);
    expect(await rollDeathSave(card(dyingPc()), gm)).toBeNull();
    combat.system.absolute = 61;
    combat.round = 3;
    dice.push(20, 13);
    expect(await rollDeathSave(card(dyingPc()), gm)).toBeNull();
    await settle();
    expect(combatant.system.action).toEqual(planAction(1, 7));
  });

  it("G13R-11 a 15 is a failure: failures 1, still at 0 and unconscious, the card shows ●○○○", async () => {
    const pc = dyingPc();
    const message = card(pc);
    dice.push(15);
    expect(await rollDeathSave(message, gm)).toBeNull();
    expect([sys(pc).health.value, sys(pc).dying.failures, pc.actor.statuses.has("unconscious")]).toEqual([0, 1, true]);
    expect(message.content).toContain(failureDots(1));
    expect(failureDots(2)).toBe("●●○○");
  });

  it("a card rolls once", async () => {
    const pc = dyingPc();
    const message = card(pc);
    dice.push(15, 15);
    expect(await rollDeathSave(message, gm)).toBeNull();
    expect(await rollDeathSave(message, gm)).toBe("alreadyRolled");
    expect(sys(pc).dying.failures).toBe(1);
  });
});

describe("G13R-12 the fourth failure, stable, meaningful death", () => {
  it("G13R-12 failures 3 then a 9: dead", async () => {
    const pc = dyingPc({ failures: 3 });
    dice.push(9);
    expect(await rollDeathSave(card(pc, 3), gm)).toBeNull();
    expect([sys(pc).dying.failures, pc.actor.statuses.has("dead")]).toEqual([4, true]);
  });

  it("R8 the fourth-failure death is posted publicly with an Undo: the GM's Undo puts the failures back to 3 and lifts dead, once; a player's is refused", async () => {
    const pc = dyingPc({ failures: 3 });
    dice.push(9);
    expect(await rollDeathSave(card(pc, 3), gm)).toBeNull();
    const posted = created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[DEATH_SAVE_DEATH_FLAG]);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.data["whisper"]).toBeUndefined();
    expect(posted[0]!.data["content"]).toContain("data-er-undo-death-save");
    const notice = new FakeMessage(GM, structuredClone(posted[0]!.data["flags"]) as Record<string, Record<string, unknown>>, []);
    expect(await undoDeathSaveDeath(notice, { id: PLAYER.id, isGM: false })).toBe("gmOnly");
    expect(pc.actor.statuses.has("dead")).toBe(true);
    expect(await undoDeathSaveDeath(notice, gm)).toBeNull();
    expect([pc.actor.statuses.has("dead"), pc.actor.statuses.has("unconscious"), sys(pc).dying.failures, sys(pc).dying.since]).toEqual([false, true, 3, 47]);
    expect(await undoDeathSaveDeath(notice, gm)).toBe("nothingToUndo");
  });

  it("a death save that does not kill posts no death notice", async () => {
    dice.push(9);
    expect(await rollDeathSave(card(dyingPc({ failures: 1 }), 1), gm)).toBeNull();
    expect(created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[DEATH_SAVE_DEATH_FLAG])).toHaveLength(0);
  });

  it("G13R-12 the same while stable: failures stay 3, not dead", async () => {
    const pc = dyingPc({ failures: 3, stable: true });
    dice.push(9);
    expect(await rollDeathSave(card(pc, 3), gm)).toBeNull();
    expect([sys(pc).dying.failures, pc.actor.statuses.has("dead")]).toEqual([3, false]);
  });

  it("G13R-12 the same with meaningfulDeath: unconscious, not dead, a coma (stable, four failures)", async () => {
    rulesetInForce.value = a13({ resolution: { meaningfulDeath: true } });
    const pc = dyingPc({ failures: 3 });
    dice.push(9);
    expect(await rollDeathSave(card(pc, 3), gm)).toBeNull();
    expect([pc.actor.statuses.has("unconscious"), pc.actor.statuses.has("dead"), sys(pc).dying.stable, sys(pc).dying.failures]).toEqual([true, false, true, 4]);
  });
});

describe("the death-save relay (§7.6, R15): a player asks, the GM's client rolls", () => {
  it("the owner's request rolls on the GM's client; a forged natural or outcome in the payload is dropped", async () => {
    const pc = dyingPc();
    const message = card(pc);
    dice.push(3);
    playerSocket.emit(SOCKET, { kind: "deathSave", messageId: message.id, natural: 20, result: "recoverAndAct", healed: 99 });
    await settle();
    expect([sys(pc).dying.failures, sys(pc).health.value]).toEqual([1, 0]);
  });

  it("another player's request is refused (notOwner) and writes nothing; a malformed id is refused", async () => {
    const pc = dyingPc();
    const message = card(pc);
    dice.push(20, 13);
    trustedSocket.emit(SOCKET, { kind: "deathSave", messageId: message.id });
    playerSocket.emit(SOCKET, { kind: "deathSave", messageId: "short" });
    await settle();
    expect(writes).toHaveLength(0);
    expect((message.flags[SYSTEM_ID]![DEATH_SAVE_FLAG] as DeathSaveCard).rolled).toBeNull();
  });

  it("a PC that is no longer dying is not rolled for", async () => {
    const pc = dyingPc();
    (pc.actor.system as { dying: { since: number | null } }).dying.since = null;
    expect(await rollDeathSave(card(pc), gm)).toBe("notDying");
  });
});

describe("GXR-3 the death-save card at the PC's turn second (RT-3)", () => {
  function fight(model: "a13" | "er2d10", base: number) {
    const pc = dyingPc();
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id] });
    (combatant as unknown as { actor: unknown }).actor = pc.actor;
    combatant.system.variant = { ...combatant.system.variant, base };
    const combat = new FakeCombat("combat0000000001", 2, 41, [combatant]);
    combats.set(combat.id, combat);
    const config = changeVariants(PRESETS.a13, model === "a13" ? {} : ({ initiative: { model: "er2d10" } } as never));
    if (!config.ok) throw new Error("illegal config");
    rulesetInForce.value = rememberRuleset(resolveRuleset(config.config));
    return { pc, combat };
  }
  const posted = () => created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[DEATH_SAVE_FLAG]);

  it("GXR-3 under a13 initiative with base second 7: posted at second 7 (not 6), once a round, whispered to the owner and the GM", async () => {
    const { combat } = fight("a13", 7);
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 6 })).toBe(0);
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 7 })).toBe(1);
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 9 })).toBe(0);
    expect(posted()).toHaveLength(1);
    expect(new Set(posted()[0]!.data["whisper"] as string[])).toEqual(new Set([GM.id, PLAYER.id, "gmUser0000000002"]));
    expect(posted()[0]!.data["content"]).toContain("data-er-death-save");
    expect(await postDueDeathSaves(combat as never, { round: 3, second: 8 })).toBe(1);
  });

  it("GXR-3 under er2d10 (rolled every round): at second 1", async () => {
    const { combat } = fight("er2d10", 7);
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 1 })).toBe(1);
  });

  it("the book (no death-save point) posts nothing; another client than the active GM posts nothing", async () => {
    const { combat } = fight("a13", 7);
    setActiveGM(null);
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 7 })).toBe(0);
    setActiveGM(GM);
    rulesetInForce.value = null;
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 7 })).toBe(0);
  });
});
