import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TRAVEL_LIGHTS, TRAVEL_PACES, TRAVEL_WEATHERS, companionMilesPerDay, partyMilesPerDay, travelLogAfter, type TravelLog } from "./travel-models";
import { osrMilesPerDay } from "./modules/travel/osr";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "./ruleset/config";
import { RulesError } from "./errors";
import { TERRAIN_DIVISOR_TENTHS, TERRAIN_IDS, type TerrainId } from "./terrain";
import { milesPerDayInTerrain, overlandHexHours, overlandTravel, travelDays } from "./travel";
import { variantConfig } from "../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "./index";
import { travelRuleset } from "../../tests/support/variants";

const OSE = PRESETS.ose;
const OSR = PRESETS.osr;
const withTravel = (patch: Partial<VariantConfig["travel"]>, base: VariantConfig = BOOK_CONFIG): VariantConfig => variantConfig({ travel: patch }, base);
const hex = (terrain: TerrainId) => ({ terrain, steep: false });
/** ER terrains, easiest first by the book's divisor. */
const BY_DIVISOR = [...TERRAIN_IDS].sort((a, b) => TERRAIN_DIVISOR_TENTHS[a] - TERRAIN_DIVISOR_TENTHS[b]);

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
        const r = resolveRuleset(OSE);
        let log: TravelLog = { daysWithoutRest: 0, restDue: false };
        for (const d of days) log = travelLogAfter(log, d, r);
        expect(log.daysWithoutRest).toBeLessThanOrEqual(500);
        expect(travelLogAfter(log, "rest", r)).toEqual({ daysWithoutRest: 0, restDue: false });
      }),
      { numRuns: 50 },
    );
  });
});
