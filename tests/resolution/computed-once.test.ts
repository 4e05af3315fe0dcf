/**
 * RESOLUTION.md §9: what a card's render and an attack's roll data compute, counted. One render of
 * an attack card reads each target into a fighter once and works out each row's amount once, however
 * many questions the card asks of it; one attack's roll data asks the ruleset's modules once, with
 * the item's ability (13A `@a13.dmg`, 001:L23).
 */
import "../support/combat-world";
import "./setup";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, setActiveGM } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { cardView } from "../../module/resolution/card-view";
import { clientViewer } from "../../module/resolution/render";
import { attackRollData } from "../../module/resolution/roll-attack";
import { fighterOf } from "../../module/actors/fighter";
import { rowAmount } from "../../module/rules/resolution/attack";
import { moduleRollData } from "../../module/actors/roll-data";
import { deriveActor, type ActorDerived } from "../../module/actors/derive";
import { GRYF, GRYF_ITEMS } from "../../module/sheets/samples";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { itemAbility } from "../../module/rules/resolution/abilities";

vi.mock("../../module/actors/fighter", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../module/actors/fighter")>();
  return { ...real, fighterOf: vi.fn(real.fighterOf) };
});
vi.mock("../../module/rules/resolution/attack", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../module/rules/resolution/attack")>();
  return { ...real, rowAmount: vi.fn(real.rowAmount) };
});
vi.mock("../../module/actors/roll-data", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../module/actors/roll-data")>();
  return { ...real, moduleRollData: vi.fn(real.moduleRollData) };
});
vi.mock("../../module/actors/models", () => ({ erActorSystem: (actor: { system?: { derived?: unknown } }) => actor.system ?? null }));

const calls = (fn: unknown): number => vi.mocked(fn as (...a: unknown[]) => unknown).mock.calls.length;

function row(token: FakeToken): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 11, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
}

describe("one render of an attack card", () => {
  beforeEach(() => {
    tokens.clear();
    setActiveGM(GM);
    vi.clearAllMocks();
  });

  it("reads each target into a fighter once and works out each row's amount once, for the GM's every question", () => {
    const targets = [0, 1, 2].map((i) => addToken(new FakeToken(new FakeActor(`Goblin ${i}`, "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }))));
    const flag: AttackCardFlag = {
      v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [],
      untargeted: null, damage: { formula: "1d10", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows: targets.map(row), ledger: [],
    };
    const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: 6 }]);
    messageStore.set(message.id!, message);
    const viewer = clientViewer(message as never, flag);
    const view = cardView(flag, viewer, [15, 6]);
    // The GM sees each row's defence, amount and buttons: three questions of each target, one read.
    expect(view.rows.map((r) => [r.defence?.endsWith(" 12"), r.amount])).toEqual(targets.map(() => [true, 6]));
    expect(calls(fighterOf)).toBe(3);
    expect(calls(rowAmount)).toBe(3);
    // Asked again within the same render: the same answers, nothing worked out again.
    expect(flag.rows.map((r) => viewer.amountOf(r, "apply"))).toEqual([6, 6, 6]);
    expect(viewer.defenceOf(flag.rows[0]!.actorUuid)).toBe(12);
    expect([calls(fighterOf), calls(rowAmount)]).toEqual([3, 3]);
    // A new render reads the targets as they are now.
    cardView(flag, clientViewer(message as never, flag), [15, 6]);
    expect([calls(fighterOf), calls(rowAmount)]).toEqual([6, 6]);
  });
});

/** Core's Actor as the roll data reads it: its `system` (the model: the stored fields and the derivation), items and statuses. */
class StandInActor {
  id = "actor0000000000001";
  isToken = false;
  type = "character";
  statuses = new Set<string>();
  items = { contents: GRYF_ITEMS.map((i) => ({ type: i.type, name: i.name, system: i.system })) };
  system: Record<string, unknown> & { derived: ActorDerived };
  constructor() {
    const { derived } = deriveActor({ type: "character", system: GRYF, items: GRYF_ITEMS, worldTime: 0 });
    this.system = { ...structuredClone(GRYF), level: 3, abilities: { str: 10, dex: 18, con: 12 }, derived };
  }
  getRollData(): Record<string, unknown> {
    return { ...this.system };
  }
}

describe("one attack's roll data", () => {
  let ERActor: new () => StandInActor;
  beforeAll(async () => {
    vi.stubGlobal("Actor", StandInActor);
    ERActor = (await import("../../module/actors/document")).ERActor as unknown as typeof ERActor;
  });

  it("asks the modules once, with the item's ability (a ranged weapon: DEX), and keeps the actor's and the item's values", () => {
    const a13 = resolveRuleset(PRESETS.a13);
    const actor = new ERActor();
    vi.clearAllMocks();
    const bow = { type: "weapon", name: "Bow", system: { kind: "ranged", ability: "auto", attack: "1d20", damage: "1d6 + @a13.dmg" } };
    const data = attackRollData(actor, bow, a13);
    expect(calls(moduleRollData)).toBe(1);
    const dex = moduleRollData(actor, null, a13, itemAbility("auto", "ranged"));
    const str = moduleRollData(actor, null, a13, itemAbility("auto", "melee"));
    expect(dex["a13"]).not.toEqual(str["a13"]);
    expect(data["a13"]).toEqual(dex["a13"]);
    expect([data["speed"], data["rating"], (data["item"] as { name: string }).name]).toEqual([12, 0, "Bow"]);
  });
});
