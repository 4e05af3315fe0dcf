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
