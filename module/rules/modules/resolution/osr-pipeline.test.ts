import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { resolveRuleset } from "../../ruleset/resolve";
import { judgeAttack, planAttack, rowAmount } from "../../resolution/attack";
import { applyHealthChange } from "../../resolution/health";
import { judgeSave, planSave, saveDamage } from "../../resolution/save";
import { defencesOf } from "../../resolution/defences";
import type { AttackTarget, Fighter } from "../../resolution/types";
import { options, fighter as osrFighter, item as osrItem } from "../../../../tests/support/fighters";
import { selfFumbleDamage } from "../../resolution/self-fumble";
import { BOOK_RULESET } from "../../ruleset/resolve";

const NO_OPTIONS = options();

const OSR = resolveRuleset(PRESETS.osr);
const abilities = (over: Partial<Fighter["abilities"]>): Fighter["abilities"] => ({ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...over });
const at = (fighter: Fighter, distanceHexes = 1): AttackTarget => ({ fighter, distanceHexes, feetPerHex: 5, cover: "none", retreating: false });
const withAc = (ac: number): Fighter => osrFighter({ kind: "creature", playerCharacter: false, defences: { ac, pd: 10, md: 10 } });

describe("the OSR models through the resolution pipeline", () => {
  it("G2R-1 melee STR 14 + proficiency 2, d20 13 vs AC 17 hits; DEX 12 ranged with a hostile adjacent, 2d20kl [15, 6] vs AC 12 misses with 9", () => {
    const melee = { attacker: osrFighter({ abilities: abilities({ str: 14 }) }), item: osrItem(), options: NO_OPTIONS };
    const plan = planAttack(melee, [at(withAc(17))], OSR);
    const [row] = judgeAttack(melee, plan, [{ natural: 13, diceTotal: 13 }], OSR);
    expect(row).toMatchObject({ outcome: "hit", total: 17, defence: 17 });
    const ranged = { attacker: osrFighter({ abilities: abilities({ dex: 12 }) }), item: osrItem({ kind: "ranged" }), options: { ...NO_OPTIONS, hostileClose: true } };
    const rplan = planAttack(ranged, [at(withAc(12), 4)], OSR);
    expect(rplan.dice).toEqual({ kind: "d20", keep: "lowest" });
    const [miss] = judgeAttack(ranged, rplan, [{ natural: 6, diceTotal: 6 }], OSR);
    expect(miss).toMatchObject({ outcome: "miss", total: 9 });
  });

  it("RB-3 under OSR: worn armour and a shield raise the AC the pipeline reads", () => {
    const f = osrFighter({ defences: { ac: 10, pd: 10, md: 10 }, armour: [{ defence: 3, shield: false }, { defence: 1, shield: true }] });
    expect(defencesOf(f, OSR).ac).toBe(14);
  });

  it("G2R-4 a natural 20 totalling 24 vs AC 25 is a crit: 1d8 + 2 rolled 5 deals 14; a creature's natural 20 doubles too", () => {
    const input = { attacker: osrFighter({ abilities: abilities({ str: 14 }) }), item: osrItem({ damage: "1d8 + 2" }), options: NO_OPTIONS };
    const plan = planAttack(input, [at(withAc(25))], OSR);
    const [row] = judgeAttack(input, plan, [{ natural: 20, diceTotal: 20 }], OSR);
    expect(row).toMatchObject({ outcome: "crit", total: 24, multiplier: 2, deals: "damage" });
    expect(rowAmount(row!, { damage: 7, missDamage: 0 }, { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false }, OSR)).toBe(14);
    const monster = { attacker: osrFighter({ kind: "creature", playerCharacter: false }), item: osrItem({ attack: "1d20 + 3" }), options: NO_OPTIONS };
    const mplan = planAttack(monster, [at(osrFighter({ defences: { ac: 30, pd: 10, md: 10 } }))], OSR);
    expect(mplan.dice).toEqual({ kind: "formula", formula: "1d20 + 3" });
    const [mrow] = judgeAttack(monster, mplan, [{ natural: 20, diceTotal: 23 }], OSR);
    expect(mrow).toMatchObject({ outcome: "crit", multiplier: 2 });
  });

  it("G2R-5 DEX 14 saves vs DC 13, 2d6 = 7: natural 1 → 14; d20 5 → 7; a creature's natural 1 → 7", () => {
    const pc = osrFighter({ abilities: abilities({ dex: 14 }) });
    const plan = planSave(pc, { kind: "dex", dc: 13, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, OSR);
    expect(plan.onSuccess).toBe("none");
    const one = judgeSave(plan, { natural: 1, diceTotal: 1 });
    expect(one.success).toBe(false);
    expect(selfFumbleDamage(saveDamage(plan.onSuccess, one.success, 7), one.natural, pc, OSR)).toBe(14);
    const five = judgeSave(plan, { natural: 5, diceTotal: 5 });
    expect(selfFumbleDamage(saveDamage(plan.onSuccess, five.success, 7), five.natural, pc, OSR)).toBe(7);
    const creature = osrFighter({ kind: "creature", playerCharacter: false });
    expect(selfFumbleDamage(7, 1, creature, OSR)).toBe(7);
    // Under the book's naturals (none) a PC's natural 1 doubles nothing.
    expect(selfFumbleDamage(7, 1, pc, BOOK_RULESET)).toBe(7);
  });

  it("G2R-10 HP 3 takes 10 → 0 with no `below`, unconscious with the marker, dying, not dead", () => {
    const f = osrFighter({ health: { value: 3, max: 10, below: 0, temp: 0 } });
    const out = applyHealthChange({ fighter: f, statuses: [], zeroMarked: false, change: { kind: "damage", amount: 10 }, knockOut: false, now: 47 }, OSR);
    expect(out.after.health).toMatchObject({ value: 0, below: 0 });
    expect(out.add).toEqual([{ id: "unconscious", marker: true }]);
    expect(out.dead).toBe(false);
    expect(out.after.dying.since).toBe(47);
  });
});
