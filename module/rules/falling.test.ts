import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset/resolve";
import { MAX_FALL_FEET, fallDice, fallOf, feetPerElevationUnit } from "./falling";
import { RulesError } from "./errors";

const ose = resolveRuleset(PRESETS.ose);
const fall = (from: number, to: number, distance: unknown = 5, units: unknown = "ft") => fallOf({ from, to, gridDistance: distance, gridUnits: units }, ose);

describe("falling (VARIANTS.md §5.15, §13.3 row 34; 003:L238)", () => {
  it("GT-13: a 25-ft fall → 2d6 (a partial 10 ft does not count)", () => {
    expect(fall(25, 0)).toEqual({ feet: 25, dice: 2, faces: 6, formula: "2d6" });
  });

  it("under 10 ft, a rise, no change: no fall (no card for a step down)", () => {
    expect([fall(9, 0), fall(0, 10), fall(10, 10), fall(30, 21)]).toEqual([null, null, null, null]);
    expect(fall(10, 0)?.formula).toBe("1d6");
    expect(fall(5, -40)?.formula).toBe("4d6");
  });

  it("reads the elevation in the scene's units: yards ×3, metres at 10/3 ft, a non-length grid at 5 ft per grid distance", () => {
    expect(fall(10, 0, 5, "yd")?.feet).toBe(30);
    expect(fall(3, 0, 1.5, "m")?.feet).toBe(10);
    expect(fall(2, 0, 1, "hex")?.feet).toBe(10);
    expect(fall(20, 0, 10, "squares")?.feet).toBe(10);
    expect(feetPerElevationUnit(0, "hex")).toBe(5);
  });

  it("no falling rule in force (the book, OSR): null", () => {
    expect(fallOf({ from: 100, to: 0, gridDistance: 5, gridUnits: "ft" }, BOOK_RULESET)).toBeNull();
    expect(fallOf({ from: 100, to: 0, gridDistance: 5, gridUnits: "ft" }, resolveRuleset(PRESETS.osr))).toBeNull();
  });

  it("untrusted elevations give an answer, never an error; a huge drop is held at a mile", () => {
    expect([fall(Number.NaN, 0), fall(Infinity, 0), fall("30" as unknown as number, 0)]).toEqual([null, null, null]);
    expect(fall(1e12, 0)).toEqual({ feet: MAX_FALL_FEET, dice: 528, faces: 6, formula: "528d6" });
    expect(() => fallOf(null as never, ose)).toThrow(RulesError);
  });

  it("fallDice: ⌊feet ÷ step⌋", () => {
    expect([0, 9, 10, 19, 20, 25].map((f) => fallDice(f, 10))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(() => fallDice(-1, 10)).toThrow(RulesError);
    // A step under a foot would count dice past any bound (fuzz): refused.
    expect(() => fallDice(5280, 1e-300)).toThrow(RulesError);
  });
});
