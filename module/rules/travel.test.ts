import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { MAX_MILES_PER_DAY } from "./bounds";
import {
  dailyActivityHours,
  effectiveDailyMiles,
  forcedMarchSteps,
  milesPerDayInTerrain,
  travelDays,
  travelDaysRounded,
} from "./travel";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";

describe("travel", () => {
  it("Book: 10 road days = 22 days of forest; 6 through mountains = 19.2 (book: 19)", () => {
    expect(travelDays(10, "forest")).toBe(22);
    expect(travelDays(6, "mountains")).toBe(19.2);
    expect(travelDaysRounded(6, "mountains")).toBe(19);
    expect(travelDaysRounded(10, "forest")).toBe(22);
    expect(travelDaysRounded(5, "hills")).toBe(12);
    expect(travelDaysRounded(5, "desert")).toBe(10); // 9.5 rounds half up
  });

  it("miles per day in terrain: round-half-up of miles ÷ divisor", () => {
    expect(milesPerDayInTerrain(20, "optimal")).toBe(20);
    expect(milesPerDayInTerrain(20, "forest")).toBe(9); // 9.09
    expect(milesPerDayInTerrain(24, "mountains")).toBe(8); // 7.5 → 8
  });

  it("activity hours: 8 − 0.5 per step, never below 0", () => {
    expect(dailyActivityHours(0)).toBe(8);
    expect(dailyActivityHours(4)).toBe(6);
    expect(dailyActivityHours(16)).toBe(0);
    expect(dailyActivityHours(20)).toBe(0);
  });

  it("effective miles round half down exactly", () => {
    expect(effectiveDailyMiles(14, 6)).toBe(10); // 10.5 → 10
    expect(effectiveDailyMiles(38, 6)).toBe(28); // 28.5 → 28
    expect(effectiveDailyMiles(1, 4)).toBe(0); // 0.5 → 0
    expect(effectiveDailyMiles(3, 4)).toBe(1); // 1.5 → 1
    expect(effectiveDailyMiles(35, 7.5)).toBe(33); // 32.8
  });

  it("Book: forced march of 10 h → 4 steps, 6 h next day; 8 h on that day → 4 again; short day clears", () => {
    const day1 = forcedMarchSteps(10);
    expect(day1).toBe(4);
    const allotment = dailyActivityHours(day1);
    expect(allotment).toBe(6);
    expect(forcedMarchSteps(8, allotment)).toBe(4);
    expect(forcedMarchSteps(6, allotment)).toBe(0);
    expect(forcedMarchSteps(8)).toBe(0);
    expect(forcedMarchSteps(8.25)).toBe(1); // part of 30 min counts
    expect(forcedMarchSteps(8.5)).toBe(1);
    expect(forcedMarchSteps(8.5 + 1 / 60)).toBe(2);
  });

  it("property: effective miles ≤ miles for any activity within the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MILES_PER_DAY }), fc.integer({ min: 0, max: 16 }), (miles, halfHours) => {
        const eff = effectiveDailyMiles(miles, halfHours / 2);
        expect(eff).toBeLessThanOrEqual(miles);
        // round-half-down: eff − 1/2 < miles·hh/16 ≤ eff + 1/2  ⇔  16·eff − 8 < miles·hh ≤ 16·eff + 8
        expect(16 * eff - 8).toBeLessThan(miles * halfHours);
        expect(miles * halfHours).toBeLessThanOrEqual(16 * eff + 8);
      }),
    );
  });

  it("rejects bad input", () => {
    expect(() => effectiveDailyMiles(10, 7.25)).toThrow(RulesError);
    expect(() => effectiveDailyMiles(-1, 8)).toThrow(RulesError);
    expect(() => effectiveDailyMiles(10, Number.NaN)).toThrow(RulesError);
    expect(() => dailyActivityHours(-1)).toThrow(RulesError);
    expect(() => forcedMarchSteps(-1)).toThrow(RulesError);
    expect(() => forcedMarchSteps(Infinity)).toThrow(RulesError);
    expect(() => travelDays(-2, "forest")).toThrow(RulesError);
    expect(() => travelDays(2, "lava" as TerrainId)).toThrow(RulesError);
    expect(() => travelDaysRounded(2.5, "forest")).toThrow(RulesError);
    expect(() => milesPerDayInTerrain(2.5, "forest")).toThrow(RulesError);
  });
});
