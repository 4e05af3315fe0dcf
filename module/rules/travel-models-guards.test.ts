/**
 * The edges of what the companion travel models share (./travel-models.ts): a load's share and the
 * speeds at their bounds, the travel log's bound and refusals, the party's size, a traveller's
 * load read from the speeds or from the share (encumbered only below 1), immobility, and the
 * saturation at the daily bound. Every refusal's code, parameter, value and text. The models' own
 * arithmetic is in modules/travel/ose.test.ts and osr.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { travelRuleset, variantConfig } from "../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_MILES_PER_DAY, MAX_SPEED } from "./bounds";
import {
  MAX_PARTY_SIZE,
  MAX_TRAVEL_LOG_DAYS,
  TRAVEL_LIGHTS,
  TRAVEL_LOG_DAYS,
  TRAVEL_PACES,
  TRAVEL_WEATHERS,
  companionMilesPerDay,
  companionMilesWith,
  partyMilesPerDay,
  speedLoadShare,
  travelLoadShare,
  travelLogAfter,
  travelUnrested,
} from "./travel-models";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const oseModel = OSE.points.travelModel!;
const osrModel = OSR.points.travelModel!;

describe("the lists the sheet offers", () => {
  it("light, weather, pace and the log's days, in order", () => {
    expect(TRAVEL_LIGHTS).toEqual(["day", "dim", "dark"]);
    expect(TRAVEL_WEATHERS).toEqual(["clear", "difficult", "harsh"]);
    expect(TRAVEL_PACES).toEqual(["normal", "tactical", "stealthy"]);
    expect(TRAVEL_LOG_DAYS).toEqual(["travel", "forcedMarch", "rest"]);
    expect([MAX_TRAVEL_LOG_DAYS, MAX_PARTY_SIZE]).toEqual([500, 1000]);
  });
});

describe("travelLoadShare", () => {
  it("a share of 0, of 1 and a denominator at the speed bound taken, frozen", () => {
    expect(travelLoadShare({ num: 0, den: 1 })).toEqual({ num: 0, den: 1 });
    const whole = travelLoadShare({ num: 3, den: 3 });
    expect(whole).toEqual({ num: 3, den: 3 });
    expect(Object.isFrozen(whole)).toBe(true);
    expect(travelLoadShare({ num: 1, den: MAX_SPEED })).toEqual({ num: 1, den: MAX_SPEED });
  });

  it("every refusal names its part", () => {
    expectRefusal(() => travelLoadShare(null), "INVALID_ARGUMENT", "load", null, "expected a fraction { num, den }");
    expectRefusal(() => travelLoadShare(0.5), "INVALID_ARGUMENT", "load", 0.5, "expected a fraction");
    expectRefusal(() => travelLoadShare({ num: -1, den: 2 }), "NEGATIVE", "load.num", -1, "");
    expectRefusal(() => travelLoadShare({ num: 1, den: 1.5 }), "NOT_INTEGER", "load.den", 1.5, "");
    expectRefusal(() => travelLoadShare({ num: 0, den: 0 }), "OUT_OF_RANGE", "load.den", 0, `expected 1–${MAX_SPEED}`);
    expectRefusal(() => travelLoadShare({ num: 1, den: MAX_SPEED + 1 }), "OUT_OF_RANGE", "load.den", MAX_SPEED + 1, `expected 1–${MAX_SPEED}`);
    expectRefusal(() => travelLoadShare({ num: 3, den: 2 }), "OUT_OF_RANGE", "load.num", 3, "expected a share of at most 1");
  });
});

describe("speedLoadShare", () => {
  it("no speeds, or a speed of 0: the whole; a loaded speed above the listed one: the whole; else loaded over listed", () => {
    expect(speedLoadShare(undefined, undefined)).toEqual({ num: 1, den: 1 });
    expect(speedLoadShare(0, 0)).toEqual({ num: 1, den: 1 });
    expect(speedLoadShare(12, 15)).toEqual({ num: 12, den: 12 });
    expect(speedLoadShare(12, 9)).toEqual({ num: 9, den: 12 });
    expect(speedLoadShare(MAX_SPEED, 1)).toEqual({ num: 1, den: MAX_SPEED });
  });

  it("one speed without the other, or a listed speed past the bound, refused by name", () => {
    expectRefusal(() => speedLoadShare(undefined, 9), "NOT_A_NUMBER", "speed", undefined, "");
    expectRefusal(() => speedLoadShare(12, undefined), "NOT_A_NUMBER", "loadedSpeed", undefined, "");
    expectRefusal(() => speedLoadShare(MAX_SPEED + 1, 1), "OUT_OF_RANGE", "speed", MAX_SPEED + 1, "");
  });
});

describe("the travel log", () => {
  it("the count stays at its bound; a log at the bound is taken, one past refused", () => {
    expect(travelLogAfter({ daysWithoutRest: MAX_TRAVEL_LOG_DAYS, restDue: false }, "travel", OSE)).toEqual({ daysWithoutRest: MAX_TRAVEL_LOG_DAYS, restDue: false });
    expect(travelLogAfter({ daysWithoutRest: MAX_TRAVEL_LOG_DAYS - 1, restDue: false }, "forcedMarch", OSE)).toEqual({ daysWithoutRest: MAX_TRAVEL_LOG_DAYS, restDue: true });
    expectRefusal(() => travelLogAfter({ daysWithoutRest: MAX_TRAVEL_LOG_DAYS + 1, restDue: false }, "travel", OSE), "OUT_OF_RANGE", "log.daysWithoutRest", MAX_TRAVEL_LOG_DAYS + 1, "");
  });

  it("every refusal names its part; a model without a log, or the book, says which it expected", () => {
    expectRefusal(() => travelLogAfter(null as never, "travel", OSE), "INVALID_ARGUMENT", "log", null, "expected a travel log");
    expectRefusal(() => travelUnrested("log" as never, OSE), "INVALID_ARGUMENT", "log", "log", "expected a travel log");
    expectRefusal(() => travelLogAfter({ daysWithoutRest: 0, restDue: 0 as never }, "travel", OSE), "INVALID_ARGUMENT", "log.restDue", 0, "expected true or false");
    expectRefusal(() => travelLogAfter({ daysWithoutRest: 0, restDue: false }, "nap" as never, OSE), "INVALID_ARGUMENT", "day", "nap", "");
    expectRefusal(() => travelLogAfter({ daysWithoutRest: 0, restDue: false }, "travel", OSR), "INVALID_ARGUMENT", "ruleset", OSR.modules, "expected a travel model that keeps a travel log");
    expectRefusal(() => travelLogAfter({ daysWithoutRest: 0, restDue: false }, "travel", BOOK_RULESET), "INVALID_ARGUMENT", "ruleset", BOOK_RULESET.modules, "expected a companion travel model in force");
  });

  it("unrested only with a rest rule and a log: OSR keeps neither", () => {
    expect(travelUnrested({ daysWithoutRest: 9, restDue: false }, OSE)).toBe(true);
    expect(travelUnrested({ daysWithoutRest: 9, restDue: false }, OSR)).toBe(false);
    expect(travelUnrested({ daysWithoutRest: 6, restDue: true }, OSE)).toBe(false);
  });
});

describe("partyMilesPerDay", () => {
  it("a party of the largest size and members at the daily bound taken", () => {
    expect(partyMilesPerDay(Array.from({ length: MAX_PARTY_SIZE }, (_, i) => (i === 500 ? 3 : MAX_MILES_PER_DAY)))).toBe(3);
    expect(partyMilesPerDay([MAX_MILES_PER_DAY])).toBe(MAX_MILES_PER_DAY);
    expect(partyMilesPerDay([0, 5])).toBe(0);
  });

  it("every refusal names its part", () => {
    expectRefusal(() => partyMilesPerDay("12" as never), "INVALID_ARGUMENT", "members", "12", "expected a list of miles a day");
    expectRefusal(() => partyMilesPerDay([]), "INVALID_ARGUMENT", "members", [], "expected at least one member");
    expectRefusal(() => partyMilesPerDay(Array.from({ length: MAX_PARTY_SIZE + 1 }, () => 1)), "OUT_OF_RANGE", "members", MAX_PARTY_SIZE + 1, `expected at most ${MAX_PARTY_SIZE} members`);
    expectRefusal(() => partyMilesPerDay([4, MAX_MILES_PER_DAY + 1]), "OUT_OF_RANGE", "members[1]", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => partyMilesPerDay([-1]), "NEGATIVE", "members[0]", -1, "");
  });
});

describe("companionMilesWith", () => {
  it("the load read from the speeds: encumbered only below the listed speed (OSR halves)", () => {
    expect(companionMilesWith({ milesPerDay: 12, speed: 12, loadedSpeed: 12 }, "plains", osrModel, false)).toBe(12);
    expect(companionMilesWith({ milesPerDay: 12, speed: 12, loadedSpeed: 11 }, "plains", osrModel, false)).toBe(6);
    expect(companionMilesWith({ milesPerDay: 24, speed: 12, loadedSpeed: 9 }, "plains", oseModel, false)).toBe(18);
  });

  it("the load read from a share: it wins over the speeds; encumbered only below 1", () => {
    expect(companionMilesWith({ milesPerDay: 12, load: { num: 2, den: 2 } }, "plains", osrModel, false)).toBe(12);
    expect(companionMilesWith({ milesPerDay: 12, load: { num: 1, den: 2 } }, "plains", osrModel, false)).toBe(6);
    expect(companionMilesWith({ milesPerDay: 24, load: { num: 1, den: 2 }, speed: 12, loadedSpeed: 12 }, "plains", oseModel, false)).toBe(12);
    expect(companionMilesWith({ milesPerDay: 12, load: { num: 1, den: 1 }, speed: 12, loadedSpeed: 6 }, "plains", osrModel, false)).toBe(12);
  });

  it("immobile: 0, after the input is checked; the product saturates at the daily bound", () => {
    expect(companionMilesWith({ milesPerDay: 24, immobile: true, flies: true }, "plains", oseModel, false)).toBe(0);
    expectRefusal(() => companionMilesWith({ milesPerDay: 24, immobile: true, speed: 12 }, "plains", oseModel, false), "NOT_A_NUMBER", "loadedSpeed", undefined, "");
    expect(companionMilesWith({ milesPerDay: MAX_MILES_PER_DAY, flies: true }, "plains", oseModel, false)).toBe(MAX_MILES_PER_DAY);
    expect(companionMilesWith({ milesPerDay: MAX_MILES_PER_DAY, immobile: false }, "plains", oseModel, false)).toBe(MAX_MILES_PER_DAY);
  });

  it("every refusal names its part", () => {
    expectRefusal(() => companionMilesWith(null as never, "plains", oseModel, false), "INVALID_ARGUMENT", "input", null, "expected a traveller");
    expectRefusal(() => companionMilesWith(5 as never, "plains", oseModel, false), "INVALID_ARGUMENT", "input", 5, "expected a traveller");
    expect(() => companionMilesWith({ milesPerDay: 5 }, "lava" as never, oseModel, false)).toThrow(expect.objectContaining({ parameter: "terrain" }));
    expectRefusal(() => companionMilesWith({ milesPerDay: MAX_MILES_PER_DAY + 1 }, "plains", oseModel, false), "OUT_OF_RANGE", "milesPerDay", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => companionMilesWith({ milesPerDay: 5, load: { num: 2, den: 1 } }, "plains", oseModel, false), "OUT_OF_RANGE", "load.num", 2, "");
  });
});

describe("companionMilesPerDay", () => {
  it("a march day only where the forced-march rule has one", () => {
    expect(companionMilesPerDay({ milesPerDay: 24, forcedMarch: true }, "plains", OSE)).toBe(36);
    expect(companionMilesPerDay({ milesPerDay: 24, forcedMarch: true }, "plains", travelRuleset("ose", "off"))).toBe(24);
    expect(companionMilesPerDay({ milesPerDay: 24, restDue: true }, "plains", resolveRuleset(variantConfig({ travel: { forcedMarch: "off" } }, PRESETS.ose)))).toBe(24);
    expectRefusal(() => companionMilesPerDay({ milesPerDay: 24 }, "plains", BOOK_RULESET), "INVALID_ARGUMENT", "ruleset", BOOK_RULESET.modules, "expected a companion travel model in force");
  });
});
