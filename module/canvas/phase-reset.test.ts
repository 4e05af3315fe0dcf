import { describe, it, expect } from "vitest";
import { movementPhaseKey, rememberedKey, shouldClearHistories, updateDirection } from "./phase-reset";

/** Plays clock steps (second, direction) through the hook's decision; returns the seconds that cleared. */
function clearsAlong(steps: readonly [number, 1 | -1][], start?: string | null): number[] {
  let previous: string | null | undefined = start;
  const clearedAt: number[] = [];
  for (const [second, direction] of steps) {
    const next = movementPhaseKey({ round: 1, second });
    if (shouldClearHistories(previous, next, updateDirection({ direction }))) clearedAt.push(second);
    previous = rememberedKey(previous, next);
  }
  return clearedAt;
}

describe("movement history scoped to the phase", () => {
  it("keys the movement seconds by round and phase", () => {
    expect(movementPhaseKey(null)).toBeNull();
    expect(movementPhaseKey({ round: 1, second: 1 })).toBe("1:0");
    expect(movementPhaseKey({ round: 2, second: 16 })).toBe("2:3");
    expect(movementPhaseKey({ round: 2, second: 7 })).toBeNull();
  });

  it("clears when the clock reaches a new movement second, not between or twice", () => {
    const seconds = [1, 2, 3, 6, 6, 7, 11, 12, 16, 20];
    let previous: string | null | undefined = undefined;
    const clearedAt: number[] = [];
    for (const second of seconds) {
      const next = movementPhaseKey({ round: 1, second });
      if (shouldClearHistories(previous, next)) clearedAt.push(second);
      previous = next;
    }
    expect(clearedAt).toEqual([1, 6, 11, 16]);
    // the next round's second 1 is a new phase
    expect(shouldClearHistories("1:3", movementPhaseKey({ round: 2, second: 1 }))).toBe(true);
    // after a reload mid-phase the remembered key keeps the history
    expect(shouldClearHistories("2:1", "2:1")).toBe(false);
  });

  it("keeps the phase's history when the clock steps back into it (7 → 6)", () => {
    expect(clearsAlong([[6, 1], [7, 1], [6, -1]])).toEqual([6]);
    // back over a whole phase: 12 → 11 → 10 → 6 clears nothing
    expect(clearsAlong([[11, 1], [12, 1], [11, -1], [10, -1], [6, -1]])).toEqual([11]);
  });

  it("clears a phase once when the clock leaves it and comes back (11 → 10 → 11)", () => {
    expect(clearsAlong([[11, 1], [10, -1], [11, 1]])).toEqual([11]);
    expect(clearsAlong([[6, 1], [7, 1], [8, 1], [7, -1], [6, -1], [7, 1], [11, 1]])).toEqual([6, 11]);
    expect(rememberedKey("1:2", null)).toBe("1:2");
    expect(rememberedKey(undefined, null)).toBeNull();
    expect(rememberedKey("1:1", "1:2")).toBe("1:2");
  });

  it("reads the direction defensively from the update options", () => {
    expect(updateDirection({ direction: -1 })).toBe(-1);
    expect(updateDirection({ direction: 1 })).toBe(1);
    expect(updateDirection({ direction: "back" })).toBeUndefined();
    expect(updateDirection({})).toBeUndefined();
    expect(updateDirection(undefined)).toBeUndefined();
    expect(updateDirection(null)).toBeUndefined();
    // an update without a direction (e.g. the GM edits the combat) still clears on a new phase
    expect(shouldClearHistories("1:1", "1:2", undefined)).toBe(true);
    expect(shouldClearHistories("1:2", "1:1", -1)).toBe(false);
  });
});
