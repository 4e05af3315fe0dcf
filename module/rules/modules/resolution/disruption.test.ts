/**
 * Spell disruption's window at its edges (RESOLUTION.md RT-4, RT-10, R17; 003:L884): the first and the
 * last second inside it, a cast landing at its window's first second, and every refusal named.
 */
import { describe, expect, it } from "vitest";
import { disrupts, disruptionWindow } from "./disruption";
import { MAX_ABSOLUTE_SECOND, MAX_ROUND } from "../../bounds";
import { expectRefusal } from "../../../../tests/support/rules-error";
import { SPELL_DISRUPTION } from "./spell-disruption";

describe("the disruption window (RT-4)", () => {
  it("from second 1 of the cast's round to its landing, exclusive; a cast landing at that first second has none", () => {
    expect(disruptionWindow({ startedRound: 1, landsAt: 22 })).toEqual({ from: 21, until: 22 });
    expect(disruptionWindow({ startedRound: 2, landsAt: 41 })).toBeNull();
    expect(disruptionWindow({ startedRound: 2, landsAt: 40 })).toBeNull();
    expect(disruptionWindow({ startedRound: 2, landsAt: 42 })).toEqual({ from: 41, until: 42 });
    expect(disruptionWindow({ startedRound: 0, landsAt: 30 })).toBeNull();
    expect(disruptionWindow({ startedRound: MAX_ROUND, landsAt: 0 })).toBeNull();
  });

  it("a hit or a failed save at the first second of the window disrupts, at the landing second it does not", () => {
    const cast = { startedRound: 2, landsAt: 45 };
    expect([40, 41, 44, 45].map((at) => disrupts(cast, "hit", at))).toEqual([false, true, true, false]);
    expect([40, 41, 44, 45].map((at) => disrupts(cast, "failedSave", at))).toEqual([false, true, true, false]);
    expect(disrupts({ startedRound: 0, landsAt: 45 }, "hit", 42)).toBe(false);
    expect(disrupts({ startedRound: 2, landsAt: 0 }, "failedSave", 42)).toBe(false);
  });

  it("the spell disruption module's model is this window and this test", () => {
    expect(SPELL_DISRUPTION).toEqual({ window: disruptionWindow, disrupts });
  });

  it("every refusal names its argument, even for an event that never disrupts", () => {
    expectRefusal(() => disruptionWindow({ startedRound: -1, landsAt: 45 }), "OUT_OF_RANGE", "cast.startedRound", -1, `from 0 to ${MAX_ROUND}`);
    expectRefusal(() => disruptionWindow({ startedRound: MAX_ROUND + 1, landsAt: 45 }), "OUT_OF_RANGE", "cast.startedRound", MAX_ROUND + 1, `from 0 to ${MAX_ROUND}`);
    expectRefusal(() => disruptionWindow({ startedRound: 2, landsAt: -1 }), "OUT_OF_RANGE", "cast.landsAt", -1, `from 0 to ${MAX_ABSOLUTE_SECOND}`);
    expectRefusal(() => disruptionWindow({ startedRound: 2, landsAt: MAX_ABSOLUTE_SECOND + 1 }), "OUT_OF_RANGE", "cast.landsAt", MAX_ABSOLUTE_SECOND + 1, `from 0 to ${MAX_ABSOLUTE_SECOND}`);
    expectRefusal(() => disrupts({ startedRound: 2, landsAt: 45 }, "miss", -1), "OUT_OF_RANGE", "at", -1, `from 0 to ${MAX_ABSOLUTE_SECOND}`);
    expectRefusal(() => disrupts({ startedRound: 2, landsAt: 45 }, "hit", MAX_ABSOLUTE_SECOND + 1), "OUT_OF_RANGE", "at", MAX_ABSOLUTE_SECOND + 1, `from 0 to ${MAX_ABSOLUTE_SECOND}`);
    expectRefusal(() => disrupts({ startedRound: 2.5, landsAt: 45 }, "hit", 42), "NOT_INTEGER", "cast.startedRound", 2.5, "expected a whole number");
    expect(disrupts({ startedRound: 2, landsAt: 45 }, "hit", 0)).toBe(false);
    expect(disrupts({ startedRound: 2, landsAt: MAX_ABSOLUTE_SECOND }, "hit", MAX_ABSOLUTE_SECOND - 1)).toBe(true);
  });
});
