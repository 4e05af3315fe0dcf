import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_CONFIG, PRESETS } from "../ruleset/config";
import { canDeclareDoubleMove, declaredDoubleMoveSpeed, doubleMoveRefusal, doubleMoveRefusalUnderSurprise, doubleMoveSpeed } from "./double-move";
import { tradedAction } from "./action";
import { NO_ACTION, actionSecondIn, awaitsOwnRoll, canCast, canDelay, delayedAction, planAction, roundStartStatus, withCasting, type CombatantState } from "../index";
import { movementAllowance } from "../movement";
import { MAX_SPEED } from "../bounds";
import { rulesErrorCode, hostile } from "../../../tests/support/rules-error";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";

const A13 = PRESETS.a13;
const OSR = PRESETS.osr;
const state = (action = planAction(3, 9), over: Partial<CombatantState> = {}): CombatantState => ({ id: "a", action, tieBreak: 1, conditions: [], defeated: false, ...over });
const at = (round: number, second: number) => ({ round, second });

describe("double move: the doubled allowance (VARIANTS.md §3.10, row 10)", () => {
  it("G13A-15: declared, speed 12 → 24 → 8-6-6-4, no action second", () => {
    const speed = doubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, true, resolveRuleset(A13));
    const m = movementAllowance({ ...speed, terrain: "optimal" }, BOOK_RULESET);
    expect(m.hexesPerRound).toBe(24);
    expect(m.phases).toEqual([8, 6, 6, 4]);
    const s = state(tradedAction(planAction(3, 9), 3));
    expect(actionSecondIn(s, 3)).toBeNull();
  });

  it("G2-6: the OSR hack's active action traded for a movement, speed 12 → 24 → 8-6-6-4", () => {
    const m = movementAllowance({ ...doubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, true, resolveRuleset(OSR)), terrain: "optimal" }, BOOK_RULESET);
    expect([m.hexesPerRound, m.phases]).toEqual([24, [8, 6, 6, 4]]);
  });

  it("doubles the speed after encumbrance steps and before terrain, then conditions halve as usual", () => {
    // 12 − 2 steps = 10, doubled 20; book terrain then divides the round's 20 hexes.
    const doubled = doubleMoveSpeed({ speed: 12, encumbranceSteps: 2 }, true, resolveRuleset(A13));
    expect(doubled).toEqual({ speed: 20, encumbranceSteps: 0 });
    const plain = movementAllowance({ speed: 20, terrain: "forest" }, BOOK_RULESET);
    expect(movementAllowance({ ...doubled, terrain: "forest" }, BOOK_RULESET).hexesPerRound).toBe(plain.hexesPerRound);
    expect(movementAllowance({ ...doubled, terrain: "optimal", conditions: ["squeezing"] }, BOOK_RULESET).hexesPerRound).toBe(10);
    // Held within the movement rules' bound.
    expect(doubleMoveSpeed({ speed: 150, encumbranceSteps: 0 }, true, resolveRuleset(A13)).speed).toBe(MAX_SPEED);
  });

  it("no change under BOOK_CONFIG, with the variant off, or without a declaration", () => {
    const input = { speed: 12, encumbranceSteps: 1, extra: "kept" };
    expect(doubleMoveSpeed(input, true, BOOK_RULESET)).toBe(input);
    expect(doubleMoveSpeed(input, true, resolveRuleset(BOOK_CONFIG))).toBe(input);
    expect(doubleMoveSpeed(input, false, resolveRuleset(A13))).toBe(input);
    expect(doubleMoveSpeed(input, true, resolveRuleset(A13))).toEqual({ speed: 22, encumbranceSteps: 0, extra: "kept" });
  });
});

describe("double move: when it can be declared", () => {
  it("at second 1 of the round, for this round's own rolled action or a roll still due", () => {
    expect(doubleMoveRefusal(state(planAction(3, 9)), 0, at(3, 1), resolveRuleset(A13))).toBeNull();
    expect(doubleMoveRefusal(state(planAction(3, 1)), 0, at(3, 1), resolveRuleset(A13))).toBeNull();
    expect(doubleMoveRefusal(state(NO_ACTION), 0, at(3, 1), resolveRuleset(A13))).toBeNull();
    expect(canDeclareDoubleMove(state(planAction(3, 9)), 2, at(3, 1), resolveRuleset(A13))).toBe(true);
  });

  it("refused with the variant off, after second 1, twice in a round, or when unable", () => {
    expect(doubleMoveRefusal(state(), 0, at(3, 1), BOOK_RULESET)).toBe("off");
    expect(doubleMoveRefusal(state(), 0, at(3, 2), resolveRuleset(A13))).toBe("notRoundStart");
    expect(doubleMoveRefusal(state(), 0, at(3, 6), resolveRuleset(A13))).toBe("notRoundStart");
    expect(doubleMoveRefusal(state(), 3, at(3, 1), resolveRuleset(A13))).toBe("already");
    expect(doubleMoveRefusal(state(planAction(3, 9), { conditions: ["stunned"] }), 0, at(3, 1), resolveRuleset(A13))).toBe("unable");
    expect(doubleMoveRefusal(state(planAction(3, 9), { defeated: true }), 0, at(3, 1), resolveRuleset(A13))).toBe("unable");
  });

  it("Decision (carried actions): an action carried into the round is not traded; a roll that spilled has no second to give up", () => {
    // Spilled from round 2 (score 23 lands at round 3 second 3).
    expect(doubleMoveRefusal(state(planAction(2, 23)), 0, at(3, 1), resolveRuleset(A13))).toBe("carried");
    // A long spell from round 2.
    expect(doubleMoveRefusal(state(withCasting(planAction(2, 14), 12)), 0, at(3, 1), resolveRuleset(A13))).toBe("carried");
    // Delayed out of round 2 into round 3 (waiting for its new roll, or with its second kept).
    const delayed = delayedAction(planAction(2, 9), 2);
    expect(doubleMoveRefusal(state(delayed), 0, at(3, 1), resolveRuleset(A13))).toBe("carried");
    expect(doubleMoveRefusal(state({ ...planAction(3, 9), delayedFrom: 2 }), 0, at(3, 1), resolveRuleset(A13))).toBe("carried");
    // This round's own roll spilled past 20: no action second in round 3.
    expect(doubleMoveRefusal(state(planAction(3, 25)), 0, at(3, 1), resolveRuleset(A13))).toBe("noActionThisRound");
  });

  it("Decision (surprise): a combatant that loses the round to surprise or an ambush has no action to trade, though its state looks like a roll still due", () => {
    expect(doubleMoveRefusalUnderSurprise(state(NO_ACTION), 0, at(1, 1), true, resolveRuleset(A13))).toBe("surprised");
    expect(doubleMoveRefusalUnderSurprise(state(NO_ACTION), 0, at(1, 1), false, resolveRuleset(A13))).toBeNull();
    expect(doubleMoveRefusalUnderSurprise(state(planAction(1, 9)), 0, at(1, 1), false, resolveRuleset(A13))).toBeNull();
    // Every other refusal comes first, and the variant off is "off" whatever the surprise.
    expect(doubleMoveRefusalUnderSurprise(state(NO_ACTION), 0, at(1, 1), true, BOOK_RULESET)).toBe("off");
    expect(doubleMoveRefusalUnderSurprise(state(NO_ACTION), 0, at(1, 2), true, resolveRuleset(A13))).toBe("notRoundStart");
    expect(rulesErrorCode(() => doubleMoveRefusalUnderSurprise(state(NO_ACTION), 0, at(1, 1), "yes" as unknown as boolean, resolveRuleset(A13)))).toBe("INVALID_ARGUMENT");
  });

  it("refuses bad input with a RulesError", () => {
    expect(rulesErrorCode(() => doubleMoveRefusal(hostile({ id: "a" }), 0, at(3, 1), resolveRuleset(A13)))).not.toBe("no error");
    expect(rulesErrorCode(() => doubleMoveRefusal(state(), -1, at(3, 1), resolveRuleset(A13)))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => doubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, hostile("yes"), resolveRuleset(A13)))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => doubleMoveSpeed({ speed: 1e9, encumbranceSteps: 0 }, true, resolveRuleset(A13)))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => tradedAction(NO_ACTION, 0))).toBe("OUT_OF_RANGE");
  });
});

describe("double move: the traded action", () => {
  it("keeps its roll's round and score, lands nowhere, and blocks a second roll this round", () => {
    const traded = tradedAction(withCasting(planAction(3, 9), 4), 3);
    expect(traded).toEqual({ startedRound: 3, score: 9, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });
    const s = state(traded);
    expect(actionSecondIn(s, 3)).toBeNull();
    expect(canDelay(traded, at(3, 1))).toBe(false);
    expect(canCast(traded, at(3, 1))).toBe(false);
    // A player whose roll was due cannot roll one in after trading it.
    expect(awaitsOwnRoll(state(tradedAction(NO_ACTION, 3)), 3)).toBe(false);
    // The next round it rolls with everyone.
    expect(roundStartStatus(s, 4)).toBe("rolls");
  });

  it("property: for any speed and steps, the doubled round is twice the speed in force (within MAX_SPEED) and never negative", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SPEED }), fc.integer({ min: 0, max: 300 }), (speed, steps) => {
      const d = doubleMoveSpeed({ speed, encumbranceSteps: steps }, true, resolveRuleset(A13));
      expect(d.speed).toBe(Math.min(MAX_SPEED, 2 * Math.max(0, speed - steps)));
      expect(d.encumbranceSteps).toBe(0);
      const optimal = movementAllowance({ ...d, terrain: "optimal" }, BOOK_RULESET);
      expect(optimal.hexesPerRound).toBeGreaterThanOrEqual(movementAllowance({ speed, encumbranceSteps: steps, terrain: "optimal" }, BOOK_RULESET).hexesPerRound);
    }));
  });
});

describe("a declaration stands for its round", () => {
  it("G13A-15 after the variant is switched off mid-round: the traded action keeps its doubled movement, 12 → 24 → 8-6-6-4", async () => {
    const { declaredDoubleMoveSpeed } = await import("./double-move");
    const { movementAllowance } = await import("../movement");
    const doubled = declaredDoubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, 3, 3);
    expect(doubled).toEqual({ speed: 24, encumbranceSteps: 0 });
    expect(movementAllowance({ ...doubled, terrain: "optimal" }, BOOK_RULESET).phases).toEqual([8, 6, 6, 4]);
  });
  it("only for the declared round: another round, or no declaration, leaves the speed as it is", async () => {
    const { declaredDoubleMoveSpeed } = await import("./double-move");
    const input = { speed: 12, encumbranceSteps: 2 };
    expect(declaredDoubleMoveSpeed(input, 3, 4)).toBe(input);
    expect(declaredDoubleMoveSpeed(input, 0, 0)).toBe(input);
    expect(declaredDoubleMoveSpeed(input, 0, 5)).toBe(input);
    expect(declaredDoubleMoveSpeed(input, 5, 5)).toEqual({ speed: 20, encumbranceSteps: 0 });
    expect(rulesErrorCode(() => declaredDoubleMoveSpeed(input, -1, 5))).toBe("OUT_OF_RANGE");
  });
});

describe("double move: edges and the refusals' parameters", () => {
  const A13R = resolveRuleset(A13);
  const parameter = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      return (e as { parameter?: string }).parameter ?? "not a RulesError";
    }
    return "no error";
  };

  it("an action of this round already given up (a retreat's trade: landing nowhere) has no second left to trade", () => {
    expect(doubleMoveRefusal(state(tradedAction(planAction(3, 9), 3)), 0, at(3, 1), A13R)).toBe("noActionThisRound");
  });

  it("an action delayed and waiting for its new roll is carried; an odd record landing without a round is refused as carried", () => {
    expect(doubleMoveRefusal(state({ ...NO_ACTION, delayedFrom: 2 }), 0, at(3, 1), A13R)).toBe("carried");
    expect(doubleMoveRefusal(state({ ...NO_ACTION, landsAt: 49 }), 0, at(3, 1), A13R)).toBe("carried");
    expect(canDeclareDoubleMove(state({ ...NO_ACTION, delayedFrom: 2 }), 0, at(3, 1), A13R)).toBe(false);
  });

  it("the boolean refusals say what was expected", () => {
    const message = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return "no error";
    };
    expect(message(() => doubleMoveRefusalUnderSurprise(state(), 0, at(3, 1), "yes" as never, A13R))).toContain("expected true or false");
    expect(message(() => doubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, "yes" as never, A13R))).toContain("expected true or false");
  });

  it("names each bad parameter", () => {
    expect(parameter(() => doubleMoveRefusal(null as never, 0, at(3, 1), A13R))).toBe("state");
    expect(parameter(() => doubleMoveRefusal(state(), -1, at(3, 1), A13R))).toBe("declaredRound");
    expect(parameter(() => doubleMoveRefusal(state(), 0, at(3, 0), A13R))).toBe("now.second");
    expect(parameter(() => doubleMoveRefusalUnderSurprise(state(), 0, at(3, 1), "yes" as never, A13R))).toBe("surprised");
    expect(parameter(() => doubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, "yes" as never, A13R))).toBe("declared");
    expect(parameter(() => doubleMoveSpeed(null as never, true, A13R))).toBe("input");
    expect(parameter(() => doubleMoveSpeed({ speed: -1, encumbranceSteps: 0 }, true, A13R))).toBe("input.speed");
    expect(parameter(() => doubleMoveSpeed({ speed: 12, encumbranceSteps: -1 }, true, A13R))).toBe("input.encumbranceSteps");
    expect(parameter(() => declaredDoubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, -1, 3))).toBe("declaredRound");
    expect(parameter(() => declaredDoubleMoveSpeed({ speed: 12, encumbranceSteps: 0 }, 3, -1))).toBe("round");
    expect(parameter(() => declaredDoubleMoveSpeed({ speed: 12.5, encumbranceSteps: 0 }, 3, 3))).toBe("input.speed");
  });
});
