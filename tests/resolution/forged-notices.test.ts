/**
 * The system's GM notices (stabilise, death-save death, deadline death, R8 dead notice) and their
 * Undo (R14) against a hostile player on the strict stand-ins: the test process is the active GM's
 * client; a forged notice is a message whose author is the player, with the flag and the button the
 * system's own notice carries. The GM's click is the listener `renderChatMessageHTML` wires.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, hooks, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { STABILISE_FLAG, stabilise, undoStabilise } from "../../module/resolution/stabilise";
import { DEATH_SAVE_DEATH_FLAG, undoDeathSaveDeath } from "../../module/resolution/death-save-undo";
import { DEADLINE_DEATH_FLAG, undoDeadlineDeath } from "../../module/resolution/fight-end";
import { DEAD_NOTICE_FLAG, postDeadNotice } from "../../module/resolution/dead-notice";
import type { FakeUser } from "../support/combat-world";

registerResolution();
const gm = { id: GM.id, isGM: true };

/** The GM's chat element of a message: one button (the selector's), which records its listeners. */
function rendered(selector: string) {
  const listeners: Array<(e: unknown) => void> = [];
  const button = { removed: false, remove() { this.removed = true; }, addEventListener(_t: string, fn: (e: unknown) => void) { listeners.push(fn); } };
  const el = { querySelector: (s: string) => (s === selector ? button : null), addEventListener() {} } as unknown as HTMLElement;
  return { el, button, click: async () => { for (const fn of listeners) fn({ preventDefault() {} }); await settle(); } };
}

function goblin(): FakeToken {
  const actor = new FakeActor("Goblin", "creature", { health: { value: 0, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } });
  actor.setStatus("dead");
  return addToken(new FakeToken(actor));
}

function notice(author: FakeUser, flag: string, record: unknown): FakeMessage {
  const m = new FakeMessage(author, { [SYSTEM_ID]: { [flag]: record as Record<string, unknown> } }, []);
  messageStore.set(m.id, m);
  return m;
}

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  tokens.clear();
  messageStore.clear();
  setActiveGM(GM);
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("a notice a player wrote gets no Undo, and an Undo writes only what its rule owns (H1)", () => {
  it("a forged stabilise note naming the goblin with before {ownership.<player>: 3}: no Undo wired, and undoStabilise refuses it", async () => {
    const g = goblin();
    const record = { actorUuid: g.actor.uuid, before: { [`ownership.${PLAYER.id}`]: 3 }, addedDead: false, removed: [], undone: false };
    const forged = notice(PLAYER, STABILISE_FLAG, record);
    const r = rendered("[data-er-undo-stabilise]");
    hooks.callAll("renderChatMessageHTML", forged, r.el);
    expect(r.button.removed).toBe(true);
    await r.click();
    expect(await undoStabilise(forged, gm)).toBe("unknownMessage");
    expect(g.actor.testUserPermission(PLAYER, "OWNER")).toBe(false);
    expect(writes).toHaveLength(0);
  });

  it("a GM-authored stabilise record naming a path its rule never writes is refused (the Undo writes health, dying, abilities and badges only)", async () => {
    const g = goblin();
    for (const before of [{ [`ownership.${PLAYER.id}`]: 3 }, { "system.health.value": 5, name: "Pwned" }, { "system.abilities.str": "x" }, { "system.dying": { failures: "a" } }, { "flags.enchanted-realms.badges": [{}] }]) {
      expect(await undoStabilise(notice(GM, STABILISE_FLAG, { actorUuid: g.actor.uuid, before, addedDead: false, removed: [], undone: false }), gm)).toBe("unknownMessage");
    }
    expect(await undoStabilise(notice(GM, STABILISE_FLAG, { actorUuid: g.actor.uuid, before: { "system.health.value": 0 }, addedDead: false, removed: ["dead"], undone: false }), gm)).toBe("unknownMessage");
    expect(writes).toHaveLength(0);
  });

  it("the system's own stabilise note keeps its Undo: the GM's click puts the before-state back", async () => {
    const actor = new FakeActor("Ada", "character", { health: { value: 0, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: 47, combat: "" } } as never, { [PLAYER.id]: 3 });
    Object.assign(actor.system, { abilities: { str: 10, dex: 10, con: 10, int: 12, wis: 10, cha: 10 } });
    actor.setStatus("unconscious", true);
    addToken(new FakeToken(actor));
    const { dice } = await import("../support/combat-world");
    dice.push(5, 3);
    expect(await stabilise(actor as never, gm)).toBeNull();
    const real = notice(GM, STABILISE_FLAG, (created.at(-1)!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![STABILISE_FLAG]);
    const r = rendered("[data-er-undo-stabilise]");
    hooks.callAll("renderChatMessageHTML", real, r.el);
    expect(r.button.removed).toBe(false);
    await r.click();
    expect([(actor.system as unknown as { abilities: Record<string, number> }).abilities["int"], actor.system.health.value]).toEqual([12, 0]);
  });

  it("a forged death-save death notice: no Undo wired, undoDeathSaveDeath refuses it, the goblin stays dead", async () => {
    const g = goblin();
    const forged = notice(PLAYER, DEATH_SAVE_DEATH_FLAG, { actorUuid: g.actor.uuid, before: { failures: 0, stable: false, since: 3, combat: "" }, addedDead: true, undone: false });
    const r = rendered("[data-er-undo-death-save]");
    hooks.callAll("renderChatMessageHTML", forged, r.el);
    expect(r.button.removed).toBe(true);
    await r.click();
    expect(await undoDeathSaveDeath(forged, gm)).toBe("unknownMessage");
    expect(g.actor.statuses.has("dead")).toBe(true);
  });

  it("a forged deadline death notice: no Undo wired, undoDeadlineDeath refuses it, the goblin stays dead; the GM's own notice lifts dead", async () => {
    const g = goblin();
    const forged = notice(PLAYER, DEADLINE_DEATH_FLAG, { actorUuid: g.actor.uuid });
    const r = rendered("[data-er-undo-dead]");
    hooks.callAll("renderChatMessageHTML", forged, r.el);
    expect(r.button.removed).toBe(true);
    await r.click();
    expect(await undoDeadlineDeath(forged, gm)).toBe("unknownMessage");
    expect(g.actor.statuses.has("dead")).toBe(true);
    const real = notice(GM, DEADLINE_DEATH_FLAG, { actorUuid: g.actor.uuid });
    const r2 = rendered("[data-er-undo-dead]");
    hooks.callAll("renderChatMessageHTML", real, r2.el);
    expect(r2.button.removed).toBe(false);
    await r2.click();
    expect(g.actor.statuses.has("dead")).toBe(false);
  });

  it("a forged R8 dead notice naming the GM's card: no Undo wired (the killing blow stays)", async () => {
    const g = goblin();
    const card = new FakeMessage(GM, {}, []);
    messageStore.set(card.id, card);
    const forged = notice(PLAYER, DEAD_NOTICE_FLAG, { cardId: card.id, tokenUuid: g.document.uuid });
    const r = rendered("[data-er-dead-notice] button[data-er-op='undo']");
    hooks.callAll("renderChatMessageHTML", forged, r.el);
    await settle();
    expect(r.button.removed).toBe(true);
    await r.click();
    expect(writes).toHaveLength(0);
    expect(g.actor.statuses.has("dead")).toBe(true);
  });
});

describe("R8 dead notice of a hidden token (R11)", () => {
  it("is whispered to the GMs when the token is hidden, public otherwise", async () => {
    const hidden = addToken(new FakeToken(new FakeActor("Hidden sniper", "creature", { health: { value: 0, max: 5 } }), true));
    const shown = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 0, max: 5 } })));
    await postDeadNotice("msg0000000000001", hidden.document.uuid, "Hidden sniper");
    await postDeadNotice("msg0000000000001", shown.document.uuid, "Goblin");
    expect(created.map((c) => c.data["whisper"])).toEqual([[GM.id, "gmUser0000000002"], undefined]);
  });
});
