/**
 * The edges of OSE overland travel (./ose.ts): the rate's bound and refusals, the day's refusals by
 * name, the travel log at the seventh day and the rest days' edges, the model's travel days,
 * category text and sheet, a march day and the owed rest day, and the module's declaration. The
 * text's examples are in ose.test.ts and ose-load.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../../../tests/support/rules-error";
import { travelRuleset, variantConfig } from "../../../../tests/support/variants";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { MAX_MILES_PER_DAY } from "../../bounds";
import { OSE_UNRESTED_PENALTY } from "../resolution/ose-modifiers";
import {
  MAX_OSE_RATE_FEET,
  OSE_FEET_PER_DAILY_MILE,
  OSE_FLYING_FACTOR,
  OSE_FORCED_MARCH_FACTOR,
  OSE_TERRAIN_FACTOR,
  OSE_TRAVEL_DAYS_PER_REST,
  OSE_TRAVEL_LOG,
  oseMilesFromRate,
  oseMilesPerDay,
  oseTravel,
} from "./ose";

/** The model as the module builds it, built inside each test (a model built when the file loads would hide a change to its code). */
const oseModel = () => oseTravel.contribute(resolveRuleset(PRESETS.ose).config).travelModel!;

describe("OSE rates and days", () => {
  it("the factors and the rate's divisor", () => {
    expect(OSE_FEET_PER_DAILY_MILE).toBe(5);
    expect(OSE_FLYING_FACTOR).toEqual({ num: 2, den: 1 });
    expect(OSE_FORCED_MARCH_FACTOR).toEqual({ num: 3, den: 2 });
    expect(OSE_TERRAIN_FACTOR).toEqual({
      optimal: { num: 3, den: 2 },
      plains: { num: 1, den: 1 },
      tundra: { num: 1, den: 1 },
      desert: { num: 2, den: 3 },
      forest: { num: 2, den: 3 },
      hills: { num: 2, den: 3 },
      swamp: { num: 1, den: 2 },
      jungle: { num: 1, den: 2 },
      mountains: { num: 1, den: 2 },
    });
    expect(OSE_TRAVEL_DAYS_PER_REST).toBe(6);
  });

  it("a rate up to the bound converted, rounded down; past it, negative or part feet refused by name", () => {
    expect(oseMilesFromRate(MAX_OSE_RATE_FEET)).toBe(2000);
    expect(oseMilesFromRate(4)).toBe(0);
    expect(oseMilesFromRate(9)).toBe(1);
    expectRefusal(() => oseMilesFromRate(MAX_OSE_RATE_FEET + 1), "OUT_OF_RANGE", "feet", MAX_OSE_RATE_FEET + 1, "");
    expectRefusal(() => oseMilesFromRate(-5), "NEGATIVE", "feet", -5, "");
  });

  it("a day's input refused by name; the daily bound taken", () => {
    expectRefusal(() => oseMilesPerDay(null as never), "INVALID_ARGUMENT", "input", null, "expected an OSE travel input");
    expectRefusal(() => oseMilesPerDay(3 as never), "INVALID_ARGUMENT", "input", 3, "expected an OSE travel input");
    expectRefusal(() => oseMilesPerDay({ milesPerDay: MAX_MILES_PER_DAY + 1, terrain: "plains" }), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => oseMilesPerDay({ milesPerDay: -1, terrain: "plains" }), "NEGATIVE", "milesPerDay", -1, "");
    expect(() => oseMilesPerDay({ milesPerDay: 24, terrain: "lava" as never })).toThrow(expect.objectContaining({ parameter: "terrain" }));
    expect(oseMilesPerDay({ milesPerDay: MAX_MILES_PER_DAY, terrain: "plains" })).toBe(MAX_MILES_PER_DAY);
  });

  it("a share wins over the speeds; flying and a forced march multiply once, rounded down", () => {
    expect(oseMilesPerDay({ milesPerDay: 24, terrain: "plains", load: { num: 1, den: 2 }, speed: 12, loadedSpeed: 3 })).toBe(12);
    expect(oseMilesPerDay({ milesPerDay: 24, terrain: "forest", flies: false })).toBe(16);
    expect(oseMilesPerDay({ milesPerDay: 7, terrain: "forest", forcedMarch: true })).toBe(7); // 7 × 2/3 × 3/2
    expect(oseMilesPerDay({ milesPerDay: 7, terrain: "plains", flies: true, forcedMarch: true })).toBe(21);
    expect(oseMilesPerDay({ milesPerDay: 7, terrain: "plains", forcedMarch: false })).toBe(7);
  });
});

describe("the OSE travel log", () => {
  it("a travel day adds one; a forced march owes the next day; while it is owed nothing is recorded", () => {
    expect(OSE_TRAVEL_LOG.after({ daysWithoutRest: 2, restDue: false }, "travel")).toEqual({ daysWithoutRest: 3, restDue: false });
    expect(OSE_TRAVEL_LOG.after({ daysWithoutRest: 2, restDue: false }, "forcedMarch")).toEqual({ daysWithoutRest: 3, restDue: true });
    expect(OSE_TRAVEL_LOG.after({ daysWithoutRest: 2, restDue: true }, "forcedMarch")).toEqual({ daysWithoutRest: 2, restDue: true });
    expect(OSE_TRAVEL_LOG.after({ daysWithoutRest: 9, restDue: true }, "rest")).toEqual({ daysWithoutRest: 0, restDue: false });
  });

  it("unrested from the seventh day; rest days after each full run of six; the penalty is OSE's", () => {
    expect([6, 7].map((d) => OSE_TRAVEL_LOG.unrested({ daysWithoutRest: d, restDue: false }))).toEqual([false, true]);
    expect([0, 1, 6, 7, 12, 13].map((d) => OSE_TRAVEL_LOG.restDays(d))).toEqual([0, 0, 0, 1, 1, 2]);
    expect(OSE_TRAVEL_LOG.unrestedPenalty).toBe(OSE_UNRESTED_PENALTY);
  });
});

describe("the OSE travel model", () => {
  it("days scale as the road's rate over the terrain's; the road itself and the plains", () => {
    const model = oseModel();
    expect(model.travelDays(0.1, "optimal")).toBe(0.1); // 0.1 × 6 ÷ 6 is not 0.1 in floating point
    expect(model.travelDays(4, "optimal")).toBe(4);
    expect(model.travelDays(4, "plains")).toBe(6);
    expect(model.travelDays(4, "swamp")).toBe(12);
    expect(model.travelDays(4, "hills")).toBe(9);
  });

  it("the category text: a fraction, a whole number, or 2 for a flyer", () => {
    const model = oseModel();
    expect(model.category("optimal", "day", "clear", false)).toBe("3/2");
    expect(model.category("plains", "day", "clear", false)).toBe("1");
    expect(model.category("swamp", "day", "clear", false)).toBe("1/2");
    expect(model.category("swamp", "day", "clear", true)).toBe("2");
  });

  it("a traveller's day: the owed rest day only on a march-day rule, the march only when asked", () => {
    const model = oseModel();
    const speeds = {};
    expect(model.travellerMiles({ input: { milesPerDay: 24, restDue: true }, speeds, encumbered: false }, "plains", true)).toBe(0);
    expect(model.travellerMiles({ input: { milesPerDay: 24, restDue: true }, speeds, encumbered: false }, "plains", false)).toBe(24);
    expect(model.travellerMiles({ input: { milesPerDay: 24, forcedMarch: true }, speeds, encumbered: false }, "plains", false)).toBe(24);
    expect(model.travellerMiles({ input: { milesPerDay: 24, forcedMarch: true }, speeds, encumbered: false }, "plains", true)).toBe(36);
    expect(model.travellerMiles({ input: { milesPerDay: 24 }, speeds: { speed: 12, loadedSpeed: 6 }, encumbered: true }, "plains", false)).toBe(12);
    expect(model.travellerMiles({ input: { milesPerDay: 24, flies: true }, speeds, encumbered: false }, "swamp", false)).toBe(48);
  });

  it("the model's identity, load share, log, sheet; the rest rule follows the config", () => {
    const model = oseModel();
    expect(model).toMatchObject({
      id: "ose",
      loadShare: true,
      strBase: null,
      log: OSE_TRAVEL_LOG,
      restRule: true,
      sheet: {
        choices: [],
        flies: true,
        baseKey: "ER.Variants.Travel.BaseOse",
        loadKey: "ER.Variants.Travel.LoadOse",
        categoryKey: null,
        titleKey: "ER.Variants.Travel.Model.ose",
        rulerKey: "ER.Variants.Travel.Ruler.ose",
      },
    });
    expect(model.milesInTerrain(18, "hills", { num: 3, den: 4 })).toBe(9);
    expect(resolveRuleset(variantConfig({ travel: { oseRest: false } }, PRESETS.ose)).points.travelModel?.restRule).toBe(false);
    expect(travelRuleset("ose").points.travelModel?.id).toBe("ose");
  });

  it("the module's declaration", () => {
    expect(oseTravel).toMatchObject({ id: "travel.ose", domain: "travel", selects: { path: "travel.model", value: "ose" }, presets: { ose: { "travel.model": "ose", "travel.oseRest": true } } });
    expect(Object.keys(oseTravel.fields)).toEqual(["travel.oseRest"]);
    expect(resolveRuleset(PRESETS.ose).config.travel.oseRest).toBe(true);
    expect(resolveRuleset(variantConfig({ travel: { model: "ose" } })).config.travel.oseRest).toBe(false);
  });
});
