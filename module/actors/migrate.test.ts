import { describe, expect, it } from "vitest";
import { migrateActorSource } from "./migrate";
import { migrateItemSource } from "../items/migrate";

describe("migrateActorSource", () => {
  it("renames hitPoints to health", () => {
    expect(migrateActorSource({ hitPoints: { value: 7, max: 12 } })).toEqual({ health: { value: 7, max: 12 } });
  });
  it("renames hp to health but never overwrites a stored health", () => {
    expect(migrateActorSource({ hp: { value: 3, max: 4 }, health: { value: 9, max: 9 } })).toEqual({
      health: { value: 9, max: 9 },
      migrationNotes: [
        { path: "hp.value", value: "3", reason: "conflict" },
        { path: "hp.max", value: "4", reason: "conflict" },
      ],
    });
  });
  it("moves flat movement fields into movement, keeping existing ones", () => {
    expect(migrateActorSource({ speed: 12, milesPerDay: 20, movement: { sureFooted: true } })).toEqual({
      movement: { speed: 12, milesPerDay: 20, sureFooted: true },
    });
    expect(migrateActorSource({ speed: 5, movement: { speed: 9 } })).toEqual({
      movement: { speed: 9 },
      migrationNotes: [{ path: "speed", value: "5", reason: "conflict" }],
    });
  });
  it("converts accumulated minutes over capacity into seconds", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: 25, droppedAt: null } })).toEqual({
      load: { overCapacitySeconds: 1500, droppedAt: null },
    });
  });
  it("does not invent a value from unusable old minutes, and lists them for the GM", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: "lots" } })).toEqual({
      load: {},
      migrationNotes: [{ path: "load.overCapacityMinutes", value: '"lots"', reason: "unreadable" }],
    });
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
    // An unusable or impossible old value is not kept but listed for the GM (migrations are total).
    expect(migrateActorSource({ march: { allotmentHours: "long" } })).toEqual({
      march: {},
      migrationNotes: [{ path: "march.allotmentHours", value: '"long"', reason: "unreadable" }],
    });
    expect(migrateActorSource({ march: { allotmentHours: 1e9 } })).toEqual({
      march: {},
      migrationNotes: [{ path: "march.allotmentHours", value: "1000000000", reason: "outOfRange" }],
    });
    // A numeric string is read as its number.
    expect(migrateActorSource({ march: { allotmentHours: "6" } })).toEqual({ march: { priorSteps: 4, formerAllotmentHours: 6 } });
  });
  it("leaves a current source untouched", () => {
    const current = { health: { value: 1, max: 2 }, movement: { speed: 3 }, load: { overCapacitySeconds: 60 }, march: { hours: 2, priorSteps: 1, travelHours: 3 } };
    expect(migrateActorSource(structuredClone(current))).toEqual(current);
  });
});

describe("migrateItemSource", () => {
  it("renames a weapon's initiative to initiativeModifier", () => {
    expect(migrateItemSource("weapon", { initiative: 2, weight: 7 })).toEqual({ initiativeModifier: 2, weight: 7 });
  });
  it("never overwrites a stored standard-kit mark", () => {
    expect(migrateItemSource("gear", { weight: 3, standardKit: true })).toEqual({ weight: 3, standardKit: true });
  });
  it("adds nothing to a partial update: Foundry migrates update data too, and an added standardKit: false un-marked the item on every edit", () => {
    // An item from before the mark is unmarked by the schema's initial value (BooleanField, initial false).
    for (const type of ["weapon", "armour", "gear", "spell", "skill", "race"]) {
      expect(migrateItemSource(type, { quantity: 3 })).toEqual({ quantity: 3 });
    }
  });
  it("renames a spell's castingTime to castingSeconds", () => {
    expect(migrateItemSource("spell", { castingTime: 6 })).toEqual({ castingSeconds: 6 });
    expect(migrateItemSource("spell", { castingTime: 6, castingSeconds: 4 })).toEqual({
      castingSeconds: 4,
      migrationNotes: [{ path: "castingTime", value: "6", reason: "conflict" }],
    });
  });
});

// Golden regression tests of the fault classes the fuzz suite found: no old value is lost.
describe("migrations are total", () => {
  it("a partial object under the new name no longer blocks the old one: fields merge one by one", () => {
    expect(migrateActorSource({ hitPoints: { value: 7, max: 40 }, health: { value: 12 } })).toEqual({
      health: { value: 12, max: 40 },
      migrationNotes: [{ path: "hitPoints.value", value: "7", reason: "conflict" }],
    });
    expect(migrateActorSource({ hitPoints: { max: 40 }, health: { value: 12 } })).toEqual({ health: { value: 12, max: 40 } });
  });
  it("two old names at once: both are read, hitPoints first; a disagreeing hp value is listed", () => {
    expect(migrateActorSource({ hitPoints: { max: 16 }, hp: { value: 18, max: 5 } })).toEqual({
      health: { max: 16, value: 18 },
      migrationNotes: [{ path: "hp.max", value: "5", reason: "conflict" }],
    });
  });
  it("a numeric string of minutes is read as minutes", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: "25" } })).toEqual({ load: { overCapacitySeconds: 1500 } });
    expect(migrateActorSource({ load: { overCapacityMinutes: " 2.5 " } })).toEqual({ load: { overCapacitySeconds: 150 } });
  });
  it("minutes beyond the stored bound saturate and are listed; negative minutes are listed", () => {
    expect(migrateActorSource({ load: { overCapacityMinutes: 1e306 } })).toMatchObject({
      load: {},
      migrationNotes: [{ path: "load.overCapacityMinutes", reason: "outOfRange" }],
    });
    expect(migrateActorSource({ load: { overCapacityMinutes: 1e8 } })).toEqual({
      load: { overCapacitySeconds: 1_000_000_000 },
      migrationNotes: [{ path: "load.overCapacityMinutes", value: "100000000", reason: "outOfRange" }],
    });
    expect(migrateActorSource({ load: { overCapacityMinutes: -3 } }).migrationNotes).toEqual([{ path: "load.overCapacityMinutes", value: "-3", reason: "outOfRange" }]);
  });
  it("an old value that is not an object is listed, not dropped", () => {
    expect(migrateActorSource({ hp: 40 })).toEqual({ migrationNotes: [{ path: "hp", value: "40", reason: "unreadable" }] });
  });
  it("migrating again does not list a value twice", () => {
    const once = migrateActorSource({ hp: { max: 5 }, health: { max: 9 } });
    const again = migrateActorSource({ ...structuredClone(once), hp: { max: 5 } });
    expect(again["migrationNotes"]).toEqual([{ path: "hp.max", value: "5", reason: "conflict" }]);
  });
});
