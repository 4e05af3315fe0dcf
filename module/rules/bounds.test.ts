/**
 * Golden regression tests of the rules-core fault classes the fuzz suite found: a null
 * or missing object gives a RulesError, not a TypeError; every input has a bound matching the data
 * models, past which the answer is RulesError OUT_OF_RANGE (never an inexact, infinite or NaN result).
 */
import { describe, expect, it } from "vitest";
import * as rules from "./index";
import { RulesError } from "./errors";
import { rulesErrorCode } from "../../tests/support/rules-error";
import { BOOK_RULESET, DAILY_ACTIVITY_HOURS } from "./index";

const code = rulesErrorCode;

describe("null or missing objects give a RulesError (was: TypeError)", () => {
  it.each([
    ["initiativeScore", () => rules.initiativeScore(null as never)],
    ["initiativeModifierParts", () => rules.initiativeModifierParts(undefined as never)],
    ["stepsInForce", () => rules.stepsInForce(null as never)],
    ["tieBreakOrder", () => rules.tieBreakOrder(null as never, { score: 1, tieBreak: 1 })],
    ["remainingHexes", () => rules.remainingHexes(null as never, 3)],
    ["rollsInitiativeInRound", () => rules.rollsInitiativeInRound(null as never, 2)],
    ["updateLoad", () => rules.updateLoad(rules.EMPTY_LOAD_HISTORY, null as never)],
    ["ableToAct", () => rules.ableToAct({ conditions: 5, defeated: false } as never)],
    ["actionSecondsIn", () => rules.actionSecondsIn(0 as never, 1)],
    ["movementConditions", () => rules.movementConditions(0.5 as never)],
    ["entryCost", () => rules.entryCost({} as never, "plains")],
    ["spentUnits", () => rules.spentUnits(0 as never, 12)],
    ["resolveHexTerrain", () => rules.resolveHexTerrain("plains", null as never)],
    ["planRoundTransition", () => rules.planRoundTransition({ round: 1, combatants: 3, dice: new Map(), tieBreakUniforms: [] } as never, rules.BOOK_RULESET)],
    ["cubeFromAxial (BigInt)", () => rules.cubeFromAxial(3, 10n as never)],
    ["cubeKey (Symbol)", () => rules.cubeKey({ q: Symbol("q"), r: 0, s: 0 } as never)],
  ])("%s", (_name, fn) => {
    expect(code(fn)).toMatch(/^(INVALID_ARGUMENT|NOT_A_NUMBER|NOT_INTEGER|UNKNOWN_TERRAIN|OUT_OF_RANGE)$/);
  });
  it("a RulesError describes any value and any parameter name without throwing", () => {
    expect(() => new RulesError("OUT_OF_RANGE", Symbol("p") as never, Object.create(null), "d")).not.toThrow();
    expect(code(() => rules.assertFiniteNumber(Object.create(null) as never, Symbol("x")))).toBe("NOT_A_NUMBER");
  });
});

describe("documented bounds matching the data models", () => {
  it("speed ≤ 200, as the actor model", () => {
    expect(rules.hexesPerRound(rules.MAX_SPEED, "optimal")).toBe(200);
    expect(code(() => rules.hexesPerRound(201, "optimal"))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.hexesPerRound(2 ** 53 - 1, "optimal"))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.movementAllowance({ speed: 201, terrain: "plains" }, BOOK_RULESET))).toBe("OUT_OF_RANGE");
  });
  it("hours ≤ 24 × 365", () => {
    expect(rules.MAX_HOURS).toBe(8760);
    expect(rules.forcedMarchSteps(8760, 8, BOOK_RULESET)).toBe((8760 - 8) * 2);
    expect(code(() => rules.forcedMarchSteps(1e306, DAILY_ACTIVITY_HOURS, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.effectiveDailyMiles(20, 8761))).toBe("OUT_OF_RANGE");
  });
  it("initiative and casting are bounded, so scheduling never builds a huge list", () => {
    expect(code(() => rules.scheduleAction(1, 1, 2e8))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.actionForScore(rules.planAction(2, 8), 1e12, 2))).toBe("OUT_OF_RANGE");
    // The data bounds (a day's casting, a 10,000 score) are past the 10-rounds-ahead cap:
    // the schedule refuses them at once, and the longest accepted action occupies the 10 rounds after its own.
    expect(code(() => rules.scheduleAction(1, rules.MAX_INITIATIVE, rules.MAX_CASTING_SECONDS))).toBe("OUT_OF_RANGE");
    expect(rules.scheduleAction(1, 20, rules.MAX_ACTION_SECONDS - 20).occupiedRounds.length).toBe(rules.MAX_ROUNDS_AHEAD);
  });
  it("weights, quantities and totals stay exact; never NaN or Infinity", () => {
    expect(code(() => rules.carriedWeight([{ weight: 1e306, quantity: 0 }]))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.encumbrance({ group: "character", carried: 1e306, bodyWeight: 100 }))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.encumbrance({ group: "packAnimal", carried: 1, capacity: 1e306 }))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.minutesToSeconds(1e307))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.travelDays(1e308, "mountains", BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(rules.travelDays(99_999.999999999, "optimal", BOOK_RULESET)).toBe(99_999.999999999);
  });
  it("world times, rounds and clock times stay below 2^52 / their bound", () => {
    expect(code(() => rules.toAbsolute({ round: Number.MAX_SAFE_INTEGER, second: 1 }))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.delayAction(2 ** 53 - 1))).toBe("OUT_OF_RANGE");
    expect(code(() => rules.persistentEndsAt(2 ** 53 - 1))).toBe("OUT_OF_RANGE");
    expect(rules.scoreFromEntry(1e300)).toBeNull();
  });
  it("the load history saturates at MAX_LOAD_SECONDS instead of passing its own bound", () => {
    const h = { ...rules.EMPTY_LOAD_HISTORY, loadedSteps: 2, overCapacitySeconds: 100 };
    expect(rules.advanceLoad(h, 2e9).overCapacitySeconds).toBe(rules.MAX_LOAD_SECONDS);
    expect(rules.advanceLoad({ ...rules.EMPTY_LOAD_HISTORY, overCapacitySeconds: 50 }, 2 ** 53 - 1).unloadedSeconds).toBe(rules.MAX_LOAD_SECONDS);
  });
  it("lists are bounded (no stack overflow from spreading 130,000 modifiers)", () => {
    expect(code(() => rules.weaponInHandModifier(new Array(130_000).fill(1)))).toBe("OUT_OF_RANGE");
    expect(rules.weaponInHandModifier(new Array(100_000).fill(1))).toBe(1);
  });
  it("hex coordinates round-trip at ±2^31 (the 32-bit fast path no longer overflows)", () => {
    const o = { i: 2147483647, j: 0 };
    expect(rules.cubeToOffset(rules.offsetToCube(o, "evenR"), "evenR")).toEqual(o);
  });
  it("terrain classes, cost tables and tie-breaks must be well formed", () => {
    expect(code(() => rules.resolveHexTerrain("lava" as never, []))).toBe("UNKNOWN_TERRAIN");
    expect(code(() => rules.hexClass({ terrain: "lava" as never, steep: false }, { adaptation: {}, sureFooted: false }, BOOK_RULESET))).toBe("UNKNOWN_TERRAIN");
    expect(code(() => rules.spentUnits([1], Number.NaN))).toBe("NOT_A_NUMBER");
    const a = { id: "a", action: rules.planAction(1, 8), tieBreak: Number.NaN, conditions: [], defeated: false };
    expect(code(() => rules.compareForRound(a, { ...a, id: "b", tieBreak: 1 }, 1))).toBe("NOT_A_NUMBER");
    expect(code(() => rules.buildCostTable({ plains: 1e7 }))).toBe("OUT_OF_RANGE");
    // Extreme but finite tie-breaks compare by sign, never returning a number beyond 2^53.
    const b = { ...a, tieBreak: -1e308 };
    expect(rules.compareForRound(b, { ...a, id: "b", tieBreak: 1 }, 1)).toBe(-1);
  });
});
