/**
 * docs/rules.md §2, Delay: once delayed, an action belongs to the next round for good. Whatever is
 * done to it afterwards (a spell's casting time, the GM's edit or re-roll of its score) is reckoned
 * from that next round, and the combatant does not get a second action there.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NO_ACTION,
  actingAt,
  actionForScore,
  actionForScoreAt,
  withCastingAt,
  castingStartsAt,
  canCast,
  canDelay,
  canRescore,
  delayedAction,
  initiativeFromParts,
  planAction,
  planRoundTransition,
  reckonedRound,
  roundStartStatus,
  stepForward,
  withCasting,
  type ActionRecord,
  type CombatantState,
} from "./combat";
import { BOOK_RULESET } from "./ruleset";
import { fromAbsolute, toAbsolute, type ClockTime } from "./time";
import { RulesError } from "./errors";
import { hostile, rulesErrorCode } from "../../tests/support/rules-error";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const at = (round: number, second: number) => toAbsolute({ round, second });
const one = (action: ActionRecord): CombatantState => ({ id: "x", action, tieBreak: 1, conditions: [], defeated: false });

describe("a delayed action belongs to the next round for good", () => {
  const delayed = delayedAction(planAction(1, 7), 1);

  it("is reckoned from the round it was delayed into", () => {
    expect(reckonedRound(planAction(1, 7))).toBe(1);
    expect(reckonedRound(delayed)).toBe(2);
  });

  it("made a spell after the delay, the casting counts from the next round", () => {
    const spell = withCasting(delayed, 5);
    expect(fromAbsolute(spell.landsAt)).toEqual({ round: 2, second: 12 });
    expect(spell.delayedFrom).toBe(1);
    // The combatant does not roll a second action in round 2.
    expect(roundStartStatus(one(spell), 2)).toBe("carried");
    // A long spell spills from round 2, not from round 1.
    expect(fromAbsolute(withCasting(delayed, 18).landsAt)).toEqual({ round: 3, second: 5 });
  });

  it("a GM edit or re-roll of its score lands in the next round", () => {
    expect(fromAbsolute(actionForScore(delayed, 3, 1).landsAt)).toEqual({ round: 2, second: 3 });
    expect(fromAbsolute(actionForScore(delayed, 3, 2).landsAt)).toEqual({ round: 2, second: 3 });
    expect(fromAbsolute(actionForScore(delayed, 24, 2).landsAt)).toEqual({ round: 3, second: 4 });
    expect(roundStartStatus(one(actionForScore(delayed, 3, 1)), 2)).toBe("carried");
  });

  it("touching it again with the same values changes nothing", () => {
    expect(withCasting(delayed, 0)).toEqual(delayed);
    expect(actionForScore(delayed, 7, 2)).toEqual(delayed);
  });

  it("cannot be delayed a second time in the round it was delayed out of", () => {
    expect(canDelay(delayed, { round: 1, second: 2 })).toBe(false);
    // In the round it belongs to it can be delayed again, into the round after.
    expect(canDelay(delayed, { round: 2, second: 2 })).toBe(true);
    expect(fromAbsolute(delayedAction(delayed, 2).landsAt)).toEqual({ round: 3, second: 7 });
  });

  it("an action carried in from an earlier round (spill-over, long spell) cannot be delayed", () => {
    expect(canDelay(planAction(1, 25), { round: 2, second: 2 })).toBe(false);
    expect(canDelay(withCasting(planAction(1, 15), 8), { round: 2, second: 1 })).toBe(false);
    expect(() => delayedAction(planAction(1, 25), 2)).toThrow(RulesError);
  });
});

describe("a score set at a moment of the round (actionForScoreAt)", () => {
  it("gives a combatant with no action this round a new one", () => {
    expect(actionForScoreAt(NO_ACTION, 9, { round: 3, second: 2 })).toEqual(planAction(3, 9));
    // An action that landed in an earlier round is spent: the new score starts this round's action.
    expect(actionForScoreAt(planAction(1, 5), 9, { round: 3, second: 2 })).toEqual(planAction(3, 9));
  });

  it("re-plans an action that has not landed yet, keeping its delay", () => {
    const delayed = delayedAction(planAction(1, 7), 1);
    expect(fromAbsolute(actionForScoreAt(delayed, 4, { round: 1, second: 9 })!.landsAt)).toEqual({ round: 2, second: 4 });
    expect(actionForScoreAt(planAction(2, 9), 12, { round: 2, second: 6 })).toEqual(planAction(2, 12));
  });

  it("refuses a new score for an action that already landed this round (one action per round)", () => {
    expect(actionForScoreAt(planAction(2, 5), 12, { round: 2, second: 6 })).toBeNull();
    expect(actionForScoreAt(planAction(1, 25), 12, { round: 2, second: 6 })).toBeNull();
  });
});

describe("a late score never lands in the past (Decision: a score set at `now` lands at `now` at the earliest)", () => {
  const now: ClockTime = { round: 2, second: 12 };

  it("an owner's own roll of 5 arriving at second 12 acts at once, at second 12, and keeps its score", () => {
    const late = actionForScoreAt(NO_ACTION, 5, now)!;
    expect(late).toEqual({ startedRound: 2, score: 5, castingSeconds: 0, landsAt: at(2, 12), delayedFrom: 0 });
    expect(actingAt([one(late)], now)).toEqual(["x"]);
  });

  it("Roll All after a mid-round reset: an action spent in an earlier round starts one that lands now", () => {
    expect(actionForScoreAt(planAction(1, 5), 3, now)).toEqual({ startedRound: 2, score: 3, castingSeconds: 0, landsAt: at(2, 12), delayedFrom: 0 });
  });

  it("the GM lowering a not-yet-landed score below the clock: it lands now, a spell keeps its casting time", () => {
    expect(actionForScoreAt(planAction(2, 15), 5, now)).toEqual({ ...planAction(2, 5), landsAt: at(2, 12) });
    const spell = withCasting(planAction(2, 14), 4);
    expect(actionForScoreAt(spell, 3, now)).toEqual({ ...spell, score: 3, landsAt: at(2, 12) });
  });

  it("a landing at or after now is left as planned", () => {
    expect(actionForScoreAt(NO_ACTION, 12, now)).toEqual(planAction(2, 12));
    expect(actionForScoreAt(planAction(2, 15), 13, now)).toEqual(planAction(2, 13));
    expect(actionForScoreAt(NO_ACTION, 25, now)).toEqual(planAction(2, 25));
  });

  it("property: a score set at now lands at now or later, and keeps the score it was given", () => {
    const actionArb = fc.oneof(
      fc.constant(NO_ACTION),
      fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 30 }))
        .map(([round, score, cast]) => withCasting(planAction(round, score), cast)),
      fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 20 })).map(([round, score]) => delayedAction(planAction(round, score), round)),
    );
    fc.assert(
      fc.property(actionArb, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 20 }), (action, score, round, second) => {
        const t: ClockTime = { round, second };
        const next = actionForScoreAt(action, score, t);
        if (next === null) return;
        expect(next.landsAt).toBeGreaterThanOrEqual(toAbsolute(t));
        expect(next.score).toBe(score);
        // Stepping the clock from now reaches it: either it acts now, or a later stop is its landing.
        if (next.landsAt === toAbsolute(t)) expect(actingAt([one(next)], t)).toEqual(["x"]);
      }),
      { numRuns: 500 },
    );
  });

  it("marking a spell at now never puts the action back before now (withCastingAt)", () => {
    // A late roll of 5 lands at 12; made a 3-second spell at 12 it would land at 8 and never happen.
    const late = actionForScoreAt(NO_ACTION, 5, now)!;
    expect(withCasting(late, 3).landsAt).toBe(at(2, 8));
    expect(withCastingAt(late, 3, now)).toEqual({ ...late, castingSeconds: 3, landsAt: at(2, 12) });
    // The GM shortening a pending spell past the clock: it lands now.
    expect(withCastingAt(withCasting(planAction(2, 10), 6), 1, now).landsAt).toBe(at(2, 12));
    // A landing still ahead is exactly withCasting's.
    expect(withCastingAt(planAction(2, 14), 4, now)).toEqual(withCasting(planAction(2, 14), 4));
  });
});

// ---------------------------------------------------------------------------------------------
// Property: any sequence of delay, spell, re-score and re-roll on one combatant
// ---------------------------------------------------------------------------------------------

type Op =
  | { kind: "advance" }
  | { kind: "delay" }
  | { kind: "spell"; seconds: number }
  | { kind: "rescore"; score: number }
  | { kind: "reroll"; dice: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Op>({ kind: "advance" }) },
  { weight: 2, arbitrary: fc.constant<Op>({ kind: "delay" }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 45 }).map<Op>((seconds) => ({ kind: "spell", seconds })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 45 }).map<Op>((score) => ({ kind: "rescore", score })) },
  { weight: 2, arbitrary: fc.integer({ min: 2, max: 20 }).map<Op>((dice) => ({ kind: "reroll", dice })) },
);

/**
 * Plays the ops with the rules functions exactly as the Combat adapter calls them. An action lands
 * when the clock leaves the second it is due at (anything done at that second still counts as
 * part of it). Returns the landings as [round, delayedFrom] pairs.
 */
function play(firstDice: number, ops: readonly Op[]): Array<[number, number]> {
  let now: ClockTime = { round: 1, second: 1 };
  let action = planRoundTransition({ round: 1, combatants: [{ state: one(NO_ACTION), name: "X", hidden: false, parts: NO_PARTS }], dice: new Map([["x", firstDice]]), tieBreakUniforms: [0.5] }, BOOK_RULESET).combatants[0]!.action;
  let rolled = 1;
  const landings: Array<[number, number]> = [];
  for (const op of ops) {
    switch (op.kind) {
      case "advance": {
        if (actingAt([one(action)], now).length > 0) landings.push([now.round, action.delayedFrom]);
        const step = stepForward(now, [one(action)], "events");
        if (step.newRound && step.to.round > rolled) {
          const plan = planRoundTransition({ round: step.to.round, combatants: [{ state: one(action), name: "X", hidden: false, parts: NO_PARTS }], dice: new Map([["x", 11]]), tieBreakUniforms: [0.5] }, BOOK_RULESET);
          action = plan.combatants[0]!.action;
          rolled = step.to.round;
        }
        now = step.to;
        break;
      }
      case "delay":
        if (canDelay(action, now)) action = delayedAction(action, now.round);
        break;
      case "spell":
        if (canCast(action, now)) action = withCasting(action, op.seconds);
        break;
      case "rescore":
        action = actionForScoreAt(action, op.score, now) ?? action;
        break;
      case "reroll":
        action = actionForScoreAt(action, initiativeFromParts(op.dice, NO_PARTS).score, now) ?? action;
        break;
    }
  }
  return landings;
}

describe("property: one combatant, any sequence of delay, spell, re-score and re-roll", () => {
  it("has at most one action in any round, and a delayed action never lands in the round it was delayed out of", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.array(opArb, { maxLength: 80 }), (dice, ops) => {
        const landings = play(dice, ops);
        const rounds = landings.map(([round]) => round);
        expect(new Set(rounds).size).toBe(rounds.length);
        for (const [round, delayedFrom] of landings) if (delayedFrom > 0) expect(round).not.toBe(delayedFrom);
      }),
      { numRuns: 300 },
    );
  });

  it("regression: delay, then a spell, used to bring the action back into the round it left", () => {
    // Score 7 in round 1, delayed at second 1, made a 5-second spell: round 2 second 12, and round 2 rolls nothing.
    const landings = play(7, [{ kind: "delay" }, { kind: "spell", seconds: 5 }, ...Array.from({ length: 9 }, () => ({ kind: "advance" }) as Op)]);
    expect(landings).toEqual([[2, 1]]);
  });
});

/** Regression (fuzz suite): the delay rules answer hostile input with a RulesError and its code, never a TypeError. */
describe("the delay rules refuse hostile input (fuzz regressions)", () => {
  const code = rulesErrorCode;
  const now: ClockTime = { round: 1, second: 5 };

  it("reckonedRound: a missing action or a field that is not a whole number in range", () => {
    expect(code(() => reckonedRound(hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => reckonedRound(hostile(null)))).toBe("INVALID_ARGUMENT");
    expect(code(() => reckonedRound(hostile({ ...NO_ACTION, delayedFrom: "2" })))).toBe("NOT_A_NUMBER");
    expect(code(() => reckonedRound(hostile({ ...NO_ACTION, delayedFrom: 2 ** 53 })))).toBe("NOT_INTEGER");
  });

  it("canRescore and actionForScoreAt: a missing action or clock time", () => {
    expect(code(() => canRescore(hostile(undefined), now))).toBe("INVALID_ARGUMENT");
    expect(code(() => canRescore(planAction(1, 8), hostile(null)))).toBe("INVALID_ARGUMENT");
    expect(code(() => canRescore(NO_ACTION, hostile(undefined)))).toBe("INVALID_ARGUMENT");
    expect(code(() => actionForScoreAt(hostile(null), 9, now))).toBe("INVALID_ARGUMENT");
    expect(code(() => actionForScoreAt(planAction(1, 8), 9, hostile({ round: 1 })))).toBe("NOT_A_NUMBER");
  });
});

describe("castingStartsAt (VARIANTS.md §13.3 row 7: a spell provokes as its casting begins)", () => {
  it("a spell's casting begins at its landing less its casting time; not a spell, or no action, is null", () => {
    expect(castingStartsAt(withCasting(planAction(2, 8), 5))).toBe(at(2, 8));
    expect(castingStartsAt(withCasting(planAction(2, 18), 6))).toBe(at(2, 18));
    expect(castingStartsAt(planAction(2, 8))).toBeNull();
    expect(castingStartsAt(NO_ACTION)).toBeNull();
    expect(castingStartsAt({ ...withCasting(planAction(1, 8), 3), landsAt: 0 })).toBeNull();
  });
});
