import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEET_PER_HEX, MAX_FEET_PER_HEX, feetPerUnit, sceneScale } from "./scene-scale";
import { osrWithinClose } from "./modules/resolution/osr-checks";

describe("scene scale (VARIANTS.md §13.1)", () => {
  it("reads the grid distance in feet, yards, miles and metres", () => {
    expect(sceneScale(5, "ft")).toEqual({ feetPerHex: 5, length: true });
    expect(sceneScale(5, "Feet")).toEqual({ feetPerHex: 5, length: true });
    expect(sceneScale(10, " ft. ")).toEqual({ feetPerHex: 10, length: true });
    expect(sceneScale(5, "yd")).toEqual({ feetPerHex: 15, length: true });
    expect(sceneScale(1, "mi")).toEqual({ feetPerHex: 5280, length: true });
    expect(sceneScale(1.5, "m").feetPerHex).toBeCloseTo(5, 10);
    expect(sceneScale(3, "metres").feetPerHex).toBeCloseTo(10, 10);
  });

  it("a unit that is not a length, or a distance that is not positive, reads as 5 ft and says so", () => {
    for (const [d, u] of [[1, "hex"], [1, ""], [5, "squares"], [5, undefined], [5, 12], [0, "ft"], [-5, "ft"], [Number.NaN, "ft"], ["5", "ft"], [Infinity, "ft"]] as const) {
      expect(sceneScale(d, u), `${String(d)} ${String(u)}`).toEqual({ feetPerHex: DEFAULT_FEET_PER_HEX, length: false });
    }
  });

  it("the review's case: 8 hexes on the old 1-hex grid are no longer within OSR's 10 ft", () => {
    expect(osrWithinClose(8, sceneScale(1, "hex").feetPerHex)).toBe(false);
    expect(osrWithinClose(2, sceneScale(1, "hex").feetPerHex)).toBe(true);
  });

  it("feetPerUnit knows lengths only", () => {
    expect(feetPerUnit("ft")).toBe(1);
    expect(feetPerUnit("yards")).toBe(3);
    expect(feetPerUnit("hex")).toBeNull();
    expect(feetPerUnit("x".repeat(100))).toBeNull();
    expect(feetPerUnit({ toString: () => "ft" })).toBeNull();
  });

  it("property: any input gives a positive, bounded scale; a length scales linearly with the distance", () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (d, u) => {
      const s = sceneScale(d, u);
      expect(s.feetPerHex).toBeGreaterThan(0);
      expect(s.feetPerHex).toBeLessThanOrEqual(MAX_FEET_PER_HEX);
    }));
    fc.assert(fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), fc.constantFrom("ft", "yd", "m"), (d, u) => {
      expect(sceneScale(2 * d, u).feetPerHex).toBeCloseTo(2 * sceneScale(d, u).feetPerHex, 6);
    }));
  });

  it("every length a GM may type, in feet (a metre is 10/3 ft by decision)", () => {
    const table: [string[], number][] = [
      [["ft", "feet", "foot", "'", "′"], 1],
      [["in", "inch", "inches", '"', "″"], 1 / 12],
      [["yd", "yds", "yard", "yards"], 3],
      [["mi", "mile", "miles"], 5280],
      [["m", "meter", "meters", "metre", "metres"], 10 / 3],
      [["km", "kilometer", "kilometers", "kilometre", "kilometres"], 10_000 / 3],
    ];
    for (const [units, feet] of table) for (const u of units) expect(feetPerUnit(u), u).toBe(feet);
  });

  it("units of 40 characters are read, 41 are not; only a final dot is dropped", () => {
    const padded = `ft${" ".repeat(38)}`;
    expect(padded).toHaveLength(40);
    expect(feetPerUnit(padded)).toBe(1);
    expect(feetPerUnit(`${padded} `)).toBeNull();
    expect(feetPerUnit("k.m")).toBeNull();
    expect(feetPerUnit("km.")).toBe(10_000 / 3);
  });
});
