/**
 * The Combat class's round transition in a minimal Foundry stand-in: the base classes only store
 * data and record the writes (update, updateEmbeddedDocuments, ChatMessage.create/deleteDocuments);
 * Roll returns queued dice. What is under test is ERCombat: what it gathers, and that a transition
 * is exactly one Combat update, one combatant batch and one message, whatever the number of combatants.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planAction, toAbsolute, withCasting, type ActionRecord, type VariantMemory } from "../rules";
import { renderTemplate } from "../../tests/support/handlebars";
import { STYLE_IC, v13ChatModes, v14ChatModes } from "../../tests/support/chat-modes";

type Call = [string, unknown];
const calls: Call[] = [];
/** The options each recorded write was made with, in the same order as its kind's calls. */
const options_: Call[] = [];
const optionsOf = (kind: string) => options_.filter(([k]) => k === kind).map(([, o]) => o);
const dice: number[] = [];
let rollsMade = 0;
/** The formulas of the Rolls made, in order. */
const formulas: string[] = [];
const settings: Record<string, unknown> = { "enchanted-realms.tickMode": "events", "enchanted-realms.advanceRole": "gm", "enchanted-realms.playersRoll": false, "core.rollMode": "publicroll" };
let messages: Array<{ id: string; timestamp: number; flags: unknown; author?: { id: string; isGM: boolean } }> = [];
/** The author of the held lines below: the GM, who may speak for any combatant. */
const GM_AUTHOR = { id: "gm", isGM: true };

class FakeCombatant {
  id: string;
  name: string;
  hidden: boolean;
  hasPlayerOwner: boolean;
  isOwner = true;
  initiative: number | null;
  actor: { system: { profile: unknown; abilities?: { dex: number }; level?: number }; statuses: Set<string>; items?: unknown[] };
  actorId: string | null = null;
  token: { disposition: number } | null = null;
  system: { action: ActionRecord; tieBreak: number; parts: Record<string, number>; situational: number; spellName: string; variant: VariantMemory };
  defeated = false;
  constructor(data: { id: string; name: string; hidden?: boolean; action: ActionRecord; statuses?: string[]; weapon?: number }) {
    this.id = data.id;
    this.name = data.name;
    this.hidden = data.hidden ?? false;
    this.hasPlayerOwner = false;
    this.initiative = data.action.startedRound > 0 ? data.action.score : null;
    this.actor = {
      system: { profile: { initiative: { quickness: 0, weapon: data.weapon ?? 0, encumbrance: 0 }, movement: {} } },
      statuses: new Set(data.statuses ?? []),
    };
    this.system = { action: data.action, tieBreak: 1, parts: { round: 0 }, situational: 0, spellName: "", variant: { ...NO_VARIANT_MEMORY } };
  }
  get isDefeated(): boolean {
    return this.defeated;
  }
  testUserPermission(user: { isGM?: boolean }, _level: string): boolean {
    return user.isGM === true;
  }
}

class FakeCombat {
  id = "combat1";
  round: number;
  system: { absolute: number; rolledRound: number };
  combatants: Map<string, FakeCombatant> & { contents?: FakeCombatant[] };
  constructor(round: number, absolute: number, combatants: FakeCombatant[]) {
    this.round = round;
    this.system = { absolute, rolledRound: round };
    const map = new Map(combatants.map((c) => [c.id, c]));
    Object.defineProperty(map, "contents", { get: () => [...map.values()] });
    this.combatants = map;
  }
  turns: FakeCombatant[] = [];
  get started(): boolean {
    return this.round > 0;
  }
  _playCombatSound(name: string): void {
    calls.push(["sound", name]);
  }
  _onUpdate(changed: unknown): void {
    calls.push(["_onUpdate", changed]);
  }
  async update(data: Record<string, unknown>, options?: unknown): Promise<this> {
    calls.push(["update", data]);
    options_.push(["update", options]);
    if (typeof data["round"] === "number") this.round = data["round"];
    if (typeof data["system.absolute"] === "number") this.system.absolute = data["system.absolute"];
    if (typeof data["system.rolledRound"] === "number") this.system.rolledRound = data["system.rolledRound"];
    return this;
  }
  async updateEmbeddedDocuments(name: string, updates: Array<Record<string, unknown>>, options?: unknown): Promise<unknown[]> {
    calls.push([`updateEmbeddedDocuments:${name}`, updates]);
    options_.push([`updateEmbeddedDocuments:${name}`, options]);
    for (const u of updates) {
      const c = this.combatants.get(String(u["_id"]))!;
      c.initiative = u["initiative"] as number | null;
      c.system.action = u["system.action"] as ActionRecord;
      c.system.tieBreak = u["system.tieBreak"] as number;
      if (u["system.variant"] !== undefined) c.system.variant = u["system.variant"] as VariantMemory;
    }
    return updates;
  }
}

const g = globalThis as Record<string, unknown>;
let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let roundOrClockChanged: typeof import("./documents").roundOrClockChanged;

beforeAll(async () => {
  g["Combat"] = FakeCombat;
  g["Combatant"] = FakeCombatant;
  g["Roll"] = class {
    total: number | null = null;
    constructor(readonly formula: string) {
      rollsMade++;
      formulas.push(formula);
    }
    async evaluate() {
      this.total = dice.shift() ?? 10;
      return this;
    }
  };
  g["ChatMessage"] = {
    ...v13ChatModes(["gm"], "gm"),
    create: async (data: unknown, options?: unknown) => {
      calls.push(["ChatMessage.create", data]);
      options_.push(["ChatMessage.create", options]);
    },
    getSpeaker: (data: { alias?: string }) => ({ alias: data.alias }),
    deleteDocuments: async (ids: unknown) => calls.push(["ChatMessage.deleteDocuments", ids]),
  };
  g["Hooks"] = { callAll: (...args: unknown[]) => calls.push(["Hooks.callAll", args[0]]) };
  g["CONFIG"] = { Dice: { randomUniform: Math.random } };
  g["game"] = {
    release: { generation: 13 },
    user: { isGM: true, role: 4, id: "gm" },
    users: { contents: [{ id: "gm", isGM: true }, { id: "player", isGM: false }] },
    settings: { get: (ns: string, key: string) => settings[`${ns}.${key}`] },
    get messages() {
      return { contents: messages };
    },
    i18n: { format: (k: string) => k, localize: (k: string) => k },
  };
  g["foundry"] = {
    applications: { handlebars: { renderTemplate: async (path: string, ctx: unknown) => renderTemplate(path, ctx) } },
    utils: { escapeHTML: (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;") },
  };
  ({ ERCombat, ERCombatant, roundOrClockChanged } = await import("./documents"));
});

type CombatantData = ConstructorParameters<typeof FakeCombatant>[0];
type ERCombatInstance = InstanceType<typeof import("./documents").ERCombat>;

function fight(n: number, round: number, second: number): ERCombatInstance & FakeCombat {
  // The classes extend the stand-ins at run time; these constructors are the stand-ins' own.
  const Member = ERCombatant as unknown as new (data: CombatantData) => FakeCombatant;
  const Fight = ERCombat as unknown as new (round: number, absolute: number, list: FakeCombatant[]) => ERCombatInstance & FakeCombat;
  const list = [
    new Member({ id: "axe", name: "Axe", action: planAction(round, 23), weapon: 2 }),
    new Member({ id: "mage", name: "Mage", action: withCasting(planAction(round, 15), 8) }),
    new Member({ id: "sleeper", name: "Sleeper", action: planAction(round, 4), statuses: ["unconscious", "not-a-condition"] }),
    new Member({ id: "hidden", name: "Hidden", hidden: true, action: planAction(round, 9) }),
  ];
  for (let i = list.length; i < n; i++) list.push(new Member({ id: `c${i}`, name: `C${i}`, action: i % 2 ? planAction(round, 12) : NO_ACTION }));
  return new Fight(round, toAbsolute({ round, second }), list);
}

function count(kind: string): number {
  return calls.filter(([k]) => k === kind).length;
}

describe("ERCombat round transition", () => {
  for (const n of [4, 60]) {
    it(`next at second 20 with ${n} combatants: one batch, one Combat update, one message`, async () => {
      calls.length = 0;
      rollsMade = 0;
      messages = [
        { id: "s2", timestamp: 20, flags: { "enchanted-realms": { heldSpeech: { combatId: "combat1", combatantId: "mage", round: 1, second: 17, text: "Second line", speaker: "Mage" } } }, author: GM_AUTHOR },
        { id: "s1", timestamp: 10, flags: { "enchanted-realms": { heldSpeech: { combatId: "combat1", combatantId: "axe", round: 1, second: 3, text: "First line", speaker: "Axe" } } }, author: GM_AUTHOR },
      ];
      const combat = fight(n, 1, 20);
      await combat.advance(1);
      expect(count("updateEmbeddedDocuments:Combatant")).toBe(1);
      expect(count("update")).toBe(1);
      // The public card, and the hidden creature's row in a card of its own for the GMs.
      expect(count("ChatMessage.create")).toBe(2);
      expect(calls.find(([k]) => k === "ChatMessage.deleteDocuments")![1]).toEqual(["s1", "s2"]);
      const batch = calls.find(([k]) => k === "updateEmbeddedDocuments:Combatant")![1] as unknown[];
      expect(batch).toHaveLength(n);
      expect(combat.round).toBe(2);
      expect(combat.system.absolute).toBe(toAbsolute({ round: 2, second: 1 }));
      // Axe (spilled) and Mage (casting past 20) carry; Sleeper is skipped; everyone else rolls.
      expect(rollsMade).toBe(n - 3);
      expect(combat.combatants.get("axe")!.system.action.startedRound).toBe(1);
      expect(combat.combatants.get("mage")!.system.action.startedRound).toBe(1);
      expect(combat.combatants.get("sleeper")!.system.action.startedRound).toBe(1);
      expect(combat.combatants.get("hidden")!.system.action.startedRound).toBe(2);
      const card = calls.find(([k]) => k === "ChatMessage.create")![1] as { content: string; rolls: unknown[]; flags: Record<string, Record<string, unknown>> };
      // Marked as initiative for Dice So Nice's "ignore initiative rolls".
      expect(card.flags["core"]).toEqual({ initiativeRoll: true });
      expect(card.flags["enchanted-realms"]).toEqual({ roundCard: 2 });
      expect(card.content.indexOf("First line")).toBeLessThan(card.content.indexOf("Second line"));
      // The hidden creature is nowhere in the public message: not its row, not its dice.
      expect(card.content).not.toContain("Hidden");
      expect(card.rolls).toHaveLength(n - 4);
      const gmCard = calls.filter(([k]) => k === "ChatMessage.create")[1]![1] as { content: string; whisper: string[]; rolls: unknown[] };
      expect(gmCard.whisper).toEqual(["gm"]);
      expect(gmCard.content).toMatch(/<span class="er-card-name">Hidden<\/span>/);
      expect(gmCard.content).not.toContain("First line");
      expect(gmCard.rolls).toHaveLength(1);
      // The clock moved one second (20 → next round's 1): one second of world time; the batch fires no turn events.
      expect(optionsOf("update").at(-1)).toMatchObject({ direction: 1, worldTime: { delta: 1 } });
      expect(optionsOf("updateEmbeddedDocuments:Combatant").at(-1)).toEqual({ turnEvents: false });
      expect(calls.filter(([k]) => k === "Hooks.callAll").map(([, name]) => name)).toContain("combatRound");
    });
  }

  it("previous steps back across the round without touching combatants; next comes forward without re-rolling", async () => {
    messages = [];
    const combat = fight(5, 1, 20);
    await combat.advance(1);
    const after = [...combat.combatants.values()].map((c) => c.system.action);
    calls.length = 0;
    rollsMade = 0;
    await combat.advance(-1);
    expect(combat.round).toBe(1);
    expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 20 }));
    await combat.advance(1);
    expect(combat.round).toBe(2);
    expect(rollsMade).toBe(0);
    expect(count("updateEmbeddedDocuments:Combatant")).toBe(0);
    expect(count("ChatMessage.create")).toBe(0);
    expect(count("update")).toBe(2);
    expect([...combat.combatants.values()].map((c) => c.system.action)).toEqual(after);
  });

  it("next within a round stops at the next movement or action second", async () => {
    const combat = fight(4, 1, 1);
    await combat.advance(1);
    expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 6 }));
    await combat.advance(1);
    // Hidden acts at 9; Sleeper (4) is unconscious and makes no stop.
    expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 9 }));
  });

  it("Begin Combat rolls round 1 for everyone at once", async () => {
    messages = [];
    const combat = fight(6, 1, 1);
    combat.round = 0;
    combat.system.absolute = 0;
    combat.system.rolledRound = 0;
    for (const c of combat.combatants.values()) c.system.action = NO_ACTION;
    calls.length = 0;
    rollsMade = 0;
    await combat.startCombat();
    expect(combat.round).toBe(1);
    expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 1 }));
    // Everyone able rolls (the unconscious one does not); one batch, one update, one card.
    expect(rollsMade).toBe(5);
    // One batch, one update, the public card and the hidden creature's GM card.
    expect([count("updateEmbeddedDocuments:Combatant"), count("update"), count("ChatMessage.create")]).toEqual([1, 1, 2]);
    expect(calls.find(([k]) => k === "Hooks.callAll")![1]).toBe("combatStart");
    expect(calls.find(([k]) => k === "sound")![1]).toBe("startEncounter");
    // Beginning the fight passes no world time.
    expect(optionsOf("update").at(-1)).toMatchObject({ direction: 1, worldTime: { delta: 0 } });
  });

  it("own initiative rolls are marked as initiative rolls, public and GM-only alike", async () => {
    messages = [];
    const combat = fight(5, 1, 5);
    calls.length = 0;
    await combat.rollInitiative(["c4", "hidden"]);
    const created = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { flags?: Record<string, unknown>; rolls: unknown[] });
    expect(created).toHaveLength(2);
    for (const message of created) {
      expect(message.flags?.["core"]).toEqual({ initiativeRoll: true });
      expect(message.rolls).toHaveLength(1);
    }
  });

  it("a second click while a transition is under way does not roll the round twice", async () => {
    messages = [];
    const combat = fight(5, 1, 20);
    calls.length = 0;
    await Promise.all([combat.advance(1), combat.advance(1)]);
    expect(count("updateEmbeddedDocuments:Combatant")).toBe(1);
    expect(count("ChatMessage.create")).toBe(2);
  });

  it("a player who may not advance changes nothing", async () => {
    const game = g["game"] as { user: { isGM: boolean; role: number } };
    game.user = { isGM: false, role: 1 };
    try {
      const combat = fight(4, 1, 1);
      calls.length = 0;
      await combat.advance(1);
      expect(calls).toEqual([]);
      expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 1 }));
    } finally {
      game.user = { isGM: true, role: 4 };
    }
  });
});

describe("ERCombat movement history", () => {
  it("keeps a token's movement history when a turn starts (it belongs to the phase, not the turn)", async () => {
    const combat = fight(4, 1, 6);
    let cleared = 0;
    const combatant = Object.assign(combat.combatants.get("axe")!, { token: { clearMovementHistory: async () => void cleared++ } });
    const hook = (combat as unknown as { _clearMovementHistoryOnStartTurn: (c: unknown, ctx: unknown) => Promise<void> })._clearMovementHistoryOnStartTurn;
    expect(typeof hook).toBe("function");
    await hook.call(combat, combatant, { round: 1, turn: 0, skipped: false });
    expect(cleared).toBe(0);
  });
});

describe("ERCombat turn order follows the round", () => {
  it("a round change re-sorts turns by the new round before core reads them", async () => {
    messages = [];
    // Round 1: the axe swing (23) spills to second 3 of round 2; in round 1 it acts after everyone.
    const combat = fight(4, 1, 20);
    // Core's sort callback reads the round from each combatant's parent Combat.
    for (const c of combat.combatants.values()) Object.assign(c, { parent: combat });
    const sort = (combat as unknown as { _sortCombatants: (x: unknown, y: unknown) => number })._sortCombatants;
    (combat as unknown as { turns: unknown[] }).turns = [...combat.combatants.values()].sort((a, b) => sort(a, b));
    expect(combat.turns.map((c) => c.id).slice(0, 2)).not.toEqual(["mage", "axe"]);
    dice.length = 0;
    dice.push(15, 15, 15, 15);
    await combat.advance(1);
    calls.length = 0;
    (combat as unknown as { _onUpdate: (changed: unknown) => void })._onUpdate({ round: 2 });
    // In round 2 the carried spell (15 + 8 s) and swing (23) both land at second 3, the lower score
    // first, before every fresh roll (15 and up); in round 1's order they came last.
    expect(combat.turns.slice(0, 2).map((c) => c.id)).toEqual(["mage", "axe"]);
    expect(calls.map(([k]) => k)).toContain("_onUpdate");
  });

  it("only a round or clock change triggers the re-sort", () => {
    expect(roundOrClockChanged({ round: 3 })).toBe(true);
    expect(roundOrClockChanged({ system: { absolute: 47 } })).toBe(true);
    expect(roundOrClockChanged({ name: "Skirmish" })).toBe(false);
    expect(roundOrClockChanged({ system: { rolledRound: 2 } })).toBe(false);
    expect(roundOrClockChanged(null)).toBe(false);
  });
});

describe("ERCombat round card under a private roll mode", () => {
  it("the card follows the GM's mode; held speech still reaches everyone in a public message", async () => {
    settings["core.rollMode"] = "gmroll";
    try {
      messages = [
        { id: "s1", timestamp: 10, flags: { "enchanted-realms": { heldSpeech: { combatId: "combat1", combatantId: "axe", round: 1, second: 3, text: "Flank left", speaker: "Axe" } } }, author: GM_AUTHOR },
      ];
      const combat = fight(4, 1, 20);
      calls.length = 0;
      await combat.advance(1);
      const created = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { content: string; whisper?: string[] });
      const createdOptions = optionsOf("ChatMessage.create").slice(-3);
      expect(created).toHaveLength(3);
      // The card: whispered by the GM's mode, written into the data (no create option), without the
      // speech; then the hidden creature's GM-only card.
      expect(created[0]!.whisper).toEqual(["gm"]);
      expect(createdOptions[0]).toBeUndefined();
      expect(created[0]!.content).not.toContain("Flank left");
      expect(created[1]!.content).not.toContain("Flank left");
      // The speech: a message of its own with no visibility option (public).
      expect(created[2]!.content).toContain("Flank left");
      expect(created[2]!.whisper).toEqual([]);
      expect(createdOptions[2]).toBeUndefined();
      expect(calls.find(([k]) => k === "ChatMessage.deleteDocuments")![1]).toEqual(["s1"]);
    } finally {
      settings["core.rollMode"] = "publicroll";
    }
  });
});

describe("ERCombat round card on v14 message modes", () => {
  const v14 = async (messageMode: string, body: () => Promise<void>) => {
    const game = g["game"] as { release: { generation: number } };
    const chat = g["ChatMessage"] as Record<string, unknown>;
    const v13Apply = chat["applyRollMode"];
    game.release.generation = 14;
    settings["core.messageMode"] = messageMode;
    delete chat["applyRollMode"];
    Object.assign(chat, v14ChatModes(["gm"], "gm"));
    try {
      await body();
    } finally {
      game.release.generation = 13;
      delete settings["core.messageMode"];
      delete chat["applyMode"];
      chat["applyRollMode"] = v13Apply;
    }
  };
  const heldLine = () => [
    { id: "s1", timestamp: 10, flags: { "enchanted-realms": { heldSpeech: { combatId: "combat1", combatantId: "axe", round: 1, second: 3, text: "Flank left", speaker: "Axe" } } }, author: GM_AUTHOR },
  ];

  it("in-character mode (ic) posts one public card with the speech in it, never in character", async () => {
    await v14("ic", async () => {
      messages = heldLine();
      const combat = fight(4, 1, 20);
      calls.length = 0;
      await combat.advance(1);
      const all = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { content: string; whisper?: string[]; style?: number; flags?: Record<string, Record<string, unknown>> });
      // The hidden creature's row goes in a GM-only card of its own, whatever the mode.
      const created = all.filter((d) => d.flags?.["enchanted-realms"]?.["hiddenRoundCard"] === undefined);
      expect(all.length - created.length).toBe(1);
      expect(created).toHaveLength(1);
      expect(created[0]!.content).toContain("Flank left");
      expect(created[0]!.whisper).toEqual([]);
      expect(created[0]!.style).not.toBe(STYLE_IC);
    });
  });

  it("the v14 GM mode whispers the card through applyMode and splits the speech off", async () => {
    await v14("gm", async () => {
      messages = heldLine();
      const combat = fight(4, 1, 20);
      calls.length = 0;
      await combat.advance(1);
      const all = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { content: string; whisper?: string[]; flags?: Record<string, Record<string, unknown>> });
      const created = all.filter((d) => d.flags?.["enchanted-realms"]?.["hiddenRoundCard"] === undefined);
      expect(all.length - created.length).toBe(1);
      expect(created).toHaveLength(2);
      expect(created[0]!.whisper).toEqual(["gm"]);
      expect(created[1]!.content).toContain("Flank left");
      expect(created[1]!.whisper).toEqual([]);
    });
  });
});

describe("ERCombat turn and round permissions", () => {
  it("only those who may run the clock change turns and rounds (core's owner controls stay off)", () => {
    const combat = fight(4, 1, 6) as unknown as {
      _canChangeTurn(user: unknown): boolean;
      _canChangeRound(user: unknown): boolean;
    };
    const gm = { isGM: true, role: 4 };
    const trusted = { isGM: false, role: 2 };
    const player = { isGM: false, role: 1 };
    expect([combat._canChangeTurn(gm), combat._canChangeRound(gm)]).toEqual([true, true]);
    expect([combat._canChangeTurn(player), combat._canChangeRound(player)]).toEqual([false, false]);
    expect(combat._canChangeTurn(trusted)).toBe(false);
    settings["enchanted-realms.advanceRole"] = "trusted";
    try {
      expect([combat._canChangeTurn(trusted), combat._canChangeRound(trusted)]).toEqual([true, true]);
      expect(combat._canChangeTurn(player)).toBe(false);
    } finally {
      settings["enchanted-realms.advanceRole"] = "gm";
    }
  });
});

describe("ERCombat under each initiative model", () => {
  type Spec = { id: string; name?: string; dex?: number; level?: number; side?: number; base?: string; hidden?: boolean; weapons?: Array<{ inHand: boolean; initiativeModifier: number; slow?: boolean | null; twoHanded?: boolean }> };
  function modelFight(list: Spec[]): ERCombatInstance & FakeCombat {
    const Member = ERCombatant as unknown as new (data: CombatantData) => FakeCombatant;
    const Fight = ERCombat as unknown as new (round: number, absolute: number, list: FakeCombatant[]) => ERCombatInstance & FakeCombat;
    const members = list.map((s) => {
      const m = new Member({ id: s.id, name: s.name ?? s.id, hidden: s.hidden ?? false, action: NO_ACTION });
      m.actor.system.abilities = { dex: s.dex ?? 10 };
      m.actor.system.level = s.level ?? 0;
      m.actor.items = (s.weapons ?? []).map((w) => ({ type: "weapon", system: { slow: null, ...w } }));
      m.actorId = s.base ?? s.id;
      m.token = { disposition: s.side ?? -1 };
      return m;
    });
    const combat = new Fight(0, 0, members);
    combat.system.rolledRound = 0;
    return combat;
  }
  const second = (combat: FakeCombat, id: string) => {
    const a = combat.combatants.get(id)!.system.action;
    return a.landsAt > 0 ? ((a.landsAt - 1) % 20) + 1 : null;
  };
  /** The public card, its text with Handlebars' entity escapes decoded (Foundry renders them the same). */
  const card = () => {
    const c = calls.filter(([k]) => k === "ChatMessage.create")[0]![1] as { content: string; rolls: unknown[] };
    return { ...c, content: c.content.replace(/&#x3D;/g, "=") };
  };
  async function begin(combat: ERCombatInstance & FakeCombat, preset: keyof typeof PRESETS, queued: number[]): Promise<void> {
    settings["enchanted-realms.variants"] = PRESETS[preset];
    messages = [];
    calls.length = 0;
    formulas.length = 0;
    dice.length = 0;
    dice.push(...queued);
    await combat.startCombat();
  }
  async function nextRound(combat: ERCombatInstance & FakeCombat, queued: number[]): Promise<void> {
    calls.length = 0;
    formulas.length = 0;
    dice.push(...queued);
    await combat.nextRound();
  }

  it("13th Age: one d20 per shared group at Begin Combat (G13A-6), none in round 2; the card names the model and breaks the score down", async () => {
    try {
      const combat = modelFight([
        { id: "hero", dex: 14, level: 3, side: 1 },
        { id: "g1", base: "goblin", dex: 12, level: 1 },
        { id: "g2", base: "goblin", dex: 12, level: 1 },
        { id: "g3", base: "goblin", dex: 12, level: 1 },
      ]);
      await begin(combat, "a13", [12, 9]);
      expect(formulas).toEqual(["1d20", "1d20"]);
      expect(second(combat, "hero")).toBe(4);
      expect(new Set(["g1", "g2", "g3"].map((id) => second(combat, id)))).toEqual(new Set([10]));
      expect(combat.combatants.get("hero")!.system.variant).toMatchObject({ model: "a13", base: 4, total: 17, bonus: 5 });
      expect(card().content).toContain("Initiative model: 13th Age cyclic d20");
      expect(card().content).toContain("d20 12 + 5 = 17 → second 4");
      expect(card().rolls).toHaveLength(2);
      await nextRound(combat, []);
      expect(formulas).toEqual([]);
      expect(second(combat, "hero")).toBe(4);
      expect(second(combat, "g2")).toBe(10);
      // The GM's re-roll rolls the model's die (not 2d10) and sets a new base for the combat.
      formulas.length = 0;
      dice.push(1);
      await combat.rollInitiative(["hero"]);
      expect(formulas).toEqual(["1d20"]);
      expect(combat.combatants.get("hero")!.system.action.score).toBe(15);
      expect(combat.combatants.get("hero")!.system.variant).toMatchObject({ base: 15, total: 6 });
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("OSE side: one d6 per disposition each round (GO-1b), a slow weapon in hand acts at 20 (GO-2), the card lists the sides", async () => {
    try {
      const combat = modelFight([
        { id: "fighter", side: 1, weapons: [{ inHand: true, initiativeModifier: 2, twoHanded: true }, { inHand: true, initiativeModifier: -1 }] },
        { id: "thief", side: 1 },
        { id: "orc", side: -1 },
      ]);
      await begin(combat, "ose", [5, 1]);
      expect(formulas).toEqual(["1d6", "1d6"]);
      expect([second(combat, "fighter"), second(combat, "thief"), second(combat, "orc")]).toEqual([20, 6, 18]);
      expect(card().content).toContain("Friendly side: d6 5 → second 6");
      expect(card().content).toContain("slow weapon → second 20");
      await nextRound(combat, [2, 6]);
      expect(formulas).toEqual(["1d6", "1d6"]);
      expect([second(combat, "thief"), second(combat, "orc")]).toEqual([15, 3]);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("hidden combatants: a side whose every member is hidden is listed (with its d6) only in the GM's card, never in the public one", async () => {
    try {
      const combat = modelFight([
        { id: "thief", side: 1 },
        { id: "lurker", name: "Lurker", side: -1, hidden: true },
        { id: "lurker2", name: "Lurker Two", side: -1, hidden: true },
      ]);
      await begin(combat, "ose", [5, 2]);
      const cards = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { content: string; whisper?: string[]; flags?: Record<string, Record<string, unknown>> });
      const publicCard = cards.find((c) => c.flags?.["enchanted-realms"]?.["roundCard"] !== undefined)!;
      const gmCard = cards.find((c) => c.flags?.["enchanted-realms"]?.["hiddenRoundCard"] !== undefined)!;
      expect(publicCard.content).toContain("Friendly side: d6 5 → second 6");
      expect(publicCard.content).not.toContain("Hostile side");
      expect(publicCard.content).not.toContain("Lurker");
      expect(gmCard.content).toContain("Hostile side: d6 2 → second 15");
      expect(gmCard.content).not.toContain("Friendly side");
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("OSR DEX order: no dice at all (G2-1); the card shows DEX → second", async () => {
    try {
      const combat = modelFight([{ id: "a", dex: 16 }, { id: "b", dex: 9 }]);
      await begin(combat, "osr", []);
      expect(formulas).toEqual([]);
      expect([second(combat, "a"), second(combat, "b")]).toEqual([5, 12]);
      expect(card().content).toContain("DEX 16 → second 5");
      await nextRound(combat, []);
      expect(formulas).toEqual([]);
      expect([second(combat, "a"), second(combat, "b")]).toEqual([5, 12]);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("A5E: a d20 check per combatant and a d20 roll-off each, rolled once (GA-1)", async () => {
    try {
      const combat = modelFight([{ id: "A", dex: 14, side: 1 }, { id: "B", dex: 16, side: 1 }]);
      await begin(combat, "a5e", [13, 12, 8, 17]);
      expect(formulas).toEqual(["1d20", "1d20", "1d20", "1d20"]);
      expect([second(combat, "A"), second(combat, "B")]).toEqual([6, 6]);
      expect(combat.combatants.get("B")!.system.tieBreak).toBeLessThan(combat.combatants.get("A")!.system.tieBreak);
      expect(card().content).toContain("roll-off d20 17");
      await nextRound(combat, []);
      expect(formulas).toEqual([]);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("GA-2: under A5E a check typed before Begin Combat is the initiative total (second 7), with no new roll", async () => {
    try {
      const combat = modelFight([{ id: "A", dex: 14, side: 1 }, { id: "B", dex: 10, side: -1 }]);
      // The GM's typed check lives in GM-only system data; `initiative` is owner-writable (a player wrote 1000), so it is not read.
      (combat.combatants.get("A")!.system as { checkTotal?: number | null }).checkTotal = 14;
      combat.combatants.get("A")!.initiative = 1000;
      await begin(combat, "a5e", [10, 5, 6]);
      // B rolls its check and its roll-off; A rolls nothing.
      expect(formulas).toEqual(["1d20", "1d20"]);
      expect(second(combat, "A")).toBe(7);
      expect(combat.combatants.get("A")!.system.variant).toMatchObject({ total: 14, dice: 0 });
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("GA-4 in the adapter: an instigator rolls 2d20kh under the A5E surprise rule; under ER 2d10 two 2d10 keeping the lower", async () => {
    try {
      const combat = modelFight([{ id: "A", dex: 14, side: 1 }, { id: "B", dex: 10, side: -1 }]);
      combat.combatants.get("A")!.system.variant = { ...NO_VARIANT_MEMORY, instigator: true };
      await begin(combat, "a5e", [15, 12, 3, 4]);
      expect(formulas).toEqual(["2d20kh", "1d20", "1d20", "1d20"]);
      const er = modelFight([{ id: "A", side: 1 }, { id: "B", side: -1 }]);
      er.combatants.get("A")!.system.variant = { ...NO_VARIANT_MEMORY, instigator: true };
      settings["enchanted-realms.variants"] = { ...PRESETS.book, combat: { ...PRESETS.book.combat, surprise: "a5e" } };
      messages = [];
      calls.length = 0;
      formulas.length = 0;
      await er.startCombat();
      expect(formulas).toEqual(["{2d10, 2d10}kl", "2d10"]);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("OSE individual: one d6 per combatant, every round (GO-4)", async () => {
    try {
      // OSE's DEX table (003:L810): 13 → +1, 8 → −1.
      const combat = modelFight([{ id: "a", dex: 13 }, { id: "b", dex: 8 }]);
      settings["enchanted-realms.variants"] = { ...PRESETS.ose, initiative: { ...PRESETS.ose.initiative, model: "oseIndividual" } };
      messages = [];
      calls.length = 0;
      formulas.length = 0;
      dice.length = 0;
      dice.push(3, 1);
      await combat.startCombat();
      expect(formulas).toEqual(["1d6", "1d6"]);
      expect([second(combat, "a"), second(combat, "b")]).toEqual([9, 19]);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });

  it("a hidden group's shared roll stays out of the public card", async () => {
    try {
      const combat = modelFight([{ id: "hero", side: 1 }, { id: "s1", base: "spider", hidden: true }, { id: "s2", base: "spider", hidden: true }]);
      await begin(combat, "a13", [10, 18]);
      const [pub, gm] = calls.filter(([k]) => k === "ChatMessage.create").map(([, d]) => d as { content: string; rolls: unknown[] });
      expect(pub!.rolls).toHaveLength(1);
      expect(pub!.content).not.toContain("s1");
      expect(gm!.rolls).toHaveLength(1);
    } finally {
      delete settings["enchanted-realms.variants"];
    }
  });
});
