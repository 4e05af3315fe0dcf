/**
 * The World's adapter (VARIANTS.md §6.9, row 43) through the real Combat class on the strict
 * stand-ins (tests/support/combat-world.ts): the test process is the active GM's client; a
 * player's write reaches the GM's hooks with the player's id.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, PLAYER, FakeCombat, FakeCombatant, asUser, combats, created, dice, hooks, settings, settle } from "../../tests/support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute, type WorldState } from "../rules";
import { parseWorldLines, useWorld, worldOf, worldRechargeHtml, worldTrackerContext } from "./world";
import { parseRelay } from "./relay";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let resetRefusalLog: () => void;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat & { system: { world?: WorldState } };

const A5E = resolveRuleset(PRESETS.a5e);
const COMBAT_ID = "combatWorld00001";
const ACTIONS: WorldState = {
  usedRound: 0,
  actions: [
    { id: "flame", name: "Flame Burst", recharge: 4, spent: false, hidden: false },
    { id: "leech", name: "Leeches", recharge: 6, spent: false, hidden: true },
  ],
};
const g = globalThis as unknown as { game: { user: unknown } };

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ resetRefusalLog } = await import("./refusals"));
  const { registerGuards } = await import("./guards");
  registerGuards(hooks);
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  settings["enchanted-realms.variants"] = PRESETS.a5e;
  created.length = 0;
  dice.length = 0;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** A started combat at round 1, second 1 whose World holds Flame Burst and a hidden action (written by the GM). */
async function combatAtSecondOne(): Promise<Combat> {
  const Member = ERCombatant as unknown as new (d: ConstructorParameters<typeof FakeCombatant>[0]) => FakeCombatant;
  const list = [
    new Member({ id: "cmbtPip000000001", name: "Pip", owners: [PLAYER.id], action: planAction(1, 1), tieBreak: 1 }),
    new Member({ id: "cmbtGoblin000001", name: "Goblin", action: planAction(1, 9), tieBreak: 2 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, 1, toAbsolute({ round: 1, second: 1 }), list);
  // The schema's initial, as a loaded combat has it.
  combat.system.world = { usedRound: 0, actions: [] };
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  await combat.update({ "system.world": ACTIONS });
  await settle();
  return combat;
}

const contents = () => created.map((m) => String(m.data["content"] ?? ""));

describe("the World on the tracker and the clock", () => {
  it("GA-W1 through the Combat: Flame Burst used at second 1, d6 3 keeps it spent; the next round start's d6 4 regains it on the round card", async () => {
    const combat = await combatAtSecondOne();
    dice.push(3);
    expect(await useWorld(combat, "flame", { round: 1, second: 1 }, A5E)).toBeNull();
    await settle();
    expect(worldOf(combat.system).actions[0]).toMatchObject({ id: "flame", spent: true });
    expect(worldOf(combat.system).usedRound).toBe(1);
    const useCard = created.at(-1)!;
    expect(String(useCard.data["content"])).toContain('data-d6="3"');
    expect(useCard.data["whisper"]).toBeUndefined();
    // Every roll of the next round start is a 4: the initiative dice and then the recharge d6.
    dice.push(...Array.from({ length: 40 }, () => 4));
    await combat.nextRound();
    await settle();
    expect(combat.round).toBe(2);
    expect(worldOf(combat.system).actions[0]!.spent).toBe(false);
    const roundCard = created.find((m) => (m.data["flags"] as Record<string, Record<string, unknown>>)["enchanted-realms"]?.["roundCard"] === 2);
    const card = String(roundCard?.data["content"]);
    expect(card).toContain('data-d6="4"');
    expect(card).toContain("Flame Burst");
  });

  it("the round start rolls nothing for an action that is not spent, and a hidden action's d6 goes to the GMs' card only", async () => {
    const combat = await combatAtSecondOne();
    await combat.update({ "system.world": { usedRound: 1, actions: [ACTIONS.actions[0]!, { ...ACTIONS.actions[1]!, spent: true }] } });
    dice.push(...Array.from({ length: 40 }, () => 5));
    await combat.nextRound();
    await settle();
    const recharge = created.filter((m) => String(m.data["content"]).includes("er-world-recharge"));
    expect(recharge).toHaveLength(1);
    expect(recharge[0]!.data["whisper"]).toContain(GM.id);
    expect(recharge[0]!.data["whisper"]).not.toContain(PLAYER.id);
    expect((recharge[0]!.data["flags"] as Record<string, Record<string, unknown>>)["enchanted-realms"]?.["hiddenRoundCard"]).toBe(2);
    expect(String(recharge[0]!.data["content"])).toContain("Leeches");
    // No hidden combatant: the GMs' card holds the world's d6 and no empty list of rows.
    expect(String(recharge[0]!.data["content"]).startsWith('<section class="er-world-recharge">')).toBe(true);
    expect(contents().filter((c) => c.includes("Leeches"))).toHaveLength(1);
    expect(worldOf(combat.system).actions[1]!.spent).toBe(true);
  });

  it("the clock never waits for the World: unused world actions at second 1, the clock moves on to the next stop", async () => {
    const combat = await combatAtSecondOne();
    await combat.advance(1);
    await settle();
    expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 6 }));
    // Its actions stay as they were; the World entry is past for the rest of the round.
    expect(worldOf(combat.system)).toEqual(ACTIONS);
    expect(worldTrackerContext({ ruleset: A5E, system: combat.system, now: { round: 1, second: 6 }, isGM: true })).toMatchObject({ current: false, past: true });
  });

  it("only the active GM uses a world action: a player's click is refused and writes nothing", async () => {
    const combat = await combatAtSecondOne();
    g.game.user = PLAYER;
    try {
      expect(await useWorld(combat, "flame", { round: 1, second: 1 }, A5E)).toBe("notGM");
    } finally {
      g.game.user = GM;
    }
    expect(worldOf(combat.system)).toEqual(ACTIONS);
    expect(created).toHaveLength(0);
    // And the GM at another second is refused by the rules.
    expect(await useWorld(combat, "flame", { round: 1, second: 6 }, A5E)).toBe("notItsSecond");
  });

  it("a player's direct write to system.world is put back by the active GM and logged", async () => {
    const combat = await combatAtSecondOne();
    await asUser(PLAYER, () => combat.update({ "system.world": { usedRound: 0, actions: [] } }));
    await settle();
    expect(worldOf(combat.system)).toEqual(ACTIONS);
    expect(consoleWarn.mock.calls.some((call: unknown[]) => String(call[0]).includes("(gmOnly)"))).toBe(true);
  });

  it("a forged relay request to use or recharge a world action cannot arrive: the relay knows no such kind", () => {
    const combatId = COMBAT_ID;
    expect(parseRelay({ kind: "worldAction", combatId, actionId: "flame" })).toBeNull();
    expect(parseRelay({ kind: "worldRecharge", combatId, actionId: "flame", roll: 6 })).toBeNull();
    expect(parseRelay({ kind: "useWorld", combatId })).toBeNull();
  });

  it("a player's tracker shows no hidden world action and no use button; the GM's shows both", async () => {
    const combat = await combatAtSecondOne();
    const player = worldTrackerContext({ ruleset: A5E, system: combat.system, now: { round: 1, second: 1 }, isGM: false })!;
    expect(player.actions.map((a) => a.name)).toEqual(["Flame Burst"]);
    expect(player.actions.every((a) => !a.usable)).toBe(true);
    expect(JSON.stringify(player)).not.toContain("Leeches");
    const gm = worldTrackerContext({ ruleset: A5E, system: combat.system, now: { round: 1, second: 1 }, isGM: true })!;
    expect(gm.actions.map((a) => [a.name, a.usable, a.rechargeKey])).toEqual([["Flame Burst", true, "ER.World.Recharge"], ["Leeches", true, "ER.World.RechargeSix"]]);
    expect(worldTrackerContext({ ruleset: resolveRuleset(PRESETS.a13), system: combat.system, now: { round: 1, second: 1 }, isGM: true })).toBeNull();
    // Before Begin Combat the GM sees the entry to list the actions; nothing can be used yet.
    const early = worldTrackerContext({ ruleset: A5E, system: combat.system, now: null, isGM: true })!;
    expect(early.actions.map((a) => a.usable)).toEqual([false, false]);
  });
});

describe("the GM's list and the card text", () => {
  it("one action a line; a bad line changes nothing and names its line; kept names keep their id and spent state", () => {
    const before: WorldState = { usedRound: 2, actions: [{ id: "flame", name: "Flame Burst", recharge: 4, spent: true, hidden: false }] };
    const ok = parseWorldLines("Flame Burst, 4\nSweltering Heat\nLeeches, 6, hidden\n", before);
    expect(ok.problems).toEqual([]);
    expect(ok.state).toEqual({ usedRound: 2, actions: [
      { id: "flame", name: "Flame Burst", recharge: 4, spent: true, hidden: false },
      { id: "w2", name: "Sweltering Heat", recharge: 0, spent: false, hidden: false },
      { id: "w3", name: "Leeches", recharge: 6, spent: false, hidden: true },
    ] });
    expect(parseWorldLines("Flame Burst, 7", before)).toEqual({ state: null, problems: [{ line: 1, problem: "recharge" }] });
    expect(parseWorldLines(`ok\n${"x".repeat(81)}, 4`, before).problems).toEqual([{ line: 2, problem: "name" }]);
    expect(parseWorldLines(Array.from({ length: 13 }, (_, i) => `a${i}`).join("\n"), before).problems).toEqual([{ line: 13, problem: "tooMany" }]);
  });

  it("the recharge lines are escaped", () => {
    const html = worldRechargeHtml([{ id: "x", name: "<img src=x>", recharge: 5, roll: 2, regained: false }]);
    expect(html).not.toContain("<img");
    expect(html).toContain('data-d6="2"');
  });
});
