/**
 * A schema-legal traveller under a companion travel model: the model's multipliers (OSE flying ×2,
 * forced march ×1½; VARIANTS.md §5.9) saturate at MAX_MILES_PER_DAY instead of making the actor
 * underivable (RULES.md §6 partial days take at most that many miles).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PROBLEM_KEYS, deriveActor, type ActorSourceInput } from "./derive";
import { MAX_MILES_PER_DAY, PRESETS, TERRAIN_IDS, companionMilesPerDay, partialDayMiles } from "../rules";
import { travelRuleset } from "../../tests/support/variants";

function source(milesPerDay: number, travel: Record<string, unknown> = {}): ActorSourceInput {
  return {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: 0, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    abilities: { str: 10, dex: 10, con: 10 },
    coins: 0,
    travel,
  };
}
const derive = (system: ActorSourceInput, config = PRESETS.ose) => deriveActor({ type: "character", system, items: [], worldTime: 60, variants: config });

describe("companion travel miles saturate at MAX_MILES_PER_DAY", () => {
  it("the audit's OSE forced march of a 445-mile character: moves, at the bound", () => {
    const r = derive(source(445, { forcedMarch: true }));
    expect(r.derived.problems.filter((p) => p.key === PROBLEM_KEYS.rules)).toEqual([]);
    expect(r.derived.movement.hexesPerRound).toBe(12);
    expect(r.derived.travel.effectiveMiles).toBe(MAX_MILES_PER_DAY);
  });

  it("the core agrees with itself: companion miles are always a valid partial-day input", () => {
    const miles = companionMilesPerDay({ milesPerDay: 668 }, "optimal", travelRuleset("ose", "ose"));
    expect(miles).toBe(MAX_MILES_PER_DAY);
    expect(partialDayMiles(miles, 0, 8)).toBe(0);
    expect(companionMilesPerDay({ milesPerDay: 1000, flies: true, forcedMarch: true }, "mountains", travelRuleset("ose", "ose"))).toBe(MAX_MILES_PER_DAY);
  });

  it("property: a legal actor under any preset never derives 0 hexes from saturation, and its miles never fall with more listed miles", () => {
    const presets = Object.values(PRESETS);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MILES_PER_DAY - 1 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: presets.length - 1 }),
        (miles, flies, forcedMarch, p) => {
          const config = presets[p]!;
          const a = derive(source(miles, { flies, forcedMarch }), config).derived;
          const b = derive(source(miles + 1, { flies, forcedMarch }), config).derived;
          expect(a.movement.hexesPerRound).toBe(12);
          expect(b.movement.hexesPerRound).toBe(12);
          expect(b.travel.effectiveMiles).toBeGreaterThanOrEqual(a.travel.effectiveMiles);
          expect(b.travel.effectiveMiles).toBeLessThanOrEqual(MAX_MILES_PER_DAY);
          for (const t of TERRAIN_IDS) expect(b.movement.terrains[t].milesPerDay).toBeGreaterThanOrEqual(a.movement.terrains[t].milesPerDay);
        },
      ),
      { numRuns: 300 },
    );
  });
});
