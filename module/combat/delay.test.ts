/**
 * docs/rules.md §2, Delay, through the real Combat adapter: ERCombat's delay, cast, re-roll and score
 * edit (what the updateCombatant hook runs) on one combatant, with the clock moved by ERCombat
 * itself. Minimal Foundry stand-ins store data and apply the writes exactly as given.
 */
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { NO_ACTION, actingAt, fromAbsolute, toAbsolute, type ActionRecord } from "../rules";
import { renderTemplate } from "../../tests/support/handlebars";
import { v13ChatModes } from "../../tests/support/chat-modes";

const dice: number[] = [];
const settings: Record<string, unknown> = { "enchanted-realms.tickMode": "events", "enchanted-realms.advanceRole": "gm", "enchanted-realms.playersRoll": false, "core.rollMode": "publicroll" };

/** Applies an update object with dotted system paths, as Foundry does. */
function apply(target: FakeCombatant, data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    if (key === "_id") continue;
    if (key === "initiative") target.initiative = value as number | null;
    else if (key === "system.action") target.system.action = value as ActionRecord;
    else if (key === "system.tieBreak") target.system.tieBreak = value as number;
    else if (key === "system.spellName") target.system.spellName = value as string;
    else if (key === "system.parts") target.system.parts = value as Record<string, number>;
    else throw new Error(`unexpected update key ${key}`);
  }
}

class FakeCombatant {
  id = "x";
  name = "X";
  hidden = false;
  hasPlayerOwner = false;
  isOwner = true;
  initiative: number | null = null;
  actor = { system: { profile: { initiative: { quickness: 0, weapon: 0, encumbrance: 0 }, movement: {} } }, statuses: new Set<string>() };
  system = { action: NO_ACTION as ActionRecord, tieBreak: 0, parts: { round: 0 } as Record<string, number>, situational: 0, spellName: "" };
  get isDefeated(): boolean {
    return false;
  }
  async update(data: Record<string, unknown>): Promise<this> {
    apply(this, data);
    return this;
  }
}

class FakeCombat {
  id = "combat1";
  round = 0;
  started = false;
  system = { absolute: 0, rolledRound: 0 };
  combatants: Map<string, FakeCombatant> & { contents?: FakeCombatant[] };
  turns: FakeCombatant[] = [];
  constructor(list: FakeCombatant[]) {
    const map = new Map(list.map((c) => [c.id, c]));
    Object.defineProperty(map, "contents", { get: () => [...map.values()] });
    this.combatants = map;
  }
  _playCombatSound(): void {}
  async update(data: Record<string, unknown>): Promise<this> {
    if (typeof data["round"] === "number") {
      this.round = data["round"];
      this.started = true;
    }
    if (typeof data["system.absolute"] === "number") this.system.absolute = data["system.absolute"];
    if (typeof data["system.rolledRound"] === "number") this.system.rolledRound = data["system.rolledRound"];
    return this;
  }
  async updateEmbeddedDocuments(_name: string, updates: Array<Record<string, unknown>>): Promise<unknown[]> {
    for (const u of updates) apply(this.combatants.get(String(u["_id"]))!, u);
    return updates;
  }
}

const g = globalThis as Record<string, unknown>;
let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;

beforeAll(async () => {
  g["Combat"] = FakeCombat;
  g["Combatant"] = FakeCombatant;
  g["Roll"] = class {
    total: number | null = null;
    async evaluate() {
      this.total = dice.shift() ?? 11;
      return this;
    }
  };
  g["ChatMessage"] = {
    create: async () => undefined,
    getSpeaker: () => ({}),
    deleteDocuments: async () => undefined,
    ...v13ChatModes(["gm"], "gm"),
  };
  g["Hooks"] = { callAll: () => undefined };
  g["CONFIG"] = { Dice: { randomUniform: () => 0.5 } };
  g["game"] = {
    user: { isGM: true, role: 4, id: "gm" },
    settings: { get: (ns: string, key: string) => settings[`${ns}.${key}`] },
    messages: { contents: [] },
    i18n: { format: (k: string) => k, localize: (k: string) => k },
  };
  g["foundry"] = { applications: { handlebars: { renderTemplate: async (path: string, ctx: unknown) => renderTemplate(path, ctx) } }, utils: { escapeHTML: (s: string) => s } };
  ({ ERCombat, ERCombatant } = await import("./documents"));
});

type Fight = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;

async function begin(firstDice: number): Promise<{ combat: Fight; x: FakeCombatant }> {
  const Member = ERCombatant as unknown as new () => FakeCombatant;
  const Combat_ = ERCombat as unknown as new (list: FakeCombatant[]) => Fight;
  const x = new Member();
  const combat = new Combat_([x]);
  dice.length = 0;
  dice.push(firstDice);
  await combat.startCombat();
  return { combat, x };
}

type Op =
  | { kind: "advance" }
  | { kind: "delay" }
  | { kind: "spell"; seconds: number }
  | { kind: "rescore"; score: number }
  | { kind: "reroll"; dice: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Op>({ kind: "advance" }) },
  { weight: 2, arbitrary: fc.constant<Op>({ kind: "delay" }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 45 }).map<Op>((seconds) => ({ kind: "spell", seconds })) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 45 }).map<Op>((score) => ({ kind: "rescore", score })) },
  { weight: 2, arbitrary: fc.integer({ min: 2, max: 20 }).map<Op>((d) => ({ kind: "reroll", dice: d })) },
);

/** Plays the ops through ERCombat; an action lands when the clock leaves its second. Returns [round, delayedFrom] per landing. */
async function play(firstDice: number, ops: readonly Op[]): Promise<Array<[number, number]>> {
  const { combat, x } = await begin(firstDice);
  const landings: Array<[number, number]> = [];
  for (const op of ops) {
    const now = combat.clock!;
    switch (op.kind) {
      case "advance":
        if (actingAt(combat.schedulerStates(), now).length > 0) landings.push([now.round, x.system.action.delayedFrom]);
        dice.push(11);
        await combat.advance(1);
        break;
      case "delay":
        await combat.delayCombatant("x");
        break;
      case "spell":
        await combat.markSpell("x", op.seconds, "Spell");
        break;
      case "rescore":
        // The tracker's score edit writes `initiative`; the updateCombatant hook then runs this.
        await x.update({ initiative: op.score });
        await combat.completeScoreEdit(x as never);
        break;
      case "reroll":
        dice.push(op.dice);
        await combat.rollInitiative("x");
        break;
    }
  }
  return landings;
}

describe("ERCombat: a delayed action belongs to the next round for good", () => {
  it("delay, then a spell: the spell is reckoned from the next round and nothing is rolled there", async () => {
    const { combat, x } = await begin(7);
    await combat.delayCombatant("x");
    await combat.markSpell("x", 5, "Sparks");
    expect(fromAbsolute(x.system.action.landsAt)).toEqual({ round: 2, second: 12 });
    dice.push(3);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    // Carried, not re-rolled: the 3 on the dice was not used.
    expect(fromAbsolute(x.system.action.landsAt)).toEqual({ round: 2, second: 12 });
    expect(dice).toEqual([3]);
  });

  it("delay, then the GM's score edit or re-roll: it lands in the next round", async () => {
    const { combat, x } = await begin(9);
    await combat.delayCombatant("x");
    await x.update({ initiative: 4 });
    await combat.completeScoreEdit(x as never);
    expect(fromAbsolute(x.system.action.landsAt)).toEqual({ round: 2, second: 4 });
    dice.push(2);
    await combat.rollInitiative("x");
    expect(fromAbsolute(x.system.action.landsAt)).toEqual({ round: 2, second: 2 });
    expect(x.system.action.delayedFrom).toBe(1);
  });

  it("a re-roll or an edit after the action landed this round changes nothing, and the edit is put back", async () => {
    const { combat, x } = await begin(5);
    await combat.advance(1); // second 5: it acts
    await combat.advance(1); // second 6: it has acted
    const before = x.system.action;
    dice.push(12);
    await combat.rollInitiative("x");
    expect(x.system.action).toEqual(before);
    expect(dice).toEqual([12]);
    await x.update({ initiative: 15 });
    await combat.completeScoreEdit(x as never);
    expect(x.system.action).toEqual(before);
    expect(x.initiative).toBe(5);
    dice.length = 0;
  });

  it("property: at most one action in any round, and a delayed action never lands in the round it was delayed out of", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 20 }), fc.array(opArb, { maxLength: 40 }), async (first, ops) => {
        const landings = await play(first, ops);
        const rounds = landings.map(([round]) => round);
        expect(new Set(rounds).size).toBe(rounds.length);
        for (const [round, delayedFrom] of landings) if (delayedFrom > 0) expect(round).not.toBe(delayedFrom);
      }),
      { numRuns: 60 },
    );
  });
});

it("stand-in sanity: the absolute counter is what the clock reads", async () => {
  const { combat } = await begin(4);
  expect(combat.system.absolute).toBe(toAbsolute({ round: 1, second: 1 }));
});
