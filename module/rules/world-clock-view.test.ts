import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { RulesError } from "./errors";
import { storedLight, worldClockView } from "./world-clock-view";

const OSR = resolveRuleset(PRESETS.osr);
const torch = (system: Record<string, unknown>) => ({ id: "t", type: "gear", system: { burnSeconds: 3600, burnedSeconds: 0, litAt: null, ...system } });

describe("the sheet's view of the world-time clocks (VARIANTS.md rows 16–17)", () => {
  it("GT-14 on the sheet: a torch lit at w shows 59 minutes at w + 60 and burnt out at w + 3,600", () => {
    const w = 500_000;
    expect(worldClockView({ now: w + 60, items: [torch({ litAt: w })], character: null }, OSR).lights["t"]).toEqual({ lit: true, spent: false, left: { hours: 0, minutes: 59 } });
    expect(worldClockView({ now: w + 3600, items: [torch({ litAt: w })], character: null }, OSR).lights["t"]).toEqual({ lit: false, spent: true, left: { hours: 0, minutes: 0 } });
  });

  it("an item with no burn time is no light; stored values out of bounds are clamped", () => {
    expect(storedLight({ burnSeconds: 0 })).toBeNull();
    expect(storedLight({ burnSeconds: 3600, burnedSeconds: 99_999, litAt: "x" })).toEqual({ burnSeconds: 3600, burnedSeconds: 3600, litAt: null });
    expect(storedLight(null)).toBeNull();
    expect(worldClockView({ now: 0, items: [{ id: "s", type: "weapon", system: { burnSeconds: 3600 } }], character: null }, OSR).lights).toEqual({});
  });

  it("a character's hours since its safe rest against its resilience; none under the book", () => {
    expect(worldClockView({ now: 14 * 3600, items: [], character: { con: 12, restAt: 0 } }, OSR).resilience).toEqual({ hours: 14, resilience: 12 });
    expect(worldClockView({ now: 100, items: [], character: { con: 12, restAt: null } }, OSR).resilience).toEqual({ hours: 0, resilience: 12 });
    expect(worldClockView({ now: 14 * 3600, items: [torch({ litAt: 0 })], character: { con: 12, restAt: 0 } }, BOOK_RULESET)).toEqual({ lights: {}, resilience: null });
  });

  it("refuses a world time that is not a whole number", () => {
    expect(() => worldClockView({ now: 0.5, items: [], character: null }, OSR)).toThrow(RulesError);
  });
});
