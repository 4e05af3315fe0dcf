import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { pathShare, phaseAllowancesByTerrain, remainingHexes } from "./path";
import { RulesError } from "./errors";
import { TERRAIN_IDS, type TerrainId } from "./terrain";
import { MAX_ALLOWANCE, MAX_LIST_LENGTH, MAX_SHARE_DENOMINATOR } from "./bounds";
import { hostile, thrownBy } from "../../tests/support/rules-error";
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

describe("path: refusals and edges (mutation testing)", () => {
  const cases: [string, () => unknown, string, unknown, string][] = [
    ["allowances null", () => pathShare(hostile(null), []), "allowances", null, "expected a map terrain → hexes"],
    ["allowances a number", () => pathShare(hostile(3), []), "allowances", 3, "expected a map terrain → hexes"],
    ["path not a list", () => pathShare({}, hostile("forest")), "path", "forest", "expected an array of terrain ids"],
    ["path entry", () => pathShare({ forest: 3 }, ["forest", hostile("lava")]), "path[1]", "lava", "expected one of"],
    ["missing allowance", () => pathShare({ forest: 3 }, ["forest", "hills"]), "allowances.hills", undefined, "no allowance given for terrain of path[1]"],
    ["negative allowance", () => pathShare({ forest: -1 }, ["forest"]), "allowances.forest", -1, ""],
    ["allowance too large", () => pathShare({ forest: MAX_ALLOWANCE + 1 }, ["forest"]), "allowances.forest", MAX_ALLOWANCE + 1, `expected at most ${MAX_ALLOWANCE}`],
    ["share null", () => remainingHexes(hostile(null), 3), "share", null, "expected an object"],
    ["share numerator", () => remainingHexes({ numerator: -1, denominator: 3 }, 3), "share.numerator", -1, ""],
    ["share denominator 0", () => remainingHexes({ numerator: 0, denominator: 0 }, 3), "share.denominator", 0, ""],
    ["share denominator too large", () => remainingHexes({ numerator: 0, denominator: MAX_SHARE_DENOMINATOR + 1 }, 3), "share.denominator", MAX_SHARE_DENOMINATOR + 1, "expected at most"],
    ["current allowance", () => remainingHexes({ numerator: 0, denominator: 1 }, -1), "currentAllowance", -1, ""],
    ["current allowance too large", () => remainingHexes({ numerator: 0, denominator: 1 }, MAX_ALLOWANCE + 1), "currentAllowance", MAX_ALLOWANCE + 1, "expected at most"],
    ["share over the phase", () => remainingHexes({ numerator: 4, denominator: 3 }, 3), "share", { numerator: 4, denominator: 3 }, "the used share exceeds the phase"],
    ["phase", () => phaseAllowancesByTerrain({ speed: 12 }, hostile(4), BOOK_RULESET), "phase", 4, ""],
    ["phase below 0", () => phaseAllowancesByTerrain({ speed: 12 }, hostile(-1), BOOK_RULESET), "phase", -1, ""],
  ];
  for (const [title, call, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", parameter, value });
      expect((err as Error).message).toContain(detail);
    });
  }

  it("refusals carry their codes; a path longer than any list is refused by its length", () => {
    expect(thrownBy(() => pathShare(hostile(null), []))).toMatchObject({ code: "INVALID_ARGUMENT" });
    expect(thrownBy(() => pathShare({}, hostile("forest")))).toMatchObject({ code: "INVALID_ARGUMENT" });
    expect(thrownBy(() => pathShare({ forest: 3 }, ["hills"]))).toMatchObject({ code: "INVALID_ARGUMENT" });
    expect(thrownBy(() => remainingHexes({ numerator: 4, denominator: 3 }, 3))).toMatchObject({ code: "OUT_OF_RANGE" });
    const long = Array.from({ length: MAX_LIST_LENGTH + 1 }, () => "forest" as const);
    expect(thrownBy(() => pathShare({ forest: 3 }, long))).toMatchObject({ code: "OUT_OF_RANGE", parameter: "path.length", value: MAX_LIST_LENGTH + 1 });
  });

  it("a common denominator past 2^53 is refused, not rounded", () => {
    const primes = [199, 197, 193, 191, 181, 179, 173, 167, 163];
    const allowances = Object.fromEntries(TERRAIN_IDS.map((t, i) => [t, primes[i]!]));
    const err = thrownBy(() => pathShare(allowances, [...TERRAIN_IDS]));
    expect(err).toMatchObject({ name: "RulesError", code: "OUT_OF_RANGE", parameter: "allowances" });
    expect((err as Error).message).toContain("common denominator too large");
    // the same terrains with shared factors stay exact: 2, 4, 8 … → denominator 8
    expect(pathShare({ optimal: 2, plains: 4, forest: 8 }, ["optimal", "plains", "forest"]).share).toEqual({ numerator: 7, denominator: 8 });
  });

  it("the largest allowance and denominator are accepted; a share of exactly 1 leaves 0", () => {
    expect(pathShare({ forest: MAX_ALLOWANCE }, ["forest"]).share).toEqual({ numerator: 1, denominator: MAX_ALLOWANCE });
    expect(remainingHexes({ numerator: 0, denominator: MAX_SHARE_DENOMINATOR }, MAX_ALLOWANCE)).toBe(MAX_ALLOWANCE);
    expect(remainingHexes({ numerator: 3, denominator: 3 }, 7)).toBe(0);
    expect(remainingHexes({ numerator: 1, denominator: 3 }, 7)).toBe(4); // ⌊2/3 × 7⌋
  });

  it("a hex that cannot be entered blocks the rest: later hexes count in the share but not in hexesAllowed", () => {
    const r = pathShare({ optimal: 4, swamp: 0 }, ["optimal", "swamp", "optimal", "swamp"]);
    expect(r).toEqual({ share: { numerator: 1, denominator: 2 }, allowed: false, hexesAllowed: 1, blockedAt: 1 });
    // too long first, then a closed terrain: the first hex past the share is where it stops
    const long = pathShare({ optimal: 1, swamp: 0 }, ["optimal", "optimal", "swamp"]);
    expect(long).toEqual({ share: { numerator: 2, denominator: 1 }, allowed: false, hexesAllowed: 1, blockedAt: 1 });
    // a path only of closed terrain uses nothing
    expect(pathShare({ swamp: 0 }, ["swamp"])).toEqual({ share: { numerator: 0, denominator: 1 }, allowed: false, hexesAllowed: 0, blockedAt: 0 });
  });

  it("phase allowances per terrain for every phase (12 hexes: 4-3-3-2 in the open, 5 in forest: 2-1-1-1)", () => {
    expect(([0, 1, 2, 3] as const).map((p) => phaseAllowancesByTerrain({ speed: 12 }, p, BOOK_RULESET).optimal)).toEqual([4, 3, 3, 2]);
    expect(([0, 1, 2, 3] as const).map((p) => phaseAllowancesByTerrain({ speed: 12 }, p, BOOK_RULESET).forest)).toEqual([2, 1, 1, 1]);
    expect(Object.keys(phaseAllowancesByTerrain({ speed: 12 }, 3, BOOK_RULESET))).toEqual([...TERRAIN_IDS]);
  });
});
