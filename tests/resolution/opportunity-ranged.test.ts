/**
 * Ranged attacks provoke (VARIANTS.md §13.3 row 7; 001:L283): golden cases G13E-R1…G13E-R7 on the
 * strict stand-ins. The plan reads the scene as the rules' engagement does; the trigger is core's
 * `createChatMessage` on the active GM's client, and a forged or hidden case draws nothing.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, warnings } from "../support/combat-world";
import { FakeActor } from "./world";
import { FakeRoll, faces } from "./fake-roll";
import { SYSTEM_ID } from "../../module/constants";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { opportunityFromCard, rangedOpportunityPlan } from "../../module/resolution/opportunity-ranged";
import { BOOK_RULESET, NO_VARIANT_MEMORY, PRESETS, resolveRuleset, spentFoes, toAbsolute, type EngagementMemory } from "../../module/rules";
import type { EngagementPlaceable } from "../../module/scene/engagement-tokens";

const A13 = resolveRuleset(PRESETS.a13);
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const GRID_DOC = { type: 2, getOffset: GRID.offsetOf };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const MEMORY = NO_VARIANT_MEMORY as unknown as EngagementMemory;
const token = (id: string, i: number, j: number, disposition: number, statuses: string[] = [], hidden = false): EngagementPlaceable & { center: { x: number; y: number } } => ({
  document: { id, name: id, disposition, hidden, combatant: null },
  actor: { statuses: new Set(statuses) },
  center: at(i, j),
});

describe("what a ranged attack provokes (rules through the plan)", () => {
  const archer = token("pc", 10, 10, 1);
  const placed = [archer, token("a", 10, 11, -1), token("b", 10, 9, -1), token("s", 9, 10, -1, ["stunned"]), token("far", 10, 14, -1)];

  it("G13E-R1 an archer engaged with two able foes and a stunned one shoots one of them: the other provokes, and is spent", () => {
    const plan = rangedOpportunityPlan(archer, ["a"], placed, GRID, { round: 2, memory: MEMORY }, A13)!;
    expect(plan.foes).toEqual(["b"]);
    expect(spentFoes(plan.patch, 2)).toEqual(["b"]);
    // Shooting a foe it is not engaged with: both able engaged foes provoke.
    expect(rangedOpportunityPlan(archer, ["far"], placed, GRID, { round: 2, memory: MEMORY }, A13)!.foes).toEqual(["a", "b"]);
  });

  it("G13E-R2 a foe already spent against it this round draws no second attack; next round it does", () => {
    const memory = { ...MEMORY, engageRound: 2, engageSpent: "b" };
    expect(rangedOpportunityPlan(archer, ["a"], placed, GRID, { round: 2, memory }, A13)).toBeNull();
    expect(rangedOpportunityPlan(archer, ["a"], placed, GRID, { round: 3, memory }, A13)!.foes).toEqual(["b"]);
  });

  it("G13E-R3 a hidden foe is no one's foe (nothing tells a player of it); free, or under the book, nothing provokes", () => {
    expect(rangedOpportunityPlan(archer, ["a"], [archer, token("a", 10, 11, -1), token("h", 10, 9, -1, [], true)], GRID, { round: 1, memory: MEMORY }, A13)).toBeNull();
    expect(rangedOpportunityPlan(token("pc", 20, 20, 1), [], placed, GRID, { round: 1, memory: MEMORY }, A13)).toBeNull();
    expect(rangedOpportunityPlan(archer, ["a"], placed, GRID, { round: 1, memory: MEMORY }, BOOK_RULESET)).toBeNull();
  });
});

const g = globalThis as Record<string, unknown>;
const game = () => g["game"] as { user: unknown; users: { activeGM: unknown } };

type Doc = ReturnType<typeof tokenDoc>;
function tokenDoc(id: string, i: number, j: number, disposition: number, owner: Record<string, number> = {}) {
  const actor = new FakeActor(`Fighter ${id}`, disposition > 0 ? "character" : "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }, owner) as FakeActor & { items: unknown[]; getRollData(): object; getActiveTokens(linked?: boolean, document?: boolean): unknown[] };
  const sword = { name: "Sword", type: "weapon", uuid: `${actor.uuid}.Item.sword`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "melee" } };
  const bow = { name: "Bow", type: "weapon", uuid: `${actor.uuid}.Item.bow`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "ranged" } };
  const bolt = { name: "Fire bolt", type: "spell", uuid: `${actor.uuid}.Item.bolt`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "ranged" } };
  actor.items = [sword, bow, bolt];
  actor.getRollData = () => ({});
  const doc = { id, name: `Fighter ${id}`, uuid: `Scene.scene00000000001.Token.${id}`, disposition, hidden: false, texture: { src: "" }, actor, combatant: null as unknown, parent: null as unknown, getCenterPoint: () => at(i, j) };
  actor.getActiveTokens = (_linked?: boolean, document?: boolean) => (document ? [doc] : []);
  return doc;
}

const STAMP = { round: 3, second: 13, absolute: toAbsolute({ round: 3, second: 13 }) };
function cardFlag(actor: { uuid: string }, itemUuid: string, targets: readonly Doc[], over: Partial<AttackCardFlag> = {}): AttackCardFlag {
  const rows: CardRow[] = targets.map((t) => ({
    tokenUuid: t.uuid, actorUuid: t.actor.uuid, name: t.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 12, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage",
  }));
  return {
    v: FLAG_VERSION, actorUuid: actor.uuid, itemUuid, itemName: "Bow", defence: "ac", attackParts: [], untargeted: null, damage: { formula: "1d8", rollIndex: 1 }, missDamage: null,
    damageParts: [], minimumOnHit: false, stamp: STAMP, offClock: false, knockOut: false, rows, ledger: [], ...over,
  };
}

describe("the card trigger on the active GM's client (G13E-R4…R7)", () => {
  let pc: Doc, a: Doc, b: Doc;
  let combatant: { system: { variant: Record<string, unknown> }; parent: { started: boolean }; isDefeated: boolean; update(d: Record<string, unknown>): Promise<void> };
  let savedFromUuid: unknown;
  const message = (flag: AttackCardFlag, author: { id?: string | null; isGM?: boolean } = GM, extra: Record<string, unknown> = {}) => ({ author, _stats: { createdTime: 1, modifiedTime: 1, lastModifiedBy: author.id ?? null }, flags: { [SYSTEM_ID]: { attack: flag, ...extra } } });
  const flags = () => created.map((m) => (m.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag);

  beforeEach(() => {
    created.length = 0;
    faces.length = 0;
    warnings.length = 0;
    g["Roll"] = FakeRoll;
    g["Actor"] = FakeActor;
    g["canvas"] = { grid: { measurePath: () => ({ spaces: 1 }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
    rulesetInForce.value = A13;
    pc = tokenDoc("pc", 10, 10, 1, { [PLAYER.id!]: 3 });
    a = tokenDoc("a", 10, 11, -1);
    b = tokenDoc("b", 10, 9, -1);
    combatant = {
      system: { variant: { ...NO_VARIANT_MEMORY } },
      parent: { started: true },
      isDefeated: false,
      async update(d) {
        for (const [k, v] of Object.entries(d)) combatant.system.variant[k.replace("system.variant.", "")] = v;
      },
    };
    pc.combatant = combatant;
    const scene = { grid: GRID_DOC, tokens: [pc, a, b] };
    for (const t of scene.tokens) t.parent = scene;
    savedFromUuid = g["fromUuidSync"];
    // As core: a document by its uuid, null for none.
    const docs = new Map<string, unknown>();
    for (const t of scene.tokens) {
      docs.set(t.actor.uuid, t.actor);
      for (const item of t.actor.items as { uuid: string }[]) docs.set(item.uuid, item);
    }
    g["fromUuidSync"] = (uuid: string) => docs.get(uuid) ?? null;
  });
  afterEach(() => {
    rulesetInForce.value = null;
    game().user = GM;
    game().users.activeGM = GM;
    g["fromUuidSync"] = savedFromUuid;
    delete g["canvas"];
  });

  it("G13E-R4 the GM's bow card at round 3 second 13 on one foe: the other foe's sword card, stamped at the landing second, against the archer; spent once", async () => {
    faces.push(15, 4);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a])))).toBe(1);
    expect(flags().map((f) => [f.itemName, f.stamp, f.offClock, f.rows.map((r) => r.name)])).toEqual([["Sword", STAMP, false, ["Fighter pc"]]]);
    expect(combatant.system.variant).toMatchObject({ engageRound: 3, engageSpent: "b" });
    created.length = 0;
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a])))).toBe(0);
  });

  it("G13E-R5 a melee card, a spell's card (it provokes as its casting begins), an off-clock card and the GMs' companion part draw nothing", async () => {
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.sword`, [a])))).toBe(0);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bolt`, [a])))).toBe(0);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a], { stamp: null, offClock: true })))).toBe(0);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a]), GM, { hiddenPartOf: "msg0000000000001" }))).toBe(0);
    expect(created).toHaveLength(0);
  });

  it("G13E-R6 forged: a player's card for an actor it does not own, or with an item not that actor's, draws nothing; its own card does", async () => {
    const stranger = { ...PLAYER, id: "player0000000002" };
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a]), stranger))).toBe(0);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${a.actor.uuid}.Item.bow`, [a]), PLAYER))).toBe(0);
    expect(created).toHaveLength(0);
    faces.push(15, 4);
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a]), PLAYER))).toBe(1);
  });

  it("G13E-R7 a player's client, or any client but the active GM's, posts nothing", async () => {
    game().users.activeGM = PLAYER;
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a])))).toBe(0);
    game().users.activeGM = null;
    expect(await opportunityFromCard(message(cardFlag(pc.actor, `${pc.actor.uuid}.Item.bow`, [a])))).toBe(0);
    expect(created).toHaveLength(0);
  });
});
