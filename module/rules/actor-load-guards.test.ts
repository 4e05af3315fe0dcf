/**
 * The edges of ./actor-load.ts (RULES.md §6, §2): every refusal's parameter and text, the carried
 * total at exactly its bound, a terrain mapped to itself, and the persistent clock with no drop.
 * The golden cases are in actor-load.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../tests/support/rules-error";
import { MAX_CARRIED_LB, MAX_INITIATIVE_MODIFIER, MAX_QUANTITY, MAX_RATING, MAX_WEIGHT_LB, MAX_WORLD_TIME } from "./bounds";
import { SECONDS_PER_MINUTE, carriedWeight, loadWeights, mergeAdaptations, minutesToSeconds, persistentEndsAt, persistentExpired, persistentSecondsLeft, quicknessInForce, weaponInHandModifier, wholeMinutes } from "./actor-load";

describe("carriedWeight, loadWeights", () => {
  it("a list that is no array is refused with what was expected", () => {
    for (const [f, text] of [
      [() => carriedWeight("x" as never), "expected an array of { weight, quantity }"],
      [() => loadWeights("x" as never), "expected an array of { weight, quantity, standardKit }"],
    ] as const) {
      const e = refusal(f);
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "entries", "x"]);
      expect(e.message).toContain(text);
    }
  });

  it("a total of exactly the bound is carried; one unit more is refused, with the total in lb", () => {
    const per = MAX_CARRIED_LB / MAX_WEIGHT_LB;
    expect(per).toBeLessThanOrEqual(MAX_QUANTITY);
    expect(carriedWeight([{ weight: MAX_WEIGHT_LB, quantity: per }])).toBe(MAX_CARRIED_LB);
    const e = refusal(() => carriedWeight([{ weight: MAX_WEIGHT_LB, quantity: per }, { weight: 0.001 }]));
    expect([e.code, e.parameter, e.value]).toEqual(["OUT_OF_RANGE", "entries", MAX_CARRIED_LB + 0.001]);
    expect(e.message).toContain(`expected at most ${MAX_CARRIED_LB} lb in all`);
  });

  it("names the entry and its field", () => {
    expect(refusal(() => carriedWeight([{ weight: 1 }, null as never])).parameter).toBe("entries[1]");
    expect(refusal(() => carriedWeight([{ weight: 1 }, { weight: -1 }])).parameter).toBe("entries[1].weight");
    expect(refusal(() => carriedWeight([{ weight: 1 }, { weight: "x" as never }])).parameter).toBe("entries[1].weight");
    expect(refusal(() => carriedWeight([{ weight: 1 }, { weight: 1, quantity: 1.5 }])).parameter).toBe("entries[1].quantity");
    const heavy = refusal(() => carriedWeight([{ weight: 1 }, { weight: MAX_WEIGHT_LB + 1 }]));
    expect([heavy.code, heavy.parameter]).toEqual(["OUT_OF_RANGE", "entries[1].weight"]);
    const many = refusal(() => carriedWeight([{ weight: 1 }, { weight: 0, quantity: MAX_QUANTITY + 1 }]));
    expect([many.code, many.parameter]).toEqual(["OUT_OF_RANGE", "entries[1].quantity"]);
    expect(carriedWeight([{ weight: MAX_WEIGHT_LB, quantity: 1 }, { weight: 0, quantity: MAX_QUANTITY }])).toBe(MAX_WEIGHT_LB);
    expect(refusal(() => carriedWeight(new Array(2) as never)).parameter).toBe("entries[0]");
    expect(refusal(() => loadWeights(new Array(2) as never)).parameter).toBe("entries[0]");
  });

  it("a missing entry in a load is refused as a RulesError, not a script error", () => {
    expect(refusal(() => loadWeights([{ weight: 1 }, null as never])).parameter).toBe("entries[1]");
  });

  it("a bad entry of a load is named by its place in the list, kit or not", () => {
    expect(refusal(() => loadWeights([{ weight: 1, standardKit: true }, { weight: -1 }])).parameter).toBe("entries[1].weight");
    expect(refusal(() => loadWeights([{ weight: 1 }, { weight: 2, quantity: -1, standardKit: true }])).parameter).toBe("entries[1].quantity");
    expect(refusal(() => loadWeights([{ weight: 1, standardKit: true }, { weight: MAX_WEIGHT_LB + 1 }])).parameter).toBe("entries[1].weight");
  });
});

describe("weaponInHandModifier, quicknessInForce", () => {
  it("refuses a list that is no array, naming it, with what was expected", () => {
    const m = refusal(() => weaponInHandModifier("x" as never));
    expect([m.code, m.parameter, m.message]).toEqual(["INVALID_ARGUMENT", "modifiers", expect.stringContaining("expected an array of integers")]);
    const q = refusal(() => quicknessInForce(3, "x" as never));
    expect([q.code, q.parameter, q.message]).toEqual(["INVALID_ARGUMENT", "skillRatings", expect.stringContaining("expected an array of ratings")]);
  });

  it("names each entry past its bound or not whole", () => {
    expect(weaponInHandModifier([-2, MAX_INITIATIVE_MODIFIER])).toBe(MAX_INITIATIVE_MODIFIER);
    expect(refusal(() => weaponInHandModifier([0, MAX_INITIATIVE_MODIFIER + 1])).parameter).toBe("modifiers[1]");
    expect(refusal(() => weaponInHandModifier([0, 0.5])).parameter).toBe("modifiers[1]");
    expect(quicknessInForce(0, [MAX_RATING])).toBe(MAX_RATING);
    expect(refusal(() => quicknessInForce(0, [1, MAX_RATING + 1])).parameter).toBe("skillRatings[1]");
    expect(refusal(() => quicknessInForce(0, [1, -1])).parameter).toBe("skillRatings[1]");
    expect(refusal(() => quicknessInForce(-1, [])).parameter).toBe("baseRating");
    expect(refusal(() => quicknessInForce(MAX_RATING + 1, [])).parameter).toBe("baseRating");
    // A hole in a list is refused where it is.
    expect(refusal(() => weaponInHandModifier(new Array(2) as never)).parameter).toBe("modifiers[0]");
    expect(refusal(() => quicknessInForce(0, new Array(2) as never)).parameter).toBe("skillRatings[0]");
  });
});

describe("mergeAdaptations", () => {
  it("a terrain mapped to itself or left undefined adds nothing", () => {
    expect(Object.keys(mergeAdaptations({ forest: "forest" }))).toEqual([]);
    expect(Object.keys(mergeAdaptations({ forest: undefined }))).toEqual([]);
    expect(refusal(() => mergeAdaptations({}, "x" as never)).parameter).toMatch(/^maps\[1\]/);
  });
});

describe("minutes, seconds and the persistent clock", () => {
  it("refuses minutes past the world's clock and names each parameter", () => {
    const top = MAX_WORLD_TIME / SECONDS_PER_MINUTE;
    expect(minutesToSeconds(Math.floor(top))).toBe(Math.floor(top) * SECONDS_PER_MINUTE);
    expect(refusal(() => minutesToSeconds(top + 1)).parameter).toBe("minutes");
    expect(refusal(() => minutesToSeconds(Number.NaN)).parameter).toBe("minutes");
    expect(refusal(() => wholeMinutes(-1)).parameter).toBe("seconds");
    expect(refusal(() => wholeMinutes(MAX_WORLD_TIME + 2)).parameter).toBe("seconds");
    expect(refusal(() => persistentEndsAt(1.5)).parameter).toBe("droppedAt");
    expect(refusal(() => persistentEndsAt(MAX_WORLD_TIME + 2)).parameter).toBe("droppedAt");
    expect(refusal(() => persistentSecondsLeft(null, 1.5)).parameter).toBe("now");
    expect(refusal(() => persistentSecondsLeft(null, MAX_WORLD_TIME + 2)).parameter).toBe("now");
    expect(refusal(() => persistentExpired(1.5, 0)).parameter).toBe("droppedAt");
    expect(refusal(() => persistentExpired(0, 1.5)).parameter).toBe("now");
    expect(refusal(() => persistentExpired(MAX_WORLD_TIME + 2, 0)).parameter).toBe("droppedAt");
    expect(refusal(() => persistentExpired(0, MAX_WORLD_TIME + 2)).parameter).toBe("now");
  });

  it("no drop: nothing left, even at a time before the epoch", () => {
    expect(persistentSecondsLeft(null, -5)).toBe(0);
    expect(persistentSecondsLeft(null, 100)).toBe(0);
  });
});
