import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { actionOrder, turnMomentOrder, turnMoments, type TurnMomentInput } from "./turn-moment";
import { NO_ACTION, ableToAct, delayedAction, planAction, tradedAction, withCasting, type CombatantState } from "./action";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { BOOK_CONFIG, PRESETS, changeVariants } from "../ruleset/config";
import { fromAbsolute, toAbsolute } from "../time";
import { RulesError } from "../errors";
import type { Ruleset } from "../ruleset/ruleset-type";

const A13 = resolveRuleset(PRESETS.a13);
const OSR = resolveRuleset(PRESETS.osr);
const A5E = resolveRuleset(PRESETS.a5e);
const OSE_SIDE = resolveRuleset(PRESETS.ose);
function withModel(model: string): Ruleset {
  const r = changeVariants(BOOK_CONFIG, { initiative: { model } } as never);
  if (!r.ok) throw new Error(`no legal config with initiative model ${model}`);
  return resolveRuleset(r.config);
}
const OSE_INDIVIDUAL = withModel("oseIndividual");
const ALL: readonly Ruleset[] = [BOOK_RULESET, A13, OSR, A5E, OSE_SIDE, OSE_INDIVIDUAL];

const state = (over: Partial<CombatantState> = {}): CombatantState => ({ id: "c", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over });
const input = (round: number, over: Partial<CombatantState> = {}, memory = { base: 0, held: 0 }, doubleMoveRound = 0): TurnMomentInput => ({ round, state: state(over), memory, doubleMoveRound });
const seconds = (m: ReturnType<typeof turnMoments>) => [m.start.second, m.end.second, m.source];

describe("turn moments (VARIANTS.md §13.2)", () => {
  it("GT-1 ER 2d10, an action landing at second 9: start and end at 9, around the action", () => {
    const m = turnMoments(input(1, { action: planAction(1, 9) }), BOOK_RULESET);
    expect(m).toEqual({ round: 1, start: { second: 9, side: "beforeAction" }, end: { second: 9, side: "afterAction" }, source: "action" });
    expect(turnMomentOrder(m.start)).toBeLessThan(actionOrder(9));
    expect(actionOrder(9)).toBeLessThan(turnMomentOrder(m.end));
    expect(turnMomentOrder(m.end)).toBeLessThan(turnMomentOrder({ second: 10, side: "beforeAction" }));
  });

  it("GT-2 ER 2d10, score 24 in round 3: round 3 starts at 1 and ends at 20; round 4 at second 4", () => {
    const spill = planAction(3, 24);
    expect(seconds(turnMoments(input(3, { action: spill }), BOOK_RULESET))).toEqual([1, 20, "roundEdges"]);
    expect(seconds(turnMoments(input(4, { action: spill }), BOOK_RULESET))).toEqual([4, 4, "action"]);
  });

  it("GT-3 13A, base second 7, no action landing this round: second 7", () => {
    // Stunned this round (no action), its base kept from the once-per-combat roll.
    expect(seconds(turnMoments(input(2, { conditions: ["stunned"] }, { base: 7, held: 0 }), A13))).toEqual([7, 7, "base"]);
    // A surprised combatant's record is the empty action; the roll still set its base.
    expect(seconds(turnMoments(input(1, {}, { base: 7, held: 0 }), A13))).toEqual([7, 7, "base"]);
  });

  it("roll-once models keep the base second when nothing lands; the book and OSE use the round's edges", () => {
    const none = input(2, { conditions: ["stunned"] }, { base: 12, held: 0 });
    for (const r of [A13, OSR, A5E]) expect(seconds(turnMoments(none, r))).toEqual([12, 12, "base"]);
    for (const r of [BOOK_RULESET, OSE_SIDE, OSE_INDIVIDUAL]) expect(seconds(turnMoments(none, r))).toEqual([1, 20, "roundEdges"]);
    // No base yet (the roll still to come): the round's edges, whatever the model.
    expect(seconds(turnMoments(input(1), A13))).toEqual([1, 20, "roundEdges"]);
  });

  it("a 13A spill or long spell spanning a round keeps the base second there, and lands where it lands", () => {
    const spell = withCasting(planAction(2, 15), 10); // lands round 3, second 5
    expect(seconds(turnMoments(input(2, { action: spell }, { base: 15, held: 0 }), A13))).toEqual([15, 15, "base"]);
    expect(seconds(turnMoments(input(3, { action: spell }, { base: 15, held: 0 }), A13))).toEqual([5, 5, "action"]);
    expect(seconds(turnMoments(input(2, { action: spell }), BOOK_RULESET))).toEqual([1, 20, "roundEdges"]);
  });

  it("a delayed action: the round it leaves has no landing, the next round lands at its second", () => {
    const delayed = delayedAction(planAction(2, 8), 2);
    expect(seconds(turnMoments(input(2, { action: delayed }), BOOK_RULESET))).toEqual([1, 20, "roundEdges"]);
    // The book keeps a delayed action's second (time.ts DELAYED_ACTION_ROLLS_NEW_INITIATIVE false).
    expect(seconds(turnMoments(input(3, { action: delayed }), BOOK_RULESET))).toEqual([8, 8, "action"]);
  });

  it("a traded double move: the second of the traded score, under every model", () => {
    for (const r of ALL) expect(seconds(turnMoments(input(2, { action: tradedAction(planAction(2, 13), 2) }, { base: 5, held: 0 }, 2), r))).toEqual([13, 13, "traded"]);
    // Declared in an earlier round, it says nothing of this one.
    expect(turnMoments(input(3, { action: tradedAction(planAction(3, 13), 3) }, { base: 0, held: 0 }, 2), BOOK_RULESET).source).toBe("roundEdges");
  });

  it("a held 13A action: second 20 while it is not taken (the hold lapses there), the second it is taken once it is", () => {
    const held = { ...planAction(2, 7), landsAt: 0 };
    expect(seconds(turnMoments(input(2, { action: held }, { base: 7, held: 2 }), A13))).toEqual([20, 20, "held"]);
    const taken = { startedRound: 2, score: 14, castingSeconds: 0, landsAt: toAbsolute({ round: 2, second: 14 }), delayedFrom: 0 };
    expect(seconds(turnMoments(input(2, { action: taken }, { base: 14, held: 0 }), A13))).toEqual([14, 14, "action"]);
    // Taken in the next round before its base second: that round's action, at the second taken.
    const next = { startedRound: 3, score: 3, castingSeconds: 0, landsAt: toAbsolute({ round: 3, second: 3 }), delayedFrom: 0 };
    expect(seconds(turnMoments(input(3, { action: next }, { base: 3, held: 0 }), A13))).toEqual([3, 3, "action"]);
  });

  it("an action due this round does not count for a combatant that cannot act or is defeated", () => {
    expect(turnMoments(input(1, { action: planAction(1, 9), conditions: ["unconscious"] }), BOOK_RULESET).source).toBe("roundEdges");
    expect(seconds(turnMoments(input(1, { action: planAction(1, 9), defeated: true }, { base: 6, held: 0 }), A13))).toEqual([6, 6, "base"]);
  });

  it("refuses bad input with a RulesError", () => {
    expect(() => turnMoments(input(0), BOOK_RULESET)).toThrow(RulesError);
    expect(() => turnMoments(input(1, {}, { base: 21, held: 0 }), BOOK_RULESET)).toThrow(RulesError);
    expect(() => turnMoments({ ...input(1), doubleMoveRound: -1 }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => turnMoments(input(1), {} as Ruleset)).toThrow(RulesError);
    expect(() => turnMomentOrder({ second: 0, side: "beforeAction" })).toThrow(RulesError);
    expect(() => turnMomentOrder({ second: 3, side: "during" as never })).toThrow(RulesError);
  });
});

describe("turn moments, properties", () => {
  const ruleset = fc.constantFrom(...ALL);
  const record = fc.oneof(
    fc.constant(NO_ACTION),
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 30 })).map(([r, s, c]) => withCasting(planAction(r, s), c)),
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 })).map(([r, s]) => tradedAction(planAction(r, s), r)),
    fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 })).map(([r, s]) => ({ ...planAction(r, s), landsAt: 0 })),
  );
  const anInput = fc.record({
    round: fc.integer({ min: 1, max: 10 }),
    state: fc.record({ id: fc.constant("c"), action: record, tieBreak: fc.constant(1), conditions: fc.subarray(["stunned", "prone", "unconscious", "dazed"]), defeated: fc.boolean() }),
    memory: fc.record({ base: fc.integer({ min: 0, max: 20 }), held: fc.integer({ min: 0, max: 10 }) }),
    doubleMoveRound: fc.integer({ min: 0, max: 10 }),
  });

  it("exactly one start and one end, within 1–20, the start never after the end, each round", () => {
    fc.assert(fc.property(anInput, ruleset, (i, r) => {
      const m = turnMoments(i, r);
      expect(m.round).toBe(i.round);
      for (const x of [m.start, m.end]) expect(x.second >= 1 && x.second <= 20 && Number.isInteger(x.second)).toBe(true);
      expect(m.start.side).toBe("beforeAction");
      expect(m.end.side).toBe("afterAction");
      expect(turnMomentOrder(m.start)).toBeLessThan(turnMomentOrder(m.end));
      // The same state gives the same moments (one per combatant per round, whoever asks).
      expect(turnMoments(i, r)).toEqual(m);
    }));
  });

  it("an able combatant whose action lands this round has both moments at the landing second", () => {
    fc.assert(fc.property(anInput, ruleset, (i, r) => {
      const a = i.state.action;
      if (!ableToAct(i.state) || a.landsAt === 0) return;
      const lands = fromAbsolute(a.landsAt);
      if (lands.round !== i.round) return;
      const m = turnMoments(i, r);
      expect([m.start.second, m.end.second, m.source]).toEqual([lands.second, lands.second, "action"]);
    }));
  });
});

describe("turn moments: edges and what each refusal names", () => {
  const parameter = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      return (e as RulesError).parameter;
    }
    throw new Error("expected a refusal");
  };
  it("a double move traded only for an action of this round not yet landed", () => {
    // No action this round: the round's edges, not a traded second.
    expect(seconds(turnMoments(input(2, {}, { base: 0, held: 0 }, 2), BOOK_RULESET))).toEqual([1, 20, "roundEdges"]);
    // An action of this round that has landed: its second, not a trade.
    expect(seconds(turnMoments(input(2, { action: planAction(2, 9) }, { base: 0, held: 0 }, 2), BOOK_RULESET))).toEqual([9, 9, "action"]);
  });
  it("a base second of 1 is a base second (a cadence kept across rounds)", () => {
    const kept = ALL.find((r) => (r.points.initiative?.cadence ?? "everyRound") !== "everyRound")!;
    expect(kept).toBeDefined();
    expect(seconds(turnMoments(input(2, {}, { base: 1, held: 0 }), kept))).toEqual([1, 1, "base"]);
  });
  it("every refusal names its parameter", () => {
    const ok = input(1);
    expect(parameter(() => turnMoments(ok, null as never))).toBe("ruleset");
    expect(parameter(() => turnMoments(null as never, BOOK_RULESET))).toBe("input");
    expect(parameter(() => turnMoments({ ...ok, round: "1" } as never, BOOK_RULESET))).toBe("input.round");
    expect(parameter(() => turnMoments({ ...ok, round: 1e9 }, BOOK_RULESET))).toBe("input.round");
    expect(parameter(() => turnMoments({ ...ok, state: null } as never, BOOK_RULESET))).toBe("input.state");
    expect(parameter(() => turnMoments({ ...ok, memory: null } as never, BOOK_RULESET))).toBe("input.memory");
    expect(parameter(() => turnMoments({ ...ok, memory: { base: 21, held: 0 } }, BOOK_RULESET))).toBe("input.memory.base");
    expect(parameter(() => turnMoments({ ...ok, memory: { base: 0, held: -1 } }, BOOK_RULESET))).toBe("input.memory.held");
    expect(parameter(() => turnMoments({ ...ok, doubleMoveRound: -1 }, BOOK_RULESET))).toBe("input.doubleMoveRound");
    const e = (() => {
      try {
        turnMoments({ ...ok, state: { ...ok.state, defeated: "no" as never } }, BOOK_RULESET);
      } catch (err) {
        return err as RulesError;
      }
      throw new Error("expected a refusal");
    })();
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "input.state.defeated", "no"]);
    expect(e.message).toContain("expected a boolean");
    expect(parameter(() => turnMomentOrder(null as never))).toBe("moment");
    expect(parameter(() => turnMomentOrder({ second: 0, side: "beforeAction" }))).toBe("moment.second");
    const side = (() => {
      try {
        turnMomentOrder({ second: 3, side: "during" as never });
      } catch (err) {
        return err as RulesError;
      }
      throw new Error("expected a refusal");
    })();
    expect([side.code, side.parameter, side.value]).toEqual(["INVALID_ARGUMENT", "moment.side", "during"]);
    expect(side.message).toContain("expected beforeAction or afterAction");
    expect(parameter(() => actionOrder(21))).toBe("second");
  });
});
