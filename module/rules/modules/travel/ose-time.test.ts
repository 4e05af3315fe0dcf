import { describe, expect, it } from "vitest";
import { oseTime, OSE_TIME_KEEPING, OSE_TURN_SECONDS } from "./ose-time";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET } from "../../ruleset/resolve";
import { timeKeepingOf } from "../../world-clock";

describe("travel.oseTime (003:L65–L67, L328–L330, L344, L379, L649, L699)", () => {
  it("its figures are the text's: a turn of 600 s, ×10 ft per hex of speed, ×3 familiar, rest each 3,600 s, wandering each 1,200 s", () => {
    expect(OSE_TURN_SECONDS).toBe(60 * 10);
    expect(OSE_TIME_KEEPING).toEqual({ encounterMinimum: 600, explorationTurn: 600, baseFeetPerSpeed: 10, familiarFactor: 3, restEvery: 3600, wanderingEvery: 1200 });
  });

  it("the OSE preset turns it on; no other preset nor the book does", () => {
    expect(PRESETS.ose.travel.turnTime).toBe(true);
    expect(timeKeepingOf(resolveRuleset(PRESETS.ose))).toBe(OSE_TIME_KEEPING);
    for (const id of ["book", "a13", "osr", "a5e"] as const) expect(timeKeepingOf(resolveRuleset(PRESETS[id])), id).toBeNull();
    expect(timeKeepingOf(BOOK_RULESET)).toBeNull();
    expect(resolveRuleset(PRESETS.ose).modules).toContain(oseTime.id);
  });
});
