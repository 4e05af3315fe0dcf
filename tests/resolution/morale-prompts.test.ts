/**
 * OSE's morale prompts (RESOLUTION.md RO-12, GOR-14; 003:L1039, L1041) on the strict stand-ins: a
 * hit applied through the attack card that brings a creature to 0 whispers "Morale check due" to
 * the GMs when its side has its first death or half its members down, once per prompt per combat;
 * the whisper's button checks the side's creatures still standing.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, created, hooks, settle } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { toAbsolute } from "../../module/rules";
import { registerResolution } from "../../module/resolution";
import { applyRow, undoRow } from "../../module/resolution/apply";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { MORALE_PROMPTS_FLAG, MORALE_PROMPT_MESSAGE_FLAG, checkSideMorale, wireMoralePrompt } from "../../module/resolution/morale-prompts";

registerResolution();

const g = globalThis as Record<string, unknown>;
const game = g["game"] as Record<string, unknown>;
const f = g["foundry"] as { applications: Record<string, unknown>; helpers?: unknown };
const gm = { id: GM.id, isGM: true };
const rolled: string[] = [];

class FakeRoll {
  total: number | null = null;
  constructor(readonly formula: string) {}
  async evaluate(): Promise<this> {
    rolled.push(this.formula);
    this.total = 7;
    return this;
  }
}

/** A goblin's token on `disposition`'s side (−1 hostile), with a combatant in `combat`. */
function goblin(n: number, disposition = -1): { token: FakeToken; member: FakeCombatant } {
  const token = addToken(new FakeToken(new FakeActor(`Goblin ${n}`, "creature", { health: { value: 4, max: 4 }, morale: 7 } as never)));
  const member = new FakeCombatant({ id: `cbtGoblin0000000${n}`, name: `Goblin ${n}` });
  Object.assign(member, { actor: token.actor, token: { uuid: token.document.uuid, disposition } });
  return { token, member };
}

let band: Array<{ token: FakeToken; member: FakeCombatant }>;
let hero: { token: FakeToken; member: FakeCombatant };
let combat: FakeCombat;
let message: FakeMessage;

function row(token: FakeToken): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 15, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
}

/** Applies the card's row for `token` as the GM's click does, then fires the message's update hook as Foundry does. */
async function hit(token: FakeToken, op: "apply" | "undo" = "apply", by = GM): Promise<void> {
  if (op === "apply") expect(await applyRow(message as never, token.document.uuid, "apply", gm)).toBeNull();
  else expect(await undoRow(message as never, token.document.uuid, gm)).toBeNull();
  const ledger = (message.flags[SYSTEM_ID]!["attack"] as AttackCardFlag).ledger;
  hooks.documentUpdated("ChatMessage", message, { flags: { [SYSTEM_ID]: { attack: { ledger } } } }, {}, by.id);
  await settle();
}

const whispers = () => created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID]?.[MORALE_PROMPT_MESSAGE_FLAG]);

beforeEach(() => {
  tokens.clear();
  created.length = 0;
  rolled.length = 0;
  g["Roll"] = FakeRoll;
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.ose));
  band = [1, 2, 3, 4].map((n) => goblin(n));
  hero = goblin(9, 1);
  Object.assign(hero.token.actor, { type: "character" });
  combat = new FakeCombat("combatMorale0001", 2, toAbsolute({ round: 2, second: 5 }), [...band, hero].map((b) => b.member));
  combats.clear();
  combats.set(combat.id, combat);
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d8", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false,
    rows: [...band, hero].map((b) => row(b.token)), ledger: [],
  };
  message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: 6 }]);
  messageStore.set(message.id, message);
  f.applications["api"] = { DialogV2: { wait: async () => JSON.stringify({ adjustment: 0, advantage: false, disadvantage: false, fitting: false }) } };
  f.helpers = { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } };
});
afterEach(() => {
  rulesetInForce.value = null;
  game["user"] = GM;
});

describe("GOR-14 four goblins (RO-12)", () => {
  it("first dead: the first-death prompt; second dead: half; third dead: none", async () => {
    await hit(band[0]!.token);
    expect(band[0]!.token.actor.statuses.has("dead")).toBe(true);
    expect(whispers()).toHaveLength(1);
    const first = whispers()[0]!.data;
    expect(first["whisper"]).toEqual([GM.id, "gmUser0000000002"]);
    expect(String(first["content"])).toContain("ER.Resolution.Morale.Due");
    expect(String(first["content"])).toContain("ER.Resolution.Morale.FirstDeath");
    expect(String(first["content"])).toContain("data-er-morale-side");
    expect((first["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![MORALE_PROMPT_MESSAGE_FLAG]).toEqual({ combatId: combat.id, side: "hostile" });
    await hit(band[1]!.token);
    expect(whispers()).toHaveLength(2);
    expect(String(whispers()[1]!.data["content"])).toContain("ER.Resolution.Morale.Half");
    await hit(band[2]!.token);
    expect(whispers()).toHaveLength(2);
    expect((combat as unknown as { flags: Record<string, Record<string, unknown>> }).flags[SYSTEM_ID]![MORALE_PROMPTS_FLAG]).toEqual({ hostile: { firstDeath: true, half: true } });
  });

  it("once per prompt per combat: undone and dealt again, the first death is not prompted twice", async () => {
    await hit(band[0]!.token);
    await hit(band[0]!.token, "undo");
    expect(band[0]!.token.actor.statuses.has("dead")).toBe(false);
    await hit(band[0]!.token);
    expect(whispers()).toHaveLength(1);
  });

  it("a write another user made (a forged ledger on a player's own card) prompts nothing", async () => {
    await hit(band[0]!.token, "apply", PLAYER);
    expect(whispers()).toHaveLength(0);
  });

  it("a model without prompts (the OSR hack) and the book prompt nothing", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
    await hit(band[0]!.token);
    rulesetInForce.value = null;
    await hit(band[1]!.token);
    expect(whispers()).toHaveLength(0);
  });
});

describe("the whisper's button", () => {
  it("checks the side's creatures still standing, once each", async () => {
    await hit(band[0]!.token);
    const outcomes = await checkSideMorale(combat.id, "hostile");
    expect(outcomes).toHaveLength(3);
    expect(rolled).toEqual(["2d6", "2d6", "2d6"]);
  });

  it("a side or combat the world does not have, or a player's click, checks nothing", async () => {
    expect(await checkSideMorale(combat.id, "__proto__")).toEqual([]);
    expect(await checkSideMorale("nosuchcombat0001", "hostile")).toEqual([]);
    game["user"] = PLAYER;
    expect(await checkSideMorale(combat.id, "hostile")).toEqual([]);
    expect(rolled).toEqual([]);
  });

  it("is wired for a GM on a GM's whisper and removed for a player or on a message a player wrote", () => {
    const html = () => {
      const button = { removed: false, listeners: 0, remove() { this.removed = true; }, addEventListener() { this.listeners++; } };
      return { button, el: { querySelector: () => button } as unknown as HTMLElement };
    };
    const flags = { [SYSTEM_ID]: { [MORALE_PROMPT_MESSAGE_FLAG]: { combatId: combat.id, side: "hostile" } } };
    const a = html();
    wireMoralePrompt({ flags, author: GM }, a.el);
    expect([a.button.removed, a.button.listeners]).toEqual([false, 1]);
    const b = html();
    wireMoralePrompt({ flags, author: PLAYER }, b.el);
    expect(b.button.removed).toBe(true);
    game["user"] = PLAYER;
    const c = html();
    wireMoralePrompt({ flags, author: GM }, c.el);
    expect(c.button.removed).toBe(true);
  });
});
