/**
 * A5E size and space (VARIANTS.md §6.6, §13.3 row 40; 004:L6–L19): golden cases GA-S1…GA-S8 and
 * properties of the blocking index.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import { firstBlockedStep, spaceIndex, spaceInForce, spaceNeeded, spaceOutcome, surroundCount, surroundLimit, surroundsAt, type SpaceToken } from "../../space";
import { SIZE_CATEGORIES, type SizeCategory } from "../../condition-moves";
import { cubeFromAxial, type Cube } from "../../hex";
import { RulesError } from "../../errors";

const A5E = resolveRuleset(PRESETS.a5e);
const at = (q: number, r: number): Cube => cubeFromAxial(q, r);
const tok = (id: string, hexes: Cube[], size: SizeCategory, over: Partial<SpaceToken> = {}): SpaceToken => ({ id, hexes, disposition: -1, size, defeated: false, ...over });
const mover = (size: SizeCategory, footprint: Cube[] = []) => ({ id: "m", disposition: 1, size, footprint });
const row = [at(0, 0), at(1, 0), at(2, 0), at(3, 0)];

describe("A5E size and space (GA-S)", () => {
  it("GA-S1 a Medium foe's hex refuses a Medium mover (L6); the book's ruleset blocks nobody", () => {
    const index = spaceIndex({ mover: mover("medium"), tokens: [tok("orc", [at(2, 0)], "medium")] }, A5E);
    expect(firstBlockedStep(row, index)).toEqual({ step: 2, blocker: "orc" });
    expect(spaceInForce(A5E)).toBe(true);
    expect(spaceInForce(BOOK_RULESET)).toBe(false);
    expect(firstBlockedStep(row, spaceIndex({ mover: mover("medium"), tokens: [tok("orc", [at(2, 0)], "medium")] }, BOOK_RULESET))).toBeNull();
  });

  it("GA-S2 an ally's or a neutral's hex never blocks (L6 'unless the orc allows them to')", () => {
    const tokens = [tok("friend", [at(1, 0)], "medium", { disposition: 1 }), tok("neutral", [at(2, 0)], "medium", { disposition: 0 })];
    expect(firstBlockedStep(row, spaceIndex({ mover: mover("medium"), tokens }, A5E))).toBeNull();
  });

  it("GA-S3 one size apart blocks, two or more apart passes (VARIANTS.md §6.6)", () => {
    const blocked = (m: SizeCategory, o: SizeCategory) => spaceIndex({ mover: mover(m), tokens: [tok("o", [at(1, 0)], o)] }, A5E).blockerAt(at(1, 0)) !== null;
    expect(blocked("medium", "large")).toBe(true);
    expect(blocked("small", "medium")).toBe(true);
    expect(blocked("medium", "huge")).toBe(false);
    expect(blocked("huge", "small")).toBe(false);
  });

  it("GA-S4 a Tiny occupant (2.5 ft, L7) never blocks; a defeated foe never blocks", () => {
    expect(spaceIndex({ mover: mover("tiny"), tokens: [tok("rat", [at(1, 0)], "tiny")] }, A5E).blockerAt(at(1, 0))).toBeNull();
    expect(spaceIndex({ mover: mover("medium"), tokens: [tok("orc", [at(1, 0)], "medium", { defeated: true })] }, A5E).blockerAt(at(1, 0))).toBeNull();
  });

  it("GA-S5 every hex of a Large foe's footprint blocks, and a Large mover's footprint meets it (L10)", () => {
    const ogre = tok("ogre", [at(3, 0), at(4, 0), at(3, 1)], "large");
    expect(spaceIndex({ mover: mover("medium"), tokens: [ogre] }, A5E).blockerAt(at(3, 1))).toBe("ogre");
    const big = spaceIndex({ mover: mover("large", [at(0, 0), at(1, 0), at(0, 1)]), tokens: [ogre] }, A5E);
    expect(big.blockerAt(at(2, 0))).toBe("ogre");
    expect(big.blockerAt(at(0, 0))).toBeNull();
  });

  it("GA-S6 squeezing, a creature needs the space of one size smaller (L15); Tiny has none smaller", () => {
    expect(spaceNeeded({ size: "large", conditions: ["squeezing"] }, A5E)).toBe("medium");
    expect(spaceNeeded({ size: "large", conditions: [] }, A5E)).toBe("large");
    expect(spaceNeeded({ size: "tiny", conditions: ["squeezing"] }, A5E)).toBe("tiny");
    expect(spaceNeeded({ size: "large", conditions: ["squeezing"] }, BOOK_RULESET)).toBe("large");
  });

  it("GA-S10 a squeezing Large ogre passes a one-hex gap between two Medium orcs; not squeezing it is blocked (L15)", () => {
    // The gap at (2, 0) lies between orcs at (2, −1) and (1, 1); the ogre's second hex runs one row up.
    const orcs = [tok("orc1", [at(2, -1)], "medium"), tok("orc2", [at(1, 1)], "medium")];
    const ogre = (squeezing?: boolean) => ({ id: "m", disposition: 1, size: "large" as const, footprint: [at(0, 0), at(0, -1)], ...(squeezing === undefined ? {} : { squeezing }) });
    expect(firstBlockedStep(row, spaceIndex({ mover: ogre(), tokens: orcs }, A5E))).toEqual({ step: 2, blocker: "orc1" });
    expect(firstBlockedStep(row, spaceIndex({ mover: ogre(false), tokens: orcs }, A5E))).toEqual({ step: 2, blocker: "orc1" });
    expect(firstBlockedStep(row, spaceIndex({ mover: ogre(true), tokens: orcs }, A5E))).toBeNull();
    // A Huge creature squeezes into a Large space, more than one cell: its footprint stays.
    const huge = { id: "m", disposition: 1, size: "huge" as const, footprint: [at(0, 0), at(0, -1)], squeezing: true };
    expect(firstBlockedStep(row, spaceIndex({ mover: huge, tokens: [tok("ogre", [at(2, -1)], "large")] }, A5E))).toEqual({ step: 2, blocker: "ogre" });
    // The orcs' own hexes still refuse the squeezing ogre.
    expect(spaceIndex({ mover: ogre(true), tokens: orcs }, A5E).blockerAt(at(2, -1))).toBe("orc1");
    expect(() => spaceIndex({ mover: { ...ogre(), squeezing: "yes" as never }, tokens: orcs }, A5E)).toThrow(RulesError);
  });

  it("GA-S7 surround limits on a square grid: 8 Medium or 4 Large around a Medium orc (L6)", () => {
    expect(surroundLimit({ target: "medium", surrounder: "medium", grid: "square" }, A5E)).toBe(8);
    expect(surroundLimit({ target: "medium", surrounder: "large", grid: "square" }, A5E)).toBe(4);
    expect(surroundLimit({ target: "medium", surrounder: "medium", grid: "square" }, BOOK_RULESET)).toBeNull();
  });

  it("GA-S8 surround limits on hexes: 6 one-hex creatures around a one-hex one, 3 Large", () => {
    expect(surroundLimit({ target: "medium", surrounder: "medium", grid: "hex" }, A5E)).toBe(6);
    expect(surroundLimit({ target: "medium", surrounder: "large", grid: "hex" }, A5E)).toBe(3);
    expect(surroundLimit({ target: "large", surrounder: "medium", grid: "hex" }, A5E)).toBe(9);
  });

  it("GA-S11 the surround count: creatures next to the target's space, not in it, each once (004:L6)", () => {
    const orc = [at(0, 0)];
    const ring = [at(1, 0), at(-1, 0), at(0, 1), at(0, -1), at(1, -1), at(-1, 1)];
    expect(surroundCount({ target: orc, others: ring.map((h) => [h]) })).toBe(6);
    expect(surroundCount({ target: orc, others: [[at(2, 0)], [at(1, 0)]] })).toBe(1);
    // A Large creature touching with two hexes counts once; one standing in the space is not around it.
    expect(surroundCount({ target: orc, others: [[at(1, 0), at(1, -1)], [at(0, 0)]] })).toBe(1);
    // Around a Large target (two hexes) its own second hex is not "around" it.
    const ogre = [at(0, 0), at(1, 0)];
    expect(surroundCount({ target: ogre, others: [[at(2, 0)], [at(-1, 0)], [at(3, 0)]] })).toBe(2);
    expect(surroundCount({ target: orc, others: [] })).toBe(0);
    expect(() => surroundCount({ target: orc, others: Array.from({ length: 401 }, () => [at(5, 5)]) })).toThrow(RulesError);
    expect(() => surroundCount({ target: [{ q: 1, r: 1, s: 1 }], others: [] })).toThrow(RulesError);
  });

  it("GA-S11 where a mover stops: each foe next to it, how many would stand around that foe, and the limit for the mover's size", () => {
    const orc = tok("orc", [at(0, 0)], "medium");
    const allies = [at(1, 0), at(-1, 0), at(0, 1)].map((h, k) => tok(`a${k}`, [h], "medium", { disposition: 1 }));
    const far = tok("far", [at(5, 0)], "medium");
    const pc = mover("medium");
    expect(surroundsAt({ mover: pc, at: at(0, -1), tokens: [orc, far, ...allies] }, A5E)).toEqual([{ id: "orc", count: 4, limit: 6 }]);
    // A Large mover: 3 Large fit around a one-hex foe; an ally of the foe is never counted around it.
    const ogre = { id: "m", disposition: 1, size: "large" as const, footprint: [at(0, 0), at(1, -1)] };
    // Standing on (−1, 0) and (0, −1) it is next to both orcs: each counts the ogre alone (not the other orc).
    expect(surroundsAt({ mover: ogre, at: at(-1, 0), tokens: [orc, tok("orcFriend", [at(1, -1)], "medium")] }, A5E)).toEqual([
      { id: "orc", count: 1, limit: 3 },
      { id: "orcFriend", count: 1, limit: 3 },
    ]);
    expect(surroundsAt({ mover: pc, at: at(0, -3), tokens: [orc] }, A5E)).toEqual([]);
    expect(surroundsAt({ mover: pc, at: at(0, -1), tokens: [orc] }, BOOK_RULESET)).toEqual([]);
    expect(() => surroundsAt({ mover: pc, at: { q: 1, r: 1, s: 1 }, tokens: [orc] }, A5E)).toThrow(RulesError);
  });

  it("surround counts never exceed the creatures read, and a full ring of one-hex creatures around one hex is 6", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), { maxLength: 30 }), (cells) => {
        const others = cells.map(([q, r]) => [at(q, r)]);
        const n = surroundCount({ target: [at(0, 0)], others });
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(others.length);
      }),
    );
  });

  it("GA-S9 a blocked path under the enforcement setting: enforce refuses, warn warns, a GM or off allows", () => {
    expect(spaceOutcome({ mode: "enforce", isGM: false, blocked: true }, A5E)).toBe("refuse");
    expect(spaceOutcome({ mode: "warn", isGM: false, blocked: true }, A5E)).toBe("warn");
    expect(spaceOutcome({ mode: "enforce", isGM: true, blocked: true }, A5E)).toBe("allow");
    expect(spaceOutcome({ mode: "off", isGM: false, blocked: true }, A5E)).toBe("allow");
    expect(spaceOutcome({ mode: "enforce", isGM: false, blocked: false }, A5E)).toBe("allow");
    expect(spaceOutcome({ mode: "enforce", isGM: false, blocked: true }, BOOK_RULESET)).toBe("allow");
  });

  it("refuses bad input with a RulesError", () => {
    expect(() => spaceOutcome({ mode: "strict" as never, isGM: false, blocked: true }, A5E)).toThrow(RulesError);
    expect(() => spaceIndex({ mover: mover("medium"), tokens: [tok("o", [at(1, 0)], "titan" as never)] }, A5E)).toThrow(RulesError);
    expect(() => spaceIndex({ mover: { ...mover("medium"), disposition: 3 }, tokens: [] }, A5E)).toThrow(RulesError);
    expect(() => surroundLimit({ target: "medium", surrounder: "medium", grid: "round" as never }, A5E)).toThrow(RulesError);
  });
});

describe("A5E space properties", () => {
  const size = fc.constantFrom(...SIZE_CATEGORIES);
  it("blocking is symmetric in the two sizes, and a friendly mover is never blocked", () => {
    fc.assert(fc.property(size, size, fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (a, b, q, r) => {
      const h = at(q, r);
      const ab = spaceIndex({ mover: mover(a), tokens: [tok("o", [h], b)] }, A5E).blockerAt(h) !== null;
      const ba = spaceIndex({ mover: mover(b), tokens: [tok("o", [h], a)] }, A5E).blockerAt(h) !== null;
      if (a !== "tiny" && b !== "tiny") expect(ab).toBe(ba);
      expect(spaceIndex({ mover: mover(a), tokens: [tok("o", [h], b, { disposition: 1 })] }, A5E).blockerAt(h)).toBeNull();
    }));
  });
  it("a surround limit is at least 1 and never grows with the surrounder's size", () => {
    fc.assert(fc.property(size, fc.constantFrom<"hex" | "square">("hex", "square"), (t, grid) => {
      const limits = SIZE_CATEGORIES.map((s) => surroundLimit({ target: t, surrounder: s, grid }, A5E)!);
      limits.forEach((l, k) => { expect(l).toBeGreaterThanOrEqual(1); if (k > 0) expect(l).toBeLessThanOrEqual(limits[k - 1]!); });
    }));
  });
  it("the index agrees with a direct scan of the path", () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -1, max: 1 }), size), { maxLength: 8 }), (foes) => {
      const tokens = foes.map(([q, r, s], k) => tok(`f${k}`, [at(q, r)], s));
      const index = spaceIndex({ mover: mover("medium"), tokens }, A5E);
      const path = [0, 1, 2, 3, 4, 5, 6].map((q) => at(q, 0));
      const direct = path.findIndex((h, k) => k > 0 && tokens.some((t) => t.hexes[0]!.q === h.q && t.hexes[0]!.r === h.r && t.size !== "tiny" && !["huge", "gargantuan"].includes(t.size)));
      expect(firstBlockedStep(path, index)?.step ?? -1).toBe(direct);
    }));
  });
});
