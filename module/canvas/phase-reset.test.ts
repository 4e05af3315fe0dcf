import { describe, it, expect } from "vitest";
import { movementPhaseKey, shouldClearHistories } from "./phase-reset";

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
});
