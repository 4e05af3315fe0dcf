/**
 * The decisions of docs/rules.md that once lived only in code comments, each checked
 * against its wording in one place. docs/rules.md points here.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EMPTY_LOAD_HISTORY,
  PERSISTENT_DURATION_SECONDS,
  advanceLoad,
  changeLoad,
  persistentStepsAt,
  stepsInForce,
} from "./encumbrance";
import { actionLanding, scheduleAction } from "./time";
import { SURE_FOOTED, TERRAIN_DIVISOR_TENTHS, TERRAIN_IDS, adaptTerrain, type TerrainId } from "./terrain";
import { resolveHexTerrain } from "./terrain-areas";

const terrainArb = fc.constantFrom(...TERRAIN_IDS);

describe("§5 steps in force = max(loaded, persistent) + forced march", () => {
  it("weariness and a load carried now do not add; a forced march does", () => {
    expect(stepsInForce({ loaded: 2, persistent: 2, forcedMarch: 0 })).toBe(2);
    expect(stepsInForce({ loaded: 0, persistent: 2, forcedMarch: 4 })).toBe(6);
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (loaded, persistent, forcedMarch) => {
        expect(stepsInForce({ loaded, persistent, forcedMarch })).toBe(Math.max(loaded, persistent) + forcedMarch);
      }),
    );
  });
});

describe("§2 spill-over past 40: an action keeps spilling, one round per 20 seconds", () => {
  it("41 → second 1 two rounds on; 60 → second 20 two rounds on", () => {
    expect(actionLanding(41)).toEqual({ roundOffset: 2, second: 1 });
    expect(actionLanding(60)).toEqual({ roundOffset: 2, second: 20 });
    expect(actionLanding(18, 25)).toEqual({ roundOffset: 2, second: 3 });
  });
  it("property: the action is the only one of every round it spans; the combatant rolls again the round after it lands", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 180 }), (round, score, casting) => {
        const s = scheduleAction(round, score, casting);
        const offset = Math.floor((score + casting - 1) / 20);
        expect(s.landsAt.round).toBe(round + offset);
        expect(s.occupiedRounds).toEqual(Array.from({ length: offset }, (_, i) => round + 1 + i));
        expect(s.nextInitiativeRound).toBe(round + offset + 1);
      }),
    );
  });
});

describe("§6 persistent encumbrance timing", () => {
  const droppedAfter = (seconds: number, steps = 3) => changeLoad(advanceLoad(changeLoad(EMPTY_LOAD_HISTORY, 0, steps), seconds), seconds, 0);

  it("more than 30 minutes over capacity (30:00 is not enough, 30:01 is); half the level, rounded up", () => {
    expect(persistentStepsAt(droppedAfter(1800), 1800)).toBe(0);
    expect(persistentStepsAt(droppedAfter(1801), 1801)).toBe(2);
    expect(persistentStepsAt(droppedAfter(1801, 5), 1801)).toBe(3);
  });
  it("the 4 hours after a drop are half-open: gone at exactly 4:00", () => {
    const h = droppedAfter(1801);
    expect(persistentStepsAt(h, 1801 + PERSISTENT_DURATION_SECONDS - 1)).toBe(2);
    expect(persistentStepsAt(h, 1801 + PERSISTENT_DURATION_SECONDS)).toBe(0);
  });
  it("time over capacity accumulates across stretches and resets after 4 hours unloaded, not before", () => {
    let h = advanceLoad(changeLoad(EMPTY_LOAD_HISTORY, 0, 2), 1000);
    h = advanceLoad(changeLoad(h, 1000, 0), PERSISTENT_DURATION_SECONDS - 1);
    expect(h.overCapacitySeconds).toBe(1000);
    h = advanceLoad(changeLoad(h, 20_000, 2), 801);
    expect(h.overCapacitySeconds).toBe(1801);
    let r = advanceLoad(changeLoad(EMPTY_LOAD_HISTORY, 0, 2), 1000);
    r = advanceLoad(changeLoad(r, 1000, 0), PERSISTENT_DURATION_SECONDS);
    expect(r.overCapacitySeconds).toBe(0);
  });
});

describe("§4 steep ground and sure-footedness", () => {
  it("property: on steep ground a sure-footed creature moves as one that is not; its own adaptation still applies", () => {
    fc.assert(
      fc.property(terrainArb, fc.dictionary(terrainArb, terrainArb) as fc.Arbitrary<Partial<Record<TerrainId, TerrainId>>>, (terrain, own) => {
        expect(adaptTerrain(terrain, own, { sureFooted: true, steep: true })).toBe(adaptTerrain(terrain, own, { sureFooted: false }));
        expect(adaptTerrain(terrain, own, { sureFooted: false, steep: true })).toBe(adaptTerrain(terrain, own, { sureFooted: false }));
      }),
    );
  });
  it("off steep ground the sure-footed column applies (the book's horse: hills as forest)", () => {
    expect(SURE_FOOTED.hills).toBe("forest");
    expect(adaptTerrain("hills", {}, { sureFooted: true })).toBe("forest");
    expect(adaptTerrain("hills", {}, { sureFooted: true, steep: true })).toBe("hills");
  });
});

describe("§4 overlapping terrain regions: the hardest wins; steep if any", () => {
  it("property: the terrain is the largest divisor among the covering areas, steep if any is, whatever their order", () => {
    fc.assert(
      fc.property(terrainArb, fc.array(fc.record({ terrain: terrainArb, steep: fc.boolean() }), { minLength: 1, maxLength: 6 }), (fallback, areas) => {
        const hex = resolveHexTerrain(fallback, areas);
        const hardest = Math.max(...areas.map((a) => TERRAIN_DIVISOR_TENTHS[a.terrain]));
        expect(TERRAIN_DIVISOR_TENTHS[hex.terrain]).toBe(hardest);
        expect(hex.steep).toBe(areas.some((a) => a.steep));
        expect(resolveHexTerrain(fallback, [...areas].reverse())).toEqual(hex);
      }),
    );
  });
});
