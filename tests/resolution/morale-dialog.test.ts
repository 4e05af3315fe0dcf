/**
 * The GM's morale dialog (RESOLUTION.md RS-12, RO-11; 002:L127–L133, 003:L1045) on the strict
 * stand-ins: it asks only what the model in force reads, its choice reaches the roll clamped by the
 * rules, shift skips it, and closing it rolls nothing.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created } from "../support/combat-world";
import { FakeActor } from "./world";
import { checkMorale, promptMorale, readMoraleChoice } from "../../module/resolution/morale-dialog";
import type { MoraleCombat } from "../../module/resolution/morale-card";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { moraleModelOf } from "../../module/rules/resolution/models";

const g = globalThis as Record<string, unknown>;
const game = g["game"] as Record<string, unknown>;
const f = g["foundry"] as { applications: Record<string, unknown>; helpers?: unknown };
const totals: number[] = [];
const rolled: string[] = [];
const dialogs: Array<{ content: string; title: string }> = [];
/** What the dialog answers next: its button's value, or null when closed. */
let answer: string | null = null;
let shift = false;

class FakeRoll {
  total: number | null = null;
  constructor(readonly formula: string) {}
  async evaluate(): Promise<this> {
    rolled.push(this.formula);
    this.total = totals.shift() ?? 7;
    return this;
  }
}

class FakeCombat implements MoraleCombat {
  flags: Record<string, Record<string, unknown>> = {};
  async update(): Promise<this> {
    return this;
  }
}

const goblin = () => ({ id: "cbt0000000000001", name: "Goblin", actor: new FakeActor("Goblin", "creature", { health: { value: 5, max: 5 }, morale: 7 } as never) });
const use = (preset: "ose" | "osr") => (rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS[preset])));

beforeEach(() => {
  totals.length = 0;
  rolled.length = 0;
  dialogs.length = 0;
  created.length = 0;
  answer = null;
  shift = false;
  g["Roll"] = FakeRoll;
  game["user"] = GM;
  // Core's keyboard manager: MODIFIER_KEYS values are what isModifierActive takes.
  f.helpers = { interaction: { KeyboardManager: { MODIFIER_KEYS: { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" } } } };
  game["keyboard"] = { isModifierActive: (m: string) => m === "Shift" && shift };
  f.applications["api"] = {
    DialogV2: {
      wait: async (options: { content: string; window: { title: string } }) => {
        dialogs.push({ content: options.content, title: options.window.title });
        return answer;
      },
    },
  };
});
afterEach(() => {
  rulesetInForce.value = null;
  game["user"] = GM;
  delete game["keyboard"];
});

describe("what the dialog asks", () => {
  it("OSE (003:L1045): the GM's adjustment, −2 to +2, and nothing else", async () => {
    use("ose");
    await promptMorale("t", moraleModelOf(resolveRuleset(PRESETS.ose))!.inputs);
    const html = dialogs[0]!.content;
    expect(html).toMatch(/name="adjustment" value="0" min="-2" max="2"/);
    expect(html).not.toContain('name="edge"');
    expect(html).not.toContain('name="fitting"');
  });

  it("OSR (002:L127–L133): advantage or disadvantage, fitting proficiency and an adjustment", async () => {
    await promptMorale("t", moraleModelOf(resolveRuleset(PRESETS.osr))!.inputs);
    const html = dialogs[0]!.content;
    for (const name of ['name="adjustment"', 'value="advantage"', 'value="disadvantage"', 'name="fitting"']) expect(html).toContain(name);
  });

  it("reads the submitted form; a value the form cannot give is no adjustment", () => {
    expect(readMoraleChoice({ adjustment: "-2", edge: "disadvantage", fitting: "on" })).toEqual({ adjustment: -2, advantage: false, disadvantage: true, fitting: true });
    expect(readMoraleChoice({ adjustment: "lots" })).toEqual({ adjustment: 0, advantage: false, disadvantage: false, fitting: false });
  });
});

describe("the check from the dialog", () => {
  it("GOR-14 morale 7 with the GM's +2: 2d6 = 9 fights on (without the adjustment it would flee)", async () => {
    use("ose");
    answer = JSON.stringify({ adjustment: 2, advantage: false, disadvantage: false, fitting: false });
    totals.push(9);
    expect(await checkMorale(new FakeCombat(), goblin())).toEqual({ outcome: "stands", total: 9 });
    expect(dialogs[0]!.title).toContain("ER.Resolution.Morale.Dialog.Title");
  });

  it("an answer past the model's bounds is clamped by the rules (+9 under OSE is +2)", async () => {
    use("ose");
    answer = JSON.stringify({ adjustment: 9, advantage: true, disadvantage: false, fitting: true });
    totals.push(10);
    expect(await checkMorale(new FakeCombat(), goblin())).toEqual({ outcome: "flees", total: 10 });
  });

  it("G2R-11 OSR at disadvantage from the dialog rolls 2d20 keeping the lower", async () => {
    use("osr");
    answer = JSON.stringify({ adjustment: 0, advantage: false, disadvantage: true, fitting: true });
    await checkMorale(new FakeCombat(), goblin());
    expect(rolled).toEqual(["2d20kl"]);
  });

  it("shift held skips the dialog: the check as it stands", async () => {
    use("ose");
    shift = true;
    totals.push(9);
    expect(await checkMorale(new FakeCombat(), goblin())).toEqual({ outcome: "flees", total: 9 });
    expect(dialogs).toHaveLength(0);
  });

  it("closing the dialog rolls and posts nothing; a player's call does nothing", async () => {
    use("ose");
    answer = null;
    expect(await checkMorale(new FakeCombat(), goblin())).toBeNull();
    game["user"] = PLAYER;
    answer = JSON.stringify({ adjustment: 0 });
    expect(await checkMorale(new FakeCombat(), goblin())).toBeNull();
    expect(rolled).toEqual([]);
    expect(created).toHaveLength(0);
  });
});
