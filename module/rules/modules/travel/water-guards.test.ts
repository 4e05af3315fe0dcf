/**
 * The edges of the two water-travel rules (./ose-water.ts, ./osr-water.ts): the factor each day
 * reports, the hazard notes a rowed vessel never gets, the rules' declared fields, and the modules'
 * declarations. The text's examples are in ose-water.test.ts and osr-water.test.ts.
 */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { waterDay, type WaterDayRaw } from "../../water-travel";
import { OSE_CURRENT_FIXED, OSE_GALE, OSE_NEAR_GALE_WATER, OSE_VESSELS, OSE_WATER, OSE_WIND_FACTORS, oseWater } from "./ose-water";
import { OSR_VESSEL_MILES, OSR_WATER, OSR_WINDS, osrWater } from "./osr-water";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const ose = (over: WaterDayRaw) => waterDay({ vessel: "sailing", baseFeet: 360, wind: 7, current: "none", currentDie: 0, seaworthy: true, takingOnWater: false, ...over }, OSE);
const osr = (over: WaterDayRaw) => waterDay({ vessel: "boat", wind: "none", current: "none", ...over }, OSR);

describe("OSE water days", () => {
  it("the day reports its factor: the wind's, times two thirds when taking on water; a rowed vessel's is whole", () => {
    expect(ose({ wind: 9 })?.factor).toEqual({ num: 4, den: 3 });
    expect(ose({ wind: 9, takingOnWater: true })?.factor).toEqual({ num: 8, den: 9 });
    expect(ose({ vessel: "rowed", wind: 12 })?.factor).toEqual({ num: 1, den: 1 });
    expect(ose({ vessel: "rowed", takingOnWater: true })).toMatchObject({ factor: { num: 2, den: 3 }, miles: 48, notes: [{ key: "ER.Variants.Water.Note.TakingOnWater", data: {} }] });
  });

  it("a rowed vessel gets no wind notes; a sailing vessel's notes come in order with taking on water last", () => {
    expect(ose({ vessel: "rowed", wind: 2 })?.notes).toEqual([]);
    expect(ose({ vessel: "rowed", wind: 11 })?.notes).toEqual([]);
    expect(ose({ wind: 12, takingOnWater: true })?.notes).toEqual([
      { key: "ER.Variants.Water.Note.Gale", data: { chance: 75 } },
      { key: "ER.Variants.Water.Note.TakingOnWater", data: {} },
    ]);
    expect([3, 10].map((wind) => ose({ wind })?.notes)).toEqual([[], []]);
  });

  it("an upstream current takes, a downstream one adds, still water neither; a day is 24 h", () => {
    expect(ose({ current: "upstream", currentDie: 2 })).toMatchObject({ currentMiles: -8, miles: 64, seconds: 86_400 });
    expect(ose({ current: "downstream", currentDie: 2 })).toMatchObject({ currentMiles: 8, miles: 80 });
  });

  it("the rule's tables and declared fields", () => {
    expect(OSE_VESSELS).toEqual(["sailing", "rowed"]);
    expect(Object.keys(OSE_WIND_FACTORS).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([OSE_CURRENT_FIXED, OSE_NEAR_GALE_WATER, OSE_GALE]).toEqual([6, { seaworthy: 10, unseaworthy: 20 }, { wreck: 75, sink: 80 }]);
    expect(OSE_WATER).toMatchObject({ daySeconds: 86_400, vessels: OSE_VESSELS, baseFeet: true, wind: { roll: true }, currentRoll: true, hazards: true });
    expect(oseWater).toMatchObject({ id: "travel.oseWater", domain: "travel" });
  });
});

describe("OSR water days", () => {
  it("the day reports its factor, no current miles and no notes", () => {
    expect(osr({ wind: "with", current: "downstream" })).toMatchObject({ factor: { num: 4, den: 1 }, currentMiles: 0, notes: [], seconds: 86_400 });
    expect(osr({ wind: "against", current: "upstream" })?.factor).toEqual({ num: 1, den: 4 });
    expect(osr({ wind: "against", current: "downstream" })).toMatchObject({ factor: { num: 2, den: 2 }, miles: 30 });
    expect(osr({ vessel: "ship", wind: "with", current: "upstream" })).toMatchObject({ factor: { num: 2, den: 2 }, miles: 100 });
  });

  it("the rule's tables and declared fields", () => {
    expect(OSR_VESSEL_MILES).toEqual({ boat: 30, ship: 100 });
    expect(OSR_WINDS).toEqual(["against", "none", "with"]);
    expect(OSR_WATER).toMatchObject({ daySeconds: 86_400, vessels: ["boat", "ship"], baseFeet: false, wind: { roll: false, choices: OSR_WINDS }, currentRoll: false, hazards: false });
    expect(osrWater).toMatchObject({ id: "travel.osrWater", domain: "travel" });
  });
});
