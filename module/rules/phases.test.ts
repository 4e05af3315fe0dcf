import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { MOVEMENT_SECONDS, SECONDS_PER_ROUND, movementPhaseAt, splitPhases } from "./phases";
import { RulesError } from "./errors";

// Values listed in docs/rules.md §3 (12 is Book; the rest follow the Decision).
const LISTED: Record<number, [number, number, number, number]> = {
  0: [0, 0, 0, 0],
  1: [1, 0, 0, 0],
  2: [1, 1, 0, 0],
  3: [1, 1, 1, 0],
  4: [1, 1, 1, 1],
  5: [2, 1, 1, 1],
  6: [2, 2, 1, 1],
  7: [2, 2, 2, 1],
  8: [3, 2, 2, 1],
  9: [3, 2, 2, 2],
  10: [3, 3, 2, 2],
  11: [3, 3, 3, 2],
  12: [4, 3, 3, 2],
  13: [5, 3, 3, 2],
  20: [7, 5, 5, 3],
};

describe("splitPhases", () => {
  for (const [n, expected] of Object.entries(LISTED)) {
    it(`${n} → ${expected.join("-")}`, () => {
      expect(splitPhases(Number(n))).toEqual(expected);
    });
  }

  it("property: sums to its input and is non-increasing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        const [a, b, c, d] = splitPhases(n);
        expect(a + b + c + d).toBe(n);
        expect(a).toBeGreaterThanOrEqual(b);
        expect(b).toBeGreaterThanOrEqual(c);
        expect(c).toBeGreaterThanOrEqual(d);
        expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("property: monotone — no phase decreases when the input grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 50 }), (n, k) => {
        const lo = splitPhases(n);
        const hi = splitPhases(n + k);
        for (let i = 0; i < 4; i++) expect(hi[i]!).toBeGreaterThanOrEqual(lo[i]!);
      }),
    );
    // exhaustive for the small values a table actually uses
    for (let n = 0; n < 500; n++) {
      const lo = splitPhases(n);
      const hi = splitPhases(n + 1);
      for (let i = 0; i < 4; i++) expect(hi[i]!).toBeGreaterThanOrEqual(lo[i]!);
    }
  });

  it("each phase stays within one hex of its weighted quota", () => {
    const w = [1 / 3, 1 / 4, 1 / 4, 1 / 6];
    for (let n = 0; n <= 240; n++) {
      const s = splitPhases(n);
      for (let i = 0; i < 4; i++) expect(Math.abs(s[i]! - n * w[i]!)).toBeLessThan(1);
    }
  });

  it("rejects bad input", () => {
    expect(() => splitPhases(-1)).toThrow(RulesError);
    expect(() => splitPhases(2.5)).toThrow(RulesError);
    expect(() => splitPhases(Number.NaN)).toThrow(RulesError);
    expect(() => splitPhases(Infinity)).toThrow(RulesError);
    expect(() => splitPhases(Number.MAX_SAFE_INTEGER)).toThrow(RulesError);
  });
});

describe("movement seconds", () => {
  it("are 1, 6, 11, 16 of a 20-second round", () => {
    expect(MOVEMENT_SECONDS).toEqual([1, 6, 11, 16]);
    expect(SECONDS_PER_ROUND).toBe(20);
  });

  it("movementPhaseAt", () => {
    const phases: (number | null)[] = [];
    for (let s = 1; s <= 20; s++) phases.push(movementPhaseAt(s));
    expect(phases).toEqual([0, null, null, null, null, 1, null, null, null, null, 2, null, null, null, null, 3, null, null, null, null]);
  });

  it("rejects seconds outside 1..20", () => {
    expect(() => movementPhaseAt(0)).toThrow(RulesError);
    expect(() => movementPhaseAt(21)).toThrow(RulesError);
    expect(() => movementPhaseAt(1.5)).toThrow(RulesError);
    expect(() => movementPhaseAt(Number.NaN)).toThrow(RulesError);
  });
});

describe("splitPhases: order and errors (mutation run, docs/mutation.md)", () => {
  // Together these prove the split is largest first for every n without sorting it:
  // the 12 residues are non-increasing, and each further 12 hexes add the non-increasing 4-3-3-2.
  it("the splits of 0..11 are already largest first, phase by phase (docs/rules.md §3 Decision)", () => {
    for (let n = 0; n < 12; n++) {
      const s = splitPhases(n);
      for (let i = 1; i < 4; i++) expect(s[i - 1]!).toBeGreaterThanOrEqual(s[i]!);
    }
  });

  it("property: 12 more hexes add exactly 4-3-3-2 (Book 12 → 4-3-3-2), phase by phase", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const lo = splitPhases(n);
        const hi = splitPhases(n + 12);
        expect([hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], hi[3] - lo[3]]).toEqual([4, 3, 3, 2]);
      }),
    );
  });

  it("accepts the largest n whose n·12 is a safe integer, and refuses the next one as OUT_OF_RANGE", () => {
    const max = Math.floor(Number.MAX_SAFE_INTEGER / 12);
    const [a, b, c, d] = splitPhases(max);
    expect(a + b + c + d).toBe(max);
    expect(a).toBeGreaterThanOrEqual(b);
    const err = (() => {
      try {
        splitPhases(max + 1);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(RulesError);
    expect(err).toMatchObject({ code: "OUT_OF_RANGE", parameter: "hexesPerRound", value: max + 1 });
    expect((err as Error).message).toContain(`expected at most ${max}`);
  });

  it("names the bad parameter in its error", () => {
    expect(() => splitPhases(-1)).toThrow(expect.objectContaining({ code: "NEGATIVE", parameter: "hexesPerRound" }));
    expect(() => movementPhaseAt(21)).toThrow(expect.objectContaining({ code: "OUT_OF_RANGE", parameter: "second" }));
  });
});
