/**
 * Who rolls a player's attack (docs/development.md "Cards and dice"): under the world setting
 * *players' attack and damage dice are rolled by the active GM's client*, the player's Attack sends a
 * request and rolls nothing; the active GM's client checks it (owner of the attacker, the item on that
 * actor, known targets, the clock) and rolls. On the strict stand-ins: the test process is the GM's
 * client, a player's socket message arrives with the player's id, `activeGM` may be null or another
 * GM. Each forged request is paired with its honest twin, which must produce a card.
 */
import "../support/combat-world";
import "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, created, infos, server, setActiveGM, settings, settle, warnings } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET, parseRelay } from "../../module/combat/relay";
import { handleRelay, listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { rollAttack } from "../../module/resolution/roll-attack";
import { postSaveCard } from "../../module/resolution/save-card";
import { cardOrigin } from "../../module/resolution/render";
import { applyRow } from "../../module/resolution/apply";
import { MAX_CARD_ROWS, type AttackCardFlag } from "../../module/resolution/flag";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);

const g = globalThis as Record<string, unknown>;
const game = g["game"] as Record<string, unknown>;
const gmSocket = game["socket"];

/** An actor with items and roll data, as the card reads it. */
class Fighter extends FakeActor {
  override items = new Map<string, unknown>();
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}

function weapon(actor: Fighter, id: string, system: Record<string, unknown> = { attack: "1d20 + 2", damage: "1d8", formula: "1d8" }) {
  const item = { id, name: "Sword", type: "weapon", uuid: `${actor.uuid}.Item.${id}`, parent: actor, system };
  actor.items.set(id, item);
  return item;
}

let hero: Fighter;
let rival: Fighter;
let sword: ReturnType<typeof weapon>;
let goblin: FakeToken;
let sniper: FakeToken;

beforeEach(() => {
  faces.length = 0;
  created.length = 0;
  warnings.length = 0;
  infos.length = 0;
  tokens.clear();
  resetRefusalLog();
  setActiveGM(GM);
  settings["enchanted-realms.attackDice"] = "gm";
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  hero = new Fighter("Hero", "character", { health: { value: 20, max: 20 } }, { [PLAYER.id]: 3 });
  rival = new Fighter("Rival", "character", { health: { value: 20, max: 20 } });
  addToken(new FakeToken(hero));
  addToken(new FakeToken(rival));
  sword = weapon(hero, "sword00000000001");
  weapon(rival, "axe0000000000001");
  goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } })));
  sniper = addToken(new FakeToken(new FakeActor("Hidden sniper of the Guild", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }), true));
});
afterEach(() => {
  game["user"] = GM;
  game["socket"] = gmSocket;
  delete settings["enchanted-realms.attackDice"];
  delete game["combat"];
});

/** Runs `work` as the player's client: its user, and a socket that records what it sends. */
async function asPlayersClient<T>(work: () => Promise<T>): Promise<{ result: T; sent: unknown[] }> {
  const sent: unknown[] = [];
  game["user"] = PLAYER;
  game["socket"] = { emit: (event: string, data: unknown) => void sent.push({ event, data: JSON.parse(JSON.stringify(data)) }) };
  try {
    return { result: await work(), sent };
  } finally {
    game["user"] = GM;
    game["socket"] = gmSocket;
  }
}

/** The honest request the player's client sends for an attack on `targets`. */
function request(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "rollCard", card: "attack", actorUuid: hero.uuid, itemId: sword.id, targets: [goblin.document.uuid],
    situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, offClock: false, mode: "public", ...over,
  };
}

const flagOf = (i: number) => (created[i]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;

describe("the player's client under 'the active GM's client'", () => {
  it("rolls nothing and sends one request naming the attacker, the item, the targets and the choices", async () => {
    faces.push(20, 8);
    const { result, sent } = await asPlayersClient(() => rollAttack(sword as never, { targets: [goblin] as never, options: { situational: 3, rear: true } }));
    expect(result).toBeNull();
    expect(created).toEqual([]);
    expect(faces).toEqual([20, 8]);
    expect(sent).toEqual([{ event: SOCKET, data: request({ situational: 3, rear: true }) }]);
    expect(parseRelay((sent[0] as { data: unknown }).data)).toEqual(request({ situational: 3, rear: true }));
    expect(infos).toEqual(['ER.Resolution.Card.Requested {"item":"Sword"}']);
  });

  it("with no GM connected the attack is refused with a message, before anything is asked or sent", async () => {
    setActiveGM(null);
    const { result, sent } = await asPlayersClient(() => rollAttack(sword as never, { targets: [goblin] as never, options: {} }));
    expect([result, sent, created]).toEqual([null, [], []]);
    expect(warnings).toEqual(["ER.Resolution.Card.NoGmToRoll"]);
  });

  it("under 'their own client' (the default) the player's client rolls and posts as before", async () => {
    delete settings["enchanted-realms.attackDice"];
    faces.push(15, 6);
    const { sent } = await asPlayersClient(() => rollAttack(sword as never, { targets: [goblin] as never, options: {} }));
    expect(sent).toEqual([]);
    expect(flagOf(0).rows.map((r) => [r.name, r.natural])).toEqual([["Goblin", 15]]);
  });

  it("a save card is asked of the GM's client too", async () => {
    const spell = weapon(hero, "spell00000000001", { damage: "1d6", save: { kind: "dex", dc: 12, onSuccess: "half" } });
    const { sent } = await asPlayersClient(() => postSaveCard(spell as never, [goblin] as never));
    expect(created).toEqual([]);
    expect((sent[0] as { data: Record<string, unknown> }).data).toMatchObject({ kind: "rollCard", card: "save", itemId: spell.id, targets: [goblin.document.uuid] });
  });
});

describe("the active GM's client rolls a player's request", () => {
  it("the player's click reaches the GM, whose client rolls the dice (the player's natural is not its own) and names the player", async () => {
    const { sent } = await asPlayersClient(() => rollAttack(sword as never, { targets: [goblin] as never, options: {} }));
    faces.push(4, 7);
    playerSocket.emit(SOCKET, (sent[0] as { data: unknown }).data);
    await settle();
    expect(created).toHaveLength(1);
    expect(flagOf(0).rows.map((r) => [r.name, r.natural, r.total, r.outcome])).toEqual([["Goblin", 4, 6, "miss"]]);
    expect((created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["rolledFor"]).toBe(PLAYER.id);
    expect((created[0]!.data["rolls"] as FakeRoll[]).map((r) => r.formula)).toEqual(["1d20 + 2"]);
  });

  it("refuses an attacker the sender does not own; its own is rolled", async () => {
    expect(await handleRelay(request({ actorUuid: rival.uuid, itemId: "axe0000000000001" }), PLAYER.id)).toBe("notOwner");
    expect(created).toEqual([]);
    expect(await handleRelay(request(), PLAYER.id)).toBeNull();
    expect(created).toHaveLength(1);
  });

  it("refuses an item of another actor named with the player's own attacker", async () => {
    expect(await handleRelay(request({ itemId: "axe0000000000001" }), PLAYER.id)).toBe("unknownItem");
    expect(await handleRelay(request({ itemId: "nothing000000001" }), PLAYER.id)).toBe("unknownItem");
    expect(created).toEqual([]);
  });

  it("refuses more targets than a card holds, duplicates, unknown tokens and choices the dialog cannot give", async () => {
    const many = Array.from({ length: MAX_CARD_ROWS + 1 }, (_, i) => `Scene.scene00000000001.Token.t${String(i).padStart(15, "0")}`);
    expect(await handleRelay(request({ targets: many }), PLAYER.id)).toBe("malformed");
    expect(await handleRelay(request({ targets: [goblin.document.uuid, goblin.document.uuid] }), PLAYER.id)).toBe("malformed");
    expect(await handleRelay(request({ targets: ["Scene.scene00000000001.Token.nothere000000001"] }), PLAYER.id)).toBe("unknownTarget");
    expect(await handleRelay(request({ situational: 500 }), PLAYER.id)).toBe("malformed");
    expect(await handleRelay(request({ advantage: true, disadvantage: true }), PLAYER.id)).toBe("malformed");
    expect(await handleRelay(request({ natural: 20, total: 40 }), PLAYER.id)).toBeNull();
    expect(created).toHaveLength(1);
    expect(flagOf(0).rows[0]!.natural).toBe(10);
  });

  it("a hidden token the request names goes to the GMs' companion: the public card holds no name, uuid or roll of it", async () => {
    faces.push(12, 3, 5);
    expect(await handleRelay(request({ targets: [goblin.document.uuid, sniper.document.uuid] }), PLAYER.id)).toBeNull();
    expect(created).toHaveLength(2);
    const open = JSON.stringify(created[0]!.data);
    expect(open).not.toContain("Hidden sniper");
    expect(open).not.toContain(sniper.document.uuid);
    expect(open).not.toContain(sniper.actor.uuid);
    expect(created[0]!.data["whisper"]).toEqual([]);
    expect(flagOf(1).rows.map((r) => [r.name, r.hidden])).toEqual([["Hidden sniper of the Guild", true]]);
    expect(created[1]!.data["whisper"]).toEqual([GM.id, GM2.id]);
  });

  it("a player's gm-only mode whispers the card to the GMs and that player", async () => {
    expect(await handleRelay(request({ mode: "gm" }), PLAYER.id)).toBeNull();
    expect(created[0]!.data["whisper"]).toEqual([GM.id, GM2.id, PLAYER.id]);
  });

  it("off the clock only with the player's yes (R1), judged by the GM's clock", async () => {
    game["combat"] = { started: true, system: { absolute: 47, escalation: { value: 0 } }, combatants: [{ actor: hero, system: { action: { startedRound: 2, score: 13, castingSeconds: 0, landsAt: 53, delayedFrom: 0 } } }] };
    expect(await handleRelay(request({ offClock: false }), PLAYER.id)).toBe("offClock");
    expect(created).toEqual([]);
    expect(await handleRelay(request({ offClock: true }), PLAYER.id)).toBeNull();
    expect(flagOf(0)).toMatchObject({ offClock: true, stamp: { round: 2, second: 13 } });
  });

  it("with another GM active (a hand-over) this client rolls nothing; once it is the active GM it does", async () => {
    setActiveGM(GM2);
    playerSocket.emit(SOCKET, request());
    await settle();
    expect(created).toEqual([]);
    setActiveGM(GM);
    playerSocket.emit(SOCKET, request());
    await settle();
    expect(created).toHaveLength(1);
  });

  it("a save card asked by the player is posted by the GM's client with its damage roll", async () => {
    const spell = weapon(hero, "spell00000000001", { damage: "1d6", save: { kind: "dex", dc: 12, onSuccess: "half" } });
    faces.push(5);
    expect(await handleRelay(request({ card: "save", itemId: spell.id }), PLAYER.id)).toBeNull();
    expect(flagOf(0)).toMatchObject({ save: { effect: { kind: "dex", dc: 12 } }, damage: { formula: "1d6", rollIndex: 0 } });
    expect((created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["rolledFor"]).toBe(PLAYER.id);
  });
});

describe("the card says who rolled", () => {
  const card = (author: typeof GM, rolledFor?: string) => new FakeMessage(author, { [SYSTEM_ID]: rolledFor ? { rolledFor } : {} }, []);

  it("a player's own card: rolled on that player's client, even when its flag claims the GM rolled it", () => {
    expect(cardOrigin(card(PLAYER) as never).rolledBy).toBe('ER.Resolution.Card.RolledByPlayer {"name":"Pip"}');
    expect(cardOrigin(card(PLAYER, PLAYER.id) as never).rolledBy).toBe('ER.Resolution.Card.RolledByPlayer {"name":"Pip"}');
  });

  it("a GM's card rolled for a player names the player; the GM's own card says nothing", () => {
    expect(cardOrigin(card(GM, PLAYER.id) as never).rolledBy).toBe('ER.Resolution.Card.RolledByGm {"name":"Pip"}');
    expect(cardOrigin(card(GM) as never).rolledBy).toBeNull();
  });
});

describe("under 'the active GM's client', a card a player's client rolled is not applied", () => {
  /** A card as a player's console could post it: a natural 20 it chose, flagged a crit. */
  function forgedCard(author: typeof GM): FakeMessage {
    const flag = {
      v: 1, actorUuid: hero.uuid, itemUuid: sword.uuid, itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
      damage: { formula: "1d8", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false,
      rows: [{ tokenUuid: goblin.document.uuid, actorUuid: goblin.actor.uuid, name: "Goblin", img: "", hidden: false, late: false, rollIndex: 0, outcome: "crit", natural: 20, total: 22, parts: [], multiplier: 2, halvings: 0, deals: "damage" }],
      ledger: [],
    };
    const message = new FakeMessage(author, { [SYSTEM_ID]: { attack: flag } }, [{ total: 22 }, { total: 5 }]);
    messageStore.set(message.id, message);
    return message;
  }

  it("the GM's Apply on a player-authored card is refused; on a GM-authored card it applies; under 'their own client' the player's card goes to the roll check instead", async () => {
    const gm = { id: GM.id, isGM: true };
    goblin.actor.system.health = { value: 30, max: 30 };
    expect(await applyRow(forgedCard(PLAYER), goblin.document.uuid, "apply", gm)).toBe("playerDice");
    expect(goblin.actor.system.health.value).toBe(30);
    expect(await applyRow(forgedCard(GM), goblin.document.uuid, "apply", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBeLessThan(30);
    delete settings["enchanted-realms.attackDice"];
    const before = goblin.actor.system.health.value;
    // Under "their own client" the setting no longer refuses it: the card goes to the GM client's
    // check of its rolls (card-verify.ts), which this forged card's bare totals do not pass.
    expect(await applyRow(forgedCard(PLAYER), goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
    expect(goblin.actor.system.health.value).toBe(before);
  });
});

describe("under 'the active GM's client', a player-rolled card's dice never reach a GM's companion", () => {
  it("Add my targets with a hidden token on a player-authored card is refused; on the GM's own card it posts the companion", async () => {
    const { addMyTargets } = await import("../../module/resolution/card-actions");
    const flagged = (author: typeof GM) => {
      const flag = {
        v: 1, actorUuid: hero.uuid, itemUuid: sword.uuid, itemName: "Sword", defence: "ac", attackParts: [], untargeted: { rollIndex: 0, natural: 12, total: 14 },
        damage: { formula: "1d8", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows: [], ledger: [],
      };
      const message = new FakeMessage(author, { [SYSTEM_ID]: { attack: flag } }, [{ total: 14 }, { total: 8 }]);
      messageStore.set(message.id, message);
      return message;
    };
    const base = g["fromUuidSync"] as (u: string) => unknown;
    // The item by its uuid, as core resolves an embedded item.
    g["fromUuidSync"] = (uuid: string) => (uuid === sword.uuid ? sword : base(uuid));
    const gm = { id: GM.id, isGM: true };
    try {
      expect(await addMyTargets(flagged(PLAYER) as never, gm, [sniper] as never)).toBe("playerDice");
      expect(created).toEqual([]);
      faces.push(15);
      expect(await addMyTargets(flagged(GM) as never, gm, [sniper] as never)).toBeNull();
    } finally {
      g["fromUuidSync"] = base;
    }
    expect(created).toHaveLength(1);
    expect(created[0]!.data["whisper"]).toEqual([GM.id, GM2.id]);
  });
});
