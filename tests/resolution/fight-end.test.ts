/**
 * The end of a fight and the clock after it through the glue (RESOLUTION.md RS-5, RT-5, RT-6, RT-7,
 * R16) on the strict stand-ins: the test process is the active GM's client; core's End Combat is
 * the `deleteCombat` hook, the world clock the `updateWorldTime` hook.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, created, hooks, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, changeVariants, resolveRuleset, type VariantConfig } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { DEADLINE_DEATH_FLAG, DEADLINE_FLAG, checkDeadlines, undoDeadlineDeath } from "../../module/resolution/fight-end";

registerResolution();

function ruleset(base: VariantConfig, patch: Record<string, unknown> = {}) {
  const r = changeVariants(base, patch as never);
  if (!r.ok) throw new Error(`illegal config ${JSON.stringify(r.problems)}`);
  return rememberRuleset(resolveRuleset(r.config));
}

const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
let worldActors: FakeActor[] = [];

function fighterAt(name: string, system: Record<string, unknown>): FakeActor {
  const actor = new FakeActor(name, "character", { health: { value: 0, max: 10, below: 0, temp: 0 }, ...system } as never, { [PLAYER.id]: 3 });
  worldActors.push(actor);
  return actor;
}

function combatWith(actors: FakeActor[], absolute: number): FakeCombat {
  const list = actors.map((a, i) => {
    const c = new FakeCombatant({ id: `cbt${String(i + 1).padStart(13, "0")}`, name: a.name, owners: [PLAYER.id] });
    (c as unknown as { actor: unknown }).actor = a;
    return c;
  });
  const combat = new FakeCombat("combat0000000001", Math.floor(absolute / 20), absolute, list);
  combats.set(combat.id, combat);
  return combat;
}

async function endCombat(combat: FakeCombat, worldTime: number): Promise<void> {
  (game["time"] as { worldTime: number }).worldTime = worldTime;
  hooks.callAll("deleteCombat", combat, {}, GM.id);
  await settle();
}

async function worldTimeTo(worldTime: number): Promise<void> {
  (game["time"] as { worldTime: number }).worldTime = worldTime;
  hooks.callAll("updateWorldTime", worldTime, 1, {}, GM.id);
  await settle();
}

const dying = (since: number, over: Record<string, unknown> = {}) => ({ dying: { failures: 0, stable: false, since, combat: "", ...over } });
const deathNotices = () => created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[DEADLINE_DEATH_FLAG]);

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  combats.clear();
  worldActors = [];
  game["actors"] = { contents: worldActors };
  setActiveGM(GM);
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("OSR: dead unless stabilised within the minute or by the fight's end (RS-5, RT-5)", () => {
  beforeEach(() => {
    rulesetInForce.value = ruleset(PRESETS.osr);
  });

  it("G2R-8 0 HP at t 47, the fight runs to t 164 unstabilised: alive during the fight, dead at combat end, posted with an Undo", async () => {
    const pc = fighterAt("Ada", dying(47));
    pc.setStatus("unconscious", true);
    await endCombat(combatWith([pc], 164), 5000);
    expect(pc.statuses.has("dead")).toBe(true);
    expect(deathNotices()).toHaveLength(1);
    expect(String(deathNotices()[0]!.data["content"])).toContain("data-er-undo-dead");
    // `fromUuidSync` of the stand-ins finds an actor through its token.
    addToken(new FakeToken(pc));
    const notice = new FakeMessage(GM, structuredClone(deathNotices()[0]!.data["flags"]) as Record<string, Record<string, unknown>>, []);
    expect(await undoDeadlineDeath(notice, { id: GM.id, isGM: true })).toBeNull();
    expect(pc.statuses.has("dead")).toBe(false);
  });

  it("G2R-7 0 HP at t 47 (world w), combat ended at t 80: alive through the end; nobody stabilises by w + 60 → dead at w + 60 (not at w + 59)", async () => {
    const w = 1000;
    const pc = fighterAt("Bo", dying(47));
    await endCombat(combatWith([pc], 80), w + 33);
    expect(pc.statuses.has("dead")).toBe(false);
    expect((pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags[SYSTEM_ID]![DEADLINE_FLAG]).toBe(w + 60);
    await worldTimeTo(w + 59);
    expect(pc.statuses.has("dead")).toBe(false);
    await worldTimeTo(w + 60);
    expect(pc.statuses.has("dead")).toBe(true);
    expect(deathNotices()).toHaveLength(1);
  });

  it("G2R-7 stabilised at w + 50: lives at w + 60, the watcher drops its deadline", async () => {
    const w = 1000;
    const pc = fighterAt("Cy", dying(47));
    await endCombat(combatWith([pc], 80), w + 33);
    (pc.system.dying as { stable: boolean }).stable = true;
    await worldTimeTo(w + 60);
    expect(pc.statuses.has("dead")).toBe(false);
    expect((pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags[SYSTEM_ID]![DEADLINE_FLAG]).toBeNull();
  });

  it("a client that is not the active GM kills nobody", async () => {
    const pc = fighterAt("Di", dying(47));
    (pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { [DEADLINE_FLAG]: 10 } };
    setActiveGM(null);
    expect(await checkDeadlines([pc as never], 100)).toBe(0);
    expect(pc.statuses.has("dead")).toBe(false);
  });
});

describe("13A battle end (RT-7) and temporary health (R16, RT-6)", () => {
  it("G13R-12 combat ended with failures 2: the next combat starts at 0 failures", async () => {
    rulesetInForce.value = ruleset(PRESETS.a13);
    const pc = fighterAt("Eve", { health: { value: 5, max: 20, below: 0, temp: 0 }, ...dying(47, { failures: 2 }) });
    pc.system.dying = { failures: 2, stable: false, since: null, combat: "" };
    await endCombat(combatWith([pc], 80), 100);
    expect((pc.system.dying as { failures: number }).failures).toBe(0);
  });

  it("GXR-4 tempHealth under er2d10: the round-1 roll clears it, 6 gained in round 2 stays through the round-3 roll, combat end sets 0", async () => {
    rulesetInForce.value = ruleset(PRESETS.a13, { initiative: { model: "er2d10" } });
    const pc = fighterAt("Fay", { health: { value: 10, max: 20, below: 0, temp: 3 } });
    const combat = combatWith([pc], 21);
    const combatant = combat.combatants.get("cbt0000000000001")!;
    await combatant.update({ initiative: 12 });
    await settle();
    expect(pc.system.health.temp).toBe(0);
    pc.system.health.temp = 6;
    await combatant.update({ initiative: 7 });
    await settle();
    expect(pc.system.health.temp).toBe(6);
    await endCombat(combat, 100);
    expect(pc.system.health.temp).toBe(0);
  });

  it("G13R-7 Begin Combat (a13 roll) clears temporary health; without tempHealth nothing is touched", async () => {
    rulesetInForce.value = ruleset(PRESETS.a13);
    const pc = fighterAt("Gus", { health: { value: 10, max: 20, below: 0, temp: 8 } });
    const combat = combatWith([pc], 21);
    await combat.combatants.get("cbt0000000000001")!.update({ initiative: 15 });
    await settle();
    expect(pc.system.health.temp).toBe(0);
    rulesetInForce.value = ruleset(PRESETS.a13, { resolution: { tempHealth: false } });
    const other = fighterAt("Hal", { health: { value: 10, max: 20, below: 0, temp: 8 } });
    const c2 = combatWith([other], 21);
    await c2.combatants.get("cbt0000000000001")!.update({ initiative: 15 });
    await settle();
    expect(other.system.health.temp).toBe(8);
  });
});
