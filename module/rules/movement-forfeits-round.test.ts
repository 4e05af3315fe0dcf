/**
 * movementForfeitsInRound: the forfeit at each movement second of a round, as movementForfeit
 * answers each second, answered at once for a memory recording no loss (the tracker asks it of
 * every row).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FORFEITS, movementForfeit, movementForfeitsInRound } from "./movement-sources";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MOVEMENT_SECONDS } from "./phases";
import { expectRefusal } from "../../tests/support/rules-error";

const RULESETS = [BOOK_RULESET, ...Object.values(PRESETS).map((c) => resolveRuleset(c))];
const SET_BYS = FORFEITS.list.map(({ forfeit }) => forfeit.setBy).filter((f): f is string => f !== undefined);

/** Each second's own answer, the seconds without one left out. */
function perSecond(round: number, memory: Record<string, unknown>, ruleset: (typeof RULESETS)[number]): Partial<Record<number, string>> {
  const out: Partial<Record<number, string>> = {};
  for (const second of MOVEMENT_SECONDS) {
    const id = movementForfeit({ round, second, memory }, ruleset);
    if (id !== null) out[second] = id;
  }
  return out;
}

describe("movementForfeitsInRound", () => {
  it("is each movement second's forfeit (generated memories, every preset)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: SET_BYS.length, maxLength: SET_BYS.length }),
        fc.subarray(SET_BYS),
        fc.integer({ min: 0, max: RULESETS.length - 1 }),
        (round, stamps, set, r) => {
          const memory: Record<string, unknown> = { ...NO_VARIANT_MEMORY, disengageResult: "failure", disengageSecond: 6 };
          for (const f of set) {
            const initial = NO_VARIANT_MEMORY[f as keyof typeof NO_VARIANT_MEMORY];
            memory[f] = typeof initial === "boolean" ? true : typeof initial === "string" ? "horse00000000001" : stamps[SET_BYS.indexOf(f)]! % (round + 2);
          }
          const ruleset = RULESETS[r]!;
          expect(movementForfeitsInRound(round, memory, ruleset)).toEqual(perSecond(round, memory, ruleset));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("names the phases a surprise takes in round 1, and none with nothing recorded", () => {
    const ose = resolveRuleset(PRESETS.ose);
    const surprised = { ...NO_VARIANT_MEMORY, surprised: true };
    const answer = movementForfeitsInRound(1, surprised, ose);
    expect(answer).toEqual(perSecond(1, surprised, ose));
    expect(Object.keys(answer).length).toBeGreaterThan(0);
    expect(movementForfeitsInRound(1, { ...NO_VARIANT_MEMORY }, ose)).toEqual({});
  });

  it("refuses a memory that is not an object and a forged ruleset", () => {
    expectRefusal(() => movementForfeitsInRound(1, null as never, BOOK_RULESET), "INVALID_ARGUMENT", "memory", null, "");
    expect(() => movementForfeitsInRound(1, { ...NO_VARIANT_MEMORY }, { ...BOOK_RULESET })).toThrow();
  });
});
