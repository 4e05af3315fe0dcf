import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { BOOK_WEAPON_MODIFIERS, initiativeModifierParts, initiativeScore } from "./initiative";
import { RulesError } from "./errors";
import { MAX_INITIATIVE, MAX_INITIATIVE_MODIFIER, MAX_RATING, MAX_STEPS } from "./bounds";

describe("initiative", () => {
  it("Book: quickness skill 10 gives −1", () => {
    expect(initiativeModifierParts({ quickness: 10 }).quickness).toBe(-1);
    expect(initiativeScore({ roll: 13, quickness: 10 })).toBe(12);
    expect(initiativeModifierParts({ quickness: 9 }).quickness).toBe(0);
    expect(initiativeModifierParts({ quickness: 25 }).quickness).toBe(-2);
  });

  it("Book: fists −2, great axe +2", () => {
    expect(BOOK_WEAPON_MODIFIERS).toEqual({ fists: -2, greatAxe: 2 });
    expect(initiativeScore({ roll: 13, weapon: -2 })).toBe(11);
    expect(initiativeScore({ roll: 13, weapon: 2 })).toBe(15);
  });

  it("Book: the score is never below 1", () => {
    expect(initiativeScore({ roll: 2, quickness: 30, weapon: -2 })).toBe(1);
    expect(initiativeScore({ roll: 3, weapon: -2 })).toBe(1);
    expect(initiativeScore({ roll: 4, weapon: -2 })).toBe(2);
  });

  it("encumbrance steps add +1 each and the GM modifier applies", () => {
    expect(initiativeScore({ roll: 10, encumbranceSteps: 4 })).toBe(14);
    expect(initiativeScore({ roll: 10, other: -3 })).toBe(7);
    expect(initiativeScore({ roll: 19, encumbranceSteps: 3 })).toBe(22); // spills over; no cap at 20
  });

  it("modifier parts for tooltips", () => {
    expect(initiativeModifierParts({ quickness: 20, weapon: 2, encumbranceSteps: 1, other: -1 })).toEqual({
      quickness: -2,
      weapon: 2,
      encumbrance: 1,
      other: -1,
      total: 0,
    });
    const none = initiativeModifierParts({});
    expect(Object.is(none.quickness, 0)).toBe(true); // not −0
    expect(none.total).toBe(0);
  });

  it("property: score ≥ 1 and equals max(1, roll + parts)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        (roll, quickness, weapon, encumbranceSteps, other) => {
          const score = initiativeScore({ roll, quickness, weapon, encumbranceSteps, other });
          expect(score).toBeGreaterThanOrEqual(1);
          const raw = roll - Math.floor(quickness / 10) + weapon + encumbranceSteps + other;
          expect(score).toBe(raw < 1 ? 1 : raw);
        },
      ),
    );
  });

  it("rejects bad input", () => {
    expect(() => initiativeScore({ roll: Number.NaN })).toThrow(RulesError);
    expect(() => initiativeScore({ roll: 3.5 })).toThrow(RulesError);
    expect(() => initiativeScore({ roll: -1 })).toThrow(RulesError);
    expect(() => initiativeScore({ roll: 10, quickness: -5 })).toThrow(RulesError);
    expect(() => initiativeScore({ roll: 10, weapon: Infinity })).toThrow(RulesError);
    expect(() => initiativeScore({ roll: 10, encumbranceSteps: -1 })).toThrow(/encumbranceSteps/);
    expect(() => initiativeScore({ roll: 10, other: 0.5 })).toThrow(RulesError);
  });
});

describe("initiative: bounds and error parameters (mutation run, docs/mutation.md)", () => {
  const thrown = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error("expected a RulesError");
  };

  it("each input is refused past its bound (OUT_OF_RANGE) and accepted at it", () => {
    const ok = { quickness: 0, weapon: 0, encumbranceSteps: 0, other: 0 };
    const cases: [keyof typeof ok, number][] = [
      ["quickness", MAX_RATING],
      ["weapon", MAX_INITIATIVE_MODIFIER],
      ["encumbranceSteps", MAX_STEPS],
      ["other", MAX_INITIATIVE_MODIFIER],
    ];
    for (const [field, max] of cases) {
      expect(() => initiativeModifierParts({ ...ok, [field]: max })).not.toThrow();
      expect(thrown(() => initiativeModifierParts({ ...ok, [field]: max + 1 }))).toMatchObject({
        code: "OUT_OF_RANGE",
        parameter: `input.${field}`,
        value: max + 1,
      });
    }
    expect(thrown(() => initiativeModifierParts({ weapon: -MAX_INITIATIVE_MODIFIER - 1 }))).toMatchObject({ code: "OUT_OF_RANGE", parameter: "input.weapon" });
    expect(initiativeScore({ roll: MAX_INITIATIVE })).toBe(MAX_INITIATIVE);
    expect(thrown(() => initiativeScore({ roll: MAX_INITIATIVE + 1 }))).toMatchObject({ code: "OUT_OF_RANGE", parameter: "parts.roll" });
  });

  it("names the bad parameter in its error", () => {
    expect(thrown(() => initiativeScore({ roll: -1 }))).toMatchObject({ code: "NEGATIVE", parameter: "roll" });
    expect(thrown(() => initiativeScore({ roll: 10, quickness: -5 }))).toMatchObject({ code: "NEGATIVE", parameter: "quickness" });
    expect(thrown(() => initiativeScore({ roll: 10, weapon: 1.5 }))).toMatchObject({ code: "NOT_INTEGER", parameter: "weapon" });
    expect(thrown(() => initiativeScore({ roll: 10, other: 0.5 }))).toMatchObject({ code: "NOT_INTEGER", parameter: "other" });
  });
});
