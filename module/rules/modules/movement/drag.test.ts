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
import { dragAllyRefusal, dragMemoryWrites, dragReactionLost, draggedAllyPath, draggedPhaseLost } from "../../combat/drag-ally";
import { movementForfeit } from "../../movement-sources";
import { NO_VARIANT_MEMORY } from "../../ruleset";
import { toAbsolute } from "../../time";
import { dragFacts } from "../../../../tests/support/rule-inputs";

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

/** An A5E drag at round 2 second 6 on an odd-row scene (tests/support/rule-inputs.ts). */
const facts = dragFacts;

describe("A5E dragging an ally: the GM's checks and what a drag records (VARIANTS.md §13.3 row 42; 004:L52)", () => {
  it("an owned, adjacent, visible ally at a movement second is dragged along the path and ends next to the dragger", () => {
    expect(dragAllyRefusal(facts(), A5E)).toBeNull();
    expect(dragAllyRefusal(facts({ willing: "confirmed" }), A5E)).toBeNull();
    expect(draggedAllyPath(facts())).toEqual([{ i: 5, j: 5 }, { i: 5, j: 6 }]);
    // A waypoint three hexes on: the ally follows every hex of the line and stops one short.
    expect(draggedAllyPath(facts({ path: [{ i: 5, j: 8 }] }))).toEqual([{ i: 5, j: 5 }, { i: 5, j: 6 }, { i: 5, j: 7 }]);
  });
  it("forged requests are refused: an ally neither owned nor GM-confirmed, a hidden token, a token not adjacent, the rule not in force", () => {
    expect(dragAllyRefusal(facts({ willing: "no" }), A5E)).toBe("unwilling");
    expect(dragAllyRefusal(facts({ allyHidden: true }), A5E)).toBe("hidden");
    expect(dragAllyRefusal(facts({ ally: { i: 5, j: 3 } }), A5E)).toBe("notAdjacent");
    expect(dragAllyRefusal(facts(), BOOK_RULESET)).toBe("off");
    const off = resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, drag: false } }));
    expect(dragAllyRefusal(facts(), off)).toBe("off");
  });
  it("bounds: the clock, the path, the same token, combatants, one drag a round", () => {
    expect(dragAllyRefusal(facts({ now: null }), A5E)).toBe("notStarted");
    expect(dragAllyRefusal(facts({ now: { round: 2, second: 7 } }), A5E)).toBe("notMovementSecond");
    expect(dragAllyRefusal(facts({ sameToken: true }), A5E)).toBe("sameToken");
    expect(dragAllyRefusal(facts({ bothCombatants: false }), A5E)).toBe("notCombatant");
    expect(dragAllyRefusal(facts({ path: [] }), A5E)).toBe("noPath");
    expect(dragAllyRefusal(facts({ path: [{ i: 5, j: 5 }] }), A5E)).toBe("noPath");
    expect(dragAllyRefusal(facts({ path: Array.from({ length: 201 }, (_, k) => ({ i: 5, j: 6 + k })) }), A5E)).toBe("pathTooLong");
    expect(dragAllyRefusal(facts({ path: [{ i: 5, j: 206 }] }), A5E)).toBe("pathTooLong");
    expect(dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: 2 } }), A5E)).toBe("reactionUsed");
    // 004:L64: an opportunity attack made this round spent the one reaction too; last round's did not.
    expect(dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: 0, reactionRound: 2 } }), A5E)).toBe("reactionUsed");
    expect(dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: 0, reactionRound: 1 } }), A5E)).toBeNull();
    expect(dragAllyRefusal(facts({ allyMemory: { draggedAt: toAbsolute({ round: 2, second: 6 }) } }), A5E)).toBe("alreadyDragged");
    expect(() => dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: -1 } }), A5E)).toThrow();
  });
  it("the ally loses the phase it was dragged in (the ruler's forfeit) and its reaction for the round; the dragger its reaction", () => {
    const writes = dragMemoryWrites({ round: 2, second: 6 });
    expect(writes).toEqual({ ally: { draggedAt: 46 }, dragger: { dragReactionRound: 2 } });
    const ally = { ...NO_VARIANT_MEMORY, ...writes.ally };
    expect([1, 6, 11, 16].map((second) => movementForfeit({ round: 2, second, memory: ally }, A5E))).toEqual([null, "dragged", null, null]);
    expect(movementForfeit({ round: 3, second: 6, memory: ally }, A5E)).toBeNull();
    // A drag already made stands for its round with the rule switched off.
    expect(movementForfeit({ round: 2, second: 6, memory: ally }, BOOK_RULESET)).toBe("dragged");
    expect(draggedPhaseLost({ draggedAt: 0 }, { round: 2, second: 6 })).toBe(false);
    expect([dragReactionLost({ ...NO_VARIANT_MEMORY, ...writes.ally }, 2), dragReactionLost({ ...NO_VARIANT_MEMORY, ...writes.ally }, 3)]).toEqual([true, false]);
    expect([dragReactionLost({ ...NO_VARIANT_MEMORY, ...writes.dragger }, 2), dragReactionLost(NO_VARIANT_MEMORY, 2)]).toEqual([true, false]);
  });
});
