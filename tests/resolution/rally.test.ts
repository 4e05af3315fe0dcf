/**
 * 13A rally through the glue (RESOLUTION.md R13-6, §7.6; 001:L269, L271) on the strict stand-ins:
 * the GM's client rolls the save and the recovery; a player's request names the combatant only.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, TRUSTED, combats, dice, server, setActiveGM, settle } from "../support/combat-world";
import { NO_ACTION, PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { rally } from "../../module/resolution/rally";
import { COMBAT_MEMORY_FLAG, memoryOf } from "../../module/resolution/combat-memory";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const trustedSocket = server.client(TRUSTED.id);
const gm = { id: GM.id, isGM: true };

let pc: FakeActor;
let combat: FakeCombat;
beforeEach(() => {
  writes.length = 0;
  dice.length = 0;
  combats.clear();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a13));
  pc = new FakeActor("Hero", "character", { health: { value: 5, max: 30, below: 0, temp: 0 } } as never, { [PLAYER.id]: 3 });
  Object.assign(pc.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 } });
  // Its action lands at round 2 second 7 (t 47); the clock stands there.
  const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: { ...NO_ACTION, startedRound: 2, score: 7, landsAt: 47 } });
  (combatant as unknown as { actor: unknown }).actor = pc;
  combat = new FakeCombat("combat0000000001", 2, 47, [combatant]);
  combats.set(combat.id, combat);
});
afterEach(() => {
  rulesetInForce.value = null;
});
/** The hero's memory in the Combat's flags (combat-memory.ts): only a GM writes it. */
const memory = () => memoryOf(combat as never, "cbt0000000000001");
const rallies = () => memory().rallies;
/** Rallies earlier this battle, as the GM's client recorded them. */
const ralliedBefore = (n: number) => void Object.assign(combat, { flags: { [SYSTEM_ID]: { [COMBAT_MEMORY_FLAG]: { cbt0000000000001: { rallies: n } } } } });
/** The clock moves on to the hero's action second in the next round. */
function nextRound(): void {
  combat.round += 1;
  combat.system.absolute += 20;
  const hero = combat.combatants.get("cbt0000000000001")!;
  hero.system.action = { ...hero.system.action, startedRound: combat.round, landsAt: combat.system.absolute };
}

describe("G13R-14 rally", () => {
  it("G13R-14 the first rally of the battle needs no save: a recovery spent, one actor update", async () => {
    dice.push(13);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "rallies" });
    expect([pc.system.health.value, (pc.system as unknown as { recoveries: { value: number } }).recoveries.value, rallies()]).toEqual([18, 7, 1]);
    expect(writes.filter((w) => w.kind === "update")).toHaveLength(1);
  });

  it("G13R-14 a second rally with save 10: no rally this round, nothing written to the actor; next round with save 11: rallies", async () => {
    ralliedBefore(1);
    dice.push(10);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "notThisRound" });
    expect(writes).toHaveLength(0);
    await settle();
    nextRound();
    dice.push(11, 13);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "rallies" });
    expect(rallies()).toBe(2);
  });

  it("only at its action second; the owner's relay request rallies (a forged save is dropped), another player's is refused", async () => {
    combat.system.absolute = 48;
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ refused: "cannotAct" });
    combat.system.absolute = 47;
    trustedSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001" });
    await settle();
    expect(writes).toHaveLength(0);
    ralliedBefore(1);
    dice.push(5);
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001", save: 20 });
    await settle();
    expect(writes).toHaveLength(0);
    expect(rallies()).toBe(1);
  });
});

describe("rally at the text's cadence (001:L269, L271), its memory where only a GM writes", () => {
  it("a failed rally save means no rally that round: asked again over the relay, nothing is rolled (M2)", async () => {
    ralliedBefore(1);
    dice.push(5, 18, 13);
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001" });
    await settle();
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001" });
    await settle();
    expect([pc.system.health.value, dice.length, memory().rallyFailedRound]).toEqual([5, 2, 2]);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ refused: "noRallyThisRound" });
  });

  it("one standard action rallies once: a second rally at the same action second is refused (actionUsed), one recovery spent (M2)", async () => {
    dice.push(13, 11, 13);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "rallies" });
    await settle();
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ refused: "actionUsed" });
    expect([(pc.system as unknown as { recoveries: { value: number } }).recoveries.value, rallies(), dice.length]).toEqual([7, 1, 2]);
  });

  it("two requests sent together rally once", async () => {
    dice.push(13, 13);
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001" });
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001" });
    await settle();
    expect([(pc.system as unknown as { recoveries: { value: number } }).recoveries.value, rallies()]).toEqual([7, 1]);
  });

  it("the owner resetting its own actor's `rallies` flag changes nothing: the count is the Combat's (L1)", async () => {
    ralliedBefore(1);
    (pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { rallies: 0 } };
    dice.push(6);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "notThisRound" });
    expect(pc.system.health.value).toBe(5);
  });
});
