/**
 * The edges of the chase check (./chase.ts): every refusal's code, parameter and value, each bound
 * taken exactly and refused one past it, the catch at the DC itself, and the group's roller among
 * equals. The book's examples are in chase.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset/resolve";
import { MAX_SPEED } from "./bounds";
import { MAX_ABILITY_SCORE } from "./ability-scale";
import { MAX_MODIFIER } from "./resolution/validate";
import { CHASE_GROUNDS, chaseCaught, chaseCheck, chaseGroupRoller, chaseRoll, type ChaserInput } from "./chase";

const osr = resolveRuleset(PRESETS.osr);
const chaser = (over: Partial<ChaserInput> = {}): ChaserInput => ({ quarryHexes: 12, ground: "flat", scores: { str: 10, dex: 10, con: 10 }, advantage: false, disadvantage: false, ...over });

describe("chaseCheck's input", () => {
  it("the grounds, in the order the chat helper offers them", () => {
    expect(CHASE_GROUNDS).toEqual(["flat", "uneven", "overland"]);
  });

  it("a quarry of 0 and of the speed bound taken; one past either refused by name", () => {
    expect(chaseCheck({ quarryHexes: 0, ground: "flat" }, osr)).toEqual({ dc: 5, ability: "str" });
    expect(chaseCheck({ quarryHexes: MAX_SPEED, ground: "overland" }, osr)).toEqual({ dc: 105, ability: "con" });
    expectRefusal(() => chaseCheck({ quarryHexes: MAX_SPEED + 1, ground: "flat" }, osr), "OUT_OF_RANGE", "quarryHexes", MAX_SPEED + 1, "");
    expectRefusal(() => chaseCheck({ quarryHexes: -1, ground: "flat" }, osr), "OUT_OF_RANGE", "quarryHexes", -1, "");
  });

  it("an input that is no object, an unknown ground, a missing ruleset: refused by name", () => {
    expectRefusal(() => chaseCheck(null as never, osr), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => chaseCheck({ quarryHexes: 12, ground: "mud" as never }, osr), "INVALID_ARGUMENT", "ground", "mud", "");
    expect(() => chaseCheck({ quarryHexes: 12, ground: "flat" }, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});

describe("chaseCaught", () => {
  it("a total equal to the DC catches, one under does not", () => {
    expect(chaseCaught(11, 11)).toBe(true);
    expect(chaseCaught(10, 11)).toBe(false);
    expect(chaseCaught(12, 11)).toBe(true);
  });

  it("totals and DCs from −MAX_MODIFIER to 2 × MAX_MODIFIER taken; one past refused by name", () => {
    expect(chaseCaught(-MAX_MODIFIER, -MAX_MODIFIER)).toBe(true);
    expect(chaseCaught(2 * MAX_MODIFIER, 2 * MAX_MODIFIER)).toBe(true);
    expectRefusal(() => chaseCaught(-MAX_MODIFIER - 1, 0), "OUT_OF_RANGE", "total", -MAX_MODIFIER - 1, "");
    expectRefusal(() => chaseCaught(2 * MAX_MODIFIER + 1, 0), "OUT_OF_RANGE", "total", 2 * MAX_MODIFIER + 1, "");
    expectRefusal(() => chaseCaught(0, -MAX_MODIFIER - 1), "OUT_OF_RANGE", "dc", -MAX_MODIFIER - 1, "");
    expectRefusal(() => chaseCaught(0, 2 * MAX_MODIFIER + 1), "OUT_OF_RANGE", "dc", 2 * MAX_MODIFIER + 1, "");
  });
});

describe("chaseRoll's input", () => {
  it("scores of 0 and of the ability bound taken, with their modifiers", () => {
    expect(chaseRoll(chaser({ scores: { str: 0, dex: 10, con: 10 } }), osr)?.modifier).toBe(-5);
    expect(chaseRoll(chaser({ ground: "overland", scores: { str: 10, dex: 10, con: MAX_ABILITY_SCORE } }), osr)?.modifier).toBe(45);
  });

  it("each score refused by its own name, one past either bound", () => {
    for (const k of ["str", "dex", "con"] as const) {
      expectRefusal(() => chaseRoll(chaser({ scores: { str: 10, dex: 10, con: 10, [k]: MAX_ABILITY_SCORE + 1 } }), osr), "OUT_OF_RANGE", `scores.${k}`, MAX_ABILITY_SCORE + 1, "");
      expectRefusal(() => chaseRoll(chaser({ scores: { str: 10, dex: 10, con: 10, [k]: -1 } }), osr), "OUT_OF_RANGE", `scores.${k}`, -1, "");
    }
  });

  it("scores that are no object and flags that are no booleans refused by name", () => {
    expectRefusal(() => chaseRoll(chaser({ scores: null as never }), osr), "INVALID_ARGUMENT", "scores", null, "expected an object");
    expect(() => chaseRoll(chaser({ advantage: 1 as never }), osr)).toThrow(expect.objectContaining({ parameter: "advantage" }));
    expect(() => chaseRoll(chaser({ disadvantage: "no" as never }), osr)).toThrow(expect.objectContaining({ parameter: "disadvantage" }));
  });

  it("without a chase rule nothing of the chaser is read", () => {
    expect(chaseRoll(chaser({ scores: null as never, advantage: 1 as never }), resolveRuleset(PRESETS.ose))).toBeNull();
  });

  it("disadvantage alone rolls low, advantage alone high, both or neither one die", () => {
    expect(chaseRoll(chaser({ disadvantage: true }), osr)?.dice).toBe("2d20kl");
    expect(chaseRoll(chaser({ advantage: true }), osr)?.dice).toBe("2d20kh");
    expect(chaseRoll(chaser({ advantage: true, disadvantage: true }), osr)?.dice).toBe("1d20");
    expect(chaseRoll(chaser(), osr)?.dice).toBe("1d20");
  });
});

describe("chaseGroupRoller", () => {
  it("the lowest modifier; the first of equals; a lower one later wins; one chaser rolls", () => {
    expect(chaseGroupRoller([3])).toBe(0);
    expect(chaseGroupRoller([0, 0])).toBe(0);
    expect(chaseGroupRoller([1, 0])).toBe(1);
    expect(chaseGroupRoller([-2, 5, -2])).toBe(0);
    expect(chaseGroupRoller([4, 3, 2, 1])).toBe(3);
  });

  it("modifiers within ±MAX_MODIFIER taken; one past refused by its index; a list that is no array refused", () => {
    expect(chaseGroupRoller([MAX_MODIFIER, -MAX_MODIFIER])).toBe(1);
    expectRefusal(() => chaseGroupRoller([0, MAX_MODIFIER + 1]), "OUT_OF_RANGE", "modifiers[1]", MAX_MODIFIER + 1, "");
    expectRefusal(() => chaseGroupRoller([-MAX_MODIFIER - 1]), "OUT_OF_RANGE", "modifiers[0]", -MAX_MODIFIER - 1, "");
    expectRefusal(() => chaseGroupRoller("1,2" as never), "INVALID_ARGUMENT", "modifiers", "1,2", "expected a list of modifiers");
  });
});
