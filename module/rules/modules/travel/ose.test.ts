import { describe, expect, it } from "vitest";
import { companionMilesPerDay, partyMilesPerDay, travelLogAfter, travelUnrested, type CompanionTravelInput, type TravelLog, type TravelLogDay } from "../../travel-models";
import { oseTierLoad } from "../encumbrance/ose-tiers";
import { oseMilesFromRate, oseMilesPerDay } from "./ose";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "../../ruleset/config";
import { RulesError } from "../../errors";
import type { TerrainId } from "../../terrain";
import { forcedMarchSteps, forcedMarchStepsForDay, milesPerDayInTerrain } from "../../travel";
import { variantConfig } from "../../../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "../../index";
import { travelRuleset } from "../../../../tests/support/variants";

const OSE = PRESETS.ose;
const OSR = PRESETS.osr;
const withTravel = (patch: Partial<VariantConfig["travel"]>, base: VariantConfig = BOOK_CONFIG): VariantConfig => variantConfig({ travel: patch }, base);

const UNLOADED = { num: 1, den: 1 };

describe("OSE overland travel (VARIANTS.md §5.8, 003:L407–459)", () => {
  it("GO-11c: 24 miles a day across the four detailed-encumbrance tiers gives 24, 18, 12, 6", () => {
    expect([120, 90, 60, 30].map(oseMilesFromRate)).toEqual([24, 18, 12, 6]);
    expect([12, 9, 6, 3].map((loadedSpeed) => oseMilesPerDay({ milesPerDay: 24, terrain: "plains", speed: 12, loadedSpeed }))).toEqual([24, 18, 12, 6]);
  });

  it("GO-12: 24 miles a day in plains, tundra, optimal (road), forest, hills, desert, swamp, jungle, mountains", () => {
    const order: TerrainId[] = ["plains", "tundra", "optimal", "forest", "hills", "desert", "swamp", "jungle", "mountains"];
    const expected = [24, 24, 36, 16, 16, 16, 12, 12, 12];
    expect(order.map((terrain) => oseMilesPerDay({ milesPerDay: 24, terrain }))).toEqual(expected);
    expect(order.map((terrain) => milesPerDayInTerrain(24, terrain, { load: UNLOADED }, resolveRuleset(OSE)))).toEqual(expected);
  });

  it("GO-12b: ER 20 miles: forest 13, swamp 10, road 30; ER 22 miles: forest 14 (rounded down, D8)", () => {
    expect([milesPerDayInTerrain(20, "forest", { load: UNLOADED }, resolveRuleset(OSE)), milesPerDayInTerrain(20, "swamp", { load: UNLOADED }, resolveRuleset(OSE)), milesPerDayInTerrain(20, "optimal", { load: UNLOADED }, resolveRuleset(OSE))]).toEqual([13, 10, 30]);
    expect(milesPerDayInTerrain(22, "forest", { load: UNLOADED }, resolveRuleset(OSE))).toBe(14);
  });

  it("§5.6: the load's exact share and the terrain round once (18 miles at ¾ in hills: 9, not 18 → 13 → 8); a call without the share is refused", () => {
    expect(milesPerDayInTerrain(18, "hills", { load: { num: 3, den: 4 } }, resolveRuleset(OSE))).toBe(9);
    expect(milesPerDayInTerrain(24, "hills", { load: oseTierLoad(1) }, resolveRuleset(OSE))).toBe(12);
    expect(() => milesPerDayInTerrain(13, "hills", {}, resolveRuleset(OSE))).toThrow(RulesError);
    expect(() => milesPerDayInTerrain(12, "forest", { load: UNLOADED }, resolveRuleset(OSR))).toThrow(RulesError);
    expect(() => milesPerDayInTerrain(12, "forest", { load: UNLOADED }, BOOK_RULESET)).toThrow(RulesError);
  });

  it("GO-15: a flyer with a 120′ base (24 miles) travels 48 miles over mountains: terrain ignored", () => {
    expect(oseMilesPerDay({ milesPerDay: oseMilesFromRate(120), terrain: "mountains", flies: true })).toBe(48);
    expect(oseMilesPerDay({ milesPerDay: 24, terrain: "optimal", flies: true })).toBe(48);
    expect(companionMilesPerDay({ milesPerDay: 24, flies: true }, "swamp", travelRuleset("ose"))).toBe(48);
  });

  it("GX-3: a party of 20, 18 and 24 miles travels 18 a day", () => {
    expect(partyMilesPerDay([20, 18, 24])).toBe(18);
  });
});

describe("OSE forced march and rest (VARIANTS.md §5.9, 003:L465–473)", () => {
  const R = resolveRuleset(OSE);
  const advanceOseTravelLog = (log: TravelLog, day: TravelLogDay) => travelLogAfter(log, day, R);
  const oseUnrested = (log: TravelLog) => travelUnrested(log, R);

  it("GO-13: a forced march at 24 miles gives 36 today; the next day is a rest day (0 miles)", () => {
    const marcher: CompanionTravelInput = { milesPerDay: 24, forcedMarch: true };
    expect(companionMilesPerDay(marcher, "plains", travelRuleset("ose", "ose"))).toBe(36);
    const log = advanceOseTravelLog({ daysWithoutRest: 0, restDue: false }, "forcedMarch");
    expect(log).toEqual({ daysWithoutRest: 1, restDue: true });
    expect(companionMilesPerDay({ milesPerDay: 24, restDue: log.restDue }, "plains", travelRuleset("ose", "ose"))).toBe(0);
    // A travel day is not recorded while the rest is owed; the rest day clears it.
    expect(advanceOseTravelLog(log, "travel")).toEqual(log);
    expect(advanceOseTravelLog(log, "rest")).toEqual({ daysWithoutRest: 0, restDue: false });
  });

  it("GO-13: the OSE forced march applies only under travel.forcedMarch 'ose', and then costs no ER steps", () => {
    expect(companionMilesPerDay({ milesPerDay: 24, forcedMarch: true }, "plains", travelRuleset("ose", "off"))).toBe(24);
    expect(forcedMarchSteps(10, 8, BOOK_RULESET)).toBe(4);
    expect(forcedMarchSteps(10, 8, resolveRuleset(OSE))).toBe(0);
    expect(forcedMarchStepsForDay(10, 0, resolveRuleset(OSE))).toBe(0);
    expect(forcedMarchSteps(10, 8, resolveRuleset(withTravel({ forcedMarch: "off" })))).toBe(0);
  });

  it("GO-14: the 7th consecutive travel day without a rest day makes the traveller unrested until a full rest day", () => {
    let log: TravelLog = { daysWithoutRest: 0, restDue: false };
    const states: boolean[] = [];
    for (let day = 1; day <= 7; day++) {
      log = advanceOseTravelLog(log, "travel");
      states.push(oseUnrested(log));
    }
    expect(states).toEqual([false, false, false, false, false, false, true]);
    log = advanceOseTravelLog(log, "travel");
    expect(oseUnrested(log)).toBe(true);
    log = advanceOseTravelLog(log, "rest");
    expect(oseUnrested(log)).toBe(false);
    expect(() => oseUnrested({ daysWithoutRest: -1, restDue: false })).toThrow(RulesError);
    expect(() => advanceOseTravelLog(log, "nap" as never)).toThrow(RulesError);
  });

  it("without the rest rule no one is unrested; a model that keeps no log (OSR) refuses a day", () => {
    const noRest = resolveRuleset(withTravel({ oseRest: false }, OSE));
    expect(travelUnrested({ daysWithoutRest: 9, restDue: false }, noRest)).toBe(false);
    expect(() => travelLogAfter({ daysWithoutRest: 0, restDue: false }, "travel", resolveRuleset(PRESETS.osr))).toThrow(RulesError);
    expect(() => travelUnrested({ daysWithoutRest: 0, restDue: false }, BOOK_RULESET)).toThrow(RulesError);
  });
});
