import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS } from "../../ruleset/config";
import { waterDay, waterTravelOf, waterWindChoices } from "../../water-travel";
import { OSR_WATER, osrWater } from "./osr-water";

const OSR = resolveRuleset(PRESETS.osr);
const day = (over: Record<string, unknown>) => waterDay({ vessel: "boat", baseFeet: 0, wind: "none", current: "none", currentDie: 0, ...over }, OSR);

describe("OSR overwater travel (VARIANTS.md row 15, §4.5; 002:L225)", () => {
  it("G2-V1: a boat makes 30 miles and a ship 100 miles in a water day of 86,400 world seconds", () => {
    expect(day({})).toMatchObject({ miles: 30, seconds: 86_400 });
    expect(day({ vessel: "ship" })).toMatchObject({ miles: 100, seconds: 86_400 });
  });

  it("G2-V2: an unfavourable wind or current halves the speed, a favourable one doubles it", () => {
    expect(day({ vessel: "ship", wind: "against" })?.miles).toBe(50);
    expect(day({ vessel: "ship", wind: "with" })?.miles).toBe(200);
    expect(day({ current: "upstream" })?.miles).toBe(15);
    expect(day({ current: "downstream" })?.miles).toBe(60);
  });

  it("G2-V3: wind and current multiply (decision §4.5): with the wind upstream cancels; both against a quarter, rounded down", () => {
    expect(day({ wind: "with", current: "upstream" })?.miles).toBe(30);
    expect(day({ wind: "against", current: "upstream" })?.miles).toBe(7);
    expect(day({ vessel: "ship", wind: "with", current: "downstream" })?.miles).toBe(400);
  });

  it("the base feet are not read; the current has no die; the wind is a choice, not a roll", () => {
    expect(day({ baseFeet: 999 })?.miles).toBe(30);
    expect(day({ current: "downstream", currentDie: 99 })?.miles).toBe(60);
    expect(waterWindChoices(OSR)).toEqual(["against", "none", "with"]);
    expect(() => day({ wind: 7 })).toThrow(/water\.wind/);
    expect(() => day({ vessel: "sailing" })).toThrow(/water\.vessel/);
  });

  it("in force exactly with the OSR travel model", () => {
    expect(osrWater.inForceWhen).toEqual({ when: "travel.model", values: ["osr"] });
    expect(waterTravelOf(OSR)).toBe(OSR_WATER);
    expect(waterTravelOf(resolveRuleset(BOOK_CONFIG))).toBeNull();
  });
});
