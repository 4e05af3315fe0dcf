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
const rallies = () => (pc as unknown as { flags?: Record<string, Record<string, unknown>> }).flags?.[SYSTEM_ID]?.["rallies"];

describe("G13R-14 rally", () => {
  it("G13R-14 the first rally of the battle needs no save: a recovery spent, one actor update", async () => {
    dice.push(13);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "rallies" });
    expect([pc.system.health.value, (pc.system as unknown as { recoveries: { value: number } }).recoveries.value, rallies()]).toEqual([18, 7, 1]);
    expect(writes.filter((w) => w.kind === "update")).toHaveLength(1);
  });

  it("G13R-14 a second rally with save 10: no rally this round, nothing written; with save 11: rallies", async () => {
    (pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { rallies: 1 } };
    dice.push(10);
    expect(await rally(combat as never, "cbt0000000000001", gm)).toEqual({ result: "notThisRound" });
    expect(writes).toHaveLength(0);
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
    (pc as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { rallies: 1 } };
    dice.push(5);
    playerSocket.emit(SOCKET, { kind: "rally", combatId: combat.id, combatantId: "cbt0000000000001", save: 20 });
    await settle();
    expect(writes).toHaveLength(0);
    expect(rallies()).toBe(1);
  });
});
