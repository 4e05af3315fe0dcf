import { describe, expect, it } from "vitest";
import { OSR_COINS_PER_LB, OSR_COINS_PER_LOAD, OSR_FEET_PER_LOAD_OVER, OSR_LB_PER_LOAD, osrLoads, osrLoadsCarried, osrSpeedAfterLoads } from "./osr-loads";
import { resolveRuleset } from "../../ruleset";
import type { LoadModel } from "../../ruleset/points/load";
import { withModel, character, lb } from "../../../../tests/support/load-models";
import { expectRefusal } from "../../../../tests/support/rules-error";

const model = (): LoadModel => resolveRuleset(withModel("osrLoads")).points.loadModel!;

describe("OSR loads: bounds and edges (VARIANTS.md §4.2)", () => {
  it("100 coins a lb, 500 a load, so 5 lb a load; 5′ a load over; the OSR preset", () => {
    expect([OSR_COINS_PER_LB, OSR_COINS_PER_LOAD, OSR_LB_PER_LOAD, OSR_FEET_PER_LOAD_OVER]).toEqual([100, 500, 5, 5]);
    expect(osrLoads.presets.osr).toEqual({ "encumbrance.model": "osrLoads" });
  });

  it("the model's sheet: STR and coins with the OSR hint, the loads part, no tiers", () => {
    const m = model();
    expect(m.id).toBe("osrLoads");
    expect(m.sheet).toEqual({ inputs: ["str", "coins"], coinsHint: "ER.Variants.Encumbrance.CoinsOsrHint", parts: ["loads"], tierBounds: null, maxCoins: null });
    expect(m.tierSpeeds(12)).toBeNull();
    expect(m.tierShare).toBeNull();
  });

  it("the load: within STR the full speed and miles; over it half the miles rounded down; stopped, none", () => {
    expect(model().characterLoad(character({ str: 2, items: [lb(10, "gear")] }))).toEqual({ loads: 2, loadsOver: 0, tier: null, coinWeight: 0, armourClass: null, significantTreasure: false, overloaded: false, model: "osrLoads", speed: 12, milesPerDay: 24, immobile: false });
    expect(model().characterLoad(character({ str: 2, milesPerDay: 25, items: [lb(10.001, "gear")] }))).toMatchObject({ loads: 3, loadsOver: 1, speed: 10, milesPerDay: 12, overloaded: true, immobile: false });
    expect(model().characterLoad(character({ str: 0, speed: 2, items: [lb(1, "gear")] }))).toMatchObject({ loads: 1, loadsOver: 1, speed: 0, milesPerDay: 0, overloaded: true, immobile: true });
  });

  it("loads are rounded up over coins and items together, to the thousandth of a lb", () => {
    expect(osrLoadsCarried(0, 5)).toBe(1);
    expect(osrLoadsCarried(0, 5.001)).toBe(2);
    expect(osrLoadsCarried(0, 0.001)).toBe(1);
    expect(osrLoadsCarried(250, 2.5)).toBe(1);
    expect(osrLoadsCarried(10_000_000, 1_000_000_000)).toBe(200_020_000);
  });

  it("the speed after the loads: none over at STR, 2 hexes a load over, never below 0; a speed of 0 within STR moves as it is", () => {
    expect(osrSpeedAfterLoads(12, 10, 9)).toEqual({ over: 0, speed: 12, overloaded: false, immobile: false });
    expect(osrSpeedAfterLoads(0, 10, 5)).toEqual({ over: 0, speed: 0, overloaded: false, immobile: false });
    expect(osrSpeedAfterLoads(3, 10, 12)).toEqual({ over: 2, speed: 0, overloaded: true, immobile: true });
    expect(osrSpeedAfterLoads(5, 10, 12)).toEqual({ over: 2, speed: 1, overloaded: true, immobile: false });
    expect(osrSpeedAfterLoads(200, 100, 1_000_000_000).speed).toBe(0);
  });

  it("refusals, each by name", () => {
    expectRefusal(() => osrLoadsCarried(-1, 0), "NEGATIVE", "coins", -1, "≥ 0");
    expectRefusal(() => osrLoadsCarried(0, -1), "NEGATIVE", "itemsLb", -1, "≥ 0");
    expectRefusal(() => osrLoadsCarried(0, 1_000_000_001), "OUT_OF_RANGE", "itemsLb", 1_000_000_001, "at most 1000000000");
    expectRefusal(() => osrSpeedAfterLoads(201, 10, 0), "OUT_OF_RANGE", "speed", 201, "at most 200");
    expectRefusal(() => osrSpeedAfterLoads(12, -1, 0), "NEGATIVE", "str", -1, "≥ 0");
    expectRefusal(() => osrSpeedAfterLoads(12, 101, 0), "OUT_OF_RANGE", "str", 101, "at most 100");
    expectRefusal(() => osrSpeedAfterLoads(12, 10, -1), "NEGATIVE", "loads", -1, "≥ 0");
    expectRefusal(() => osrSpeedAfterLoads(12, 10, 1_000_000_001), "OUT_OF_RANGE", "loads", 1_000_000_001, "at most 1000000000");
  });
});
