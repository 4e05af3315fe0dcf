/**
 * The core's side of dragging an ally (VARIANTS.md §13.3 row 42; 004:L52): the edges of the GM's
 * checks, the ally's path and the lost reaction, and the refusals' parameters. Golden cases GA-15 /
 * GT-8 and the common refusals are in modules/movement/drag.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { dragFacts } from "../../../tests/support/rule-inputs";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { MAX_DRAG_PATH, dragAllyRefusal, dragInForce, dragMemoryWrites, dragReactionLost, draggedAllyPath, draggedPhaseLost } from "./drag-ally";

const A5E = resolveRuleset(PRESETS.a5e);

/** As in modules/movement/drag.test.ts: round 2 second 6, odd rows; the dragger leaves (5,5) east, the ally west of it. */
const facts = dragFacts;

describe("dragAllyRefusal: the path's bounds", () => {
  it(`a path of exactly ${MAX_DRAG_PATH} hexes is dragged, one more is too long (in waypoints or in hexes)`, () => {
    expect(MAX_DRAG_PATH).toBe(200);
    expect(dragAllyRefusal(facts({ path: [{ i: 5, j: 5 + MAX_DRAG_PATH }] }), A5E)).toBeNull();
    expect(dragAllyRefusal(facts({ path: [{ i: 5, j: 6 + MAX_DRAG_PATH }] }), A5E)).toBe("pathTooLong");
    const steps = Array.from({ length: MAX_DRAG_PATH }, (_, k) => ({ i: 5, j: 6 + k }));
    expect(dragAllyRefusal(facts({ path: steps }), A5E)).toBeNull();
    // Back and forth: 200 waypoints, but more than 200 hexes.
    const zigzag = Array.from({ length: MAX_DRAG_PATH }, (_, k) => ({ i: 5, j: k % 2 === 0 ? 7 : 5 }));
    expect(dragAllyRefusal(facts({ path: zigzag }), A5E)).toBe("pathTooLong");
  });

  it("an empty or overlong path is refused as such before the ally's place is judged", () => {
    const far = { i: 9, j: 9 };
    expect(dragAllyRefusal(facts({ path: [], ally: far }), A5E)).toBe("noPath");
    const standing = Array.from({ length: MAX_DRAG_PATH + 1 }, () => ({ i: 5, j: 5 }));
    expect(dragAllyRefusal(facts({ path: standing }), A5E)).toBe("pathTooLong");
    expect(dragAllyRefusal(facts({ path: standing, ally: far }), A5E)).toBe("pathTooLong");
  });

  it("names the bad parameter", () => {
    expect(refusal(() => dragAllyRefusal(null as never, A5E)).parameter).toBe("facts");
    expect(refusal(() => dragAllyRefusal(facts(), {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => dragAllyRefusal(facts({ now: { round: 2, second: 21 } }), A5E)).parameter).toBe("facts.now.second");
    expect(refusal(() => dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: -1 } }), A5E)).parameter).toBe("draggerMemory.dragReactionRound");
    expect(refusal(() => dragAllyRefusal(facts({ allyMemory: { draggedAt: -1 } }), A5E)).parameter).toBe("allyMemory.draggedAt");
    expect(refusal(() => dragAllyRefusal(facts({ path: "east" as never }), A5E)).parameter).toBe("facts.path");
  });

  it("the reaction and an earlier drag are judged before the ally's visibility and place", () => {
    expect(dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: 2 }, allyHidden: true }), A5E)).toBe("reactionUsed");
    expect(dragAllyRefusal(facts({ allyMemory: { draggedAt: 46 }, ally: { i: 9, j: 9 } }), A5E)).toBe("alreadyDragged");
    // A reaction spent in another round, or a drag at another second, refuses nothing.
    expect(dragAllyRefusal(facts({ draggerMemory: { dragReactionRound: 1 }, allyMemory: { draggedAt: 41 } }), A5E)).toBeNull();
  });

  it("dragInForce: the A5E preset, not the book", () => {
    expect([dragInForce(A5E), dragInForce(BOOK_RULESET)]).toEqual([true, false]);
    expect(refusal(() => dragInForce(null as never)).parameter).toBe("ruleset");
  });
});

describe("draggedAllyPath: its refusal and its copy", () => {
  it("a path of no hex, or of more than the bound, is refused with the path named", () => {
    for (const path of [[], [{ i: 5, j: 5 }], [{ i: 5, j: 6 + MAX_DRAG_PATH }]]) {
      const e = refusal(() => draggedAllyPath(facts({ path })));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "facts.path", path]);
      expect(e.message).toContain(`expected 1 to ${MAX_DRAG_PATH} hexes`);
    }
    expect(draggedAllyPath(facts({ path: [{ i: 5, j: 5 + MAX_DRAG_PATH }] }))).toHaveLength(MAX_DRAG_PATH);
    expect(refusal(() => draggedAllyPath(null as never)).parameter).toBe("facts");
    expect(refusal(() => draggedAllyPath(facts({ path: "east" as never }))).parameter).toBe("facts.path");
    expect(refusal(() => dragMemoryWrites(null as never)).parameter).toBe("now");
  });

  it("returns plain offsets (no other field of the input carried along)", () => {
    const from = { i: 5, j: 5, extra: 1 } as never;
    expect(draggedAllyPath(facts({ draggerFrom: from, path: [{ i: 5, j: 7 }] }))).toEqual([{ i: 5, j: 5 }, { i: 5, j: 6 }]);
  });
});

describe("draggedPhaseLost, dragReactionLost", () => {
  it("a phase is lost only at the second of the drag", () => {
    expect(draggedPhaseLost({ draggedAt: 46 }, { round: 2, second: 6 })).toBe(true);
    expect(draggedPhaseLost({ draggedAt: 46 }, { round: 2, second: 11 })).toBe(false);
    expect(refusal(() => draggedPhaseLost(null as never, { round: 2, second: 6 })).parameter).toBe("memory");
    expect(refusal(() => draggedPhaseLost({ draggedAt: 46 }, null as never)).parameter).toBe("at");
    expect(refusal(() => draggedPhaseLost({ draggedAt: -1 }, { round: 2, second: 6 })).parameter).toBe("memory.draggedAt");
  });

  it("round 0 loses no reaction; a stored second of 20 (before round 1) is no drag", () => {
    expect(dragReactionLost(NO_VARIANT_MEMORY, 0)).toBe(false);
    expect(dragReactionLost({ ...NO_VARIANT_MEMORY, draggedAt: 20 }, 1)).toBe(false);
    expect(dragReactionLost({ ...NO_VARIANT_MEMORY, draggedAt: 21 }, 1)).toBe(true);
    expect(refusal(() => dragReactionLost(null as never, 1)).parameter).toBe("memory");
    expect(refusal(() => dragReactionLost(NO_VARIANT_MEMORY, -1)).parameter).toBe("round");
    expect(refusal(() => dragReactionLost({ ...NO_VARIANT_MEMORY, draggedAt: -1 }, 1)).parameter).toBe("memory.draggedAt");
    expect(refusal(() => dragReactionLost({ ...NO_VARIANT_MEMORY, dragReactionRound: -1 }, 1)).parameter).toBe("memory.dragReactionRound");
  });
});
