/**
 * Regressions of the resolution fuzz audit's dying faults, on the strict stand-ins (the test process
 * is the active GM's client): a 13A death save of 16+ whose recovery heals 0 (001:L375), a fight's
 * end with one actor's deadline the rules refuse (RS-5, RT-7), and overdrawn at its stored bound (R9).
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, dice, hooks, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, planAction, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { a13SpendRecovery } from "../../module/rules/modules/resolution/a13-health-math";
import { MAX_RECOVERIES } from "../../module/data/bounds";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { DEATH_SAVE_FLAG, rollDeathSave, type DeathSaveCard } from "../../module/resolution/death-save";

registerResolution();
const gm = { id: GM.id, isGM: true };
const game = (globalThis as unknown as { game: Record<string, unknown> }).game;

beforeEach(() => {
  writes.length = 0;
  dice.length = 0;
  tokens.clear();
  messageStore.clear();
  combats.clear();
  setActiveGM(GM);
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("M4: a death save of 16+ returns the PC to consciousness even when its recovery heals 0 (001:L375)", () => {
  /** A level-1 PC with CON 3 (−4) and d4 recoveries: its recovery rolls 1d4−4, often 0. */
  function weakPc(sleep = false) {
    const actor = new FakeActor("Wren", "character", { health: { value: 0, max: 30, below: 8, temp: 0 }, dying: { failures: 1, stable: false, since: 47, combat: "" } }, { [PLAYER.id]: 3 });
    Object.assign(actor.system, { level: 1, abilities: { str: 10, dex: 10, con: 3, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d4", overdrawn: 0 } });
    if (sleep) actor.setStatus("unconscious", false);
    else actor.setStatus("unconscious", true);
    addToken(new FakeToken(actor));
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Wren", owners: [PLAYER.id], action: planAction(1, 7) });
    (combatant as unknown as { actor: unknown }).actor = actor;
    combatant.system.variant = { ...combatant.system.variant, base: 7 };
    const combat = new FakeCombat("combat0000000001", 2, 47, [combatant]);
    combats.set(combat.id, combat);
    const flag: DeathSaveCard = { actorUuid: actor.uuid, combatId: combat.id, combatantId: combatant.id, round: 2, second: 7, failures: 1, rolled: null };
    const message = new FakeMessage(GM, { [SYSTEM_ID]: { [DEATH_SAVE_FLAG]: flag } }, []);
    messageStore.set(message.id, message);
    const sys = actor.system as unknown as { health: { value: number; below: number }; dying: { since: number | null; failures: number }; recoveries: { value: number } };
    return { actor, combatant, message, sys };
  }

  beforeEach(() => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a13));
  });

  it("natural 17, recovery total 0: 'recover', conscious at 0 (negatives ignored), no longer dying, one recovery spent", async () => {
    const { actor, message, sys } = weakPc();
    dice.push(17, 0);
    expect(await rollDeathSave(message, gm)).toBeNull();
    expect((message.flags[SYSTEM_ID]![DEATH_SAVE_FLAG] as DeathSaveCard).rolled).toMatchObject({ natural: 17, result: "recover", healed: 0 });
    expect([sys.health.value, sys.health.below, sys.dying.since, sys.recoveries.value, actor.statuses.has("unconscious")]).toEqual([0, 0, null, 7, false]);
  });

  it("natural 20, recovery total 0: conscious and acting at its death-save second", async () => {
    const { actor, combatant, message } = weakPc();
    dice.push(20, 0);
    expect(await rollDeathSave(message, gm)).toBeNull();
    await settle();
    expect(actor.statuses.has("unconscious")).toBe(false);
    expect(combatant.system.action.landsAt).toBe(47);
  });

  it("natural 20 for a PC held unconscious by something else (a sleep spell's status, not the system's): no action scheduled", async () => {
    const { actor, combatant, message } = weakPc(true);
    const before = structuredClone(combatant.system.action);
    dice.push(20, 6);
    expect(await rollDeathSave(message, gm)).toBeNull();
    await settle();
    expect(actor.statuses.has("unconscious")).toBe(true);
    expect(combatant.system.action).toEqual(before);
  });
});

describe("L2: the end of a fight goes on past one actor the rules refuse, and a negative `since` is a moment like any other", () => {
  beforeEach(() => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
  });

  function ending(sinces: number[]) {
    const actors = sinces.map((since, i) => new FakeActor(`A${i}`, "character", { health: { value: 0, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since, combat: "" } }, { [PLAYER.id]: 3 }));
    game["actors"] = { contents: actors };
    const list = actors.map((a, i) => {
      const c = new FakeCombatant({ id: `cbt${String(i + 1).padStart(13, "0")}`, name: a.name, owners: [PLAYER.id] });
      (c as unknown as { actor: unknown }).actor = a;
      return c;
    });
    const combat = new FakeCombat("combat0000000001", 10, 200, list);
    combats.set(combat.id, combat);
    return { actors, combat };
  }

  it("A dying since −5 (world time set back) and B since 21, the fight ending at 200: both dead", async () => {
    const { actors, combat } = ending([-5, 21]);
    hooks.callAll("deleteCombat", combat, {}, GM.id);
    await settle();
    expect(actors.map((a) => a.statuses.has("dead"))).toEqual([true, true]);
  });

  it("A's since past the stored bound (refused by the rules) does not stop B's death; the refusal is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { actors, combat } = ending([-(2 ** 53), 21]);
    hooks.callAll("deleteCombat", combat, {}, GM.id);
    await settle();
    expect(actors.map((a) => a.statuses.has("dead"))).toEqual([false, true]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("L11: overdrawn stays within its stored bound (R9, 001:L355)", () => {
  it("the rules' cap is the actor model's bound; the 100th overdraw keeps it", () => {
    expect(a13SpendRecovery({ value: 0, max: 8, die: "d8", overdrawn: MAX_RECOVERIES }, 9).recoveries.overdrawn).toBe(MAX_RECOVERIES);
  });
});
