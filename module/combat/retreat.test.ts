/**
 * "Retreat this round" (VARIANTS.md §4.9, §5.5; rows 19, 24) through the real Combat class, the
 * GM's relay listener and the GM's guards, on the strict stand-ins (tests/support/combat-world.ts):
 * socket listeners get the sender's id from the "server", hooks get the writing user's id.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, TRUSTED, FakeCombat, FakeCombatant, asUser, combats, hooks, server, settings, settle, warnings } from "../../tests/support/combat-world";
import { BOOK_CONFIG, PRESETS, actionSecondIn, planAction, toAbsolute, type ActionRecord } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let resetRefusalLog: () => void;
let declareRetreat: typeof import("./retreat").declareRetreat;
let retreatBadges: typeof import("./retreat").retreatBadges;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatRetreat001";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001", tess: "cmbtTess00000001" } as const;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ resetRefusalLog } = await import("./refusals"));
  ({ declareRetreat, retreatBadges } = await import("./retreat"));
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  registerGuards(hooks);
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  settings["enchanted-realms.variants"] = PRESETS.ose;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** Round 3 at `second`: Pip (the player's), the dragon, Tess (the trusted user's). */
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
const snapshot = (combat: Combat) => JSON.stringify([...combat.combatants.values()].map((m) => [m.initiative, m.system]));

describe("declaring a retreat", () => {
  it("GO-9 on the Combat: the GM declares; the round is remembered, the action gives up its second, the row shows the badge", async () => {
    const combat = fight({ second: 4 });
    await declareRetreat(combat, IDS.dragon);
    await settle();
    const dragon = c(combat, "dragon");
    expect(dragon.system.variant.retreatRound).toBe(3);
    expect(dragon.system.action).toEqual({ startedRound: 3, score: 14, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });
    expect(dragon.initiative).toBe(14);
    expect(actionSecondIn(dragon.schedulerState, 3)).toBeNull();
    expect(retreatBadges(c(combat, "dragon"), combat)).toEqual([{ id: "retreating", label: "ER.Variants.Retreat.Badge" }]);
    expect(retreatBadges(c(combat, "pip"), combat)).toEqual([]);
    // Under the OSR hack the running badge says a hit stops it.
    settings["enchanted-realms.variants"] = PRESETS.osr;
    expect(retreatBadges(c(combat, "dragon"), combat)).toEqual([{ id: "retreating", label: "ER.Variants.Retreat.BadgeStops" }]);
  });

  it("a player retreats with their own combatant over the relay; the GM's client writes it", async () => {
    const combat = fight();
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.variant.retreatRound).toBe(3);
    expect(c(combat, "pip").system.action.landsAt).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("hostile player: a retreat for someone else's combatant, with a forged user id, or a malformed id, is refused and changes nothing", async () => {
    const combat = fight();
    const before = snapshot(combat);
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.dragon, userId: GM.id });
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.tess, userId: TRUSTED.id });
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: "../../etc" });
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.pip, round: 99 });
    await settle();
    // The last one is the player's own and well formed once the stray field is dropped: only it is written.
    expect(c(combat, "dragon").system.variant.retreatRound).toBe(0);
    expect(c(combat, "tess").system.variant.retreatRound).toBe(0);
    expect(c(combat, "pip").system.variant.retreatRound).toBe(3);
    expect(reasons().some((r: string) => r.includes("(notOwner)"))).toBe(true);
    expect(reasons().some((r: string) => r.includes("(malformed)"))).toBe(true);
    expect(before).not.toBe(snapshot(combat));
  });

  it("refused with the rule off (relay and GM alike), twice in a round, and once the action has landed", async () => {
    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    const off = fight();
    const before = snapshot(off);
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    await declareRetreat(off, IDS.dragon);
    await settle();
    expect(snapshot(off)).toBe(before);
    expect(reasons().some((r: string) => r.includes("(retreatRefused)"))).toBe(true);
    expect(warnings).toContain("ER.Variants.Retreat.Refused.off");

    settings["enchanted-realms.variants"] = PRESETS.osr;
    const twice = fight();
    await declareRetreat(twice, IDS.dragon);
    await settle();
    warnings.length = 0;
    await declareRetreat(twice, IDS.dragon);
    expect(warnings).toEqual(["ER.Variants.Retreat.Refused.already"]);

    const landed = planAction(3, 12);
    const late = fight({ second: 20, pip: landed });
    server.client(PLAYER.id).emit(SOCKET, { kind: "retreat", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(late, "pip").system.variant.retreatRound).toBe(0);
    expect(c(late, "pip").system.action).toEqual(landed);
  });

  it("a player's direct write of the retreat memory (from the console) is put back", async () => {
    const combat = fight();
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.variant.retreatRound": 3 }));
    await settle();
    expect(c(combat, "pip").system.variant.retreatRound).toBe(0);
    expect(c(combat, "pip").system.action).toEqual(planAction(3, 12));
  });
});

describe("the tracker's phase rows", () => {
  it("G2-14 the phases a hit on the retreat forfeited show 0 with the reason 'retreat stopped'; the others keep 4-3-3-2", async () => {
    const { buildTrackerContext } = await import("./tracker-context");
    const { PARTS_LABELS } = await import("../../tests/combat/fixture");
    const state = { id: "p", action: { startedRound: 3, score: 12, castingSeconds: 0, landsAt: 0, delayedFrom: 0 }, tieBreak: 1, conditions: [], defeated: false };
    const ctx = buildTrackerContext(
      { clock: { round: 3, second: 9 }, canAdvance: false, playersRoll: false, combatants: [{ id: "p", name: "Pip", img: "", hidden: false, owner: true, state, spellName: "", parts: null, movement: { speed: 12, terrain: "optimal" as const }, heldSpeech: false, forfeits: { 11: "ER.Movement.Reason.retreatStopped", 16: "ER.Movement.Reason.retreatStopped" } }] },
      PARTS_LABELS,
    );
    const phases = ctx.timeline.flatMap((r) => (r.kind === "phase" ? [[r.second, r.entries[0]!.hexes, r.entries[0]!.reasonKey]] : []));
    expect(phases).toEqual([[1, 4, null], [6, 3, null], [11, 0, "ER.Movement.Reason.retreatStopped"], [16, 0, "ER.Movement.Reason.retreatStopped"]]);
  });
});

describe("the tracker's forfeits come from the rules' movement forfeits, as the ruler's do", () => {
  it("G2-14 a retreat a hit stopped at second 9 of round 3 takes the phases at 11 and 16 of that round, and nothing of round 4", async () => {
    const { forfeitsIn } = await import("./tracker-input");
    const { NO_VARIANT_MEMORY, resolveRuleset } = await import("../rules");
    const memory = { ...NO_VARIANT_MEMORY, retreatRound: 3, retreatStoppedAt: toAbsolute({ round: 3, second: 9 }) };
    const osr = resolveRuleset(PRESETS.osr);
    expect(forfeitsIn(memory, 3, osr)).toEqual({ 11: "ER.Movement.Reason.retreatStopped", 16: "ER.Movement.Reason.retreatStopped" });
    expect(forfeitsIn(memory, 4, osr)).toEqual({});
    expect(forfeitsIn(NO_VARIANT_MEMORY, 3, osr)).toEqual({});
  });
});

describe("the tracker row's command buttons (a player gets them whether or not core opens the context menu)", () => {
  const g = globalThis as unknown as { game: { user: unknown } };
  afterEach(() => {
    g.game.user = GM;
  });

  it("the player's own row carries Retreat (and OSE's pursuit toggle) as buttons, another's row none; the GM's marks are not drawn", async () => {
    const combat = fight();
    const { rowCommandsOf } = await import("./tracker-input");
    const { buildTrackerContext } = await import("./tracker-context");
    const { renderTemplate } = await import("../../tests/support/handlebars");
    const { PARTS_LABELS } = await import("../../tests/combat/fixture");
    g.game.user = PLAYER;
    expect(rowCommandsOf(combat as never, c(combat, "pip") as never).map((k) => k.id)).toEqual(["combat.retreat", "combat.pursuit"]);
    expect(rowCommandsOf(combat as never, c(combat, "dragon") as never)).toEqual([]);
    const commands = rowCommandsOf(combat as never, c(combat, "pip") as never);
    const state = { id: IDS.pip, action: planAction(3, 12), tieBreak: 1, conditions: [], defeated: false };
    const row = (canAttack: boolean) => ({ id: IDS.pip, name: "Pip", img: "", hidden: false, owner: true, state, spellName: "", parts: null, movement: null, heldSpeech: false, commands, canAttack });
    const html = (canAttack: boolean) => renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext({ clock: { round: 3, second: 12 }, canAdvance: false, playersRoll: false, combatants: [row(canAttack)] }, PARTS_LABELS) });
    expect(html(false)).toMatch(/data-action="erCommand" data-command-id="combat\.retreat" data-tooltip="[^"]+" aria-label="[^"]+"/);
    expect(html(false).match(/data-action="erCommand"/g)).toHaveLength(2);
    expect(html(false)).not.toContain('data-action="erAttack"');
    expect(html(true)).toMatch(/data-action="erAttack" data-tooltip="Attack" aria-label="Attack"/);
  });
});
