/**
 * The edges of the OSR hack's travel (./osr.ts): its tables, the base miles at the daily bound,
 * light and weather by default, every refusal by name, the model's miles, days, category and
 * sheet, and a character's base read only with a STR. The text's examples are in osr.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../../../tests/support/rules-error";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { MAX_MILES_PER_DAY } from "../../bounds";
import {
  OSR_BASE_MILES,
  OSR_CLASS_DIVISOR,
  OSR_ENCUMBERED_FACTOR,
  OSR_LIGHT_CLASS,
  OSR_TERRAIN_CLASS,
  OSR_TERRAIN_CLASSES,
  OSR_WEATHER_CLASS,
  TRAVEL_PACE_FACTOR,
  osrBaseMilesPerDay,
  osrMilesPerDay,
  osrTravel,
  osrTravelClass,
} from "./osr";

const model = resolveRuleset(PRESETS.osr).points.travelModel!;
const day = (input: Record<string, unknown>, terrain: "plains" | "forest" | "mountains" = "plains") => model.travellerMiles({ input: { milesPerDay: 20, ...input }, speeds: {}, encumbered: input["encumbered"] === true }, terrain, false);

describe("the OSR tables", () => {
  it("the classes, divisors, light, weather, pace and load", () => {
    expect(OSR_TERRAIN_CLASSES).toEqual(["open", "difficult", "harsh"]);
    expect(OSR_BASE_MILES).toBe(10);
    expect(OSR_CLASS_DIVISOR).toEqual({ open: 1, difficult: 2, harsh: 4 });
    expect(OSR_TERRAIN_CLASS).toEqual({ optimal: "open", plains: "open", tundra: "difficult", desert: "difficult", forest: "difficult", hills: "difficult", swamp: "difficult", jungle: "difficult", mountains: "harsh" });
    expect(OSR_LIGHT_CLASS).toEqual({ day: "open", dim: "difficult", dark: "harsh" });
    expect(OSR_WEATHER_CLASS).toEqual({ clear: "open", difficult: "difficult", harsh: "harsh" });
    expect(TRAVEL_PACE_FACTOR).toEqual({ normal: { num: 1, den: 1 }, tactical: { num: 3, den: 4 }, stealthy: { num: 1, den: 2 } });
    expect(OSR_ENCUMBERED_FACTOR).toEqual({ num: 1, den: 2 });
  });
});

describe("osrMilesPerDay and osrTravelClass", () => {
  it("light and weather default to day and clear; the worst of the three applies", () => {
    expect(osrTravelClass("plains")).toBe("open");
    expect(osrTravelClass("plains", "dim")).toBe("difficult");
    expect(osrTravelClass("mountains", "dim", "difficult")).toBe("harsh");
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", light: "dim" })).toBe(6);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", weather: "harsh" })).toBe(3);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", encumbered: false, pace: "normal" })).toBe(12);
    expect(osrMilesPerDay({ baseMiles: 13, terrain: "forest", pace: "tactical" })).toBe(4); // 13 × 3/4 ÷ 2 = 4.875
  });

  it("the daily bound taken; every refusal by name", () => {
    expect(osrMilesPerDay({ baseMiles: MAX_MILES_PER_DAY, terrain: "plains" })).toBe(MAX_MILES_PER_DAY);
    expectRefusal(() => osrMilesPerDay(null as never), "INVALID_ARGUMENT", "input", null, "expected an OSR travel input");
    expectRefusal(() => osrMilesPerDay("x" as never), "INVALID_ARGUMENT", "input", "x", "expected an OSR travel input");
    expectRefusal(() => osrMilesPerDay({ baseMiles: MAX_MILES_PER_DAY + 1, terrain: "plains" }), "OUT_OF_RANGE", "baseMiles", MAX_MILES_PER_DAY + 1, "");
    expectRefusal(() => osrMilesPerDay({ baseMiles: -1, terrain: "plains" }), "NEGATIVE", "baseMiles", -1, "");
    expectRefusal(() => osrMilesPerDay({ baseMiles: 12, terrain: "plains", pace: "run" as never }), "INVALID_ARGUMENT", "pace", "run", "");
    expectRefusal(() => osrTravelClass("plains", "day", "fog" as never), "INVALID_ARGUMENT", "weather", "fog", "");
    expectRefusal(() => osrTravelClass("plains", "dusk" as never), "INVALID_ARGUMENT", "light", "dusk", "");
    expect(() => osrTravelClass("lava" as never)).toThrow(expect.objectContaining({ parameter: "terrain" }));
  });

  it("a character's base is 10 + STR mod", () => {
    expect([osrBaseMilesPerDay(10), osrBaseMilesPerDay(0), osrBaseMilesPerDay(18)]).toEqual([10, 5, 14]);
  });
});

describe("the OSR travel model", () => {
  it("a character with a STR reads its base from it; without one, or a creature, its listed miles", () => {
    expect(day({ character: true, str: 14 })).toBe(12);
    expect(day({ character: true })).toBe(20);
    expect(day({ character: false, str: 14 })).toBe(20);
    expect(day({ str: 14 })).toBe(20);
  });

  it("the listed miles are held to the daily bound; the day's choices and the load apply", () => {
    expect(model.travellerMiles({ input: { milesPerDay: 5000 }, speeds: {}, encumbered: false }, "plains", false)).toBe(MAX_MILES_PER_DAY);
    expect(day({ light: "dark" })).toBe(5);
    expect(day({ weather: "difficult" })).toBe(10);
    expect(day({ pace: "stealthy" })).toBe(10);
    expect(day({ encumbered: true })).toBe(10);
    expect(day({}, "mountains")).toBe(5);
  });

  it("miles and days in a terrain by its class; the category; the sheet", () => {
    expect([model.milesInTerrain(13, "plains", { num: 1, den: 1 }), model.milesInTerrain(13, "forest", { num: 1, den: 1 }), model.milesInTerrain(13, "mountains", { num: 1, den: 1 })]).toEqual([13, 6, 3]);
    expect([model.travelDays(3, "optimal"), model.travelDays(3, "tundra"), model.travelDays(3, "mountains")]).toEqual([3, 6, 12]);
    expect(model.category("plains", "dim", "clear", false)).toBe("difficult");
    expect(model.category("forest", "day", "harsh", false)).toBe("harsh");
    expect(model).toMatchObject({
      id: "osr",
      loadShare: false,
      log: null,
      restRule: false,
      sheet: {
        choices: ["pace", "light", "weather"],
        flies: false,
        baseKey: "ER.Variants.Travel.BaseListed",
        loadKey: "ER.Variants.Travel.LoadOsr",
        categoryKey: "ER.Variants.Travel.Class",
        titleKey: "ER.Variants.Travel.Model.osr",
        rulerKey: "ER.Variants.Travel.Ruler.osr",
      },
    });
    expect(model.strBase?.(14)).toBe(12);
  });

  it("the module's declaration", () => {
    expect(osrTravel).toMatchObject({ id: "travel.osr", domain: "travel", selects: { path: "travel.model", value: "osr" }, presets: { osr: { "travel.model": "osr" } } });
  });
});
