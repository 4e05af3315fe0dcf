import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS } from "../../ruleset/config";
import { lightClockOf } from "../../world-clocks";
import { OSR_BURN_SECONDS, OSR_LIGHT_WARN_SECONDS, OSR_TRAVEL_TURN_SECONDS, osrLight } from "./osr-light";

describe("OSR light and travel turns (VARIANTS.md row 16; 002:L160, L245)", () => {
  it("a travel turn is an hour; torches burn 3,600 s, lanterns 10,800 s; warned 600 s before", () => {
    expect(OSR_TRAVEL_TURN_SECONDS).toBe(3600);
    expect(OSR_BURN_SECONDS).toEqual({ torch: 3600, lantern: 10_800 });
    expect(OSR_LIGHT_WARN_SECONDS).toBe(600);
  });

  it("in force exactly with the OSR travel model", () => {
    expect(osrLight.inForceWhen).toEqual({ when: "travel.model", values: ["osr"] });
    expect(lightClockOf(resolveRuleset(PRESETS.osr))).not.toBeNull();
    expect(lightClockOf(resolveRuleset(BOOK_CONFIG))).toBeNull();
    expect(lightClockOf(resolveRuleset(PRESETS.ose))).toBeNull();
  });
});
