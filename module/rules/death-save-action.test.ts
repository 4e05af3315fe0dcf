/**
 * RESOLUTION.md RT-3b (001:L375): a natural-20 death save gives the PC an action at the death
 * save's own second, through the ordinary action record, so the scheduler has it act then.
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, actingAt, deathSaveAction, planAction, roundStartStatus, type ActionRecord, type CombatantState } from "./combat";
import { fromAbsolute, toAbsolute } from "./time";
import { RulesError } from "./errors";

const state = (action: ActionRecord): CombatantState => ({ id: "pc", action, tieBreak: 1, conditions: [], defeated: false });

describe("RT-3b the natural-20 death save's action (deathSaveAction)", () => {
  it("GXR-3 under er2d10 (save at second 1): an action landing at round 3 second 1, and the PC acts then", () => {
    const stale = planAction(2, 9);
    const action = deathSaveAction(stale, { round: 3, second: 1 }, { round: 3, second: 1 })!;
    expect(fromAbsolute(action.landsAt)).toEqual({ round: 3, second: 1 });
    expect(action).toMatchObject({ startedRound: 3, score: 1, castingSeconds: 0, delayedFrom: 0 });
    expect(actingAt([state(action)], { round: 3, second: 1 })).toEqual(["pc"]);
    // The action is this round's: the next round it rolls with everyone.
    expect(roundStartStatus(state(action), 4)).toBe("rolls");
  });

  it("under a roll-once model with base second 7 (no action yet): it lands at second 7", () => {
    expect(fromAbsolute(deathSaveAction(NO_ACTION, { round: 2, second: 7 }, { round: 2, second: 7 })!.landsAt)).toEqual({ round: 2, second: 7 });
  });

  it("a save rolled after the clock moved on (second 9) lands at once, at 9, never in the past", () => {
    const action = deathSaveAction(NO_ACTION, { round: 2, second: 7 }, { round: 2, second: 9 })!;
    expect(action.landsAt).toBe(toAbsolute({ round: 2, second: 9 }));
    expect(actingAt([state(action)], { round: 2, second: 9 })).toEqual(["pc"]);
  });

  it("no action once the save's round has passed, or when the PC has already acted this round", () => {
    expect(deathSaveAction(NO_ACTION, { round: 2, second: 7 }, { round: 3, second: 1 })).toBeNull();
    expect(deathSaveAction(planAction(2, 4), { round: 2, second: 7 }, { round: 2, second: 7 })).toBeNull();
  });

  it("an action of this round not landed yet (due at 12) is the one moved to the save's second", () => {
    expect(fromAbsolute(deathSaveAction(planAction(2, 12), { round: 2, second: 7 }, { round: 2, second: 7 })!.landsAt)).toEqual({ round: 2, second: 7 });
  });

  it("refuses a malformed clock or action", () => {
    expect(() => deathSaveAction(NO_ACTION, { round: 0, second: 7 }, { round: 2, second: 7 })).toThrow(RulesError);
    expect(() => deathSaveAction({ ...NO_ACTION, landsAt: -1 }, { round: 2, second: 7 }, { round: 2, second: 7 })).toThrow(RulesError);
  });
});
