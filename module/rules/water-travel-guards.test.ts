/**
 * The edges of a water day's input (./water-travel.ts): every refusal's code, parameter, value and
 * text, the fields a rule does not read (base feet, the current's die), the rolled wind read in place
 * of the chosen one, and the choices each rule offers. The rules' own miles are in
 * modules/travel/ose-water.test.ts and osr-water.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_VESSEL_FEET, NO_VESSEL, WATER_CURRENTS, WATER_VESSELS, WATER_WIND_CHOICES, WIND_ROLL_MAX, WIND_ROLL_MIN, waterDay, waterTravelOf, waterWindChoices, type WaterDayRaw } from "./water-travel";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const ose = (over: WaterDayRaw) => waterDay({ vessel: "sailing", baseFeet: 360, wind: 7, current: "none", currentDie: 0, ...over }, OSE);
const osr = (over: WaterDayRaw) => waterDay({ vessel: "boat", wind: "none", current: "none", ...over }, OSR);

describe("the wind choices and the stored fields' lists", () => {
  it("a rolled wind offers every 2d6 total, 2 to 12, as text; a chosen wind the rule's choices; no rule none", () => {
    expect(waterWindChoices(OSE)).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect([WIND_ROLL_MIN, WIND_ROLL_MAX]).toEqual([2, 12]);
    expect(waterWindChoices(OSR)).toEqual(["against", "none", "with"]);
    expect(waterWindChoices(BOOK_RULESET)).toEqual([]);
  });

  it("the stored field's choices: every rule's vessels with none, the currents, the chosen winds", () => {
    expect(NO_VESSEL).toBe("none");
    expect(WATER_VESSELS).toEqual(["none", "boat", "ship", "sailing", "rowed"]);
    expect(WATER_CURRENTS).toEqual(["none", "upstream", "downstream"]);
    expect(WATER_WIND_CHOICES).toEqual(["against", "none", "with"]);
    expect(MAX_VESSEL_FEET).toBe(1200);
  });

  it("the rule in force, and a missing ruleset refused", () => {
    expect(waterTravelOf(BOOK_RULESET)).toBeNull();
    expect(() => waterTravelOf(undefined as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});

describe("waterDay's input", () => {
  it("no vessel, or no rule in force: no water day; a raw day that is no object refused even then", () => {
    expect(ose({ vessel: NO_VESSEL })).toBeNull();
    expect(waterDay({ vessel: "boat" }, BOOK_RULESET)).toBeNull();
    expectRefusal(() => waterDay(null as never, BOOK_RULESET), "INVALID_ARGUMENT", "water", null, "expected an object");
    expectRefusal(() => waterDay("boat" as never, OSE), "INVALID_ARGUMENT", "water", "boat", "expected an object");
  });

  it("a day's seconds are the rule's day, and the rule's miles follow", () => {
    expect(ose({})).toMatchObject({ miles: 72, seconds: 86_400 });
    expect(osr({})).toMatchObject({ miles: 30, seconds: 86_400 });
  });

  it("a vessel that is no text, or not the rule's, refused with the rule's vessels named", () => {
    expectRefusal(() => ose({ vessel: 3 }), "INVALID_ARGUMENT", "water.vessel", 3, "expected one of sailing, rowed");
    expectRefusal(() => ose({ vessel: undefined }), "INVALID_ARGUMENT", "water.vessel", undefined, "expected one of sailing, rowed");
    expectRefusal(() => osr({ vessel: "rowed" }), "INVALID_ARGUMENT", "water.vessel", "rowed", "expected one of boat, ship");
  });

  it("base feet: 1 to the bound under a rule that reads them; never read (any value) under one that does not", () => {
    expect(ose({ baseFeet: 1 })?.miles).toBe(0);
    expect(ose({ baseFeet: MAX_VESSEL_FEET })?.miles).toBe(240);
    expectRefusal(() => ose({ baseFeet: 0 }), "OUT_OF_RANGE", "water.baseFeet", 0, "");
    expectRefusal(() => ose({ baseFeet: MAX_VESSEL_FEET + 1 }), "OUT_OF_RANGE", "water.baseFeet", MAX_VESSEL_FEET + 1, "");
    expectRefusal(() => ose({ baseFeet: "360" }), "NOT_A_NUMBER", "water.baseFeet", "360", "");
    expect(osr({ baseFeet: "lots" })?.miles).toBe(30);
    expect(osr({ baseFeet: -5 })?.miles).toBe(30);
  });

  it("a rolled wind reads the roll before the stored choice; a chosen wind never reads a roll", () => {
    expect(ose({ wind: 7, windRoll: 11 })?.miles).toBe(144);
    expect(ose({ wind: 11, windRoll: undefined })?.miles).toBe(144);
    expect(ose({ wind: "12" })?.miles).toBe(216);
    expect(osr({ wind: "with", windRoll: "against" })?.miles).toBe(60);
    expectRefusal(() => ose({ windRoll: 13 }), "INVALID_ARGUMENT", "water.wind", 13, "expected one of 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12");
    expectRefusal(() => ose({ wind: null }), "INVALID_ARGUMENT", "water.wind", null, "expected one of 2,");
    // Only a number is read as a 2d6 total: a list holding one is refused, not read as its text.
    expectRefusal(() => ose({ wind: ["7"] }), "INVALID_ARGUMENT", "water.wind", ["7"], "expected one of 2,");
    expectRefusal(() => osr({ wind: "gale" }), "INVALID_ARGUMENT", "water.wind", "gale", "expected one of against, none, with");
  });

  it("a current that is no text, or none of the choices, refused with the choices named", () => {
    expectRefusal(() => ose({ current: 1 }), "INVALID_ARGUMENT", "water.current", 1, "expected one of none, upstream, downstream");
    expectRefusal(() => osr({ current: "sideways" }), "INVALID_ARGUMENT", "water.current", "sideways", "expected one of none, upstream, downstream");
    expectRefusal(() => osr({ current: undefined }), "INVALID_ARGUMENT", "water.current", undefined, "expected one of");
  });

  it("the current's die: 1 to 6 when the rule rolls it and the current runs; not read otherwise", () => {
    expect(ose({ current: "downstream", currentDie: 1 })).toMatchObject({ miles: 79, currentMiles: 7 });
    expect(ose({ current: "downstream", currentDie: 6 })).toMatchObject({ miles: 84, currentMiles: 12 });
    expectRefusal(() => ose({ current: "downstream", currentDie: 7 }), "OUT_OF_RANGE", "water.currentDie", 7, "");
    expectRefusal(() => ose({ current: "upstream", currentDie: undefined }), "NOT_A_NUMBER", "water.currentDie", undefined, "");
    // Still water: the stored die is ignored, whatever it holds.
    expect(ose({ current: "none", currentDie: 5 })).toMatchObject({ miles: 72, currentMiles: 0 });
    expect(ose({ current: "none", currentDie: "x" })?.miles).toBe(72);
    expect(osr({ current: "upstream", currentDie: "x" })?.miles).toBe(15);
  });

  it("the hazard flags: absent is fine, anything but a boolean refused by name", () => {
    expectRefusal(() => ose({ seaworthy: "yes" }), "INVALID_ARGUMENT", "water.seaworthy", "yes", "expected true or false");
    expectRefusal(() => ose({ takingOnWater: 1 }), "INVALID_ARGUMENT", "water.takingOnWater", 1, "expected true or false");
    expectRefusal(() => osr({ takingOnWater: null }), "INVALID_ARGUMENT", "water.takingOnWater", null, "expected true or false");
  });

  it("a vessel is seaworthy unless stored false, and takes on water only when stored true", () => {
    expect(ose({ wind: 12 })?.notes).toEqual([{ key: "ER.Variants.Water.Note.Gale", data: { chance: 75 } }]);
    expect(ose({ wind: 12, seaworthy: true })?.notes).toEqual([{ key: "ER.Variants.Water.Note.Gale", data: { chance: 75 } }]);
    expect(ose({ wind: 12, seaworthy: false })?.notes).toEqual([{ key: "ER.Variants.Water.Note.GaleSink", data: { chance: 80 } }]);
    expect(ose({ takingOnWater: undefined })).toMatchObject({ miles: 72, notes: [] });
    expect(ose({ takingOnWater: false })).toMatchObject({ miles: 72, notes: [] });
    expect(ose({ takingOnWater: true })?.miles).toBe(48);
  });
});
