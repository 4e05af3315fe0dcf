/**
 * The windows in which no GM client puts a player's write back: while no GM is connected, and when
 * the active GM changes hands. The stand-ins let `game.users.activeGM` be null or another GM
 * (Users#activeGM: "or null if no active GM is available"), fire `userConnected` as Foundry does,
 * and run ERCombat#_onUpdate before the update hooks.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GM,
  GM2,
  PLAYER,
  TRUSTED,
  FakeCombat,
  FakeCombatant,
  asUser,
  combats,
  hooks,
  server,
  setActiveGM,
  settings,
  settle,
  userConnection,
} from "../../tests/support/combat-world";
import { NO_ACTION, PRESETS, planAction, toAbsolute, type ActionRecord } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let gmReady: () => Promise<void>;

type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatWindow0001";
const PIP = "cmbtPip000000001";
const DRAGON = "cmbtDragon000001";

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  const { registerGMRepair } = await import("./gm-repair");
  registerGuards(hooks);
  gmReady = registerGMRepair(hooks);
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
});

beforeEach(() => {
  setActiveGM(GM);
  settings["enchanted-realms.advanceRole"] = "gm";
  delete settings["enchanted-realms.variants"];
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

function combatOf(round: number, second: number, actions: { pip: ActionRecord; dragon: ActionRecord }): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => Member)(d);
  const list = [
    member({ id: PIP, name: "Pip", owners: [PLAYER.id], action: actions.pip, tieBreak: 1 }),
    member({ id: DRAGON, name: "Dragon", action: actions.dragon, tieBreak: 2 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, round, round > 0 ? toAbsolute({ round, second }) : 0, list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

const pipOf = (combat: Combat) => combat.combatants.get(PIP) as Member;

/** This GM client closes: no GM is connected (a player's connection event tells the others). */
async function gmLeaves(): Promise<void> {
  userConnection(PLAYER, true, null);
  await settle();
}

/** This GM client loads again and is the active GM (its `ready`). */
async function gmLoads(): Promise<void> {
  setActiveGM(GM);
  await gmReady();
  await settle();
}

describe("no GM connected", () => {
  it("round 0 written meanwhile does not let Begin Combat (or a relayed start) rewind the clock; the GM's load puts round and turn back", async () => {
    const combat = combatOf(2, 6, { pip: planAction(2, 12), dragon: planAction(2, 14) });
    await combat.advance(1);
    const before = { round: combat.round, turn: combat.turn, system: structuredClone(combat.system) };
    await gmLeaves();
    await asUser(PLAYER, () => combat.update({ round: 0, turn: null }));
    await settle();
    expect(combat.round).toBe(0);
    // The GM is back (active) and clicks Begin Combat before anything repairs the round.
    setActiveGM(GM);
    await combat.startCombat();
    await settle();
    expect(combat.system).toEqual(before.system);
    // A trusted user's relayed start is refused as well.
    settings["enchanted-realms.advanceRole"] = "trusted";
    server.client(TRUSTED.id).emit(SOCKET, { kind: "start", combatId: COMBAT_ID });
    await settle();
    expect(combat.system).toEqual(before.system);
    await gmLeaves();
    await gmLoads();
    expect({ round: combat.round, turn: combat.turn, system: combat.system }).toEqual(before);
  });

  it("A5E: an owner's initiative written meanwhile is not the check total at Begin Combat, and the GM's load puts it back", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a5e;
    const combat = combatOf(0, 0, { pip: { ...NO_ACTION }, dragon: { ...NO_ACTION } });
    // The GM types Pip's check (a surprise-step check) before Begin Combat.
    await pipOf(combat).update({ initiative: 15 });
    await settle();
    expect(pipOf(combat).system.checkTotal).toBe(15);
    await gmLeaves();
    await asUser(PLAYER, () => pipOf(combat).update({ initiative: 1000 }));
    await settle();
    expect(pipOf(combat).initiative).toBe(1000);
    await gmLoads();
    expect(pipOf(combat).initiative).toBe(15);
    // Written again with no GM, then the GM begins at once: the total is still the GM's check.
    await gmLeaves();
    await asUser(PLAYER, () => pipOf(combat).update({ initiative: 1000 }));
    await settle();
    setActiveGM(GM);
    await combat.startCombat();
    await settle();
    expect(pipOf(combat).system.variant.total).toBe(15);
  });

  it("an owner's initiative written meanwhile, mid-combat, is put back to the schedule when the GM loads", async () => {
    const combat = combatOf(2, 6, { pip: planAction(2, 12), dragon: planAction(2, 14) });
    await gmLeaves();
    await asUser(PLAYER, () => pipOf(combat).update({ initiative: 1 }));
    await settle();
    await gmLoads();
    expect(pipOf(combat).initiative).toBe(12);
  });
});

describe("active GM hand-over", () => {
  it("a GM client that was not the active one keeps the clock the active GM wrote, and puts a player's turn write back to it, not to a stale copy", async () => {
    const combat = combatOf(2, 6, { pip: planAction(2, 12), dragon: planAction(2, 14) });
    // The other GM is the active one; this client only watches its writes.
    userConnection(GM2, true, GM2);
    await settle();
    await asUser(GM2, () => combat.update({ round: 3, turn: 0, "system.absolute": toAbsolute({ round: 3, second: 4 }), "system.rolledRound": 3 }));
    await settle();
    const clock = structuredClone(combat.system);
    // The other GM leaves: this client becomes the active GM.
    userConnection(GM2, false, GM);
    await settle();
    await asUser(PLAYER, () => combat.update({ turn: 1 }));
    await settle();
    expect(combat.system).toEqual(clock);
    expect(combat.round).toBe(3);
  });
});
