/**
 * The item migration of hit and hurt (RESOLUTION.md §3.1): a weapon's or a spell's `formula` becomes
 * `damage`, losing nothing; a skill keeps its check formula.
 */
import { describe, expect, it } from "vitest";
import { migrateItemSource, migrateItemSourceWithNotes } from "./migrate";
import { validateItemSystem } from "./spec";
import { notesOf } from "../actors/migration-report";

/** A weapon entry of the packs as it was stored before `damage` (packs/weapons/great-axe.json). */
const LEGACY_PACK_AXE = {
  initiativeModifier: 2,
  weight: 0,
  equipped: false,
  inHand: false,
  slow: null,
  standardKit: false,
  formula: "1d10 + 2",
  quantity: 1,
  price: 0,
  description: "<p>A heavy two-handed axe.</p>",
};

describe("formula → damage (RESOLUTION.md §3.1)", () => {
  it("a world weapon's and a world spell's formula becomes their damage", () => {
    expect(migrateItemSource("weapon", { formula: "1d8", weight: 3 })).toEqual({ damage: "1d8", weight: 3 });
    expect(migrateItemSource("spell", { formula: "2d4 + 2", castingSeconds: 4 })).toEqual({ damage: "2d4 + 2", castingSeconds: 4 });
  });

  it("a pack entry with formula migrates, and what it becomes is a valid weapon", () => {
    const migrated = migrateItemSource("weapon", structuredClone(LEGACY_PACK_AXE));
    expect(migrated).toEqual({ ...Object.fromEntries(Object.entries(LEGACY_PACK_AXE).filter(([k]) => k !== "formula")), damage: "1d10 + 2" });
    expect(validateItemSystem("weapon", migrated, true)).toEqual([]);
  });

  it("an empty formula carries over as an empty damage (the GM fills it in)", () => {
    expect(migrateItemSource("weapon", { formula: "" })).toEqual({ damage: "" });
  });

  it("nothing is lost: a damage already set is kept, the old formula is noted and reported", () => {
    const source = migrateItemSource("weapon", { formula: "1d6", damage: "1d8" });
    expect(source).toEqual({ damage: "1d8", migrationNotes: [{ path: "formula", value: '"1d6"', reason: "conflict" }] });
    // The GM's report lists it (it was produced by this load's migration).
    expect(notesOf(source)).toEqual([{ path: "formula", value: '"1d6"', reason: "conflict" }]);
    expect(migrateItemSourceWithNotes("spell", { formula: "1d4", damage: "2d4" }).notes).toEqual([{ path: "formula", value: '"1d4"', reason: "conflict" }]);
  });

  it("is idempotent: a migrated source migrates to itself, and a second run lists nothing twice", () => {
    const once = migrateItemSource("weapon", { formula: "1d6", damage: "1d8" });
    const twice = migrateItemSource("weapon", structuredClone(once));
    expect(twice).toEqual(once);
    const clean = migrateItemSource("spell", { formula: "1d6" });
    expect(migrateItemSource("spell", structuredClone(clean))).toEqual(clean);
  });

  it("a skill keeps its formula: its check, not damage", () => {
    expect(migrateItemSource("skill", { formula: "1d20 + @rating", rating: 4 })).toEqual({ formula: "1d20 + @rating", rating: 4 });
  });

  it("a partial update that writes formula (an old macro) writes damage", () => {
    expect(migrateItemSource("weapon", { formula: "1d12" })).toEqual({ damage: "1d12" });
  });
});
