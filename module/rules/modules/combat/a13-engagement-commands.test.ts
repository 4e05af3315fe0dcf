/**
 * 13th Age engagement's tracker commands and forfeits (a13-engagement.ts; VARIANTS.md §13.1,
 * 001:L215, L223): a second check after a setback of a double move, interception at a movement
 * second only, and each recorded stop forfeiting its own phase.
 */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { NO_VARIANT_MEMORY, type VariantMemory } from "../../ruleset/memory-registry";
import { combatantCommandsOf } from "../../combat-commands";
import { A13_ENGAGEMENT, DISENGAGE_FAILED_FORFEIT, INTERCEPTED_FORFEIT, INTERCEPTING_FORFEIT } from "./a13-engagement";

const A13 = resolveRuleset(PRESETS.a13);
const command = (id: string) => combatantCommandsOf(A13).find((c) => c.id === id)!;
const ctx = (second: number, memory: VariantMemory = NO_VARIANT_MEMORY) => ({ started: true, now: { round: 2, second }, action: { startedRound: 2, score: 9, castingSeconds: 0, landsAt: 29, delayedFrom: 0 }, memory });

describe("Disengage after a setback", () => {
  const disengage = command("combat.disengage");
  const setbackAt6: VariantMemory = { ...NO_VARIANT_MEMORY, disengageRound: 2, disengageSecond: 6, disengageResult: "setback" };
  it("a setback this round leaves a check for a later movement second (a double move's second), not the same one", () => {
    expect(disengage.visible(ctx(11, setbackAt6))).toBe(true);
    expect(disengage.visible(ctx(6, setbackAt6))).toBe(false);
    expect(disengage.visible(ctx(1, setbackAt6))).toBe(false);
  });
  it("a failure or a success this round leaves none; a setback of an earlier round does not count", () => {
    expect(disengage.visible(ctx(11, { ...setbackAt6, disengageResult: "failure" }))).toBe(false);
    expect(disengage.visible(ctx(11, { ...setbackAt6, disengageResult: "success" }))).toBe(false);
    expect(disengage.visible(ctx(1, { ...setbackAt6, disengageRound: 1, disengageSecond: 16 }))).toBe(true);
  });
  it("never before the clock runs", () => {
    expect(disengage.visible({ ...ctx(6), now: null })).toBe(false);
  });
});

describe("Intercept", () => {
  const intercept = command("combat.intercept");
  it("is offered to owners at a movement second of a started combat only", () => {
    expect(intercept.who).toBe("owner");
    expect([1, 6, 11, 16].map((s) => intercept.visible(ctx(s)))).toEqual([true, true, true, true]);
    expect([2, 7, 20].map((s) => intercept.visible(ctx(s)))).toEqual([false, false, false]);
    expect(intercept.visible({ ...ctx(6), started: false })).toBe(false);
    expect(intercept.visible({ ...ctx(6), now: null })).toBe(false);
  });
});

describe("the forfeits", () => {
  it("a failed check loses its phase and the later ones of the round", () => {
    const failed = { ...NO_VARIANT_MEMORY, disengageRound: 2, disengageSecond: 6, disengageResult: "failure" };
    expect([1, 6, 11].map((second) => DISENGAGE_FAILED_FORFEIT.applies({ round: 2, second, memory: failed }))).toEqual([false, true, true]);
    expect([DISENGAGE_FAILED_FORFEIT.id, DISENGAGE_FAILED_FORFEIT.label, DISENGAGE_FAILED_FORFEIT.setBy, DISENGAGE_FAILED_FORFEIT.whileOff]).toEqual(["disengageFailed", "ER.Movement.Reason.disengageFailed", "disengageRound", true]);
  });
  it("the mover an interception stopped and the interceptor each lose that one phase, each by its own field", () => {
    // Round 2, second 11: absolute second 31.
    const stopped = { ...NO_VARIANT_MEMORY, stoppedAt: 31 };
    const intercepting = { ...NO_VARIANT_MEMORY, interceptAt: 31 };
    expect([6, 11, 16].map((second) => INTERCEPTED_FORFEIT.applies({ round: 2, second, memory: stopped }))).toEqual([false, true, false]);
    expect(INTERCEPTED_FORFEIT.applies({ round: 2, second: 11, memory: intercepting })).toBe(false);
    expect([6, 11, 16].map((second) => INTERCEPTING_FORFEIT.applies({ round: 2, second, memory: intercepting }))).toEqual([false, true, false]);
    expect(INTERCEPTING_FORFEIT.applies({ round: 2, second: 11, memory: stopped })).toBe(false);
    expect([INTERCEPTED_FORFEIT.id, INTERCEPTED_FORFEIT.label, INTERCEPTED_FORFEIT.setBy, INTERCEPTED_FORFEIT.whileOff]).toEqual(["intercepted", "ER.Movement.Reason.intercepted", "stoppedAt", true]);
    expect([INTERCEPTING_FORFEIT.id, INTERCEPTING_FORFEIT.label, INTERCEPTING_FORFEIT.setBy, INTERCEPTING_FORFEIT.whileOff]).toEqual(["intercepting", "ER.Movement.Reason.intercepting", "interceptAt", true]);
  });
  it("the 13A reading of engagement (001:L211, L445, L491, L495)", () => {
    expect(A13_ENGAGEMENT).toEqual({
      disengage: { target: 11, perExtraFoe: 1, grabbedPenalty: 5 },
      noOpportunity: ["confused", "grabbed"],
      rangedProvokes: true,
      spellsProvoke: true,
      meleeOnlyWhileEngaged: true,
      intercept: true,
      usesReaction: false,
    });
  });
});
