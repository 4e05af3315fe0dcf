import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PRESETS, changeVariants } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset, type Ruleset } from "../ruleset/resolve";
import {
  ESCALATION_CONTROLS,
  ESCALATION_MAX,
  ESCALATION_START,
  ESCALATION_UNBOUNDED_MAX,
  escalationAfterControl,
  escalationAtRoundStart,
  escalationAtRoundStartAfterAmbush,
  escalationCap,
  escalationStateOf,
  type EscalationControl,
  type EscalationState,
} from "./escalation";
import { escalationFor, escalationUnder } from "../modules/combat/escalation-die";
import { rulesErrorCode, hostile, thrownBy } from "../../../tests/support/rules-error";

const ON: Ruleset = resolveRuleset(PRESETS.a13);
const unbounded = (): Ruleset => {
  const r = changeVariants(PRESETS.a13, { combat: { escalationUnbounded: true } });
  if (!r.ok) throw new Error("unbounded config refused");
  return resolveRuleset(r.config);
};

/** Plays rounds 1…n with the GM's controls pressed during given rounds; returns the value at each round's start (after that round's controls). */
function play(rounds: number, controls: Record<number, EscalationControl[]> = {}, config: Ruleset = ON): number[] {
  let state: EscalationState = ESCALATION_START;
  const values: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    state = escalationAtRoundStart(state, r, config);
    for (const c of controls[r] ?? []) state = escalationAfterControl(state, c, config);
    values.push(state.value);
  }
  return values;
}

describe("escalation die (VARIANTS.md §3.5, row 5)", () => {
  it("G13A-7: rounds 1…8 give 0,1,2,3,4,5,6,6", () => {
    expect(play(8)).toEqual([0, 1, 2, 3, 4, 5, 6, 6]);
  });

  it("G13A-7c: hold in round 2, release in round 3 → round 3 = 1, round 4 = 2; reset in round 5 → round 5 = 0, round 6 = 1", () => {
    const values = play(6, { 2: ["hold"], 3: ["release"], 5: ["reset"] });
    expect(values[2]).toBe(1);
    expect(values[3]).toBe(2);
    expect(values[4]).toBe(0);
    expect(values[5]).toBe(1);
    expect(values).toEqual([0, 1, 1, 2, 0, 1]);
  });

  it("G13A-11: after an ambush round (\"advance die\" off) round 2 = 0 and round 3 = 1; without one, or under another surprise rule, G13A-7", () => {
    const run = (ambush: boolean, config: Ruleset) => {
      let s: EscalationState = ESCALATION_START;
      const values: number[] = [];
      for (let round = 1; round <= 4; round += 1) {
        s = escalationAtRoundStartAfterAmbush(s, round, ambush, config);
        values.push(s.value);
      }
      return values;
    };
    expect(run(true, ON)).toEqual([0, 0, 1, 2]);
    expect(run(false, ON)).toEqual([0, 1, 2, 3]);
    const aseSurprise = changeVariants(PRESETS.a13, { combat: { surprise: "a5e" } });
    if (!aseSurprise.ok) throw new Error("preset change refused");
    expect(run(true, resolveRuleset(aseSurprise.config))).toEqual([0, 1, 2, 3]);
    // A held die stays held; the variant off changes nothing.
    expect(escalationAtRoundStartAfterAmbush({ value: 0, held: true }, 2, true, ON)).toEqual({ value: 0, held: true });
    expect(escalationAtRoundStartAfterAmbush({ value: 3, held: false }, 2, true, BOOK_RULESET)).toEqual({ value: 3, held: false });
    expect(rulesErrorCode(() => escalationAtRoundStartAfterAmbush(ESCALATION_START, 2, "yes" as unknown as boolean, ON))).toBe("INVALID_ARGUMENT");
  });

  it("G13A-7b: a monster or NPC gets 0; a frightened PC 0; a PC the current value (001:L132 'Each PC', L134)", () => {
    expect(escalationFor(4, { playerCharacter: false, conditions: [] }, ON)).toBe(0);
    expect(escalationFor(4, { playerCharacter: true, conditions: ["frightened"] }, ON)).toBe(0);
    expect(escalationFor(4, { playerCharacter: true, conditions: ["dazed"] }, ON)).toBe(4);
    expect(escalationFor(4, { playerCharacter: true, conditions: [] }, ON)).toBe(4);
  });

  it("the die stays held across several round starts until released (001:L136 'doesn't advance')", () => {
    expect(play(6, { 3: ["hold"], 5: ["release"] })).toEqual([0, 1, 2, 2, 2, 3]);
  });

  it("a new combat (round 1) starts at 0 and released whatever was stored", () => {
    expect(escalationAtRoundStart({ value: 5, held: true }, 1, ON)).toEqual(ESCALATION_START);
  });

  it("the GM's +1 and −1 stay within 0 and 6; unbounded lifts the cap for the count and the +1", () => {
    expect(escalationAfterControl({ value: 6, held: false }, "increase", ON).value).toBe(6);
    expect(escalationAfterControl({ value: 0, held: false }, "decrease", ON).value).toBe(0);
    expect(escalationAfterControl({ value: 3, held: true }, "increase", ON)).toEqual({ value: 4, held: true });
    const u = unbounded();
    expect(escalationCap(u)).toBe(ESCALATION_UNBOUNDED_MAX);
    expect(play(9, {}, u)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(escalationAfterControl({ value: 6, held: false }, "increase", u).value).toBe(7);
    expect(escalationAfterControl({ value: ESCALATION_UNBOUNDED_MAX, held: false }, "increase", u).value).toBe(ESCALATION_UNBOUNDED_MAX);
    // A value left above 6 by an unbounded table is held to 6 once the cap is back.
    expect(escalationFor(9, { playerCharacter: true, conditions: [] }, ON)).toBe(ESCALATION_MAX);
    expect(escalationFor(9, { playerCharacter: true, conditions: [] }, u)).toBe(9);
  });

  it("under BOOK_RULESET (variant off) the die never moves and nobody gets it", () => {
    expect(escalationAtRoundStart({ value: 2, held: false }, 5, BOOK_RULESET)).toEqual({ value: 2, held: false });
    expect(escalationAtRoundStart({ value: 2, held: false }, 5, BOOK_RULESET)).toEqual({ value: 2, held: false });
    expect(escalationFor(3, { playerCharacter: true, conditions: [] }, BOOK_RULESET)).toBe(0);
  });

  it("refuses bad input with a RulesError", () => {
    expect(rulesErrorCode(() => escalationAtRoundStart(hostile({ value: -1, held: false }), 2, ON))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => escalationAtRoundStart(hostile({ value: 1, held: "yes" }), 2, ON))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => escalationAtRoundStart(ESCALATION_START, 0, ON))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => escalationAfterControl(ESCALATION_START, hostile("explode"), ON))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => escalationFor(2, hostile({ playerCharacter: "yes", conditions: [] }), ON))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => escalationFor(2, hostile({ kind: "character", conditions: [] }), ON))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => escalationFor(2, { playerCharacter: true, conditions: [] }, hostile({ combat: {} })))).toBe("INVALID_ARGUMENT");
  });
});

describe("escalation die: properties", () => {
  const control = fc.constantFrom(...ESCALATION_CONTROLS);
  const round = fc.array(control, { maxLength: 4 });
  const pc = fc.boolean();
  const statuses = fc.subarray(["frightened", "dazed", "prone", "hampered"]);

  it("with the cap, the die is always 0..6 and never negative, whatever the GM presses", () => {
    fc.assert(fc.property(fc.array(round, { minLength: 1, maxLength: 30 }), (rounds) => {
      let s: EscalationState = ESCALATION_START;
      rounds.forEach((controls, i) => {
        s = escalationAtRoundStart(s, i + 1, ON);
        expect(s.value).toBeGreaterThanOrEqual(0);
        expect(s.value).toBeLessThanOrEqual(ESCALATION_MAX);
        for (const c of controls) {
          s = escalationAfterControl(s, c, ON);
          expect(s.value).toBeGreaterThanOrEqual(0);
          expect(s.value).toBeLessThanOrEqual(ESCALATION_MAX);
        }
      });
    }));
  });

  it("without controls the die is min(round − 1, 6) (G13A-7 for any length)", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
      expect(play(n)).toEqual(Array.from({ length: n }, (_, i) => Math.min(i, ESCALATION_MAX)));
    }));
  });

  it("PCs only: anyone not a PC always gets 0, a frightened PC 0, any other PC the value (≤ cap)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: ESCALATION_UNBOUNDED_MAX }), pc, statuses, fc.boolean(), (value, isPc, conditions, unb) => {
      const config = unb ? unbounded() : ON;
      const got = escalationFor(value, { playerCharacter: isPc, conditions }, config);
      expect(got).toBeGreaterThanOrEqual(0);
      expect(got).toBeLessThanOrEqual(escalationCap(config));
      if (!isPc || conditions.includes("frightened")) expect(got).toBe(0);
      else expect(got).toBe(Math.min(value, escalationCap(config)));
    }));
  });

  it("a held die never rises at a round start, and a reset die is 0 then rises by one", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: ESCALATION_MAX }), fc.integer({ min: 2, max: 500 }), (value, r) => {
      expect(escalationAtRoundStart({ value, held: true }, r, ON).value).toBe(value);
      const reset = escalationAfterControl({ value, held: true }, "reset", ON);
      expect(reset).toEqual(ESCALATION_START);
      expect(escalationAtRoundStart(reset, r, ON).value).toBe(1);
    }));
  });
});

describe("escalation die: stored state, the controls' exact results, and what a refusal names", () => {
  const pcNone = { playerCharacter: true, conditions: [] };

  it("reads the die from a Combat's unchecked system data: clamps the value, keeps only a true hold", () => {
    expect(escalationStateOf({ escalation: { value: 4, held: true } })).toEqual({ value: 4, held: true });
    expect(escalationStateOf({ escalation: { value: 4, held: "yes" } })).toEqual({ value: 4, held: false });
    expect(escalationStateOf({ escalation: { value: -3, held: false } })).toEqual({ value: 0, held: false });
    expect(escalationStateOf({ escalation: { value: 500 } })).toEqual({ value: ESCALATION_UNBOUNDED_MAX, held: false });
    expect(escalationStateOf({ escalation: { value: 2.5, held: true } })).toEqual({ value: 0, held: true });
    expect(escalationStateOf({ escalation: { value: "3", held: true } })).toEqual({ value: 0, held: true });
    expect(escalationStateOf({ escalation: "3" })).toEqual(ESCALATION_START);
    expect(escalationStateOf({ escalation: null })).toEqual(ESCALATION_START);
    expect(escalationStateOf({})).toEqual(ESCALATION_START);
    expect(escalationStateOf(null)).toEqual(ESCALATION_START);
    expect(escalationStateOf("system")).toEqual(ESCALATION_START);
  });

  it("the cap is 6 when the ruleset has no die (BOOK_RULESET), not an error", () => {
    expect(escalationCap(BOOK_RULESET)).toBe(ESCALATION_MAX);
  });

  it("each control keeps or sets the hold exactly: −1 keeps a release, +1 keeps a hold", () => {
    expect(escalationAfterControl({ value: 3, held: false }, "decrease", ON)).toEqual({ value: 2, held: false });
    expect(escalationAfterControl({ value: 3, held: true }, "decrease", ON)).toEqual({ value: 2, held: true });
    expect(escalationAfterControl({ value: 3, held: false }, "hold", ON)).toEqual({ value: 3, held: true });
    expect(escalationAfterControl({ value: 3, held: true }, "release", ON)).toEqual({ value: 3, held: false });
  });

  it("an ambush round with no die in the ruleset (13A surprise, die off) leaves the state alone at round 2", () => {
    const noDie = changeVariants(PRESETS.a13, { combat: { escalationDie: false } });
    if (!noDie.ok) throw new Error("preset change refused");
    expect(escalationAtRoundStartAfterAmbush({ value: 3, held: false }, 2, true, resolveRuleset(noDie.config))).toEqual({ value: 3, held: false });
  });

  it("a refusal names the parameter and says what was expected", () => {
    const cases: [() => unknown, string, string][] = [
      [() => escalationAtRoundStart(hostile(null), 2, ON), "state", "expected an object"],
      [() => escalationAtRoundStart(hostile({ value: 100, held: false }), 2, ON), "state.value", ""],
      [() => escalationAtRoundStart(hostile({ value: 1, held: "yes" }), 2, ON), "state.held", "expected true or false"],
      [() => escalationAtRoundStart(ESCALATION_START, 0, ON), "round", ""],
      [() => escalationAtRoundStartAfterAmbush(ESCALATION_START, 0, true, ON), "round", ""],
      [() => escalationAtRoundStartAfterAmbush(ESCALATION_START, 2, hostile("yes"), ON), "ambushRound", "expected true or false"],
      [() => escalationAtRoundStartAfterAmbush(ESCALATION_START, 2, true, hostile({ ...ON, points: { ...ON.points, escalationAmbushPause: "yes" } })), "ruleset.points.escalationAmbushPause", "expected an array"],
      [() => escalationAfterControl(ESCALATION_START, hostile("explode"), ON), "control", `expected one of ${ESCALATION_CONTROLS.join(", ")}`],
      [() => escalationCap(hostile(null)), "ruleset", "expected an object"],
      [() => escalationCap(hostile({ points: null })), "ruleset.points", "expected an object"],
      [() => escalationCap(hostile({ points: { escalationDie: 6 } })), "ruleset.points.escalationDie", "expected an object"],
      [() => escalationCap(hostile({ points: { escalationDie: { cap: 100 } } })), "ruleset.points.escalationDie.cap", ""],
      [() => escalationFor(100, pcNone, ON), "value", ""],
      [() => escalationFor(2, hostile(null), ON), "recipient", "expected an object"],
      [() => escalationFor(2, hostile({ playerCharacter: "yes", conditions: [] }), ON), "recipient.playerCharacter", "expected true or false"],
      [() => escalationUnder(null, 2, hostile({ playerCharacter: true, conditions: "frightened" })), "recipient.conditions", "expected an array"],
    ];
    expect(thrownBy(() => escalationAtRoundStart(hostile({ value: 1, held: "yes" }), 2, ON))).toMatchObject({ parameter: "state.held", value: "yes" });
    for (const [call, parameter, detail] of cases) {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", parameter });
      expect((err as Error).message).toContain(`invalid ${parameter} =`);
      expect((err as Error).message).toContain(detail);
    }
  });
});
