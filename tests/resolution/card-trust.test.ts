/**
 * A player's card is a claim (card-verify.ts, card-trust.ts), on the strict stand-ins: the test
 * process is the active GM's client; the card is rolled as the player's client rolls it and stored
 * as a message the player authored. The GM's Apply, ×½, ×2, Knock out, Undo, cover and "Add my
 * targets" judge its rows again from its own rolls, check those rolls against the item as this
 * client reads it, and refuse a card its author changed after posting.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, hooks, setActiveGM, warnings } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { rollAttack } from "../../module/resolution/roll-attack";
import { postSaveCard, rollSaveRow } from "../../module/resolution/save-card";
import { applyRow, undoRow } from "../../module/resolution/apply";
import { addMyTargets, setRowCover } from "../../module/resolution/card-actions";
import { TAMPERED_FLAG } from "../../module/resolution/card-trust";
import { shownToGM } from "../../module/resolution/render";
import type { AttackCardFlag, CardRow, LedgerEntry } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();

const g = globalThis as Record<string, unknown>;
class Hero extends FakeActor {
  getRollData(): Record<string, unknown> {
    return { str: 2 };
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}
type Roll = { total: number; terms: Array<{ results?: Array<{ result: number; active: boolean }> }> };

const gm = { id: GM.id, isGM: true };
const baseUuid = g["fromUuidSync"] as (uuid: string) => unknown;
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
const creature = (name: string, ac: number) => addToken(new FakeToken(new FakeActor(name, "creature", { health: { value: 10, max: 10 }, defences: { ac } })));

let hero: Hero;
let sword: { name: string; type: string; uuid: string; parent: Hero; system: Record<string, unknown> };
let spell: { name: string; type: string; uuid: string; parent: Hero; system: Record<string, unknown> };

/** Rolls the card on "the player's client" (the same code) and stores it as a message the player authored. */
async function playerCard(targets: FakeToken[], results: number[], options: Record<string, unknown> = {}, edit?: (flag: AttackCardFlag, rolls: Roll[]) => void): Promise<FakeMessage> {
  created.length = 0;
  faces.length = 0;
  faces.push(...results);
  await rollAttack(sword as never, { targets: targets as never, options });
  const data = created[0]!.data;
  const flags = structuredClone(data["flags"]) as Record<string, Record<string, unknown>>;
  const rolls = (data["rolls"] as FakeRoll[]).map((r) => JSON.parse(JSON.stringify(r)) as Roll);
  edit?.(flags[SYSTEM_ID]!["attack"] as AttackCardFlag, rolls);
  const message = new FakeMessage(PLAYER, flags, rolls);
  messageStore.set(message.id, message);
  return message;
}

beforeEach(() => {
  tokens.clear();
  warnings.length = 0;
  resetRefusalLog();
  setActiveGM(GM);
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  hero = new Hero("Pip's hero", "character", { health: { value: 20, max: 20 } }, { [PLAYER.id]: 3 });
  sword = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: hero, system: { kind: "melee", attack: "1d20", damage: "1d8 + @str" } };
  spell = { name: "Flame Burst", type: "spell", uuid: "Item.spell00000000001", parent: hero, system: { damage: "2d6", save: { kind: "flat", dc: 12, onSuccess: "half" } } };
  g["fromUuidSync"] = (uuid: string) => (uuid === sword.uuid ? sword : uuid === spell.uuid ? spell : uuid === hero.uuid ? hero : baseUuid(uuid));
});
afterEach(() => {
  rulesetInForce.value = null;
  g["fromUuidSync"] = baseUuid;
});

describe("an honest player's card is applied as the GM's client judges it", () => {
  it("a hit (natural 15 vs AC 12) deals 1d8 + STR as rolled; a miss deals nothing", async () => {
    const goblin = creature("Goblin", 12);
    const orc = creature("Orc", 16);
    const message = await playerCard([goblin, orc], [15, 3, 5]);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(3);
    expect(await applyRow(message, orc.document.uuid, "apply", gm)).toBe("nothingToApply");
  });

  it("OSR advantage (2d20kh) is checked die by die: the kept die is the card's natural", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [4, 17, 5], { advantage: true });
    expect(flagOf(message).rows[0]).toMatchObject({ natural: 17, outcome: "hit" });
    expect(await applyRow(message, goblin.document.uuid, "double", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(0);
  });
});

describe("the rows are judged again from the card's own rolls", () => {
  it("a row flagged 'natural 20, crit ×2' over a roll of 2 deals nothing", async () => {
    const goblin = creature("Goblin", 15);
    const ogre = creature("Ogre", 5);
    const message = await playerCard([goblin, ogre], [2, 14, 4], {}, (flag) => {
      flag.rows = flag.rows.map((r): CardRow => ({ ...r, outcome: "crit", natural: 20, total: 30, multiplier: 2, deals: "damage" }));
    });
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("nothingToApply");
    expect(await applyRow(message, goblin.document.uuid, "knockOut", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(10);
    // The ogre's row was a hit (14 vs 5), not the crit its row claims: 4 + 2, not 12.
    expect(await applyRow(message, ogre.document.uuid, "apply", gm)).toBeNull();
    expect(ogre.actor.system.health.value).toBe(4);
    expect(flagOf(message).rows.map((r) => r.outcome)).toEqual(["miss", "hit"]);
  });

  it("the card's recorded attacker parts and multiplier are not believed: ×2 doubles the GM's own judgment", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [13, 3], {}, (flag) => {
      flag.attackParts = [{ key: "situational", value: 20 }];
      flag.damageParts = [{ key: "situational", value: 20 }];
      flag.rows[0] = { ...flag.rows[0]!, multiplier: 8 };
    });
    expect(await applyRow(message, goblin.document.uuid, "double", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(0);
    expect(flagOf(message).ledger[0]!.amount).toBe(10);
  });
});

describe("what the GM sees on a player's card", () => {
  it("its rows as the GM's client judges them; a refused card says why", async () => {
    const goblin = creature("Goblin", 15);
    const ogre = creature("Ogre", 5);
    const forged = (flag: AttackCardFlag) => void (flag.rows = flag.rows.map((r): CardRow => ({ ...r, outcome: "crit", multiplier: 2 })));
    const message = await playerCard([goblin, ogre], [2, 14, 4], {}, forged);
    const shown = shownToGM(message as never, flagOf(message));
    expect([shown.refused, shown.flag.rows.map((r) => r.outcome)]).toEqual([null, ["miss", "hit"]]);
    const boss = await playerCard([goblin], [2, 4], {}, (_flag, rolls) => void (rolls[0]!.total = 20));
    expect(shownToGM(boss as never, flagOf(boss)).refused).toBe("unverifiedCard");
  });
});

describe("every recorded roll is checked against the item's formula", () => {
  it("a 1d8 + 2 damage roll that totals 999 is refused, and nothing is applied", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 3], {}, (_flag, rolls) => {
      rolls[1]!.terms[0]!.results![0]!.result = 997;
      rolls[1]!.total = 999;
    });
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
    expect(goblin.actor.system.health.value).toBe(10);
  });

  it("a total that is not the dice (an attack roll of 3 recorded as 30), or another formula, is refused", async () => {
    const goblin = creature("Goblin", 20);
    const total = await playerCard([goblin], [3, 5], {}, (_flag, rolls) => void (rolls[0]!.total = 30));
    expect(await applyRow(total, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
    const formula = await playerCard([goblin], [3, 5], {}, (flag) => void (flag.damage = { formula: "8d8 + 2", rollIndex: 1 }));
    expect(await applyRow(formula, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
    expect(goblin.actor.system.health.value).toBe(10);
  });

  it("a card naming an actor its author does not own (the GM's boss) is refused", async () => {
    hero.ownership = {};
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 3]);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
  });

  it("a card whose item is not its attacker's (the boss's greataxe on the hero's card) is refused", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 3]);
    sword.parent = new Hero("Boss", "creature", { health: { value: 50, max: 50 } });
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("unverifiedCard");
    expect(goblin.actor.system.health.value).toBe(10);
  });
});

describe("a card its author changed after posting is refused", () => {
  it("a miss re-rolled by editing (rolls and rows) while the GM is connected: marked tampered by the GM's client, refused", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [4, 6]);
    const rolls = structuredClone(message.rolls) as unknown as Roll[];
    rolls[0]!.terms[0]!.results![0]!.result = 19;
    rolls[0]!.total = 19;
    await message.update({ rolls: rolls.map((r) => JSON.stringify(r)) }, PLAYER);
    hooks.documentUpdated("ChatMessage", message, message.lastChanged, {}, PLAYER.id);
    expect(message.flags[SYSTEM_ID]![TAMPERED_FLAG]).toBe(true);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("tamperedCard");
    expect(goblin.actor.system.health.value).toBe(10);
    // Lifting the mark is another change: marked again.
    await message.update({ [`flags.${SYSTEM_ID}.${TAMPERED_FLAG}`]: null }, PLAYER);
    hooks.documentUpdated("ChatMessage", message, message.lastChanged, {}, PLAYER.id);
    expect(message.flags[SYSTEM_ID]![TAMPERED_FLAG]).toBe(true);
  });

  it("an edit made while no GM was connected (no hook saw it): the server's lastModifiedBy refuses it", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [4, 6]);
    const rows = flagOf(message).rows.map((r) => ({ ...r, outcome: "hit", deals: "damage" }));
    await message.update({ [`flags.${SYSTEM_ID}.attack.rows`]: rows }, PLAYER);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBe("tamperedCard");
    expect(await setRowCover(message as never, goblin.document.uuid, "none", gm)).toBe("tamperedCard");
  });

  it("on a player's own client the edit is refused before it is sent (preUpdateChatMessage), with a message", async () => {
    const message = await playerCard([creature("Goblin", 12)], [4, 6]);
    const self = { ...PLAYER, isSelf: true };
    const before = (g["game"] as { user: unknown }).user;
    (g["game"] as { user: unknown }).user = self;
    try {
      expect(await message.update({ [`flags.${SYSTEM_ID}.attack.rows`]: [] }, self)).toBeNull();
      expect(warnings.at(-1)).toBe("ER.Resolution.Card.EditRefused");
      expect(flagOf(message).rows).toHaveLength(1);
    } finally {
      (g["game"] as { user: unknown }).user = before;
    }
  });
});

describe("'Add my targets' and cover judge with the attacker as it is now, options bounded", () => {
  it("recorded options of +500000 are refused", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([], [1, 5], {}, (flag) => void (flag.options = { ...flag.options!, situational: 500_000 }));
    expect(await addMyTargets(message as never, gm, [goblin] as never)).toBe("unverifiedCard");
    expect(flagOf(message).rows).toEqual([]);
  });

  it("RT-9 a recorded escalation above the running combat's die is refused; the die's own value is believed", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a13));
    const g = globalThis as unknown as { game: { combat?: unknown } };
    const claimed = await playerCard([], [10, 5], {}, (flag) => void (flag.options = { ...flag.options!, escalation: 3 }));
    const honestCard = await playerCard([], [10, 5], {}, (flag) => void (flag.options = { ...flag.options!, escalation: 1 }));
    // The GM judges them while the fight runs with the die at 1.
    g.game.combat = { started: true, system: { absolute: 47, escalation: { value: 1 } }, combatants: [] };
    try {
      const goblin = creature("Goblin", 12);
      expect(await addMyTargets(claimed as never, gm, [goblin] as never)).toBe("unverifiedCard");
      expect(await addMyTargets(honestCard as never, gm, [creature("Orc", 12)] as never)).not.toBe("unverifiedCard");
    } finally {
      delete g.game.combat;
    }
  });

  it("recorded attacker parts of +500000 are not used: the natural 1 added to a target stays a miss", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([], [1, 5], {}, (flag) => void (flag.attackParts = [{ key: "situational", value: 500_000 }]));
    expect(await addMyTargets(message as never, gm, [goblin] as never)).toBeNull();
    expect(flagOf(message).rows[0]!.outcome).not.toBe("hit");
    expect(flagOf(message).rows[0]!.outcome).not.toBe("crit");
  });

  it("cover on an honest player's card judges the checked roll again (A5E half cover +2 to AC)", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a5e));
    const bandit = creature("Bandit", 12);
    const message = await playerCard([bandit], [13, 4]);
    expect(flagOf(message).rows[0]!.outcome).toBe("hit");
    expect(await setRowCover(message as never, bandit.document.uuid, "half", gm)).toBeNull();
    expect(flagOf(message).rows[0]).toMatchObject({ outcome: "miss", natural: 13, cover: "half" });
  });
});

describe("the ledger an Undo writes back is one only a GM's client wrote", () => {
  const state = (value: number) => ({ health: { value, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } });

  it("after the GM applied 4, the author rewrites the entry (before 0 health, removed dead): the GM's Undo is refused", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 2]);
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(6);
    const forged: LedgerEntry = { ...flagOf(message).ledger[0]!, before: state(0), remove: ["dead"] };
    await message.update({ [`flags.${SYSTEM_ID}.attack.ledger`]: [forged] }, PLAYER);
    expect(await undoRow(message, goblin.document.uuid, gm)).toBe("tamperedCard");
    expect([goblin.actor.system.health.value, goblin.actor.statuses.has("dead")]).toEqual([6, false]);
  });

  it("a ledger posted with the card (no GM ever applied it) is refused, so its Undo writes nothing", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 2], {}, (flag) => {
      flag.ledger = [{ tokenUuid: goblin.document.uuid, op: "apply", amount: 1, before: state(0), after: state(10), add: [], remove: ["dead"], dead: false, undone: false }];
    });
    expect(await undoRow(message, goblin.document.uuid, gm)).toBe("tamperedCard");
    expect([goblin.actor.system.health.value, goblin.actor.statuses.has("dead")]).toEqual([10, false]);
  });

  it("an entry whose maximum is not the actor's (before.max 1,000 on a 10-health goblin) is never written back", async () => {
    const goblin = creature("Goblin", 12);
    const message = await playerCard([goblin], [15, 2]);
    message.author = GM;
    const big = { health: { value: 1000, max: 1000, below: 0, temp: 0 }, dying: state(0).dying };
    flagOf(message).ledger = [{ tokenUuid: goblin.document.uuid, op: "apply", amount: 1, before: big, after: state(10), add: [], remove: [], dead: false, undone: false }];
    expect(await undoRow(message, goblin.document.uuid, gm)).toBe("healthChanged");
    expect(goblin.actor.system.health).toMatchObject({ value: 10, max: 10 });
  });
});

describe("a player's save card", () => {
  async function saveCardBy(edit?: (flag: AttackCardFlag) => void): Promise<{ message: FakeMessage; goblin: FakeToken }> {
    const goblin = creature("Goblin", 12);
    created.length = 0;
    faces.length = 0;
    faces.push(3, 4);
    await postSaveCard(spell as never, [goblin] as never);
    const data = created[0]!.data;
    const flags = structuredClone(data["flags"]) as Record<string, Record<string, unknown>>;
    edit?.(flags[SYSTEM_ID]!["attack"] as AttackCardFlag);
    const message = new FakeMessage(PLAYER, flags, (data["rolls"] as FakeRoll[]).map((r) => JSON.parse(JSON.stringify(r)) as Roll));
    messageStore.set(message.id, message);
    return { message, goblin };
  }

  it("an honest one is saved against and applied", async () => {
    const { message, goblin } = await saveCardBy();
    faces.push(5);
    expect(await rollSaveRow(message as never, goblin.document.uuid, gm)).toBeNull();
    expect(await applyRow(message, goblin.document.uuid, "apply", gm)).toBeNull();
    expect(goblin.actor.system.health.value).toBe(3);
  });

  it("a save the item does not have (DC 99) or results posted with the card are refused", async () => {
    const dc = await saveCardBy((flag) => void (flag.save!.effect = { ...flag.save!.effect, dc: 99 }));
    expect(await rollSaveRow(dc.message as never, dc.goblin.document.uuid, gm)).toBe("unverifiedCard");
    const results = await saveCardBy((flag) => {
      flag.save!.results = [{ tokenUuid: flag.rows[0]!.tokenUuid, natural: 1, total: 1, success: false, onSuccess: "half", playerCharacter: false }];
    });
    expect(await applyRow(results.message, results.goblin.document.uuid, "apply", gm)).toBe("tamperedCard");
    expect(results.goblin.actor.system.health.value).toBe(10);
  });
});
