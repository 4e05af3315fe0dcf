/**
 * The card's bounds on the strict stand-ins: the ledger is read as strictly as the rows (shape,
 * holes, length), and no write or roll makes a card its own reader refuses (more than 50 rows, more
 * than MAX_LEDGER entries). The test process is the active GM's client.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, server, setActiveGM, settle, warnings } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { applyRow } from "../../module/resolution/apply";
import { FLAG_VERSION, MAX_CARD_ROWS, MAX_LEDGER, readCardFlag, type AttackCardFlag, type CardRow, type LedgerEntry } from "../../module/resolution/flag";
import { cardView } from "../../module/resolution/card-view";
import { clientViewer } from "../../module/resolution/render";
import { appliesAgain } from "../../module/resolution/apply-again";
import { rollAttack } from "../../module/resolution/roll-attack";
import { postSaveCard } from "../../module/resolution/save-card";
import { setRowCover } from "../../module/resolution/card-actions";
import { FakeRoll, faces } from "./fake-roll";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const g = globalThis as Record<string, unknown>;
const gm = { id: GM.id, isGM: true };

function row(token: FakeToken, over: Partial<CardRow> = {}): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 11, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage", ...over };
}

function flagWith(rows: CardRow[], over: Partial<AttackCardFlag> = {}): AttackCardFlag {
  return {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows, ledger: [], ...over,
  };
}

function card(flag: AttackCardFlag, damage = 3): FakeMessage {
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: damage }]);
  messageStore.set(message.id, message);
  return message;
}

const entry = (token: FakeToken, over: Partial<LedgerEntry> = {}): LedgerEntry => {
  const state = { health: { value: 10, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } };
  return { tokenUuid: token.document.uuid, op: "apply", amount: 0, before: state, after: state, add: [], remove: [], dead: false, undone: false, ...over };
};
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
const goblinAt = (name: string) => addToken(new FakeToken(new FakeActor(name, "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } })));

let goblin: FakeToken;
beforeEach(() => {
  tokens.clear();
  writes.length = 0;
  warnings.length = 0;
  created.length = 0;
  faces.length = 0;
  resetRefusalLog();
  setActiveGM(GM);
  goblin = goblinAt("Goblin");
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("the ledger is read like the rows", () => {
  it("a null entry refuses the card: no viewer's render and no GM handler throws, and the relay is refused", async () => {
    const flag = { ...flagWith([row(goblin)]), ledger: [null] } as unknown as AttackCardFlag;
    expect(readCardFlag(flag)).toBeNull();
    const message = card(flag);
    playerSocket.emit(SOCKET, { kind: "applyHealth", messageId: message.id, targetUuid: goblin.document.uuid, op: "apply" });
    await settle();
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("unknownMessage");
    expect(goblin.actor.system.health.value).toBe(10);
  });

  it("an entry whose amount is an object (valid JSON with a non-function toString) refuses the card", () => {
    const flag = { ...flagWith([row(goblin)]), ledger: [{ ...entry(goblin), amount: { toString: 1 } }] } as unknown as AttackCardFlag;
    expect(readCardFlag(flag)).toBeNull();
  });

  it("a well-formed entry is kept; malformed health, ops, statuses or states refuse the card", () => {
    expect(readCardFlag(flagWith([row(goblin)], { ledger: [entry(goblin)] }))?.ledger).toEqual([entry(goblin)]);
    const bad: unknown[] = [
      { ...entry(goblin), op: "explode" },
      { ...entry(goblin), before: { health: { value: -1, max: 10, below: 0, temp: 0 }, dying: entry(goblin).before.dying } },
      { ...entry(goblin), after: { health: { value: 1e12, max: 10, below: 0, temp: 0 }, dying: entry(goblin).before.dying } },
      { ...entry(goblin), remove: ["<img src=x>"] },
      { ...entry(goblin), add: [{ id: "dead" }] },
      { ...entry(goblin), tokenUuid: "__proto__/x" },
    ];
    for (const e of bad) expect(readCardFlag(flagWith([row(goblin)], { ledger: [e as LedgerEntry] }))).toBeNull();
  });

  it(`a ledger longer than ${MAX_LEDGER} entries refuses the card; ${MAX_LEDGER} are read`, () => {
    const many = (n: number) => Array.from({ length: n }, () => entry(goblin, { undone: true }));
    expect(readCardFlag(flagWith([row(goblin)], { ledger: many(MAX_LEDGER) }))?.ledger).toHaveLength(MAX_LEDGER);
    expect(readCardFlag(flagWith([row(goblin)], { ledger: many(MAX_LEDGER + 1) }))).toBeNull();
  });

  it("an application that would take the ledger past its cap is refused and the card stays readable", async () => {
    const ledger = Array.from({ length: MAX_LEDGER }, () => entry(goblin, { undone: true }));
    const message = card(flagWith([row(goblin)], { ledger }));
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("cardFull");
    expect(readCardFlag(flagOf(message))).not.toBeNull();
    expect(goblin.actor.system.health.value).toBe(10);
  });
});

describe("holes in rows and save results (an in-client flag can carry them)", () => {
  it("a row list with a hole is refused, so applyRow, amountFor and the render never meet undefined", async () => {
    const other = goblinAt("Other");
    const rows: CardRow[] = [row(goblin)];
    rows[2] = row(other, { rollIndex: 0 });
    const flag = flagWith(rows);
    expect(readCardFlag(flag)).toBeNull();
    expect(await applyRow(card(flag), other.document.uuid, "apply", gm)).toBe("unknownMessage");
  });

  it("save results with a hole are refused", () => {
    const results: unknown[] = [{ tokenUuid: goblin.document.uuid, natural: 5, total: 5, success: false, onSuccess: "half", playerCharacter: false }];
    results[2] = results[0];
    const flag = flagWith([row(goblin, { rollIndex: null, outcome: null })], { damage: { formula: "1d10", rollIndex: 0 }, save: { effect: { kind: "flat", dc: 12, onSuccess: "half" }, results } as never });
    expect(readCardFlag(flag)).toBeNull();
  });

  it("a card with a clean ledger renders and asks again as before", () => {
    const flag = readCardFlag(flagWith([row(goblin)], { ledger: [entry(goblin)] }))!;
    const message = card(flag);
    expect(appliesAgain(flag, goblin.document.uuid, "apply")).toBe(true);
    expect(cardView(flag, clientViewer(message as never, flag), [15, 3]).rows).toHaveLength(1);
  });
});

describe("no card past 50 rows", () => {
  it(`"Apply to selected" on ${MAX_CARD_ROWS + 1} tokens applies ${MAX_CARD_ROWS}, refuses the next as a full card, and the card stays readable and undoable`, async () => {
    const message = card(flagWith([], { untargeted: { rollIndex: 0, natural: 12, total: 15 } }));
    const horde = Array.from({ length: MAX_CARD_ROWS + 1 }, (_, i) => goblinAt(`Goblin ${i}`));
    const late = (t: FakeToken): CardRow => row(t, { late: true, outcome: null, rollIndex: null, natural: null, total: null });
    const answers: (string | null)[] = [];
    for (const t of horde) answers.push(await applyRow(message, t.document.uuid, "apply", gm, late(t)));
    expect(answers.filter((a) => a === null)).toHaveLength(MAX_CARD_ROWS);
    expect(answers.at(-1)).toBe("cardFull");
    expect(horde.at(-1)!.actor.system.health.value).toBe(10);
    const read = readCardFlag(flagOf(message));
    expect(read?.rows).toHaveLength(MAX_CARD_ROWS);
  });

  describe("rolling on more targets than a card holds", () => {
    class Hero extends FakeActor {
      getRollData(): Record<string, unknown> {
        return {};
      }
      getActiveTokens(): unknown[] {
        return [];
      }
    }
    let item: { name: string; type: string; uuid: string; parent: Hero; system: Record<string, unknown> };
    beforeEach(() => {
      g["Roll"] = FakeRoll;
      g["Actor"] = FakeActor;
      item = { name: "Fireball", type: "spell", uuid: "Item.fire000000000001", parent: new Hero("Mage", "character", { health: { value: 10, max: 10 } }), system: { attack: "1d20", damage: "1d6", save: { kind: "flat", dc: 12, onSuccess: "half" } } };
    });

    it(`an attack on ${MAX_CARD_ROWS + 1} targets rolls nothing, posts nothing and tells the user; on ${MAX_CARD_ROWS} it posts a readable card`, async () => {
      const horde = Array.from({ length: MAX_CARD_ROWS + 1 }, (_, i) => goblinAt(`Goblin ${i}`));
      expect(await rollAttack(item as never, { targets: horde as never, options: {} })).toBeNull();
      expect(created).toEqual([]);
      expect(warnings.at(-1)).toContain("ER.Resolution.Card.TooManyTargets");
      await rollAttack(item as never, { targets: horde.slice(0, MAX_CARD_ROWS) as never, options: {} });
      const flag = (created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"];
      expect(readCardFlag(flag)?.rows).toHaveLength(MAX_CARD_ROWS);
    });

    it(`a save card on ${MAX_CARD_ROWS + 1} targets is refused the same way`, async () => {
      const horde = Array.from({ length: MAX_CARD_ROWS + 1 }, (_, i) => goblinAt(`Goblin ${i}`));
      expect(await postSaveCard(item as never, horde as never)).toBeNull();
      expect(created).toEqual([]);
      expect(warnings.at(-1)).toContain("ER.Resolution.Card.TooManyTargets");
    });
  });
});

describe("cover on a row whose recorded total is a fraction (a formula with a division)", () => {
  it("judges the recorded roll again: no new roll, the row keeps its natural", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a5e));
    class Archer extends FakeActor {
      getRollData(): Record<string, unknown> {
        return {};
      }
      getActiveTokens(): unknown[] {
        return [];
      }
    }
    const attacker = new Archer("Archer", "character", { health: { value: 10, max: 10 } });
    const item = { name: "Bow", type: "weapon", uuid: "Item.bow0000000000001", parent: attacker, system: { kind: "ranged", attack: "1d20", damage: "1d6" } };
    const base = g["fromUuidSync"] as (uuid: string) => unknown;
    g["fromUuidSync"] = (uuid: string) => (uuid === item.uuid ? item : uuid === attacker.uuid ? attacker : base(uuid));
    g["Roll"] = FakeRoll;
    try {
      const target = addToken(new FakeToken(new FakeActor("Bandit", "creature", { health: { value: 10, max: 10 }, defences: { ac: 14 } })));
      const flag = flagWith([row(target, { natural: 11, total: 12, outcome: "miss", deals: "none" })], { actorUuid: attacker.uuid, itemUuid: item.uuid, damage: null });
      const recorded = { formula: "1d20", total: 12.5, terms: [{ class: "Die", number: 1, faces: 20, modifiers: [], results: [{ result: 11, active: true }] }], dice: [{ faces: 20, results: [{ result: 11, active: true }] }] };
      const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [recorded as never]);
      messageStore.set(message.id, message);
      faces.push(1, 1, 1);
      expect(await setRowCover(message as never, target.document.uuid, "half", gm)).toBeNull();
      expect(message.rolls).toHaveLength(1);
      // The whole part of 12.5, as at roll time; half cover raises the defence to 16 (004:L85): a miss.
      expect(flagOf(message).rows[0]).toMatchObject({ natural: 11, total: 12, outcome: "miss", cover: "half" });
    } finally {
      g["fromUuidSync"] = base;
    }
  });
});
