/**
 * The fault classes of the third independent fuzz audit (the resolution layer) that live in the
 * rules core, one regression each: each call gives a correct result or a coded RulesError.
 */
import { describe, expect, it, vi } from "vitest";
import * as rules from "../../module/rules";
import { hostile, rulesErrorCode } from "../support/rules-error";
import { fighter, item, options, target } from "../support/fighters";
import { recordWorldActionTargets, worldActionCandidates } from "../../module/rules/modules/resolution/a5e-saves";
import { NO_MORALE_CHOICE, judgeMorale, moraleChoiceWithin, sideCount } from "../../module/rules/resolution/morale";
import { isSelfFumble, selfFumbleDamage } from "../../module/rules/resolution/self-fumble";
import { saveRowAmount } from "../../module/rules/resolution/gm-scale";
import { MAX_HEALTH, MAX_MODIFIER, MAX_ROLL_TOTAL } from "../../module/rules/resolution/validate";

const A5E = rules.resolveRuleset(rules.PRESETS.a5e);
const OSE = rules.resolveRuleset(rules.PRESETS.ose);

/** An array whose element reads are counted (a quadratic scan reads each entry once per lookup). */
function counted(values: readonly string[]): { list: string[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy([...values], {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => reads };
}

describe("fuzz audit 3 regressions (rules core)", () => {
  it("L3: an A5E ability save with DC 0 (the item's lowest) is planned and always made", () => {
    const plan = rules.planSave(fighter(), { kind: "dex", dc: 0, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, A5E);
    expect(plan.target).toBe(0);
    expect(rules.judgeSave(plan, { natural: 1, diceTotal: 1 }).success).toBe(true);
    expect(rulesErrorCode(() => rules.planSave(fighter(), { kind: "dex", dc: 1_001, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, A5E))).toBe("OUT_OF_RANGE");
  });

  it("L4: a mutated unfrozen config is resolved by its values now, and refused once illegal", () => {
    const config = JSON.parse(JSON.stringify(rules.BOOK_CONFIG)) as { resolution: Record<string, unknown> };
    const first = rules.resolveRuleset(hostile(config));
    expect(first.points.attackModel).toBeNull();
    config.resolution["attack"] = "ose";
    const second = rules.resolveRuleset(hostile(config));
    expect(second.points.attackModel).not.toBeNull();
    expect(second.config.resolution.attack).toBe("ose");
    // The first ruleset keeps the values it was resolved with.
    expect(first.config.resolution.attack).not.toBe("ose");
    expect(rules.resolveRuleset(hostile(JSON.parse(JSON.stringify(config))))).toBe(second);
    config.resolution["zeroHealth"] = "a13";
    expect(rulesErrorCode(() => rules.resolveRuleset(hostile(config)))).toBe("INVALID_ARGUMENT");
  });

  it("L5: the travel functions refuse a missing or forged ruleset with a RulesError", () => {
    const forged = { points: { travelModel: { milesInTerrain: () => 999, travelDays: () => 999 }, forcedMarch: null }, config: rules.BOOK_CONFIG };
    for (const ruleset of [undefined, null, {}, forged]) {
      expect(rulesErrorCode(() => rules.forcedMarchSteps(10, 8, hostile(ruleset)))).toBe("INVALID_ARGUMENT");
      expect(rulesErrorCode(() => rules.travelDays(2, "forest", hostile(ruleset)))).toBe("INVALID_ARGUMENT");
      expect(rulesErrorCode(() => rules.milesPerDayInTerrain(24, "forest", {}, hostile(ruleset)))).toBe("INVALID_ARGUMENT");
      const traveller = { milesPerDay: 24, steps: 0, adaptation: {}, sureFooted: false, immobile: false };
      expect(rulesErrorCode(() => rules.overlandHexHours(hostile(traveller), { terrain: "forest", steep: false }, 6, hostile(ruleset)))).toBe("INVALID_ARGUMENT");
      expect(rulesErrorCode(() => rules.overlandTravel(hostile([traveller]), [{ terrain: "forest", steep: false }], 6, hostile(ruleset)))).toBe("INVALID_ARGUMENT");
    }
  });

  it("L6: every ruleset entry point loads when it is the first module imported", async () => {
    for (const load of [
      () => import("../../module/rules/ruleset/derive"),
      () => import("../../module/rules/ruleset/registry"),
      () => import("../../module/rules/ruleset/config"),
      () => import("../../module/rules/initiative/models"),
      () => import("../../module/rules/movement-points"),
      () => import("../../module/rules/initiative/memory"),
      () => import("../../module/rules/ruleset/memory-registry"),
      () => import("../../module/rules/ruleset/resolve"),
      () => import("../../module/rules/modules/initiative/hold-ready"),
      () => import("../../module/rules/initiative/hold"),
      () => import("../../module/rules/modules/travel/ose"),
      () => import("../../module/rules/character/derive"),
      () => import("../../module/rules"),
    ]) {
      vi.resetModules();
      await expect(load()).resolves.toBeTruthy();
    }
  });

  it("L7: judgeAttack accepts every plan planAttack makes at the API bounds (a defence held at ±MAX_MODIFIER)", () => {
    const input = { attacker: fighter(), item: item(), options: options() };
    const armoured = fighter({ kind: "creature", defences: { ac: MAX_MODIFIER, pd: 10, md: 10 }, armour: [{ defence: 1, shield: false }] });
    for (const ruleset of [rules.BOOK_RULESET, OSE, A5E]) {
      const plan = rules.planAttack(input, [target(armoured, { cover: "half" })], ruleset);
      expect(Math.abs(plan.targets[0]!.defence)).toBeLessThanOrEqual(MAX_MODIFIER);
      const rolls = plan.targets.map((t) => (t.refused === null ? { natural: 11, diceTotal: 11 } : null));
      expect(rulesErrorCode(() => rules.judgeAttack(input, plan, rolls, ruleset))).toBe("no error");
      expect(Math.abs(rules.defencesOf(armoured, ruleset).ac)).toBeLessThanOrEqual(MAX_MODIFIER);
    }
  });

  it("L8: every amount the pipeline computes is one applyHealthChange takes", () => {
    const input = { attacker: fighter(), item: item(), options: options() };
    const plan = rules.planAttack(input, [target(fighter())], rules.BOOK_RULESET);
    const row = { ...rules.judgeAttack(input, plan, [{ natural: 20, diceTotal: 30 }], rules.BOOK_RULESET)[0]!, multiplier: 8 };
    const amount = rules.rowAmount(row, { damage: 600_000_000, missDamage: 0 }, { damageParts: [], minimumOnHit: false, selfFumble: false }, rules.BOOK_RULESET);
    expect(amount).toBe(MAX_HEALTH);
    const change = { fighter: fighter(), statuses: [], zeroMarked: false, change: { kind: "damage" as const, amount }, knockOut: false, now: 0 };
    expect(rulesErrorCode(() => rules.applyHealthChange(change, rules.BOOK_RULESET))).toBe("no error");
    const osr = rules.resolveRuleset(rules.PRESETS.osr);
    const saved = saveRowAmount({ onSuccess: "full", success: false, natural: 1, playerCharacter: true }, MAX_ROLL_TOTAL, "double", osr);
    expect(saved).toBe(MAX_HEALTH);
    expect(selfFumbleDamage(MAX_HEALTH, 1, { playerCharacter: true }, osr)).toBe(MAX_HEALTH);
  });

  it("L9: the OSE model judges every distance the pipeline accepts (beyond reach, not malformed)", () => {
    const input = { attacker: fighter(), item: item(), options: options() };
    const far = rules.planAttack(input, [target(fighter(), { distanceHexes: 2_000_000 })], OSE);
    expect(far.targets[0]!.refused).toBe("outOfRange");
    const bow = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }), options: options() };
    expect(rules.planAttack(bow, [target(fighter(), { distanceHexes: MAX_ROLL_TOTAL })], OSE).targets[0]!.refused).toBe("outOfRange");
  });

  it("L10: the morale and self-fumble helpers refuse bad input with a RulesError", () => {
    const coded = (f: () => unknown) => expect(rulesErrorCode(f)).not.toMatch(/^(not a RulesError|no error)/);
    coded(() => judgeMorale(hostile(undefined), 7));
    coded(() => judgeMorale(hostile({ dice: "2d6", parts: null, stands: { atLeast: 11 } }), 7));
    coded(() => moraleChoiceWithin(undefined, hostile(null)));
    coded(() => moraleChoiceWithin(hostile({ adjustment: { min: null, max: 2 } }), NO_MORALE_CHOICE));
    coded(() => sideCount(hostile(1)));
    coded(() => sideCount(hostile([null])));
    coded(() => isSelfFumble(1, hostile(undefined), OSE));
    coded(() => selfFumbleDamage(5, 1, hostile(undefined), OSE));
    // Good input still answers.
    expect(sideCount([{ dead: true, down: false }, { dead: false, down: true }])).toEqual({ total: 2, dead: 1, down: 2 });
  });

  it("P1 (cost): world-action candidates and records read each listed id a bounded number of times", () => {
    const ids = Array.from({ length: 400 }, (_, i) => `c${i}`);
    const record = counted(ids.filter((_, i) => i % 2 === 0));
    expect(worldActionCandidates(ids, true, { combat: "x", targeted: record.list }, "x")).toHaveLength(200);
    expect(record.reads()).toBeLessThanOrEqual(4 * 200);
    const kept = counted(ids.slice(0, 200));
    expect(recordWorldActionTargets({ combat: "x", targeted: kept.list }, "x", ids).targeted).toHaveLength(400);
    expect(kept.reads()).toBeLessThanOrEqual(4 * 200);
  });
});
