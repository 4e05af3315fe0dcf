/**
 * Spells provoke as their casting begins (VARIANTS.md §13.3 row 7; 001:L287): golden cases
 * G13E-S1…G13E-S6 on the strict stand-ins. The test process is the active GM's client; the clock
 * hook's stops drive it, and the Combat's memory keeps each cast's attacks to one posting.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, created, hooks, setActiveGM, warnings } from "../support/combat-world";
import { FakeActor } from "./world";
import { FakeRoll, faces } from "./fake-roll";
import { SYSTEM_ID } from "../../module/constants";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { memoryOf } from "../../module/resolution/combat-memory";
import { postSpellOpportunities, registerSpellOpportunities } from "../../module/resolution/opportunity-spell";
import { BOOK_RULESET, PRESETS, planAction, resolveRuleset, spentFoes, toAbsolute, withCasting, type EngagementMemory } from "../../module/rules";

const A13 = resolveRuleset(PRESETS.a13);
const GRID_DOC = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const g = globalThis as Record<string, unknown>;

function tokenDoc(id: string, i: number, j: number, disposition: number) {
  const actor = new FakeActor(`Fighter ${id}`, disposition > 0 ? "character" : "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }) as FakeActor & { items: unknown[]; getRollData(): object };
  const sword = { name: "Sword", type: "weapon", uuid: `${actor.uuid}.Item.sword`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "melee" } };
  const bolt = { name: "Fire bolt", type: "spell", uuid: `${actor.uuid}.Item.bolt`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "ranged", closeQuarters: false } };
  const touch = { name: "Shocking touch", type: "spell", uuid: `${actor.uuid}.Item.touch`, parent: actor, system: { attack: "1d20", damage: "1d8", kind: "melee", closeQuarters: true } };
  actor.items = [sword, bolt, touch];
  actor.getRollData = () => ({});
  return { id, name: `Fighter ${id}`, uuid: `Scene.scene00000000001.Token.${id}`, disposition, hidden: false, texture: { src: "" }, actor, combatant: null as unknown, parent: null as unknown, getCenterPoint: () => at(i, j) };
}
type Doc = ReturnType<typeof tokenDoc>;

/** The caster's 5-second spell: initiative second 8 of round 3, landing at 13; its casting begins at 8. */
const START = { round: 3, second: 8, absolute: toAbsolute({ round: 3, second: 8 }) };
let pc: Doc, a: Doc, b: Doc, combat: FakeCombat, caster: FakeCombatant;
const cards = () => created.map((m) => (m.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.["attack"] as AttackCardFlag | undefined).filter((f) => f !== undefined);
const stop = (round: number, second: number) => postSpellOpportunities(combat as never, { round, second });

beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  warnings.length = 0;
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  g["canvas"] = { grid: { measurePath: () => ({ spaces: 1 }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
  rulesetInForce.value = A13;
  setActiveGM(GM);
  pc = tokenDoc("pc", 10, 10, 1);
  a = tokenDoc("a", 10, 11, -1);
  b = tokenDoc("b", 10, 9, -1);
  const scene = { grid: GRID_DOC, tokens: [pc, a, b, tokenDoc("far", 10, 14, -1)] };
  for (const t of scene.tokens) t.parent = scene;
  caster = new FakeCombatant({ id: "cbt0000000000001", name: "Fighter pc", owners: [PLAYER.id!], action: withCasting(planAction(3, 8), 5) });
  caster.system.spellName = "Fire bolt";
  (caster as unknown as { actor: unknown }).actor = pc.actor;
  (caster as unknown as { token: unknown }).token = pc;
  pc.combatant = caster;
  combat = new FakeCombat("combat0000000001", 3, toAbsolute({ round: 3, second: 1 }), [caster]);
});
afterEach(() => {
  rulesetInForce.value = null;
  setActiveGM(GM);
  delete g["canvas"];
});

describe("a spell provokes as its casting begins (§13.3 row 7)", () => {
  it("G13E-S1 engaged with two foes: nothing before second 8; at the stop after it, each foe's sword card against the caster, stamped at second 8, and both spent", async () => {
    expect(await stop(3, 7)).toBe(0);
    faces.push(15, 4, 12, 3);
    expect(await stop(3, 10)).toBe(2);
    expect(cards().map((f) => [f.itemName, f.stamp, f.offClock, f.rows.map((r) => r.name)])).toEqual([
      ["Sword", START, false, ["Fighter pc"]],
      ["Sword", START, false, ["Fighter pc"]],
    ]);
    expect(spentFoes(caster.system.variant as unknown as EngagementMemory, 3)).toEqual(["a", "b"]);
    expect(memoryOf(combat as never, caster.id).spellProvokedAt).toBe(START.absolute);
  });

  it("G13E-S2 a close-quarters spell (read from the actor's spell item of the cast's name) draws nothing; a name no item carries provokes", async () => {
    caster.system.spellName = "Shocking touch";
    expect(await stop(3, 8)).toBe(0);
    expect(created).toHaveLength(0);
    // A new cast, of a spell typed by hand: not close-quarters.
    caster.system.action = withCasting(planAction(4, 8), 5);
    caster.system.spellName = "Improvised hex";
    faces.push(15, 4, 12, 3);
    expect(await stop(4, 8)).toBe(2);
  });

  it("G13E-S3 once per cast: later stops before it lands post nothing more; a new cast next round provokes again", async () => {
    faces.push(15, 4, 12, 3);
    expect(await stop(3, 8)).toBe(2);
    expect(await stop(3, 11)).toBe(0);
    expect(await stop(3, 13)).toBe(0);
    expect(created).toHaveLength(2);
    // The combatant's own round-spent memory is not what holds it to once (it is the round's, and
    // may be written anew): the Combat's memory of the cast is.
    caster.system.variant = { ...caster.system.variant, engageRound: 0, engageSpent: "" };
    expect(await stop(3, 12)).toBe(0);
    caster.system.action = withCasting(planAction(4, 6), 3);
    faces.push(15, 4, 12, 3);
    expect(await stop(4, 7)).toBe(2);
    expect(cards()[2]!.stamp).toEqual({ round: 4, second: 6, absolute: toAbsolute({ round: 4, second: 6 }) });
  });

  it("G13E-S4 a hidden foe never attacks (no card a player could see): only the visible one does; all hidden, none", async () => {
    b.hidden = true;
    faces.push(15, 4);
    expect(await stop(3, 8)).toBe(1);
    expect(spentFoes(caster.system.variant as unknown as EngagementMemory, 3)).toEqual(["a"]);
    caster.system.action = withCasting(planAction(4, 8), 5);
    a.hidden = true;
    expect(await stop(4, 9)).toBe(0);
    expect(created).toHaveLength(1);
  });

  it("G13E-S5 with the engagement rule off (the book), nothing is posted or remembered; not a spell, nothing", async () => {
    rulesetInForce.value = BOOK_RULESET;
    expect(await stop(3, 9)).toBe(0);
    expect(memoryOf(combat as never, caster.id).spellProvokedAt).toBeUndefined();
    rulesetInForce.value = A13;
    caster.system.action = planAction(3, 8);
    expect(await stop(3, 9)).toBe(0);
    expect(created).toHaveLength(0);
  });

  it("G13E-S6 a client that is not the active GM's (a player's, or with no active GM) posts nothing", async () => {
    setActiveGM(PLAYER);
    expect(await stop(3, 9)).toBe(0);
    setActiveGM(null);
    expect(await stop(3, 9)).toBe(0);
    expect(created).toHaveLength(0);
    expect(memoryOf(combat as never, caster.id).spellProvokedAt).toBeUndefined();
  });

  it("G13E-S7 through the hooks: a spell marked late (it began before the clock's second) posts as it is marked; the clock hook posts a later one", async () => {
    const ids = registerSpellOpportunities();
    try {
      const settle = () => new Promise((r) => setTimeout(r, 0));
      combat.system.absolute = toAbsolute({ round: 3, second: 12 });
      faces.push(15, 4, 12, 3);
      // Marked at second 12 with 6 seconds: it lands at 14, its casting began at 8.
      await caster.update({ "system.action": withCasting(planAction(3, 8), 6), "system.spellName": "Fire bolt" });
      await settle();
      expect(cards().map((f) => f.stamp)).toEqual([START, START]);
      caster.system.action = withCasting(planAction(4, 9), 2);
      faces.push(15, 4, 12, 3);
      hooks.callAll("enchanted-realms.clockChange", combat, { round: 4, second: 9 });
      await settle();
      expect(cards()).toHaveLength(4);
    } finally {
      hooks.off("enchanted-realms.clockChange", ids.clock);
      hooks.off("updateCombatant", ids.update);
    }
  });
});
