/**
 * Movement modes, the core (VARIANTS.md §6.5; 004:L22–L25): the stored speeds and steps bounded,
 * the classes of a speed of one's own, and the switching rule, with its properties: a speed's
 * phases add up to the speed, and what is left after a switch is A_M − h, never below 0.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_MODE_STEPS, NO_SPEEDS, modeSwitch, storedModeSpeeds, storedModeSteps, type ModeStep, type SpeedMode } from "./movement-modes";
import { hexClassifier, moveLimits, type Mover } from "./move-limits";
import { entryCost, moveProgress } from "./move-progress";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import type { PhaseIndex } from "./phases";
import type { TerrainId } from "./terrain";
import { RulesError } from "./errors";

const A5E = resolveRuleset(PRESETS.a5e);
const OPTIMAL = { terrain: "optimal" as TerrainId, steep: false, hazard: false };
const mover = (speed: number, speeds: Partial<Record<SpeedMode, number>>): Mover => ({ speed, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], speeds: storedModeSpeeds(speeds) });
const ACTION: Record<SpeedMode, string> = { climb: "climb", swim: "swim", fly: "fly", burrow: "burrow" };

describe("stored speeds and steps are bounded, never trusted", () => {
  it("a speed is a whole number of hexes from 1 to 200; odd values are none or clamped", () => {
    expect(storedModeSpeeds({ climb: 6, swim: 12.7, fly: 500, burrow: -3 })).toEqual({ climb: 6, swim: 12, fly: 200, burrow: null });
    expect(storedModeSpeeds({ climb: "6", swim: NaN, fly: Infinity, burrow: 0 })).toEqual(NO_SPEEDS);
    for (const odd of [null, undefined, 7, "x", []]) expect(storedModeSpeeds(odd)).toEqual(NO_SPEEDS);
  });
  it("steps: a list of whole-number offsets; an odd action walks, an odd cost counts 0; at most MAX_MODE_STEPS", () => {
    expect(storedModeSteps([{ i: 1, j: 2, action: "swim", cost: 3 }, { i: 1.5, j: 0 }, "x", { i: 2, j: 2, action: 7, cost: -1 }])).toEqual([
      { i: 1, j: 2, action: "swim", cost: 3 },
      { i: 2, j: 2, action: null, cost: 0 },
    ]);
    expect(storedModeSteps({ length: 3 })).toEqual([]);
    expect(storedModeSteps(Array.from({ length: MAX_MODE_STEPS + 50 }, () => ({ i: 0, j: 0 }))).length).toBe(MAX_MODE_STEPS);
  });
  it("modeSwitch checks its arguments and takes the ruleset last", () => {
    expect(() => modeSwitch("x" as never, "oddR", 12, NO_SPEEDS, A5E)).toThrow(RulesError);
    expect(() => modeSwitch([], "oddR", -1, NO_SPEEDS, A5E)).toThrow(RulesError);
    expect(() => modeSwitch([], "oddR", 12, NO_SPEEDS, {} as never)).toThrow(RulesError);
    expect(modeSwitch([{ i: 0, j: 0, action: null, cost: 0 }, { i: 0, j: 1, action: null, cost: 1 }, { i: 0, j: 2, action: "swim", cost: 1 }], "oddR", 12, storedModeSpeeds({ swim: 6 }), BOOK_RULESET)).toEqual({ offset: 0, refused: null, mixed: false });
  });
});

describe("properties", () => {
  it("a speed's own phases add up to the speed (its own 4-3-3-2 split)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.constantFrom<SpeedMode>("climb", "swim", "fly", "burrow"), (s, mode) => {
        const m = mover(12, { [mode]: s });
        const cls = hexClassifier(m, ACTION[mode], A5E)(OPTIMAL);
        const sum = [0, 1, 2, 3].reduce((a, p) => a + moveLimits(m, { kind: "phase", phase: p as PhaseIndex }, A5E).table.allowanceOf(cls), 0);
        return sum === s && moveLimits(m, { kind: "round" }, A5E).table.allowanceOf(cls) === s;
      }),
      { numRuns: 120 },
    );
  });
  it("after a switch into M with h hexes entered, M has max(0, A_M − h) hexes left, never fewer than 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 12 }), (walkSpeed, swim, phase, h) => {
        const m = mover(walkSpeed, { swim });
        const limits = moveLimits(m, { kind: "phase", phase: phase as PhaseIndex }, A5E);
        const L = limits.table.budget;
        const walkCls = hexClassifier(m, null, A5E)(OPTIMAL);
        const swimCls = hexClassifier(m, "swim", A5E)(OPTIMAL);
        const aSwim = limits.table.allowanceOf(swimCls);
        const steps: ModeStep[] = [{ i: 0, j: 0, action: null, cost: 0 }, { i: 0, j: h, action: null, cost: h * entryCost(limits.table, walkCls) }, { i: 0, j: h + 1, action: "swim", cost: entryCost(limits.table, swimCls) }];
        const sw = modeSwitch(steps, "oddR", L, m.speeds!, A5E);
        const usedBeforeSwim = h * (aSwim === 0 ? L + 1 : L / aSwim);
        const left = moveProgress(limits.table, Math.ceil(usedBeforeSwim), swimCls).remaining;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, aSwim - h));
        // The refusal is exactly "nothing left" (004:L25).
        expect(sw.refused === "swim").toBe(aSwim - h <= 0);
        return sw.mixed;
      }),
      { numRuns: 200 },
    );
  });
});
