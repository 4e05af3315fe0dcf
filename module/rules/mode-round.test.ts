/**
 * Switching speeds across the round (VARIANTS.md §13.3 row 39; 004:L25–L26): golden cases GA-M1 and
 * GA-M4 over a whole round, GA-M7 (a switch in a later phase), GA-M8 (the round's record), each
 * phase measured as the canvas does (Foundry's units per hex of the class entered) and the record
 * written after it as the GM's client writes it.
 */
import { describe, expect, it } from "vitest";
import { hexClassifier, moveLimits, type Mover } from "./move-limits";
import { entryCost } from "./move-progress";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset, type Ruleset } from "./ruleset";
import { modeSwitchInRound, storedModeSpeeds, type ModeStep } from "./movement-modes";
import { MODE_ROUND_MEMORY, roundModeAllowances, roundMoveRecord, roundSoFar } from "./mode-round";
import type { PhaseIndex } from "./phases";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";

const A5E = resolveRuleset(PRESETS.a5e);
const walker = (speeds: Record<string, number | null> = {}): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], speeds: storedModeSpeeds(speeds) });
const optimal = { terrain: "optimal" as TerrainId, steep: false, hazard: false };
type Legs = readonly (readonly [string | null, number])[];

/**
 * A round along a row of optimal hexes: each phase's legs measured with the round's record so far,
 * then recorded. Returns each phase's outcome and the memory after the round.
 */
function round(mover: Mover, phases: readonly Legs[], ruleset: Ruleset = A5E, start: Record<string, unknown> = {}) {
  let memory: Record<string, unknown> = { ...start };
  let j = 0;
  const out = phases.map((legs, p) => {
    const phase = p as PhaseIndex;
    const limits = moveLimits(mover, { kind: "phase", phase }, ruleset);
    const whole = moveLimits(mover, { kind: "round" }, ruleset);
    const steps: ModeStep[] = [{ i: 0, j, action: null, cost: 0 }];
    let raw = 0;
    for (const [action, n] of legs) {
      const cost = entryCost(limits.table, hexClassifier(mover, action, ruleset)(optimal)) * n;
      j += n;
      raw += cost;
      steps.push({ i: 0, j, action, cost });
    }
    const prior = roundSoFar(memory, { round: 1, phase }, ruleset);
    const sw = modeSwitchInRound(steps, "oddR", { budget: limits.table.budget, round: { prior, allowances: roundModeAllowances(whole.table, whole.allowances.optimal) } }, mover.speeds!, ruleset);
    memory = { ...memory, ...(roundMoveRecord({ memory, round: 1, phase, layout: "oddR", steps, speeds: mover.speeds }, ruleset) ?? {}) };
    return { ...sw, within: raw + sw.offset <= limits.table.budget };
  });
  return { phases: out, memory };
}

describe("switching speeds across the round (004:L25–L26)", () => {
  it("GA-M1 (L26) over the round: walk 12, swim 12; run 4, swim 4, run 4 (10 ft each) fits; a 13th hex does not", () => {
    const m = walker({ swim: 12 });
    const r = round(m, [[[null, 4]], [["swim", 3]], [["swim", 1], [null, 2]], [[null, 2]]]);
    expect(r.phases.map((p) => p.within)).toEqual([true, true, true, true]);
    expect(r.phases.map((p) => p.mixed)).toEqual([false, true, true, true]);
    expect(r.memory).toMatchObject({ modeRound: 1, modePhase: 4, modeHexesBefore: 10, modeHexesIn: 2, modeLast: "walk", modeUsed: 0b101 });
    // A 13th hex (a third run in phase 4): 12 − 12 = 0 left.
    expect(round(m, [[[null, 4]], [["swim", 3]], [["swim", 1], [null, 2]], [[null, 3]]]).phases[3]!.within).toBe(false);
    // With a slower swim (swim 6): run 4, then 6 − 4 = 2 to swim, then the run has 12 − 6 = 6 left over phases 3 and 4.
    const slow = round(walker({ swim: 6 }), [[[null, 4]], [["swim", 2]], [[null, 3]], [[null, 2]]]);
    expect(slow.phases.map((p) => p.within)).toEqual([true, true, true, true]);
    expect(round(walker({ swim: 6 }), [[[null, 4]], [["swim", 3]]]).phases[1]!.within).toBe(false);
  });
  it("GA-M4 (L25) over the round: walk 2 in phase 1, then swim 6 in phase 2 leaves min(2 of the phase, 6 − 2) = 2; walk 4 + 2, then swim: 6 − 6 = 0, refused", () => {
    const m = walker({ swim: 6 });
    expect(round(m, [[[null, 2]], [["swim", 2]]]).phases[1]).toMatchObject({ within: true, refused: null, mixed: true });
    expect(round(m, [[[null, 2]], [["swim", 3]]]).phases[1]!.within).toBe(false);
    const spent = round(m, [[[null, 4]], [[null, 2]], [["swim", 1]]]).phases[2]!;
    expect(spent).toMatchObject({ within: false, refused: "swim" });
  });
  it("GA-M7 (L25): a switch in a later phase reads the earlier phases: walk 4 and 3, then swim 6 in phase 3 is refused (7 > 6), which the phase alone would allow", () => {
    const m = walker({ swim: 6 });
    const r = round(m, [[[null, 4]], [[null, 3]], [["swim", 1]]]);
    expect(r.phases[2]).toMatchObject({ within: false, refused: "swim" });
    // Without the round's record (a fresh phase): one hex of swimming in phase 3 fits (its share is 1).
    const alone = round(m, [[], [], [["swim", 1]]]);
    expect(alone.phases[2]).toMatchObject({ within: true, refused: null });
    // Walk 4, then swim 2 in phase 2 (6 − 4 = 2); in phase 3 the swim goes on with 6 − 6 = 0: beyond, while walking again has 12 − 6 = 6 (3 this phase).
    const on = round(m, [[[null, 4]], [["swim", 2]], [["swim", 1]]]);
    expect(on.phases[2]!.within).toBe(false);
    expect(round(m, [[[null, 4]], [["swim", 2]], [[null, 3]]]).phases[2]).toMatchObject({ within: true, refused: null });
    expect(round(m, [[[null, 4]], [["swim", 2]], [[null, 4]]]).phases[2]!.within).toBe(false);
  });
  it("GA-M8: the record rolls each phase into 'before', reads only the part before a reader's own phase, starts afresh in a new round, and clamps odd values", () => {
    const m = walker({ swim: 6 });
    const r = round(m, [[[null, 2], ["swim", 1]]]).memory;
    expect(r).toMatchObject({ modeRound: 1, modePhase: 1, modeHexesBefore: 0, modeHexesIn: 3, modeLast: "swim", modeUsed: 0b101, modeUsedBefore: 0 });
    expect(roundSoFar(r, { round: 1, phase: 0 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
    expect(roundSoFar(r, { round: 1, phase: 2 }, A5E)).toEqual({ hexes: 3, last: "swim", modes: ["walk", "swim"] });
    expect(roundSoFar(r, { round: 2, phase: 0 }, A5E).hexes).toBe(0);
    // A second move in the same phase adds to it; the next round's first move drops the old round.
    const again = roundMoveRecord({ memory: r, round: 1, phase: 0, layout: "oddR", steps: [{ i: 0, j: 3 }, { i: 0, j: 4, action: null }], speeds: { swim: 6 } }, A5E);
    expect(again).toMatchObject({ modeHexesIn: 4, modeLast: "walk", modeHexesBefore: 0 });
    const next = roundMoveRecord({ memory: r, round: 2, phase: 1, layout: "oddR", steps: [{ i: 0, j: 0 }, { i: 0, j: 1, action: "swim" }], speeds: { swim: 6 } }, A5E);
    expect(next).toMatchObject({ modeRound: 2, modePhase: 2, modeHexesBefore: 0, modeHexesIn: 1, modeLastBefore: "none", modeUsed: 0b100 });
    // Odd stored values count as none; no hex entered, or the rule off: nothing to write.
    expect(roundSoFar({ modeRound: 1, modePhase: 1, modeHexesBefore: -5, modeHexesIn: "9", modeLast: "teleport", modeUsed: 1.5 }, { round: 1, phase: 3 }, A5E)).toEqual({ hexes: 0, last: null, modes: [] });
    expect(roundMoveRecord({ memory: {}, round: 1, phase: 0, layout: "oddR", steps: [{ i: 0, j: 0 }, { i: 0, j: 0, action: "swim" }], speeds: {} }, A5E)).toBeNull();
    expect(roundMoveRecord({ memory: {}, round: 1, phase: 0, layout: "oddR", steps: [{ i: 0, j: 0 }, { i: 0, j: 1 }], speeds: {} }, BOOK_RULESET)).toBeNull();
    expect(roundSoFar(r, { round: 1, phase: 2 }, BOOK_RULESET).hexes).toBe(0);
    // Every field written fits its declaration.
    for (const [k, v] of Object.entries(again!)) {
      const d = MODE_ROUND_MEMORY[k as keyof typeof MODE_ROUND_MEMORY];
      if (d.kind === "int") expect(v as number).toBeLessThanOrEqual(d.max);
      else expect(d.choices).toContain(v);
    }
  });
  it("a step that is not a waypoint (null, a number) is refused, not read", () => {
    const A5E = resolveRuleset(PRESETS.a5e);
    const speeds = storedModeSpeeds({ swim: 6 });
    for (const bad of [[null, { i: 0, j: 1 }, { i: 0, j: 3, action: "swim", cost: 6 }], [{ i: 0, j: 0, action: null, cost: 0 }, null, { i: 0, j: 3, action: "swim", cost: 6 }], [{ i: 0, j: 0 }, { i: 0, j: 1 }, 7]]) {
      expect(() => modeSwitchInRound(bad as never, "oddR", { budget: 12, round: null }, speeds, A5E)).toThrow(RulesError);
    }
  });

  it("the round allowances: walking at its own k on optimal ground, each speed its own (0 without it)", () => {
    const whole = moveLimits(walker({ swim: 6, fly: 9 }), { kind: "round" }, A5E);
    expect(roundModeAllowances(whole.table, whole.allowances.optimal)).toEqual({ walk: 12, climb: 0, swim: 6, fly: 9, burrow: 0 });
  });
});
