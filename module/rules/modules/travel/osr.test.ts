import { describe, expect, it } from "vitest";
import { companionMilesPerDay, partyMilesPerDay, type CompanionTravelInput } from "../../travel-models";
import { OSR_CLASS_DIVISOR, OSR_TERRAIN_CLASS, OSR_TERRAIN_CLASSES, osrBaseMilesPerDay, osrMilesPerDay, osrTravelClass } from "./osr";
import { RulesError } from "../../errors";
import { TERRAIN_DIVISOR_TENTHS, TERRAIN_IDS, type TerrainId } from "../../terrain";
import { BOOK_RULESET } from "../../index";
import { travelRuleset } from "../../../../tests/support/variants";

describe("OSR overland travel (VARIANTS.md §4.4, 002:L217–219)", () => {
  it("G2-7: STR 14 (+2) travels 12 / 6 / 3 miles in open / difficult / harsh terrain", () => {
    expect(osrBaseMilesPerDay(14)).toBe(12);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "optimal" })).toBe(12);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "forest" })).toBe(6);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "mountains" })).toBe(3);
  });

  it("G2-7b: STR 10 in harsh terrain travels 2 miles (2.5 rounded down, D8)", () => {
    expect(companionMilesPerDay({ milesPerDay: 20, character: true, str: 10 }, "mountains", travelRuleset("osr"))).toBe(2);
  });

  it("G2-7c: STR 14 in ER plains, forest, mountains travels 12, 6, 3 (plains open, forest difficult, mountains harsh)", () => {
    const pc: CompanionTravelInput = { milesPerDay: 20, character: true, str: 14 };
    expect(["plains", "forest", "mountains"].map((t) => companionMilesPerDay(pc, t as TerrainId, travelRuleset("osr")))).toEqual([12, 6, 3]);
  });

  it("G2-7c (Decision): each ER terrain takes the OSR class nearest its divisor on a log scale", () => {
    for (const t of TERRAIN_IDS) {
      const d = Math.log(TERRAIN_DIVISOR_TENTHS[t] / 10);
      const nearest = [...OSR_TERRAIN_CLASSES].sort((a, b) => Math.abs(Math.log(OSR_CLASS_DIVISOR[a]) - d) - Math.abs(Math.log(OSR_CLASS_DIVISOR[b]) - d))[0];
      expect(OSR_TERRAIN_CLASS[t], t).toBe(nearest);
    }
  });

  it("G2-7d: STR 14 on plains in dim light / darkness travels 6 / 3; a dark forest is harsh (3), classes do not stack", () => {
    const pc: CompanionTravelInput = { milesPerDay: 20, character: true, str: 14 };
    expect(companionMilesPerDay({ ...pc, light: "dim" }, "plains", travelRuleset("osr"))).toBe(6);
    expect(companionMilesPerDay({ ...pc, light: "dark" }, "plains", travelRuleset("osr"))).toBe(3);
    expect(companionMilesPerDay({ ...pc, light: "dark" }, "forest", travelRuleset("osr"))).toBe(3);
    expect(osrTravelClass("forest", "dark")).toBe("harsh");
    expect(osrTravelClass("forest", "dim", "difficult")).toBe("difficult");
    expect(osrTravelClass("plains", "day", "harsh")).toBe("harsh");
  });

  it("G2-8: 12 miles: encumbered 6; tactical 9; stealthy 6; encumbered and stealthy 3", () => {
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", encumbered: true })).toBe(6);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", pace: "tactical" })).toBe(9);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", pace: "stealthy" })).toBe(6);
    expect(osrMilesPerDay({ baseMiles: 12, terrain: "plains", pace: "stealthy", encumbered: true })).toBe(3);
  });

  it("G2-8 through a traveller: any load that slows (loaded speed below speed) is 'encumbered'; creatures keep their listed miles", () => {
    const pc: CompanionTravelInput = { milesPerDay: 20, character: true, str: 14, speed: 12 };
    expect(companionMilesPerDay({ ...pc, loadedSpeed: 11 }, "plains", travelRuleset("osr"))).toBe(6);
    expect(companionMilesPerDay({ ...pc, loadedSpeed: 12 }, "plains", travelRuleset("osr"))).toBe(12);
    expect(companionMilesPerDay({ milesPerDay: 24 }, "plains", travelRuleset("osr"))).toBe(24);
    expect(companionMilesPerDay({ ...pc, loadedSpeed: 12, immobile: true }, "plains", travelRuleset("osr"))).toBe(0);
  });

  it("G2-8b: a party of 12, 10 and 11 miles travels 10 a day", () => {
    expect(partyMilesPerDay([12, 10, 11])).toBe(10);
  });

  it("refuses bad input with a RulesError", () => {
    expect(() => osrMilesPerDay({ baseMiles: -1, terrain: "plains" })).toThrow(RulesError);
    expect(() => osrMilesPerDay({ baseMiles: 12, terrain: "lava" as TerrainId })).toThrow(RulesError);
    expect(() => osrTravelClass("plains", "dusk" as never)).toThrow(RulesError);
    expect(() => osrMilesPerDay({ baseMiles: 12, terrain: "plains", pace: "run" as never })).toThrow(RulesError);
    expect(() => partyMilesPerDay([])).toThrow(RulesError);
    expect(() => partyMilesPerDay([3, Number.NaN])).toThrow(RulesError);
    expect(() => companionMilesPerDay({ milesPerDay: 12 }, "plains", BOOK_RULESET)).toThrow(RulesError);
  });
});
