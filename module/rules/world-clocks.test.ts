import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { RulesError } from "./errors";
import { MAX_WORLD_TIME } from "./bounds";
import { MAX_LISTED_CHECKS, burntOutLight, hoursAndMinutes, lightClockOf, lightRemaining, resilienceInForce, setLightLit, settleWorldClocks, type LightClock, type ResilienceClock, type WorldClockInput } from "./world-clocks";

const OSR = resolveRuleset(PRESETS.osr);
const w = 1_000_000;
const torch = (litAt: number | null, burnedSeconds = 0): LightClock => ({ id: "torch", burnSeconds: 3600, burnedSeconds, litAt });
const settle = (over: Partial<WorldClockInput>, ruleset = OSR) => settleWorldClocks({ from: w, to: w, lights: [], characters: [], ...over }, ruleset);
const pc = (over: Partial<ResilienceClock> = {}): ResilienceClock => ({ id: "pc", con: 12, restAt: 0, checkedHours: 0, ...over });

describe("light on world time (VARIANTS.md row 16, §13.3; 002:L160, L245)", () => {
  it("GT-14: a torch lit at w burns through a 3-round fight (w + 60) and goes out at w + 3,600", () => {
    // The fight's 60 seconds reach the hook as world time like any other (combat seconds included).
    const fight = settle({ from: w, to: w + 60, lights: [torch(w)] });
    expect(fight.events.filter((e) => e.kind === "lightOut")).toEqual([]);
    expect(lightRemaining(torch(w), w + 60)).toBe(3540);
    const after = settle({ from: w + 60, to: w + 3600, lights: [torch(w)] });
    expect(after.events).toContainEqual({ kind: "lightOut", id: "torch", at: w + 3600 });
    expect(lightRemaining(torch(w), w + 3599)).toBe(1);
    expect(lightRemaining(torch(w), w + 3600)).toBe(0);
    expect(settle({ from: w + 60, to: w + 3599, lights: [torch(w)] }).events.some((e) => e.kind === "lightOut")).toBe(false);
  });

  it("warns once, 10 minutes before the end, and not when the jump also passes the end", () => {
    expect(settle({ from: w, to: w + 3000, lights: [torch(w)] }).events).toContainEqual({ kind: "lightLow", id: "torch", at: w + 3000, outAt: w + 3600 });
    expect(settle({ from: w + 3000, to: w + 3100, lights: [torch(w)] }).events).toEqual([]);
    const jump = settle({ from: w, to: w + 7200, lights: [torch(w)] }).events;
    expect(jump.filter((e) => e.kind.startsWith("light"))).toEqual([{ kind: "lightOut", id: "torch", at: w + 3600 }]);
  });

  it("a light put out keeps what it burnt; relit, it goes out that much later", () => {
    const out = setLightLit(torch(w), false, w + 1200);
    expect(out).toEqual({ burnSeconds: 3600, burnedSeconds: 1200, litAt: null });
    expect(lightRemaining(out, w + 99_999)).toBe(2400);
    const relit = setLightLit(out, true, w + 5000);
    expect(settle({ from: w + 5000, to: w + 7400, lights: [{ ...relit, id: "torch" }] }).events).toContainEqual({ kind: "lightOut", id: "torch", at: w + 7400 });
  });

  it("remaining time shows as hours and minutes, rounded up to the minute", () => {
    expect(hoursAndMinutes(3540)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(10_800)).toEqual({ hours: 3, minutes: 0 });
    expect(hoursAndMinutes(1)).toEqual({ hours: 0, minutes: 1 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });

  it("refuses lighting a spent light or an item with no burn time", () => {
    expect(() => setLightLit(torch(null, 3600), true, w)).toThrow(RulesError);
    expect(() => setLightLit({ burnSeconds: 0, burnedSeconds: 0, litAt: null }, true, w)).toThrow(RulesError);
  });

  it("a burnt-out torch from a stack of 3 leaves 2 whole ones; the last one stays spent", () => {
    expect(burntOutLight(torch(w), 3)).toEqual({ burnSeconds: 3600, burnedSeconds: 0, litAt: null, quantity: 2 });
    expect(burntOutLight(torch(w), 1)).toEqual({ burnSeconds: 3600, burnedSeconds: 3600, litAt: null, quantity: 1 });
  });

  it("a travel turn at every hour boundary of world time; a month's jump is one event counting 720", () => {
    expect(settle({ from: 3599, to: 3600 }).events).toEqual([{ kind: "travelTurn", at: 3600, count: 1, lastAt: 3600, unit: "hour" }]);
    expect(settle({ from: 3600, to: 7199 }).events).toEqual([]);
    expect(settle({ from: 0, to: 30 * 24 * 3600 }).events).toEqual([{ kind: "travelTurn", at: 3600, count: 720, lastAt: 30 * 24 * 3600, unit: "hour" }]);
  });

  const DAY = 86_400;
  const turns = (r: ReturnType<typeof settle>) => r.events.filter((e) => e.kind === "travelTurn");

  it("GT-18: afloat on a river or a lake the travel turn is daily (002:L229): 3 water days from midnight are 3 turns, not 72", () => {
    for (const afloat of ["river", "lake"] as const) {
      expect(turns(settle({ from: 0, to: 3 * DAY, afloat })), afloat).toEqual([{ kind: "travelTurn", at: DAY, count: 3, lastAt: 3 * DAY, unit: "day" }]);
    }
    // Day boundaries of world time, as the hour's: 3 days from 08:00 cross 3 midnights.
    expect(turns(settle({ from: 8 * 3600, to: 8 * 3600 + 3 * DAY, afloat: "river" }))).toMatchObject([{ at: DAY, count: 3, lastAt: 3 * DAY }]);
  });

  it("GT-19: at sea the travel turn is weekly (002:L229): 7 days from world second 0 are one turn; 3 days inside a week none", () => {
    expect(turns(settle({ from: 0, to: 7 * DAY, afloat: "sea" }))).toEqual([{ kind: "travelTurn", at: 7 * DAY, count: 1, lastAt: 7 * DAY, unit: "week" }]);
    expect(turns(settle({ from: 0, to: 3 * DAY, afloat: "sea" }))).toEqual([]);
    expect(turns(settle({ from: 0, to: 30 * DAY, afloat: "sea" }))).toMatchObject([{ count: 4, unit: "week" }]);
  });

  it("GT-20: afloat, torches and resilience still count hours (002:L229 \"as normal\"); a swamp, named by neither line, keeps the hourly turn", () => {
    const r = settle({ from: 0, to: 3 * DAY, afloat: "sea", lights: [torch(0)], characters: [pc()] });
    expect(r.events).toContainEqual({ kind: "lightOut", id: "torch", at: 3600 });
    expect(r.events.find((e) => e.kind === "resilience")).toMatchObject({ count: 72 - 12 });
    expect(turns(settle({ from: 0, to: DAY, afloat: "swamp" }))).toMatchObject([{ count: 24, unit: "hour" }]);
    expect(turns(settle({ from: 0, to: DAY, afloat: null }))).toMatchObject([{ count: 24, unit: "hour" }]);
    expect(() => settle({ from: 0, to: DAY, afloat: "moon" as never })).toThrow(expect.objectContaining({ parameter: "input.afloat" }));
    // Under the book there is no travel turn, afloat or not.
    expect(settle({ from: 0, to: 3 * DAY, afloat: "river" }, BOOK_RULESET).events).toEqual([]);
  });

  it("GT-21: on an overland march the travel turn is daily (002:L221): a 3-day march from 08:00 is 3 turns, not 72; a 10-hour march inside one day none", () => {
    expect(turns(settle({ from: 8 * 3600, to: 8 * 3600 + 3 * DAY, overland: true }))).toEqual([{ kind: "travelTurn", at: DAY, count: 3, lastAt: 3 * DAY, unit: "day" }]);
    expect(turns(settle({ from: 8 * 3600, to: 18 * 3600, overland: true }))).toEqual([]);
    // The same 10 hours off the march (a plain advance) are 10 hourly turns.
    expect(turns(settle({ from: 8 * 3600, to: 18 * 3600, overland: false }))).toMatchObject([{ count: 10, unit: "hour" }]);
    // A march that ends past midnight crosses one day boundary: one turn, due at midnight.
    expect(turns(settle({ from: 20 * 3600, to: DAY + 6 * 3600, overland: true }))).toEqual([{ kind: "travelTurn", at: DAY, count: 1, lastAt: DAY, unit: "day" }]);
  });

  it("GT-22: on the march torches and resilience still count hours (002:L221 \"as normal\"); a march afloat is refused; the book has no turn", () => {
    const r = settle({ from: 0, to: 3 * DAY, overland: true, lights: [torch(0)], characters: [pc()] });
    expect(r.events).toContainEqual({ kind: "lightOut", id: "torch", at: 3600 });
    expect(r.events.find((e) => e.kind === "resilience")).toMatchObject({ count: 72 - 12 });
    expect(() => settle({ from: 0, to: DAY, overland: true, afloat: "river" })).toThrow(expect.objectContaining({ parameter: "input.overland" }));
    expect(() => settle({ from: 0, to: DAY, overland: "yes" as never })).toThrow(expect.objectContaining({ parameter: "input.overland" }));
    // Not afloat (null) on a march is the march.
    expect(turns(settle({ from: 0, to: DAY, overland: true, afloat: null }))).toMatchObject([{ count: 1, unit: "day" }]);
    expect(settle({ from: 0, to: 3 * DAY, overland: true }, BOOK_RULESET).events).toEqual([]);
  });

  it("under the book nothing burns down and no travel turn falls due", () => {
    expect(lightClockOf(BOOK_RULESET)).toBeNull();
    expect(lightClockOf(OSR)).toMatchObject({ travelTurnSeconds: 3600, warnSeconds: 600 });
    expect(settle({ from: 0, to: 86_400, lights: [torch(0)] }, BOOK_RULESET).events).toEqual([]);
  });
});

describe("resilience (VARIANTS.md row 17, §13.3; 002:L310–L316)", () => {
  it("GT-15: CON 12, 14 hours since the safe rest: checks at hours 13 (DC 11) and 14 (DC 12)", () => {
    const r = settle({ from: 0, to: 14 * 3600, characters: [pc()] });
    expect(r.events).toContainEqual({ kind: "resilience", id: "pc", at: 13 * 3600, count: 2, checks: [{ hour: 13, dc: 11 }, { hour: 14, dc: 12 }] });
    expect(r.characters).toEqual([{ id: "pc", restAt: 0, hours: 14, checkedHours: 14 }]);
    // Settled hour by hour instead, the same checks come one at a time and nothing twice.
    let state = pc();
    const seen: unknown[] = [];
    for (let h = 1; h <= 14; h++) {
      const step = settle({ from: (h - 1) * 3600, to: h * 3600, characters: [state] });
      for (const e of step.events) if (e.kind === "resilience") seen.push(...e.checks);
      state = { ...state, checkedHours: step.characters[0]!.checkedHours };
    }
    expect(seen).toEqual([{ hour: 13, dc: 11 }, { hour: 14, dc: 12 }]);
  });

  it("no check up to CON hours; a character not counted yet starts counting at the jump's start", () => {
    expect(settle({ from: 0, to: 12 * 3600, characters: [pc()] }).events.filter((e) => e.kind === "resilience")).toEqual([]);
    const fresh = settle({ from: w, to: w + 3600, characters: [pc({ restAt: null })] });
    expect(fresh.characters[0]).toMatchObject({ restAt: w, hours: 1, checkedHours: 0 });
  });

  it("a check falling due mid-fight waits for the next round start", () => {
    // A round began at 46,790 (rounds of 20 s); hour 13 falls at 46,800, mid-round.
    const mid = settle({ from: 46_795, to: 46_805, characters: [pc()], combat: { second: 16 } });
    expect(mid.events.filter((e) => e.kind === "resilience")).toEqual([]);
    expect(mid.characters[0]!.checkedHours).toBe(0);
    const next = settle({ from: 46_805, to: 46_810, characters: [pc()], combat: { second: 1 } });
    expect(next.events).toEqual([{ kind: "resilience", id: "pc", at: 46_810, count: 1, checks: [{ hour: 13, dc: 11 }] }]);
  });

  it("a month without rest lists the latest checks and counts them all", () => {
    const r = settle({ from: 0, to: 30 * 24 * 3600, characters: [pc()] });
    const e = r.events.find((x) => x.kind === "resilience")!;
    expect(e).toMatchObject({ count: 720 - 12, at: 13 * 3600 });
    expect(e.kind === "resilience" && e.checks.length).toBe(MAX_LISTED_CHECKS);
    expect(e.kind === "resilience" && e.checks.at(-1)).toEqual({ hour: 720, dc: 10 + 708 });
    expect(resilienceInForce(OSR)).toBe(true);
    expect(resilienceInForce(BOOK_RULESET)).toBe(false);
  });
});

describe("one pass for any jump", () => {
  it("a jump of 0 settles nothing; a jump back is refused; a huge jump is exact", () => {
    expect(settle({ from: w, to: w, lights: [torch(w)], characters: [pc()] }).events.filter((e) => e.kind !== "resilience")).toEqual([]);
    expect(() => settle({ from: w, to: w - 1 })).toThrow(RulesError);
    const huge = settle({ from: 0, to: MAX_WORLD_TIME, lights: [torch(0)], characters: [pc()] });
    expect(huge.events.find((e) => e.kind === "travelTurn")).toMatchObject({ count: Math.floor(MAX_WORLD_TIME / 3600) });
    expect(() => settle({ from: 0, to: MAX_WORLD_TIME + 1 })).toThrow(RulesError);
  });

  it("property: splitting a jump in two gives the same outs, travel turns and checks as the whole", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 3, max: 18 }), (a, b, lit, con) => {
        const lights = [torch(lit)];
        const c = pc({ con });
        const whole = settle({ from: 0, to: a + b, lights, characters: [c] });
        const one = settle({ from: 0, to: a, lights, characters: [c] });
        const two = settle({ from: a, to: a + b, lights: one.events.some((e) => e.kind === "lightOut") ? [] : lights, characters: [{ ...c, checkedHours: one.characters[0]!.checkedHours }] });
        const count = (r: typeof whole, kind: string) => r.events.filter((e) => e.kind === kind).reduce((n, e) => n + ("count" in e ? e.count : 1), 0);
        for (const kind of ["lightOut", "travelTurn", "resilience"]) expect(count(one, kind) + count(two, kind)).toBe(count(whole, kind));
        expect(two.characters[0]!.checkedHours).toBe(whole.characters[0]!.checkedHours);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses malformed clocks with a rules error", () => {
    expect(() => settle({ lights: [{ ...torch(w), burnedSeconds: 4000 }] })).toThrow(RulesError);
    expect(() => settle({ characters: [pc({ con: Number.NaN })] })).toThrow(RulesError);
    expect(() => settle({ combat: { second: 0 } })).toThrow(RulesError);
    expect(() => settle({ combat: { second: 21 } })).toThrow(RulesError);
    expect(() => settleWorldClocks({ from: 0, to: 1, lights: [], characters: [] }, {} as never)).toThrow(RulesError);
  });
});
