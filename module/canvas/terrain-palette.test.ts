import { describe, it, expect } from "vitest";
import { MIN_DELTA_E, TERRAIN_COLORS, closestPairs, deltaE2000, linearToLab, simulate } from "./terrain-palette";
import { TERRAIN_IDS } from "../rules";

describe("CIEDE2000 (Sharma, Wu & Dalal 2005 test data)", () => {
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)("%j vs %j = %f", (a, b, expected) => {
    expect(deltaE2000([...a], [...b])).toBeCloseTo(expected, 3);
  });
});

describe("simulation and Lab", () => {
  it("white is L 100 in every vision; pure red and green collapse for a deuteranope", () => {
    for (const v of ["normal", "protanopia", "deuteranopia", "tritanopia"] as const) {
      expect(linearToLab(simulate("#ffffff", v))[0]).toBeCloseTo(100, 0);
    }
    const red = linearToLab(simulate("#ff0000", "deuteranopia"));
    const green = linearToLab(simulate("#00ff00", "deuteranopia"));
    const normal = deltaE2000(linearToLab(simulate("#ff0000", "normal")), linearToLab(simulate("#00ff00", "normal")));
    expect(deltaE2000(red, green)).toBeLessThan(normal / 2);
  });
});

describe("the terrain palette passes the colour-blind check", () => {
  it(`every pair of terrains differs by ΔE2000 ≥ ${MIN_DELTA_E} in normal, protan, deutan and tritan vision`, () => {
    for (const pair of closestPairs()) expect(pair.deltaE, `${pair.vision}: ${pair.a} vs ${pair.b}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
  });
  it("a palette with a red/green pair fails the same check (the check can fail)", () => {
    const bad = { ...TERRAIN_COLORS, forest: "#2e8b2e", hills: "#b5651d" };
    const deut = closestPairs(bad).find((p) => p.vision === "deuteranopia")!;
    expect(deut.deltaE).toBeLessThan(MIN_DELTA_E);
  });
  it("has one distinct colour per terrain", () => {
    expect(new Set(TERRAIN_IDS.map((t) => TERRAIN_COLORS[t])).size).toBe(TERRAIN_IDS.length);
  });
});
