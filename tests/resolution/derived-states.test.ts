/**
 * The automatic penalties from derived state reach the live cards (002:L35, L115; 003:L473): OSR
 * `overloaded` (the encumbrance model's derived data) and `injured` (the Injury Table's badge) roll
 * at disadvantage; OSE `unrested` (the travel log's derived flag) takes −1 to hit and to damage.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { planAttack, resolveRuleset } from "../../module/rules";
import { rollAttack } from "../../module/resolution/roll-attack";
import { actorFighter } from "../../module/resolution/fighter";
import { FakeRoll, faces } from "./fake-roll";
import { item, options, target, fighter } from "../support/fighters";

const g = globalThis as Record<string, unknown>;
class Hero extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}

beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
});
afterEach(() => {
  rulesetInForce.value = null;
});

const formulas = () => (created[0]!.data["rolls"] as FakeRoll[]).map((r) => r.formula);
function hero(system: Record<string, unknown> = {}, badges: string[] = []): Hero {
  const h = new Hero("Porter", "character", { health: { value: 10, max: 10 } });
  Object.assign(h.system, system);
  (h as unknown as { flags: Record<string, Record<string, unknown>> }).flags = { [SYSTEM_ID]: { badges } };
  return h;
}

describe("derived states on the cards (P5)", () => {
  it("OSR: an overloaded porter (derived data) and an injured one (badge) read the state and roll 2d20kl", async () => {
    rulesetInForce.value = resolveRuleset(PRESETS.osr);
    const overloaded = hero({ derived: { encumbrance: { model: "osrLoads", variant: { loads: 11, loadsOver: 1, overloaded: true } } } });
    const injured = hero({}, ["injured"]);
    expect(actorFighter(overloaded as never).conditions).toContain("overloaded");
    expect(actorFighter(injured as never).conditions).toContain("injured");
    expect(actorFighter(hero() as never).conditions).toEqual([]);
    const goblin = addToken(new FakeToken(new FakeActor("Goblin", "creature", { health: { value: 5, max: 5 }, defences: { ac: 12 } })));
    for (const actor of [overloaded, injured]) {
      created.length = 0;
      faces.push(15, 6, 3);
      const sword = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: actor, system: { attack: "1d20", damage: "1d8", formula: "1d8", kind: "melee" } };
      await rollAttack(sword as never, { targets: [goblin] as never, options: {} });
      expect(formulas()[0]).toBe("2d20kl");
    }
  });

  it("OSE: an unrested traveller (the travel log's derived flag) takes −1 to hit and to damage", () => {
    const weary = hero({ derived: { travel: { companion: { log: { daysWithoutRest: 7, restDue: false, unrested: true, penalty: -1, restRule: true } } } } });
    const f = actorFighter(weary as never);
    expect(f.conditions).toEqual(["unrested"]);
    const plan = planAttack({ attacker: f, item: item(), options: options() }, [target(fighter({ kind: "creature" }))], resolveRuleset(PRESETS.ose));
    expect(plan.parts).toContainEqual({ key: "unrested", value: -1 });
    expect(plan.damage.parts).toContainEqual({ key: "unrested", value: -1 });
  });

  it("OSE: a winded runner (the status the world-time hook sets, GT-10) takes −2 to hit and to damage, and is 2 easier to hit", async () => {
    const runner = hero();
    expect(actorFighter(runner as never).conditions).toEqual([]);
    await (runner as unknown as { toggleStatusEffect(id: string, o: { active: boolean }): Promise<void> }).toggleStatusEffect("winded", { active: true });
    const f = actorFighter(runner as never);
    expect(f.conditions).toEqual(["winded"]);
    const ose = resolveRuleset(PRESETS.ose);
    const plan = planAttack({ attacker: f, item: item(), options: options() }, [target(fighter({ kind: "creature" }))], ose);
    expect(plan.parts).toContainEqual({ key: "winded", value: -2 });
    expect(plan.damage.parts).toContainEqual({ key: "winded", value: -2 });
    const asTarget = (who: typeof f) => planAttack({ attacker: fighter({ kind: "creature" }), item: item(), options: options() }, [target(who)], ose).targets[0]!.defence;
    expect(asTarget(f)).toBe(asTarget(actorFighter(hero() as never)) - 2);
  });
});
