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
    expect(migrateItemSource("spell", { castingTime: 6, castingSeconds: 4 })).toEqual({ castingSeconds: 4 });
  });
});
