import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  OSR_CLASS_DIVISOR,
  OSR_TERRAIN_CLASS,
  OSR_TERRAIN_CLASSES,
  TRAVEL_LIGHTS,
  TRAVEL_PACES,
  TRAVEL_WEATHERS,
  advanceOseTravelLog,
  companionMilesPerDay,
  oseMilesFromRate,
  oseMilesPerDay,
  oseTierLoad,
  oseUnrested,
  osrBaseMilesPerDay,
  osrMilesPerDay,
  osrTravelClass,
  partyMilesPerDay,
  type CompanionTravelInput,
  type OseTravelLog,
} from "./travel-models";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "./config";
import { RulesError } from "../errors";
import { TERRAIN_DIVISOR_TENTHS, TERRAIN_IDS, type TerrainId } from "../terrain";
import { forcedMarchSteps, forcedMarchStepsForDay, milesPerDayInTerrain, overlandHexHours, overlandTravel, travelDays } from "../travel";
import { variantConfig } from "../../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "..";
import { travelRuleset } from "../../../tests/support/variants";

const OSE = PRESETS.ose;
const OSR = PRESETS.osr;
const withTravel = (patch: Partial<VariantConfig["travel"]>, base: VariantConfig = BOOK_CONFIG): VariantConfig => variantConfig({ travel: patch }, base);
const hex = (terrain: TerrainId) => ({ terrain, steep: false });
/** ER terrains, easiest first by the book's divisor. */
const BY_DIVISOR = [...TERRAIN_IDS].sort((a, b) => TERRAIN_DIVISOR_TENTHS[a] - TERRAIN_DIVISOR_TENTHS[b]);

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
    let log: OseTravelLog = { daysWithoutRest: 0, restDue: false };
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
});

describe("book travel functions under a companion model", () => {
  it("travelDays: OSE scales from the road (×3/2 ÷ terrain factor); OSR multiplies by the class divisor", () => {
    expect([travelDays(10, "optimal", resolveRuleset(OSE)), travelDays(10, "plains", resolveRuleset(OSE)), travelDays(10, "forest", resolveRuleset(OSE)), travelDays(10, "swamp", resolveRuleset(OSE))]).toEqual([10, 15, 22.5, 30]);
    expect([travelDays(10, "plains", resolveRuleset(OSR)), travelDays(10, "forest", resolveRuleset(OSR)), travelDays(10, "mountains", resolveRuleset(OSR))]).toEqual([10, 20, 40]);
    expect(travelDays(10, "forest", BOOK_RULESET)).toBe(22);
  });

  it("milesPerDayInTerrain under OSR: the class divisor on given miles", () => {
    expect(["plains", "forest", "mountains"].map((t) => milesPerDayInTerrain(12, t as TerrainId, {}, resolveRuleset(OSR)))).toEqual([12, 6, 3]);
  });

  it("an illegal config is refused", () => {
    const bad = { ...OSE, travel: { ...OSE.travel, model: "boat" } } as unknown as VariantConfig;
    expect(() => milesPerDayInTerrain(20, "forest", {}, resolveRuleset(bad))).toThrow(RulesError);
    expect(() => overlandTravel([{ milesPerDay: 20, steps: 0 }], [], 6, resolveRuleset(bad))).toThrow(RulesError);
  });

  it("overlandTravel under OSE: 24 miles a day through two forest hexes of 6 miles is 6 h (16 miles a day); ER steps do not shorten the day", () => {
    const t = overlandTravel([{ milesPerDay: 24, steps: 2 }], [hex("forest"), hex("forest")], 6, resolveRuleset(OSE));
    expect(t.hours).toBeCloseTo(6, 10);
    expect(t.allotmentHours).toBe(8);
    expect(t.forcedMarchSteps).toBe(0);
    expect(overlandHexHours({ milesPerDay: 24, steps: 0 }, hex("optimal"), 6, resolveRuleset(OSE))).toBeCloseTo(8 / 6, 10);
  });

  it("overlandTravel under OSR: an STR 14 character in darkness on plains (3 miles) needs 16 h for a 6-mile hex", () => {
    const pc = { milesPerDay: 20, steps: 0, companion: { character: true, str: 14, light: "dark" as const } };
    expect(overlandTravel([pc], [hex("plains")], 6, resolveRuleset(OSR)).hours).toBeCloseTo(16, 10);
  });

  it("GX-3 / row 49: the ruler's party keeps its slowest member's pace; with the party pace off the first traveller goes alone", () => {
    const members = [20, 18, 24].map((milesPerDay) => ({ milesPerDay, steps: 0 }));
    const path = [hex("plains"), hex("plains"), hex("plains")];
    const party = overlandTravel(members, path, 6, resolveRuleset(OSE));
    expect(party.hours).toBeCloseTo((18 * 8) / 18, 10);
    expect(party.pacedBy).toBe(1);
    const alone = overlandTravel(members, path, 6, resolveRuleset(withTravel({ partyPace: false }, OSE)));
    expect(alone.hours).toBeCloseTo((18 * 8) / 20, 10);
    expect(alone.pacedBy).toBe(0);
  });
});

describe("properties of the travel models", () => {
  const terrain = fc.constantFrom(...TERRAIN_IDS);
  const traveller = fc.record({
    milesPerDay: fc.nat(1000),
    character: fc.boolean(),
    str: fc.integer({ min: 0, max: 100 }),
    speed: fc.nat(200),
    loadedSpeed: fc.nat(200),
    immobile: fc.boolean(),
    flies: fc.boolean(),
    pace: fc.constantFrom(...TRAVEL_PACES),
    light: fc.constantFrom(...TRAVEL_LIGHTS),
    weather: fc.constantFrom(...TRAVEL_WEATHERS),
    forcedMarch: fc.boolean(),
    restDue: fc.boolean(),
  });
  const model = fc.constantFrom("ose" as const, "osr" as const);
  const march = fc.constantFrom("er" as const, "ose" as const, "off" as const);

  it("never negative miles, always a whole number", () => {
    fc.assert(
      fc.property(traveller, terrain, model, march, (t, ter, m, fm) => {
        const miles = companionMilesPerDay(t, ter, travelRuleset(m, fm));
        expect(Number.isSafeInteger(miles) && miles >= 0).toBe(true);
      }),
    );
  });

  it("worse terrain (a larger ER divisor) is never faster, under either model", () => {
    fc.assert(
      fc.property(traveller, model, march, fc.nat(BY_DIVISOR.length - 2), (t, m, fm, i) => {
        expect(companionMilesPerDay(t, BY_DIVISOR[i + 1]!, travelRuleset(m, fm))).toBeLessThanOrEqual(companionMilesPerDay(t, BY_DIVISOR[i]!, travelRuleset(m, fm)));
      }),
    );
  });

  it("OSR: worse light, worse weather, a slower pace or a load is never faster", () => {
    fc.assert(
      fc.property(fc.nat(1000), terrain, fc.nat(2), fc.nat(2), fc.nat(2), fc.boolean(), (base, ter, l, w, p, enc) => {
        const at = (li: number, we: number, pa: number, e: boolean) =>
          osrMilesPerDay({ baseMiles: base, terrain: ter, light: TRAVEL_LIGHTS[li]!, weather: TRAVEL_WEATHERS[we]!, pace: TRAVEL_PACES[pa]!, encumbered: e });
        const now = at(l, w, p, enc);
        expect(at(Math.min(2, l + 1), w, p, enc)).toBeLessThanOrEqual(now);
        expect(at(l, Math.min(2, w + 1), p, enc)).toBeLessThanOrEqual(now);
        expect(at(l, w, Math.min(2, p + 1), enc)).toBeLessThanOrEqual(now);
        expect(at(l, w, p, true)).toBeLessThanOrEqual(now);
      }),
    );
  });

  it("party pace is the minimum: no member is slower, and some member travels exactly that", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }), (members) => {
        const pace = partyMilesPerDay(members);
        expect(members.every((m) => m >= pace)).toBe(true);
        expect(members).toContain(pace);
      }),
    );
  });

  it("the ruler's party never travels faster than any member alone, under either model", () => {
    const member = fc.record({ milesPerDay: fc.integer({ min: 1, max: 60 }), steps: fc.constant(0), companion: fc.record({ character: fc.boolean(), str: fc.integer({ min: 3, max: 18 }), flies: fc.boolean() }) });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 4 }), fc.array(terrain.map(hex), { minLength: 1, maxLength: 6 }), fc.constantFrom(OSE, OSR), (party, path, config) => {
        const together = overlandTravel(party, path, 6, resolveRuleset(config)).hours;
        for (const m of party) expect(together).toBeGreaterThanOrEqual(overlandTravel([m], path, 6, resolveRuleset(config)).hours - 1e-9);
      }),
    );
  });

  it("the OSE travel log stays bounded and a rest day always clears it", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("travel" as const, "forcedMarch" as const, "rest" as const), { maxLength: 700 }), (days) => {
        let log: OseTravelLog = { daysWithoutRest: 0, restDue: false };
        for (const d of days) log = advanceOseTravelLog(log, d);
        expect(log.daysWithoutRest).toBeLessThanOrEqual(500);
        expect(advanceOseTravelLog(log, "rest")).toEqual({ daysWithoutRest: 0, restDue: false });
      }),
      { numRuns: 50 },
    );
  });
});
