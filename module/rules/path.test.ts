import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { pathShare, phaseAllowancesByTerrain, remainingHexes } from "./path";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";
import { BOOK_RULESET } from "./ruleset";

describe("mixed paths", () => {
  it("in one terrain exactly A(T) hexes fit", () => {
    const path = (n: number) => Array.from({ length: n }, () => "forest" as const);
    expect(pathShare({ forest: 3 }, path(3))).toEqual({ share: { numerator: 1, denominator: 1 }, allowed: true, hexesAllowed: 3, blockedAt: null });
    const over = pathShare({ forest: 3 }, path(4));
    expect(over.allowed).toBe(false);
    expect(over.hexesAllowed).toBe(3);
    expect(over.blockedAt).toBe(3);
    expect(over.share).toEqual({ numerator: 4, denominator: 3 });
  });

  it("mixes terrains exactly", () => {
    // A(optimal) = 4, A(forest) = 2: one road hex (1/4) + one forest hex (1/2) = 3/4
    const r = pathShare({ optimal: 4, forest: 2 }, ["optimal", "forest"]);
    expect(r.share).toEqual({ numerator: 3, denominator: 4 });
    expect(r.allowed).toBe(true);
    // standing in forest: (1 − 3/4) × 2 = 0.5 → 0 whole hexes; on road: 1
    expect(remainingHexes(r.share, 2)).toBe(0);
    expect(remainingHexes(r.share, 4)).toBe(1);
    // thirds: 1/3 + 1/3 + 1/3 must be exactly 1
    expect(pathShare({ hills: 3 }, ["hills", "hills", "hills"]).share).toEqual({ numerator: 1, denominator: 1 });
    // 1/3 + 4 × 1/6 = 1 exactly (allowed); one more plains hex is 7/6 (not allowed)
    expect(pathShare({ hills: 3, plains: 6 }, ["hills", "plains", "plains", "plains", "plains"]).allowed).toBe(true);
    expect(pathShare({ hills: 3, plains: 6 }, ["hills", "plains", "plains", "plains", "plains", "plains"]).share).toEqual({ numerator: 7, denominator: 6 });
  });

  it("a terrain with A(T) = 0 cannot be entered", () => {
    const r = pathShare({ optimal: 4, swamp: 0 }, ["optimal", "swamp"]);
    expect(r.allowed).toBe(false);
    expect(r.blockedAt).toBe(1);
    expect(r.hexesAllowed).toBe(1);
  });

  it("empty path uses nothing", () => {
    const r = pathShare({}, []);
    expect(r.share).toEqual({ numerator: 0, denominator: 1 });
    expect(remainingHexes(r.share, 5)).toBe(5);
  });

  it("property: share of k hexes in one terrain is k/A, allowed iff k ≤ A", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 40 }), (a, k) => {
        const r = pathShare({ jungle: a }, Array.from({ length: k }, () => "jungle" as const));
        expect(r.share.numerator * a).toBe(k * r.share.denominator);
        expect(r.allowed).toBe(k <= a);
        expect(r.hexesAllowed).toBe(Math.min(k, a));
        if (r.allowed) expect(remainingHexes(r.share, a)).toBe(a - k);
      }),
    );
  });

  it("phase allowances per terrain follow movementAllowance", () => {
    const a = phaseAllowancesByTerrain({ speed: 12 }, 0, BOOK_RULESET);
    expect(a.optimal).toBe(4); // 4-3-3-2
    expect(a.forest).toBe(2); // 5 → 2-1-1-1
    expect(a.mountains).toBe(1); // 4 → 1-1-1-1
  });

  it("rejects bad input", () => {
    expect(() => pathShare({ forest: 3 }, ["lava" as TerrainId])).toThrow(RulesError);
    expect(() => pathShare({ forest: 3 }, ["hills"])).toThrow(/hills/);
    expect(() => pathShare({ forest: -1 }, ["forest"])).toThrow(RulesError);
    expect(() => pathShare({ forest: 1.5 }, ["forest"])).toThrow(RulesError);
    expect(() => remainingHexes({ numerator: 4, denominator: 3 }, 3)).toThrow(RulesError);
    expect(() => remainingHexes({ numerator: 1, denominator: 0 }, 3)).toThrow(RulesError);
    expect(() => phaseAllowancesByTerrain({ speed: 12 }, 4 as 0, BOOK_RULESET)).toThrow(RulesError);
  });
});
