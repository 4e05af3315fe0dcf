import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { resolveRuleset } from "../../ruleset/resolve";
import { OSR_CHASE, osrChase, osrChaseDc } from "./osr-chase";
import { variantConfig } from "../../../../tests/support/variants";
import { MAX_SPEED } from "../../bounds";

describe("OSR chase module (VARIANTS.md §4.8)", () => {
  it("GT-12: DC 11 + trunc((hexes − 12) ÷ 2): 16 → 13, 9 → 10", () => {
    expect([osrChaseDc(16), osrChaseDc(9)]).toEqual([13, 10]);
  });

  it("is in force under the OSR preset and when switched on alone, and contributes its rule", () => {
    expect(resolveRuleset(PRESETS.osr).points.chase).toBe(OSR_CHASE);
    expect(resolveRuleset(variantConfig({ travel: { chase: true } })).points.chase).toBe(OSR_CHASE);
    expect(resolveRuleset(PRESETS.ose).points.chase).toBeNull();
    expect(osrChase.presets.osr["travel.chase"]).toBe(true);
  });
});

describe("osrChaseDc's input", () => {
  it("a quarry of 0 and of the speed bound taken; one past refused by name", () => {
    expect([osrChaseDc(0), osrChaseDc(MAX_SPEED)]).toEqual([5, 105]);
    expect(() => osrChaseDc(MAX_SPEED + 1)).toThrow(expect.objectContaining({ code: "OUT_OF_RANGE", parameter: "quarryHexes", value: MAX_SPEED + 1 }));
  });
});
