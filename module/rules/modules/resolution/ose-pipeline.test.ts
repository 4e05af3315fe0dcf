import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import { judgeAttack, planAttack, rowAmount } from "../../resolution/attack";
import { applyHealthChange } from "../../resolution/health";
import { judgeSave, planSave, saveDamage } from "../../resolution/save";
import { coverTargetable } from "../../resolution/cover";
import { fighter, health, item, options, target } from "../../../../tests/support/fighters";

const ose = resolveRuleset(PRESETS.ose);
const a5e = resolveRuleset(PRESETS.a5e);
const monster = (aac: number) => fighter({ kind: "creature", playerCharacter: false, defences: { ac: aac, pd: 10, md: 10 } });
const d20 = (natural: number) => ({ natural, diceTotal: natural });

describe("OSE through the pipeline (RESOLUTION.md §4.3)", () => {
  it("GOR-1 planAttack / judgeAttack: the 5th-level fighter's 14 + 1 hits AC 4 (AAC 15); 11 + 1 misses", () => {
    const input = { attacker: fighter({ attackBonus: 2, abilities: { ...fighter().abilities, str: 13 } }), item: item(), options: options() };
    const plan = planAttack(input, [target(monster(15)), target(monster(15))], ose);
    const rows = judgeAttack(input, plan, [d20(14), d20(11)], ose);
    expect(rows.map((r) => [r.outcome, r.total, r.defence])).toEqual([["hit", 15, 15], ["miss", 12, 15]]);
  });

  it("P4 (003:L997): the Fists (unarmed) plan 1d2 + STR under the OSE preset, a GM's weapon still 1d6 + STR", () => {
    const attacker = fighter({ abilities: { ...fighter().abilities, str: 13 } });
    const fists = planAttack({ attacker, item: item({ damage: "1d3", unarmed: true }), options: options() }, [target(monster(12))], ose);
    expect(fists.damage.formula).toBe("1d2");
    expect(fists.damage.parts).toEqual([{ key: "ability.str", value: 1 }]);
    const club = planAttack({ attacker, item: item({ damage: "1d2" }), options: options() }, [target(monster(12))], ose);
    expect(club.damage.formula).toBe("1d6");
  });

  it("GOR-2 the matrix cap: 19 + 1 hits AAC 22; a natural 1 with +10 misses AC 9", () => {
    const input = { attacker: fighter({ attackBonus: 0, abilities: { ...fighter().abilities, str: 12 } }), item: item(), options: options({ situational: 9 }) };
    const plan = planAttack({ ...input, options: options() }, [target(monster(22))], ose);
    expect(judgeAttack({ ...input, options: options() }, plan, [d20(19)], ose)[0]!.outcome).toBe("hit");
    const plan2 = planAttack(input, [target(monster(10))], ose);
    expect(judgeAttack(input, plan2, [d20(1)], ose)[0]!.outcome).toBe("miss");
  });

  it("GOR-5 complete cover refuses the row before any roll; partial −3 lands on the missile's total", () => {
    const input = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }), options: options() };
    const plan = planAttack(input, [target(monster(10), { distanceHexes: 4, cover: "total" }), target(monster(10), { distanceHexes: 4, cover: "partial3" })], ose);
    expect(plan.targets.map((t) => t.refused)).toEqual(["cannotBeHit", null]);
    expect(plan.targets[1]!.parts).toEqual([{ key: "range", value: 1 }, { key: "cover", value: -3 }]);
    const rows = judgeAttack(input, plan, [null, d20(12)], ose);
    // 12 + 1 (short) − 3 (cover) = 10 < 11, which a normal human needs against AAC 10; without the cover 13 would hit.
    expect(rows.map((r) => [r.outcome, r.total])).toEqual([["cannotBeHit", null], ["miss", 10]]);
  });

  it("GOR-7 rowAmount: STR 6 melee rolled 2 deals 1 (minimum), rolled 1 deals 1", () => {
    const input = { attacker: fighter({ abilities: { ...fighter().abilities, str: 6 } }), item: item(), options: options() };
    const plan = planAttack(input, [target(monster(10))], ose);
    const [row] = judgeAttack(input, plan, [d20(20)], ose);
    const ctx = { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false };
    expect(plan.damage.formula).toBe("1d6");
    expect([2, 1].map((d) => rowAmount(row!, { damage: d, missDamage: 0 }, ctx, ose))).toEqual([1, 1]);
  });

  it("GOR-9 applyHealthChange: 4 HP taking 6 is dead, not unconscious", () => {
    const out = applyHealthChange({ fighter: fighter({ health: health(4, 8) }), statuses: [], zeroMarked: false, change: { kind: "damage", amount: 6 }, knockOut: false, now: 47 }, ose);
    expect(out.after.health.value).toBe(0);
    expect(out.dead).toBe(true);
    expect(out.add.map((a) => a.id)).toContain("dead");
    expect(out.add.map((a) => a.id)).not.toContain("unconscious");
  });

  it("GOR-10 a melee attack on an unconscious target is auto, with damage", () => {
    const input = { attacker: fighter(), item: item(), options: options() };
    const plan = planAttack(input, [target(fighter({ conditions: ["unconscious"] }))], ose);
    expect(judgeAttack(input, plan, [null], ose)[0]).toMatchObject({ outcome: "auto", deals: "damage" });
  });

  it("GOR-11 planSave / saveDamage: HD 2 vs breath 18 → 9 on 15, 18 on 14; poison (onSuccess full) 6 either way", () => {
    const hd2 = fighter({ kind: "creature", playerCharacter: false, hitDice: { dice: 2, plus: 0 } });
    const ctx = { cover: "none" as const, advantage: false, disadvantage: false };
    const plan = planSave(hd2, { kind: "breath", dc: 0, onSuccess: null }, ctx, ose);
    expect([15, 14].map((n) => saveDamage(plan.onSuccess, judgeSave(plan, d20(n)).success, 18))).toEqual([9, 18]);
    const poison = planSave(hd2, { kind: "death", dc: 0, onSuccess: "full" }, ctx, ose);
    expect(saveDamage(poison.onSuccess, judgeSave(poison, d20(20)).success, 6)).toBe(6);
  });
});

describe("A5E through the pipeline (RESOLUTION.md §4.4)", () => {
  const dex14 = fighter({ abilities: { ...fighter().abilities, dex: 14 } });
  it("GAR-1 Flame Burst DC 12 Dex, 1d12 = 7: 9 takes 7, 10 takes 0", () => {
    const plan = planSave(dex14, { kind: "dex", dc: 12, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, a5e);
    expect([9, 10].map((n) => saveDamage(plan.onSuccess, judgeSave(plan, d20(n)).success, 7))).toEqual([7, 0]);
  });

  it("GAR-2 half cover makes 8 succeed; three-quarters +5 to AC in the book attack; total cover refuses the row and the save's target", () => {
    const plan = planSave(dex14, { kind: "dex", dc: 12, onSuccess: null }, { cover: "half", advantage: false, disadvantage: false }, a5e);
    expect(judgeSave(plan, d20(8))).toMatchObject({ success: true, total: 12 });
    const input = { attacker: fighter(), item: item({ attack: "1d20" }), options: options() };
    const atk = planAttack(input, [target(monster(12), { cover: "threeQuarters" }), target(monster(12), { cover: "total" })], a5e);
    expect(atk.targets.map((t) => [t.defence, t.refused])).toEqual([[17, null], [12, "cannotBeHit"]]);
    expect(coverTargetable("total", a5e)).toBe(false);
    expect(coverTargetable("total", BOOK_RULESET)).toBe(true);
    expect(planAttack(input, [target(monster(12), { cover: "total" })], BOOK_RULESET).targets[0]!.refused).toBeNull();
  });
});
