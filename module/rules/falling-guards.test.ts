/**
 * Guards of ./falling.ts (VARIANTS.md §5.15, §13.3 row 34; 003:L238): the refusals' parameters
 * and a grid distance that is not a finite positive number read as one.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset/resolve";
import { fallDice, fallOf, feetPerElevationUnit } from "./falling";
import { expectRefusal, hostile, refusalOf } from "../../tests/support/rules-error";

const ose = resolveRuleset(PRESETS.ose);

describe("falling refuses by name", () => {
  it("fallOf: `input`, then `ruleset`", () => {
    expectRefusal(() => fallOf(hostile(null), ose), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => fallOf({ from: 10, to: 0, gridDistance: 5, gridUnits: "ft" }, hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "resolved ruleset");
  });
  it("fallDice: `feet`, then `feetPerDie`", () => {
    expect(refusalOf(() => fallDice(-1, 10)).parameter).toBe("feet");
    expect(refusalOf(() => fallDice(10, 0)).parameter).toBe("feetPerDie");
    expect(fallDice(25, 10)).toBe(2);
  });
});

describe("a non-length grid's distance", () => {
  it("an infinite, missing or non-positive distance reads as one grid distance per 5 ft", () => {
    for (const d of [Infinity, -Infinity, NaN, "5", null, 0, -2]) expect(feetPerElevationUnit(d, "hex")).toBe(5);
    expect(feetPerElevationUnit(2, "hex")).toBe(2.5);
  });
});

