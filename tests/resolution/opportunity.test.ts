import "../support/combat-world";
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, PRESETS, resolveRuleset, spentFoes, toAbsolute, BOOK_RULESET } from "../../module/rules";
import type { EngagementPlaceable } from "../../module/canvas/engagement";
import { basicMeleeItem, opportunityPlan } from "../../module/resolution/opportunity";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const token = (id: string, i: number, j: number, disposition: number, statuses: string[] = [], hidden = false): EngagementPlaceable & { center: { x: number; y: number } } => ({
  document: { id, name: id, disposition, hidden, combatant: null },
  actor: { statuses: new Set(statuses) },
  center: at(i, j),
});

describe("opportunity attack cards on the GM's client (VARIANTS.md §13.3 row 7)", () => {
  it("GT-7 a token leaves the hex next to two able foes and one stunned foe at second 11: two cards stamped second 11, the foes spent for the round", () => {
    // The mover's document is already at its destination when the move is recorded; its origin is the movement's.
    const mover = token("pc", 10, 14, 1);
    const placed = [mover, token("a", 10, 11, -1), token("b", 10, 9, -1), token("s", 9, 10, -1, ["stunned"])];
    const clock = { absolute: toAbsolute({ round: 3, second: 11 }), memory: NO_VARIANT_MEMORY };
    const plan = opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, A13)!;
    expect(plan.foes).toEqual(["a", "b"]);
    expect(plan.stamp).toEqual({ round: 3, second: 11, absolute: toAbsolute({ round: 3, second: 11 }) });
    expect(spentFoes(plan.patch, 3)).toEqual(["a", "b"]);
    // Recorded: a second move in the same round draws nothing more from them.
    const again = opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, { ...clock, memory: { ...NO_VARIANT_MEMORY, ...plan.patch } }, A13);
    expect(again).toBeNull();
  });

  it("a teleport, a move between movement seconds, a hidden foe and the book draw no card; A5E does", () => {
    const mover = token("pc", 10, 14, 1);
    const clock = { absolute: toAbsolute({ round: 1, second: 6 }), memory: NO_VARIANT_MEMORY };
    const placed = [mover, token("a", 10, 11, -1)];
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, true, placed, GRID, clock, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, { ...clock, absolute: toAbsolute({ round: 1, second: 7 }) }, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, [mover, token("a", 10, 11, -1, [], true)], GRID, clock, A13)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, BOOK_RULESET)).toBeNull();
    expect(opportunityPlan(mover, at(10, 10), { i: 10, j: 14 }, false, placed, GRID, clock, A5E)!.foes).toEqual(["a"]);
  });

  it("the basic melee attack is the foe's first melee item with an attack formula", () => {
    const items = [
      { type: "weapon", system: { kind: "ranged", attack: "1d20" }, name: "bow" },
      { type: "weapon", system: { kind: "melee", attack: " " }, name: "blank" },
      { type: "weapon", system: { kind: "melee", attack: "1d20 + @str" }, name: "sword" },
      { type: "weapon", system: { kind: "melee", attack: "1d20" }, name: "axe" },
    ];
    expect(basicMeleeItem(items)?.name).toBe("sword");
    expect(basicMeleeItem(items.slice(0, 2))).toBeNull();
  });
});
