/**
 * The overland ruler under the OSE preset reads the same miles as the sheet: a tier's exact share
 * of the base miles (003:L451: 90′ travels 18 of 24), not the ratio of a rounded ER speed.
 */
import { describe, expect, it } from "vitest";
import { travellerFromDerived } from "./overland-label";
import { PRESETS, overlandTravel } from "../rules";
import { deriveActor, type ActorSourceInput } from "../actors/derive";
import { resolveRuleset } from "../rules";

function derivedOf(speed: number, coins: number) {
  const system: ActorSourceInput = {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed, milesPerDay: 24, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    abilities: { str: 10, dex: 10, con: 10 },
    coins,
  };
  return deriveActor({ type: "character", system, items: [], worldTime: 0 }, PRESETS.ose).derived;
}

describe("overland ruler, OSE tiers (003:L451, L120)", () => {
  it("speed 10 at 90′: 18 miles a plains day, so 6 miles of plains take 8 × 6/18 hours (not 8 × 6/16)", () => {
    const derived = derivedOf(10, 500);
    expect(derived.movement.terrains.plains.milesPerDay).toBe(18);
    const traveller = travellerFromDerived(derived)!;
    expect(overlandTravel([traveller], [{ terrain: "plains", steep: false }], 6, resolveRuleset(PRESETS.ose)).hours).toBeCloseTo((8 * 6) / 18, 10);
  });
  it("speeds 10, 11, 13, 15 at 60′: 12 miles a plains day on the ruler too", () => {
    for (const speed of [10, 11, 13, 15]) {
      const traveller = travellerFromDerived(derivedOf(speed, 700))!;
      expect(overlandTravel([traveller], [{ terrain: "plains", steep: false }], 6, resolveRuleset(PRESETS.ose)).hours).toBeCloseTo(4, 10);
    }
  });
});
