/**
 * The edges of `combat/world-hazards.ts` (VARIANTS.md §6.9, §13.3 row 43): damage formulas at the
 * edges of their pattern, a hazard's DC at its bounds, a hazard held in a function, moments of
 * another round, lengths per hex at their bounds, and every refusal's code, parameter, value and
 * text. The golden cases (GA-W*) are in `modules/combat/a5e-world.test.ts` and `world-moves.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_ACTION, planAction } from "./action";
import { turnMoments } from "./turn-moment";
import { feetToHexes, givenInitiativeSecond, hazardDamageOf, hazardDamageRange, hazardEndOfTurnDue, hazardEntryDue, hazardProblems, isHazardDamage, withinRoundsBy, type HazardSpec } from "./world-hazards";
import { expectRefusal, refusalOf as refusal } from "../../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const MUD: HazardSpec = { save: "str", dc: 12, damage: "", trigger: "endOfTurn" };
const BURNING: HazardSpec = { save: "flat", dc: 1, damage: "1d6", trigger: "firstEntry" };
const moments = turnMoments({ round: 2, state: { id: "c", action: planAction(2, 9), tieBreak: 1, conditions: [], defeated: false }, memory: { base: 0, held: 0 }, doubleMoveRound: 0 }, A5E);
const due = (over: object = {}) => hazardEndOfTurnDue({ hazard: MUD, now: { round: 2, second: 10 }, firedRound: 0, moments, closing: false, ...over } as never, A5E);
const entry = (over: object = {}) => hazardEntryDue({ hazard: BURNING, now: { round: 3, second: 6 }, firedRound: 0, ...over } as never, A5E);


describe("hazard damage", () => {
  it("takes 10 to 19 dice and a modifier of up to three digits", () => {
    expect(isHazardDamage("11d6")).toBe(true);
    expect(isHazardDamage("19d4 + 999")).toBe(true);
    expect(isHazardDamage("1d6+10")).toBe(true);
    expect(hazardDamageRange("1d6+10")).toEqual({ min: 11, max: 16 });
    expect(isHazardDamage("1d6+1000")).toBe(false);
  });

  it("refuses a formula it cannot read, a saved flag that is not a boolean, and a roll that is not finite", () => {
    expectRefusal(() => hazardDamageRange("2d7"), "INVALID_ARGUMENT", "formula", "2d7", "expected a hazard damage formula");
    expectRefusal(() => hazardDamageOf(null as never), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => hazardDamageOf({ formula: "2d6", saved: "no" as never, rolled: 7 }), "INVALID_ARGUMENT", "input.saved", "no", "expected a boolean");
    for (const rolled of [Infinity, Number.NaN, "7" as never]) {
      expectRefusal(() => hazardDamageOf({ formula: "2d6", saved: false, rolled }), "INVALID_ARGUMENT", "input.rolled", rolled, "expected a finite number");
    }
  });
});

describe("a hazard's fields", () => {
  it("refuses a DC above 40 and reads a function's fields as none", () => {
    expect(hazardProblems({ ...MUD, dc: 41 })).toEqual(["dc"]);
    expect(hazardProblems({ ...MUD, dc: 1 })).toEqual([]);
    expect(hazardProblems(Object.assign(() => 0, MUD))).toEqual(["save", "dc", "damage", "trigger"]);
  });

  it("names the first bad field of a hazard on the clock, with its value", () => {
    expectRefusal(() => due({ hazard: { ...MUD, dc: 0 } }), "INVALID_ARGUMENT", "input.hazard.dc", 0, "expected a valid hazard field");
    expectRefusal(() => due({ hazard: null }), "INVALID_ARGUMENT", "input.hazard.save", undefined, "expected a valid hazard field");
    expect(refusal(() => entry({ hazard: { ...BURNING, trigger: "always" } })).parameter).toBe("input.hazard.trigger");
  });
});

describe("hazards on the clock", () => {
  it("an end-of-turn hazard reads no moment of another round", () => {
    expect(due()).toBe(9);
    expect(due({ now: { round: 3, second: 10 } })).toBeNull();
  });

  it("an entry hazard never fires without the world-turn rule", () => {
    expect(entry()).toBe(true);
    expect(hazardEntryDue({ hazard: BURNING, now: { round: 3, second: 6 }, firedRound: 0 }, BOOK_RULESET)).toBe(false);
  });

  it("names each refused input of the end-of-turn clock", () => {
    expect(refusal(() => hazardEndOfTurnDue(null as never, A5E)).parameter).toBe("input");
    expect(refusal(() => due({ now: { round: 2, second: 0 } })).parameter).toMatch(/^input\.now/);
    expect(refusal(() => due({ firedRound: -1 })).parameter).toBe("input.firedRound");
    expect(refusal(() => due({ moments: null })).parameter).toBe("input.moments");
    expectRefusal(() => due({ closing: 1 }), "INVALID_ARGUMENT", "input.closing", 1, "expected a boolean");
    expect(refusal(() => due({ moments: { ...moments, end: { ...moments.end, second: 21 } } })).parameter).toBe("input.moments.end.second");
  });

  it("names each refused input of the entry clock", () => {
    expect(refusal(() => hazardEntryDue(null as never, A5E)).parameter).toBe("input");
    expect(refusal(() => entry({ now: null })).parameter).toMatch(/^input\.now/);
    expect(refusal(() => entry({ firedRound: 1.5 })).parameter).toBe("input.firedRound");
  });

  it("closing the round fires it at the end-of-turn moment of a combatant without an action", () => {
    const none = turnMoments({ round: 2, state: { id: "c", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, memory: { base: 0, held: 0 }, doubleMoveRound: 0 }, A5E);
    expect(hazardEndOfTurnDue({ hazard: MUD, now: { round: 2, second: 20 }, firedRound: 0, moments: none, closing: true }, A5E)).toBe(none.end.second);
  });
});

describe("lengths, rounds and counts", () => {
  it("takes a length per hex from 0.01 to 10,000 ft and refuses any other", () => {
    expect(feetToHexes(1, 0.01)).toBe(100);
    expect(feetToHexes(10_000, 10_000)).toBe(1);
    for (const bad of [10_000.5, Number.NaN, Infinity, "5" as never]) {
      expectRefusal(() => feetToHexes(15, bad), "OUT_OF_RANGE", "feetPerHex", bad, "expected a length per hex from 0.01 to 10,000 ft");
    }
    expect(refusal(() => feetToHexes(-1, 5)).parameter).toBe("feet");
  });

  it("names the start, the rounds and the count", () => {
    expect(refusal(() => withinRoundsBy(null as never, 1)).parameter).toMatch(/^from/);
    expect(refusal(() => withinRoundsBy({ round: 1, second: 1 }, 1001)).parameter).toBe("rounds");
    expect(refusal(() => givenInitiativeSecond(1001)).parameter).toBe("count");
  });
});
