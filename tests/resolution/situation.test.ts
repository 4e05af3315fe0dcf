/**
 * The attack's situation from the scene (RESOLUTION.md §7.1, RS-2, RO-3): the rolling client
 * measures; the ruleset's points judge. G2R-1's close case through rollAttack on the strict stand-ins.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules";
import { rollAttack } from "../../module/resolution/roll-attack";
import { feetPerHex } from "../../module/resolution/situation";
import { readCardFlag, type AttackCardFlag } from "../../module/resolution/flag";

const g = globalThis as Record<string, unknown>;
const faces: number[] = [];

class FakeRoll {
  total: number | null = null;
  dice: Array<{ faces: number; results: Array<{ result: number; active: boolean; discarded?: boolean }> }> = [];
  constructor(readonly formula: string, readonly data: Record<string, unknown> = {}) {}
  static validate(formula: string): boolean {
    return /^[\dd+\s@a-z.-]+$/i.test(formula);
  }
  async evaluate(): Promise<this> {
    const two = /^2d20k([hl])/.exec(this.formula);
    if (two) {
      const [a, b] = [faces.shift() ?? 10, faces.shift() ?? 10];
      const keep = two[1] === "h" ? Math.max(a, b) : Math.min(a, b);
      const keptIndex = [a, b].indexOf(keep);
      this.dice = [{ faces: 20, results: [a, b].map((result, i) => ({ result, active: i === keptIndex, discarded: i !== keptIndex })) }];
      this.total = keep;
      return this;
    }
    const d = /(\d*)d(\d+)/.exec(this.formula);
    const result = faces.shift() ?? 10;
    this.dice = d ? [{ faces: Number(d[2]), results: [{ result, active: true }] }] : [];
    this.total = result;
    return this;
  }
}

/** A token placed on a one-row hex strip: `col` hexes from the origin (core measures the spaces between centres). */
function placed(actor: FakeActor, col: number, disposition: number): FakeToken & { center: { x: number; y: number }; document: { disposition: number } } {
  const t = addToken(new FakeToken(actor)) as FakeToken & { center: { x: number; y: number }; document: { disposition: number } };
  t.center = { x: col * 100, y: 0 };
  t.document.disposition = disposition;
  return t;
}

function canvasWith(scene: FakeToken[], distance = 5, units: unknown = "ft", flags: Record<string, unknown> = {}): void {
  g["canvas"] = {
    grid: { measurePath: (w: Array<{ x: number; y: number }>) => ({ spaces: Math.round(Math.abs(w[1]!.x - w[0]!.x) / 100) }) },
    scene: { grid: { distance, units }, flags: { [SYSTEM_ID]: flags } },
    tokens: { placeables: scene },
  };
}

class Archer extends FakeActor {
  own: FakeToken | null = null;
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return this.own ? [this.own] : [];
  }
}

let archer: Archer;
let bow: { name: string; type: string; uuid: string; parent: Archer; system: Record<string, unknown> };
beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  rulesetInForce.value = resolveRuleset(PRESETS.osr);
  archer = new Archer("Archer", "character", { health: { value: 10, max: 10 } });
  (archer.system as Record<string, unknown>)["abilities"] = { dex: 12 };
  bow = { name: "Bow", type: "weapon", uuid: "Item.bow0000000000001", parent: archer, system: { attack: "1d20", damage: "1d6", formula: "1d6", kind: "ranged" } };
});
afterEach(() => {
  rulesetInForce.value = null;
  delete g["canvas"];
});

const flagOf = () => (created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;
const formulas = () => (created[0]!.data["rolls"] as FakeRoll[]).map((r) => r.formula);

describe("the attack's situation from the scene", () => {
  it("G2R-1 a ranged OSR attack with a hostile adjacent rolls 2d20kl [15, 6] → 9 misses AC 12; hostile at 2 hexes disadvantage, at 3 none", async () => {
    const target = new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } });
    const shot = placed(target, 6, -1);
    archer.own = placed(archer, 0, 1);
    const close = placed(new FakeActor("Goblin", "creature", { health: { value: 5, max: 5 } }), 1, -1);
    canvasWith([archer.own, close, shot]);
    faces.push(15, 6, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("2d20kl");
    expect(flagOf().rows[0]!.natural).toBe(6);
    expect(flagOf().rows[0]!.total).toBe(9);
    expect(flagOf().rows[0]!.outcome).toBe("miss");

    created.length = 0;
    close.center.x = 200;
    faces.push(15, 6, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("2d20kl");

    created.length = 0;
    close.center.x = 300;
    faces.push(15, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("1d20");
  });

  it("a friendly, a neutral or an unconscious hostile at 1 hex is not close; the book has no close rule", async () => {
    const target = new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } });
    const shot = placed(target, 6, -1);
    archer.own = placed(archer, 0, 1);
    const friend = placed(new FakeActor("Ally", "character", { health: { value: 5, max: 5 } }), 1, 1);
    const neutral = placed(new FakeActor("Deer", "creature", { health: { value: 5, max: 5 } }), 1, 0);
    const down = placed(new FakeActor("Goblin", "creature", { health: { value: 0, max: 5 } }), 1, -1);
    down.actor.setStatus("unconscious");
    canvasWith([archer.own, friend, neutral, down, shot]);
    faces.push(15, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("1d20");

    created.length = 0;
    rulesetInForce.value = null;
    const hostile = placed(new FakeActor("Wolf", "creature", { health: { value: 5, max: 5 } }), 1, -1);
    canvasWith([archer.own, hostile, shot]);
    faces.push(15, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("1d20");
  });
});

describe("the scene's scale (VARIANTS.md §13.1)", () => {
  it("reads the grid's distance in its units; a unit that is not a length reads as 5 ft", () => {
    for (const [distance, units, feet] of [[5, "ft", 5], [1, "hex", 5], [1, "", 5], [10, "feet", 10], [5, "yd", 15], [1, "mi", 5280]] as const) {
      canvasWith([], distance, units);
      expect(feetPerHex(), `${distance} ${units}`).toBe(feet);
    }
    canvasWith([], 1.5, "m");
    expect(feetPerHex()).toBeCloseTo(5, 10);
  });

  it("OSR close range on a 1-hex grid: a hostile 8 hexes off is not close (40 ft, not 8)", async () => {
    const target = new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } });
    const shot = placed(target, 12, -1);
    archer.own = placed(archer, 0, 1);
    const far = placed(new FakeActor("Goblin", "creature", { health: { value: 5, max: 5 } }), 8, -1);
    canvasWith([archer.own, far, shot], 1, "hex");
    faces.push(15, 3);
    await rollAttack(bow as never, { targets: [shot] as never, options: {} });
    expect(formulas()[0]).toBe("1d20");
  });
});

describe("a wilderness scene (VARIANTS.md §13.1 D6 amended; 003:L401)", () => {
  it("GT-17 through the card: an OSE bow 50/100/150 ft at 30 hexes is long (−1) on a 5-ft scene, short (+1) on the same scene flagged wilderness; the row records the flag", async () => {
    rulesetInForce.value = resolveRuleset(PRESETS.ose);
    const target = new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } });
    archer.own = placed(archer, 0, 1);
    const shot = placed(target, 30, -1);
    const longBow = { ...bow, system: { ...bow.system, range: { short: 50, medium: 100, long: 150 } } };
    const rangePart = () => flagOf().rows[0]!.parts.find((p) => p.key === "range")?.value;
    canvasWith([archer.own, shot]);
    faces.push(15, 3);
    await rollAttack(longBow as never, { targets: [shot] as never, options: {} });
    expect([rangePart(), flagOf().rows[0]!.wilderness]).toEqual([-1, false]);
    created.length = 0;
    canvasWith([archer.own, shot], 5, "ft", { wilderness: true });
    faces.push(15, 3);
    await rollAttack(longBow as never, { targets: [shot] as never, options: {} });
    expect([rangePart(), flagOf().rows[0]!.wilderness]).toEqual([1, true]);
    // The card's reader keeps the recorded flag and refuses a row whose flag is not a boolean.
    const stored = structuredClone(flagOf());
    expect(readCardFlag(stored)?.rows[0]!.wilderness).toBe(true);
    expect(readCardFlag({ ...stored, rows: [{ ...stored.rows[0]!, wilderness: "yes" }] })).toBeNull();
    // A stored value that is not `true` is not the flag.
    created.length = 0;
    canvasWith([archer.own, shot], 5, "ft", { wilderness: "yes" });
    faces.push(15, 3);
    await rollAttack(longBow as never, { targets: [shot] as never, options: {} });
    expect(rangePart()).toBe(-1);
  });
});
