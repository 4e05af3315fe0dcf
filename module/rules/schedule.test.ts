import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  NO_ACTION,
  clockWorldTimeDelta,
  scoreFromEntry,
  actingAt,
  actionForScore,
  canCast,
  canDelay,
  actionSecondIn,
  actionSecondsIn,
  compareForRound,
  sortForRound,
  delayedAction,
  idsToRoll,
  initiativeFromParts,
  planAction,
  planRoundTransition,
  roundStartStatus,
  stepBackward,
  stepForward,
  tieBreaksFrom,
  turnIndexAt,
  withCasting,
  type CombatantState,
  type RoundCombatantInput,
} from "./combat";
import { BOOK_RULESET } from "./ruleset";
import { DELAYED_ACTION_ROLLS_NEW_INITIATIVE, toAbsolute } from "./time";
import { RulesError } from "./errors";
import { MAX_WORLD_TIME } from "./bounds";
import { hostile, thrownBy } from "../../tests/support/rules-error";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };

function state(id: string, over: Partial<CombatantState> = {}): CombatantState {
  return { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over };
}

function rolled(id: string, round: number, score: number, over: Partial<CombatantState> = {}): CombatantState {
  return state(id, { action: planAction(round, score), ...over });
}

function input(s: CombatantState, over: Partial<RoundCombatantInput> = {}): RoundCombatantInput {
  return { state: s, name: s.id.toUpperCase(), hidden: false, parts: NO_PARTS, ...over };
}

describe("initiative from the profile's parts", () => {
  it("sums dice and signed parts and floors at 1", () => {
    expect(initiativeFromParts(11, { quickness: -1, weapon: 2, encumbrance: 1, other: 0 }).score).toBe(13);
    expect(initiativeFromParts(2, { quickness: -2, weapon: -2, encumbrance: 0, other: -1 }).score).toBe(1);
    expect(initiativeFromParts(19, { quickness: 0, weapon: 2, encumbrance: 1, other: 0 })).toEqual({
      dice: 19, quickness: 0, weapon: 2, encumbrance: 1, other: 0, score: 22,
    });
  });
  it("rejects non-integers", () => {
    expect(() => initiativeFromParts(1.5, NO_PARTS)).toThrow(RulesError);
    expect(() => initiativeFromParts(5, { ...NO_PARTS, weapon: Number.NaN })).toThrow(RulesError);
  });
});

describe("actions and spill-over", () => {
  it("an action with a score of 20 or less lands in its own round", () => {
    const a = planAction(2, 13);
    expect(a.landsAt).toBe(toAbsolute({ round: 2, second: 13 }));
    expect(actionSecondIn(state("a", { action: a }), 2)).toBe(13);
    expect(actionSecondIn(state("a", { action: a }), 3)).toBeNull();
  });

  it("spill-over by score: 23 in round 1 lands at second 3 of round 2, and the combatant does not roll in round 2", () => {
    const axe = rolled("axe", 1, 23);
    expect(actionSecondIn(axe, 1)).toBeNull();
    expect(actionSecondIn(axe, 2)).toBe(3);
    expect(roundStartStatus(axe, 2)).toBe("carried");
    expect(roundStartStatus(axe, 3)).toBe("rolls");
  });

  it("spill-over by casting: score 15 with an 8-second spell lands at second 3 of the next round", () => {
    const mage = state("mage", { action: withCasting(planAction(1, 15), 8) });
    expect(actionSecondIn(mage, 1)).toBeNull();
    expect(actionSecondIn(mage, 2)).toBe(3);
    expect(roundStartStatus(mage, 2)).toBe("carried");
    // A short spell stays in the round and unmarking restores the score's second.
    expect(actionSecondIn(state("m", { action: withCasting(planAction(1, 5), 4) }), 1)).toBe(9);
    expect(actionSecondIn(state("m", { action: withCasting(withCasting(planAction(1, 15), 8), 0) }), 1)).toBe(15);
  });

  it("a spell past second 40 occupies every round it spans", () => {
    const long = state("l", { action: withCasting(planAction(1, 18), 25) });
    expect(roundStartStatus(long, 2)).toBe("carried");
    expect(roundStartStatus(long, 3)).toBe("carried");
    expect(actionSecondIn(long, 3)).toBe(3);
    expect(roundStartStatus(long, 4)).toBe("rolls");
  });

  it("a combatant with no action cannot be marked casting or delayed", () => {
    expect(() => withCasting(NO_ACTION, 5)).toThrow(RulesError);
    expect(() => delayedAction(NO_ACTION, 1)).toThrow(RulesError);
  });
});

describe("delay", () => {
  it("the delayed action is lost this round and is the only action of the next", () => {
    const d = state("d", { action: delayedAction(planAction(1, 7), 1) });
    expect(actionSecondIn(d, 1)).toBeNull();
    expect(actionSecondsIn([d], 1)).toEqual([]);
    // Carried, not re-rolled: no roll in round 2, and it lands at second 7 of round 2.
    expect(DELAYED_ACTION_ROLLS_NEW_INITIATIVE).toBe(false);
    expect(roundStartStatus(d, 2)).toBe("carried");
    expect(actionSecondIn(d, 2)).toBe(7);
    const plan = planRoundTransition({ round: 2, combatants: [input(d)], dice: new Map([["d", 9]]), tieBreakUniforms: [0.5] }, BOOK_RULESET);
    expect(plan.combatants[0]!.action.landsAt).toBe(toAbsolute({ round: 2, second: 7 }));
    expect(plan.combatants[0]!.action.delayedFrom).toBe(1);
  });

  it("the delay mark does not survive into a round after the next", () => {
    const d = state("d", { action: delayedAction(planAction(1, 7), 1) });
    const plan = planRoundTransition({ round: 3, combatants: [input(d)], dice: new Map([["d", 9]]), tieBreakUniforms: [0.5] }, BOOK_RULESET);
    expect(plan.combatants[0]!.action.delayedFrom).toBe(0);
  });
});

describe("who acts when", () => {
  it("lists action seconds of able combatants only", () => {
    const states = [rolled("a", 1, 4), rolled("b", 1, 9), rolled("c", 1, 4), rolled("d", 1, 12, { conditions: ["unconscious"] }), rolled("e", 1, 25)];
    expect(actionSecondsIn(states, 1)).toEqual([4, 9]);
    expect(actionSecondsIn(states, 2)).toEqual([5]);
  });

  it("a tie: both act at the same second, in tie-break order", () => {
    const a = rolled("a", 1, 8, { tieBreak: 3 });
    const b = rolled("b", 1, 8, { tieBreak: 1 });
    const c = rolled("c", 1, 12, { tieBreak: 2 });
    expect(actingAt([a, b, c], { round: 1, second: 8 })).toEqual(["b", "a"]);
    expect([a, c, b].sort((x, y) => compareForRound(x, y, 1)).map((s) => s.id)).toEqual(["b", "a", "c"]);
  });

  it("a spilled action sorts by the second it lands, before a later score", () => {
    const axe = rolled("axe", 1, 23);
    const quick = rolled("quick", 2, 5);
    expect([quick, axe].sort((x, y) => compareForRound(x, y, 2)).map((s) => s.id)).toEqual(["axe", "quick"]);
  });

  it("property: sortForRound gives the order of sorting with compareForRound (spills, spells, unable, not rolled, ties)", () => {
    const entry = fc.record({
      round: fc.integer({ min: 0, max: 4 }),
      score: fc.integer({ min: 1, max: 45 }),
      casting: fc.constantFrom(0, 0, 0, 12, 30),
      tieBreak: fc.integer({ min: 0, max: 3 }),
      out: fc.constantFrom("", "", "", "unconscious", "prone"),
      defeated: fc.boolean(),
      id: fc.constantFrom("a", "b", "c", "d", "e", "f"),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 24 }), fc.integer({ min: 1, max: 5 }), (list, round) => {
        const states = list.map((e, i): CombatantState =>
          state(`${e.id}${i % 3}`, {
            action: e.round === 0 ? { ...NO_ACTION } : planAction(e.round, e.score, e.casting),
            tieBreak: e.tieBreak,
            conditions: e.out === "" ? [] : [e.out],
            defeated: e.defeated,
          }),
        );
        const items = states.map((s, i) => ({ s, i }));
        const expected = [...items].sort((x, y) => compareForRound(x.s, y.s, round)).map((x) => x.i);
        expect(sortForRound(items, (x) => x.s, round).map((x) => x.i)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("sortForRound refuses a reader that is not a function or a malformed state with a RulesError naming it", () => {
    const notReader = thrownBy(() => sortForRound([1], null as never, 1));
    expect(notReader).toBeInstanceOf(RulesError);
    expect((notReader as RulesError).message).toContain("stateOf");
    const badState = thrownBy(() => sortForRound([1], () => ({ id: "x" }) as never, 1));
    expect(badState).toBeInstanceOf(RulesError);
    expect((badState as RulesError).message).toContain("stateOf(items[0])");
  });

  it("a combatant knocked unconscious before its second does not act and leaves no stop", () => {
    const fine = rolled("fine", 1, 5);
    const hit = rolled("hit", 1, 9, { conditions: ["unconscious"] });
    expect(actingAt([fine, hit], { round: 1, second: 9 })).toEqual([]);
    expect(stepForward({ round: 1, second: 5 }, [fine, hit], "events").to).toEqual({ round: 1, second: 6 });
    expect(stepForward({ round: 1, second: 6 }, [fine, hit], "events").to).toEqual({ round: 1, second: 11 });
    // Prone still acts (standing up is the action).
    expect(actingAt([rolled("p", 1, 9, { conditions: ["prone"] })], { round: 1, second: 9 })).toEqual(["p"]);
  });

  it("ignores status ids that are not conditions", () => {
    expect(actionSecondIn(rolled("a", 1, 4, { conditions: ["dead-ish", "blind"] }), 1)).toBe(4);
  });

  it("Foundry's turn follows the clock", () => {
    const ordered = [rolled("a", 1, 3), rolled("b", 1, 9), rolled("c", 1, 25)];
    expect(turnIndexAt(ordered, { round: 1, second: 1 })).toBe(0);
    expect(turnIndexAt(ordered, { round: 1, second: 9 })).toBe(1);
    expect(turnIndexAt(ordered, { round: 1, second: 16 })).toBe(1);
    expect(turnIndexAt([], { round: 1, second: 1 })).toBeNull();
  });
});

describe("the clock's stops", () => {
  const states = [rolled("a", 1, 3), rolled("b", 1, 8), rolled("c", 1, 8)];

  it("events mode stops at movement seconds and action seconds, then the next round", () => {
    const stops: string[] = [];
    let now = { round: 1, second: 1 };
    for (;;) {
      const step = stepForward(now, states, "events");
      stops.push(`${step.to.round}:${step.to.second}`);
      if (step.newRound) break;
      now = step.to;
    }
    expect(stops).toEqual(["1:3", "1:6", "1:8", "1:11", "1:16", "2:1"]);
  });

  it("every-second mode ticks each second", () => {
    expect(stepForward({ round: 1, second: 1 }, states, "every").to).toEqual({ round: 1, second: 2 });
    expect(stepForward({ round: 1, second: 20 }, states, "every")).toEqual({ to: { round: 2, second: 1 }, absolute: 41, newRound: true });
  });

  it("previous mirrors next and stops at round 1 second 1", () => {
    expect(stepBackward({ round: 1, second: 8 }, states, "events")!.to).toEqual({ round: 1, second: 6 });
    expect(stepBackward({ round: 2, second: 1 }, states, "events")).toEqual({ to: { round: 1, second: 20 }, absolute: 40, newRound: true });
    expect(stepBackward({ round: 1, second: 1 }, states, "events")).toBeNull();
  });

  it("a combatant removed mid-round no longer makes a stop", () => {
    const without = states.filter((s) => s.id !== "a");
    expect(stepForward({ round: 1, second: 1 }, states, "events").to.second).toBe(3);
    expect(stepForward({ round: 1, second: 1 }, without, "events").to.second).toBe(6);
  });

  it("property: events-mode stops are exactly the movement and action seconds", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }), (scores) => {
        const ss = scores.map((s, i) => rolled(`c${i}`, 1, s));
        const seen: number[] = [];
        let now = { round: 1, second: 1 };
        for (;;) {
          const step = stepForward(now, ss, "events");
          if (step.newRound) break;
          seen.push(step.to.second);
          now = step.to;
        }
        const want = [...new Set([6, 11, 16, ...scores.filter((s) => s > 1 && s <= 20)])].sort((a, b) => a - b);
        expect(seen).toEqual(want);
      }),
    );
  });
});

describe("tie-breaks", () => {
  it("are a permutation 1..N ordered by the uniforms", () => {
    expect(Object.fromEntries(tieBreaksFrom(["a", "b", "c"], [0.9, 0.1, 0.5]))).toEqual({ a: 3, b: 1, c: 2 });
    expect(() => tieBreaksFrom(["a"], [1])).toThrow(RulesError);
    expect(() => tieBreaksFrom(["a"], [])).toThrow(RulesError);
  });
});

describe("round transition plan", () => {
  it("rolls everyone able, keeps carried actions, skips the unable, one card row each", () => {
    const fighter = rolled("fighter", 1, 9);
    const axe = rolled("axe", 1, 23);
    const mage = state("mage", { action: withCasting(planAction(1, 15), 8) });
    const sleeper = rolled("sleeper", 1, 4, { conditions: ["unconscious"] });
    const stunned = rolled("stunned", 1, 4, { conditions: ["stunned"] });
    const dead = rolled("dead", 1, 4, { defeated: true });
    const newcomer = state("newcomer");
    const all = [fighter, axe, mage, sleeper, stunned, dead, newcomer].map((s) => input(s));
    expect(idsToRoll(all, 2)).toEqual(["fighter", "newcomer"]);

    const plan = planRoundTransition({
      round: 2,
      combatants: all,
      dice: new Map([["fighter", 12], ["newcomer", 6]]),
      tieBreakUniforms: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
      speech: [{ speaker: "Mage", text: "Run!", round: 1, second: 14 }],
    }, BOOK_RULESET);
    expect(plan.combat).toEqual({ round: 2, absolute: 41, rolledRound: 2 });
    expect(plan.combatants).toHaveLength(7);
    const byId = new Map(plan.combatants.map((c) => [c._id, c]));
    expect(byId.get("fighter")).toMatchObject({ status: "rolls", initiative: 12, action: { startedRound: 2, score: 12 } });
    expect(byId.get("axe")).toMatchObject({ status: "carried", initiative: 23, action: axe.action });
    expect(byId.get("mage")).toMatchObject({ status: "carried", action: mage.action });
    expect(byId.get("sleeper")!.status).toBe("unable");
    expect(byId.get("stunned")!.status).toBe("unable");
    expect(byId.get("dead")!.status).toBe("defeated");
    expect(byId.get("newcomer")).toMatchObject({ status: "rolls", initiative: 6 });
    expect(plan.card.rows.map((r) => r.id)).toEqual(["axe", "mage", "newcomer", "fighter", "sleeper", "stunned", "dead"]);
    expect(plan.card.rows.find((r) => r.id === "axe")).toMatchObject({ startedRound: 1, landsAt: { round: 2, second: 3 } });
    expect(plan.card.speech).toHaveLength(1);
  });

  it("a combatant whose owner rolls is left awaiting and is not in the dice", () => {
    const pc = input(rolled("pc", 1, 5), { rollsOwn: true });
    const npc = input(rolled("npc", 1, 5));
    expect(idsToRoll([pc, npc], 2)).toEqual(["npc"]);
    const plan = planRoundTransition({ round: 2, combatants: [pc, npc], dice: new Map([["npc", 4]]), tieBreakUniforms: [0, 0.5] }, BOOK_RULESET);
    expect(plan.combatants[0]).toMatchObject({ status: "awaiting", initiative: null, action: NO_ACTION });
  });

  it("throws when a combatant that rolls has no dice", () => {
    expect(() => planRoundTransition({ round: 1, combatants: [input(state("a"))], dice: new Map(), tieBreakUniforms: [0.5] }, BOOK_RULESET)).toThrow(RulesError);
  });
});

describe("scores set outside a transition", () => {
  it("an owner's own roll starts this round's action; a GM edit keeps the action's round and casting", () => {
    expect(actionForScore(NO_ACTION, 7, 3)).toEqual(planAction(3, 7));
    const spell = withCasting(planAction(2, 10), 5);
    expect(actionForScore(spell, 18, 2)).toEqual({ startedRound: 2, score: 18, castingSeconds: 5, landsAt: toAbsolute({ round: 3, second: 3 }), delayedFrom: 0 });
  });

  it("delay and casting are allowed only before the action lands", () => {
    const a = planAction(1, 9);
    expect(canDelay(a, { round: 1, second: 6 })).toBe(true);
    expect(canDelay(a, { round: 1, second: 9 })).toBe(true);
    expect(canDelay(a, { round: 1, second: 11 })).toBe(false);
    expect(canDelay(planAction(1, 25), { round: 1, second: 6 })).toBe(false);
    expect(canDelay(NO_ACTION, { round: 1, second: 1 })).toBe(false);
    expect(canCast(a, { round: 1, second: 6 })).toBe(true);
    expect(canCast(a, { round: 1, second: 10 })).toBe(false);
  });
});

describe("scoreFromEntry", () => {
  it("rounds a typed score to a whole second and applies the floor of 1", () => {
    expect(scoreFromEntry(13)).toBe(13);
    expect(scoreFromEntry(12.6)).toBe(13);
    expect(scoreFromEntry(0)).toBe(1);
    expect(scoreFromEntry(-4)).toBe(1);
    expect(scoreFromEntry(27)).toBe(27);
  });
  it("is null for anything that is not a finite number", () => {
    for (const bad of [null, undefined, Number.NaN, Infinity, "12"]) expect(scoreFromEntry(bad)).toBeNull();
  });
});

describe("clockWorldTimeDelta", () => {
  it("passes one second of world time per combat second, negative when stepping back", () => {
    const at = (round: number, second: number) => toAbsolute({ round, second });
    expect(clockWorldTimeDelta(at(1, 1), at(1, 6))).toBe(5);
    expect(clockWorldTimeDelta(at(1, 16), at(2, 1))).toBe(5);
    expect(clockWorldTimeDelta(at(2, 1), at(1, 20))).toBe(-1);
    // Three rounds make a minute (docs/rules.md §1).
    expect(clockWorldTimeDelta(at(1, 1), at(4, 1))).toBe(60);
  });
  it("passes no time when the combat begins", () => {
    expect(clockWorldTimeDelta(0, toAbsolute({ round: 1, second: 1 }))).toBe(0);
  });
  it("passes no time from a clock that had not started or is unreadable: before round 1 second 1, not a whole number, past the bound", () => {
    const first = toAbsolute({ round: 1, second: 1 });
    expect(clockWorldTimeDelta(first - 1, first)).toBe(0);
    expect(clockWorldTimeDelta(first, first + 1)).toBe(1);
    expect(clockWorldTimeDelta(first + 0.5, first + 2)).toBe(0);
    expect(clockWorldTimeDelta(MAX_WORLD_TIME, MAX_WORLD_TIME - 1)).toBe(-1);
    expect(clockWorldTimeDelta(MAX_WORLD_TIME + 1, MAX_WORLD_TIME - 1)).toBe(0);
  });
  it("refuses a target that is not a whole number or past the bound, naming it", () => {
    expect(thrownBy(() => clockWorldTimeDelta(21, 21.5))).toMatchObject({ name: "RulesError", code: "NOT_INTEGER", parameter: "to" });
    expect(thrownBy(() => clockWorldTimeDelta(21, MAX_WORLD_TIME + 1))).toMatchObject({ name: "RulesError", code: "OUT_OF_RANGE", parameter: "to" });
  });
});

describe("the clock's stops: exact steps and refusals", () => {
  const states = [rolled("a", 1, 3), rolled("b", 1, 8), rolled("c", 1, 8)];
  it("a step inside a round says so (no new round), forward and back, with its absolute second", () => {
    expect(stepForward({ round: 1, second: 1 }, states, "events")).toEqual({ to: { round: 1, second: 3 }, absolute: toAbsolute({ round: 1, second: 3 }), newRound: false });
    expect(stepBackward({ round: 1, second: 8 }, states, "events")).toEqual({ to: { round: 1, second: 6 }, absolute: toAbsolute({ round: 1, second: 6 }), newRound: false });
    expect(stepBackward({ round: 1, second: 2 }, states, "every")).toEqual({ to: { round: 1, second: 1 }, absolute: toAbsolute({ round: 1, second: 1 }), newRound: false });
    expect(stepBackward({ round: 2, second: 1 }, states, "every")).toEqual({ to: { round: 1, second: 20 }, absolute: toAbsolute({ round: 1, second: 20 }), newRound: true });
    expect(stepBackward({ round: 3, second: 1 }, states, "every")).toEqual({ to: { round: 2, second: 20 }, absolute: toAbsolute({ round: 2, second: 20 }), newRound: true });
  });
  it("refuses a clock time that is not one, naming it", () => {
    expect(thrownBy(() => stepForward(hostile({ round: 0, second: 1 }), states, "events"))).toMatchObject({ name: "RulesError", parameter: expect.stringMatching(/^now/) });
    expect(thrownBy(() => stepBackward(hostile(null), states, "events"))).toMatchObject({ name: "RulesError", parameter: expect.stringMatching(/^now/) });
  });
});
