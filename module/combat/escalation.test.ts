/**
 * The escalation die's adapter (VARIANTS.md §3.5, row 5), driven through the real Combat
 * class on the strict stand-ins (tests/support/combat-world.ts): the test process is the active
 * GM's client; a player's write reaches the GM's hooks with the player's id.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, FakeCombat, FakeCombatant, asUser, combats, hooks, settings, settle, warnings } from "../../tests/support/combat-world";
import { BOOK_CONFIG, BOOK_RULESET, PRESETS, changeVariants, planAction, resolveRuleset, toAbsolute } from "../rules";
import { renderTemplate } from "../../tests/support/handlebars";
import { actorEscalation } from "../actors/roll-data";
import {
  escalationControlUpdate,
  escalationOf,
  escalationRoundUpdate,
  escalationTrackerContext,
  markerEscalation,
} from "./escalation";
import { markerContext } from "./marker-context";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let resetRefusalLog: () => void;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;

const A13 = PRESETS.a13;
const COMBAT_ID = "combatEscal00001";

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ resetRefusalLog } = await import("./refusals"));
  const { registerGuards } = await import("./guards");
  registerGuards(hooks);
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  settings["enchanted-realms.variants"] = A13;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** A started combat at round 1, second 1: Pip (a player's) and a goblin. */
function combatAtRoundOne(): Combat {
  const Member = ERCombatant as unknown as new (d: ConstructorParameters<typeof FakeCombatant>[0]) => FakeCombatant;
  const list = [
    new Member({ id: "cmbtPip000000001", name: "Pip", owners: [PLAYER.id], action: planAction(1, 12), tieBreak: 1 }),
    new Member({ id: "cmbtGoblin000001", name: "Goblin", action: planAction(1, 9), tieBreak: 2 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, 1, toAbsolute({ round: 1, second: 1 }), list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

async function nextRound(combat: Combat): Promise<void> {
  await combat.nextRound();
  await settle();
}

describe("the die moves with the round transition (one Combat update)", () => {
  it("G13A-7: rounds 1…8 show 0,1,2,3,4,5,6,6 on the Combat", async () => {
    const combat = combatAtRoundOne();
    const seen = [escalationOf(combat.system).value];
    for (let r = 2; r <= 8; r++) {
      await nextRound(combat);
      expect(combat.round).toBe(r);
      seen.push(escalationOf(combat.system).value);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 6]);
  });

  it("G13A-7c through the GM's controls: hold in round 2, release in 3, reset in 5", async () => {
    const combat = combatAtRoundOne();
    const seen: number[] = [escalationOf(combat.system).value];
    const press: Record<number, string> = { 2: "hold", 3: "release", 5: "reset" };
    for (let r = 2; r <= 6; r++) {
      await nextRound(combat);
      if (press[r]) await combat.controlEscalation(press[r]);
      await settle();
      seen.push(escalationOf(combat.system).value);
    }
    expect(seen).toEqual([0, 1, 1, 2, 0, 1]);
  });

  it("stepping back a round and forward again does not move the die twice", async () => {
    const combat = combatAtRoundOne();
    await nextRound(combat);
    await nextRound(combat);
    expect(escalationOf(combat.system).value).toBe(2);
    await combat.previousRound();
    await settle();
    expect(combat.round).toBe(2);
    expect(escalationOf(combat.system).value).toBe(2);
    await nextRound(combat);
    expect(combat.round).toBe(3);
    expect(escalationOf(combat.system).value).toBe(2);
  });

  it("with the variant off (the book) the transition writes no die at all", async () => {
    settings["enchanted-realms.variants"] = BOOK_CONFIG;
    const combat = combatAtRoundOne();
    const writes: unknown[] = [];
    const id = hooks.on("updateCombat", (_c: unknown, changed: unknown) => void writes.push(changed));
    try {
      await nextRound(combat);
    } finally {
      hooks.off("updateCombat", id);
    }
    expect(writes.length).toBeGreaterThan(0);
    expect(JSON.stringify(writes)).not.toContain("escalation");
    expect(escalationOf(combat.system)).toEqual({ value: 0, held: false });
    expect(escalationRoundUpdate(combat.system, 3, BOOK_RULESET)).toEqual({});
  });
});

describe("only a GM writes the die", () => {
  it("a player's control call changes nothing (the controls are GM-only)", async () => {
    const combat = combatAtRoundOne();
    await nextRound(combat);
    const g = globalThis as unknown as { game: { user: unknown } };
    g.game.user = PLAYER;
    try {
      await combat.controlEscalation("increase");
      await combat.controlEscalation("reset");
    } finally {
      g.game.user = GM;
    }
    await settle();
    expect(escalationOf(combat.system)).toEqual({ value: 1, held: false });
  });

  it("a player's direct write to system.escalation (from the console) is put back by the active GM and logged", async () => {
    const combat = combatAtRoundOne();
    await nextRound(combat);
    await asUser(PLAYER, () => combat.update({ "system.escalation": { value: 6, held: true } }));
    await settle();
    expect(escalationOf(combat.system)).toEqual({ value: 1, held: false });
    await asUser(PLAYER, () => combat.update({ "system.escalation.value": 99 }));
    await settle();
    expect(escalationOf(combat.system)).toEqual({ value: 1, held: false });
    const reasons = consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(reasons.some((r: string) => r.includes("(escalationWrite)"))).toBe(true);
    expect(warnings).toHaveLength(1);
    // A player's clock write that also names the die puts both back.
    await asUser(PLAYER, () => combat.update({ round: 9, "system.escalation.value": 5 }));
    await settle();
    expect(combat.round).toBe(2);
    expect(escalationOf(combat.system).value).toBe(1);
  });

  it("the GM's own writes are trusted and become what a later forged write is put back to", async () => {
    const combat = combatAtRoundOne();
    await nextRound(combat);
    await combat.controlEscalation("increase");
    await settle();
    expect(escalationOf(combat.system).value).toBe(2);
    await asUser(PLAYER, () => combat.update({ "system.escalation.value": 0 }));
    await settle();
    expect(escalationOf(combat.system).value).toBe(2);
  });
});

describe("the adapter's pieces", () => {
  it("the GM's control update: GMs only, variant on, a known control, and only when something changes", () => {
    const system = { escalation: { value: 3, held: false } };
    expect(escalationControlUpdate(system, "increase", { isGM: true }, resolveRuleset(A13))).toEqual({ "system.escalation": { value: 4, held: false } });
    expect(escalationControlUpdate(system, "increase", { isGM: false }, resolveRuleset(A13))).toBeNull();
    expect(escalationControlUpdate(system, "increase", null, resolveRuleset(A13))).toBeNull();
    expect(escalationControlUpdate(system, "explode", { isGM: true }, resolveRuleset(A13))).toBeNull();
    expect(escalationControlUpdate(system, "increase", { isGM: true }, BOOK_RULESET)).toBeNull();
    expect(escalationControlUpdate({ escalation: { value: 6, held: false } }, "increase", { isGM: true }, resolveRuleset(A13))).toBeNull();
  });

  it("a stored die is read within its bounds, and a combat from before the die reads 0", () => {
    expect(escalationOf({ absolute: 21, rolledRound: 1 })).toEqual({ value: 0, held: false });
    expect(escalationOf({ escalation: { value: 1e9, held: "yes" } })).toEqual({ value: 99, held: false });
    expect(escalationOf(null)).toEqual({ value: 0, held: false });
  });

  it("the tracker's die: only with the variant on and the combat started; controls for GMs", () => {
    const system = { escalation: { value: 2, held: true } };
    expect(escalationTrackerContext({ ruleset: BOOK_RULESET, system, started: true, isGM: true })).toBeNull();
    expect(escalationTrackerContext({ ruleset: resolveRuleset(A13), system, started: false, isGM: true })).toBeNull();
    expect(escalationTrackerContext({ ruleset: resolveRuleset(A13), system, started: true, isGM: false })).toEqual({ value: 2, held: true, canControl: false, atMax: false, atMin: false });
    expect(escalationTrackerContext({ ruleset: resolveRuleset(A13), system: { escalation: { value: 9, held: false } }, started: true, isGM: true })).toEqual({ value: 6, held: false, canControl: true, atMax: true, atMin: false });
  });

  it("G13A-7b in roll data: a creature 0, a frightened character 0, a character the die; nobody outside the active combat", () => {
    const pc = { id: "actorPip00000001", type: "character", hasPlayerOwner: true, statuses: new Set<string>() };
    const scared = { id: "actorScared00001", type: "character", hasPlayerOwner: true, statuses: new Set(["frightened"]) };
    const goblin = { id: "actorGoblin00001", type: "creature", statuses: new Set<string>() };
    const outsider = { id: "actorOut00000001", type: "character", hasPlayerOwner: true, statuses: new Set<string>() };
    const combat = { started: true, system: { escalation: { value: 4, held: false } }, combatants: { contents: [{ actor: pc, actorId: pc.id }, { actor: scared, actorId: scared.id }, { actor: goblin, actorId: goblin.id }] } };
    expect(actorEscalation(goblin, combat, resolveRuleset(A13))).toBe(0);
    expect(actorEscalation(scared, combat, resolveRuleset(A13))).toBe(0);
    expect(actorEscalation(pc, combat, resolveRuleset(A13))).toBe(4);
    expect(actorEscalation(outsider, combat, resolveRuleset(A13))).toBe(0);
    expect(actorEscalation(pc, null, resolveRuleset(A13))).toBe(0);
    expect(actorEscalation(pc, { ...combat, started: false }, resolveRuleset(A13))).toBe(0);
    expect(actorEscalation(pc, combat, BOOK_RULESET)).toBe(0);
    // A linked actor matched by id; a token's synthetic actor only by identity.
    expect(actorEscalation({ ...pc }, combat, resolveRuleset(A13))).toBe(4);
    expect(actorEscalation({ ...pc, isToken: true }, combat, resolveRuleset(A13))).toBe(0);
  });

  it("001:L132, L134, VARIANTS row 5: a character adds the die whether or not a player owns it (a GM playing alone); a creature adds 0", () => {
    const pc = { id: "actorPip00000001", type: "character", hasPlayerOwner: true, statuses: new Set<string>() };
    const npc = { id: "actorInnkeeper01", type: "character", hasPlayerOwner: false, statuses: new Set<string>() };
    const familiar = { id: "actorFamiliar001", type: "creature", hasPlayerOwner: true, statuses: new Set<string>() };
    const combat = { started: true, system: { escalation: { value: 3, held: false } }, combatants: { contents: [pc, npc, familiar].map((a) => ({ actor: a, actorId: a.id })) } };
    expect(actorEscalation(pc, combat, resolveRuleset(A13))).toBe(3);
    expect(actorEscalation(npc, combat, resolveRuleset(A13))).toBe(3);
    expect(actorEscalation(familiar, combat, resolveRuleset(A13))).toBe(0);
  });

  it("the marker's value: null with the variant off, the die within the cap in force", () => {
    expect(markerEscalation({ escalation: { value: 3, held: false } }, BOOK_RULESET)).toBeNull();
    expect(markerEscalation({ escalation: { value: 3, held: false } }, resolveRuleset(A13))).toBe(3);
    expect(markerEscalation({ escalation: { value: 8, held: false } }, resolveRuleset(A13))).toBe(6);
    const r = changeVariants(A13, { combat: { escalationUnbounded: true } });
    expect(r.ok && markerEscalation({ escalation: { value: 8, held: false } }, resolveRuleset(r.config))).toBe(8);
  });
});

describe("templates", () => {
  it("the marker shows 'ED +n' beside the clock only while the variant is on", () => {
    const on = renderTemplate("templates/combat/marker.hbs", markerContext({ round: 3, second: 6 }, true, 2));
    expect(on).toContain("Round 3 · Second 6");
    expect(on).toContain("Movement phase 2");
    expect(on).toMatch(/<span class="er-marker-escalation" data-escalation="2"[^>]*>ED \+2<\/span>/);
    const zero = renderTemplate("templates/combat/marker.hbs", markerContext({ round: 1, second: 1 }, true, 0));
    expect(zero).toContain("ED +0");
    const off = renderTemplate("templates/combat/marker.hbs", markerContext({ round: 3, second: 6 }, true, null));
    expect(off).not.toContain("er-marker-escalation");
    expect(off).not.toContain("ED +");
  });

  it("the tracker header shows the die to everyone and the four controls to the GM only", () => {
    const er = { started: true, round: 2, second: 1, isMovementSecond: true, phase: 1, timeline: [], waiting: [], hasWaiting: false };
    const gm = renderTemplate("templates/combat/tracker.hbs", { er, erEscalation: escalationTrackerContext({ ruleset: resolveRuleset(A13), system: { escalation: { value: 1, held: false } }, started: true, isGM: true }) });
    expect(gm).toContain("Escalation die +1");
    for (const control of ["decrease", "increase", "hold", "reset"]) expect(gm).toContain(`data-control="${control}"`);
    expect(gm).not.toContain('data-control="release"');
    const held = renderTemplate("templates/combat/tracker.hbs", { er, erEscalation: escalationTrackerContext({ ruleset: resolveRuleset(A13), system: { escalation: { value: 1, held: true } }, started: true, isGM: true }) });
    expect(held).toContain('data-control="release"');
    expect(held).toContain("er-escalation er-held");
    const player = renderTemplate("templates/combat/tracker.hbs", { er, erEscalation: escalationTrackerContext({ ruleset: resolveRuleset(A13), system: { escalation: { value: 1, held: false } }, started: true, isGM: false }) });
    expect(player).toContain("Escalation die +1");
    expect(player).not.toContain('data-action="erEscalation"');
    const book = renderTemplate("templates/combat/tracker.hbs", { er, erEscalation: null });
    expect(book).not.toContain("er-escalation");
  });
});
