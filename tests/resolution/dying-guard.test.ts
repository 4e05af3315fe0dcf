/**
 * The GM's record of owner-writable rule state (dying-guard.ts: R13-7, RS-5, §7.5) on the strict
 * stand-ins: the test process is the active GM's client. An owner's write to its own actor reaches
 * the GM's `updateActor` hook with the owner's id, as core fires it; world settings are written by
 * GMs only and persist across reloads (a fresh `ready` here).
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, dice, hooks, setActiveGM, settle, settings } from "../support/combat-world";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { DEATH_SAVE_FLAG, rollDeathSave, type DeathSaveCard } from "../../module/resolution/death-save";
import { DYING_RECORD_SETTING, loadDyingRecord, onStoredChange, recordedState, registerDyingGuard, resetDyingRecord } from "../../module/resolution/dying-guard";
import { DEADLINE_FLAG, checkDeadlines } from "../../module/resolution/fight-end";
import { resetRefusalLog } from "../../module/combat/refusals";

/** A character a player owns: core's `Actor#hasPlayerOwner`. */
class PlayerHero extends FakeActor {
  get hasPlayerOwner(): boolean {
    return true;
  }
}

/** World settings as core keeps them: registered first, written by a GM, read back by key. */
const registered = new Set<string>();
const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
game["settings"] = {
  register: (ns: string, key: string, config: { default?: unknown }) => {
    registered.add(`${ns}.${key}`);
    if (!(`${ns}.${key}` in settings)) settings[`${ns}.${key}`] = structuredClone(config.default);
  },
  get: (ns: string, key: string) => {
    if (ns === SYSTEM_ID && !registered.has(`${ns}.${key}`) && !(`${ns}.${key}` in settings)) throw new Error(`${ns}.${key} is not a registered game setting`);
    return structuredClone(settings[`${ns}.${key}`]);
  },
  set: async (ns: string, key: string, value: unknown) => {
    if (!registered.has(`${ns}.${key}`)) throw new Error(`${ns}.${key} is not a registered game setting`);
    settings[`${ns}.${key}`] = structuredClone(value);
    return value;
  },
};

let actors: FakeActor[] = [];
registerResolution();
registerDyingGuard(() => actors as never);
const KEY = `${SYSTEM_ID}.${DYING_RECORD_SETTING}`;

function hero(dying: Partial<{ failures: number; stable: boolean; since: number | null }> = {}, flags: Record<string, unknown> = {}): PlayerHero {
  const actor = new PlayerHero("Hero", "character", { health: { value: 0, max: 30, below: 4, temp: 0 }, dying: { failures: 0, stable: false, since: 47, combat: "", ...dying } }, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 } });
  Object.assign(actor, { flags: { [SYSTEM_ID]: flags } });
  actor.setStatus("unconscious", true);
  actors.push(actor);
  return addToken(new FakeToken(actor)).actor as PlayerHero;
}

/** A write from `by`'s console, then core's `updateActor` on the GM's client with the writer's id. */
async function write(by: { id: string }, actor: FakeActor, data: Record<string, unknown>, changed: Record<string, unknown>): Promise<void> {
  await actor.update(data);
  hooks.callAll("updateActor", actor, changed, {}, by.id);
  await settle();
}

async function ready(): Promise<void> {
  await loadDyingRecord(actors as never);
  await settle();
}

const dyingOf = (a: FakeActor) => a.system.dying as { failures: number; stable: boolean; since: number | null };
const flagsOf = (a: FakeActor) => (a as unknown as { flags: Record<string, Record<string, unknown>> }).flags[SYSTEM_ID]!;

beforeEach(() => {
  writes.length = 0;
  dice.length = 0;
  tokens.clear();
  messageStore.clear();
  combats.clear();
  actors = [];
  delete settings[KEY];
  settings[KEY] = {};
  resetDyingRecord();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a13));
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("L1: death-save failures, the dying state, badges and a deadline are the GM's, not the owner's", () => {
  it("the owner resets failures 3 → 0: the write is put back, and the fourth GM-rolled failure kills", async () => {
    const pc = hero({ failures: 3 });
    await ready();
    await write(PLAYER, pc, { "system.dying.failures": 0 }, { system: { dying: { failures: 0 } } });
    expect(dyingOf(pc).failures).toBe(3);
    const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id] });
    (combatant as unknown as { actor: unknown }).actor = pc;
    combats.set("combat0000000001", new FakeCombat("combat0000000001", 2, 47, [combatant]));
    const flag: DeathSaveCard = { actorUuid: pc.uuid, combatId: "combat0000000001", combatantId: combatant.id, round: 2, second: 7, failures: 3, rolled: null };
    const card = new FakeMessage(GM, { [SYSTEM_ID]: { [DEATH_SAVE_FLAG]: flag } }, []);
    // The owner's write again, this time racing the roll: the put-back has not landed when the GM rolls.
    pc.system.dying = { ...dyingOf(pc), failures: 0 } as never;
    dice.push(9);
    expect(await rollDeathSave(card, { id: GM.id, isGM: true })).toBeNull();
    expect([dyingOf(pc).failures, pc.statuses.has("dead")]).toEqual([4, true]);
  });

  it("the owner makes a healthy PC 'dying' (since set) or deletes its deadline: both put back", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
    const fine = hero({ since: null });
    const doomed = hero({ since: 47 }, { [DEADLINE_FLAG]: 1060 });
    await ready();
    await write(PLAYER, fine, { "system.dying.since": 5 }, { system: { dying: { since: 5 } } });
    await write(PLAYER, doomed, { [`flags.${SYSTEM_ID}.${DEADLINE_FLAG}`]: null }, { flags: { [SYSTEM_ID]: { [`-=${DEADLINE_FLAG}`]: null } } });
    expect([dyingOf(fine).since, flagsOf(doomed)[DEADLINE_FLAG]]).toEqual([null, 1060]);
    expect(await checkDeadlines([doomed] as never, 1060)).toBe(1);
    expect(doomed.statuses.has("dead")).toBe(true);
  });

  it("the owner strips its coma badge: put back", async () => {
    const pc = hero({ failures: 4, stable: true }, { badges: ["coma"] });
    await ready();
    await write(PLAYER, pc, { [`flags.${SYSTEM_ID}.badges`]: [] }, { flags: { [SYSTEM_ID]: { badges: [] } } });
    expect(flagsOf(pc)["badges"]).toEqual(["coma"]);
  });

  it("a GM's write is the record: after the GM sets failures 2, the owner's reset goes back to 2; an owner's write elsewhere is left alone", async () => {
    const pc = hero({ failures: 0 });
    await ready();
    await write(GM, pc, { "system.dying": { failures: 2, stable: false, since: 47, combat: "" } }, { system: { dying: { failures: 2, stable: false, since: 47, combat: "" } } });
    await write(PLAYER, pc, { "system.dying.failures": 0 }, { system: { dying: { failures: 0 } } });
    expect(dyingOf(pc).failures).toBe(2);
    writes.length = 0;
    await write(PLAYER, pc, { "system.health.value": 3 }, { system: { health: { value: 3 } } });
    expect(writes.filter((w) => w.kind === "update")).toHaveLength(1);
    expect((settings[KEY] as { actors: Record<string, unknown> }).actors[pc.uuid]).toMatchObject({ dying: { failures: 2 } });
  });

  it("a write made while no GM was connected is put back when the active GM's client loads; a world without the record is seeded as it stands", async () => {
    const pc = hero({ failures: 2 });
    await ready();
    expect(recordedState(pc as never)?.dying.failures).toBe(2);
    expect((settings[KEY] as { seeded: boolean }).seeded).toBe(true);
    // The GM leaves; the owner writes; a GM loads the world again.
    resetDyingRecord();
    pc.system.dying = { ...dyingOf(pc), failures: 0 } as never;
    await ready();
    expect(dyingOf(pc).failures).toBe(2);
  });

  it("a second GM's client (not the active one) keeps the record but puts nothing back; it does once it is the active GM", async () => {
    const pc = hero({ failures: 3 });
    await ready();
    // This client again, loading while another GM is the active one.
    resetDyingRecord();
    setActiveGM({ ...GM, id: "gmUser0000000002", isSelf: false } as never);
    await ready();
    await write(PLAYER, pc, { "system.dying.failures": 0 }, { system: { dying: { failures: 0 } } });
    expect(dyingOf(pc).failures).toBe(0);
    setActiveGM(GM);
    await write(PLAYER, pc, { "system.dying.stable": true }, { system: { dying: { stable: true } } });
    expect([dyingOf(pc).failures, dyingOf(pc).stable]).toEqual([3, false]);
  });

  it("a GM's client that loads before the world was ever seeded holds nothing until the active GM's seeding reaches it", async () => {
    const pc = hero({ failures: 3 });
    setActiveGM({ ...GM, id: "gmUser0000000002", isSelf: false } as never);
    await ready();
    expect(recordedState(pc as never)).toBeNull();
    onStoredChange({ seeded: true, actors: { [pc.uuid]: { dying: { failures: 3, stable: false, since: 47, combat: "" }, badges: [], deadlineAt: null } } });
    expect(recordedState(pc as never)?.dying.failures).toBe(3);
  });
});
