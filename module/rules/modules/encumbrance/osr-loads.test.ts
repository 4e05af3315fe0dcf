import { describe, expect, it } from "vitest";
import { OSR_HEXES_PER_LOAD_OVER, osrLoadsCarried, osrSpeedAfterLoads } from "./osr-loads";
import { movementAllowance } from "../../movement";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import { characterLoadUnderModel } from "../../character/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";

const OSR = withModel("osrLoads");
const split = (speed: number) => movementAllowance({ speed, terrain: "optimal" }, BOOK_RULESET).phases.join("-");

describe("OSR loads against STR (VARIANTS.md §4.2, row 12)", () => {
  it("D5: a load over STR costs 2 hexes (5′ × 0.4)", () => {
    expect(OSR_HEXES_PER_LOAD_OVER).toBe(2);
  });

  it("G2-3: STR 10 with 11 loads at speed 12 moves 10 hexes (25′ × 0.4), split 3-3-2-2, overloaded", () => {
    const r = osrSpeedAfterLoads(12, 10, 11);
    expect(r).toEqual({ over: 1, speed: 10, overloaded: true, immobile: false });
    expect(split(r.speed)).toBe("3-3-2-2");
  });

  it("G2-3b: STR 10 with 10 / 13 / 16 loads at speed 12 moves 12 / 6 / 0 (immobile)", () => {
    expect(osrSpeedAfterLoads(12, 10, 10)).toEqual({ over: 0, speed: 12, overloaded: false, immobile: false });
    expect(osrSpeedAfterLoads(12, 10, 13)).toMatchObject({ speed: 6, immobile: false });
    expect(osrSpeedAfterLoads(12, 10, 16)).toEqual({ over: 6, speed: 0, overloaded: true, immobile: true });
    expect(osrSpeedAfterLoads(12, 10, 30)).toMatchObject({ speed: 0, immobile: true });
  });

  it("G2-4: 1,000 coins are 10 lb = 2 loads; 27 lb of gear is ⌈27/5⌉ = 6 loads; together ⌈37/5⌉ = 8", () => {
    expect(osrLoadsCarried(1000, 0)).toBe(2);
    expect(osrLoadsCarried(0, 27)).toBe(6);
    expect(osrLoadsCarried(1000, 27)).toBe(8);
    expect(osrLoadsCarried(500, 0)).toBe(1);
    expect(osrLoadsCarried(501, 0)).toBe(2);
    expect(osrLoadsCarried(0, 0)).toBe(0);
  });

  it("G2-3/G2-4 through the model: STR 10, 55 lb of gear (11 loads) → 10 hexes, overloaded, half miles", () => {
    const r = characterLoadUnderModel(character({ items: [lb(55, "gear")] }), resolveRuleset(OSR))!;
    expect(r).toMatchObject({ model: "osrLoads", loads: 11, loadsOver: 1, speed: 10, overloaded: true, immobile: false, milesPerDay: 12 });
    const still = characterLoadUnderModel(character({ coins: 8000 }), resolveRuleset(OSR))!;
    expect(still).toMatchObject({ loads: 16, speed: 0, immobile: true, milesPerDay: 0 });
  });
});
