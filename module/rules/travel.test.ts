import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { MAX_MILES_PER_DAY } from "./bounds";
import {
  stepsForAllotment,
  dailyActivityHalfHours,
  dailyActivityHours,
  effectiveDailyMiles,
  forcedMarchSteps,
  forcedMarchStepsForDay,
  milesPerDayInTerrain,
  partialDayMiles,
  travelDays,
  travelDaysRounded,
} from "./travel";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";
import { BOOK_RULESET, DAILY_ACTIVITY_HOURS } from "./index";

describe("travel", () => {
  it("Book: 10 road days = 22 days of forest; 6 through mountains = 19.2 (book: 19)", () => {
    expect(travelDays(10, "forest", BOOK_RULESET)).toBe(22);
    expect(travelDays(6, "mountains", BOOK_RULESET)).toBe(19.2);
    expect(travelDaysRounded(6, "mountains")).toBe(19);
    expect(travelDaysRounded(10, "forest")).toBe(22);
    expect(travelDaysRounded(5, "hills")).toBe(12);
    expect(travelDaysRounded(5, "desert")).toBe(10); // 9.5 rounds half up
  });

  it("miles per day in terrain: round-half-up of miles ÷ divisor", () => {
    expect(milesPerDayInTerrain(20, "optimal", {}, BOOK_RULESET)).toBe(20);
    expect(milesPerDayInTerrain(20, "forest", {}, BOOK_RULESET)).toBe(9); // 9.09
    expect(milesPerDayInTerrain(24, "mountains", {}, BOOK_RULESET)).toBe(8); // 7.5 → 8
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
    const day1 = forcedMarchSteps(10, DAILY_ACTIVITY_HOURS, BOOK_RULESET);
    expect(day1).toBe(4);
    const allotment = dailyActivityHours(day1);
    expect(allotment).toBe(6);
    expect(forcedMarchSteps(8, allotment, BOOK_RULESET)).toBe(4);
    expect(forcedMarchSteps(6, allotment, BOOK_RULESET)).toBe(0);
    expect(forcedMarchSteps(8, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(0);
  });

  it("Book: penalties occur in 30-minute intervals: only full intervals beyond the allotment count", () => {
    expect(forcedMarchSteps(8 + 10 / 60, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(0); // 8 h 10 min on an 8-hour day
    expect(forcedMarchSteps(8.25, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(0);
    expect(forcedMarchSteps(8.5 - 1 / 3600, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(0);
    expect(forcedMarchSteps(8.5, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(1);
    expect(forcedMarchSteps(8.5 + 1 / 60, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(1);
    expect(forcedMarchSteps(9 - 1 / 60, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(1);
    expect(forcedMarchSteps(9, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toBe(2);
  });

  it("Book: the allotment is the day's activity hours from the steps in force that day", () => {
    // Day 1 unencumbered, 10 h: 4 steps. Day 2 (4 steps in force, a 6-hour day), 8 h: 4 steps again.
    expect(forcedMarchStepsForDay(10, 0, BOOK_RULESET)).toBe(4);
    expect(forcedMarchStepsForDay(8, 4, BOOK_RULESET)).toBe(4);
    expect(forcedMarchStepsForDay(6, 4, BOOK_RULESET)).toBe(0);
    // An encumbered party's day is already shorter: 8 hours with 2 steps in force is a forced march.
    expect(forcedMarchStepsForDay(8, 2, BOOK_RULESET)).toBe(2);
    expect(forcedMarchStepsForDay(7, 2, BOOK_RULESET)).toBe(0);
    expect(forcedMarchStepsForDay(7.4, 2, BOOK_RULESET)).toBe(0);
    // No activity left at 16 steps: every full half-hour marched is a step.
    expect(forcedMarchStepsForDay(1, 16, BOOK_RULESET)).toBe(2);
    expect(() => forcedMarchStepsForDay(8, -1, BOOK_RULESET)).toThrow(RulesError);
    expect(() => forcedMarchStepsForDay(8, 1.5, BOOK_RULESET)).toThrow(RulesError);
  });

  it("property: forced-march steps are the full half-hours beyond the allotment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3600 }), fc.integer({ min: 0, max: 20 }), (seconds, steps) => {
        const beyond = seconds - dailyActivityHalfHours(steps) * 1800;
        expect(forcedMarchStepsForDay(seconds / 3600, steps, BOOK_RULESET)).toBe(beyond > 0 ? Math.floor(beyond / 1800) : 0);
      }),
    );
  });

  it("Book: partial days: miles = miles per day ÷ 8 × hours, not rounded, for any hours within the day", () => {
    // 16 miles a day is 2 miles an hour.
    expect(partialDayMiles(16, 3)).toBe(6);
    expect(partialDayMiles(20, 2.25)).toBe(5.625);
    expect(partialDayMiles(19, 1)).toBe(2.375);
    expect(partialDayMiles(17, 7.5, 7.5)).toBe(15.9375); // Book table 56–65 lb: the whole-day bracket keeps round-half-down: [16]
    expect(effectiveDailyMiles(17, 7.5)).toBe(16);
    expect(partialDayMiles(20, 0)).toBe(0);
    expect(partialDayMiles(20, 8)).toBe(20);
    expect(partialDayMiles(20, 1 / 3)).toBeCloseTo(0.8333, 4);
  });

  it("partial days: hours beyond the day's activity, or bad numbers, are refused", () => {
    expect(() => partialDayMiles(20, 8.5)).toThrow(RulesError);
    expect(() => partialDayMiles(20, 7, 6.5)).toThrow(RulesError);
    expect(() => partialDayMiles(20, -1)).toThrow(RulesError);
    expect(() => partialDayMiles(Number.NaN, 1)).toThrow(RulesError);
  });

  it("property: partial-day miles grow with the hours and reach the day's miles × hours ÷ 8", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 16 }), fc.double({ min: 0, max: 1, noNaN: true }), (miles, halfHours, t) => {
        const day = halfHours / 2;
        const h = day * t;
        const m = partialDayMiles(miles, h, day);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual((miles * day) / 8 + 1e-9);
        expect(Math.abs(m - (miles / 8) * h)).toBeLessThan(1e-9);
      }),
    );
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
    expect(() => forcedMarchSteps(-1, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toThrow(RulesError);
    expect(() => forcedMarchSteps(Infinity, DAILY_ACTIVITY_HOURS, BOOK_RULESET)).toThrow(RulesError);
    expect(() => travelDays(-2, "forest", BOOK_RULESET)).toThrow(RulesError);
    expect(() => travelDays(2, "lava" as TerrainId, BOOK_RULESET)).toThrow(RulesError);
    expect(() => travelDaysRounded(2.5, "forest")).toThrow(RulesError);
    expect(() => milesPerDayInTerrain(2.5, "forest", {}, BOOK_RULESET)).toThrow(RulesError);
  });
});

/** Regression (fuzz suite, seed 17 at 10,000 cases): inputs past the bounds are refused, no result past 2^53. */
describe("partialDayMiles keeps to the input bounds (fuzz regression)", () => {
  it("refuses miles per day past MAX_MILES_PER_DAY and a day past MAX_HOURS with OUT_OF_RANGE", () => {
    expect(() => partialDayMiles(686, 105040224545085, 105040224545085)).toThrow(expect.objectContaining({ code: "OUT_OF_RANGE" }));
    expect(() => partialDayMiles(MAX_MILES_PER_DAY + 1, 1)).toThrow(expect.objectContaining({ code: "OUT_OF_RANGE" }));
    expect(partialDayMiles(MAX_MILES_PER_DAY, 8)).toBe(MAX_MILES_PER_DAY);
  });
});

describe("stepsForAllotment: an allotment read back as steps in force", () => {
  it("Book: the 6-hour day of four steps; part of a half-hour counts as a step; a full day is none", () => {
    expect(stepsForAllotment(6)).toBe(4);
    expect(stepsForAllotment(6.5)).toBe(3);
    expect(stepsForAllotment(6.2)).toBe(4);
    expect(stepsForAllotment(8)).toBe(0);
    expect(stepsForAllotment(10)).toBe(0);
    expect(stepsForAllotment(0)).toBe(16);
  });
  it("property: the inverse of dailyActivityHours on every whole number of steps the day can show", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 16 }), (steps) => stepsForAllotment(dailyActivityHours(steps)) === steps));
  });
  it("bad input is a RulesError", () => {
    expect(() => stepsForAllotment(-1)).toThrow(RulesError);
    expect(() => stepsForAllotment(Number.NaN)).toThrow(RulesError);
  });
});
