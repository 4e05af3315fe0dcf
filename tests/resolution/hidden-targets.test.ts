/**
 * Targets hidden from the players stay out of public messages (RESOLUTION.md R11; docs/development.md
 * "Cards and dice"): every client receives a public ChatMessage whole, so a hidden target's name,
 * uuids, image, roll, outcome and later its ledger entries live only in a companion card whispered to
 * the GMs, which the GM applies like any card. On the strict stand-ins (the GM's client).
 */
import "../support/combat-world";
import "./setup";
import { beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, created, setActiveGM } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { rollAttack } from "../../module/resolution/roll-attack";
import { postSaveCard, rollSaveRow } from "../../module/resolution/save-card";
import { applyRow } from "../../module/resolution/apply";
import { cardOrigin, onButton } from "../../module/resolution/render";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { FakeRoll, faces } from "./fake-roll";

const g = globalThis as Record<string, unknown>;
class Fighter extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}
const gm = { id: GM.id, isGM: true };
const NAME = "Hidden assassin of the Guild";

let attacker: Fighter;
let item: Record<string, unknown>;
let guard: FakeToken;
let assassin: FakeToken;
beforeEach(() => {
  faces.length = 0;
  created.length = 0;
  tokens.clear();
  messageStore.clear();
  setActiveGM(GM);
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  attacker = new Fighter("Hero", "character", { health: { value: 10, max: 10 } });
  item = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: attacker, system: { attack: "1d20 + 2", damage: "1d8", formula: "1d8" } };
  guard = addToken(new FakeToken(new FakeActor("Guard", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } })));
  assassin = addToken(new FakeToken(new FakeActor(NAME, "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }), true));
  assassin.document.texture.src = "tokens/assassin-secret.webp";
});

/** The created messages as the world stores them (author: this GM's client). */
function stored(): FakeMessage[] {
  return created.map((c) => {
    const rolls = ((c.data["rolls"] ?? []) as unknown[]).map((r) => JSON.parse(typeof r === "string" ? r : JSON.stringify(r)) as { total: number });
    const message = new FakeMessage(GM, c.data["flags"] as never, rolls);
    (message as unknown as { whisper: unknown }).whisper = c.data["whisper"];
    messageStore.set(message.id, message);
    return message;
  });
}
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;

describe("the GM's public attack card with a hidden target", () => {
  it("holds no name, token or actor uuid, image or roll of it; the GMs' companion holds the row, and its ledger after Apply", async () => {
    faces.push(15, 16, 6);
    await rollAttack(item as never, { targets: [guard, assassin] as never, options: {} });
    const [open, companion] = stored();
    const publicData = JSON.stringify(created[0]!.data);
    for (const secret of [NAME, assassin.document.uuid, assassin.actor.uuid, "assassin-secret"]) expect(publicData).not.toContain(secret);
    expect(flagOf(open!).rows.map((r) => r.name)).toEqual(["Guard"]);
    expect(open!.rolls.map((r) => r.total)).toEqual([17, 6]);
    expect(flagOf(companion!).rows.map((r) => [r.name, r.total, r.outcome])).toEqual([[NAME, 18, "hit"]]);
    expect(created[1]!.data["whisper"]).toEqual([GM.id, GM2.id]);
    // The GM applies the hidden row on the companion: the ledger (health before and after) is written there only.
    expect(await applyRow(companion!, assassin.document.uuid, "apply", gm)).toBeNull();
    expect(assassin.actor.system.health.value).toBe(4);
    expect(flagOf(companion!).ledger).toHaveLength(1);
    expect(flagOf(open!).ledger).toEqual([]);
    expect(JSON.stringify(open!.flags)).not.toContain(assassin.document.uuid);
  });

  it("with only hidden targets nothing public is posted: the companion is the card", async () => {
    faces.push(15, 6);
    const message = await rollAttack(item as never, { targets: [assassin] as never, options: {} });
    expect(message).toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]!.data["whisper"]).toEqual([GM.id, GM2.id]);
  });

  it("a companion renders with its label for the GM; a player's message claiming to be one is not taken for it", () => {
    const companion = new FakeMessage(GM, { [SYSTEM_ID]: { hiddenPartOf: "msg0000000000001" } }, []);
    const forged = new FakeMessage(PLAYER, { [SYSTEM_ID]: { hiddenPartOf: "msg0000000000001" } }, []);
    expect(cardOrigin(companion as never).hiddenPart).toBe("ER.Resolution.Card.HiddenPart {}");
    expect(cardOrigin(forged as never).hiddenPart).toBeNull();
  });
});

describe("the save card with a hidden target", () => {
  it("keeps the hidden target out of the public card; the GM rolls its save on the companion", async () => {
    const spell = { name: "Flame", type: "spell", uuid: "Item.spell00000000001", parent: attacker, system: { damage: "1d6", save: { kind: "dex", dc: 12, onSuccess: "half" } } };
    faces.push(5);
    await postSaveCard(spell as never, [guard, assassin] as never);
    const [open, companion] = stored();
    expect(JSON.stringify(created[0]!.data)).not.toContain(NAME);
    expect(flagOf(open!).rows.map((r) => r.name)).toEqual(["Guard"]);
    expect(flagOf(companion!).rows.map((r) => r.name)).toEqual([NAME]);
    expect(flagOf(companion!).damage).toEqual({ formula: "1d6", rollIndex: 0 });
    faces.push(3);
    expect(await rollSaveRow(companion!, assassin.document.uuid, gm)).toBeNull();
    expect(flagOf(companion!).save!.results.map((r) => [r.tokenUuid, r.success])).toEqual([[assassin.document.uuid, false]]);
    expect(JSON.stringify(open!.flags)).not.toContain(assassin.document.uuid);
  });
});

describe("Apply to selected with a hidden token (§7.1, GB-7)", () => {
  it("the late row and its application go on the GMs' companion; the public card keeps neither", async () => {
    faces.push(15, 6);
    await rollAttack(item as never, { targets: [], options: {} });
    const [open] = stored();
    created.length = 0;
    // Core's create returns the document: the stand-in keeps it where game.messages finds it.
    const chat = g["ChatMessage"] as Record<string, unknown>;
    const create = chat["create"];
    chat["create"] = async (data: Record<string, unknown>) => {
      created.push({ data, options: undefined });
      const made = new FakeMessage(GM, data["flags"] as never, (data["rolls"] as Array<{ total: number }>).map((r) => ({ total: r.total })));
      messageStore.set(made.id, made);
      return made;
    };
    g["canvas"] = { tokens: { controlled: [guard, assassin] } };
    try {
      await onButton(open! as never, "applySelected", "");
    } finally {
      chat["create"] = create;
      delete g["canvas"];
    }
    expect(flagOf(open!).rows.map((r) => r.name)).toEqual(["Guard"]);
    expect(JSON.stringify(open!.flags)).not.toContain(assassin.document.uuid);
    expect(created).toHaveLength(1);
    expect(created[0]!.data["whisper"]).toEqual([GM.id, GM2.id]);
    const companion = [...messageStore.values()].find((m) => m.flags[SYSTEM_ID]?.["hiddenPartOf"] === open!.id)!;
    expect(flagOf(companion).rows.map((r) => [r.name, r.late, r.hidden])).toEqual([[NAME, true, true]]);
    expect(flagOf(companion).ledger.map((e) => [e.tokenUuid, e.amount])).toEqual([[assassin.document.uuid, 6]]);
    expect(assassin.actor.system.health.value).toBe(4);
  });
});
