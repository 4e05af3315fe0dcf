/**
 * Where the combat layer's pieces meet (issues 8, 10 and 11 together): the GM's guards, the clear
 * guard, the relay and the delay rules driven through their real handlers, with the strict
 * stand-ins of tests/support/combat-world.ts (hooks get the writer's id and Foundry's differential
 * changes; `preUpdate` runs on the writing client only).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GM,
  PLAYER,
  TRUSTED,
  FakeCombat,
  FakeCombatant,
  asUser,
  combats,
  created,
  deleted,
  dice,
  hooks,
  server,
  setMessages,
  settings,
  settle,
  warnings,
} from "../../tests/support/combat-world";
import { NO_ACTION, actingAt, planAction, toAbsolute, type ActionRecord } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let resetRefusalLog: () => void;
let SOCKET: string;

const COMBAT_ID = "combatCCCCCCCCC1";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001", tess: "cmbtTess00000001" } as const;

type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ resetRefusalLog } = await import("./refusals"));
  const { registerGuards } = await import("./guards");
  const { registerInitiativeClearGuard } = await import("./clear-guard");
  const { listenForRelay } = await import("./relay-gm");
  ({ SOCKET } = await import("./relay"));
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
  registerGuards(hooks);
  // The clear guard listens on the global Hooks, which combat-world makes the strict stand-in.
  registerInitiativeClearGuard();
});

function member(data: ConstructorParameters<typeof FakeCombatant>[0]): Member {
  return new (ERCombatant as unknown as new (d: typeof data) => Member)(data);
}

function fight(options: { round?: number; second?: number; pip?: ActionRecord } = {}): Combat {
  const round = options.round ?? 2;
  const list = [
    member({ id: IDS.pip, name: "Pip", owners: [PLAYER.id], action: options.pip ?? planAction(round, 12), tieBreak: 1 }),
    member({ id: IDS.dragon, name: "Dragon", action: planAction(round, 14), tieBreak: 2 }),
    member({ id: IDS.tess, name: "Tess", owners: [TRUSTED.id], action: planAction(round, 16), tieBreak: 3 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(
    COMBAT_ID, round, toAbsolute({ round, second: options.second ?? 6 }), list,
  );
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

const pipOf = (combat: Combat) => combat.combatants.get(IDS.pip) as Member;

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  created.length = 0;
  deleted.length = 0;
  dice.length = 0;
  setMessages([]);
  settings["enchanted-realms.advanceRole"] = "gm";
  settings["enchanted-realms.playersRoll"] = false;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => consoleWarn.mockRestore());

describe("the stand-in is as strict as Foundry's update workflow", () => {
  it("core's bare Clear Initiative on a combatant with an action is still refused on the GM's client", async () => {
    const combat = fight();
    await pipOf(combat).update({ initiative: null });
    await settle();
    expect(pipOf(combat).initiative).toBe(12);
    expect(warnings).toContain("ER.Combat.Tracker.ClearRefused");
  });
});

describe("the GM's put-back of a score meets the clear guard", () => {
  it("a player's score on a combatant waiting for its roll is put back to no score (the diffed put-back is a bare clear)", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    expect(pipOf(combat).initiative).toBeNull();
    await asUser(PLAYER, () => pipOf(combat).update({ initiative: 20 }));
    await settle();
    expect(pipOf(combat).initiative).toBeNull();
    expect(pipOf(combat).system.action).toEqual(NO_ACTION);
    expect(warnings).not.toContain("ER.Combat.Tracker.ClearRefused");
  });

  it("the GM's score past the cap on a combatant with no action is refused and the blank score put back", async () => {
    const combat = fight({ pip: NO_ACTION });
    await pipOf(combat).update({ initiative: 50_000 });
    await settle();
    expect(pipOf(combat).initiative).toBeNull();
    expect(pipOf(combat).system.action).toEqual(NO_ACTION);
    expect(warnings.some((w) => w.startsWith("ER.Combat.ScoreTooHigh"))).toBe(true);
    expect(warnings).not.toContain("ER.Combat.Tracker.ClearRefused");
  });
});

describe("a combatant a player creates meets the schedule guard", () => {
  it("a player's token added mid-round with a forged action, score, tie-break and modifier gets no schedule (it rolls next round)", async () => {
    const combat = fight({ second: 6 });
    const forged = member({ id: "cmbtForged000001", name: "Pip's wolf", owners: [PLAYER.id], action: planAction(2, 7), tieBreak: 9 });
    forged.system.situational = 20;
    await asUser(PLAYER, () => combat.addCombatant(forged));
    await settle();
    expect(forged.initiative).toBeNull();
    expect(forged.system.action).toEqual(NO_ACTION);
    expect(forged.system.tieBreak).toBe(0);
    expect(forged.system.situational).toBe(0);
    // And the clock does not stop for it this round (the forged action would have stopped it at 7).
    await combat.advance(1);
    expect(combat.clock).toEqual({ round: 2, second: 11 });
  });

  it("a player's plain token added to the fight is left alone and not reported", async () => {
    const combat = fight({ second: 6 });
    const plain = member({ id: "cmbtPlain0000001", name: "Pip's dog", owners: [PLAYER.id], tieBreak: 0 });
    await asUser(PLAYER, () => combat.addCombatant(plain));
    await settle();
    expect(plain.system.action).toEqual(NO_ACTION);
    expect(warnings).toEqual([]);
  });
});

describe("the GM's score edit meets the guard that completes it", () => {
  it("a score the rules round or floor is written back as the score the action is scheduled from", async () => {
    const combat = fight({ second: 6 });
    const dragon = combat.combatants.get(IDS.dragon) as Member;
    await dragon.update({ initiative: 12.6 });
    await settle();
    expect(dragon.system.action).toMatchObject({ startedRound: 2, score: 13, landsAt: toAbsolute({ round: 2, second: 13 }) });
    expect(dragon.initiative).toBe(13);
  });
});

describe("a player's roll request meets the GM's roll", () => {
  it("a double click on the roll button (two requests before the first roll lands) rolls once", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    dice.push(9, 3);
    const socket = server.client(PLAYER.id);
    socket.emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    socket.emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(pipOf(combat).system.action).toMatchObject({ startedRound: 2, score: 9 });
    expect(pipOf(combat).initiative).toBe(9);
    expect(created).toHaveLength(1);
    expect(dice).toEqual([3]);
  });
});

describe("a late roll meets the clock (Decision: a score set at now never lands before now)", () => {
  it("a player's own roll of 5 arriving when the clock is at second 12 acts at once, at second 12", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION, second: 12 });
    dice.push(5);
    server.client(PLAYER.id).emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    // The score stays the roll; the action lands now instead of at second 5, which the clock has passed.
    expect(pipOf(combat).initiative).toBe(5);
    expect(pipOf(combat).system.action).toEqual({ startedRound: 2, score: 5, castingSeconds: 0, landsAt: toAbsolute({ round: 2, second: 12 }), delayedFrom: 0 });
    expect(actingAt(combat.schedulerStates(), combat.clock!)).toContain(IDS.pip);
    // The clock moves on to the next stop; Pip's action was at 12, not lost behind it.
    await combat.advance(1);
    expect(combat.clock).toEqual({ round: 2, second: 14 });
  });

  it("Roll All after a mid-round Reset Initiative: low rolls act at once, at the clock's second", async () => {
    const combat = fight({ second: 12 });
    await combat.resetAll();
    await settle();
    dice.push(5, 13, 20);
    await combat.rollAll();
    await settle();
    const acting = actingAt(combat.schedulerStates(), combat.clock!);
    expect(acting).toEqual([IDS.pip]);
    expect(pipOf(combat).system.action.score).toBe(5);
    await combat.advance(1);
    expect(combat.clock).toEqual({ round: 2, second: 13 });
  });

  it("the GM lowering the dragon's score below the clock makes it act now, its score the typed one", async () => {
    const combat = fight({ second: 12 });
    const dragon = combat.combatants.get(IDS.dragon) as Member;
    await dragon.update({ initiative: 5 });
    await settle();
    expect(dragon.initiative).toBe(5);
    expect(dragon.system.action).toMatchObject({ score: 5, landsAt: toAbsolute({ round: 2, second: 12 }) });
    expect(actingAt(combat.schedulerStates(), combat.clock!)).toContain(IDS.dragon);
  });
});
