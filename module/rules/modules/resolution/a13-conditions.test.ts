/**
 * 13th Age conditions on the attack card and the clock (VARIANTS.md row 8, §3.8, §8, §13.3;
 * 001:L441–L499): golden cases G13C-1…G13C-9; the ruler's are in ../movement/a13-condition-moves.test.ts.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import { judgeAttack, planAttack } from "../../resolution/attack";
import { attackConditionNotes, attackRefusal } from "../../resolution/condition-effects";
import { ableToAct } from "../../combat/action";
import { canAct, movementEffect, rollsInitiative } from "../../conditions";
import { fighter, item, options, target } from "../../../../tests/support/fighters";
import type { Fighter } from "../../resolution/types";
import { RulesError } from "../../errors";

const A13 = resolveRuleset(PRESETS.a13);
const creature = (over: Partial<Fighter> = {}): Fighter => fighter({ kind: "creature", playerCharacter: false, ...over });
const part = (parts: readonly { key: string; value: number }[], key: string) => parts.find((p) => p.key === key)?.value ?? 0;
/** A PC's plan against one creature with AC 20 and the given conditions (its own and the target's). */
const planWith = (own: string[], theirs: string[] = [], over: { escalation?: number; grabbed?: boolean } = {}) =>
  planAttack(
    { attacker: fighter({ conditions: own }), item: item(), options: options({ escalation: over.escalation ?? 0 }) },
    [target(creature({ defences: { ac: 20, pd: 20, md: 20 }, conditions: theirs }), over.grabbed === undefined ? {} : { grabbedByAttacker: over.grabbed })],
    A13,
  );

describe("13A conditions on the card and the clock (G13C)", () => {
  it("G13C-1 dazed: −4 to attacks, defences untouched, it still acts and moves (L449)", () => {
    expect(part(planWith(["dazed"]).parts, "condition")).toBe(-4);
    expect(planWith([], ["dazed"]).targets[0]!.defence).toBe(20);
    expect(canAct(["dazed"])).toBe(true);
    expect(movementEffect(["dazed"])).toBe("normal");
  });

  it("G13C-2 weakened: −4 to attacks and to defences; with dazed only the worst counts (L477, L441)", () => {
    expect(part(planWith(["weakened"]).parts, "condition")).toBe(-4);
    expect(planWith([], ["weakened"]).targets[0]!.defence).toBe(16);
    expect(part(planWith(["weakened", "dazed"]).parts, "condition")).toBe(-4);
  });

  it("G13C-3 fear (frightened): dazed's −4, and no escalation die for a PC (L453)", () => {
    const afraid = planWith(["frightened"], [], { escalation: 3 });
    expect(part(afraid.parts, "condition")).toBe(-4);
    expect(part(afraid.parts, "escalation")).toBe(0);
    expect(part(planWith([], [], { escalation: 3 }).parts, "escalation")).toBe(3);
  });

  it("G13C-4 stunned: −4 to defences and no action at any second; it still rolls initiative (L469)", () => {
    expect(planWith([], ["stunned"]).targets[0]!.defence).toBe(16);
    expect(canAct(["stunned"])).toBe(false);
    expect(rollsInitiative(["stunned"])).toBe(true);
    expect(ableToAct({ conditions: ["stunned"], defeated: false })).toBe(false);
    expect(ableToAct({ conditions: ["dazed"], defeated: false })).toBe(true);
  });

  it("G13C-5 helpless (unconscious): −4 to defences, no action and no initiative (L461)", () => {
    expect(planWith([], ["unconscious"]).targets[0]!.defence).toBe(16);
    expect(planWith([], ["unconscious", "stunned"]).targets[0]!.defence).toBe(16);
    expect(ableToAct({ conditions: ["unconscious"], defeated: false })).toBe(false);
    expect(rollsInitiative(["unconscious"])).toBe(false);
  });

  it("G13C-6 vulnerable: attacks against it crit on 18+ (L473); 17 is only a hit; a sturdy target crits on 20 only", () => {
    const input = { attacker: creature(), item: item({ attack: "1d20 + 10" }), options: options() };
    const plan = planAttack(input, [target(creature({ conditions: ["vulnerable"] })), target(creature())], A13);
    const judged = (n: number) => judgeAttack(input, plan, [{ natural: n, diceTotal: n + 10 }, { natural: n, diceTotal: n + 10 }], A13).map((r) => r.outcome);
    expect(judged(18)).toEqual(["crit", "hit"]);
    expect(judged(17)).toEqual(["hit", "hit"]);
    expect(judged(20)).toEqual(["crit", "crit"]);
  });

  it("G13C-7 grabbed: no ranged attack (refused, with its reason), melee allowed; the book refuses nothing (L497)", () => {
    const archer = { attacker: fighter({ conditions: ["grabbed"] }), item: item({ kind: "ranged" }), options: options() };
    expect(attackRefusal(archer, A13)).toBe("grabbedRanged");
    expect(attackRefusal({ ...archer, item: item({ kind: "ranged", spell: true }) }, A13)).toBe("grabbedRanged");
    expect(attackRefusal({ ...archer, item: item({ kind: "melee" }) }, A13)).toBeNull();
    expect(attackRefusal({ ...archer, attacker: fighter() }, A13)).toBeNull();
    expect(attackRefusal(archer, BOOK_RULESET)).toBeNull();
    expect(attackRefusal(archer, resolveRuleset(PRESETS.ose))).toBeNull();
  });

  it("G13C-8 the grabber gets +4 against the creature it grabs, and only that one (L499)", () => {
    const t = (grabbedByAttacker?: boolean) => target(creature({ defences: { ac: 20, pd: 20, md: 20 } }), grabbedByAttacker === undefined ? {} : { grabbedByAttacker });
    const input = { attacker: creature(), item: item({ attack: "1d20 + 5" }), options: options() };
    const plan = planAttack(input, [t(true), t(false), t()], A13);
    expect(plan.targets.map((x) => part(x.parts, "grabbing"))).toEqual([4, 0, 0]);
    // 11 + 5 = 16 misses AC 20; with the +4 the grabbed target is hit at 20.
    const rows = judgeAttack(input, plan, [{ natural: 11, diceTotal: 16 }, { natural: 11, diceTotal: 16 }, { natural: 11, diceTotal: 16 }], A13);
    expect(rows.map((r) => [r.outcome, r.total])).toEqual([["hit", 20], ["miss", 16], ["miss", 16]]);
    expect(part(planAttack(input, [t(true)], BOOK_RULESET).targets[0]!.parts, "grabbing")).toBe(0);
    expect(() => planAttack(input, [{ ...t(), grabbedByAttacker: "yes" as never }], A13)).toThrow(RulesError);
  });

  it("G13C-9 hampered and confused are shown as notes; they still act and move normally (L445, L457)", () => {
    const input = (conditions: string[]) => ({ attacker: fighter({ conditions }), item: item(), options: options() });
    expect(attackConditionNotes(input(["confused", "dazed", "hampered"]), A13)).toEqual(["hampered", "confused"]);
    expect(attackConditionNotes(input(["dazed"]), A13)).toEqual([]);
    expect(attackConditionNotes(input(["hampered"]), BOOK_RULESET)).toEqual([]);
    expect(canAct(["confused", "hampered"])).toBe(true);
    expect(movementEffect(["hampered"])).toBe("normal");
    expect(part(planWith(["confused", "hampered"]).parts, "condition")).toBe(0);
  });

  it("refuses a forged input or ruleset", () => {
    const input = { attacker: fighter(), item: item(), options: options() };
    expect(() => attackRefusal({ ...input, item: { ...item(), kind: "thrown" } } as never, A13)).toThrow(RulesError);
    expect(() => attackConditionNotes(input, { ...A13 } as never)).toThrow(RulesError);
  });
});
