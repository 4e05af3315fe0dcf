/**
 * "Double move (no action)" (VARIANTS.md §3.10, row 10) through the real Combat class, the
 * GM's relay listener and the GM's guards, on the strict stand-ins (tests/support/combat-world.ts):
 * socket listeners get the sender's id from the "server", hooks get the writing user's id.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, TRUSTED, FakeCombat, FakeCombatant, asUser, combats, dice, hooks, server, settings, settle, warnings } from "../../tests/support/combat-world";
import { BOOK_CONFIG, NO_ACTION, PRESETS, actionSecondIn, movementAllowance, planAction, toAbsolute, type ActionRecord } from "../rules";
import { buildTrackerContext } from "./tracker-context";
import { doubleMovedSpeed } from "../canvas/mover";
import { renderTemplate } from "../../tests/support/handlebars";
import { PARTS_LABELS } from "../../tests/combat/fixture";
import { BOOK_RULESET } from "../rules/ruleset";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let resetRefusalLog: () => void;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatDouble0001";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001", tess: "cmbtTess00000001" } as const;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ resetRefusalLog } = await import("./refusals"));
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
  settings["enchanted-realms.variants"] = PRESETS.a13;
  settings["enchanted-realms.playersRoll"] = false;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** Round 3 at `second`: Pip (the player's) at 12, the dragon at 14, Tess (the trusted user's) at 16. */
function fight(options: { second?: number; pip?: ActionRecord } = {}): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => Member)(d);
  const list = [
    member({ id: IDS.pip, name: "Pip", owners: [PLAYER.id], action: options.pip ?? planAction(3, 12), tieBreak: 1 }),
    member({ id: IDS.dragon, name: "Dragon", action: planAction(3, 14), tieBreak: 2 }),
    member({ id: IDS.tess, name: "Tess", owners: [TRUSTED.id], action: planAction(3, 16), tieBreak: 3 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, 3, toAbsolute({ round: 3, second: options.second ?? 1 }), list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}
const c = (combat: Combat, key: keyof typeof IDS) => combat.combatants.get(IDS[key]) as Member;
const reasons = () => consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));

describe("declaring a double move", () => {
  it("G13A-15 on the Combat: the GM declares at second 1; the action second goes away and the round is recorded", async () => {
    const combat = fight();
    await combat.declareDoubleMove(IDS.dragon);
    await settle();
    const dragon = c(combat, "dragon");
    expect(dragon.system.doubleMoveRound).toBe(3);
    expect(dragon.system.action).toEqual({ startedRound: 3, score: 14, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });
    expect(dragon.initiative).toBe(14);
    expect(actionSecondIn(dragon.schedulerState, 3)).toBeNull();
    // The movement code reads the declaration: speed 12 → 24 → 8-6-6-4.
    const speed = doubledMoveOf(dragon, 3);
    expect(movementAllowance({ ...speed, terrain: "optimal" }, BOOK_RULESET).phases).toEqual([8, 6, 6, 4]);
    // Not doubled in another round.
    expect(doubledMoveOf(dragon, 4)).toEqual({ speed: 12, encumbranceSteps: 0 });
    // Decision (VARIANTS.md §3.10): the declaration stands for its round even if the GM turns the
    // variant off meanwhile; the action is already traded (rules: declaredDoubleMoveSpeed).
    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    expect(doubledMoveOf(dragon, 3)).toEqual({ speed: 24, encumbranceSteps: 0 });
    expect(doubledMoveOf(dragon, 4)).toEqual({ speed: 12, encumbranceSteps: 0 });
  });

  it("a player declares for their own combatant over the relay; the GM's client writes it", async () => {
    const combat = fight();
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(3);
    expect(c(combat, "pip").system.action.landsAt).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("hostile player: a declaration for someone else's combatant, with the GM's id in the payload, is refused and changes nothing", async () => {
    const combat = fight();
    const before = JSON.stringify([...combat.combatants.values()].map((m) => [m.initiative, m.system]));
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.dragon, userId: GM.id });
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.tess, userId: TRUSTED.id });
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: "../../etc" });
    await settle();
    expect(JSON.stringify([...combat.combatants.values()].map((m) => [m.initiative, m.system]))).toBe(before);
    expect(reasons().some((r: string) => r.includes("(notOwner)"))).toBe(true);
    expect(reasons().some((r: string) => r.includes("(malformed)"))).toBe(true);
  });

  it("a player's direct write of the double-move round (from the console) is put back", async () => {
    const combat = fight();
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.doubleMoveRound": 3 }));
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(0);
    expect(c(combat, "pip").system.action).toEqual(planAction(3, 12));
  });

  it("refused after second 1, twice in a round, and with the variant off (relay and GM alike)", async () => {
    const late = fight({ second: 6 });
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    await late.declareDoubleMove(IDS.dragon);
    expect(c(late, "pip").system.doubleMoveRound).toBe(0);
    expect(c(late, "dragon").system.doubleMoveRound).toBe(0);
    expect(reasons().some((r: string) => r.includes("(doubleMoveRefused)"))).toBe(true);
    expect(warnings).toContain("ER.Variants.DoubleMove.Refused.notRoundStart");

    const twice = fight();
    await twice.declareDoubleMove(IDS.dragon);
    await settle();
    warnings.length = 0;
    await twice.declareDoubleMove(IDS.dragon);
    expect(warnings).toEqual(["ER.Variants.DoubleMove.Refused.already"]);

    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    const off = fight();
    await off.declareDoubleMove(IDS.dragon);
    await settle();
    expect(c(off, "dragon").system.doubleMoveRound).toBe(0);
    expect(c(off, "dragon").system.action).toEqual(planAction(3, 14));
  });

  it("Decision (carried actions): an action spilled into the round is not traded; it lands as planned", async () => {
    const combat = fight({ pip: planAction(2, 25) });
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(0);
    expect(c(combat, "pip").system.action).toEqual(planAction(2, 25));
    expect(actionSecondIn(c(combat, "pip").schedulerState, 3)).toBe(5);
  });

  it("when players roll their own, the due roll is what is traded: no roll can be asked for afterwards, and Roll All skips it", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    server.client(PLAYER.id).emit(SOCKET, { kind: "doubleMove", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(3);
    dice.push(2, 2);
    server.client(PLAYER.id).emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    await combat.rollAll();
    await settle();
    expect(actionSecondIn(c(combat, "pip").schedulerState, 3)).toBeNull();
    expect(reasons().some((r: string) => r.includes("(notDue)"))).toBe(true);
    // The score placeholder agrees with `initiative`, so the GM's guards leave it alone.
    expect(c(combat, "pip").initiative).toBe(c(combat, "pip").system.action.score);
  });

  it("the next round it rolls with everyone and moves normally again", async () => {
    const combat = fight();
    await combat.declareDoubleMove(IDS.dragon);
    await settle();
    dice.push(7);
    await combat.nextRound();
    await settle();
    const dragon = c(combat, "dragon");
    expect(combat.round).toBe(4);
    expect(dragon.system.action.startedRound).toBe(4);
    expect(actionSecondIn(dragon.schedulerState, 4)).not.toBeNull();
    expect(doubledMoveOf(dragon, 4)).toEqual({ speed: 12, encumbranceSteps: 0 });
  });
});

describe("the tracker", () => {
  it("lists a double mover among those not acting this round, tagged 'double move'", () => {
    const state = { id: "d", action: { startedRound: 3, score: 14, castingSeconds: 0, landsAt: 0, delayedFrom: 0 }, tieBreak: 1, conditions: [], defeated: false };
    const movement = { speed: 24, terrain: "optimal" as const };
    const ctx = buildTrackerContext(
      { clock: { round: 3, second: 1 }, canAdvance: true, playersRoll: false, combatants: [{ id: "d", name: "Dragon", img: "", hidden: false, owner: true, state, spellName: "", parts: null, movement, heldSpeech: false, doubleMove: true }] },
      PARTS_LABELS,
    );
    expect(ctx.waiting.map((r) => r.statusKey)).toEqual(["ER.Variants.DoubleMove.Status"]);
    const phase1 = ctx.timeline.find((r) => r.kind === "phase" && r.second === 1);
    expect(phase1 && phase1.kind === "phase" ? phase1.entries[0]!.hexes : null).toBe(8);
    const html = renderTemplate("templates/combat/tracker.hbs", { er: ctx });
    expect(html).toContain('<span class="er-tag er-status">double move</span>');
    expect(html).not.toContain('data-action="erDoubleMove"');
  });

  it("offers the row's 'Double move (no action)' button to an owner when the caller says the rules allow it, never to others", () => {
    const state = { id: "p", action: planAction(3, 12), tieBreak: 1, conditions: [], defeated: false };
    const row = (owner: boolean, canDoubleMove: boolean) =>
      buildTrackerContext(
        { clock: { round: 3, second: 1 }, canAdvance: false, playersRoll: false, combatants: [{ id: "p", name: "Pip", img: "", hidden: false, owner, state, spellName: "", parts: null, movement: null, heldSpeech: false, canDoubleMove }] },
        PARTS_LABELS,
      );
    const html = (owner: boolean, can: boolean) => renderTemplate("templates/combat/tracker.hbs", { er: row(owner, can) });
    expect(html(true, true)).toMatch(/data-action="erDoubleMove" data-tooltip="Double move \(no action\)"/);
    expect(html(false, true)).not.toContain('data-action="erDoubleMove"');
    expect(html(true, false)).not.toContain('data-action="erDoubleMove"');
  });
});

/** The movement code's speed inputs for a combatant's actor (speed 12, no steps) in `round`. */
function doubledMoveOf(member: Member, round: number) {
  return doubleMovedSpeed({ speed: 12, encumbranceSteps: 0 }, member.system, round);
}
