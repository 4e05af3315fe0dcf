import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS } from "../../ruleset/config";
import { resilienceInForce } from "../../world-clocks";
import { OSR_RESILIENCE, osrResilienceDc, osrResilienceHours } from "./osr-resilience";

describe("OSR resilience (VARIANTS.md row 17; 002:L310–L316)", () => {
  it("resilience is the CON score in hours; the DC is 10 + the hours beyond", () => {
    expect(osrResilienceHours(10)).toBe(10);
    expect(osrResilienceHours(12)).toBe(12);
    expect(osrResilienceDc(1)).toBe(11);
    expect(osrResilienceDc(2)).toBe(12);
  });

  it("in force exactly with the OSR travel model", () => {
    expect(resilienceInForce(resolveRuleset(PRESETS.osr))).toBe(true);
    expect(resilienceInForce(resolveRuleset(BOOK_CONFIG))).toBe(false);
    expect(resilienceInForce(resolveRuleset(PRESETS.a13))).toBe(false);
  });
});

describe("the rule the module contributes", () => {
  it("is the CON hours and the DC above, and is what the OSR ruleset holds", () => {
    expect([OSR_RESILIENCE.hours(14), OSR_RESILIENCE.dc(3)]).toEqual([14, 13]);
    expect(resolveRuleset(PRESETS.osr).points.resilience).toBe(OSR_RESILIENCE);
  });
});
