/**
 * The save card (RESOLUTION.md R12, RB-7, §4.4, §7.1 "Spell with a save") on the strict stand-ins:
 * the test process is the active GM's client; a player's request arrives through the socket server
 * with the player's id. The damage is rolled once for the card; the GM's client rolls each save.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, hooks, server, setActiveGM, settle } from "../support/combat-world";
import { HIT_LANDED_HOOK, type HitLanded } from "../../module/resolution/hit-landed";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET, parseRelay } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { applyRow } from "../../module/resolution/apply";
import { postSaveCard, rollSaveRow } from "../../module/resolution/save-card";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { saveCardView } from "../../module/resolution/save-view";
import type { Viewer } from "../../module/resolution/card-view";
import { clientViewer } from "../../module/resolution/render";
import { renderTemplate } from "../support/handlebars";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);

const g = globalThis as Record<string, unknown>;
class Caster extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
}

/** A character a player owns: core's `Actor#hasPlayerOwner`. */
class PlayerHero extends FakeActor {
  get hasPlayerOwner(): boolean {
    return true;
  }
}

const gm = { id: GM.id, isGM: true };
const ruleset = (id: "a5e" | "ose" | "osr") => rememberRuleset(resolveRuleset(PRESETS[id]));

/** Posts the card as the author's client would, and stores it as a message the GM's client can find. */
async function saveCard(system: Record<string, unknown>, targets: FakeToken[], author = GM): Promise<FakeMessage> {
  const caster = new Caster("Mage", "character", { health: { value: 10, max: 10 } });
  const item = { name: "Flame Burst", type: "spell", uuid: "Item.spell00000000001", parent: caster, system };
  created.length = 0;
  await postSaveCard(item as never, targets as never);
  const data = created[0]!.data;
  const message = new FakeMessage(author, data["flags"] as never, (data["rolls"] as FakeRoll[]).map((r) => ({ total: r.total! })));
  messageStore.set(message.id!, message);
  return message;
}
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;

let target: FakeToken;
beforeEach(() => {
  faces.length = 0;
  tokens.clear();
  resetRefusalLog();
  setActiveGM(GM);
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  const hero = new PlayerHero("Hero", "character", { health: { value: 20, max: 20 }, abilities: { dex: 14 } } as never, { [PLAYER.id]: 3 });
  target = addToken(new FakeToken(hero));
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("GAR-1 Flame Burst DC 12 Dex, 1d12 = 7, DEX 14 (A5E, 004:L103)", () => {
  const flame = { damage: "1d12", save: { kind: "dex", dc: 12, onSuccess: "" } };
  it("GAR-1 d20 9: 11 fails and takes 7", async () => {
    rulesetInForce.value = ruleset("a5e");
    faces.push(7);
    const message = await saveCard(flame, [target]);
    expect(flagOf(message).damage).toEqual({ formula: "1d12", rollIndex: 0 });
    faces.push(9);
    expect(await rollSaveRow(message as never, target.document.uuid, gm)).toBeNull();
    expect(flagOf(message).save!.results[0]).toMatchObject({ total: 11, success: false });
    expect(await applyRow(message as never, target.document.uuid, "apply", gm)).toBeNull();
    expect(target.actor.system.health.value).toBe(13);
  });

  it("GAR-1 d20 10: 12 succeeds and takes 0 (nothing to apply)", async () => {
    rulesetInForce.value = ruleset("a5e");
    faces.push(7);
    const message = await saveCard(flame, [target]);
    faces.push(10);
    expect(await rollSaveRow(message as never, target.document.uuid, gm)).toBeNull();
    expect(flagOf(message).save!.results[0]).toMatchObject({ total: 12, success: true });
    expect(await applyRow(message as never, target.document.uuid, "apply", gm)).toBe("nothingToApply");
    expect(target.actor.system.health.value).toBe(20);
  });
});

describe("GOR-11 breath vs a creature of HD 2 (OSE, 003:L196)", () => {
  it("GOR-11 d20 15 saves: 18 halves to 9; d20 14 fails: 18", async () => {
    rulesetInForce.value = ruleset("ose");
    const wyrm = () => addToken(new FakeToken(new FakeActor("Orc", "creature", { health: { value: 30, max: 30 }, hitDice: { dice: 2, plus: 0 } } as never)));
    const saved = wyrm();
    const failed = wyrm();
    faces.push(18);
    const message = await saveCard({ damage: "1d20", save: { kind: "breath", dc: 0, onSuccess: "" } }, [saved, failed]);
    faces.push(15, 14);
    expect(await rollSaveRow(message as never, saved.document.uuid, gm)).toBeNull();
    expect(await rollSaveRow(message as never, failed.document.uuid, gm)).toBeNull();
    expect(await applyRow(message as never, saved.document.uuid, "apply", gm)).toBeNull();
    expect(await applyRow(message as never, failed.document.uuid, "apply", gm)).toBeNull();
    expect([saved.actor.system.health.value, failed.actor.system.health.value]).toEqual([21, 12]);
  });
});

describe("a player character's own natural 1 on a save (R5, 002:L81)", () => {
  it("doubles the failed save's damage under OSR, not under A5E", async () => {
    const burst = { damage: "1d12", save: { kind: "dex", dc: 12, onSuccess: null } };
    for (const [id, expected] of [["osr", 6], ["a5e", 13]] as const) {
      rulesetInForce.value = ruleset(id);
      target.actor.system.health.value = 20;
      faces.push(7);
      const message = await saveCard(burst, [target]);
      faces.push(1);
      expect(await rollSaveRow(message as never, target.document.uuid, gm)).toBeNull();
      expect(await applyRow(message as never, target.document.uuid, "apply", gm)).toBeNull();
      expect(target.actor.system.health.value).toBe(expected);
    }
  });
});

describe("a failed save applied at a stamped time is a hitLanded event (R20, RT-10)", () => {
  const seen: HitLanded[] = [];
  hooks.on(HIT_LANDED_HOOK, (e: unknown) => void seen.push(e as HitLanded));

  it("raises failedSave for the failed row only, at the card's absolute second", async () => {
    const other = addToken(new FakeToken(new FakeActor("Orc", "creature", { health: { value: 30, max: 30 } })));
    faces.push(8);
    const message = await saveCard({ damage: "1d12", save: { kind: "flat", dc: 12, onSuccess: "half" } }, [target, other]);
    flagOf(message).stamp = { round: 2, second: 7, absolute: 47 };
    faces.push(5, 15);
    await rollSaveRow(message as never, target.document.uuid, gm);
    await rollSaveRow(message as never, other.document.uuid, gm);
    seen.length = 0;
    expect(await applyRow(message as never, target.document.uuid, "apply", gm)).toBeNull();
    expect(await applyRow(message as never, other.document.uuid, "apply", gm)).toBeNull();
    expect(seen).toEqual([{ targetUuid: target.document.uuid, absolute: 47, event: "failedSave" }]);
  });
});

describe("the save relay (R13, R15)", () => {
  it("parses a save request strictly: 16-character message id and a token uuid, nothing else kept", () => {
    const uuid = "Scene.abcdefghijklmnop.Token.abcdefghijklmnop";
    expect(parseRelay({ kind: "save", messageId: "abcdefghijklmnop", targetUuid: uuid, amount: 99 })).toEqual({ kind: "save", messageId: "abcdefghijklmnop", targetUuid: uuid });
    expect(parseRelay({ kind: "save", messageId: "short", targetUuid: uuid })).toBeNull();
  });

  it("a player's forged request for a token it does not own is refused and rolls nothing", async () => {
    const goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 } })));
    faces.push(7);
    const message = await saveCard({ damage: "1d12", save: { kind: "flat", dc: 12, onSuccess: null } }, [goblin, target]);
    playerSocket.emit(SOCKET, { kind: "save", messageId: message.id, targetUuid: goblin.document.uuid });
    await settle();
    expect(flagOf(message).save!.results).toEqual([]);
    // Its own token: the GM's client rolls and records the result, with no amount in the card.
    faces.push(15);
    playerSocket.emit(SOCKET, { kind: "save", messageId: message.id, targetUuid: target.document.uuid, total: 1, success: false, amount: 99 });
    await settle();
    expect(flagOf(message).save!.results).toEqual([{ tokenUuid: target.document.uuid, natural: 15, total: 15, success: true, onSuccess: "none", playerCharacter: true, diceTotal: 15 }]);
  });
});

describe("the save card's view (§7.1, R15)", () => {
  function viewer(message: FakeMessage, isGM: boolean, owned: string[]): Viewer {
    return { ...clientViewer(message as never, flagOf(message)), isGM, owns: (uuid) => owned.includes(uuid) };
  }

  it("a player gets Save on its own target's row only; the GM gets Save on every row and Roll all; a rolled row offers Apply with its amount", async () => {
    rulesetInForce.value = ruleset("a5e");
    const goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 } })));
    faces.push(7);
    const message = await saveCard({ damage: "1d12", save: { kind: "dex", dc: 12, onSuccess: null } }, [goblin, target]);
    const player = saveCardView(flagOf(message), viewer(message, false, [target.actor.uuid]))!;
    expect(player.rows.map((r) => r.buttons.map((b) => b.op))).toEqual([[], ["save"]]);
    expect(player.rollAll).toBe(false);
    const gmView = saveCardView(flagOf(message), viewer(message, true, []))!;
    expect(gmView.rows.map((r) => r.buttons.map((b) => b.op))).toEqual([["save"], ["save"]]);
    expect(gmView.rollAll).toBe(true);
    faces.push(9);
    await rollSaveRow(message as never, target.document.uuid, gm);
    const after = saveCardView(flagOf(message), viewer(message, false, [target.actor.uuid]))!;
    expect(after.rows[1]).toMatchObject({ outcome: "failed", total: 11, amount: 7 });
    expect(after.rows[1]!.buttons.map((b) => b.op)).toContain("apply");
    const html = renderTemplate("templates/chat/save-card.hbs", { title: "Flame Burst", view: after });
    expect(html).toContain('data-er-op="apply"');
    expect(html).not.toContain('data-er-op="save"');
    const gmHtml = renderTemplate("templates/chat/save-card.hbs", { title: "Flame Burst", view: saveCardView(flagOf(message), viewer(message, true, [])) });
    expect(gmHtml).toContain('data-er-op="save"');
    expect(gmHtml).toContain('data-er-op="rollAll"');
  });

  it("an attack card (no save part) has no save view", async () => {
    const message = await saveCard({ damage: "1d12", save: { kind: "flat", dc: 12, onSuccess: null } }, [target]);
    const { save: _save, ...attack } = flagOf(message);
    expect(saveCardView(attack as AttackCardFlag, viewer(message, true, []))).toBeNull();
  });
});
