/**
 * The GM's card actions (RESOLUTION.md §7.1 "Add my targets", RO-3 and 004:L84–L87 cover on a row,
 * RA-1 cover on a Dexterity save) on the strict stand-ins: rows are judged again from the card's
 * recorded rolls (no re-roll), a target without a roll gets one now, and players may do neither.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, setActiveGM } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { rollAttack } from "../../module/resolution/roll-attack";
import { postSaveCard, rollSaveRow } from "../../module/resolution/save-card";
import { applyRow } from "../../module/resolution/apply";
import { addMyTargets, setRowCover, targetsToAdd } from "../../module/resolution/card-actions";
import { cardView } from "../../module/resolution/card-view";
import { saveCardView } from "../../module/resolution/save-view";
import { clientViewer } from "../../module/resolution/render";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();

const g = globalThis as Record<string, unknown>;
class Attacker extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}

const gm = { id: GM.id, isGM: true };
const player = { id: PLAYER.id, isGM: false };
const ruleset = (id: "a5e" | "ose") => rememberRuleset(resolveRuleset(PRESETS[id]));
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
const creature = (name: string, ac: number, hidden = false) => addToken(new FakeToken(new FakeActor(name, "creature", { health: { value: 10, max: 10 }, defences: { ac } }), hidden));

let attacker: Attacker;
let item: { name: string; type: string; uuid: string; parent: Attacker; system: Record<string, unknown> };
const baseUuid = g["fromUuidSync"] as (uuid: string) => unknown;

/** Rolls the card as the author's client does and stores it as the message the GM's client finds. */
async function attackCard(targets: FakeToken[]): Promise<FakeMessage> {
  created.length = 0;
  await rollAttack(item as never, { targets: targets as never, options: {} });
  const data = created[0]!.data;
  const rolls = (data["rolls"] as FakeRoll[]).map((r) => JSON.parse(JSON.stringify(r)) as { total: number });
  const message = new FakeMessage(GM, data["flags"] as never, rolls);
  messageStore.set(message.id, message);
  return message;
}

beforeEach(() => {
  faces.length = 0;
  tokens.clear();
  writes.length = 0;
  setActiveGM(GM);
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  attacker = new Attacker("Archer", "character", { health: { value: 10, max: 10 } });
  item = { name: "Bow", type: "weapon", uuid: "Item.bow0000000000001", parent: attacker, system: { kind: "ranged", attack: "1d20", damage: "1d6" } };
  // fromUuidSync as core: the card's attacker and item by their uuids too.
  g["fromUuidSync"] = (uuid: string) => (uuid === item.uuid ? item : uuid === attacker.uuid ? attacker : baseUuid(uuid));
});
afterEach(() => {
  rulesetInForce.value = null;
  g["fromUuidSync"] = baseUuid;
});

describe("cover on an attack row (RO-3, 004:L84–L87)", () => {
  it("GOR-5 OSE: partial −3 lowers the recorded roll's total by 3 and lists the part; complete cannot be hit; none again restores the row; no roll is made", async () => {
    rulesetInForce.value = ruleset("ose");
    const goblin = creature("Goblin", 12);
    faces.push(15, 4);
    const message = await attackCard([goblin]);
    const before = flagOf(message).rows[0]!;
    expect(before.outcome).toBe("hit");
    const rolls = message.rolls.length;
    expect(await setRowCover(message as never, goblin.document.uuid, "partial3", gm)).toBeNull();
    const partial = flagOf(message).rows[0]!;
    expect([partial.cover, partial.total, partial.natural]).toEqual(["partial3", before.total! - 3, 15]);
    expect(partial.parts).toContainEqual({ key: "cover", value: -3 });
    expect(await setRowCover(message as never, goblin.document.uuid, "total", gm)).toBeNull();
    expect(flagOf(message).rows[0]).toMatchObject({ outcome: "cannotBeHit", total: null, deals: "none", cover: "total" });
    expect(await setRowCover(message as never, goblin.document.uuid, "none", gm)).toBeNull();
    expect(flagOf(message).rows[0]).toMatchObject({ outcome: before.outcome, total: before.total, natural: 15, cover: "none" });
    expect(message.rolls.length).toBe(rolls);
  });

  it("A5E half cover +2 turns a 13 against AC 12 into a miss, and the row then deals nothing", async () => {
    rulesetInForce.value = ruleset("a5e");
    const orc = creature("Orc", 12);
    faces.push(13, 5);
    const message = await attackCard([orc]);
    expect(flagOf(message).rows[0]!.outcome).toBe("hit");
    expect(await setRowCover(message as never, orc.document.uuid, "half", gm)).toBeNull();
    expect(flagOf(message).rows[0]).toMatchObject({ outcome: "miss", total: 13, cover: "half", deals: "none" });
    expect(await applyRow(message as never, orc.document.uuid, "apply", gm)).toBe("nothingToApply");
  });

  it("only the GM sets cover, only a choice the rules in force offer; the book offers none and the card shows no control", async () => {
    rulesetInForce.value = ruleset("ose");
    const goblin = creature("Goblin", 12);
    faces.push(15, 4);
    const message = await attackCard([goblin]);
    writes.length = 0;
    expect(await setRowCover(message as never, goblin.document.uuid, "partial2", player)).toBe("gmOnly");
    expect(await setRowCover(message as never, goblin.document.uuid, "half", gm)).toBe("unknownCover");
    expect(writes).toEqual([]);
    const gmView = cardView(flagOf(message), clientViewer(message as never, flagOf(message)), []);
    expect(gmView.rows[0]!.cover!.map((c) => c.value)).toEqual(["none", "partial1", "partial2", "partial3", "partial4", "total"]);
    const playerView = cardView(flagOf(message), { ...clientViewer(message as never, flagOf(message)), isGM: false }, []);
    expect(playerView.rows[0]!.cover).toBeNull();
    rulesetInForce.value = null;
    expect(cardView(flagOf(message), clientViewer(message as never, flagOf(message)), []).rows[0]!.cover).toBeNull();
    expect(await setRowCover(message as never, goblin.document.uuid, "partial2", gm)).toBe("unknownCover");
  });
});

describe("cover on a save row (RA-1, 004:L85–L87)", () => {
  async function flameCard(hero: FakeToken): Promise<FakeMessage> {
    const caster = new Attacker("Mage", "character", { health: { value: 10, max: 10 } });
    const spell = { name: "Flame Burst", type: "spell", uuid: "Item.spell00000000001", parent: caster, system: { damage: "1d12", save: { kind: "dex", dc: 12, onSuccess: "" } } };
    created.length = 0;
    faces.push(7);
    await postSaveCard(spell as never, [hero] as never);
    const data = created[0]!.data;
    const message = new FakeMessage(GM, data["flags"] as never, (data["rolls"] as FakeRoll[]).map((r) => ({ total: r.total! })));
    messageStore.set(message.id, message);
    return message;
  }

  it("GAR-2 a Dexterity save of 8 (DEX 14) fails at 10; half cover set afterwards judges the same roll at 12: saved, nothing to apply", async () => {
    rulesetInForce.value = ruleset("a5e");
    const hero = addToken(new FakeToken(new FakeActor("Hero", "character", { health: { value: 20, max: 20 }, abilities: { dex: 14 } } as never)));
    const message = await flameCard(hero);
    faces.push(8);
    expect(await rollSaveRow(message as never, hero.document.uuid, gm)).toBeNull();
    expect(flagOf(message).save!.results[0]).toMatchObject({ total: 10, success: false });
    expect(await setRowCover(message as never, hero.document.uuid, "half", gm)).toBeNull();
    expect(flagOf(message).save!.results[0]).toMatchObject({ natural: 8, total: 12, success: true });
    expect(await applyRow(message as never, hero.document.uuid, "apply", gm)).toBe("nothingToApply");
  });

  it("total cover: the row cannot be targeted, no Save, nothing to apply; OSE offers no cover on a save", async () => {
    rulesetInForce.value = ruleset("a5e");
    const hero = addToken(new FakeToken(new FakeActor("Hero", "character", { health: { value: 20, max: 20 }, abilities: { dex: 14 } } as never)));
    const message = await flameCard(hero);
    expect(await setRowCover(message as never, hero.document.uuid, "total", gm)).toBeNull();
    expect(await rollSaveRow(message as never, hero.document.uuid, gm)).toBe("cannotBeTargeted");
    const view = saveCardView(flagOf(message), clientViewer(message as never, flagOf(message)), [7])!;
    expect([view.rows[0]!.outcome, view.rows[0]!.buttons]).toEqual(["cannotBeTargeted", []]);
    expect(view.rows[0]!.cover!.find((c) => c.selected)!.value).toBe("total");
    rulesetInForce.value = ruleset("ose");
    expect(saveCardView(flagOf(message), clientViewer(message as never, flagOf(message)), [7])!.rows[0]!.cover).toBeNull();
    expect(await setRowCover(message as never, hero.document.uuid, "partial1", gm)).toBe("unknownCover");
  });
});

describe("Add my targets (§7.1)", () => {
  it("a card rolled with no target: the first of the GM's targets takes its roll (no re-roll); a hidden token gets one d20 now in the GMs' companion card", async () => {
    const a = creature("A", 12);
    const b = creature("B", 16, true);
    faces.push(13, 4);
    const message = await attackCard([]);
    expect(flagOf(message).untargeted).toMatchObject({ rollIndex: 0, total: 13 });
    expect(cardView(flagOf(message), clientViewer(message as never, flagOf(message)), []).addTargets).toBe(true);
    faces.push(11);
    created.length = 0;
    expect(await addMyTargets(message as never, gm, [a, b] as never)).toBeNull();
    const rows = flagOf(message).rows;
    expect(rows.map((r) => [r.name, r.outcome, r.total, r.rollIndex, r.hidden])).toEqual([["A", "hit", 13, 0, false]]);
    expect(message.rolls.map((r) => r.total)).toEqual([13, 4]);
    // R11: B's row and roll are in a card whispered to the GMs that names the public card, with the card's damage roll.
    expect(created).toHaveLength(1);
    const companion = created[0]!.data as { whisper: string[]; rolls: unknown[]; flags: Record<string, Record<string, unknown>> };
    expect(companion.whisper).toEqual([GM.id, "gmUser0000000002"]);
    expect(companion.flags[SYSTEM_ID]!["hiddenPartOf"]).toBe(message.id);
    const hiddenFlag = companion.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
    expect(hiddenFlag.rows.map((r) => [r.name, r.outcome, r.total, r.rollIndex, r.hidden])).toEqual([["B", "miss", 11, 1, true]]);
    expect(hiddenFlag.damage).toEqual({ ...flagOf(message).damage, rollIndex: 0 });
    expect(JSON.stringify(message.flags)).not.toContain(b.document.uuid);
    expect(JSON.stringify(flagOf(message))).not.toMatch(/"defence":1[26]/);
    expect(await applyRow(message as never, a.document.uuid, "apply", gm)).toBeNull();
    expect(a.actor.system.health.value).toBe(6);
  });

  it("duplicates are skipped: a target already on the card gets no second row; with none new the GM is told", async () => {
    const a = creature("A", 12);
    const c = creature("C", 10);
    faces.push(15, 3);
    const message = await attackCard([a]);
    faces.push(12);
    expect(await addMyTargets(message as never, gm, [a, c, c] as never)).toBeNull();
    expect(flagOf(message).rows.map((r) => [r.name, r.outcome, r.total])).toEqual([["A", "hit", 15], ["C", "hit", 12]]);
    expect(await addMyTargets(message as never, gm, [a, c] as never)).toBe("noNewTargets");
  });

  it("a card whose rows all missed has no damage roll: an added target that is hit gets the card's one damage roll now", async () => {
    const a = creature("A", 18);
    const c = creature("C", 5);
    faces.push(7);
    const message = await attackCard([a]);
    expect(flagOf(message).damage).toBeNull();
    faces.push(9, 6);
    expect(await addMyTargets(message as never, gm, [c] as never)).toBeNull();
    expect(flagOf(message).damage).toEqual({ formula: "1d6", rollIndex: 2 });
    expect(await applyRow(message as never, c.document.uuid, "apply", gm)).toBeNull();
    expect(c.actor.system.health.value).toBe(4);
  });

  it("a player may not add targets; the card's cap bounds what is added", async () => {
    const a = creature("A", 12);
    faces.push(13, 4);
    const message = await attackCard([]);
    writes.length = 0;
    expect(await addMyTargets(message as never, player, [a] as never)).toBe("gmOnly");
    expect(writes).toEqual([]);
    expect(targetsToAdd(["x"], ["x", "y", "y", "z", "w"], 3)).toEqual(["y", "z"]);
    expect(targetsToAdd([], ["a", "b"], 0)).toEqual([]);
  });
});
