/**
 * The GM's memory of each combatant through a fight (combat-memory.ts: RT-3, RT-6, R13-6) on the
 * strict stand-ins: the test process is the active GM's client. A combatant's owner may write the
 * combatant's flags (core lets owners write them), so what the GM's rolls depend on is kept in the
 * Combat's flags, which only a GM writes; worlds that kept it on combatants and actors carry it over.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, asUser, combats, setActiveGM, settle } from "../support/combat-world";
import { PRESETS, changeVariants, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { postDueDeathSaves } from "../../module/resolution/death-save";
import { clearTempAtFirstRoll } from "../../module/resolution/fight-end";
import { adoptLegacyMemory, memoryOf } from "../../module/resolution/combat-memory";

registerResolution();

function a13(patch: Record<string, unknown> = {}) {
  const r = changeVariants(PRESETS.a13, patch as never);
  if (!r.ok) throw new Error("illegal config");
  return rememberRuleset(resolveRuleset(r.config));
}

let hero: FakeActor;
let combatant: FakeCombatant;
let combat: FakeCombat;
beforeEach(() => {
  writes.length = 0;
  combats.clear();
  setActiveGM(GM);
  rulesetInForce.value = a13();
  hero = new FakeActor("Hero", "character", { health: { value: 0, max: 30, below: 4, temp: 5 }, dying: { failures: 1, stable: false, since: 47, combat: "" } }, { [PLAYER.id]: 3 });
  combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id] });
  (combatant as unknown as { actor: unknown }).actor = hero;
  combat = new FakeCombat("combat0000000001", 2, 41, [combatant]);
  combats.set(combat.id, combat);
});
afterEach(() => {
  rulesetInForce.value = null;
});
const cflags = (c: FakeCombatant) => c as unknown as { flags?: Record<string, Record<string, unknown>> };

describe("L1: the owner's combatant flags no longer steer the GM's client", () => {
  it("the owner writes deathSaveRound = this round on its combatant: the GM still posts the death-save card, once", async () => {
    await asUser(PLAYER, () => combatant.update({ [`flags.${SYSTEM_ID}.deathSaveRound`]: 2 }));
    await settle();
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 1 })).toBe(1);
    await settle();
    expect(await postDueDeathSaves(combat as never, { round: 2, second: 2 })).toBe(0);
    expect(memoryOf(combat as never, combatant.id).deathSaveRound).toBe(2);
  });

  it("the owner writes tempCleared on its combatant before the first roll: the first roll still clears temporary health", async () => {
    await asUser(PLAYER, () => combatant.update({ [`flags.${SYSTEM_ID}.tempCleared`]: true }));
    await settle();
    expect(await clearTempAtFirstRoll(combatant as never, { initiative: 12 })).toBe(true);
    await settle();
    expect(hero.system.health.temp).toBe(0);
    hero.system.health.temp = 6;
    expect(await clearTempAtFirstRoll(combatant as never, { initiative: 7 })).toBe(false);
    expect(hero.system.health.temp).toBe(6);
  });
});

describe("an existing world's memory on combatants and actors moves to the Combat, once", () => {
  it("deathSaveRound, tempCleared and the actor's rallies are carried over; the Combat's own fields win; a second pass writes nothing", async () => {
    Object.assign(combatant, { flags: { [SYSTEM_ID]: { deathSaveRound: 2, tempCleared: true } } });
    Object.assign(hero, { flags: { [SYSTEM_ID]: { rallies: 2 } } });
    const other = new FakeCombatant({ id: "cbt0000000000002", name: "Other" });
    Object.assign(other, { flags: { [SYSTEM_ID]: { deathSaveRound: 1 } } });
    (other as unknown as { actor: unknown }).actor = null;
    combat.combatants.set(other.id, other);
    Object.assign(combat, { flags: { [SYSTEM_ID]: { dyingMemory: { cbt0000000000002: { deathSaveRound: 3 } } } } });
    expect(await adoptLegacyMemory([combat] as never)).toBe(1);
    await settle();
    expect(memoryOf(combat as never, combatant.id)).toEqual({ deathSaveRound: 2, tempCleared: true, rallies: 2 });
    expect(memoryOf(combat as never, other.id)).toEqual({ deathSaveRound: 3 });
    expect(await adoptLegacyMemory([combat] as never)).toBe(0);
    expect(cflags(combatant).flags?.[SYSTEM_ID]?.["deathSaveRound"]).toBe(2);
  });

  it("a malformed stored memory reads as absent, field by field", () => {
    Object.assign(combat, { flags: { [SYSTEM_ID]: { dyingMemory: { cbt0000000000001: { deathSaveRound: "2", tempCleared: 1, rallies: -1, rallyFailedRound: 2.5, actionSpentAt: 47 } } } } });
    expect(memoryOf(combat as never, combatant.id)).toEqual({ actionSpentAt: 47 });
    expect(memoryOf(combat as never, "__proto__")).toEqual({});
  });
});
