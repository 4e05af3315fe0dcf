/**
 * The edges of overland travel (./travel.ts): every refusal's code, parameter, value and text, each
 * bound taken exactly, a road hex travelled as optimal ground, the miles-per-hex setting as text,
 * the party's pace (the first of equals, the first traveller alone with the party pace off), the
 * world time of exactly one and two days, an empty path on a day of no hours, and a companion
 * model's day of 8 hours. The book's examples are in travel.test.ts and travel-overland.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { variantConfig } from "../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_HOURS, MAX_MILES_PER_DAY, MAX_ROAD_DAYS, MAX_STEPS } from "./bounds";
import {
  DAILY_ACTIVITY_HOURS,
  FORCED_MARCH_STEP_SECONDS,
  MAX_MILES_PER_HEX,
  TIME_UNITS_PER_HOUR,
  dailyActivityHalfHours,
  dailyMilesAfterSteps,
  effectiveDailyMiles,
  forcedMarchSteps,
  milesPerDayInTerrain,
  overlandHexHours,
  overlandMilesInHours,
  overlandTravel,
  parseMilesPerHex,
  partialDayMiles,
  stepsForAllotment,
  travelDays,
  travelDaysRounded,
  type OverlandHex,
} from "./travel";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const DAY = 86_400;
const hex = (terrain: OverlandHex["terrain"], road?: boolean): OverlandHex => (road === undefined ? { terrain, steep: false } : { terrain, steep: false, road });

describe("the day's figures at their bounds", () => {
  it("the constants the sheet and the ruler share", () => {
    expect([DAILY_ACTIVITY_HOURS, FORCED_MARCH_STEP_SECONDS, TIME_UNITS_PER_HOUR, MAX_MILES_PER_HEX]).toEqual([8, 1800, 3600, 1000]);
  });

  it("activity: steps up to the bound taken (no hours left), one past refused by name", () => {
    expect(dailyActivityHalfHours(0)).toBe(16);
    expect(dailyActivityHalfHours(15)).toBe(1);
    expect(dailyActivityHalfHours(MAX_STEPS)).toBe(0);
    expectRefusal(() => dailyActivityHalfHours(MAX_STEPS + 1), "OUT_OF_RANGE", "steps", MAX_STEPS + 1, "");
    expectRefusal(() => dailyActivityHalfHours(-1), "NEGATIVE", "steps", -1, "");
  });

  it("an allotment read back as steps: a full day and the bound 0, just under a day 1; past the bound refused", () => {
    expect(stepsForAllotment(MAX_HOURS)).toBe(0);
    expect(stepsForAllotment(7.99)).toBe(1);
    expect(stepsForAllotment(0)).toBe(16);
    expectRefusal(() => stepsForAllotment(MAX_HOURS + 1), "OUT_OF_RANGE", "allotmentHours", MAX_HOURS + 1, "");
    expectRefusal(() => stepsForAllotment(-0.5), "NEGATIVE", "allotmentHours", -0.5, "");
  });

  it("miles after steps: never below 0; each argument refused by name at its bound", () => {
    expect(dailyMilesAfterSteps(5, 7)).toBe(0);
    expect(dailyMilesAfterSteps(MAX_MILES_PER_DAY, MAX_STEPS)).toBe(0);
    expect(dailyMilesAfterSteps(20, 3)).toBe(17);
    expectRefusal(() => dailyMilesAfterSteps(MAX_MILES_PER_DAY + 1, 0), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => dailyMilesAfterSteps(20, MAX_STEPS + 1), "OUT_OF_RANGE", "steps", MAX_STEPS + 1, "");
    expectRefusal(() => dailyMilesAfterSteps(20.5, 0), "NOT_INTEGER", "milesPerDay", 20.5, "");
    expectRefusal(() => dailyMilesAfterSteps(20, 0.5), "NOT_INTEGER", "steps", 0.5, "");
  });

  it("effective daily miles: the half-down edge, the bounds, and a day that is no half-hour", () => {
    expect(effectiveDailyMiles(1, 7.5)).toBe(1); // 15/16
    expect(effectiveDailyMiles(1, 4.5)).toBe(1); // 9/16: above one half
    expect(effectiveDailyMiles(MAX_MILES_PER_DAY, MAX_HOURS)).toBe(MAX_MILES_PER_DAY * MAX_HOURS / 8);
    expectRefusal(() => effectiveDailyMiles(10, 7.25), "NOT_INTEGER", "activityHours", 7.25, "expected a multiple of 0.5 hours");
    expectRefusal(() => effectiveDailyMiles(MAX_MILES_PER_DAY + 1, 8), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => effectiveDailyMiles(10, MAX_HOURS + 0.5), "OUT_OF_RANGE", "activityHours", MAX_HOURS + 0.5, "");
    expectRefusal(() => effectiveDailyMiles(10, -0.5), "NEGATIVE", "activityHours", -0.5, "");
  });

  it("forced-march steps: each argument refused by name; a march at the bound counted", () => {
    expect(forcedMarchSteps(MAX_HOURS, 0, BOOK_RULESET)).toBe(2 * MAX_HOURS);
    expect(forcedMarchSteps(0, MAX_HOURS, BOOK_RULESET)).toBe(0);
    expectRefusal(() => forcedMarchSteps(MAX_HOURS + 1, 8, BOOK_RULESET), "OUT_OF_RANGE", "hoursMarched", MAX_HOURS + 1, "");
    expectRefusal(() => forcedMarchSteps(8, MAX_HOURS + 1, BOOK_RULESET), "OUT_OF_RANGE", "allotmentHours", MAX_HOURS + 1, "");
    expectRefusal(() => forcedMarchSteps(8, -1, BOOK_RULESET), "NEGATIVE", "allotmentHours", -1, "");
    expect(() => forcedMarchSteps(8, 8, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });

  it("partial days: the day's hours themselves taken; past them refused with the day named; each bound by name", () => {
    expect(partialDayMiles(16, 6.5, 6.5)).toBe(13);
    expectRefusal(() => partialDayMiles(16, 6.75, 6.5), "OUT_OF_RANGE", "hours", 6.75, "expected at most the day's 6.5 hours of activity");
    expectRefusal(() => partialDayMiles(MAX_MILES_PER_DAY + 1, 1), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => partialDayMiles(16, 1, MAX_HOURS + 1), "OUT_OF_RANGE", "activityHours", MAX_HOURS + 1, "");
    expectRefusal(() => partialDayMiles(16, 1, -1), "NEGATIVE", "activityHours", -1, "");
    expectRefusal(() => partialDayMiles(16, -1), "NEGATIVE", "hours", -1, "");
    expect(partialDayMiles(16.5, 4)).toBe(8.25);
  });

  it("miles in hours: a march beyond the day counts on; steps bring the miles down", () => {
    expect(overlandMilesInHours(16, 0, 12)).toBe(24);
    expect(overlandMilesInHours(16, 8, 4)).toBe(4);
    expectRefusal(() => overlandMilesInHours(16, 0, -1), "NEGATIVE", "hours", -1, "");
  });
});

describe("days and miles in a terrain", () => {
  it("travel days: optimal ground is the road days themselves; each bound by name", () => {
    expect(travelDays(7.5, "optimal", BOOK_RULESET)).toBe(7.5);
    expect(travelDays(MAX_ROAD_DAYS, "plains", BOOK_RULESET)).toBe(140_000);
    expectRefusal(() => travelDays(MAX_ROAD_DAYS + 1, "plains", BOOK_RULESET), "OUT_OF_RANGE", "roadDays", MAX_ROAD_DAYS + 1, "");
    expect(() => travelDays(1, "plains", null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
    expect(travelDays(4, "forest", OSE)).toBe(9);
    expect(travelDays(4, "forest", OSR)).toBe(8);
  });

  it("rounded travel days: half up exactly at .5, the bound by name", () => {
    expect(travelDaysRounded(5, "plains")).toBe(7);
    expect(travelDaysRounded(1, "optimal")).toBe(1);
    expect(travelDaysRounded(5, "swamp")).toBe(14); // 13.5
    expectRefusal(() => travelDaysRounded(MAX_ROAD_DAYS + 1, "plains"), "OUT_OF_RANGE", "roadDays", MAX_ROAD_DAYS + 1, "");
    expect(() => travelDaysRounded(1, "lava" as never)).toThrow(expect.objectContaining({ parameter: "terrain" }));
  });

  it("miles in a terrain: half up at .5; each refusal by name and with what the model expects", () => {
    expect(milesPerDayInTerrain(7, "plains", {}, BOOK_RULESET)).toBe(5); // 5.0
    expect(milesPerDayInTerrain(27, "swamp", {}, BOOK_RULESET)).toBe(10); // 10.0
    expect(milesPerDayInTerrain(4, "desert", {}, BOOK_RULESET)).toBe(2); // 2.1
    expect(milesPerDayInTerrain(19, "desert", {}, BOOK_RULESET)).toBe(10); // 10.0
    expect(milesPerDayInTerrain(MAX_MILES_PER_DAY, "optimal", {}, BOOK_RULESET)).toBe(MAX_MILES_PER_DAY);
    expectRefusal(() => milesPerDayInTerrain(MAX_MILES_PER_DAY + 1, "plains", {}, BOOK_RULESET), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => milesPerDayInTerrain(20, "plains", null as never, BOOK_RULESET), "INVALID_ARGUMENT", "options", null, "expected an object");
    expectRefusal(() => milesPerDayInTerrain(20, "plains", {}, OSE), "INVALID_ARGUMENT", "load", undefined, "expected the load's exact share");
    const share = { num: 1, den: 1 };
    expectRefusal(() => milesPerDayInTerrain(20, "plains", { load: share }, BOOK_RULESET), "INVALID_ARGUMENT", "load", share, "expected no load: this travel model's load is in the miles given");
    expect(milesPerDayInTerrain(24, "forest", { load: { num: 3, den: 4 } }, OSE)).toBe(12);
    expect(milesPerDayInTerrain(12, "mountains", {}, OSR)).toBe(3);
  });
});

describe("the miles-per-hex setting", () => {
  it("text with spaces is read as its number; the bound itself kept; blank text the default", () => {
    expect(parseMilesPerHex(" 5 ")).toBe(5);
    expect(parseMilesPerHex(String(MAX_MILES_PER_HEX))).toBe(MAX_MILES_PER_HEX);
    expect(parseMilesPerHex(MAX_MILES_PER_HEX)).toBe(MAX_MILES_PER_HEX);
    expect(parseMilesPerHex("   ")).toBe(6);
    expect(parseMilesPerHex("1001")).toBe(6);
    expect(parseMilesPerHex(0.01)).toBe(0.01);
    expect(parseMilesPerHex(true)).toBe(6);
  });
});

describe("a hex's hours", () => {
  const walker = { milesPerDay: 20, steps: 0 };

  it("a road hex is travelled as optimal ground; a road stated false is the terrain's", () => {
    expect(overlandHexHours(walker, hex("forest", true), 6, BOOK_RULESET)).toBeCloseTo(2.4, 12);
    expect(overlandHexHours(walker, hex("forest", false), 6, BOOK_RULESET)).toBeCloseTo(5.28, 12);
    expect(overlandHexHours(walker, { terrain: "hills", steep: true, road: true }, 6, BOOK_RULESET)).toBeCloseTo(2.4, 12);
    expectRefusal(() => overlandHexHours(walker, { terrain: "forest", steep: false, road: "yes" as never }, 6, BOOK_RULESET), "INVALID_ARGUMENT", "hex.road", "yes", "expected a boolean");
  });

  it("a traveller who cannot travel takes forever, under the book and under a companion model", () => {
    expect(overlandHexHours({ milesPerDay: 3, steps: 3 }, hex("plains"), 6, BOOK_RULESET)).toBe(Infinity);
    expect(overlandHexHours({ milesPerDay: 20, steps: 0, immobile: true }, hex("plains"), 6, BOOK_RULESET)).toBe(Infinity);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0, immobile: true }, hex("plains"), 6, OSE)).toBe(Infinity);
    expect(overlandHexHours({ milesPerDay: 1, steps: 0 }, hex("mountains"), 6, OSR)).toBe(Infinity);
    // Under a companion model ER's steps do not slow the traveller (the model's load rule does).
    expect(overlandHexHours({ milesPerDay: 24, steps: 5 }, hex("plains"), 6, OSE)).toBe(2);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0, companion: { flies: true } }, hex("mountains"), 6, OSE)).toBe(1);
  });

  it("every refusal names its part", () => {
    expectRefusal(() => overlandHexHours(null as never, hex("plains"), 6, BOOK_RULESET), "INVALID_ARGUMENT", "traveller", null, "expected a traveller");
    expectRefusal(() => overlandHexHours("t" as never, hex("plains"), 6, BOOK_RULESET), "INVALID_ARGUMENT", "traveller", "t", "expected a traveller");
    expectRefusal(() => overlandHexHours({ milesPerDay: MAX_MILES_PER_DAY + 1, steps: 0 }, hex("plains"), 6, BOOK_RULESET), "OUT_OF_RANGE", "traveller.milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => overlandHexHours({ milesPerDay: 20, steps: MAX_STEPS + 1 }, hex("plains"), 6, BOOK_RULESET), "OUT_OF_RANGE", "traveller.steps", MAX_STEPS + 1, "");
    expectRefusal(() => overlandHexHours({ milesPerDay: -1, steps: 0 }, hex("plains"), 6, BOOK_RULESET), "NEGATIVE", "traveller.milesPerDay", -1, "");
    expectRefusal(() => overlandHexHours({ milesPerDay: 20, steps: -1 }, hex("plains"), 6, BOOK_RULESET), "NEGATIVE", "traveller.steps", -1, "");
    expect(() => overlandHexHours({ milesPerDay: 20, steps: 0, adaptation: { forest: "lava" } as never }, hex("plains"), 6, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: expect.stringContaining("traveller.adaptation") }));
    expectRefusal(() => overlandHexHours(walker, hex("plains"), MAX_MILES_PER_HEX + 1, BOOK_RULESET), "OUT_OF_RANGE", "milesPerHex", MAX_MILES_PER_HEX + 1, "");
    expectRefusal(() => overlandHexHours(walker, hex("plains"), 0, BOOK_RULESET), "OUT_OF_RANGE", "milesPerHex", 0, "");
    expect(() => overlandHexHours(walker, hex("lava" as never), 6, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "hex.terrain" }));
    expect(() => overlandHexHours(walker, hex("plains"), 6, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });

  it("a companion model checks the companion fields; the book never reads them", () => {
    expectRefusal(() => overlandHexHours({ ...walker, companion: null as never }, hex("plains"), 6, OSE), "INVALID_ARGUMENT", "traveller.companion", null, "expected the companion travel fields");
    expectRefusal(() => overlandHexHours({ ...walker, companion: 3 as never }, hex("plains"), 6, OSE), "INVALID_ARGUMENT", "traveller.companion", 3, "expected the companion travel fields");
    expect(() => overlandHexHours({ ...walker, companion: { speed: 12 } }, hex("plains"), 6, OSE)).toThrow(expect.objectContaining({ parameter: "loadedSpeed" }));
    expect(overlandHexHours({ ...walker, companion: 3 as never }, hex("plains"), 6, BOOK_RULESET)).toBeCloseTo(3.36, 12);
    expect(overlandHexHours({ ...walker }, hex("plains"), 6, OSE)).toBeCloseTo(2.4, 12);
  });
});

describe("a party along a path", () => {
  const walker = (milesPerDay: number, steps = 0) => ({ milesPerDay, steps });

  it("the path and the party refused by name when they are no lists", () => {
    expectRefusal(() => overlandTravel([walker(20)], "p" as never, 6, BOOK_RULESET), "INVALID_ARGUMENT", "path", "p", "expected an array of hexes");
    expectRefusal(() => overlandTravel("t" as never, [], 6, BOOK_RULESET), "INVALID_ARGUMENT", "travellers", "t", "expected an array");
    expectRefusal(() => overlandTravel([walker(20)], [], 0, BOOK_RULESET), "OUT_OF_RANGE", "milesPerHex", 0, "");
    expect(() => overlandTravel([walker(20)], [], 6, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
    expect(() => overlandTravel([walker(20), null as never], [], 6, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "traveller" }));
  });

  it("the pace is the first of equals; with the party pace off the first travels alone", () => {
    expect(overlandTravel([walker(20), walker(20)], [hex("plains")], 6, BOOK_RULESET).pacedBy).toBe(0);
    expect(overlandTravel([walker(20), walker(10), walker(10)], [hex("plains")], 6, BOOK_RULESET).pacedBy).toBe(1);
    const ownPace = resolveRuleset(variantConfig({ travel: { partyPace: false } }));
    const alone = overlandTravel([walker(20), walker(10, 4)], [hex("plains")], 6, ownPace);
    expect(alone).toMatchObject({ pacedBy: 0, allotmentHours: 8 });
    expect(alone.hours).toBeCloseTo(3.36, 12);
    expect(overlandTravel([], [hex("plains")], 6, BOOK_RULESET)).toMatchObject({ possible: false, pacedBy: -1, allotmentHours: 8, hours: Infinity, worldSeconds: Infinity, days: 0, remainderHours: 0, forcedMarchSteps: 0, hexes: 1, miles: 6, terrains: ["plains"] });
  });

  it("exactly one day's march is one day of its hours; exactly two is a night between", () => {
    const one = overlandTravel([walker(20)], [hex("optimal")], 20, BOOK_RULESET);
    expect(one).toMatchObject({ days: 1, remainderHours: 0, worldSeconds: 8 * 3600, forcedMarchSteps: 0, possible: true });
    const two = overlandTravel([walker(20)], [hex("optimal"), hex("optimal")], 20, BOOK_RULESET);
    expect(two).toMatchObject({ days: 2, remainderHours: 0, worldSeconds: DAY + 8 * 3600 });
    const part = overlandTravel([walker(20)], [hex("optimal")], 10, BOOK_RULESET);
    expect(part).toMatchObject({ days: 0, remainderHours: 4, worldSeconds: 4 * 3600 });
  });

  it("an empty path on a day of no hours is possible and takes no time; a path on such a day is not", () => {
    expect(overlandTravel([walker(40, 16)], [], 6, BOOK_RULESET)).toMatchObject({ possible: true, allotmentHours: 0, days: 0, remainderHours: 0, forcedMarchSteps: 0, worldSeconds: 0, hours: 0 });
    expect(overlandTravel([walker(40, 16)], [hex("optimal")], 6, BOOK_RULESET).possible).toBe(false);
  });

  it("terrains listed once each in order of first entry; a companion model's day is 8 hours whatever the steps, and costs no ER steps", () => {
    expect(overlandTravel([walker(20)], [hex("hills"), hex("plains"), hex("hills")], 6, BOOK_RULESET).terrains).toEqual(["hills", "plains"]);
    const ose = overlandTravel([walker(24, 8)], Array.from({ length: 5 }, () => hex("plains")), 6, OSE);
    expect(ose).toMatchObject({ allotmentHours: 8, hours: 10, days: 1, remainderHours: 2, forcedMarchSteps: 0, worldSeconds: DAY + 2 * 3600 });
    const book = overlandTravel([walker(24)], Array.from({ length: 4 }, () => hex("optimal")), 6, BOOK_RULESET);
    expect(book).toMatchObject({ hours: 8, forcedMarchSteps: 0 });
    expect(overlandTravel([walker(24)], Array.from({ length: 5 }, () => hex("optimal")), 6, BOOK_RULESET).forcedMarchSteps).toBe(4);
  });
});

describe("the refusals' names where a value is of the wrong kind, and a companion traveller's ground", () => {
  it("each first check names its argument", () => {
    expectRefusal(() => effectiveDailyMiles(-1, 8), "NEGATIVE", "milesPerDay", -1, "");
    expectRefusal(() => forcedMarchSteps(-1, 8, BOOK_RULESET), "NEGATIVE", "hoursMarched", -1, "");
    expectRefusal(() => partialDayMiles(-1, 1), "NEGATIVE", "milesPerDay", -1, "");
    expectRefusal(() => travelDays(-1, "plains", BOOK_RULESET), "NEGATIVE", "roadDays", -1, "");
    expect(() => travelDays(1, "lava" as never, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "terrain" }));
    expectRefusal(() => travelDaysRounded(2.5, "plains"), "NOT_INTEGER", "roadDays", 2.5, "");
    expectRefusal(() => milesPerDayInTerrain(2.5, "plains", {}, BOOK_RULESET), "NOT_INTEGER", "milesPerDay", 2.5, "");
    expect(() => milesPerDayInTerrain(2, "lava" as never, {}, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "terrain" }));
    expect(() => milesPerDayInTerrain(2, "plains", {}, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
    expect(() => overlandTravel([{ milesPerDay: 20, steps: 0 }], [hex("lava" as never)], 6, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "hex.terrain" }));
  });

  it("a hole in the path or the party is refused by its place", () => {
    const holed = [hex("plains"), hex("plains")];
    delete (holed as unknown as Record<number, unknown>)[1];
    expectRefusal(() => overlandTravel([{ milesPerDay: 20, steps: 0 }], holed, 6, BOOK_RULESET), "INVALID_ARGUMENT", "path[1]", undefined, "not a hole");
    const party = [{ milesPerDay: 20, steps: 0 }, { milesPerDay: 20, steps: 0 }];
    delete (party as unknown as Record<number, unknown>)[0];
    expectRefusal(() => overlandTravel(party, [], 6, BOOK_RULESET), "INVALID_ARGUMENT", "travellers[0]", undefined, "not a hole");
  });

  it("a forced-march rule of a companion model costs no ER steps", () => {
    expect(forcedMarchSteps(10, 8, OSE)).toBe(0);
    expect(forcedMarchSteps(10, 8, BOOK_RULESET)).toBe(4);
  });

  it("a road-day count on optimal ground is kept exact (x × 10 ÷ 10 is not always x in floating point)", () => {
    const x = 0.43157142857142855;
    expect((x * 10) / 10).not.toBe(x);
    expect(travelDays(x, "optimal", BOOK_RULESET)).toBe(x);
  });

  it("the slowest member sets a hex's time wherever it stands in the party", () => {
    expect(overlandTravel([{ milesPerDay: 10, steps: 0 }, { milesPerDay: 20, steps: 0 }], [hex("plains")], 6, BOOK_RULESET).hours).toBeCloseTo(6.72, 12);
  });

  it("under a companion model sure-footedness applies off steep ground; the ruler plans no march day", () => {
    const goat = { milesPerDay: 24, steps: 0, sureFooted: true };
    expect(overlandHexHours(goat, hex("swamp"), 6, OSE)).toBe(3); // swamp as hills: 16 miles a day
    expect(overlandHexHours(goat, { terrain: "swamp", steep: true }, 6, OSE)).toBe(4);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0 }, hex("swamp"), 6, OSE)).toBe(4);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0, sureFooted: false }, hex("swamp"), 6, OSE)).toBe(4);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0, adaptation: { swamp: "plains" } }, hex("swamp"), 6, OSE)).toBe(2);
    // A stray march flag (not a field a traveller carries) makes no march day on the ruler.
    const marcher = { milesPerDay: 24, steps: 0, companion: { forcedMarch: true } as never };
    expect(overlandHexHours(marcher, hex("plains"), 6, resolveRuleset(PRESETS.ose))).toBe(2);
  });

  it("a companion traveller's fields are checked before the path is walked, an empty one too", () => {
    expect(() => overlandTravel([{ milesPerDay: 24, steps: 0, companion: { speed: 12 } }], [], 6, OSE)).toThrow(expect.objectContaining({ parameter: "loadedSpeed" }));
    expect(overlandTravel([{ milesPerDay: 24, steps: 0, companion: { speed: 12 } }], [], 6, BOOK_RULESET).possible).toBe(true);
  });
});
