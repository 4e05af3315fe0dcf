/**
 * The shared combat against a player with a browser console. Each test drives the real
 * handler (the GM's socket listener, the GM's update hooks, the round transition) with a forged
 * input, through strict stand-ins: socket listeners get the sender's id from the "server", hooks
 * get the writing user's id (tests/support/permissive-foundry.ts, tests/support/combat-world.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import {
  GM,
  GM2,
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
import { NO_ACTION, PRESETS, initiativeRange, planAction, toAbsolute, type ActionRecord } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let resetRefusalLog: () => void;

const COMBAT_ID = "combatAAAAAAAAA1";
const OTHER_COMBAT_ID = "combatBBBBBBBBB1";
/** Pip's character, a dragon (an NPC), a hidden assassin, and Tess's character. */
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001", assassin: "cmbtAssassin0001", tess: "cmbtTess00000001" } as const;

type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ resetRefusalLog } = await import("./refusals"));
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  registerGuards(hooks);
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
});

function member(data: ConstructorParameters<typeof FakeCombatant>[0]): Member {
  return new (ERCombatant as unknown as new (d: typeof data) => Member)(data);
}

/** Round 2, second 6: Pip and the dragon act later this round; Tess too; the assassin (hidden) at 9. */
function fight(options: { round?: number; second?: number; pip?: ActionRecord } = {}): Combat {
  const round = options.round ?? 2;
  const list = [
    member({ id: IDS.pip, name: "Pip", owners: [PLAYER.id], action: options.pip ?? planAction(round, 12), tieBreak: 1 }),
    member({ id: IDS.dragon, name: "Dragon", action: planAction(round, 14), tieBreak: 2 }),
    member({ id: IDS.assassin, name: "Assassin", hidden: true, action: planAction(round, 9), tieBreak: 3 }),
    member({ id: IDS.tess, name: "Tess", owners: [TRUSTED.id], action: planAction(round, 16), tieBreak: 4 }),
  ];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(
    COMBAT_ID, round, round > 0 ? toAbsolute({ round, second: options.second ?? 6 }) : 0, list,
  );
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

const c = (combat: Combat, key: keyof typeof IDS) => combat.combatants.get(IDS[key]) as Member;
const snapshot = (combat: Combat) =>
  JSON.stringify({ system: combat.system, round: combat.round, turn: combat.turn, members: [...combat.combatants.values()].map((m) => [m.initiative, m.system]) });

const playerSocket = () => server.client(PLAYER.id);
const trustedSocket = () => server.client(TRUSTED.id);

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

describe("the strict stand-ins", () => {
  it("a socket message reaches the other clients with the server's sender id, not the sender itself", () => {
    const got: unknown[][] = [];
    server.client("someone000000001").on("probe", (...args) => void got.push(args));
    server.client("sender0000000001").emit("probe", { userId: "forged" });
    expect(got).toEqual([[{ userId: "forged" }, "sender0000000001"]]);
  });

  it("a document hook cannot be fired without the writing user's id", () => {
    expect(() => hooks.documentUpdated("Combat", {}, {}, {}, "")).toThrow();
  });
});

describe("the relay authenticates the sender from the socket", () => {
  it("forged relay message: a player naming the GM's id in the payload is refused and changes nothing", async () => {
    const combat = fight();
    const before = snapshot(combat);
    playerSocket().emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1, userId: GM.id });
    playerSocket().emit(SOCKET, { kind: "round", combatId: COMBAT_ID, direction: 1, userId: GM.id });
    playerSocket().emit(SOCKET, { kind: "start", combatId: COMBAT_ID, userId: GM.id });
    playerSocket().emit(SOCKET, { kind: "delay", combatId: COMBAT_ID, combatantId: IDS.dragon, userId: GM.id });
    await settle();
    expect(snapshot(combat)).toBe(before);
    expect(created).toEqual([]);
    // Logged once per reason, and the GM notified once for this user, however often the player tries.
    for (let i = 0; i < 20; i++) playerSocket().emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1, userId: GM.id });
    await settle();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(PLAYER.name);
    const reasons = consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(reasons.filter((r: string) => r.includes("mayNotAdvance"))).toHaveLength(1);
    expect(snapshot(combat)).toBe(before);
  });

  it("a trusted user the setting admits moves the clock through the GM", async () => {
    settings["enchanted-realms.advanceRole"] = "trusted";
    const combat = fight();
    trustedSocket().emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1 });
    await settle();
    expect(combat.system.absolute).toBe(toAbsolute({ round: 2, second: 9 }));
    expect(warnings).toEqual([]);
  });

  it("checks every field on the GM side", async () => {
    settings["enchanted-realms.advanceRole"] = "trusted";
    const combat = fight();
    const before = snapshot(combat);
    const forged = [
      { kind: "advance", combatId: COMBAT_ID, direction: 20 },
      { kind: "advance", combatId: OTHER_COMBAT_ID, direction: 1 },
      { kind: "cast", combatId: COMBAT_ID, combatantId: IDS.tess, seconds: 2e10, name: "Doom" },
      { kind: "cast", combatId: COMBAT_ID, combatantId: IDS.tess, seconds: 210, name: "Doom" },
      { kind: "cast", combatId: COMBAT_ID, combatantId: IDS.tess, seconds: 4, name: "x".repeat(5000) },
      { kind: "delay", combatId: COMBAT_ID, combatantId: "cmbtNobody000001" },
      { kind: "start", combatId: COMBAT_ID },
    ];
    for (const data of forged) trustedSocket().emit(SOCKET, data);
    await settle();
    expect(snapshot(combat)).toBe(before);
    const reasons = consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));
    for (const reason of ["malformed", "unknownCombat", "castTooLong", "unknownCombatant", "alreadyStarted"]) {
      expect(reasons.some((r: string) => r.includes(`(${reason})`)), reason).toBe(true);
    }
  });

  it("delay and cast are honoured only for a combatant the sender owns", async () => {
    settings["enchanted-realms.advanceRole"] = "trusted";
    const combat = fight();
    const dragon = JSON.stringify(c(combat, "dragon").system);
    trustedSocket().emit(SOCKET, { kind: "delay", combatId: COMBAT_ID, combatantId: IDS.dragon });
    trustedSocket().emit(SOCKET, { kind: "cast", combatId: COMBAT_ID, combatantId: IDS.dragon, seconds: 30, name: "Sleep" });
    await settle();
    expect(JSON.stringify(c(combat, "dragon").system)).toBe(dragon);
    trustedSocket().emit(SOCKET, { kind: "cast", combatId: COMBAT_ID, combatantId: IDS.tess, seconds: 8, name: "Ward" });
    await settle();
    expect(c(combat, "tess").system.action.castingSeconds).toBe(8);
    expect(c(combat, "tess").system.spellName).toBe("Ward");
  });

  it("start is honoured only before the combat has begun", async () => {
    settings["enchanted-realms.advanceRole"] = "trusted";
    const combat = fight();
    trustedSocket().emit(SOCKET, { kind: "start", combatId: COMBAT_ID });
    await settle();
    expect(combat.round).toBe(2);
    expect(created).toEqual([]);
  });
});

describe("a player's initiative", () => {
  it("2e10 initiative: a player's write is put back to the schedule at once, and nothing is scheduled from it", async () => {
    const combat = fight();
    const action = { ...c(combat, "pip").system.action };
    await asUser(PLAYER, () => c(combat, "pip").update({ initiative: 2e10 }));
    await settle();
    expect(c(combat, "pip").initiative).toBe(12);
    expect(c(combat, "pip").system.action).toEqual(action);
    expect(warnings).toHaveLength(1);
    // Refused as a player's write (never scheduled), not merely caught by the cap.
    expect(consoleWarn.mock.calls.map((call: unknown[]) => String(call[0])).some((r: string) => r.includes("(initiativeWrite)"))).toBe(true);
    expect(warnings.some((w) => w.startsWith("ER.Combat.ScoreTooHigh"))).toBe(false);
  });

  it("2e10 initiative typed by the GM is refused with a warning and put back", async () => {
    const combat = fight();
    const action = { ...c(combat, "dragon").system.action };
    await c(combat, "dragon").update({ initiative: 2e10 });
    await settle();
    expect(c(combat, "dragon").initiative).toBe(14);
    expect(c(combat, "dragon").system.action).toEqual(action);
    expect(warnings.some((w) => w.startsWith("ER.Combat.ScoreTooHigh"))).toBe(true);
  });

  it("a GM's score edit still spills the action (the score is completed into the schedule)", async () => {
    const combat = fight();
    await c(combat, "dragon").update({ initiative: 23 });
    await settle();
    expect(c(combat, "dragon").system.action.landsAt).toBe(toAbsolute({ round: 3, second: 3 }));
  });

  it("even when due and in range, a player's own write is put back: players ask the GM to roll", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    await asUser(PLAYER, () => c(combat, "pip").update({ initiative: 2 }));
    await settle();
    expect(c(combat, "pip").initiative).toBeNull();
    expect(c(combat, "pip").system.action).toEqual(NO_ACTION);
  });

  it("a roll asked for over the relay is rolled by the GM's client, once, only when due", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    dice.push(15, 3);
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.action).toMatchObject({ startedRound: 2, score: 15 });
    expect(c(combat, "pip").initiative).toBe(15);
    // A second request is no longer due; one for the dragon is not the player's.
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.dragon });
    await settle();
    expect(c(combat, "pip").system.action.score).toBe(15);
    expect(c(combat, "dragon").system.action.score).toBe(14);
    const reasons = consoleWarn.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(reasons.some((r: string) => r.includes("(notDue)"))).toBe(true);
    expect(reasons.some((r: string) => r.includes("(notOwner)"))).toBe(true);
  });

  it("a roll request is refused when players do not roll their own", async () => {
    const combat = fight({ pip: NO_ACTION });
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.action).toEqual(NO_ACTION);
  });
});

describe("a player's write to the schedule in system data", () => {
  it("is put back to what the GM last wrote, initiative with it (should Foundry's whitelist ever let it through)", async () => {
    const combat = fight();
    const before = JSON.stringify(c(combat, "pip").system);
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.action": planAction(2, 1), "system.situational": -20, initiative: 1 }));
    await settle();
    expect(JSON.stringify(c(combat, "pip").system)).toBe(before);
    expect(c(combat, "pip").initiative).toBe(12);
    await asUser(PLAYER, () => c(combat, "dragon").update({ "system.tieBreak": 99, "system.spellName": "x" }));
    await settle();
    expect(c(combat, "dragon").system.tieBreak).toBe(2);
    expect(c(combat, "dragon").system.spellName).toBe("");
  });
});

describe("hold, ready and act now over the relay (VARIANTS.md §3.3–3.4)", () => {
  afterEach(() => {
    delete settings["enchanted-realms.variants"];
  });
  it("an owner holds at their count and then acts now with their own combatant under 13th Age; the base moves to that second", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    // Pip's action lands at second 12: the hold is taken at that count (VARIANTS.md §3.3, 001:L100).
    const combat = fight({ second: 12 });
    playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: null });
    await settle();
    expect(c(combat, "pip").system.action.landsAt).toBe(0);
    expect(c(combat, "pip").system.variant.held).toBe(2);
    combat.system.absolute = toAbsolute({ round: 2, second: 13 });
    playerSocket().emit(SOCKET, { kind: "actNow", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.action.landsAt).toBe(toAbsolute({ round: 2, second: 13 }));
    expect(c(combat, "pip").system.variant).toMatchObject({ held: 0, base: 13 });
  });
  it("a player's relay hold or ready before their count is refused (001:L100, L108; 002:L44): holding never makes a combatant faster", async () => {
    for (const preset of [PRESETS.a13, PRESETS.osr]) {
      settings["enchanted-realms.variants"] = preset;
      // Round 2, second 6; Pip's action lands at 12.
      const combat = fight();
      const before = snapshot(combat);
      playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: null });
      if (preset === PRESETS.a13) playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: "when the dragon moves" });
      await settle();
      expect(snapshot(combat)).toBe(before);
      // Had the hold gone through, acting at 7 would have moved Pip's count from 12 to 7.
      combat.system.absolute = toAbsolute({ round: 2, second: 7 });
      playerSocket().emit(SOCKET, { kind: "actNow", combatId: COMBAT_ID, combatantId: IDS.pip });
      await settle();
      expect(c(combat, "pip").system.action.landsAt).toBe(toAbsolute({ round: 2, second: 12 }));
      expect(c(combat, "pip").system.variant.held).toBe(0);
    }
  });
  it("a player cannot hold someone else's combatant, nor hold under a model without holds, nor send a hostile trigger", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    const combat = fight();
    const before = snapshot(combat);
    playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.dragon, trigger: null });
    playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: "x".repeat(201) });
    playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: 7 });
    playerSocket().emit(SOCKET, { kind: "actNow", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(snapshot(combat)).toBe(before);
    settings["enchanted-realms.variants"] = PRESETS.ose;
    playerSocket().emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: IDS.pip, trigger: null });
    await settle();
    expect(snapshot(combat)).toBe(before);
  });
});

describe("surprise marks before Begin Combat (rows 6, 36)", () => {
  afterEach(() => {
    delete settings["enchanted-realms.variants"];
  });
  it("GA-3 in the adapter: the GM marks Pip surprised; Begin Combat under A5E gives Pip no round-1 action, and the mark works only before the start", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a5e;
    const combat = fight({ round: 1, second: 1 });
    combat.round = 0;
    combat.system.absolute = 0;
    combat.system.rolledRound = 0;
    for (const m of combat.combatants.values()) {
      (m as Member).system.action = { ...NO_ACTION };
      (m as Member).initiative = null;
    }
    const { toggleSurprised, toggleAmbusher } = await import("./variant-actions");
    await toggleSurprised(combat, IDS.pip);
    expect(c(combat, "pip").system.variant.surprised).toBe(true);
    // Nominating an ambusher needs the 13th Age surprise rule: nothing changes under A5E.
    await toggleAmbusher(combat, IDS.dragon);
    expect(c(combat, "dragon").system.variant.ambusher).toBe(false);
    await combat.startCombat();
    await settle();
    expect(c(combat, "pip").system.action.landsAt).toBe(0);
    expect(c(combat, "dragon").system.action.landsAt).toBeGreaterThan(20);
    // Surprised: no roll for it in round 1, neither its owner's nor the GM's Roll All.
    settings["enchanted-realms.playersRoll"] = true;
    expect(combat.awaitingRoll().map((m) => m.id)).not.toContain(IDS.pip);
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    await combat.rollAll();
    await settle();
    expect(c(combat, "pip").system.action.landsAt).toBe(0);
    await toggleSurprised(combat, IDS.dragon);
    expect(c(combat, "dragon").system.variant.surprised).toBe(false);
  });
});

describe("OSE surprise roll before Begin Combat (row 23)", () => {
  afterEach(() => {
    delete settings["enchanted-realms.variants"];
  });
  it("GO-5: a side's d6 of 2 marks every combatant of that side surprised; a 5 clears the marks; a card shows the die", async () => {
    settings["enchanted-realms.variants"] = PRESETS.ose;
    const combat = fight({ round: 1, second: 1 });
    combat.round = 0;
    combat.system.absolute = 0;
    const { rollOseSurprise } = await import("./variant-actions");
    dice.push(2);
    expect(await rollOseSurprise(combat, IDS.pip)).toBe(2);
    // The stand-ins have no tokens: every combatant is on the hostile side (disposition absent).
    for (const m of combat.combatants.values()) expect((m as Member).system.variant.surprised).toBe(true);
    // The stand-in's i18n echoes the key and its data (escaped as the message content is).
    expect(created.at(-1)!.data["content"]).toContain("ER.Variants.Initiative.OseSurprised");
    expect(created.at(-1)!.data["content"]).toContain("&#34;d6&#34;:&#34;2&#34;");
    expect(created.at(-1)!.data["rolls"]).toHaveLength(1);
    dice.push(5);
    await rollOseSurprise(combat, IDS.pip);
    for (const m of combat.combatants.values()) expect((m as Member).system.variant.surprised).toBe(false);
    settings["enchanted-realms.variants"] = PRESETS.a5e;
    expect(await rollOseSurprise(combat, IDS.pip)).toBeNull();
  });
});

describe("players roll their own under a companion model", () => {
  afterEach(() => {
    delete settings["enchanted-realms.variants"];
    settings["enchanted-realms.playersRoll"] = false;
  });
  it("under 13th Age Pip waits for its owner's roll, which the GM's client rolls as a d20 and keeps as the base", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ round: 1, second: 1 });
    combat.round = 0;
    combat.system.absolute = 0;
    combat.system.rolledRound = 0;
    for (const m of combat.combatants.values()) {
      (m as Member).system.action = { ...NO_ACTION };
      (m as Member).initiative = null;
    }
    await combat.startCombat();
    await settle();
    expect(c(combat, "pip").system.action).toEqual(NO_ACTION);
    expect(c(combat, "dragon").system.variant.model).toBe("a13");
    dice.push(20);
    playerSocket().emit(SOCKET, { kind: "roll", combatId: COMBAT_ID, combatantId: IDS.pip });
    await settle();
    expect(c(combat, "pip").system.variant).toMatchObject({ model: "a13", dice: 20, base: 1 });
    expect(c(combat, "pip").system.action.landsAt).toBe(toAbsolute({ round: 1, second: 1 }));
  });
  it("under OSE side initiative nobody waits: the side's d6 is rolled for everyone", async () => {
    settings["enchanted-realms.variants"] = PRESETS.ose;
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ round: 1, second: 1 });
    combat.round = 0;
    combat.system.absolute = 0;
    combat.system.rolledRound = 0;
    for (const m of combat.combatants.values()) (m as Member).system.action = { ...NO_ACTION };
    // The stand-in's dice give 10 when none are queued: a die past its faces is held to them (6).
    await combat.startCombat();
    await settle();
    expect(c(combat, "pip").system.action.landsAt).toBe(toAbsolute({ round: 1, second: 3 }));
  });
});

describe("a player's write to the companion models' memory", () => {
  it("a base second, a hold or a surprise mark written by an owner is put back", async () => {
    const combat = fight();
    const before = JSON.stringify(c(combat, "pip").system.variant);
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.variant.base": 1, "system.variant.surprised": true, "system.variant.held": 3 }));
    await settle();
    expect(JSON.stringify(c(combat, "pip").system.variant)).toBe(before);
  });
});

describe("a player's write to the round's movement record (VARIANTS.md §13.3 row 39)", () => {
  it("hexes moved this round written by an owner are put back; the GM's write of the same fields stands", async () => {
    const combat = fight();
    const before = JSON.stringify(c(combat, "pip").system.variant);
    expect(c(combat, "pip").system.variant).toMatchObject({ modeRound: 0, modeHexesBefore: 0, modeLast: "none" });
    await asUser(PLAYER, () => c(combat, "pip").update({ "system.variant.modeRound": 1, "system.variant.modeHexesBefore": 0, "system.variant.modePhase": 0 }));
    await settle();
    expect(JSON.stringify(c(combat, "pip").system.variant)).toBe(before);
    await asUser(GM, () => c(combat, "pip").update({ "system.variant.modeRound": 1, "system.variant.modePhase": 1, "system.variant.modeHexesIn": 3, "system.variant.modeLast": "swim" }));
    await settle();
    expect(c(combat, "pip").system.variant).toMatchObject({ modeRound: 1, modePhase: 1, modeHexesIn: 3, modeLast: "swim" });
  });
});

describe("a player's write to the clock", () => {
  it("round and turn written by a non-GM are put back to what the clock says", async () => {
    const combat = fight();
    await combat.advance(1);
    const clock = { round: combat.round, turn: combat.turn, system: { ...combat.system } };
    await asUser(PLAYER, () => combat.update({ round: 7, turn: 3 }));
    await settle();
    expect({ round: combat.round, turn: combat.turn, system: combat.system }).toEqual(clock);
    await asUser(PLAYER, () => combat.update({ "system.absolute": 999, "system.rolledRound": 40 }));
    await settle();
    expect({ round: combat.round, turn: combat.turn, system: combat.system }).toEqual(clock);
  });
});

describe("held speech", () => {
  it("NPC speech: a player's whisper naming the dragon is not delivered; the speaker comes from the combatant", async () => {
    const combat = fight({ second: 20 });
    const flag = (combatantId: string, text: string, speaker: string) => ({ "enchanted-realms": { heldSpeech: { combatId: COMBAT_ID, combatantId, round: 2, second: 7, text, speaker } } });
    setMessages([
      { id: "forged0000000001", timestamp: 1, flags: flag(IDS.dragon, "I surrender!", "Dragon"), author: PLAYER },
      { id: "owned00000000001", timestamp: 2, flags: flag(IDS.pip, "Run!", "The King"), author: PLAYER },
      { id: "gmline0000000001", timestamp: 3, flags: flag(IDS.dragon, "You will burn.", "Dragon"), author: GM },
    ]);
    await combat.advance(1);
    const card = created[0]!.data["content"] as string;
    expect(card).not.toContain("I surrender!");
    expect(card).toContain("Run!");
    expect(card).not.toContain("The King");
    expect(card).toMatch(/<strong>Pip<\/strong>[^<]*<span class="er-when">[^<]*<\/span> Run!/);
    expect(card).toContain("You will burn.");
    // The forged whisper is removed with the delivered ones, never delivered later.
    expect(deleted).toEqual([["forged0000000001", "owned00000000001", "gmline0000000001"]]);
  });
});

describe("hidden creatures", () => {
  it("the public round card holds no row, name or dice of a hidden creature; a GM-only whisper does", async () => {
    const combat = fight({ second: 20 });
    await combat.advance(1);
    const [card, gmCard] = created;
    expect(JSON.stringify(card)).not.toContain("Assassin");
    // Public: no recipients (core's public mode writes an empty list).
    expect(card!.data["whisper"] ?? []).toEqual([]);
    expect(gmCard!.data["whisper"]).toEqual([GM.id, GM2.id]);
    expect(gmCard!.data["content"]).toContain("Assassin");
    expect(gmCard!.data["content"]).not.toContain("Dragon");
  });
});

describe("core's buttons and the clock", () => {
  it("startCombat on a started combat changes nothing", async () => {
    const combat = fight();
    const before = snapshot(combat);
    await combat.startCombat();
    expect(snapshot(combat)).toBe(before);
    expect(created).toEqual([]);
  });

  it("Reset Initiative clears the schedule with the scores", async () => {
    const combat = fight();
    await combat.resetAll();
    await settle();
    for (const m of combat.combatants.values()) {
      expect(m.initiative).toBeNull();
      expect(m.system.action).toEqual(NO_ACTION);
    }
    // Nobody acts until rolled again: Roll All rolls everyone able this round.
    dice.push(5, 6, 7, 8);
    await combat.rollAll();
    await settle();
    expect([...combat.combatants.values()].map((m) => m.system.action.score)).toEqual([5, 6, 7, 8]);
    expect([...combat.combatants.values()].every((m) => m.initiative === m.system.action.score)).toBe(true);
  });

  it("Reset Initiative under 13th Age also forgets the kept base: the next round rolls afresh", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    try {
      const combat = fight();
      c(combat, "pip").system.variant = { ...c(combat, "pip").system.variant, model: "a13", base: 4, total: 17, surprised: false };
      await combat.resetAll();
      await settle();
      expect(c(combat, "pip").system.variant).toMatchObject({ model: "", base: 0, total: 17 });
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("Roll All rolls only those still waiting for their own roll", async () => {
    settings["enchanted-realms.playersRoll"] = true;
    const combat = fight({ pip: NO_ACTION });
    dice.push(7);
    await combat.rollAll();
    await settle();
    expect(c(combat, "pip").system.action).toMatchObject({ startedRound: 2, score: 7 });
    expect(c(combat, "dragon").system.action.score).toBe(14);
  });

  it("combatTurn fires only when the turn really changes", async () => {
    // Round 2 in order: the assassin at 9, Pip at 12, the dragon at 14, Tess at 16.
    const combat = fight({ second: 1 });
    combat.turn = 0;
    const turns: unknown[] = [];
    const id = hooks.on("combatTurn", (...args: unknown[]) => void turns.push(args[1]));
    try {
      await combat.advance(1); // second 6: the assassin is still next, the turn stays
      await combat.advance(1); // second 9: the assassin acts, the turn stays
      expect(turns).toEqual([]);
      await combat.advance(1); // second 11: Pip is next, the turn moves
      expect(turns).toEqual([expect.objectContaining({ turn: 1 })]);
    } finally {
      hooks.off("combatTurn", id);
    }
  });
});

describe("property: no sequence of player writes moves another combatant's schedule or leaves the dice range", () => {
  const write = fc.oneof(
    fc.record({
      kind: fc.constant("initiative" as const),
      target: fc.constantFrom(...Object.keys(IDS) as Array<keyof typeof IDS>),
      value: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom(2e10, -2e10, 0, 1, 20, 220, 221), fc.double({ noNaN: false })),
    }),
    fc.record({
      kind: fc.constant("relay" as const),
      data: fc.record({
        kind: fc.constantFrom("advance", "round", "start", "delay", "cast", "roll", "teleport"),
        combatId: fc.constantFrom(COMBAT_ID, OTHER_COMBAT_ID),
        combatantId: fc.constantFrom(...Object.values(IDS)),
        direction: fc.constantFrom(1, -1, 2, "1"),
        seconds: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constant(2e10)),
        name: fc.string({ maxLength: 120 }),
        userId: fc.constantFrom(GM.id, PLAYER.id),
      }),
    }),
    fc.record({ kind: fc.constant("clock" as const), round: fc.integer({ min: -3, max: 50 }), turn: fc.integer({ min: -1, max: 6 }) }),
    fc.record({
      kind: fc.constant("system" as const),
      target: fc.constantFrom(...Object.keys(IDS) as Array<keyof typeof IDS>),
      score: fc.integer({ min: 1, max: 220 }),
      situational: fc.integer({ min: -40, max: 40 }),
    }),
  );

  it("holds for any sequence, with or without players rolling their own", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(write, { maxLength: 12 }), fc.array(fc.integer({ min: 2, max: 20 }), { maxLength: 12 }), async (playersRoll, writes, rolls) => {
        settings["enchanted-realms.playersRoll"] = playersRoll;
        dice.length = 0;
        dice.push(...rolls);
        const combat = fight({ pip: playersRoll ? NO_ACTION : planAction(2, 12) });
        const others = (["dragon", "assassin", "tess"] as const).map((k) => [k, JSON.stringify(c(combat, k).system.action), c(combat, k).initiative] as const);
        const pipBefore = JSON.stringify(c(combat, "pip").system.action);
        const clockBefore = JSON.stringify(combat.system);
        for (const w of writes) {
          if (w.kind === "initiative") await asUser(PLAYER, () => c(combat, w.target).update({ initiative: w.value }));
          else if (w.kind === "clock") await asUser(PLAYER, () => combat.update({ round: w.round, turn: w.turn }));
          else if (w.kind === "system") await asUser(PLAYER, () => c(combat, w.target).update({ "system.action": planAction(2, w.score), "system.situational": w.situational }));
          else playerSocket().emit(SOCKET, w.data);
          await settle();
        }
        for (const [k, action, initiative] of others) {
          expect(JSON.stringify(c(combat, k).system.action), k).toBe(action);
          expect(c(combat, k).initiative, k).toBe(initiative);
        }
        expect(JSON.stringify(combat.system)).toBe(clockBefore);
        const pip = c(combat, "pip");
        if (JSON.stringify(pip.system.action) !== pipBefore) {
          // Only the GM's roll for a due request can have changed it: a score the dice can give.
          const { min, max } = initiativeRange(pip.initiativeParts);
          expect(pip.system.action.score).toBeGreaterThanOrEqual(min);
          expect(pip.system.action.score).toBeLessThanOrEqual(max);
          expect(pip.system.action.startedRound).toBe(2);
        }
        expect(pip.initiative).toBe(pip.system.action.startedRound > 0 ? pip.system.action.score : null);
      }),
      { numRuns: 60 },
    );
  });
});

describe("/speak picks no hidden speaker (a held line is later delivered publicly under the speaker's name)", () => {
  type Game = { user: unknown };
  const g = globalThis as unknown as { canvas?: unknown; game: Game };
  let speakerCombatant: typeof import("./speech-actions").speakerCombatant;
  beforeAll(async () => {
    ({ speakerCombatant } = await import("./speech-actions"));
  });
  /** The tokens the current user has selected on the canvas (token document ids). */
  const select = (...tokenIds: string[]) => {
    g.canvas = { tokens: { controlled: tokenIds.map((id) => ({ document: { id } })) } };
  };
  /** The combat as `user`'s client sees it: `isOwner` is that user's ownership, as in Foundry. */
  const seenBy = (combat: Combat, user: typeof PLAYER) => {
    for (const m of combat.combatants.values()) Object.defineProperty(m, "isOwner", { get: () => FakeCombatant.prototype.testUserPermission.call(m, user, "OWNER"), configurable: true });
    g.game.user = user;
  };
  afterEach(() => {
    delete g.canvas;
    g.game.user = GM;
  });

  it("a GM with no token selected speaks for nobody (not the dragon, not the hidden assassin): the no-combatant warning applies", () => {
    const combat = fight();
    select();
    expect(speakerCombatant(combat)).toBeNull();
    // Not even with only hidden creatures and NPCs left.
    combat.combatants.delete(IDS.dragon);
    expect(speakerCombatant(combat)).toBeNull();
  });

  it("a GM with a token selected speaks for that token's combatant", () => {
    const combat = fight();
    (c(combat, "dragon") as unknown as { tokenId: string }).tokenId = "tokenDragon00001";
    select("tokenDragon00001");
    expect(speakerCombatant(combat)?.id).toBe(IDS.dragon);
  });

  it("a player with no token selected speaks for a combatant they own that is not hidden, never a hidden one", () => {
    const combat = fight();
    seenBy(combat, PLAYER);
    select();
    expect(speakerCombatant(combat)?.id).toBe(IDS.pip);
    c(combat, "pip").hidden = true;
    expect(speakerCombatant(combat)).toBeNull();
  });
});
