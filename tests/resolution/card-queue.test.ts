/**
 * Requests on one card, one at a time, on the active GM's client (card-queue.ts): two requests sent
 * together are handled in order (the second sees the first's ledger entry and asks "Apply again?"),
 * and a flood of requests on one row opens at most one question. Strict stand-ins: the player's
 * requests arrive through the socket server with the player's id.
 */
import "../support/combat-world";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, server, setActiveGM, settle } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { queueOnCard } from "../../module/resolution/card-queue";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const g = globalThis as Record<string, unknown>;

let asked = 0;
let answer = true;
let open = 0;
let mostOpen = 0;
beforeEach(() => {
  asked = 0;
  open = 0;
  mostOpen = 0;
  answer = true;
  // DialogV2.confirm as documented, answered a moment later (the GM reads the question first).
  const confirm = async (config: { rejectClose: boolean }) => {
    if (config.rejectClose !== false) throw new Error("closing the question must not reject");
    asked++;
    mostOpen = Math.max(mostOpen, ++open);
    await new Promise((r) => setTimeout(r, 1));
    open--;
    return answer;
  };
  (g["foundry"] as Record<string, Record<string, unknown>>)["applications"]!["api"] = { DialogV2: { confirm } };
  tokens.clear();
  writes.length = 0;
  resetRefusalLog();
  setActiveGM(GM);
});
afterEach(() => setActiveGM(GM));

function cardOn(token: FakeToken, damage: number): FakeMessage {
  const row: CardRow = { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 11, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows: [row], ledger: [],
  };
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: damage }]);
  messageStore.set(message.id, message);
  return message;
}
const ledgerOf = (m: FakeMessage) => (m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag).ledger;
const hero = () => addToken(new FakeToken(new FakeActor("Pip's hero", "character", { health: { value: 30, max: 30 } }, { [PLAYER.id]: 3 })));
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe("requests on one card are handled one at a time", () => {
  it("two applyHealth requests sent together: the first applies, the second sees it and asks again; every application is in the ledger", async () => {
    const pc = hero();
    const message = cardOn(pc, 4);
    const request = { kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" };
    playerSocket.emit(SOCKET, request);
    playerSocket.emit(SOCKET, request);
    await until(() => ledgerOf(message).length === 2);
    await settle();
    const applications = 30 - pc.actor.system.health.value;
    expect({ applications: applications / 4, asked, recorded: ledgerOf(message).length }).toEqual({ applications: 2, asked: 1, recorded: 2 });
  });

  it("a no to the second leaves one application, recorded once", async () => {
    answer = false;
    const pc = hero();
    const message = cardOn(pc, 4);
    const request = { kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" };
    playerSocket.emit(SOCKET, request);
    playerSocket.emit(SOCKET, request);
    await until(() => asked === 1 && open === 0);
    await settle();
    expect([pc.actor.system.health.value, ledgerOf(message).length]).toEqual([26, 1]);
  });

  it("work on one card waits for the work before it; another card's does not", async () => {
    const order: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      await new Promise((r) => setTimeout(r, ms));
      order.push(name);
      return null;
    };
    await Promise.all([queueOnCard("cardA", "t1", slow("A1", 5)), queueOnCard("cardA", "t2", slow("A2", 0)), queueOnCard("cardB", "t1", slow("B1", 0))]);
    expect(order).toEqual(["B1", "A1", "A2"]);
  });
});

describe("a flood of requests opens at most one 'Apply again?'", () => {
  it("200 requests on a row already applied to the player's own token: one question, one more application at most", async () => {
    const pc = hero();
    const message = cardOn(pc, 1);
    const request = { kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "heal" };
    pc.actor.system.health.value = 10;
    playerSocket.emit(SOCKET, { ...request, op: "apply" });
    await until(() => ledgerOf(message).length === 1);
    for (let i = 0; i < 200; i++) playerSocket.emit(SOCKET, request);
    await until(() => asked >= 1 && open === 0);
    await settle();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toBeLessThanOrEqual(1);
    expect(mostOpen).toBeLessThanOrEqual(1);
    expect(ledgerOf(message).length).toBeLessThanOrEqual(2);
  });

  it("while a question about a row is open, a further request on it is refused at once", async () => {
    const pc = hero();
    const message = cardOn(pc, 1);
    const request = { kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" };
    playerSocket.emit(SOCKET, request);
    await until(() => ledgerOf(message).length === 1);
    playerSocket.emit(SOCKET, request);
    await until(() => open === 1);
    playerSocket.emit(SOCKET, request);
    playerSocket.emit(SOCKET, request);
    await until(() => open === 0);
    await settle();
    expect(asked).toBe(1);
    expect(ledgerOf(message)).toHaveLength(2);
  });
});
