/**
 * The morale check outside the models (RESOLUTION.md RS-12, RO-11, RO-12): the GM's dialog choices
 * kept within what each model asks, a plan judged from its dice total, a side counted for prompts.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { resolveRuleset } from "../ruleset/resolve";
import { NO_MORALE_CHOICE, judgeMorale, moraleChoiceWithin, sideCount } from "./morale";
import { fighter } from "../../../tests/support/fighters";
import { hostile, thrownBy } from "../../../tests/support/rules-error";
import { RulesError } from "../errors";

const ose = resolveRuleset(PRESETS.ose).points.morale!;
const osr = resolveRuleset(PRESETS.osr).points.morale!;
const wild = { adjustment: 9, advantage: true, disadvantage: false, fitting: true };

describe("the dialog's choice within the model's inputs", () => {
  it("GOR-14 OSE asks the GM's −2…+2 only: +9 is +2, no advantage, never fitting", () => {
    expect(moraleChoiceWithin(ose.inputs, wild)).toEqual({ adjustment: 2, advantage: false, disadvantage: false, fitting: false });
    expect(moraleChoiceWithin(ose.inputs, { ...wild, adjustment: -7 }).adjustment).toBe(-2);
  });

  it("G2R-11 OSR asks advantage or disadvantage and fitting; the adjustment within ±20", () => {
    expect(moraleChoiceWithin(osr.inputs, wild)).toEqual(wild);
    expect(moraleChoiceWithin(osr.inputs, { ...wild, adjustment: 500 }).adjustment).toBe(20);
    expect(moraleChoiceWithin(osr.inputs, { ...wild, adjustment: 1.5 }).adjustment).toBe(0);
  });

  it("a model that asks nothing takes the check as it stands", () => {
    expect(moraleChoiceWithin(undefined, wild)).toEqual(NO_MORALE_CHOICE);
  });
});

describe("judging a rolled plan", () => {
  it("G2R-11 WIS 12, proficiency 2 fitting, bonus +1: d20 7 → 11 stands, d20 6 → 10 flees", () => {
    const creature = fighter({ kind: "creature", playerCharacter: false, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 12, cha: 10 }, proficiency: 2, moraleBonus: 1 });
    const plan = osr.plan(creature, { ...NO_MORALE_CHOICE, fitting: true })!;
    expect(judgeMorale(plan, 7)).toEqual({ total: 11, stands: true });
    expect(judgeMorale(plan, 6)).toEqual({ total: 10, stands: false });
  });

  it("G2R-11 the dialog's disadvantage reaches the dice; its adjustment is a part", () => {
    const creature = fighter({ kind: "creature", playerCharacter: false });
    const plan = osr.plan(creature, moraleChoiceWithin(osr.inputs, { adjustment: -3, advantage: false, disadvantage: true, fitting: false }))!;
    expect(plan.dice).toBe("2d20kl");
    expect(plan.parts).toContainEqual({ key: "situational", value: -3 });
    expect(judgeMorale(plan, 13).total).toBe(10);
  });

  it("GOR-14 morale 7 with +2: 2d6 = 9 fights on, 10 flees (at most the score)", () => {
    const goblin = fighter({ kind: "creature", playerCharacter: false, morale: 7 });
    const plan = ose.plan(goblin, moraleChoiceWithin(ose.inputs, { ...NO_MORALE_CHOICE, adjustment: 2 }))!;
    expect(judgeMorale(plan, 9)).toEqual({ total: 9, stands: true });
    expect(judgeMorale(plan, 10)).toEqual({ total: 10, stands: false });
  });

  it("refuses a dice total that is not a whole number", () => {
    expect(() => judgeMorale({ dice: "2d6", parts: [], stands: { atMost: 7 } }, 7.5)).toThrow();
    expect(thrownBy(() => judgeMorale({ dice: "2d6", parts: [], stands: { atMost: 7 } }, 7.5))).toMatchObject({ code: "NOT_INTEGER", parameter: "diceTotal" });
  });

  it("refuses a plan that says neither at least nor at most, naming its `stands`", () => {
    const e = thrownBy(() => judgeMorale(hostile({ dice: "2d6", parts: [], stands: {} }), 7));
    expect(e).toBeInstanceOf(RulesError);
    expect(e).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "plan.stands", value: {} });
    expect((e as Error).message).toMatch(/expected atLeast or atMost$/);
  });
});

describe("a side's count for the prompts", () => {
  it("GOR-14 four goblins: a dead one is dead and down; an unconscious one is down only", () => {
    expect(sideCount([{ dead: true, down: false }, { dead: false, down: true }, { dead: false, down: false }, { dead: false, down: false }])).toEqual({ total: 4, dead: 1, down: 2 });
    expect(sideCount([])).toEqual({ total: 0, dead: 0, down: 0 });
  });
});
