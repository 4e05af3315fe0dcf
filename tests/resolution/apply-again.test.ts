/**
 * "Apply again?" (RESOLUTION.md §7.3): a row already applied asks the GM (DialogV2.confirm) before
 * a second application, whether the GM clicked or a player asked over the relay; a first
 * application, an undo and an undone row never ask.
 */
import "../support/combat-world";
import "./setup";
import { beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, server, settle } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { onButton } from "../../module/resolution/render";
import { appliesAgain } from "../../module/resolution/apply-again";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);

/** DialogV2.confirm as core: resolves true (yes), false (no) or null (closed with rejectClose false). */
const asked: Array<{ content: string }> = [];
let answer: boolean | null = true;
const api = ((globalThis as Record<string, unknown>)["foundry"] as { applications: Record<string, unknown> }).applications;
api["api"] = { DialogV2: { confirm: async (config: { content: string }) => (asked.push(config), answer) } };

function card(target: FakeToken, damage: number): FakeMessage {
  const row: CardRow = { tokenUuid: target.document.uuid, actorUuid: target.actor.uuid, name: target.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 12, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows: [row], ledger: [],
  };
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: damage }]);
  messageStore.set(message.id, message);
  return message;
}
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;

let hero: FakeToken;
beforeEach(() => {
  tokens.clear();
  asked.length = 0;
  answer = true;
  resetRefusalLog();
  hero = addToken(new FakeToken(new FakeActor("Hero", "character", { health: { value: 20, max: 20 } }, { [PLAYER.id]: 3 })));
});

describe("apply again? (§7.3)", () => {
  it("the GM's first click applies without asking; the second asks, and a no leaves the health as it was", async () => {
    const message = card(hero, 4);
    await onButton(message as never, "apply", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length]).toEqual([16, 0]);
    answer = false;
    await onButton(message as never, "apply", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length, flagOf(message).ledger.length]).toEqual([16, 1, 1]);
    expect(asked[0]!.content).toContain("Hero");
    answer = null;
    await onButton(message as never, "double", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length]).toEqual([16, 2]);
  });

  it("a yes applies the row a second time, recorded in the ledger", async () => {
    const message = card(hero, 4);
    await onButton(message as never, "apply", hero.document.uuid);
    await onButton(message as never, "apply", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length, flagOf(message).ledger.length]).toEqual([12, 1, 2]);
  });

  it("after an undo the row applies again without asking; undo itself never asks", async () => {
    const message = card(hero, 4);
    await onButton(message as never, "apply", hero.document.uuid);
    await onButton(message as never, "undo", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length]).toEqual([20, 0]);
    await onButton(message as never, "apply", hero.document.uuid);
    expect([hero.actor.system.health.value, asked.length]).toEqual([16, 0]);
  });

  it("a player's second request asks the GM, naming the player; a no refuses it", async () => {
    const message = card(hero, 4);
    const ask = async () => {
      playerSocket.emit(SOCKET, { kind: "applyHealth", messageId: message.id, targetUuid: hero.document.uuid, op: "apply" });
      await settle();
    };
    await ask();
    expect([hero.actor.system.health.value, asked.length]).toEqual([16, 0]);
    answer = false;
    await ask();
    expect([hero.actor.system.health.value, asked.length]).toEqual([16, 1]);
    expect(asked[0]!.content).toContain(PLAYER.name);
    answer = true;
    await ask();
    expect(hero.actor.system.health.value).toBe(12);
  });

  it("appliesAgain: only a recorded, not undone application of the same token; Mark dead and undo never count", () => {
    const message = card(hero, 4);
    const flag = flagOf(message);
    expect(appliesAgain(flag, hero.document.uuid, "apply")).toBe(false);
    const state = { health: { value: 20, max: 20, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } };
    const entry = { tokenUuid: hero.document.uuid, op: "apply" as const, amount: 4, before: state, after: state, add: [], remove: [], dead: false, undone: false };
    expect(appliesAgain({ ...flag, ledger: [entry] }, hero.document.uuid, "heal")).toBe(true);
    expect(appliesAgain({ ...flag, ledger: [entry] }, hero.document.uuid, "markDead")).toBe(false);
    expect(appliesAgain({ ...flag, ledger: [{ ...entry, undone: true }] }, hero.document.uuid, "apply")).toBe(false);
    expect(appliesAgain({ ...flag, ledger: [{ ...entry, op: "markDead" }] }, hero.document.uuid, "apply")).toBe(false);
    expect(appliesAgain({ ...flag, ledger: [entry] }, "Scene.scene00000000001.Token.other00000000001", "apply")).toBe(false);
  });
});
