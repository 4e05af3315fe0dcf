import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS } from "../../ruleset/config";
import { waterDay, waterTravelOf } from "../../water-travel";
import { OSE_WATER, oseWater } from "./ose-water";

const OSE = resolveRuleset(PRESETS.ose);
const day = (over: Record<string, unknown>) => waterDay({ vessel: "sailing", baseFeet: 360, wind: 7, current: "none", currentDie: 0, seaworthy: true, takingOnWater: false, ...over }, OSE);

describe("OSE water travel (VARIANTS.md row 30, §5.11; 003:L519–L594)", () => {
  it("GO-V1: a 360′ vessel makes 72 miles in a day of 86,400 world seconds (L519)", () => {
    expect(day({})).toMatchObject({ miles: 72, seconds: 86_400, currentMiles: 0 });
    expect(day({ vessel: "rowed", baseFeet: 180 })?.miles).toBe(36);
  });

  it("GO-V2: a river current adds or takes 1d6 + 6 miles (L525)", () => {
    expect(day({ current: "downstream", currentDie: 3 })).toMatchObject({ miles: 81, currentMiles: 9 });
    expect(day({ current: "upstream", currentDie: 6 })).toMatchObject({ miles: 60, currentMiles: -12 });
    expect(day({ vessel: "rowed", baseFeet: 30, current: "upstream", currentDie: 1 })?.miles).toBe(0);
  });

  it("GO-V3: the variable wind table sets a sailing vessel's rate (L586–L594)", () => {
    const miles = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((wind) => day({ wind })?.miles);
    expect(miles).toEqual([24, 24, 36, 48, 72, 72, 72, 96, 108, 144, 216]);
  });

  it("GO-V4: a rowed vessel ignores the wind (L526: sailing vessels)", () => {
    expect([2, 7, 12].map((wind) => day({ vessel: "rowed", wind })?.miles)).toEqual([72, 72, 72]);
    expect(day({ vessel: "rowed", wind: 12 })?.notes).toEqual([]);
  });

  it("GO-V5: near gale ×2 with a 10% (seaworthy) or 20% chance of taking on water (L567–L569)", () => {
    expect(day({ wind: 11 })?.notes).toEqual([{ key: "ER.Variants.Water.Note.NearGale", data: { chance: 10 } }]);
    expect(day({ wind: 11, seaworthy: false })?.notes).toEqual([{ key: "ER.Variants.Water.Note.NearGale", data: { chance: 20 } }]);
  });

  it("GO-V6: a gale triples the rate; 75% wreck on meeting land, or 80% sinking unseaworthy (L577–L582)", () => {
    expect(day({ wind: 12 })).toMatchObject({ miles: 216, notes: [{ key: "ER.Variants.Water.Note.Gale", data: { chance: 75 } }] });
    expect(day({ wind: 12, seaworthy: false })?.notes).toEqual([{ key: "ER.Variants.Water.Note.GaleSink", data: { chance: 80 } }]);
  });

  it("GO-V7: taking on water cuts the rate by a third, rounded once with the wind (L571)", () => {
    expect(day({ takingOnWater: true })?.miles).toBe(48);
    expect(day({ takingOnWater: true, wind: 9 })?.miles).toBe(64);
    expect(day({ takingOnWater: true, wind: 3 })?.miles).toBe(16);
  });

  it("GO-V8: no wind: sailing impossible, rowed at a third (L586)", () => {
    expect(day({ wind: 2 })).toMatchObject({ miles: 24, notes: [{ key: "ER.Variants.Water.Note.NoWind", data: {} }] });
  });

  it("in force exactly with the OSE travel model", () => {
    expect(oseWater.inForceWhen).toEqual({ when: "travel.model", values: ["ose"] });
    expect(waterTravelOf(OSE)).toBe(OSE_WATER);
    expect(waterTravelOf(resolveRuleset(BOOK_CONFIG))).toBeNull();
  });

  it("refuses a wind outside 2–12, a missing current die, an unknown vessel, base feet out of range", () => {
    expect(() => day({ wind: 13 })).toThrow(/water\.wind/);
    expect(() => day({ wind: 1 })).toThrow(/water\.wind/);
    expect(() => day({ current: "upstream", currentDie: 0 })).toThrow(/water\.currentDie/);
    expect(() => day({ vessel: "boat" })).toThrow(/water\.vessel/);
    expect(() => day({ baseFeet: 0 })).toThrow(/water\.baseFeet/);
    expect(() => day({ baseFeet: 1201 })).toThrow(/water\.baseFeet/);
    expect(() => day({ seaworthy: "yes" })).toThrow(/water\.seaworthy/);
    expect(day({ vessel: "none" })).toBeNull();
  });
});
