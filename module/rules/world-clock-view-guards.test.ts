/**
 * The edges of the sheet's world-clock view (./world-clock-view.ts): stored burn fields clamped to
 * their bounds or read as none, the items the view skips, an unlit light with time left, a light lit
 * after now, the hour boundary of the hours since a rest, a stored CON out of bounds, and the input's
 * refusals. The text's examples are in world-clock-view.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_WORLD_TIME } from "./bounds";
import { MAX_BURN_SECONDS, MAX_RESILIENCE_CON } from "./world-clocks";
import { storedLight, worldClockView } from "./world-clock-view";

const OSR = resolveRuleset(PRESETS.osr);
const gear = (id: unknown, system: unknown, type = "gear") => ({ id, type, system }) as never;
const view = (now: number, items: unknown[], character: { con: unknown; restAt: unknown } | null = null, ruleset = OSR) => worldClockView({ now, items: items as never, character }, ruleset);

describe("storedLight", () => {
  it("a burn time above the bound is held to it; none, 0, negative or text is no light", () => {
    expect(storedLight({ burnSeconds: MAX_BURN_SECONDS + 1 })).toEqual({ burnSeconds: MAX_BURN_SECONDS, burnedSeconds: 0, litAt: null });
    expect(storedLight({ burnSeconds: 1 })).toEqual({ burnSeconds: 1, burnedSeconds: 0, litAt: null });
    for (const burnSeconds of [undefined, 0, -5, "3600", 1.5]) expect(storedLight({ burnSeconds }), String(burnSeconds)).toBeNull();
    expect(storedLight("torch")).toBeNull();
    // A function carrying the fields is no stored data: no light.
    expect(storedLight(Object.assign(() => 0, { burnSeconds: 3600 }))).toBeNull();
    expect(storedLight(undefined)).toBeNull();
  });

  it("burnt seconds held to 0 and the burn time, read as 0 when not whole; the lit time held to ± the world's bound", () => {
    expect(storedLight({ burnSeconds: 3600, burnedSeconds: -3, litAt: -MAX_WORLD_TIME - 1 })).toEqual({ burnSeconds: 3600, burnedSeconds: 0, litAt: -MAX_WORLD_TIME });
    expect(storedLight({ burnSeconds: 3600, burnedSeconds: 1.5, litAt: MAX_WORLD_TIME + 1 })).toEqual({ burnSeconds: 3600, burnedSeconds: 0, litAt: MAX_WORLD_TIME });
    expect(storedLight({ burnSeconds: 3600, burnedSeconds: 600, litAt: 7 })).toEqual({ burnSeconds: 3600, burnedSeconds: 600, litAt: 7 });
  });
});

describe("worldClockView's lights", () => {
  it("an unlit light with time left is neither lit nor spent; a light lit after now has burnt nothing", () => {
    expect(view(1000, [gear("a", { burnSeconds: 3600, burnedSeconds: 600 })]).lights).toEqual({ a: { lit: false, spent: false, left: { hours: 0, minutes: 50 } } });
    expect(view(1000, [gear("b", { burnSeconds: 10_800, burnedSeconds: 0, litAt: 5000 })]).lights).toEqual({ b: { lit: true, spent: false, left: { hours: 3, minutes: 0 } } });
    expect(view(0, [gear("c", { burnSeconds: 3600, burnedSeconds: 3600 })]).lights).toEqual({ c: { lit: false, spent: true, left: { hours: 0, minutes: 0 } } });
  });

  it("skips what is no gear, has no text id, is no object or no light", () => {
    const torch = { burnSeconds: 3600 };
    const fn = Object.assign(() => 0, { id: "f", type: "gear", system: torch });
    const items = [null, 5, fn, gear("w", torch, "weapon"), gear(7, torch), gear("n", { burnSeconds: 0 }), gear("t", torch)];
    expect(Object.keys(view(0, items).lights)).toEqual(["t"]);
  });

  it("refuses an input that is no object, a time out of bounds or not whole, items that are no list", () => {
    expectRefusal(() => worldClockView(null as never, OSR), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => view(MAX_WORLD_TIME + 1, []), "OUT_OF_RANGE", "input.now", MAX_WORLD_TIME + 1, "");
    expect(view(MAX_WORLD_TIME, []).lights).toEqual({});
    expectRefusal(() => view(1.5, []), "NOT_INTEGER", "input.now", 1.5, "");
    expectRefusal(() => worldClockView({ now: 0, items: "x" as never, character: null }, OSR), "INVALID_ARGUMENT", "input.items", "x", "expected an array");
    expect(() => worldClockView({ now: 0, items: [], character: null }, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});

describe("worldClockView's resilience", () => {
  it("whole hours since the rest: 0 at the rest and just before the hour, 1 on it; 0 when the rest is ahead", () => {
    const at = (now: number, restAt: unknown) => view(now, [], { con: 12, restAt }).resilience?.hours;
    expect([at(7200, 7200), at(7200 + 3599, 7200), at(7200 + 3600, 7200), at(100, 7200)]).toEqual([0, 0, 1, 0]);
    expect(at(3600, "x")).toBe(0);
  });

  it("a stored CON out of bounds is held to them; none whole is 0", () => {
    const res = (con: unknown) => view(0, [], { con, restAt: 0 }).resilience?.resilience;
    expect([res(MAX_RESILIENCE_CON + 1), res(-4), res("12"), res(12.5), res(0)]).toEqual([MAX_RESILIENCE_CON, 0, 0, 0, 0]);
  });

  it("no character, a character that is no object, or the book: no resilience", () => {
    expect(view(0, [], null).resilience).toBeNull();
    expect(view(0, [], "pc" as never).resilience).toBeNull();
    expect(view(0, [], { con: 12, restAt: 0 }, BOOK_RULESET).resilience).toBeNull();
  });
});
