/**
 * Melee reach on the attack card (R2; 002:L65 OSR "within 5-10′", adjacency otherwise): a melee
 * target beyond reach is refused out of range and not rolled; the GM's "ignore reach" in the attack
 * dialog resolves it anyway; a player's own "ignore reach" is not read.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules";
import { rollAttack } from "../../module/resolution/roll-attack";
import { readAttackChoice } from "../../module/resolution/dialog";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { FakeRoll, faces } from "./fake-roll";

const g = globalThis as Record<string, unknown>;
const game = () => g["game"] as { user: unknown };

class Fighter extends FakeActor {
  own: FakeToken | null = null;
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return this.own ? [this.own] : [];
  }
}

function placed(actor: FakeActor, col: number): FakeToken {
  const t = addToken(new FakeToken(actor)) as FakeToken & { center: { x: number; y: number } };
  t.center = { x: col * 100, y: 0 };
  return t;
}

let hero: Fighter;
let sword: { name: string; type: string; uuid: string; parent: Fighter; system: Record<string, unknown> };
beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  g["canvas"] = { grid: { measurePath: (w: Array<{ x: number; y: number }>) => ({ spaces: Math.round(Math.abs(w[1]!.x - w[0]!.x) / 100) }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
  rulesetInForce.value = resolveRuleset(PRESETS.osr);
  hero = new Fighter("Hero", "character", { health: { value: 10, max: 10 } });
  hero.own = placed(hero, 0);
  sword = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: hero, system: { attack: "1d20", damage: "1d8", formula: "1d8", kind: "melee" } };
});
afterEach(() => {
  rulesetInForce.value = null;
  game().user = GM;
  delete g["canvas"];
});

const flagOf = () => (created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;
const foe = (col: number) => placed(new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }), col);

describe("melee reach on the attack card (P2)", () => {
  it("OSR: a sword at 6 hexes (30 ft) is out of range and not rolled; at 2 hexes (10 ft) it is rolled", async () => {
    const [far, near] = [foe(6), foe(2)];
    faces.push(15, 4);
    await rollAttack(sword as never, { targets: [far, near] as never, options: {} });
    expect(flagOf().rows.map((r) => r.outcome)).toEqual(["outOfRange", "hit"]);
    expect((created[0]!.data["rolls"] as FakeRoll[]).map((r) => r.formula)).toEqual(["1d20", "1d8"]);
  });

  it("the GM's ignore reach resolves the far target; a player's is not read", async () => {
    const far = foe(6);
    faces.push(15, 4);
    await rollAttack(sword as never, { targets: [far] as never, options: { ignoreReach: true } });
    expect(flagOf().rows.map((r) => r.outcome)).toEqual(["hit"]);
    created.length = 0;
    game().user = PLAYER;
    faces.push(15, 4);
    await rollAttack(sword as never, { targets: [far] as never, options: { ignoreReach: true } });
    expect(flagOf().rows.map((r) => r.outcome)).toEqual(["outOfRange"]);
  });

  it("the dialog's form gives the override only when ticked", () => {
    expect(readAttackChoice({ ignoreReach: "on" }).ignoreReach).toBe(true);
    expect(readAttackChoice({}).ignoreReach).toBe(false);
  });
});
