/**
 * The core's side of evasion (VARIANTS.md §5.14, §13.3 row 33): the bounds of its input, each
 * refusal's parameter and text, and the sides by disposition. The OSE tables and golden cases
 * GO-E* are in modules/combat/ose-evasion.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { EVASION_INPUT } from "../../../tests/support/rule-inputs";
import { MAX_ALLOWANCE } from "../bounds";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import type { EvasionInput } from "../ruleset/points/time";
import { EVASION_FLEEING, EVASION_SETTINGS, EVASION_SURPRISES, MAX_EVASION_COUNT, MAX_EVASION_MODIFIER, decideEvasion, evasionOf, evasionSides } from "./evasion";

const OSE = resolveRuleset(PRESETS.ose);
const base: EvasionInput = EVASION_INPUT;
const go = (over: Partial<EvasionInput>) => decideEvasion({ ...base, ...over }, OSE);

describe("decideEvasion: bounds", () => {
  it("the lists and bounds", () => {
    expect([EVASION_SETTINGS, EVASION_SURPRISES, EVASION_FLEEING]).toEqual([["dungeon", "wilderness", "water"], ["none", "fleeing", "pursuers"], ["friendly", "hostile"]]);
    expect([MAX_EVASION_COUNT, MAX_EVASION_MODIFIER]).toEqual([10_000, 100]);
  });

  it("accepts every value at its limits", () => {
    for (const setting of EVASION_SETTINGS) for (const surprise of EVASION_SURPRISES) expect(() => go({ setting, surprise })).not.toThrow();
    for (const count of [1, MAX_EVASION_COUNT]) for (const hexesPerRound of [0, MAX_ALLOWANCE]) {
      expect(() => go({ fleeing: { count, hexesPerRound }, pursuers: { count, hexesPerRound } })).not.toThrow();
    }
    for (const modifier of [-MAX_EVASION_MODIFIER, MAX_EVASION_MODIFIER]) expect(() => go({ modifier })).not.toThrow();
    for (const roll of [1, 100]) expect(() => go({ roll })).not.toThrow();
    expect(() => go({ pursue: false })).not.toThrow();
  });

  it("names each bad parameter, with its value", () => {
    const cases: [Partial<EvasionInput>, string, unknown][] = [
      [{ setting: "space" as never }, "input.setting", "space"],
      [{ surprise: "both" as never }, "input.surprise", "both"],
      [{ fleeing: null as never }, "input.fleeing", null],
      [{ fleeing: { count: MAX_EVASION_COUNT + 1, hexesPerRound: 12 } }, "input.fleeing.count", MAX_EVASION_COUNT + 1],
      [{ fleeing: { count: 1, hexesPerRound: MAX_ALLOWANCE + 1 } }, "input.fleeing.hexesPerRound", MAX_ALLOWANCE + 1],
      [{ pursuers: { count: 0, hexesPerRound: 12 } }, "input.pursuers.count", 0],
      [{ pursuers: { count: 1, hexesPerRound: -1 } }, "input.pursuers.hexesPerRound", -1],
      [{ pursue: "yes" as never }, "input.pursue", "yes"],
      [{ modifier: -MAX_EVASION_MODIFIER - 1 }, "input.modifier", -MAX_EVASION_MODIFIER - 1],
      [{ roll: 0 }, "input.roll", 0],
    ];
    for (const [over, parameter, value] of cases) {
      const e = refusal(() => go(over));
      expect([e.parameter, e.value], parameter).toEqual([parameter, value]);
    }
    expect(refusal(() => go({ setting: "space" as never })).message).toContain("expected one of dungeon, wilderness, water");
    for (const over of [{ setting: "space" }, { surprise: "both" }, { pursue: "yes" }] as unknown as Partial<EvasionInput>[]) expect(refusal(() => go(over)).code).toBe("INVALID_ARGUMENT");
    expect(refusal(() => go({ pursue: "yes" as never })).message).toContain("expected true or false");
    expect(refusal(() => decideEvasion(null as never, OSE)).parameter).toBe("input");
  });

  it("under a ruleset without evasion: refused, the ruleset named", () => {
    const e = refusal(() => decideEvasion(base, BOOK_RULESET));
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "ruleset", null]);
    expect(e.message).toContain("no evasion rule is in force");
    expect(evasionOf(BOOK_RULESET)).toBeNull();
    expect(refusal(() => evasionOf({} as never)).parameter).toBe("ruleset");
  });
});

describe("evasionSides", () => {
  it("a side with no member is null; a friendly side alone", () => {
    expect(evasionSides([], "friendly")).toEqual({ fleeing: null, pursuers: null });
    expect(evasionSides([{ disposition: -1, hexesPerRound: 6 }], "friendly")).toEqual({ fleeing: null, pursuers: { count: 1, hexesPerRound: 6 } });
  });

  it("refuses a bad list, a bad side and a bad rate, naming the member by its place in the list", () => {
    expect(refusal(() => evasionSides("all" as never, "friendly")).parameter).toBe("members");
    const e = refusal(() => evasionSides(Array.from({ length: 2 * MAX_EVASION_COUNT + 1 }, () => ({ disposition: 1, hexesPerRound: 1 })), "friendly"));
    expect([e.code, e.parameter, e.message]).toEqual(["INVALID_ARGUMENT", "members", expect.stringContaining("expected a list")]);
    expect(evasionSides(Array.from({ length: 2 * MAX_EVASION_COUNT }, () => ({ disposition: 1, hexesPerRound: 1 })), "friendly").fleeing).toEqual({ count: 2 * MAX_EVASION_COUNT, hexesPerRound: 1 });
    const side = refusal(() => evasionSides([], "neutral" as never));
    expect([side.parameter, side.value, side.message]).toEqual(["fleeing", "neutral", expect.stringContaining("expected one of friendly, hostile")]);
    const rate = refusal(() => evasionSides([{ disposition: -1, hexesPerRound: 6 }, { disposition: 1, hexesPerRound: -1 }], "friendly"));
    expect([rate.parameter, rate.value]).toEqual(["members[1].hexesPerRound", -1]);
    expect(refusal(() => evasionSides([{ disposition: 1, hexesPerRound: 6 }, null as never], "friendly")).parameter).toBe("members[1]");
  });
});
