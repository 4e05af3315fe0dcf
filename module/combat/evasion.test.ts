/**
 * Evasion before a fight on the GM's client (VARIANTS.md §5.14, row 33) on the strict stand-ins
 * (tests/support/combat-world.ts): the decision path is the GM's alone (a player's client is
 * refused and nothing is relayed), hidden combatants are never named on the public card, and a
 * pursuit sets both sides running through the pursuit toggle.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, FakeCombat, FakeCombatant, combats, created, dice, hooks, server, settings, settle, warnings } from "../../tests/support/combat-world";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { BOOK_CONFIG, PRESETS, planAction, resolveRuleset, toAbsolute } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let evasion: typeof import("./evasion");
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatEvade00001";
const OSE = resolveRuleset(PRESETS.ose);
const g = globalThis as unknown as { game: Record<string, unknown> };
const sent: unknown[] = [];

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  evasion = await import("./evasion");
  const { registerGuards } = await import("./guards");
  registerGuards(hooks);
  // Anything a player's client would send to the GM is recorded: the evasion sends nothing.
  const socket = server.client(PLAYER.id) as unknown as { emit: (...a: unknown[]) => void };
  const emit = socket.emit.bind(socket);
  socket.emit = (...a: unknown[]) => { sent.push(a); emit(...a); };
});
beforeEach(() => {
  warnings.length = 0;
  created.length = 0;
  dice.length = 0;
  sent.length = 0;
  g.game["user"] = GM;
  settings["enchanted-realms.variants"] = PRESETS.ose;
});
afterEach(() => {
  g.game["user"] = GM;
  delete settings["enchanted-realms.variants"];
});

const profile = (speed: number) => ({ initiative: { quickness: 0, weapon: 0, encumbrance: 0 }, movement: { speed, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } });

/** A combat not yet begun (round 0) unless `round` is given: each member's token disposition and speed. */
function meeting(members: { id: string; name: string; disposition: number; speed: number; hidden?: boolean }[], round = 0): Combat {
  const list = members.map((m) => {
    const c = new (ERCombatant as unknown as new (x: ConstructorParameters<typeof FakeCombatant>[0]) => Member)({ id: m.id, name: m.name, hidden: m.hidden ?? false, action: round > 0 ? planAction(round, 10) : undefined });
    const mutable = c as unknown as { token: unknown; actor: { system: { profile: unknown } } };
    mutable.token = { disposition: m.disposition };
    mutable.actor.system.profile = profile(m.speed);
    return c;
  });
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, round, round === 0 ? 0 : toAbsolute({ round, second: 1 }), list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  return combat;
}
const PARTY = [
  { id: "cmbtPip000000001", name: "Pip", disposition: 1, speed: 12 },
  { id: "cmbtMo0000000001", name: "Mo", disposition: 1, speed: 12 },
];
const dungeon = { fleeing: "friendly", setting: "dungeon", pursue: true, surprise: "none", modifier: 0 } as const;
const pursuitOf = (combat: Combat) => combat.erCombatants.map((c) => [c.name, c.erSystem.variant?.pursuit]);
const cardText = () => created.map((m) => String(m.data["content"])).join("\n");

describe("evasion before Begin Combat (VARIANTS.md §5.14)", () => {
  it("dungeon, the party faster than the orcs: evaded, a card, nobody running", async () => {
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 9 }]);
    const result = await evasion.runEvasion(combat, dungeon, OSE);
    await settle();
    expect(result).toMatchObject({ outcome: "evaded", reason: "faster" });
    expect(created).toHaveLength(1);
    expect(cardText()).toContain("ER.Variants.Evasion.Evaded");
    expect(pursuitOf(combat).every(([, p]) => p === false)).toBe(true);
  });

  it("dungeon, the orcs as fast: a pursuit sets both sides running; a neutral token takes no side and keeps walking", async () => {
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 12 }, { id: "cmbtCat000000001", name: "Cat", disposition: 0, speed: 30 }]);
    const result = await evasion.runEvasion(combat, dungeon, OSE);
    await settle();
    expect(result).toMatchObject({ outcome: "pursuit", reason: "notFaster" });
    expect(pursuitOf(combat)).toEqual([["Pip", true], ["Mo", true], ["Orc", true], ["Cat", false]]);
    expect(cardText()).toContain("ER.Variants.Evasion.Pursuit");
  });

  it("wilderness: the d100 decides against the table (2 fleeing from 1: 50 %)", async () => {
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 12 }]);
    dice.push(51);
    expect(await evasion.runEvasion(combat, { ...dungeon, setting: "wilderness" }, OSE)).toMatchObject({ outcome: "pursuit", chance: 50 });
    // The card's text is escaped (the stand-in's i18n.format shows its data as JSON).
    expect(cardText()).toContain(`ER.Variants.Evasion.Chance ${JSON.stringify({ chance: "50", roll: "51" }).replaceAll('"', "&#34;")}`);
  });

  it("a hidden combatant is listed for the GM's dialog but never named on the public card", async () => {
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 9 }, { id: "cmbtAssassin0001", name: "Secret Assassin", disposition: 1, speed: 12, hidden: true }]);
    expect(evasion.evasionRows(combat, OSE).map((r) => [r.name, r.hidden])).toContainEqual(["Secret Assassin", true]);
    await evasion.runEvasion(combat, dungeon, OSE);
    expect(created).toHaveLength(1);
    expect(cardText()).toContain("Pip");
    expect(cardText()).not.toContain("Secret Assassin");
    expect(cardText()).not.toContain("Assassin");
  });

  it("a player cannot trigger it: no button, refused on their client, nothing written and nothing relayed", async () => {
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 12 }]);
    g.game["user"] = PLAYER;
    expect(evasion.mayOfferEvasion(combat, PLAYER, OSE)).toBe(false);
    expect(await evasion.runEvasion(combat, dungeon, OSE)).toBeNull();
    await settle();
    expect(warnings).toEqual(["ER.Variants.Evasion.GMOnly"]);
    expect(created).toEqual([]);
    expect(sent).toEqual([]);
    expect(pursuitOf(combat).every(([, p]) => p === false)).toBe(true);
  });

  it("refused once combat has begun, under a ruleset without evasion, or without two sides", async () => {
    expect(evasion.mayOfferEvasion(meeting(PARTY), GM, OSE)).toBe(true);
    const begun = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 12 }], 1);
    expect(evasion.mayOfferEvasion(begun, GM, OSE)).toBe(false);
    expect(await evasion.runEvasion(begun, dungeon, OSE)).toBeNull();
    const book = resolveRuleset(BOOK_CONFIG);
    const notYet = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 12 }]);
    expect(evasion.mayOfferEvasion(notYet, GM, book)).toBe(false);
    expect(await evasion.runEvasion(notYet, dungeon, book)).toBeNull();
    expect(await evasion.runEvasion(meeting(PARTY), dungeon, OSE)).toBeNull();
    expect(warnings).toEqual(["ER.Variants.Evasion.Started", "ER.Variants.Evasion.Refused", "ER.Variants.Evasion.NoSides"]);
    expect(created).toEqual([]);
  });

  it("the dialog's values: bounded, with a localised warning for a bad modifier or an unknown choice", () => {
    expect(evasion.evasionChoiceOf({ fleeing: "hostile", setting: "water", pursue: "on", surprise: "none", modifier: "-20" })).toEqual({ fleeing: "hostile", setting: "water", pursue: true, surprise: "none", modifier: -20 });
    expect(evasion.evasionChoiceOf({ fleeing: "friendly", setting: "dungeon", modifier: "" })).toMatchObject({ pursue: false, surprise: "none", modifier: 0 });
    expect(evasion.evasionChoiceOf({ fleeing: "friendly", setting: "dungeon", modifier: "101" })).toBeNull();
    expect(evasion.evasionChoiceOf({ fleeing: "friendly", setting: "dungeon", modifier: "2.5" })).toBeNull();
    expect(evasion.evasionChoiceOf({ fleeing: "everyone", setting: "dungeon", modifier: "0" })).toBeNull();
    expect(evasion.evasionChoiceOf({ fleeing: "friendly", setting: "moon", modifier: "0" })).toBeNull();
    expect(warnings).toEqual(Array(4).fill("ER.Variants.Evasion.Invalid"));
  });

  it("the tracker shows the button only when offered; the dialog and the card use keys that exist", async () => {
    const notStarted = { er: { started: false, waiting: [] } };
    expect(renderTemplate("templates/combat/tracker.hbs", { ...notStarted, erEvasion: true })).toContain('data-action="erEvasion"');
    expect(renderTemplate("templates/combat/tracker.hbs", { ...notStarted, erEvasion: false })).not.toContain('data-action="erEvasion"');
    const html = renderTemplate("templates/combat/evasion-dialog.hbs", { rows: [{ name: "Shade", hidden: true, hexesPerRound: 12, side: "hostile" }], friendlyCount: "2", hostileCount: "1", setting: "wilderness" });
    expect(html).toContain("fa-eye-slash");
    expect(html).toMatch(/<option value="wilderness" selected>/);
    const combat = meeting([...PARTY, { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 40 }]);
    dice.push(100);
    await evasion.runEvasion(combat, { ...dungeon, setting: "water" }, OSE);
    const keys = cardText().match(/ER\.Variants\.Evasion\.[A-Za-z.]+[A-Za-z]/g) ?? [];
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(() => localize(key), key).not.toThrow();
  });
});

describe("the day-by-day wilderness pursuit (VARIANTS.md §13.3 row 33; 003:L782–L788)", () => {
  const time = { worldTime: 1000, advance: async (dt: number) => (time.worldTime += dt) };
  const wild = { ...dungeon, setting: "wilderness", modifier: 10 } as const;
  const ORC = { id: "cmbtOrc000000001", name: "Orc", disposition: -1, speed: 15 };
  let pursuitDay: typeof import("./pursuit-day");
  beforeAll(async () => {
    pursuitDay = await import("./pursuit-day");
  });
  beforeEach(() => {
    g.game["time"] = time;
    time.worldTime = 1000;
  });
  afterEach(() => {
    delete g.game["time"];
  });

  it("GO-E17: a failed wilderness evasion starts a pursuit by days: nobody is set running, the combat keeps who flees and the modifier, the card says day by day", async () => {
    const combat = meeting([...PARTY, ORC]);
    dice.push(100);
    expect(await evasion.runEvasion(combat, wild, OSE)).toMatchObject({ outcome: "pursuit" });
    await settle();
    expect(pursuitOf(combat).every(([, p]) => p === false)).toBe(true);
    expect(pursuitDay.pursuitDaysOf(combat as never)).toEqual({ fleeing: "friendly", modifier: 10, day: 0 });
    expect(cardText()).toContain("ER.Variants.Evasion.PursuitDays");
    expect(pursuitDay.mayOfferPursuitDay(combat, GM, OSE)).toBe(true);
    expect(pursuitDay.mayOfferPursuitDay(combat, PLAYER, OSE)).toBe(false);
    expect(time.worldTime).toBe(1000);
  });

  it("GO-E18: each pursuit day passes 24 h of world time first; faster orcs miss the catch (51), the new attempt fails (2 from 1: 50 + 10 = 60 %, rolled 61): day 1 done, another follows; next day they catch up (50): the pursuit ends", async () => {
    const combat = meeting([...PARTY, ORC]);
    await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 10, day: 0 });
    created.length = 0;
    dice.push(51, 61);
    expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toEqual({ outcome: "pursuit", reason: "notEvaded", catchChance: 50, evadeChance: 60 });
    expect(time.worldTime).toBe(1000 + 86_400);
    expect(pursuitDay.pursuitDaysOf(combat as never)).toEqual({ fleeing: "friendly", modifier: 10, day: 1 });
    expect(cardText()).toContain("ER.Variants.Evasion.PursuitDay.notEvaded");
    dice.push(50, 1);
    expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toMatchObject({ outcome: "caught", reason: "caughtUp" });
    expect(time.worldTime).toBe(1000 + 2 * 86_400);
    expect(pursuitDay.pursuitDaysOf(combat as never)).toBeNull();
    expect(pursuitDay.mayOfferPursuitDay(combat, GM, OSE)).toBe(false);
    expect(cardText()).toContain("ER.Variants.Evasion.PursuitDay.caughtUp");
    const keys = cardText().match(/ER\.Variants\.Evasion\.[A-Za-z.]+[A-Za-z]/g) ?? [];
    for (const key of keys) expect(() => localize(key), key).not.toThrow();
  });

  it("GO-E19: a fleeing side that stops is caught; one that evades ends the pursuit", async () => {
    const combat = meeting([...PARTY, { ...ORC, speed: 12 }]);
    await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 0, day: 3 });
    dice.push(1, 1);
    expect(await pursuitDay.runPursuitDay(combat, false, OSE)).toMatchObject({ outcome: "caught", reason: "stopped", catchChance: null });
    await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 0, day: 3 });
    dice.push(1, 50);
    expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toMatchObject({ outcome: "evaded", evadeChance: 50 });
    expect(pursuitDay.pursuitDaysOf(combat as never)).toBeNull();
  });

  it("refused for a player, once begun, with no pursuit under way or a malformed flag: no time passes, nothing posted", async () => {
    const combat = meeting([...PARTY, ORC]);
    expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toBeNull();
    for (const bad of [{ fleeing: "everyone", modifier: 0, day: 0 }, { fleeing: "friendly", modifier: 500, day: 0 }, { fleeing: "friendly", modifier: 0, day: -1 }, "x"]) {
      await combat.update({ [`flags.enchanted-realms.pursuitDays`]: bad });
      expect(pursuitDay.pursuitDaysOf(combat as never), JSON.stringify(bad)).toBeNull();
    }
    await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 0, day: 0 });
    g.game["user"] = PLAYER;
    expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toBeNull();
    g.game["user"] = GM;
    const begun = meeting([...PARTY, ORC], 1);
    await evasion.setPursuitDays(begun as never, { fleeing: "friendly", modifier: 0, day: 0 });
    expect(await pursuitDay.runPursuitDay(begun, true, OSE)).toBeNull();
    expect(time.worldTime).toBe(1000);
    expect(created).toEqual([]);
    expect(warnings.map((w) => w.split(" ")[0])).toEqual(["ER.Variants.Evasion.PursuitDay.None", "ER.Variants.Evasion.GMOnly", "ER.Variants.Evasion.PursuitDay.None"]);
  });

  it("a new evasion decided over a pursuit by days replaces it: an escape clears it, so Pursuit day… is no longer offered", async () => {
    const combat = meeting([...PARTY, ORC]);
    await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 0, day: 2 });
    await evasion.runEvasion(combat, { ...wild, pursue: false }, OSE);
    expect(pursuitDay.pursuitDaysOf(combat as never)).toBeNull();
    expect(pursuitDay.mayOfferPursuitDay(combat, GM, OSE)).toBe(false);
  });

  it("the dungeon's pursuit still counts rounds: both sides run, no pursuit by days", async () => {
    const combat = meeting([...PARTY, { ...ORC, speed: 12 }]);
    await evasion.runEvasion(combat, dungeon, OSE);
    await settle();
    expect(pursuitDay.pursuitDaysOf(combat as never)).toBeNull();
    expect(pursuitOf(combat).filter(([, p]) => p === true)).toHaveLength(3);
  });

  it("GO-E20: a waterborne pursuit (003:L754–L758) closes by the difference in rates and sets nobody running; only the dungeon's does (L713)", async () => {
    const combat = meeting([...PARTY, { ...ORC, speed: 20 }]);
    dice.push(100);
    expect(await evasion.runEvasion(combat, { ...dungeon, setting: "water" }, OSE)).toMatchObject({ outcome: "pursuit", closing: 9 });
    await settle();
    expect(pursuitOf(combat).every(([, p]) => p === false)).toBe(true);
    expect(pursuitDay.pursuitDaysOf(combat as never)).toBeNull();
    expect(cardText()).toContain("ER.Variants.Evasion.Pursuit");
  });

  describe("the day's wilderness checks (§13.3 row 29; 003:L441–L445, L485–L495)", () => {
    let checks: typeof import("../scene/march-checks");
    let terrain: typeof import("../scene/token-terrain");
    beforeAll(async () => {
      checks = await import("../scene/march-checks");
      terrain = await import("../scene/token-terrain");
      const { postMarchChecks } = await import("../resolution/wilderness-card");
      checks.provideMarchChecks(postMarchChecks);
    });
    afterEach(() => terrain.provideTokenTerrain(() => ({ terrain: "optimal", steep: false })));
    const standIn = (here: import("../scene/token-terrain").TerrainHere) => terrain.provideTokenTerrain((token) => (token === null || token === undefined ? { terrain: "optimal", steep: false } : here));
    const wildCard = () => created.find((m) => (m.data["flags"] as Record<string, Record<string, unknown>> | undefined)?.["enchanted-realms"]?.["wildernessChecks"] === true);

    it("GO-E21: a pursuit day in forest crosses one day boundary and rolls its checks on the march's path: a d6 for direction (2 in 6), a d6 for wandering monsters (2 in 6), one card to the GMs, before the day's d100s", async () => {
      standIn({ terrain: "forest", steep: false });
      const combat = meeting([...PARTY, ORC]);
      await evasion.setPursuitDays(combat as never, { fleeing: "friendly", modifier: 0, day: 0 });
      created.length = 0;
      dice.push(2, 3, 51, 100);
      expect(await pursuitDay.runPursuitDay(combat, true, OSE)).toMatchObject({ outcome: "pursuit", catchChance: 50 });
      expect(time.worldTime).toBe(1000 + 86_400);
      const card = wildCard();
      expect(card, "a wilderness-checks card").toBeDefined();
      expect(card!.data["whisper"]).toContain(GM.id);
      expect(card!.data["whisper"]).not.toContain(PLAYER.id);
      expect(card!.data["rolls"]).toHaveLength(2);
      const text = String(card!.data["content"]);
      expect(text).toContain("ER.Terrain.forest");
      expect(text).toContain("ER.Wilderness.Lost");
      expect(text).toContain("ER.Wilderness.NoWandering");
      expect(created.indexOf(card!)).toBe(0);
    });

    it("GO-E22: a pursuit day on a painted road through forest never loses direction: one die, for wandering monsters, still 2 in 6", async () => {
      standIn({ terrain: "forest", steep: false, road: true });
      const combat = meeting([...PARTY, ORC]);
      await evasion.setPursuitDays(combat as never, { fleeing: "hostile", modifier: 0, day: 0 });
      created.length = 0;
      dice.push(1, 51, 100);
      await pursuitDay.runPursuitDay(combat, true, OSE);
      const card = wildCard();
      expect(card!.data["rolls"]).toHaveLength(1);
      expect(String(card!.data["content"])).toContain("ER.Wilderness.Road");
      expect(String(card!.data["content"])).toContain("ER.Wilderness.Wandering");
    });
  });

  it("the tracker shows Pursuit day… only when offered", () => {
    const notStarted = { er: { started: false, waiting: [] } };
    expect(renderTemplate("templates/combat/tracker.hbs", { ...notStarted, erPursuitDay: true })).toContain('data-action="erPursuitDay"');
    expect(renderTemplate("templates/combat/tracker.hbs", { ...notStarted, erPursuitDay: false })).not.toContain('data-action="erPursuitDay"');
  });
});
