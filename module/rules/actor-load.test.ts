import { describe, expect, it } from "vitest";
import { RulesError } from "./errors";
import fc from "fast-check";
import {
  carriedWeight,
  loadWeights,
  mergeAdaptations,
  minutesToSeconds,
  persistentEndsAt,
  persistentSecondsLeft,
  persistentExpired,
  quicknessInForce,
  weaponInHandModifier,
  wholeMinutes,
} from "./actor-load";
import { ELF, NATIVE, SAURIAN } from "./terrain";

describe("loadWeights: standard kit does not count towards the load (docs/rules.md §6)", () => {
  it("splits marked kit from the counted weight", () => {
    expect(loadWeights([{ weight: 12, standardKit: true }, { weight: 3, quantity: 4 }, { weight: 0.5, quantity: 2, standardKit: true }])).toEqual({ counted: 12, kit: 13 });
    expect(loadWeights([{ weight: 0.1 }, { weight: 0.2, standardKit: false }])).toEqual({ counted: 0.3, kit: 0 });
    expect(loadWeights([])).toEqual({ counted: 0, kit: 0 });
  });
  it("property: counted + kit is the whole carried weight, and marking an item never raises the counted weight", () => {
    const entry = fc.record({ weight: fc.integer({ min: 0, max: 100_000 }).map((u) => u / 1000), quantity: fc.integer({ min: 0, max: 50 }), standardKit: fc.boolean() });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.nat(), (entries, pick) => {
        const { counted, kit } = loadWeights(entries);
        expect(Math.round((counted + kit) * 1000)).toBe(Math.round(carriedWeight(entries) * 1000));
        if (entries.length === 0) return;
        const i = pick % entries.length;
        const marked = entries.map((e, j) => (j === i ? { ...e, standardKit: true } : e));
        expect(loadWeights(marked).counted).toBeLessThanOrEqual(counted);
      }),
    );
  });
  it("rejects bad entries as carriedWeight does", () => {
    expect(() => loadWeights([{ weight: -1 }])).toThrow(RulesError);
  });
});

describe("carriedWeight", () => {
  it("sums weight × quantity", () => {
    expect(carriedWeight([{ weight: 12 }, { weight: 3, quantity: 4 }, { weight: 0.5, quantity: 2 }])).toBe(25);
  });
  it("is exact at the 1/1000 lb resolution", () => {
    expect(carriedWeight([{ weight: 0.1 }, { weight: 0.2 }])).toBe(0.3);
  });
  it("carries nothing for no items or zero quantity", () => {
    expect(carriedWeight([])).toBe(0);
    expect(carriedWeight([{ weight: 50, quantity: 0 }])).toBe(0);
  });
  it("refuses negative weights and fractional quantities", () => {
    expect(() => carriedWeight([{ weight: -1 }])).toThrow(RulesError);
    expect(() => carriedWeight([{ weight: 1, quantity: 1.5 }])).toThrow(RulesError);
  });
});

describe("weaponInHandModifier", () => {
  it("is 0 with nothing in hand", () => expect(weaponInHandModifier([])).toBe(0));
  it("book: fists −2, great axe +2", () => {
    expect(weaponInHandModifier([-2])).toBe(-2);
    expect(weaponInHandModifier([2])).toBe(2);
  });
  it("takes the slowest weapon in hand", () => expect(weaponInHandModifier([-2, 2, 0])).toBe(2));
  it("refuses fractions", () => expect(() => weaponInHandModifier([0.5])).toThrow(RulesError));
});

describe("quicknessInForce", () => {
  it("uses the actor's rating without a skill item", () => expect(quicknessInForce(14, [])).toBe(14));
  it("lets the highest quickness skill override it", () => expect(quicknessInForce(14, [8, 23])).toBe(23));
  it("refuses negative ratings", () => expect(() => quicknessInForce(0, [-1])).toThrow(RulesError));
});

describe("mergeAdaptations", () => {
  it("combines distinct entries", () => {
    expect(mergeAdaptations(ELF, SAURIAN)).toEqual({ forest: "tundra", swamp: "plains" });
  });
  it("keeps the easier target where maps overlap", () => {
    // native swamp → desert (1.9) against saurian swamp → plains (1.4)
    expect(mergeAdaptations({ swamp: NATIVE.swamp! }, SAURIAN)).toEqual({ swamp: "plains" });
    expect(mergeAdaptations(SAURIAN, { swamp: NATIVE.swamp! })).toEqual({ swamp: "plains" });
  });
  it("drops a mapping that would make the terrain harder", () => {
    expect(mergeAdaptations({ plains: "mountains" })).toEqual({});
  });
  it("refuses unknown terrains", () => {
    expect(() => mergeAdaptations({ lava: "plains" } as never)).toThrow(RulesError);
  });
});

describe("minutesToSeconds", () => {
  it("converts and rounds to whole seconds", () => {
    expect(minutesToSeconds(30)).toBe(1800);
    expect(minutesToSeconds(0.51)).toBe(31);
  });
});

describe("wholeMinutes and persistentEndsAt", () => {
  it("counts whole minutes", () => {
    expect(wholeMinutes(1799)).toBe(29);
    expect(wholeMinutes(1800)).toBe(30);
  });
  it("ends persistent encumbrance four hours after the drop", () => {
    expect(persistentEndsAt(1000)).toBe(1000 + 4 * 3600);
    expect(persistentEndsAt(null)).toBeNull();
  });
});

describe("persistentExpired", () => {
  it("is over exactly four hours after the drop", () => {
    expect(persistentExpired(100, 100 + 4 * 3600 - 1)).toBe(false);
    expect(persistentExpired(100, 100 + 4 * 3600)).toBe(true);
  });
  it("keeps a drop when the clock was set back, and has nothing to expire without one", () => {
    expect(persistentExpired(100, 50)).toBe(false);
    expect(persistentExpired(null, 1e9)).toBe(false);
  });
});

describe("persistentSecondsLeft", () => {
  it("counts down the four hours after a drop and never goes below zero", () => {
    expect(persistentSecondsLeft(null, 5000)).toBe(0);
    expect(persistentSecondsLeft(1000, 1000)).toBe(4 * 3600);
    expect(persistentSecondsLeft(1000, 1000 + 3 * 3600)).toBe(3600);
    expect(persistentSecondsLeft(1000, 1000 + 4 * 3600)).toBe(0);
    expect(persistentSecondsLeft(1000, 1000 + 9 * 3600)).toBe(0);
  });
});
