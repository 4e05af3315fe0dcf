/**
 * Guards of ./travel.ts (VARIANTS.md §4.4, §5.8, §5.9): each stored choice reported by its field,
 * Strength read for characters only under a model with a Strength base, the condition that raised
 * a terrain's class, "encumbered" from the tier or the speeds, and the march day's fields only
 * under a forced-march rule with one.
 */
import { describe, expect, it } from "vitest";
import { deriveCompanionTravel, type CompanionTravelActor } from "./travel";
import { Sanitiser } from "./inputs";
import { PROBLEM_KEYS, type TravelSourceInput } from "./types";
import { PRESETS } from "../ruleset/config";
import { resolveRuleset, type Ruleset } from "../ruleset";
import { abilityModifier } from "../ability-scale";
import { TERRAIN_IDS, type TerrainId } from "../terrain";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const effective = Object.fromEntries(TERRAIN_IDS.map((t) => [t, t])) as Record<TerrainId, TerrainId>;
const actor = (over: Partial<CompanionTravelActor> = {}, travel: TravelSourceInput = {}): CompanionTravelActor => ({
  character: true, milesPerDay: 24, str: 16, speed: 12, loadedSpeed: 12, tier: null, immobile: false,
  travel: { pace: "normal", light: "day", weather: "clear", flies: false, forcedMarch: false, restDue: false, ...travel }, effective, ...over,
});
function day(a: CompanionTravelActor, ruleset: Ruleset) {
  const model = ruleset.points.travelModel;
  if (model === null) throw new Error("expected a companion travel model");
  const s = new Sanitiser((v) => `<${String(v)}>`);
  return { d: deriveCompanionTravel(a, model, s, ruleset), problems: s.problems };
}

describe("the stored choices, each reported by its field", () => {
  it("pace, light, weather, flying, forced march, rest due and days without rest", () => {
    const { problems } = day(actor({}, { pace: "run", light: "noon", weather: "snow", flies: "y", forcedMarch: 1, restDue: 2, daysWithoutRest: -1 }), OSE);
    expect(problems.map((p) => [p.key, p.data["field"]])).toEqual(
      ["travel.pace", "travel.light", "travel.weather", "travel.flies", "travel.forcedMarch", "travel.restDue", "travel.daysWithoutRest"].map((f) => [PROBLEM_KEYS.clamped, f]),
    );
  });
  it("no days without rest stored: none, and nothing reported", () => {
    const { d, problems } = day(actor(), OSE);
    expect(problems).toEqual([]);
    expect(d.log?.daysWithoutRest).toBe(0);
  });
  it("a Strength that is not a score is reported as abilities.str (OSR)", () => {
    expect(day(actor({ str: "strong" }), OSR).problems.map((p) => p.data["field"])).toEqual(["abilities.str"]);
  });
});

describe("Strength: read for a character, under a model with a Strength base (OSR)", () => {
  it("an OSR character with Str 16 has its modifier and its base; a pack animal, or anyone under OSE, has neither", () => {
    expect(day(actor(), OSR).d).toMatchObject({ strModifier: abilityModifier(16), baseMiles: OSR.points.travelModel?.strBase?.(16) });
    expect(abilityModifier(16)).not.toBe(0);
    const unstated = day(actor({ str: undefined }), OSR);
    expect(unstated.problems).toEqual([]);
    expect(unstated.d).toMatchObject({ strModifier: abilityModifier(10), baseMiles: OSR.points.travelModel?.strBase?.(10) });
    expect(day(actor({ character: false }), OSR).d).toMatchObject({ strModifier: null, baseMiles: 24 });
    expect(day(actor(), OSE).d).toMatchObject({ strModifier: null, baseMiles: 24 });
  });
});

describe("the condition that raised a terrain's class (OSR)", () => {
  const raised = (light: string, weather: string) => day(actor({}, { light, weather }), OSR).d.rows.find((r) => r.terrain === "plains")?.raisedBy;
  it("day and clear: nothing; dim light alone: light; difficult weather alone: weather", () => {
    expect(raised("day", "clear")).toEqual([]);
    expect(raised("dim", "clear")).toEqual(["light"]);
    expect(raised("day", "difficult")).toEqual(["weather"]);
  });
});

describe("encumbered, and the loaded speed", () => {
  it("from the tier when there is one, else from the speeds; immobile is encumbered", () => {
    expect(day(actor(), OSE).d.encumbered).toBe(false);
    expect(day(actor({ loadedSpeed: 9 }), OSE).d.encumbered).toBe(true);
    expect(day(actor({ tier: 0, loadedSpeed: 9 }), OSE).d.encumbered).toBe(false);
    expect(day(actor({ tier: 1 }), OSE).d.encumbered).toBe(true);
    expect(day(actor({ immobile: true }), OSE).d.encumbered).toBe(true);
  });
  it("a loaded speed above the listed one reads as the listed one", () => {
    expect(day(actor({ loadedSpeed: 14 }), OSE).d.loadedSpeed).toBe(12);
  });
});

describe("the march day's fields", () => {
  it("under OSE's forced march they are the stored ones; under OSR (no march day) both are false", () => {
    expect(day(actor({}, { forcedMarch: true, restDue: true }), OSE).d).toMatchObject({ forcedMarch: true, restDue: true });
    expect(day(actor({}, { forcedMarch: true, restDue: true }), OSR).d).toMatchObject({ forcedMarch: false, restDue: false });
    expect(day(actor({}, { forcedMarch: false, restDue: false }), OSE).d).toMatchObject({ forcedMarch: false, restDue: false });
  });
});
