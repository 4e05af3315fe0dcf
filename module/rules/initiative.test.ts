import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { BOOK_WEAPON_MODIFIERS, initiativeModifierParts, initiativeScore } from "./initiative";
import { RulesError } from "./errors";

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
