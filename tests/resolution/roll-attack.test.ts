/**
 * Rolling an attack card (RESOLUTION.md §7.1, R1, R2, R11): one core Roll per target, one damage
 * roll, targets recorded at roll time with their hidden flag, the stamp from the attacker's action
 * (GB-9), and no defence number in what is stored.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { rollAttack } from "../../module/resolution/roll-attack";
import { attackStamp } from "../../module/resolution/stamp";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { FakeRoll, faces } from "./fake-roll";

const g = globalThis as Record<string, unknown>;
class ActorWithRolls extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}

let attacker: ActorWithRolls;
let item: { name: string; type: string; uuid: string; parent: ActorWithRolls; system: Record<string, unknown> };
beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  attacker = new ActorWithRolls("Hero", "character", { health: { value: 10, max: 10 } });
  item = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: attacker, system: { attack: "1d20 + 2", damage: "1d8", formula: "1d8" } };
});
afterEach(() => {
  delete (g["game"] as Record<string, unknown>)["combat"];
});

const flagOf = (i = 0) => (created[i]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;

describe("the attack card", () => {
  it("GB-6 one attack roll per target and one damage roll; a hidden target's row and roll go to the GMs' companion card", async () => {
    const a = addToken(new FakeToken(new FakeActor("A", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } })));
    const b = addToken(new FakeToken(new FakeActor("B", "creature", { health: { value: 10, max: 10 }, defences: { ac: 16 } }), true));
    faces.push(13, 11, 9);
    await rollAttack(item as never, { targets: [a, b] as never, options: {} });
    expect(created).toHaveLength(2);
    const rolls = (i: number) => (created[i]!.data["rolls"] as FakeRoll[]);
    expect(rolls(0).map((r) => r.formula)).toEqual(["1d20 + 2", "1d8"]);
    expect(flagOf(0).rows.map((r) => [r.outcome, r.total, r.hidden])).toEqual([["hit", 15, false]]);
    expect(flagOf(0).damage).toEqual({ formula: "1d8", rollIndex: 1 });
    // The companion: the hidden row, its own roll and the card's one damage roll (the same roll, R2).
    expect(rolls(1).map((r) => r.formula)).toEqual(["1d20 + 2", "1d8"]);
    expect(flagOf(1).rows.map((r) => [r.outcome, r.total, r.hidden, r.rollIndex])).toEqual([["miss", 13, true, 0]]);
    expect(flagOf(1).damage).toEqual({ formula: "1d8", rollIndex: 1 });
    expect(rolls(1)[1]).toBe(rolls(0)[1]);
    expect(created[1]!.data["whisper"]).toEqual(["gmUser0000000001", "gmUser0000000002"]);
  });

  it("R11 the defence numbers are in neither the stored content nor the flags", async () => {
    const goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 }, defences: { ac: 17, pd: 27, md: 37 } })));
    faces.push(16, 5);
    await rollAttack(item as never, { targets: [goblin] as never, options: {} });
    const stored = JSON.stringify({ content: created[0]!.data["content"], flags: created[0]!.data["flags"] });
    expect(flagOf().rows[0]!.outcome).toBe("hit");
    expect(stored).not.toMatch(/\b(17|27|37)\b/);
    expect(stored).not.toContain("\"defence\":1");
  });

  it("with no target: one roll, its total and no outcome; the damage rolled for the GM's Apply to selected (GB-7)", async () => {
    faces.push(13, 9);
    await rollAttack(item as never, { targets: [], options: {} });
    expect(flagOf().rows).toEqual([]);
    expect(flagOf().untargeted).toEqual({ rollIndex: 0, natural: 13, total: 15 });
    expect(flagOf().damage).toEqual({ formula: "1d8", rollIndex: 1 });
  });

  it("GOR-1 under the OSE matrix each row records the AC its roll hits; under the book none", async () => {
    const goblin = () => addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } })));
    faces.push(14, 4);
    await rollAttack(item as never, { targets: [goblin()] as never, options: {} });
    expect(flagOf().rows[0]!.hitsAc).toBeUndefined();
    rulesetInForce.value = resolveRuleset(PRESETS.ose);
    try {
      created.length = 0;
      faces.push(14, 4);
      await rollAttack(item as never, { targets: [goblin()] as never, options: {} });
      const row = flagOf().rows[0]!;
      // A character with no typed attack bonus attacks on the normal-human row, THAC0 20 [−1]
      // (003:L1083), and STR 10 adds nothing: a natural 14 hits AC 20 − 14 = 6.
      expect([row.natural, row.total, row.hitsAc]).toEqual([14, 14, 6]);
    } finally {
      rulesetInForce.value = null;
    }
  });

  it("an item whose attack is empty does not attack", async () => {
    item.system["attack"] = "";
    expect(await rollAttack(item as never, { targets: [], options: {} })).toBeNull();
    expect(created).toEqual([]);
  });
});

describe("the card's stamp (R1, RT-1)", () => {
  function combatWith(action: { startedRound: number; score: number; castingSeconds: number; landsAt: number; delayedFrom: number }, absolute: number) {
    (g["game"] as Record<string, unknown>)["combat"] = { started: true, system: { absolute, escalation: { value: 0 } }, combatants: [{ actor: attacker, system: { action } }] };
  }

  it("GB-9 score 13 in round 2 lands at round 2 second 13; a 23 at round 3 second 3 (t 63); a spell 12 + 5 s at second 17", () => {
    combatWith({ startedRound: 2, score: 13, castingSeconds: 0, landsAt: 53, delayedFrom: 0 }, 53);
    expect(attackStamp(attacker)).toEqual({ stamp: { round: 2, second: 13, absolute: 53 }, offClock: false });
    combatWith({ startedRound: 2, score: 23, castingSeconds: 0, landsAt: 63, delayedFrom: 0 }, 63);
    expect(attackStamp(attacker)).toEqual({ stamp: { round: 3, second: 3, absolute: 63 }, offClock: false });
    combatWith({ startedRound: 2, score: 12, castingSeconds: 5, landsAt: 57, delayedFrom: 0 }, 45);
    expect(attackStamp(attacker)).toEqual({ stamp: { round: 2, second: 17, absolute: 57 }, offClock: true });
  });

  it("outside a combat nothing is stamped; in one without an action the card is off the clock", () => {
    expect(attackStamp(attacker)).toEqual({ stamp: null, offClock: false });
    combatWith({ startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 }, 45);
    expect(attackStamp(attacker)).toEqual({ stamp: null, offClock: true });
  });
});

describe("off the clock (R1)", () => {
  const asked: string[] = [];
  let answer: boolean | null = true;
  beforeEach(() => {
    asked.length = 0;
    // DialogV2.confirm as documented: resolves true / false, or null when closed with rejectClose false.
    const api = { DialogV2: { confirm: async (config: { window: { title: string }; content: string; rejectClose: boolean }) => {
      if (config.rejectClose !== false) throw new Error("closing the question must not reject");
      asked.push(config.content);
      return answer;
    } } };
    (g["foundry"] as Record<string, Record<string, unknown>>)["applications"]!["api"] = api;
  });
  function combatAt(landsAt: number, absolute: number) {
    (g["game"] as Record<string, unknown>)["combat"] = { started: true, system: { absolute, escalation: { value: 0 } }, combatants: [{ actor: attacker, system: { action: { startedRound: 2, score: landsAt - 40, castingSeconds: 0, landsAt, delayedFrom: 0 } } }] };
  }

  it("at the action's landing second nothing is asked and the card is on the clock", async () => {
    combatAt(53, 53);
    await rollAttack(item as never, { targets: [], options: {} });
    expect(asked).toEqual([]);
    expect(flagOf().offClock).toBe(false);
  });

  it("at another second the user is asked first; yes rolls a card marked off the clock, no (or closing) rolls nothing", async () => {
    combatAt(53, 47);
    await rollAttack(item as never, { targets: [], options: {} });
    // The question names the landing moment: round 2, second 13 (t 53), not now (t 47).
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("ER.Resolution.OffClock.LandsAt");
    expect(asked[0]).toContain("&#34;round&#34;:&#34;2&#34;,&#34;second&#34;:&#34;13&#34;");
    expect(flagOf().offClock).toBe(true);
    for (const a of [false, null]) {
      answer = a;
      expect(await rollAttack(item as never, { targets: [], options: {} })).toBeNull();
    }
    expect(created).toHaveLength(1);
    answer = true;
  });

  it("outside a combat nothing is asked; a macro that allows it is not asked either", async () => {
    await rollAttack(item as never, { targets: [], options: {} });
    combatAt(53, 47);
    await rollAttack(item as never, { targets: [], options: {}, offClock: "allow" });
    expect(asked).toEqual([]);
    expect(created).toHaveLength(2);
  });
});

