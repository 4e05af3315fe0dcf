/**
 * A hostile player against the 13A death save (RESOLUTION.md RT-3, §7.6, R13, R15) on the strict
 * stand-ins: the test process is the active GM's client; a player's request arrives through the
 * socket server with the player's id, and a card the player wrote is a message it authored.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, dice, server, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { DEATH_SAVE_FLAG, deathSaveSecondOf, rollDeathSave, type DeathSaveCard } from "../../module/resolution/death-save";
import type { FakeUser } from "../support/combat-world";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const gm = { id: GM.id, isGM: true };

let pc: FakeToken;
let hero: FakeCombatant;
let boss: FakeCombatant;
let combat: FakeCombat;

function card(author: FakeUser, over: Partial<DeathSaveCard> = {}): FakeMessage {
  const flag: DeathSaveCard = { actorUuid: pc.actor.uuid, combatId: combat.id, combatantId: hero.id, round: 2, second: 7, failures: 0, rolled: null, ...over };
  const message = new FakeMessage(author, { [SYSTEM_ID]: { [DEATH_SAVE_FLAG]: flag } }, []);
  messageStore.set(message.id, message);
  return message;
}
const sys = () => pc.actor.system as unknown as { health: { value: number }; dying: { failures: number } };

beforeEach(() => {
  writes.length = 0;
  dice.length = 0;
  tokens.clear();
  messageStore.clear();
  combats.clear();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a13));
  const actor = new FakeActor("Hero", "character", { health: { value: 0, max: 30, below: 8, temp: 0 }, dying: { failures: 0, stable: false, since: 47, combat: "" } }, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 } });
  actor.setStatus("unconscious", true);
  pc = addToken(new FakeToken(actor));
  hero = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: planAction(1, 7) });
  (hero as unknown as { actor: unknown }).actor = pc.actor;
  boss = new FakeCombatant({ id: "cbt0000000000002", name: "Boss", action: planAction(2, 12) });
  // Round 2, second 7 (absolute 47): the hero's death save is due now.
  combat = new FakeCombat("combat0000000001", 2, 47, [hero, boss]);
  combats.set(combat.id, combat);
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("a death save is rolled only from the GM's card, for the combatant tied to its actor, at its due moment (H2)", () => {
  it("a card the player wrote naming the boss's combatant: the relay request rolls nothing and the boss's action stays", async () => {
    const bossAction = structuredClone(boss.system.action);
    dice.push(20, 13);
    playerSocket.emit(SOCKET, { kind: "deathSave", messageId: card(PLAYER, { combatantId: boss.id, second: 20 }).id });
    await settle();
    expect(boss.system.action).toEqual(bossAction);
    expect([sys().health.value, dice.length]).toEqual([0, 2]);
  });

  it("re-roll by re-posting: after the GM's card failed, the player's own card rolls nothing", async () => {
    dice.push(3);
    playerSocket.emit(SOCKET, { kind: "deathSave", messageId: card(GM).id });
    await settle();
    dice.push(17, 13);
    playerSocket.emit(SOCKET, { kind: "deathSave", messageId: card(PLAYER).id });
    await settle();
    expect([sys().dying.failures, sys().health.value, dice.length]).toEqual([1, 0, 2]);
  });

  it("a GM's card whose combatant is not its actor's is refused; so is one from a combat that is gone", async () => {
    dice.push(20, 13);
    expect(await rollDeathSave(card(GM, { combatantId: boss.id }), gm)).toBe("unknownCombatant");
    expect(await rollDeathSave(card(GM, { combatId: "combat0000000009" }), gm)).toBe("unknownCombat");
    expect(writes).toHaveLength(0);
  });

  it("a card of an earlier round is no longer due for a player: a stable PC cannot save up cards to fish for a 16+", async () => {
    combat.system.absolute = 61;
    combat.round = 3;
    dice.push(17, 13);
    const player = { id: PLAYER.id, isGM: false };
    expect(await rollDeathSave(card(GM, { round: 2 }), player)).toBe("notDue");
    expect(await rollDeathSave(card(GM, { round: 4 }), player)).toBe("notDue");
    expect(await rollDeathSave(card(GM, { round: 4 }), gm)).toBe("notDue");
    expect(writes).toHaveLength(0);
  });

  it("the GM may still roll a card its round passed by; a natural 20 then gives no action", async () => {
    combat.system.absolute = 61;
    combat.round = 3;
    const before = structuredClone(hero.system.action);
    dice.push(20, 13);
    expect(await rollDeathSave(card(GM, { round: 2 }), gm)).toBeNull();
    await settle();
    expect([sys().health.value, hero.system.action]).toEqual([13, before]);
  });

  it("a natural 20 acts at the combatant's own death-save second (the clock's round), whatever second the card names", async () => {
    // Its own second (9) is neither the card's (15) nor the clock's (7, absolute 47), so each wrong source shows.
    hero.system.variant = { ...hero.system.variant, base: 9 };
    dice.push(20, 13);
    expect(await rollDeathSave(card(GM, { second: 15 }), gm)).toBeNull();
    await settle();
    expect(combat.system.absolute).toBe(47);
    expect(hero.system.action.landsAt).toBe(toAbsolute({ round: 2, second: deathSaveSecondOf(hero as never, 2) ?? 0 }));
    expect(hero.system.action.landsAt).toBe(2 * 20 + 9);
  });
});
