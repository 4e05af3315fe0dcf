import { describe, expect, it } from "vitest";
import { journeyPlan } from "./travel-plan";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { variantConfig } from "../../tests/support/variants";

const trip = (days: number, remainderHours: number, forcedMarchSteps = 0) => ({ days, remainderHours, forcedMarchSteps, possible: true });

describe("journeyPlan", () => {
  it("a trip within one march keeps its forced-march steps; a day and a part of the next too", () => {
    expect(journeyPlan(trip(0, 5), BOOK_RULESET)).toEqual({ travelDays: 1, restDays: 0, multiDay: false, forcedMarchSteps: 0 });
    expect(journeyPlan(trip(1, 2, 4), BOOK_RULESET)).toEqual({ travelDays: 2, restDays: 0, multiDay: false, forcedMarchSteps: 4 });
  });

  it("a journey of many days plans days, not one march's penalty (book: no rest days)", () => {
    expect(journeyPlan(trip(9, 5.8, 139), BOOK_RULESET)).toEqual({ travelDays: 10, restDays: 0, multiDay: true, forcedMarchSteps: 0 });
    expect(journeyPlan(trip(2, 0, 16), BOOK_RULESET)).toMatchObject({ travelDays: 2, multiDay: true, forcedMarchSteps: 0 });
  });

  it("under OSE's rest rule, a rest day after every six days of travel", () => {
    const ose = resolveRuleset(PRESETS.ose);
    expect(ose.points.travelModel?.restRule).toBe(true);
    expect(journeyPlan(trip(6, 0), ose).restDays).toBe(0);
    expect(journeyPlan(trip(6, 1), ose).restDays).toBe(1);
    expect(journeyPlan(trip(13, 0), ose).restDays).toBe(2);
  });

  it("an impossible trip plans nothing", () => {
    expect(journeyPlan({ ...trip(0, 0), possible: false }, BOOK_RULESET)).toEqual({ travelDays: 0, restDays: 0, multiDay: false, forcedMarchSteps: 0 });
    expect(journeyPlan({ ...trip(3, 2, 5), possible: false }, resolveRuleset(PRESETS.ose))).toEqual({ travelDays: 0, restDays: 0, multiDay: false, forcedMarchSteps: 0 });
  });

  it("a trip of no time is no day; a part day keeps its march's steps; exactly one whole day is planned as one travel day", () => {
    expect(journeyPlan(trip(0, 0), BOOK_RULESET)).toEqual({ travelDays: 0, restDays: 0, multiDay: false, forcedMarchSteps: 0 });
    expect(journeyPlan(trip(0, 7.5, 3), BOOK_RULESET)).toEqual({ travelDays: 1, restDays: 0, multiDay: false, forcedMarchSteps: 3 });
    // A whole first day with nothing after it: the label plans "1 travel day" (no part of a second day to force).
    expect(journeyPlan(trip(1, 0, 3), BOOK_RULESET)).toEqual({ travelDays: 1, restDays: 0, multiDay: true, forcedMarchSteps: 0 });
    expect(journeyPlan(trip(2, 0.5, 3), BOOK_RULESET)).toEqual({ travelDays: 3, restDays: 0, multiDay: true, forcedMarchSteps: 0 });
  });

  it("no rest days under OSE travel with its rest rule off, nor under a model that keeps no log (OSR)", () => {
    const oseNoRest = resolveRuleset(variantConfig({ travel: { model: "ose", oseRest: false } }));
    expect(oseNoRest.points.travelModel?.restRule).toBe(false);
    expect(journeyPlan(trip(13, 0), oseNoRest).restDays).toBe(0);
    const osr = resolveRuleset(PRESETS.osr);
    expect(osr.points.travelModel?.log).toBeNull();
    expect(journeyPlan(trip(13, 0), osr).restDays).toBe(0);
  });
});
