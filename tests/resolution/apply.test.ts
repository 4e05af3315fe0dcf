/**
 * Applying and undoing an attack card's rows (RESOLUTION.md §7.3, §7.4, R13–R15) on the strict
 * stand-ins: the test process is the active GM's client, a player's request arrives through the
 * socket server with the player's id, and every write is counted.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, created, server, setActiveGM, settle, warnings } from "../support/combat-world";
import { BOOK_RULESET } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { applyRow, undoRow } from "../../module/resolution/apply";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { cardView } from "../../module/resolution/card-view";
import { clientViewer } from "../../module/resolution/render";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);

function row(token: FakeToken, over: Partial<CardRow> = {}): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: token.document.hidden, late: false, rollIndex: 0, outcome: "hit", natural: 11, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage", ...over };
}

/** A card as rollAttack records it: attack rolls first, the damage roll last (total `damage`). */
function card(rows: CardRow[], damage: number, author = GM, untargeted = false): FakeMessage {
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [],
    untargeted: untargeted ? { rollIndex: 0, natural: 12, total: 15 } : null,
    damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows, ledger: [],
  };
  const message = new FakeMessage(author, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: damage }]);
  messageStore.set(message.id!, message);
  return message;
}

const gm = { id: GM.id, isGM: true };
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
const marked = (a: FakeActor) => [...a.effects.values()].some((e) => e.statuses.has("unconscious") && e.flags[SYSTEM_ID]?.["zeroHealth"] === true);

let pc: FakeToken;
let goblin: FakeToken;
beforeEach(() => {
  writes.length = 0;
  warnings.length = 0;
  tokens.clear();
  resetRefusalLog();
  setActiveGM(GM);
  pc = addToken(new FakeToken(new FakeActor("Pip's hero", "character", { health: { value: 20, max: 20 } }, { [PLAYER.id]: 3 })));
  goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 }, defences: { ac: 15 } })));
});
afterEach(() => {
  setActiveGM(GM);
  rulesetInForce.value = null;
});

describe("the GM applies a row (GB-4, R7, RB-6)", () => {
  it("GB-4 health 5/12 takes 7: 0/12 and unconscious with the zero-health marker, not dead, and the GM's row offers Mark dead", async () => {
    const target = addToken(new FakeToken(new FakeActor("Ogre", "creature", { health: { value: 5, max: 12 } })));
    const message = card([row(target)], 7);
    expect(await applyRow(message, target.document.uuid, "apply", gm)).toBeNull();
    expect(target.actor.system.health.value).toBe(0);
    expect(marked(target.actor)).toBe(true);
    expect(target.actor.statuses.has("dead")).toBe(false);
    const view = cardView(flagOf(message), clientViewer(message as never, flagOf(message)), [15, 7]);
    expect(view.rows[0]!.buttons.map((b) => b.op)).toContain("markDead");
    expect(await applyRow(message, target.document.uuid, "markDead", gm)).toBeNull();
    expect(target.actor.statuses.has("dead")).toBe(true);
  });

  it("GB-4 healing 4 lifts the marked unconscious; a GM-set unconscious (no marker) stays; 8/12 healed 9 caps at 12", async () => {
    const hurt = addToken(new FakeToken(new FakeActor("Hurt", "character", { health: { value: 0, max: 12 } })));
    hurt.actor.setStatus("unconscious", true);
    const asleep = addToken(new FakeToken(new FakeActor("Asleep", "character", { health: { value: 0, max: 12 } })));
    asleep.actor.setStatus("unconscious");
    const scratched = addToken(new FakeToken(new FakeActor("Scratched", "character", { health: { value: 8, max: 12 } })));
    const heal4 = card([row(hurt), row(asleep)], 4);
    expect(await applyRow(heal4, hurt.document.uuid, "heal", gm)).toBeNull();
    expect(await applyRow(heal4, asleep.document.uuid, "heal", gm)).toBeNull();
    expect([hurt.actor.system.health.value, hurt.actor.statuses.has("unconscious")]).toEqual([4, false]);
    expect([asleep.actor.system.health.value, asleep.actor.statuses.has("unconscious")]).toEqual([4, true]);
    const heal9 = card([row(scratched)], 9);
    expect(await applyRow(heal9, scratched.document.uuid, "heal", gm)).toBeNull();
    const entry = flagOf(heal9).ledger.at(-1)!;
    expect([entry.before.health.value, entry.after.health.value, scratched.actor.system.health.value]).toEqual([8, 12, 12]);
  });

  it("writes one actor update per target and one message update per application", async () => {
    const message = card([row(pc), row(goblin)], 4);
    await applyRow(message, pc.document.uuid, "apply", gm);
    await applyRow(message, goblin.document.uuid, "apply", gm);
    const count = (doc: string, kind: string) => writes.filter((w) => w.doc === doc && w.kind === kind).length;
    expect([count(pc.actor.name, "update"), count("Goblin", "update"), count("message", "update")]).toEqual([1, 1, 2]);
    expect(flagOf(message).ledger.map((e) => e.tokenUuid)).toEqual([pc.document.uuid, goblin.document.uuid]);
  });

  it("a damage roll that totals a fraction (a formula with a division) applies its whole part", async () => {
    const message = card([row(goblin)], 7.5);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(3);
  });

  it("GB-7 a card with no target: the GM applies to the selected tokens, each recorded as a late target", async () => {
    const full = addToken(new FakeToken(new FakeActor("Full", "creature", { health: { value: 10, max: 10 } })));
    const low = addToken(new FakeToken(new FakeActor("Low", "creature", { health: { value: 4, max: 10 } })));
    const message = card([], 9, GM, true);
    const view = cardView(flagOf(message), clientViewer(message as never, flagOf(message)), [15, 9]);
    expect(view.applySelected).toBe(true);
    const late = (t: FakeToken): CardRow => row(t, { late: true, outcome: null, rollIndex: null, natural: null, total: null });
    expect(await applyRow(message, full.document.uuid, "apply", gm, late(full))).toBeNull();
    expect(await applyRow(message, low.document.uuid, "apply", gm, late(low))).toBeNull();
    expect([full.actor.system.health.value, low.actor.system.health.value]).toEqual([1, 0]);
    expect(low.actor.statuses.has("unconscious")).toBe(true);
    expect(flagOf(message).rows.map((r) => [r.tokenUuid, r.late])).toEqual([[full.document.uuid, true], [low.document.uuid, true]]);
  });
});

describe("an automatic death (R8)", () => {
  it("a model that kills at 0 sets dead, posts a notice naming the card and the target, and Undo puts back the health and lifts dead", async () => {
    // A stand-in 0-health point that kills at 0 (the shape OSE's module fills, RESOLUTION.md §4.3).
    const points = { ...BOOK_RULESET.points, zeroHealth: { atZero: () => ({ status: "dead", keepBelow: false, dying: false }), diesOf: () => false, fightEnded: (d: unknown) => d } };
    rulesetInForce.value = rememberRuleset({ ...BOOK_RULESET, points } as typeof BOOK_RULESET);
    created.length = 0;
    const target = addToken(new FakeToken(new FakeActor("Orc", "creature", { health: { value: 4, max: 8 } })));
    const message = card([row(target)], 6);
    expect(await applyRow(message, target.document.uuid, "apply", gm)).toBeNull();
    expect([target.actor.system.health.value, target.actor.statuses.has("dead")]).toEqual([0, true]);
    expect(created.map((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["deadNotice"])).toEqual([{ cardId: message.id, tokenUuid: target.document.uuid }]);
    expect(await undoRow(message, target.document.uuid, gm)).toBeNull();
    expect([target.actor.system.health.value, target.actor.statuses.has("dead")]).toEqual([4, false]);
  });

  it("the GM's own Mark dead posts no notice", async () => {
    created.length = 0;
    const message = card([row(goblin)], 6);
    expect(await applyRow(message, goblin.document.uuid, "markDead", gm)).toBeNull();
    expect(goblin.actor.statuses.has("dead")).toBe(true);
    expect(created).toEqual([]);
  });
});

describe("undo (GB-5, R14)", () => {
  it("GB-5 undoing the 7 before anything else changed puts back 5/12 and removes the unconscious it set", async () => {
    const target = addToken(new FakeToken(new FakeActor("Ogre", "creature", { health: { value: 5, max: 12 } })));
    const message = card([row(target)], 7);
    await applyRow(message, target.document.uuid, "apply", gm);
    expect(await undoRow(message, target.document.uuid, gm)).toBeNull();
    expect([target.actor.system.health.value, target.actor.statuses.has("unconscious")]).toEqual([5, false]);
    expect(flagOf(message).ledger.at(-1)!.undone).toBe(true);
    expect(await undoRow(message, target.document.uuid, gm)).toBe("nothingToUndo");
  });

  it("GB-5 undo is refused when the target was healed in between, and nothing changes", async () => {
    const target = addToken(new FakeToken(new FakeActor("Ogre", "creature", { health: { value: 5, max: 12 } })));
    const blow = card([row(target)], 7);
    await applyRow(blow, target.document.uuid, "apply", gm);
    await applyRow(card([row(target)], 4), target.document.uuid, "heal", gm);
    expect(await undoRow(blow, target.document.uuid, gm)).toBe("healthChanged");
    expect(target.actor.system.health.value).toBe(4);
    expect(flagOf(blow).ledger.at(-1)!.undone).toBe(false);
  });
});

describe("a player's request over the relay (GB-8, R13, R15)", () => {
  const ask = async (payload: Record<string, unknown>) => {
    playerSocket.emit(SOCKET, payload);
    await settle();
  };

  it("GB-8 a player is refused on a goblin it does not own and applies −9 to its own hero", async () => {
    const message = card([row(pc), row(goblin)], 9);
    await ask({ kind: "applyHealth", messageId: message.id, targetUuid: goblin.document.uuid, op: "apply" });
    expect(goblin.actor.system.health.value).toBe(10);
    expect(writes.filter((w) => w.doc === "Goblin")).toEqual([]);
    await ask({ kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" });
    expect(pc.actor.system.health.value).toBe(11);
  });

  it("GB-8 a forged payload's amount is dropped: the card's 9 is applied, not 999", async () => {
    const message = card([row(pc)], 9);
    await ask({ kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply", amount: 999, userId: GM.id });
    expect(pc.actor.system.health.value).toBe(11);
    expect(flagOf(message).ledger[0]!.amount).toBe(9);
  });

  it("a forged card (a player's own message claiming a huge crit, with no attacker or item to check it against) hurts nobody, not even its author's hero", async () => {
    const forged = card([row(pc, { outcome: "crit", multiplier: 8 }), row(goblin, { outcome: "crit", multiplier: 8 })], 9, PLAYER);
    await ask({ kind: "applyHealth", messageId: forged.id, targetUuid: goblin.document.uuid, op: "apply" });
    expect(goblin.actor.system.health.value).toBe(10);
    await ask({ kind: "applyHealth", messageId: forged.id, targetUuid: pc.document.uuid, op: "apply" });
    expect(pc.actor.system.health.value).toBe(20);
    expect(await applyRow(forged, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
  });

  it("a card whose recorded row the pipeline refuses (multiplier 100) is refused, even on the player's own hero, and nothing is written", async () => {
    const forged = card([row(pc, { outcome: "crit", multiplier: 100 })], 9);
    await ask({ kind: "applyHealth", messageId: forged.id, targetUuid: pc.document.uuid, op: "apply" });
    expect(pc.actor.system.health.value).toBe(20);
    expect(writes).toEqual([]);
  });

  it("the GM's own operations (×2, knock out, mark dead) are refused to a player even on its own hero", async () => {
    const message = card([row(pc)], 9, PLAYER);
    for (const op of ["double", "half", "knockOut", "markDead"]) await ask({ kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op });
    expect(pc.actor.system.health.value).toBe(20);
    expect(pc.actor.statuses.size).toBe(0);
  });

  it("a player undoes its own last application, and may not undo one on a goblin", async () => {
    const message = card([row(pc), row(goblin)], 9);
    await applyRow(message, goblin.document.uuid, "apply", gm);
    await ask({ kind: "undoHealth", messageId: message.id, targetUuid: goblin.document.uuid });
    expect(goblin.actor.system.health.value).toBe(1);
    await applyRow(message, pc.document.uuid, "apply", gm);
    await ask({ kind: "undoHealth", messageId: message.id, targetUuid: pc.document.uuid });
    expect(pc.actor.system.health.value).toBe(20);
  });

  it("only the active GM's client acts: with another GM active (or none) this client writes nothing", async () => {
    const message = card([row(pc)], 9, PLAYER);
    setActiveGM(GM2);
    await ask({ kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" });
    setActiveGM(null);
    await ask({ kind: "applyHealth", messageId: message.id, targetUuid: pc.document.uuid, op: "apply" });
    expect(pc.actor.system.health.value).toBe(20);
    expect(writes).toEqual([]);
  });
});
