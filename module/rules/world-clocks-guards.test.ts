/**
 * The edges of the world-time clocks (./world-clocks.ts): every refusal's code, parameter, value and
 * text, the warning exactly at the jump's ends, a light already past its time, a lit item of no
 * burn time, a negative CON, exactly 24 and 25 checks listed, a check in a fight on a round start,
 * events ordered by time across kinds, and the state kept under the book. The text's examples are in
 * world-clocks.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_WORLD_TIME } from "./bounds";
import {
  AFLOAT_TURN_SECONDS,
  MAX_BURN_SECONDS,
  MAX_LISTED_CHECKS,
  MAX_RESILIENCE_CON,
  SECONDS_PER_HOUR,
  burntOutLight,
  hoursAndMinutes,
  lightClockOf,
  lightRemaining,
  resilienceInForce,
  setLightLit,
  settleWorldClocks,
  type LightClock,
  type ResilienceClock,
  type WorldClockInput,
} from "./world-clocks";

const OSR = resolveRuleset(PRESETS.osr);
const torch = (litAt: number | null, burnedSeconds = 0, id = "torch"): LightClock => ({ id, burnSeconds: 3600, burnedSeconds, litAt });
const pc = (over: Partial<ResilienceClock> = {}): ResilienceClock => ({ id: "pc", con: 12, restAt: 0, checkedHours: 0, ...over });
const settle = (over: Partial<WorldClockInput>, ruleset = OSR) => settleWorldClocks({ from: 0, to: 0, lights: [], characters: [], ...over }, ruleset);

describe("the clocks' figures", () => {
  it("an hour, a year's burn, the CON read, the turns afloat, the checks listed", () => {
    expect([SECONDS_PER_HOUR, MAX_BURN_SECONDS, MAX_RESILIENCE_CON, MAX_LISTED_CHECKS]).toEqual([3600, 365 * 86_400, 10_000, 24]);
    expect(AFLOAT_TURN_SECONDS).toEqual({ day: 86_400, week: 604_800 });
  });
});

describe("a light's state", () => {
  it("time left: unlit, lit before now, lit after now (nothing burnt since), burnt out", () => {
    expect(lightRemaining(torch(null, 600), 99)).toBe(3000);
    expect(lightRemaining(torch(100, 600), 700)).toBe(2400);
    expect(lightRemaining(torch(5000, 600), 100)).toBe(3000);
    expect(lightRemaining(torch(0, 600), 9999)).toBe(0);
  });

  it("lit or put out: unchanged (a copy of its state) when already so; lighting keeps the seconds burnt", () => {
    const lit = torch(50, 100);
    const same = setLightLit(lit, true, 70);
    expect(same).toEqual({ burnSeconds: 3600, burnedSeconds: 100, litAt: 50 });
    expect(same).not.toBe(lit);
    expect(setLightLit(torch(null, 100), false, 70)).toEqual({ burnSeconds: 3600, burnedSeconds: 100, litAt: null });
    expect(setLightLit(torch(null, 100), true, 70)).toEqual({ burnSeconds: 3600, burnedSeconds: 100, litAt: 70 });
  });

  it("gives back the light's state only, in every branch: nothing else the caller passed rides through unchecked", () => {
    const odd = { id: 2 ** 53, tag: { value: -(2 ** 53) }, burnSeconds: 3600, burnedSeconds: 0, litAt: 0 };
    for (const [lit, now] of [[true, 0], [false, 600]] as const) {
      expect(Object.keys(setLightLit(odd, lit, now)).sort()).toEqual(["burnSeconds", "burnedSeconds", "litAt"]);
    }
    expect(Object.keys(setLightLit({ ...odd, litAt: null }, false, 0)).sort()).toEqual(["burnSeconds", "burnedSeconds", "litAt"]);
  });

  it("lighting a light of no burn time or none left is refused by name", () => {
    expectRefusal(() => setLightLit({ burnSeconds: 0, burnedSeconds: 0, litAt: null }, true, 0), "INVALID_ARGUMENT", "light.burnSeconds", 0, "expected a light item (a burn time above 0)");
    expectRefusal(() => setLightLit(torch(null, 3600), true, 0), "OUT_OF_RANGE", "light.burnedSeconds", 3600, "expected a light with burn time left");
  });

  it("a stack of two leaves one whole; an empty stack stays spent; the state is checked", () => {
    expect(burntOutLight(torch(0), 2)).toEqual({ burnSeconds: 3600, burnedSeconds: 0, litAt: null, quantity: 1 });
    expect(burntOutLight(torch(0), 0)).toEqual({ burnSeconds: 3600, burnedSeconds: 3600, litAt: null, quantity: 0 });
    expectRefusal(() => burntOutLight(torch(0), -1), "NEGATIVE", "quantity", -1, "");
    expectRefusal(() => burntOutLight(null as never, 1), "INVALID_ARGUMENT", "light", null, "expected an object");
  });

  it("the light's fields refused by name", () => {
    expectRefusal(() => lightRemaining({ burnSeconds: MAX_BURN_SECONDS + 1, burnedSeconds: 0, litAt: null }, 0), "OUT_OF_RANGE", "light.burnSeconds", MAX_BURN_SECONDS + 1, "");
    expect(lightRemaining({ burnSeconds: MAX_BURN_SECONDS, burnedSeconds: 0, litAt: null }, 0)).toBe(MAX_BURN_SECONDS);
    expectRefusal(() => lightRemaining({ burnSeconds: -1, burnedSeconds: 0, litAt: null }, 0), "NEGATIVE", "light.burnSeconds", -1, "");
    expectRefusal(() => lightRemaining({ burnSeconds: 60, burnedSeconds: -1, litAt: null }, 0), "NEGATIVE", "light.burnedSeconds", -1, "");
    expectRefusal(() => lightRemaining({ burnSeconds: 60, burnedSeconds: 61, litAt: null }, 0), "OUT_OF_RANGE", "light.burnedSeconds", 61, "expected at most the burn time");
    expect(lightRemaining({ burnSeconds: 60, burnedSeconds: 60, litAt: null }, 0)).toBe(0);
    expectRefusal(() => lightRemaining({ burnSeconds: 60, burnedSeconds: 0, litAt: MAX_WORLD_TIME + 1 }, 0), "OUT_OF_RANGE", "light.litAt", MAX_WORLD_TIME + 1, "");
    expectRefusal(() => lightRemaining({ burnSeconds: 60, burnedSeconds: 0, litAt: 0.5 }, 0), "NOT_INTEGER", "light.litAt", 0.5, "");
    expectRefusal(() => lightRemaining(torch(0), MAX_WORLD_TIME + 1), "OUT_OF_RANGE", "now", MAX_WORLD_TIME + 1, "");
  });

  it("hours and minutes at the bound; refusals by name", () => {
    expect(hoursAndMinutes(3601)).toEqual({ hours: 1, minutes: 1 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 1 });
    expect(hoursAndMinutes(MAX_WORLD_TIME)).toEqual({ hours: Math.floor(Math.ceil(MAX_WORLD_TIME / 60) / 60), minutes: Math.ceil(MAX_WORLD_TIME / 60) % 60 });
    expectRefusal(() => hoursAndMinutes(MAX_WORLD_TIME + 1), "OUT_OF_RANGE", "seconds", MAX_WORLD_TIME + 1, "");
    expectRefusal(() => hoursAndMinutes(-1), "NEGATIVE", "seconds", -1, "");
  });

  it("the rules in force read through the ruleset", () => {
    expect(() => lightClockOf(null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
    expect(() => resilienceInForce(null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});

describe("settleWorldClocks: lights", () => {
  it("the warning exactly at the jump's end is given; exactly at its start it was given before", () => {
    expect(settle({ from: 0, to: 3000, lights: [torch(0)] }).events).toEqual([{ kind: "lightLow", id: "torch", at: 3000, outAt: 3600 }]);
    expect(settle({ from: 3000, to: 3599, lights: [torch(0)] }).events).toEqual([]);
    expect(settle({ from: 2999, to: 3000, lights: [torch(0)] }).events).toEqual([{ kind: "lightLow", id: "torch", at: 3000, outAt: 3600 }]);
    expect(settle({ from: 0, to: 2999, lights: [torch(0)] }).events).toEqual([]);
  });

  it("a light already past its time, never settled, goes out at the jump's start; an unlit one or one of no burn time never", () => {
    expect(settle({ from: 5000, to: 5001, lights: [torch(0)] }).events).toEqual([{ kind: "lightOut", id: "torch", at: 5000 }]);
    expect(settle({ from: 0, to: 9999, lights: [torch(null)] }).events.filter((e) => e.kind !== "travelTurn")).toEqual([]);
    expect(settle({ from: 0, to: 9999, lights: [{ id: "x", burnSeconds: 0, burnedSeconds: 0, litAt: 0 }] }).events.filter((e) => e.kind !== "travelTurn")).toEqual([]);
  });

  it("events in order of time whatever their kind; at one time the travel turn, then lights, then checks", () => {
    const r = settle({ from: 0, to: 5000, lights: [torch(-3500, 0, "early"), torch(0, 0, "late")], characters: [pc({ con: 0 })] });
    expect(r.events.map((e) => [e.kind, e.at])).toEqual([
      ["lightOut", 100],
      ["travelTurn", 3600],
      ["lightOut", 3600],
      ["resilience", 3600],
    ]);
    const later = settle({ from: 0, to: 7000, lights: [torch(4000)], characters: [pc({ con: 0 })] });
    expect(later.events.map((e) => e.kind)).toEqual(["travelTurn", "resilience", "lightLow"]);
  });
});

describe("settleWorldClocks: resilience", () => {
  it("a negative CON counts as none: the first hour brings a check at DC 11", () => {
    const r = settle({ from: 0, to: 3600, characters: [pc({ con: -5 })] });
    expect(r.events).toEqual([{ kind: "travelTurn", at: 3600, count: 1, lastAt: 3600, unit: "hour" }, { kind: "resilience", id: "pc", at: 3600, count: 1, checks: [{ hour: 1, dc: 11 }] }]);
  });

  it("exactly 24 checks are all listed; 25 list the latest 24", () => {
    const all = settle({ from: 0, to: 24 * 3600, characters: [pc({ con: 0 })] }).events.find((e) => e.kind === "resilience");
    expect(all).toMatchObject({ count: 24, at: 3600 });
    expect(all?.kind === "resilience" && all.checks.map((c) => c.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const more = settle({ from: 0, to: 25 * 3600, characters: [pc({ con: 0 })] }).events.find((e) => e.kind === "resilience");
    expect(more?.kind === "resilience" && [more.count, more.checks.length, more.checks[0]?.hour]).toEqual([25, 24, 2]);
  });

  it("hours already checked are not asked again; a rest after the jump's end counts no hours", () => {
    expect(settle({ from: 0, to: 14 * 3600, characters: [pc({ checkedHours: 13 })] }).events.find((e) => e.kind === "resilience")).toEqual({ kind: "resilience", id: "pc", at: 14 * 3600, count: 1, checks: [{ hour: 14, dc: 12 }] });
    expect(settle({ from: 0, to: 3600, characters: [pc({ restAt: 7200 })] }).characters).toEqual([{ id: "pc", restAt: 7200, hours: 0, checkedHours: 0 }]);
  });

  it("in a fight a check due on a round start is rolled then; the hour before the round waits", () => {
    // Round starts every 20 s from 46,780 (second 1 at 46,780); hour 13 falls at 46,800, a round start.
    const on = settle({ from: 46_790, to: 46_800, characters: [pc()], combat: { second: 1 } });
    expect(on.events.filter((e) => e.kind === "resilience")).toEqual([{ kind: "resilience", id: "pc", at: 46_800, count: 1, checks: [{ hour: 13, dc: 11 }] }]);
    const before = settle({ from: 46_790, to: 46_799, characters: [pc()], combat: { second: 20 } });
    expect(before.events).toEqual([]);
    // The jump ends on the next round start (46,820): the check that fell due at 46,800, itself a round start, is dated then.
    expect(settle({ from: 46_790, to: 46_820, characters: [pc()], combat: { second: 1 } }).events.filter((e) => e.kind === "resilience")).toMatchObject([{ at: 46_800 }]);
    // Mid-round at 46,830 (second 11 of the round from 46,820): the check is dated at the round start before it.
    expect(settle({ from: 46_790, to: 46_830, characters: [pc()], combat: { second: 11 } }).events.filter((e) => e.kind === "resilience")).toMatchObject([{ at: 46_800 }]);
  });

  it("under the book no check falls due, but the rest time and the hours are still reported", () => {
    expect(settle({ from: 100, to: 100 + 20 * 3600, characters: [pc({ restAt: null, checkedHours: 3 })] }, BOOK_RULESET)).toEqual({ events: [], characters: [{ id: "pc", restAt: 100, hours: 20, checkedHours: 3 }] });
  });
});

describe("settleWorldClocks: the input's refusals", () => {
  it("the jump", () => {
    expectRefusal(() => settleWorldClocks(null as never, OSR), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => settle({ from: 10, to: 9 }), "OUT_OF_RANGE", "input.to", 9, "expected a world time at or after input.from");
    expectRefusal(() => settle({ from: 0.5, to: 9 }), "NOT_INTEGER", "input.from", 0.5, "");
    expectRefusal(() => settle({ from: 0, to: MAX_WORLD_TIME + 1 }), "OUT_OF_RANGE", "input.to", MAX_WORLD_TIME + 1, "");
    expect(settle({ from: -50, to: -50 }).events).toEqual([]);
    expectRefusal(() => settle({ lights: "x" as never }), "INVALID_ARGUMENT", "input.lights", "x", "expected an array");
    expectRefusal(() => settle({ characters: "x" as never }), "INVALID_ARGUMENT", "input.characters", "x", "expected an array");
  });

  it("a light", () => {
    expectRefusal(() => settle({ lights: [torch(0), { ...torch(0), burnedSeconds: 4000 }] }), "OUT_OF_RANGE", "input.lights[1].burnedSeconds", 4000, "expected at most the burn time");
    expectRefusal(() => settle({ lights: [{ ...torch(0), id: 5 as never }] }), "INVALID_ARGUMENT", "input.lights[0].id", 5, "expected a string");
  });

  it("a character", () => {
    expectRefusal(() => settle({ characters: [null as never] }), "INVALID_ARGUMENT", "input.characters[0]", null, "expected an object");
    expectRefusal(() => settle({ characters: [pc(), pc({ id: 3 as never })] }), "INVALID_ARGUMENT", "input.characters[1].id", 3, "expected a string");
    expectRefusal(() => settle({ characters: [pc({ con: 1.5 })] }), "NOT_INTEGER", "input.characters[0].con", 1.5, "");
    expectRefusal(() => settle({ characters: [pc({ con: MAX_RESILIENCE_CON + 1 })] }), "OUT_OF_RANGE", "input.characters[0].con", MAX_RESILIENCE_CON + 1, "");
    expect(settle({ characters: [pc({ con: MAX_RESILIENCE_CON })] }).characters).toHaveLength(1);
    expectRefusal(() => settle({ characters: [pc({ restAt: 0.5 })] }), "NOT_INTEGER", "input.characters[0].restAt", 0.5, "");
    expectRefusal(() => settle({ characters: [pc({ checkedHours: -1 })] }), "NEGATIVE", "input.characters[0].checkedHours", -1, "");
    expectRefusal(() => settle({ characters: [pc({ checkedHours: MAX_WORLD_TIME + 1 })] }), "OUT_OF_RANGE", "input.characters[0].checkedHours", MAX_WORLD_TIME + 1, "");
  });

  it("the way of travelling and the fight", () => {
    expectRefusal(() => settle({ afloat: "moon" as never }), "INVALID_ARGUMENT", "input.afloat", "moon", "expected one of sea, lake, river, swamp");
    expectRefusal(() => settle({ overland: 1 as never }), "INVALID_ARGUMENT", "input.overland", 1, "expected true or false");
    expectRefusal(() => settle({ overland: true, afloat: "sea" }), "INVALID_ARGUMENT", "input.overland", true, "expected no overland march on a jump sailed afloat");
    expect(settle({ overland: false, afloat: "sea" }).events).toEqual([]);
    expectRefusal(() => settle({ combat: 5 as never }), "INVALID_ARGUMENT", "input.combat", 5, "expected an object");
    expectRefusal(() => settle({ combat: { second: 21 } }), "OUT_OF_RANGE", "input.combat.second", 21, "");
    expect(settle({ combat: { second: 20 } }).events).toEqual([]);
    expect(() => settleWorldClocks({ from: 0, to: 0, lights: [], characters: [] }, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});
