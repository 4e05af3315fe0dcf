import { describe, expect, it } from "vitest";
import { migrateActorSource, migrateItemSource } from "./migrate";

describe("migrateActorSource", () => {
  it("renames hitPoints to health", () => {
    expect(migrateActorSource({ hitPoints: { value: 7, max: 12 } })).toEqual({ health: { value: 7, max: 12 } });
  });
  it("renames hp to health but never overwrites a stored health", () => {
    expect(migrateActorSource({ hp: { value: 3, max: 4 }, health: { value: 9, max: 9 } })).toEqual({ health: { value: 9, max: 9 } });
  });
  it("moves flat movement fields into movement, keeping existing ones", () => {
    expect(migrateActorSource({ speed: 12, milesPerDay: 20, movement: { sureFooted: true } })).toEqual({
      movement: { speed: 12, milesPerDay: 20, sureFooted: true },
    });
    expect(migrateActorSource({ speed: 5, movement: { speed: 9 } })).toEqual({ movement: { speed: 9 } });
  });
  it("converts accumulated minutes over capacity into seconds", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: 25, droppedAt: null } })).toEqual({
      load: { overCapacitySeconds: 1500, droppedAt: null },
    });
  });
  it("drops an unusable old minutes value rather than inventing one", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: "lots" } })).toEqual({ load: {} });
  });
  it("the typed forced-march allotment leaves use: its steps become the march day's prior steps, the value is kept", () => {
    // 6 hours typed with no load: 4 steps were in force that day (from the day before).
    expect(migrateActorSource({ march: { hours: 8, allotmentHours: 6 }, load: { loadedSteps: 0 } })).toEqual({
      march: { hours: 8, priorSteps: 4, formerAllotmentHours: 6 },
      load: { loadedSteps: 0 },
    });
    // The load of that day already shortens it: only the rest came from an earlier march.
    expect(migrateActorSource({ march: { hours: 8, allotmentHours: 6.5 }, load: { loadedSteps: 2 } })).toEqual({
      march: { hours: 8, priorSteps: 1, formerAllotmentHours: 6.5 },
      load: { loadedSteps: 2 },
    });
    // A longer-than-normal typed day cannot be derived: nothing is assumed, and the value is kept.
    expect(migrateActorSource({ march: { hours: 10, allotmentHours: 10 } })).toEqual({ march: { hours: 10, priorSteps: 0, formerAllotmentHours: 10 } });
    // The old default (8 h) is what the derivation gives: nothing to keep.
    expect(migrateActorSource({ march: { hours: 0, allotmentHours: 8 } })).toEqual({ march: { hours: 0, priorSteps: 0 } });
    // A stored prior-steps value is never overwritten.
    expect(migrateActorSource({ march: { allotmentHours: 6, priorSteps: 1 } })).toEqual({ march: { priorSteps: 1, formerAllotmentHours: 6 } });
    // An unusable old value (not a number) carries nothing to keep.
    expect(migrateActorSource({ march: { allotmentHours: "long" } })).toEqual({ march: {} });
  });
  it("leaves a current source untouched", () => {
    const current = { health: { value: 1, max: 2 }, movement: { speed: 3 }, load: { overCapacitySeconds: 60 }, march: { hours: 2, priorSteps: 1, travelHours: 3 } };
    expect(migrateActorSource(structuredClone(current))).toEqual(current);
  });
});

describe("migrateItemSource", () => {
  it("renames a weapon's initiative to initiativeModifier", () => {
    expect(migrateItemSource("weapon", { initiative: 2, weight: 7 })).toEqual({ initiativeModifier: 2, weight: 7, standardKit: false });
  });
  it("sets every existing item unmarked as standard kit, never overwriting a stored mark", () => {
    for (const type of ["weapon", "armour", "gear", "spell", "skill", "race"]) {
      expect(migrateItemSource(type, { weight: 3 })).toMatchObject({ standardKit: false });
    }
    expect(migrateItemSource("gear", { weight: 3, standardKit: true })).toEqual({ weight: 3, standardKit: true });
  });
  it("renames a spell's castingTime to castingSeconds", () => {
    expect(migrateItemSource("spell", { castingTime: 6 })).toEqual({ castingSeconds: 6, standardKit: false });
    expect(migrateItemSource("spell", { castingTime: 6, castingSeconds: 4 })).toEqual({ castingSeconds: 4, standardKit: false });
  });
});
