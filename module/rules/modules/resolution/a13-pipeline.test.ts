/** The 13A models through the resolution pipeline (RESOLUTION.md §4.1, §8.1): plan, judge, amount, health. */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { resolveRuleset } from "../../ruleset/resolve";
import { judgeAttack, planAttack, rowAmount } from "../../resolution/attack";
import { applyHealthChange, undoChange } from "../../resolution/health";
import { fighter, health, item, options, target } from "../../../../tests/support/fighters";
import { scores } from "./a13-scores.test-support";
import type { Fighter } from "../../resolution/types";

const A13 = resolveRuleset(PRESETS.a13);
const noCtx = { damageParts: [], minimumOnHit: false, selfFumble: false };
const creature = (over: Partial<Fighter> = {}): Fighter => fighter({ kind: "creature", playerCharacter: false, ...over });

describe("13A through the pipeline (RESOLUTION.md §8.1)", () => {
  it("G13R-1 a PC's 21 hits AC 21 with the escalation die; a creature's 19 misses (no escalation)", () => {
    const pc = { attacker: fighter({ level: 4, abilities: scores({ str: 16 }) }), item: item(), options: options({ escalation: 2 }) };
    const goblin = creature({ defences: { ac: 21, pd: 10, md: 10 } });
    const plan = planAttack(pc, [target(goblin)], A13);
    expect(plan.dice).toEqual({ kind: "d20", keep: "one" });
    expect(judgeAttack(pc, plan, [{ natural: 12, diceTotal: 12 }], A13)[0]).toMatchObject({ outcome: "hit", total: 21, defence: 21 });
    const monster = { attacker: creature({ level: 4 }), item: item({ attack: "1d20 + 7" }), options: options({ escalation: 2 }) };
    const hero = fighter({ level: 3, abilities: { str: 10, dex: 10, con: 21, int: 10, wis: 21, cha: 10 }, armour: [] });
    const mPlan = planAttack(monster, [target(hero)], A13);
    expect(mPlan.dice).toEqual({ kind: "formula", formula: "1d20 + 7" });
    // The hero's AC: middle(21, 10, 21) + 3 = 24; a creature's 12 + 7 = 19 misses it, with no escalation part.
    expect(judgeAttack(monster, mPlan, [{ natural: 12, diceTotal: 19 }], A13)[0]).toMatchObject({ outcome: "miss", total: 19, defence: 24 });
  });

  it("G13R-3 one spell, three targets, one damage roll: miss damage, crit ×2, a fumble deals nothing", () => {
    const input = { attacker: creature({ level: 2 }), item: item({ spell: true, defence: "pd", attack: "1d20 + 5", damage: "3d6", missDamage: "@level" }), options: options() };
    const t = (pd: number) => target(creature({ defences: { ac: 10, pd, md: 10 } }));
    const plan = planAttack(input, [t(13), t(18), t(5)], A13);
    expect(plan.missDamage).toBe("@level");
    const rows = judgeAttack(input, plan, [{ natural: 7, diceTotal: 12 }, { natural: 20, diceTotal: 25 }, { natural: 1, diceTotal: 6 }], A13);
    expect(rows.map((r) => [r.outcome, r.deals])).toEqual([["miss", "missDamage"], ["crit", "damage"], ["fumble", "none"]]);
    expect(rows.map((r) => rowAmount(r, { damage: 10, missDamage: 2 }, noCtx, A13))).toEqual([2, 20, 0]);
  });

  it("G13R-4 a crit against a vulnerable target below its defence counts as a hit, ×2", () => {
    const input = { attacker: creature(), item: item({ attack: "1d20 + 5" }), options: options() };
    const plan = planAttack(input, [target(creature({ defences: { ac: 25, pd: 10, md: 10 }, conditions: ["vulnerable"] }))], A13);
    const [row] = judgeAttack(input, plan, [{ natural: 18, diceTotal: 23 }], A13);
    expect(row).toMatchObject({ outcome: "crit", multiplier: 2, deals: "damage" });
    expect(rowAmount(row!, { damage: 6, missDamage: 0 }, noCtx, A13)).toBe(12);
  });

  it("G13R-6 the worst condition only, on the attack and on the target's defence", () => {
    const input = { attacker: fighter({ conditions: ["dazed", "weakened"] }), item: item(), options: options() };
    const plan = planAttack(input, [target(creature({ defences: { ac: 20, pd: 20, md: 20 }, conditions: ["stunned", "unconscious", "weakened"] }))], A13);
    expect(plan.parts.filter((p) => p.key === "condition")).toEqual([{ key: "condition", value: -4 }]);
    expect(plan.targets[0]!.defence).toBe(16);
  });

  it("G13R-15 resistance halves a hit's damage below the resistance number", () => {
    const input = { attacker: creature(), item: item({ attack: "1d20", damageType: "fire" }), options: options() };
    const plan = planAttack(input, [target(creature({ defences: { ac: 5, pd: 5, md: 5 }, resistances: { fire: 16 } }))], A13);
    const amount = (natural: number) => rowAmount(judgeAttack(input, plan, [{ natural, diceTotal: natural }], A13)[0]!, { damage: 9, missDamage: 0 }, noCtx, A13);
    expect([amount(14), amount(16)]).toEqual([4, 9]);
  });

  it("G13R-7 temporary health: the higher counts, damage takes it first", () => {
    const change = (f: Fighter, kind: "damage" | "temp", amount: number) => applyHealthChange({ fighter: f, statuses: [], zeroMarked: false, change: { kind, amount }, knockOut: false, now: null }, A13).after.health;
    expect(change(fighter({ health: health(20, 20, 0, 5) }), "temp", 3).temp).toBe(5);
    expect(change(fighter({ health: health(20, 20, 0, 5) }), "temp", 8).temp).toBe(8);
    expect(change(fighter({ health: health(20, 20, 0, 8) }), "damage", 10)).toEqual(health(18, 20, 0, 0));
  });

  it("G13R-8 / G13R-9 / G13R-10 at 0: below and dying, death at −½ max, healing from 0, undo, creatures slain or knocked out", () => {
    const pc = fighter({ health: health(6, 30) });
    const blow = applyHealthChange({ fighter: pc, statuses: [], zeroMarked: false, change: { kind: "damage", amount: 14 }, knockOut: false, now: 47 }, A13);
    expect(blow.after.health).toEqual(health(0, 30, 8));
    expect(blow.add).toEqual([{ id: "unconscious", marker: true }]);
    expect(blow.after.dying.since).toBe(47);
    const dyingPc = { ...pc, health: blow.after.health, dying: blow.after.dying };
    const second = applyHealthChange({ fighter: dyingPc, statuses: ["unconscious"], zeroMarked: true, change: { kind: "damage", amount: 7 }, knockOut: false, now: 48 }, A13);
    expect(second.after.health.below).toBe(15);
    expect(second.dead).toBe(true);
    const m27 = applyHealthChange({ fighter: fighter({ health: health(0, 27, 12), dying: { failures: 0, stable: false, since: 40, combat: "c" } }), statuses: ["unconscious"], zeroMarked: true, change: { kind: "damage", amount: 1 }, knockOut: false, now: 50 }, A13);
    expect(m27.dead).toBe(true);
    const healed = applyHealthChange({ fighter: dyingPc, statuses: ["unconscious"], zeroMarked: true, change: { kind: "heal", amount: 11 }, knockOut: false, now: 49 }, A13);
    expect(healed.after.health).toEqual(health(11, 30, 0));
    expect(healed.remove).toEqual(["unconscious"]);
    expect(healed.after.dying.since).toBeNull();
    expect(undoChange(blow)).toMatchObject({ health: health(6, 30), remove: ["unconscious"], dying: { since: null } });
    const slain = applyHealthChange({ fighter: creature({ health: health(3, 10) }), statuses: [], zeroMarked: false, change: { kind: "damage", amount: 5 }, knockOut: false, now: 47 }, A13);
    expect([slain.add, slain.after.health.below, slain.dead]).toEqual([[{ id: "dead", marker: false }], 0, true]);
    const out = applyHealthChange({ fighter: creature({ health: health(3, 10) }), statuses: [], zeroMarked: false, change: { kind: "damage", amount: 5 }, knockOut: true, now: 47 }, A13);
    expect([out.add, out.dead]).toEqual([[{ id: "unconscious", marker: true }], false]);
  });
});
