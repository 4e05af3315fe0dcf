/**
 * The edges of `world-clock.ts` (VARIANTS.md §5.12, §5.13, §13.1): world times at their bound, a
 * fight's counter and its recorded start at their edges, stored runner clocks at their bounds, no
 * time passing, a runner's write and status at each edge, and every refusal's code, parameter and
 * text. The golden cases are in `world-clock.test.ts` and the OSE modules' tests.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { MAX_WORLD_TIME } from "./bounds";
import { dungeonPrompts, encounterEndAdvance, explorationHexes, isWinded, pursuitSpeed, runnerUpdate, runningClockOf, runningOf, settleRunning, timeKeepingOf } from "./world-clock";

const OSE = resolveRuleset(PRESETS.ose);

const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown; message: string } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("the end of a fight", () => {
  const minimum = timeKeepingOf(OSE)!.encounterMinimum;
  const end = (absolute: unknown, beganAt: unknown = undefined, worldTime = 10_000) => encounterEndAdvance({ worldTime, absolute, beganAt }, OSE);

  it("a counter below round 1 second 1, or not a whole number, took no time", () => {
    expect(end(20)).toBe(0);
    expect(end(30.5)).toBe(0);
    expect(end("30")).toBe(0);
    expect(end(21)).toBe(minimum);
  });

  it("a recorded start at now counts; one that is text or not finite is read from the clock", () => {
    expect(end(31, 10_000)).toBe(minimum);
    expect(end(31, "5")).toBe(end(31));
    expect(end(31, Infinity)).toBe(end(31));
    expect(end(31)).toBe(minimum - 10);
  });

  it("takes a world time of exactly the bound and refuses one more, by name", () => {
    expect(end(21, undefined, MAX_WORLD_TIME)).toBe(minimum);
    const e = refusal(() => end(21, undefined, -(MAX_WORLD_TIME + 2)));
    expect([e.code, e.parameter]).toEqual(["OUT_OF_RANGE", "input.worldTime"]);
    expect(e.message).toContain(`expected a world time within ±${MAX_WORLD_TIME}`);
    expect(refusal(() => encounterEndAdvance(null as never, OSE)).parameter).toBe("input");
  });
});

describe("exploration and dungeon prompts: the refusals", () => {
  it("names each input", () => {
    const x = (over: object) => () => explorationHexes({ speed: 12, feetPerHex: 5, familiar: false, ...over } as never, OSE);
    expect(refusal(() => explorationHexes(null as never, OSE)).parameter).toBe("input");
    expect(refusal(x({ speed: -1 })).parameter).toBe("input.speed");
    expect(refusal(x({ speed: 10_000 })).parameter).toBe("input.speed");
    expect(refusal(x({ feetPerHex: Number.NaN })).parameter).toBe("input.feetPerHex");
    const scale = refusal(x({ feetPerHex: 0 }));
    expect([scale.code, scale.parameter, scale.value]).toEqual(["OUT_OF_RANGE", "input.feetPerHex", 0]);
    expect(scale.message).toContain("expected a positive scale");
    const familiar = refusal(x({ familiar: "yes" }));
    expect([familiar.code, familiar.parameter, familiar.value]).toEqual(["INVALID_ARGUMENT", "input.familiar", "yes"]);
    expect(familiar.message).toContain("expected a boolean");
    expect(refusal(() => dungeonPrompts(null as never, OSE)).parameter).toBe("input");
    expect(refusal(() => dungeonPrompts({ from: Number.NaN, to: 0, dungeon: true }, OSE)).parameter).toBe("input.from");
    expect(refusal(() => dungeonPrompts({ from: 0, to: Infinity, dungeon: true }, OSE)).parameter).toBe("input.to");
    expect(refusal(() => timeKeepingOf({} as never)).parameter).toBe("ruleset");
    expect(refusal(() => runningOf({} as never)).parameter).toBe("ruleset");
  });
});

describe("a runner's clock", () => {
  it("reads a stored counter up to the bound, and a negative or larger one as 0", () => {
    expect(runningClockOf({ ran: MAX_WORLD_TIME, rested: -5 })).toEqual({ ran: MAX_WORLD_TIME, rested: 0 });
    expect(runningClockOf({ ran: MAX_WORLD_TIME + 2, rested: 3 })).toEqual({ ran: 0, rested: 3 });
    expect(runningClockOf({ ran: "5", rested: 1.5 })).toEqual({ ran: 0, rested: 0 });
  });

  it("no time passing changes nothing, even for a runner", () => {
    expect(settleRunning({ ran: 10, rested: 50 }, { seconds: 0, running: true }, OSE)).toEqual({ ran: 10, rested: 50 });
  });

  it("refuses a fraction of a second: the clock counts whole seconds, so a jump and its halves always agree", () => {
    // A rewind of 1e-323 s halves into −1 s and 1 − 1e-323 s, which rounds to a whole second run.
    for (const seconds of [-1e-323, 0.5, -0.5, 2 ** 51 + 0.5]) {
      const e = refusal(() => settleRunning({ ran: 0, rested: 0 }, { seconds, running: true }, OSE));
      expect([e.code, e.parameter, e.value]).toEqual(["NOT_INTEGER", "input.seconds", seconds]);
    }
    expect(settleRunning({ ran: 0, rested: 0 }, { seconds: -1, running: true }, OSE)).toEqual({ ran: 0, rested: 0 });
  });

  it("is never winded under the book", () => {
    expect(isWinded({ ran: 10_000, rested: 0 }, BOOK_RULESET)).toBe(false);
    expect(isWinded({ ran: 300, rested: 0 }, OSE)).toBe(true);
  });

  it("names each refused input", () => {
    expect(refusal(() => settleRunning(null as never, { seconds: 1, running: true }, OSE)).parameter).toBe("clock");
    expect(refusal(() => settleRunning({ ran: 0, rested: 0 }, null as never, OSE)).parameter).toBe("input");
    expect(refusal(() => settleRunning({ ran: -1, rested: 0 }, { seconds: 1, running: true }, OSE)).parameter).toBe("clock.ran");
    expect(refusal(() => settleRunning({ ran: 0, rested: 0.5 }, { seconds: 1, running: true }, OSE)).parameter).toBe("clock.rested");
    expect(refusal(() => settleRunning({ ran: 0, rested: 0 }, { seconds: Number.NaN, running: true }, OSE)).parameter).toBe("input.seconds");
    const running = refusal(() => settleRunning({ ran: 0, rested: 0 }, { seconds: 1, running: "yes" as never }, OSE));
    expect([running.code, running.parameter, running.value]).toEqual(["INVALID_ARGUMENT", "input.running", "yes"]);
    expect(running.message).toContain("expected a boolean");
    expect(refusal(() => isWinded(null as never, OSE)).parameter).toBe("clock");
    expect(refusal(() => isWinded({ ran: -1, rested: 0 }, OSE)).parameter).toBe("clock.ran");
    expect(refusal(() => pursuitSpeed(null as never, true, OSE)).parameter).toBe("profile");
    expect(refusal(() => pursuitSpeed({ speed: -1, encumbranceSteps: 0 }, true, OSE)).parameter).toBe("profile.speed");
    expect(refusal(() => pursuitSpeed({ speed: 10_000, encumbranceSteps: 0 }, true, OSE)).parameter).toBe("profile.speed");
    expect(refusal(() => pursuitSpeed({ speed: 12, encumbranceSteps: -1 }, true, OSE)).parameter).toBe("profile.encumbranceSteps");
  });
});

describe("runnerUpdate: what the world-time hook writes", () => {
  const update = (stored: unknown, seconds: number, running: boolean, winded = false) => runnerUpdate(stored, { seconds, running, winded }, OSE);

  it("writes nothing under the book, even over an odd stored clock", () => {
    expect(runnerUpdate({ ran: "x" }, { seconds: 10, running: true, winded: false }, BOOK_RULESET)).toEqual({ clock: null, winded: null });
  });

  it("a null stored clock is no clock; a first run writes one", () => {
    expect(update(null, 0, false)).toEqual({ clock: null, winded: null });
    expect(update(undefined, 10, true)).toEqual({ clock: { ran: 10, rested: 0 }, winded: null });
  });

  it("writes a clock whose rest changed though its run did not", () => {
    expect(update({ ran: 0, rested: 5 }, 10, false)).toEqual({ clock: { ran: 0, rested: 15 }, winded: null });
  });

  it("drops the hook's fraction of a second (the clock counts whole seconds), and settles a rewind as no time", () => {
    expect(update(undefined, 10.75, true)).toEqual({ clock: { ran: 10, rested: 0 }, winded: null });
    expect(update({ ran: 5, rested: 0 }, -1e-323, false)).toEqual({ clock: null, winded: null });
  });

  it("sets winded at the edge only when the token does not already carry it", () => {
    expect(update({ ran: 290, rested: 0 }, 20, true, false).winded).toBe(true);
    expect(update({ ran: 290, rested: 0 }, 20, true, true).winded).toBeNull();
  });

  it("refuses flags that are not booleans, naming the input", () => {
    for (const input of [{ seconds: 1, running: "x", winded: false }, { seconds: 1, running: true, winded: "x" }]) {
      const e = refusal(() => runnerUpdate(null, input as never, OSE));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "input", input]);
      expect(e.message).toContain("expected running and winded as booleans");
    }
    expect(refusal(() => runnerUpdate(null, null as never, OSE)).parameter).toBe("input");
    expect(refusal(() => runnerUpdate(null, { seconds: Infinity, running: true, winded: false }, OSE)).parameter).toBe("input.seconds");
  });
});
