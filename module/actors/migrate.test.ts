import { describe, expect, it } from "vitest";
import { migrateActorSource, migrateItemSource } from "./migrate";

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
  it("leaves a current source untouched", () => {
    const current = { health: { value: 1, max: 2 }, movement: { speed: 3 }, load: { overCapacitySeconds: 60 } };
    expect(migrateActorSource(structuredClone(current))).toEqual(current);
  });
});

describe("migrateItemSource", () => {
  it("renames a weapon's initiative to initiativeModifier", () => {
    expect(migrateItemSource("weapon", { initiative: 2, weight: 7 })).toEqual({ initiativeModifier: 2, weight: 7 });
  });
  it("renames a spell's castingTime to castingSeconds", () => {
    expect(migrateItemSource("spell", { castingTime: 6 })).toEqual({ castingSeconds: 6 });
    expect(migrateItemSource("spell", { castingTime: 6, castingSeconds: 4 })).toEqual({
      castingSeconds: 4,
      migrationNotes: [{ path: "castingTime", value: "6", reason: "conflict" }],
    });
  });
});

// Golden regression tests of the fault classes the fuzz suite found (issue 16): no old value is lost.
describe("migrations are total (issue 16)", () => {
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
