/**
 * The disengage check (VARIANTS.md §13.1, GT-5, GT-6) through the real Combat class, the GM's relay
 * listener and the GM's guards, on the strict stand-ins (tests/support/combat-world.ts): socket
 * listeners get the sender's id from the "server"; the GM's client rolls.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, FakeCombat, FakeCombatant, asUser, combats, created, dice, hooks, server, settings, settle, warnings } from "../../tests/support/combat-world";
import { PRESETS, movementForfeit, planAction, resolveRuleset, toAbsolute } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let resetRefusalLog: () => void;
let requestDisengage: typeof import("./disengage").requestDisengage;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatDisengage1";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001" } as const;
const A13 = resolveRuleset(PRESETS.a13);

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ resetRefusalLog } = await import("./refusals"));
  ({ requestDisengage } = await import("./disengage"));
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  registerGuards(hooks);
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  dice.length = 0;
  created.length = 0;
  settings["enchanted-realms.variants"] = PRESETS.a13;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** A token document on a pointy-top odd-row grid with 100-px cells. */
function tokenDoc(id: string, i: number, j: number, disposition: number, over: { hidden?: boolean; statuses?: string[] } = {}) {
  return { id, name: id, disposition, hidden: over.hidden ?? false, actor: { statuses: new Set(over.statuses ?? []) }, combatant: null, parent: null as unknown, getCenterPoint: () => ({ x: j * 100, y: i * 100 }) };
}

/** Round 2 at `second`: Pip (the player's) at (10, 10) with `foes` around it; the dragon is the GM's. */
function fight(second: number, foes: ReturnType<typeof tokenDoc>[]): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => Member)(d);
  const list = [member({ id: IDS.pip, name: "Pip", owners: [PLAYER.id], action: planAction(2, 12), tieBreak: 1 }), member({ id: IDS.dragon, name: "Dragon", action: planAction(2, 14), tieBreak: 2 })];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, 2, toAbsolute({ round: 2, second }), list);
  const pip = tokenDoc("tokenPip00000001", 10, 10, 1);
  const scene = { grid: { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) }, tokens: [pip, ...foes] };
  for (const t of scene.tokens) t.parent = scene;
  (combat.combatants.get(IDS.pip) as unknown as { token: unknown }).token = pip;
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}
const pipOf = (combat: Combat) => combat.combatants.get(IDS.pip) as Member;
const reasons = () => consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));
const three = () => [tokenDoc("tokenFoeA0000001", 10, 11, -1), tokenDoc("tokenFoeB0000001", 10, 9, -1), tokenDoc("tokenFoeC0000001", 9, 10, -1)];

describe("the disengage check on the GM's client", () => {
  it("GT-5 on the Combat: three foes, d20 = 12 at second 6 fails (needs 13); phases 6, 11, 16 are lost", async () => {
    const combat = fight(6, three());
    dice.push(12);
    await requestDisengage(combat, IDS.pip);
    await settle();
    const memory = pipOf(combat).system.variant as unknown as Readonly<Record<string, unknown>>;
    expect(memory).toMatchObject({ disengageRound: 2, disengageSecond: 6, disengageResult: "failure" });
    expect([1, 6, 11, 16].map((second) => movementForfeit({ round: 2, second, memory }, A13))).toEqual([null, "disengageFailed", "disengageFailed", "disengageFailed"]);
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created[0])).toContain("ER.Engagement.DisengageFailure");
  });

  it("GT-5b a declared double move: a failure at 6 loses only phase 6; the owner's second check at 11 over the relay is rolled", async () => {
    const combat = fight(6, [tokenDoc("tokenFoeA0000001", 10, 11, -1)]);
    (pipOf(combat).system as { doubleMoveRound?: number }).doubleMoveRound = 2;
    dice.push(5);
    await requestDisengage(combat, IDS.pip);
    await settle();
    const memory = () => pipOf(combat).system.variant as unknown as Readonly<Record<string, unknown>>;
    expect(memory()).toMatchObject({ disengageRound: 2, disengageSecond: 6, disengageResult: "setback" });
    expect([6, 11, 16].map((second) => movementForfeit({ round: 2, second, memory: memory() }, A13))).toEqual(["disengageFailed", null, null]);
    expect(JSON.stringify(created[0])).toContain("ER.Engagement.DisengageSetback");
    (combat.system as { absolute: number }).absolute = toAbsolute({ round: 2, second: 11 });
    dice.push(15);
    server.client(PLAYER.id).emit(SOCKET, { kind: "disengage", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(memory()).toMatchObject({ disengageSecond: 11, disengageResult: "success", engageSpent: "tokenFoeA0000001" });
  });

  it("GT-6 a player asks over the relay for its own combatant: one foe, d20 = 11 at second 1 succeeds; the foe is spent for the round", async () => {
    const combat = fight(1, [tokenDoc("tokenFoeA0000001", 10, 11, -1)]);
    dice.push(11);
    server.client(PLAYER.id).emit(SOCKET, { kind: "disengage", combatId: COMBAT_ID, combatantId: IDS.pip, natural: 20 });
    await settle();
    expect(pipOf(combat).system.variant).toMatchObject({ disengageRound: 2, disengageResult: "success", engageRound: 2, engageSpent: "tokenFoeA0000001" });
    expect(warnings).toEqual([]);
  });

  it("forged: a player asking for a combatant it does not own, or for one whose only neighbour is a hidden foe, changes nothing", async () => {
    const combat = fight(6, three());
    const before = JSON.stringify(pipOf(combat).system);
    server.client(PLAYER.id).emit(SOCKET, { kind: "disengage", combatId: COMBAT_ID, combatantId: IDS.dragon, userId: GM.id });
    await settle();
    expect(reasons().some((r: string) => r.includes("(notOwner)"))).toBe(true);
    const hidden = fight(6, [tokenDoc("tokenGhost000001", 10, 11, -1, { hidden: true })]);
    server.client(PLAYER.id).emit(SOCKET, { kind: "disengage", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(reasons().some((r: string) => r.includes("(disengageRefused)"))).toBe(true);
    expect(JSON.stringify(pipOf(hidden).system)).toBe(before);
    expect(created).toHaveLength(0);
  });

  it("refused between movement seconds, a second time in a round, and with the rule off", async () => {
    const between = fight(7, three());
    await requestDisengage(between, IDS.pip);
    expect(warnings).toEqual(["ER.Engagement.Refused.notMovementSecond"]);
    const twice = fight(1, three());
    dice.push(20);
    await requestDisengage(twice, IDS.pip);
    await settle();
    warnings.length = 0;
    await requestDisengage(twice, IDS.pip);
    expect(warnings).toEqual(["ER.Engagement.Refused.already"]);
    settings["enchanted-realms.variants"] = PRESETS.ose;
    warnings.length = 0;
    await requestDisengage(fight(1, three()), IDS.pip);
    expect(warnings).toEqual(["ER.Engagement.Refused.off"]);
  });

  it("a player's direct write of the disengage memory (from the console) is put back", async () => {
    const combat = fight(6, three());
    await asUser(PLAYER, () => pipOf(combat).update({ "system.variant.disengageResult": "success", "system.variant.disengageRound": 2 }));
    await settle();
    expect(pipOf(combat).system.variant).toMatchObject({ disengageRound: 0, disengageResult: "none" });
  });
});
