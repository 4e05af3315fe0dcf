/**
 * GA-R6 on the attack card (VARIANTS.md §13.3 row 41; 004:L30): a mounted rider has half cover
 * (+2 AC under A5E) against a melee attack, read from its combatant's memory (GM-written) where the
 * card is rolled; not at range, not on foot, not with the rule off.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, created } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS, parseVariantConfig } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules";
import { rollAttack } from "../../module/resolution/roll-attack";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { FakeRoll, faces } from "./fake-roll";

const g = globalThis as Record<string, unknown>;

class Fighter extends FakeActor {
  own: FakeToken | null = null;
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return this.own ? [this.own] : [];
  }
}

function placed(actor: FakeActor, col: number, mountId?: string): FakeToken {
  const t = addToken(new FakeToken(actor)) as FakeToken & { center: { x: number; y: number } };
  t.center = { x: col * 100, y: 0 };
  if (mountId !== undefined) Object.assign(t.document, { combatant: { system: { variant: { mountId, mountRound: 1 } } } });
  return t;
}

let hero: Fighter;
const weapon = (kind: "melee" | "ranged") => ({ name: kind, type: "weapon", uuid: `Item.${kind}00000000000`.slice(0, 21), parent: hero, system: { attack: "1d20", damage: "1d8", formula: "1d8", kind, range: kind === "ranged" ? 30 : 0 } });
const orc = (col: number, ac: number, mountId?: string) => placed(new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac } }), col, mountId);
const rows = () => ((created.at(-1)!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag).rows;

beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  g["canvas"] = { grid: { measurePath: (w: Array<{ x: number; y: number }>) => ({ spaces: Math.round(Math.abs(w[1]!.x - w[0]!.x) / 100) }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
  rulesetInForce.value = resolveRuleset(PRESETS.a5e);
  hero = new Fighter("Hero", "character", { health: { value: 10, max: 10 } });
  hero.own = placed(hero, 0);
});
afterEach(() => {
  rulesetInForce.value = null;
  (g["game"] as { user: unknown }).user = GM;
  delete g["canvas"];
});

describe("GA-R6: a mounted rider's half cover on the attack card", () => {
  it("GA-R6: a melee hit that just meets the rider's AC misses once its half cover (+2) counts; the row shows half cover", async () => {
    faces.push(12, 4);
    await rollAttack(weapon("melee") as never, { targets: [orc(1, 1)] as never, options: {} });
    const total = rows()[0]!.total!;
    faces.push(12, 4, 12, 4);
    await rollAttack(weapon("melee") as never, { targets: [orc(1, total), orc(1, total, "horseToken000001")] as never, options: {} });
    const [onFoot, riding] = rows();
    expect([onFoot!.outcome, onFoot!.cover]).toEqual(["hit", undefined]);
    expect([riding!.outcome, riding!.cover]).toEqual(["miss", "half"]);
  });

  it("no cover at range, nor with the rule off", async () => {
    faces.push(12, 4);
    await rollAttack(weapon("ranged") as never, { targets: [orc(3, 10, "horseToken000001")] as never, options: {} });
    expect(rows()[0]!.cover).toBeUndefined();
    rulesetInForce.value = resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, mounted: false } }));
    faces.push(12, 4);
    await rollAttack(weapon("melee") as never, { targets: [orc(1, 10, "horseToken000001")] as never, options: {} });
    expect(rows()[0]!.cover).toBeUndefined();
  });
});
