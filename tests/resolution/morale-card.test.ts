/**
 * The GM's morale check (RESOLUTION.md RO-11; 003:L1030–L1035) on the strict stand-ins: one roll per
 * creature, passed checks counted on the Combat's flag, none after two successes.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created } from "../support/combat-world";
import { FakeActor } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { MORALE_FLAG, rollMorale, type MoraleCombat } from "../../module/resolution/morale-card";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";

const g = globalThis as Record<string, unknown>;
/** The totals the next rolls give, in order. */
const totals: number[] = [];
const rolled: string[] = [];
class FakeRoll {
  total: number | null = null;
  constructor(readonly formula: string) {}
  async evaluate(): Promise<this> {
    rolled.push(this.formula);
    this.total = totals.shift() ?? 7;
    return this;
  }
}

/** A Combat as the check reads it: flags, and update writing dotted paths as core does. */
class FakeCombat implements MoraleCombat {
  flags: Record<string, Record<string, unknown>> = {};
  async update(data: Record<string, unknown>): Promise<this> {
    for (const [path, value] of Object.entries(data)) {
      const keys = path.split(".").slice(1);
      let t = this.flags as Record<string, unknown>;
      for (const k of keys.slice(0, -1)) t = (t[k] ??= {}) as Record<string, unknown>;
      t[keys.at(-1)!] = value;
    }
    return this;
  }
}

const check = { adjustment: 0, advantage: false, disadvantage: false, fitting: false };
const goblin = () => ({ id: "cbt0000000000001", name: "Goblin", actor: new FakeActor("Goblin", "creature", { health: { value: 5, max: 5 }, morale: 8 } as never) });

beforeEach(() => {
  totals.length = 0;
  rolled.length = 0;
  created.length = 0;
  g["Roll"] = FakeRoll;
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.ose));
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("GOR-14 morale (OSE, 003:L1030–L1035)", () => {
  it("GOR-14 morale 8: 2d6 = 9 flees, 8 fights on", async () => {
    const combat = new FakeCombat();
    totals.push(9, 8);
    expect(await rollMorale(combat, goblin(), check)).toEqual({ outcome: "flees", total: 9 });
    expect(await rollMorale(combat, goblin(), check)).toEqual({ outcome: "stands", total: 8 });
    expect(rolled).toEqual(["2d6", "2d6"]);
    expect(created).toHaveLength(2);
  });

  it("the GMs' note escapes the combatant's name (a player may name its token anything)", async () => {
    totals.push(9);
    await rollMorale(new FakeCombat(), { ...goblin(), name: `<img src=x onerror="alert(1)">` }, check);
    const content = String(created[0]!.data["content"]);
    expect(content).toContain("&#60;img src=x");
    expect(content).not.toContain("<img");
  });

  it("GOR-14 a third check after two successes: none, it fights to the death (no roll)", async () => {
    const combat = new FakeCombat();
    totals.push(5, 6, 12);
    await rollMorale(combat, goblin(), check);
    await rollMorale(combat, goblin(), check);
    expect(combat.flags[SYSTEM_ID]![MORALE_FLAG]).toEqual({ cbt0000000000001: 2 });
    expect(await rollMorale(combat, goblin(), check)).toEqual({ outcome: "stands", total: null });
    expect(rolled).toHaveLength(2);
  });

  it("the book has no morale: nothing is rolled or posted", async () => {
    rulesetInForce.value = null;
    expect(await rollMorale(new FakeCombat(), goblin(), check)).toBeNull();
    expect(created).toHaveLength(0);
  });
});
