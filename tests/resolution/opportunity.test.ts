import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach } from "vitest";
import { GM, PLAYER, created, warnings } from "../support/combat-world";
import { FakeActor } from "./world";
import { FakeRoll, faces } from "./fake-roll";
import { SYSTEM_ID } from "../../module/constants";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { postLeaveAttacks, postOpportunityAttacks } from "../../module/resolution/opportunity";
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, PRESETS, resolveRuleset, spentFoes, toAbsolute, BOOK_RULESET } from "../../module/rules";
import type { EngagementPlaceable } from "../../module/canvas/engagement";
import { basicMeleeItem, opportunityPlan } from "../../module/resolution/opportunity";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const token = (id: string, i: number, j: number, disposition: number, statuses: string[] = [], hidden = false): EngagementPlaceable & { center: { x: number; y: number } } => ({
  document: { id, name: id, disposition, hidden, combatant: null },
  actor: { statuses: new Set(statuses) },
  center: at(i, j),
});

describe("opportunity attack cards on the GM's client (VARIANTS.md §13.3 row 7)", () => {
  it("GT-7 a token leaves the hex next to two able foes and one stunned foe at second 11: two cards stamped second 11, the foes spent for the round", () => {
    // The mover's document is already at its destination when the move is recorded; its origin is the movement's.
    const mover = token("pc", 10, 14, 1);
    const placed = [mover, token("a", 10, 11, -1), token("b", 10, 9, -1), token("s", 9, 10, -1, ["stunned"])];
    const clock = { absolute: toAbsolute({ round: 3, second: 11 }), memory: NO_VARIANT_MEMORY };
    const plan = opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, A13)!;
    expect(plan.foes).toEqual(["a", "b"]);
    expect(plan.stamp).toEqual({ round: 3, second: 11, absolute: toAbsolute({ round: 3, second: 11 }) });
    expect(spentFoes(plan.patch, 3)).toEqual(["a", "b"]);
    // Recorded: a second move in the same round draws nothing more from them.
    const again = opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, { ...clock, memory: { ...NO_VARIANT_MEMORY, ...plan.patch } }, A13);
    expect(again).toBeNull();
  });

  it("a teleport, a move between movement seconds, a hidden foe and the book draw no card; A5E does", () => {
    const mover = token("pc", 10, 14, 1);
    const clock = { absolute: toAbsolute({ round: 1, second: 6 }), memory: NO_VARIANT_MEMORY };
    const placed = [mover, token("a", 10, 11, -1)];
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, true, placed, GRID, clock, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, { ...clock, absolute: toAbsolute({ round: 1, second: 7 }) }, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, [mover, token("a", 10, 11, -1, [], true)], GRID, clock, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, BOOK_RULESET)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, A5E)!.foes).toEqual(["a"]);
  });

  it("the basic melee attack is the foe's first melee item with an attack formula", () => {
    const items = [
      { type: "weapon", system: { kind: "ranged", attack: "1d20" }, name: "bow" },
      { type: "weapon", system: { kind: "melee", attack: " " }, name: "blank" },
      { type: "weapon", system: { kind: "melee", attack: "1d20 + @str" }, name: "sword" },
      { type: "weapon", system: { kind: "melee", attack: "1d20" }, name: "axe" },
    ];
    expect(basicMeleeItem(items)?.name).toBe("sword");
    expect(basicMeleeItem(items.slice(0, 2))).toBeNull();
  });
});

const g = globalThis as Record<string, unknown>;
const game = () => g["game"] as { user: unknown; users: { activeGM: unknown } };

/** A foe token document and its actor, with a sword (its basic melee attack) unless `armed` is false. */
function foeDoc(id: string, i: number, j: number, statuses: string[] = [], armed = true) {
  const actor = new FakeActor(`Orc ${id}`, "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }) as FakeActor & { items: unknown[]; getRollData(): object; getActiveTokens(): unknown[] };
  for (const s of statuses) actor.setStatus(s);
  const sword = { name: "Sword", type: "weapon", uuid: `Item.sword${id}`, parent: actor, system: { attack: "1d20", damage: "1d8", formula: "1d8", kind: "melee" } };
  actor.items = armed ? [sword] : [];
  actor.getRollData = () => ({});
  actor.getActiveTokens = () => [];
  return { id, name: `Orc ${id}`, uuid: `Scene.s.Token.${id}`, disposition: -1, hidden: false, texture: { src: "" }, actor, combatant: null, parent: null as unknown, getCenterPoint: (p?: { x: number; y: number }) => p ?? { x: j * 100, y: i * 100 } };
}


/** The GM's client's globals for a card, with `ruleset` in force; the mover's combatant at round 3 second 11 (its memory written by `update`). */
function gmClient(ruleset: ReturnType<typeof resolveRuleset>) {
  created.length = 0;
  faces.length = 0;
  warnings.length = 0;
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  g["CONFIG"] = { ...(g["CONFIG"] as object), Token: { movement: { actions: { walk: { teleport: false }, blink: { teleport: true } } } } };
  g["canvas"] = { grid: { measurePath: () => ({ spaces: 1 }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
  rulesetInForce.value = ruleset;
  const combatant = {
    system: { variant: { ...NO_VARIANT_MEMORY } as Record<string, unknown> },
    parent: { started: true, system: { absolute: toAbsolute({ round: 3, second: 11 }) } },
    isDefeated: false,
    async update(d: Record<string, unknown>) {
      for (const [k, v] of Object.entries(d)) combatant.system.variant[k.replace("system.variant.", "")] = v;
    },
  };
  return combatant;
}

describe("the moveToken hook on the active GM's client (GT-7)", () => {
  let combatant: { system: { variant: Record<string, unknown> }; parent: { started: boolean; system: { absolute: number } }; isDefeated: boolean; update(d: Record<string, unknown>): Promise<void> };
  let mover: ReturnType<typeof foeDoc>;
  let scene: { grid: { type: number; getOffset(p: { x: number; y: number }): { i: number; j: number } }; tokens: unknown[] };
  beforeEach(() => {
    combatant = gmClient(A13);
    mover = { ...foeDoc("pc", 10, 14), disposition: 1, combatant } as never;
    scene = { grid: GRID_DOC, tokens: [mover, foeDoc("a", 10, 11), foeDoc("b", 10, 9), foeDoc("s", 9, 10, ["stunned"])] };
    for (const t of scene.tokens as { parent: unknown }[]) t.parent = scene;
  });
  afterEach(() => {
    rulesetInForce.value = null;
    game().user = GM;
    game().users.activeGM = GM;
    delete g["canvas"];
  });
  const move = (action = "walk") => ({ origin: { x: 1000, y: 1000 }, destination: { x: 1400, y: 1000 }, chain: [], method: "dragging", passed: { waypoints: [{ action }] } });
  const flags = () => created.map((m) => (m.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag);

  it("two basic melee attack cards stamped round 3 second 11 at the mover; the stunned foe makes none; the foes are spent", async () => {
    faces.push(15, 4, 15, 4);
    expect(await postOpportunityAttacks(mover as never, move())).toBe(2);
    expect(created).toHaveLength(2);
    expect(flags().map((f) => [f.itemName, f.stamp, f.offClock])).toEqual([
      ["Sword", { round: 3, second: 11, absolute: toAbsolute({ round: 3, second: 11 }) }, false],
      ["Sword", { round: 3, second: 11, absolute: toAbsolute({ round: 3, second: 11 }) }, false],
    ]);
    expect(flags().map((f) => f.rows.map((r) => r.name))).toEqual([["Orc pc"], ["Orc pc"]]);
    expect(combatant.system.variant).toMatchObject({ engageRound: 3, engageSpent: "a,b" });
    // The same round, again: nothing more.
    created.length = 0;
    expect(await postOpportunityAttacks(mover as never, move())).toBe(0);
  });

  it("a foe without a melee attack: the GM is told, no card", async () => {
    scene.tokens = [mover, foeDoc("u", 10, 11, [], false)];
    for (const t of scene.tokens as { parent: unknown }[]) t.parent = scene;
    expect(await postOpportunityAttacks(mover as never, move())).toBe(0);
    expect(created).toHaveLength(0);
    expect(warnings.some((w) => w.includes("ER.Engagement.NoBasicAttack"))).toBe(true);
  });

  it("nothing on a player's client, for a teleport, an undo or a chained continuation", async () => {
    game().users.activeGM = PLAYER;
    expect(await postOpportunityAttacks(mover as never, move())).toBe(0);
    game().users.activeGM = GM;
    expect(await postOpportunityAttacks(mover as never, move("blink"))).toBe(0);
    expect(await postOpportunityAttacks(mover as never, { ...move(), method: "undo" })).toBe(0);
    expect(await postOpportunityAttacks(mover as never, { ...move(), chain: ["m1"] })).toBe(0);
    expect(created).toHaveLength(0);
  });
});

const GRID_DOC = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };

describe("A5E: the opportunity attack takes the foe's one reaction of the round (004:L52, L64)", () => {
  const A5E_RS = resolveRuleset(PRESETS.a5e);
  let combatant: ReturnType<typeof gmClient>;
  const withCombatant = (doc: ReturnType<typeof foeDoc>, variant: Record<string, unknown> = {}) => {
    const c = { system: { variant: { ...NO_VARIANT_MEMORY, ...variant } as Record<string, unknown> }, isDefeated: false, async update(d: Record<string, unknown>) { for (const [k, v] of Object.entries(d)) c.system.variant[k.replace("system.variant.", "")] = v; } };
    return Object.assign(doc as Omit<ReturnType<typeof foeDoc>, "combatant">, { combatant: c });
  };
  let mover: ReturnType<typeof foeDoc>;
  beforeEach(() => {
    combatant = gmClient(A5E_RS);
    mover = { ...foeDoc("pc", 10, 14), disposition: 1, combatant } as never;
  });
  afterEach(() => {
    rulesetInForce.value = null;
    delete g["canvas"];
  });
  const sceneOf = (tokens: unknown[]) => {
    const scene = { grid: GRID_DOC, tokens };
    for (const t of tokens as { parent: unknown }[]) t.parent = scene;
  };
  const move = { origin: { x: 1000, y: 1000 }, destination: { x: 1400, y: 1000 }, chain: [], method: "dragging", passed: { waypoints: [{ action: "walk" }] } };

  it("GA-RE4 a foe that attacked, dragged or was dragged this round makes no attack; the one that attacks has its reaction spent", async () => {
    const fresh = withCombatant(foeDoc("a", 10, 11));
    const attacked = withCombatant(foeDoc("b", 10, 9), { reactionRound: 3 });
    const dragged = withCombatant(foeDoc("d", 9, 10), { draggedAt: toAbsolute({ round: 3, second: 6 }) });
    sceneOf([mover, fresh, attacked, dragged]);
    faces.push(15, 4);
    expect(await postOpportunityAttacks(mover as never, move)).toBe(1);
    expect(flagsOf().map((f) => f.itemName)).toEqual(["Sword"]);
    expect(fresh.combatant.system.variant["reactionRound"]).toBe(3);
    expect(combatant.system.variant).toMatchObject({ engageRound: 3, engageSpent: "a" });
  });

  it("GA-RE5 the dragged ally's move takes the same path while it still stands in the hex it leaves: one card, the reaction spent", async () => {
    const fresh = withCombatant(foeDoc("a", 10, 11));
    const ally = { ...foeDoc("ally", 10, 10), disposition: 1, combatant };
    sceneOf([ally, fresh]);
    faces.push(15, 4);
    expect(await postLeaveAttacks(ally as never, { origin: { x: 1000, y: 1000 }, destination: { x: 1400, y: 1000 }, teleport: false })).toBe(1);
    expect(fresh.combatant.system.variant["reactionRound"]).toBe(3);
    // Its own recorded move afterwards finds the foe spent: no second card.
    created.length = 0;
    expect(await postOpportunityAttacks(ally as never, move)).toBe(0);
  });
});

const flagsOf = () => created.map((m) => (m.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag);
