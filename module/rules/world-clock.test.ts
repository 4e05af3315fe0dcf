import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FRESH_RUNNER,
  dungeonPrompts,
  encounterEndAdvance,
  explorationHexes,
  isWinded,
  pursuitSpeed,
  runnerUpdate,
  runningClockOf,
  settleRunning,
  type RunningClock,
} from "./world-clock";
import { movePlanOf, type MovePlanInput } from "./move-plan";
import { toAbsolute } from "./time";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset, type Ruleset } from "./ruleset";
import { BOOK_CONFIG, PRESETS, changeVariants } from "./ruleset/config";
import { RulesError } from "./errors";
import { MAX_SPEED } from "./bounds";

const OSE = resolveRuleset(PRESETS.ose);
/** The book with only one of the two OSE fields on. */
function only(patch: object): Ruleset {
  const r = changeVariants(BOOK_CONFIG, patch as never);
  if (!r.ok) throw new Error("illegal config");
  return resolveRuleset(r.config);
}
const TURN_TIME = only({ travel: { turnTime: true } });
const RUNNING = only({ combat: { running: true } });

const plan = (over: Partial<MovePlanInput>, ruleset: Ruleset) =>
  movePlanOf({
    gridType: 2,
    profile: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
    conditions: [],
    combat: null,
    memory: { ...NO_VARIANT_MEMORY },
    doubleMoveRound: undefined,
    stoodUp: undefined,
    ...over,
  }, ruleset)!;
const fight = (round: number, second: number) => ({ id: "combat0000000001", started: true, absolute: toAbsolute({ round, second }) });
const settle = (clock: RunningClock, seconds: number, running: boolean, ruleset: Ruleset = OSE) => settleRunning(clock, { seconds, running }, ruleset);

describe("the OSE presets turn both rules on; each field alone turns on its own", () => {
  it("OSE: time in turns and running; the book: neither; each field alone only its point", () => {
    expect([OSE.points.timeKeeping !== null, OSE.points.running !== null]).toEqual([true, true]);
    expect([BOOK_RULESET.points.timeKeeping, BOOK_RULESET.points.running]).toEqual([null, null]);
    expect([TURN_TIME.points.timeKeeping !== null, TURN_TIME.points.running]).toEqual([true, null]);
    expect([RUNNING.points.timeKeeping, RUNNING.points.running !== null]).toEqual([null, true]);
  });
});

describe("encounterEndAdvance (003:L649, L699)", () => {
  it("GT-11: Begin Combat at w, the fight ends at round 3 second 20: world time ends at w + 600", () => {
    const w = 86_400;
    const absolute = toAbsolute({ round: 3, second: 20 });
    const now = w + (absolute - toAbsolute({ round: 1, second: 1 }));
    // The clock moved world time 59 s (seconds 1 to 60 of the fight); the top-up makes it a turn.
    expect(now - w).toBe(59);
    const advance = encounterEndAdvance({ worldTime: now, absolute, beganAt: w }, OSE);
    expect(now + advance).toBe(w + 600);
    // The record lost: read from the clock, the same end.
    expect(now + encounterEndAdvance({ worldTime: now, absolute, beganAt: undefined }, OSE)).toBe(w + 600);
  });

  it("a fight of a turn or more, the book, or a combat never begun: no advance", () => {
    expect(encounterEndAdvance({ worldTime: 1700, absolute: 21 + 700, beganAt: 1000 }, OSE)).toBe(0);
    expect(encounterEndAdvance({ worldTime: 1059, absolute: 80, beganAt: 1000 }, BOOK_RULESET)).toBe(0);
    expect(encounterEndAdvance({ worldTime: 1059, absolute: 80, beganAt: 1000 }, RUNNING)).toBe(0);
    expect(encounterEndAdvance({ worldTime: 1000, absolute: 0, beganAt: 1000 }, OSE)).toBe(0);
  });

  it("world time the GM advanced mid-fight counts; a recorded start later than now is not trusted", () => {
    // Begun at 1000, the GM jumped 500 mid-fight, the clock ran 59: 41 more to reach 1600.
    expect(encounterEndAdvance({ worldTime: 1559, absolute: 80, beganAt: 1000 }, OSE)).toBe(41);
    expect(encounterEndAdvance({ worldTime: 1059, absolute: 80, beganAt: 9999 }, OSE)).toBe(541);
  });

  it("property: the end is never before now and never past a turn after the start", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 21, max: 5000 }), (began, absolute) => {
      const now = began + absolute - 21;
      const advance = encounterEndAdvance({ worldTime: now, absolute, beganAt: began }, OSE);
      return advance >= 0 && now + advance === Math.max(now, began + 600);
    }));
  });
});

describe("explorationHexes (003:L328–L330, D5)", () => {
  it("speed 12 at 5 ft a hex: 120 ft a turn = 24 hexes; familiar ×3 = 72; a 10-ft scene 12; the book none", () => {
    expect(explorationHexes({ speed: 12, feetPerHex: 5, familiar: false }, OSE)).toBe(24);
    expect(explorationHexes({ speed: 12, feetPerHex: 5, familiar: true }, OSE)).toBe(72);
    expect(explorationHexes({ speed: 12, feetPerHex: 10, familiar: false }, OSE)).toBe(12);
    expect(explorationHexes({ speed: 12, feetPerHex: 5, familiar: false }, BOOK_RULESET)).toBeNull();
    expect(explorationHexes({ speed: 12, feetPerHex: 5, familiar: false }, RUNNING)).toBeNull();
  });

  it("a fine scale is capped at the largest allowance; bad input is refused", () => {
    expect(explorationHexes({ speed: 60, feetPerHex: 1, familiar: true }, OSE)).toBe(MAX_SPEED);
    expect(() => explorationHexes({ speed: 12, feetPerHex: 0, familiar: false }, OSE)).toThrow(RulesError);
    expect(() => explorationHexes({ speed: -1, feetPerHex: 5, familiar: false }, OSE)).toThrow(RulesError);
    expect(() => explorationHexes({ speed: 12, feetPerHex: 5, familiar: "yes" as never }, OSE)).toThrow(RulesError);
  });

  it("the ruler outside combat measures the turn (24 hexes, ×3 familiar), in combat or beside a running fight the round", () => {
    const scene = { distance: 5, units: "ft", familiar: false };
    expect(plan({ scene }, OSE).limits.allowances.optimal).toBe(24);
    expect([plan({ scene }, OSE).window, plan({ scene }, BOOK_RULESET).window, plan({ scene: { ...scene, fighting: true } }, OSE).window]).toEqual([{ kind: "turn" }, { kind: "round" }, { kind: "round" }]);
    expect(plan({ scene: { ...scene, familiar: true } }, OSE).limits.allowances.optimal).toBe(72);
    expect(plan({ scene }, BOOK_RULESET).limits.allowances.optimal).toBe(12);
    expect(plan({ scene: null }, OSE).limits.allowances.optimal).toBe(12);
    expect(plan({ scene, combat: fight(2, 1) }, OSE).limits.allowances.optimal).toBe(4);
    // A token outside a fight that runs on its scene keeps the round.
    expect(plan({ scene: { ...scene, fighting: true } }, OSE).limits.allowances.optimal).toBe(12);
  });
});

describe("dungeonPrompts (003:L344, L379)", () => {
  it("an hour in a dungeon: three wandering checks and one rest reminder; none outside a dungeon, under the book or backwards", () => {
    expect(dungeonPrompts({ from: 0, to: 3600, dungeon: true }, OSE)).toEqual({ wandering: 3, rest: 1 });
    expect(dungeonPrompts({ from: 1199, to: 1200, dungeon: true }, OSE)).toEqual({ wandering: 1, rest: 0 });
    expect(dungeonPrompts({ from: 1200, to: 2399, dungeon: true }, OSE)).toEqual({ wandering: 0, rest: 0 });
    expect(dungeonPrompts({ from: 0, to: 3600, dungeon: false }, OSE)).toEqual({ wandering: 0, rest: 0 });
    expect(dungeonPrompts({ from: 0, to: 3600, dungeon: true }, BOOK_RULESET)).toEqual({ wandering: 0, rest: 0 });
    expect(dungeonPrompts({ from: 3600, to: 0, dungeon: true }, OSE)).toEqual({ wandering: 0, rest: 0 });
  });

  it("property: a jump of any size prompts what its two halves prompt", () => {
    fc.assert(fc.property(fc.integer({ min: -1e7, max: 1e9 }), fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 1e8 }), (from, a, b) => {
      const whole = dungeonPrompts({ from, to: from + a + b, dungeon: true }, OSE);
      const p = dungeonPrompts({ from, to: from + a, dungeon: true }, OSE);
      const q = dungeonPrompts({ from: from + a, to: from + a + b, dungeon: true }, OSE);
      return whole.wandering === p.wandering + q.wandering && whole.rest === p.rest + q.rest;
    }));
  });
});

describe("running and exhaustion (003:L728–L736, 13.1)", () => {
  it("GT-10: speed 12 in pursuit moves 36 a round (12-9-9-6) for 15 rounds; then winded; cleared after 1,800 s without running", () => {
    const memory = { ...NO_VARIANT_MEMORY, pursuit: true };
    let clock: RunningClock = FRESH_RUNNER;
    for (let round = 1; round <= 15; round++) {
      const phases = [1, 6, 11, 16].map((second) => plan({ combat: fight(round, second), memory }, OSE).limits.allowances.optimal);
      expect(phases, `round ${round}`).toEqual([12, 9, 9, 6]);
      expect(isWinded(clock, OSE), `round ${round}`).toBe(false);
      clock = settle(clock, 20, true);
    }
    expect(isWinded(clock, OSE)).toBe(true);
    // Not yet recovered a second before the three turns; recovered at them.
    const almost = settle(clock, 1799, false);
    expect(isWinded(almost, OSE)).toBe(true);
    expect(isWinded(settle(almost, 1, false), OSE)).toBe(false);
    expect(isWinded(settle(clock, 1800, false), OSE)).toBe(false);
  });

  it("GO-20 as amended: 14 rounds of running are not enough; 15 are", () => {
    expect(isWinded(settle(FRESH_RUNNER, 14 * 20, true), OSE)).toBe(false);
    expect(isWinded(settle(FRESH_RUNNER, 15 * 20, true), OSE)).toBe(true);
  });

  it("running resumed before the recovery keeps counting; a pause of three turns resets it", () => {
    const part = settle(settle(FRESH_RUNNER, 200, true), 600, false);
    expect(isWinded(settle(part, 100, true), OSE)).toBe(true);
    const rested = settle(settle(FRESH_RUNNER, 200, true), 1800, false);
    expect(isWinded(settle(rested, 100, true), OSE)).toBe(false);
  });

  it("pursuit ×3 before the split only with the rule and the flag; encumbrance first; the book unchanged", () => {
    expect(pursuitSpeed({ speed: 12, encumbranceSteps: 0 }, true, OSE)).toEqual({ speed: 36, encumbranceSteps: 0 });
    expect(pursuitSpeed({ speed: 12, encumbranceSteps: 2 }, true, OSE)).toEqual({ speed: 30, encumbranceSteps: 0 });
    expect(pursuitSpeed({ speed: 12, encumbranceSteps: 0 }, false, OSE)).toEqual({ speed: 12, encumbranceSteps: 0 });
    expect(pursuitSpeed({ speed: 12, encumbranceSteps: 0 }, true, BOOK_RULESET)).toEqual({ speed: 12, encumbranceSteps: 0 });
    expect(pursuitSpeed({ speed: 100, encumbranceSteps: 0 }, true, OSE).speed).toBe(MAX_SPEED);
    expect(plan({ combat: fight(1, 1), memory: { ...NO_VARIANT_MEMORY, pursuit: true } }, BOOK_RULESET).limits.allowances.optimal).toBe(4);
  });

  it("the book's clock never moves; a rewind changes nothing", () => {
    expect(settle(FRESH_RUNNER, 600, true, BOOK_RULESET)).toEqual(FRESH_RUNNER);
    expect(settle({ ran: 120, rested: 0 }, -500, false)).toEqual({ ran: 120, rested: 0 });
  });

  it("property: any jump settles in one pass to what any split of it gives (running or not)", () => {
    const clock = fc.record({ ran: fc.integer({ min: 0, max: 400 }), rested: fc.integer({ min: 0, max: 2500 }) });
    fc.assert(fc.property(clock, fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.boolean(), (c, a, b, running) => {
      const whole = settle(c, a + b, running);
      const split = settle(settle(c, a, running), b, running);
      return whole.ran === split.ran && whole.rested === split.rested && whole.ran <= 300 && whole.rested <= 1800;
    }));
  });

  it("a stored clock is read leniently: odd values are a fresh runner's", () => {
    expect(runningClockOf({ ran: 40, rested: 7 })).toEqual({ ran: 40, rested: 7 });
    expect(runningClockOf({ ran: -4, rested: "x" })).toEqual({ ran: 0, rested: 0 });
    expect(runningClockOf(null)).toEqual({ ran: 0, rested: 0 });
  });
});

describe("runnerUpdate: what the world-time hook writes", () => {
  it("becoming winded sets the status; recovering clears it; an idle fresh runner writes nothing", () => {
    expect(runnerUpdate({ ran: 290, rested: 0 }, { seconds: 20, running: true, winded: false }, OSE)).toEqual({ clock: { ran: 300, rested: 0 }, winded: true });
    expect(runnerUpdate({ ran: 300, rested: 1790 }, { seconds: 20, running: false, winded: true }, OSE)).toEqual({ clock: { ran: 0, rested: 1800 }, winded: false });
    expect(runnerUpdate(undefined, { seconds: 600, running: false, winded: false }, OSE)).toEqual({ clock: null, winded: null });
  });

  it("between edges a GM's own toggle stands; the book writes nothing", () => {
    // Winded already and still winded: the GM took the status off by hand; it is not put back.
    expect(runnerUpdate({ ran: 300, rested: 0 }, { seconds: 20, running: true, winded: false }, OSE)).toEqual({ clock: null, winded: null });
    // Not winded by the clock: a status the GM set is not taken off.
    expect(runnerUpdate({ ran: 10, rested: 0 }, { seconds: 20, running: false, winded: true }, OSE).winded).toBeNull();
    expect(runnerUpdate({ ran: 290, rested: 0 }, { seconds: 20, running: true, winded: false }, BOOK_RULESET)).toEqual({ clock: null, winded: null });
  });

  it("refuses forged input", () => {
    expect(() => runnerUpdate(undefined, { seconds: Number.NaN, running: true, winded: false }, OSE)).toThrow(RulesError);
    expect(() => runnerUpdate(undefined, { seconds: 20, running: "yes" as never, winded: false }, OSE)).toThrow(RulesError);
  });
});
