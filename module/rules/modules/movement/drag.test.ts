/**
 * A5E dragging an ally (VARIANTS.md row 42, §6.8; 004:L52): k + 2 for the `drag` movement action.
 * Golden cases GA-15 / GT-8 (speed 12: optimal 4 hexes 1-1-1-1; in a hazard, additive, 3 hexes
 * 1-1-1-0), and the declaration as the core and the canvas read it.
 */
import { describe, expect, it } from "vitest";
import { EXTRA_COSTS, MAX_EXTRA_COST, extraCostsAt, movementActionSource } from "../../movement-costs";
import { moveLimits, hexClassifier, type Mover } from "../../move-limits";
import { BOOK_CONFIG, PRESETS, parseVariantConfig } from "../../ruleset/config";
import { declaredMovementActions } from "../../movement-sources";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import type { TerrainId } from "../../terrain";

const A5E = resolveRuleset(PRESETS.a5e);
const mover: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
/** A(T) per phase of the hex's class for a mover dragging, on optimal ground with or without a hazard. */
function phases(hazard: boolean, ruleset = A5E): number[] {
  const cls = hexClassifier(mover, "drag", ruleset)({ terrain: "optimal" as TerrainId, steep: false, hazard });
  return [0, 1, 2, 3].map((phase) => moveLimits(mover, { kind: "phase", phase: phase as 0 | 1 | 2 | 3 }, ruleset).table.allowanceOf(cls));
}
const round = (hazard: boolean, ruleset = A5E) => moveLimits(mover, { kind: "round" }, ruleset).table.allowanceOf(hexClassifier(mover, "drag", ruleset)({ terrain: "optimal" as TerrainId, steep: false, hazard }));

describe("A5E dragging an ally (004:L52)", () => {
  it("GA-15 / GT-8: speed 12 dragging on optimal ground moves 4 hexes, 1-1-1-1; in a hazard (additive) 3, 1-1-1-0", () => {
    expect(round(false)).toBe(4);
    expect(phases(false)).toEqual([1, 1, 1, 1]);
    expect(round(true)).toBe(3);
    expect(phases(true)).toEqual([1, 1, 1, 0]);
  });
  it("the drag action adds 2 to k, named in the ruler's list, only while the field is on", () => {
    expect(EXTRA_COSTS["drag"]).toBe(2);
    expect(extraCostsAt({ hazard: true, action: "drag" }, A5E)).toEqual({ k: 3, sources: ["hazard", "drag"] });
    const off = resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, drag: false } }));
    expect(movementActionSource("drag", off)).toBeNull();
    expect(round(false, off)).toBe(12);
    expect(movementActionSource("drag", BOOK_RULESET)).toBeNull();
    expect(movementActionSource("drag", A5E)).toBe("drag");
  });
  it("the field is off in the book and a stored config without it, on in the A5E preset", () => {
    const flat = (c: unknown) => (c as { movement: Record<string, unknown> }).movement["drag"];
    expect(flat(BOOK_CONFIG)).toBe(false);
    expect(flat(parseVariantConfig({ movement: { terrainModel: "divisorsPlusHazards" } }))).toBe(false);
    expect(flat(PRESETS.a5e)).toBe(true);
    for (const id of ["osr", "ose", "a13"] as const) expect(flat(PRESETS[id])).toBe(false);
  });
  it("the canvas gets a drag movement action with its label key; the largest k counts the drag", () => {
    expect(declaredMovementActions()).toContainEqual({ id: "drag", label: "ER.Variants.Movement.Action.drag", icon: "fa-solid fa-people-pulling" });
    expect(MAX_EXTRA_COST).toBeGreaterThanOrEqual(6);
  });
});
