/**
 * Size and space at their edges (VARIANTS.md §6.6, §13.3 row 40; 004:L6–L15): footprints and
 * crowds at their bounds, the first occupant of a shared hex, the one-hex path of a squeezing mover,
 * the surround notes' filters, and every refusal's code, parameter, value and text.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset/resolve";
import { MAX_FOOTPRINT_HEXES, MAX_SURROUNDERS, firstBlockedStep, spaceIndex, spaceInForce, spaceNeeded, spaceOutcome, surroundCount, surroundLimit, surroundsAt, type SpaceMover, type SpaceToken } from "./space";
import { cubeFromAxial, type Cube } from "./hex";
import type { SizeCategory } from "./condition-moves";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const at = (q: number, r: number): Cube => cubeFromAxial(q, r);
const tok = (id: string, hexes: Cube[], size: SizeCategory = "medium", over: Partial<SpaceToken> = {}): SpaceToken => ({ id, hexes, disposition: -1, size, defeated: false, ...over });
const mover = (over: Partial<SpaceMover> = {}): SpaceMover => ({ id: "m", disposition: 1, size: "medium", footprint: [], ...over });
const many = (n: number) => Array.from({ length: n }, (_, k) => at(k, 0));

describe("the space index", () => {
  it("the first token listed holds a hex two occupants share", () => {
    const index = spaceIndex({ mover: mover(), tokens: [tok("a", [at(1, 0)]), tok("b", [at(1, 0), at(2, 0)])] }, A5E);
    expect([index.blockerAt(at(1, 0)), index.blockerAt(at(2, 0)), index.blockerAt(at(3, 0))]).toEqual(["a", "b", null]);
  });

  it("skips the mover itself, the defeated, allies and neutrals, and sizes that do not block", () => {
    const tokens = [tok("m", [at(1, 0)]), tok("dead", [at(2, 0)], "medium", { defeated: true }), tok("ally", [at(3, 0)], "medium", { disposition: 1 }), tok("huge", [at(4, 0)], "huge"), tok("orc", [at(5, 0)])];
    const index = spaceIndex({ mover: mover(), tokens }, A5E);
    expect([1, 2, 3, 4, 5].map((q) => index.blockerAt(at(q, 0)))).toEqual([null, null, null, null, "orc"]);
    // a hostile mover is blocked by friendly tokens
    const foe = spaceIndex({ mover: mover({ disposition: -1 }), tokens: [tok("pc", [at(1, 0)], "medium", { disposition: 1 })] }, A5E);
    expect(foe.blockerAt(at(1, 0))).toBe("pc");
  });

  it("a footprint is read from the hex the path runs through; an empty one is that hex", () => {
    const tokens = [tok("orc", [at(3, 0)])];
    const wide = spaceIndex({ mover: mover({ size: "large", footprint: [at(0, 0), at(1, 0)] }), tokens }, A5E);
    expect([wide.blockerAt(at(2, 0)), wide.blockerAt(at(3, 0)), wide.blockerAt(at(4, 0))]).toEqual(["orc", "orc", null]);
    const single = spaceIndex({ mover: mover(), tokens }, A5E);
    expect([single.blockerAt(at(2, 0)), single.blockerAt(at(3, 0))]).toEqual([null, "orc"]);
  });

  it("squeezing: a Large mover needs one hex, a Huge one keeps its footprint, and not squeezing keeps it", () => {
    const tokens = [tok("orc", [at(3, 0)])];
    const large = (squeezing: boolean) => spaceIndex({ mover: mover({ size: "large", footprint: [at(0, 0), at(1, 0)], squeezing }), tokens }, A5E).blockerAt(at(2, 0));
    expect([large(true), large(false)]).toEqual([null, "orc"]);
    const huge = spaceIndex({ mover: mover({ size: "huge", footprint: [at(0, 0), at(1, 0)], squeezing: true }), tokens: [tok("ogre", [at(3, 0)], "large")] }, A5E);
    expect(huge.blockerAt(at(2, 0))).toBe("ogre");
  });

  it("without blockers or without the rule the index is open and asks nothing of the hex; with them it refuses a bad hex", () => {
    expect(spaceIndex({ mover: mover(), tokens: [] }, A5E).blockerAt(hostile(null))).toBeNull();
    expect(spaceIndex({ mover: mover(), tokens: [tok("orc", [at(1, 0)])] }, BOOK_RULESET).blockerAt(at(1, 0))).toBeNull();
    const index = spaceIndex({ mover: mover(), tokens: [tok("orc", [at(1, 0)])] }, A5E);
    expectRefusal(() => index.blockerAt(hostile(null)), "INVALID_ARGUMENT", "hex", null, "");
    expect(spaceInForce(A5E)).toBe(true);
    expectRefusal(() => spaceInForce(hostile({ points: {} })), "INVALID_ARGUMENT", "ruleset", { points: {} }, "expected a resolved ruleset");
  });

  it("the mover's and the list's refusals come first, with or without the rule", () => {
    for (const ruleset of [A5E, BOOK_RULESET]) {
      expectRefusal(() => spaceIndex(hostile(null), ruleset), "INVALID_ARGUMENT", "input", null, "expected an object");
      expectRefusal(() => spaceIndex({ mover: hostile(5), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover", 5, "expected an object");
      expectRefusal(() => spaceIndex({ mover: mover({ disposition: 2 }), tokens: [] }, ruleset), "OUT_OF_RANGE", "input.mover.disposition", 2, "from -2 to 1");
      expectRefusal(() => spaceIndex({ mover: mover({ disposition: -3 }), tokens: [] }, ruleset), "OUT_OF_RANGE", "input.mover.disposition", -3, "from -2 to 1");
      expectRefusal(() => spaceIndex({ mover: mover({ size: hostile("titan") }), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover.size", "titan", "expected one of tiny, small, medium, large, huge, gargantuan");
      expectRefusal(() => spaceIndex({ mover: mover({ footprint: hostile("x") }), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover.footprint", "x", "expected an array");
      expectRefusal(() => spaceIndex({ mover: mover({ squeezing: hostile(1) }), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover.squeezing", 1, "expected a boolean");
      expectRefusal(() => spaceIndex({ mover: mover(), tokens: hostile({}) }, ruleset), "INVALID_ARGUMENT", "input.tokens", {}, "expected an array");
    }
    expect(() => spaceIndex({ mover: mover({ disposition: -2 }), tokens: [] }, A5E)).not.toThrow();
  });

  it("footprints of exactly the bound are read; one hex more is refused, and a bad hex by its place", () => {
    expect(() => spaceIndex({ mover: mover({ footprint: many(MAX_FOOTPRINT_HEXES) }), tokens: [tok("o", many(MAX_FOOTPRINT_HEXES))] }, A5E)).not.toThrow();
    expectRefusal(() => spaceIndex({ mover: mover({ footprint: many(MAX_FOOTPRINT_HEXES + 1) }), tokens: [] }, A5E), "OUT_OF_RANGE", "input.mover.footprint", MAX_FOOTPRINT_HEXES + 1, `at most ${MAX_FOOTPRINT_HEXES} hexes`);
    expectRefusal(() => spaceIndex({ mover: mover({ footprint: [at(0, 0), hostile({ q: 1, r: 1, s: 1 })] }), tokens: [] }, A5E), "INVALID_ARGUMENT", "input.mover.footprint[1]", { q: 1, r: 1, s: 1 }, "");
  });

  it("each token's refusal names its place and field", () => {
    const refuse = (t: unknown, parameter: string, value: unknown, text: string) => expectRefusal(() => spaceIndex({ mover: mover(), tokens: [tok("ok", [at(9, 9)]), hostile(t)] }, A5E), parameter.endsWith("disposition") ? "OUT_OF_RANGE" : "INVALID_ARGUMENT", parameter, value, text);
    refuse(null, "input.tokens[1]", null, "expected an object");
    refuse({ ...tok("x", []), id: "" }, "input.tokens[1].id", "", "expected a token id");
    refuse({ ...tok("x", []), id: "i".repeat(65) }, "input.tokens[1].id", "i".repeat(65), "expected a token id");
    refuse({ ...tok("x", []), id: 7 }, "input.tokens[1].id", 7, "expected a token id");
    refuse({ ...tok("x", []), hexes: null }, "input.tokens[1].hexes", null, "expected an array");
    refuse({ ...tok("x", []), disposition: 5 }, "input.tokens[1].disposition", 5, "from -2 to 1");
    refuse({ ...tok("x", []), size: "big" }, "input.tokens[1].size", "big", "expected one of");
    refuse({ ...tok("x", []), defeated: "no" }, "input.tokens[1].defeated", "no", "expected a boolean");
    expect(() => spaceIndex({ mover: mover(), tokens: [tok("i".repeat(64), [at(1, 0)])] }, A5E)).not.toThrow();
  });
});

describe("the first blocked step", () => {
  const index = spaceIndex({ mover: mover(), tokens: [tok("orc", [at(0, 0), at(2, 0)])] }, A5E);
  it("the start hex is never a step; the first blocked one is counted from 1", () => {
    expect(firstBlockedStep([at(0, 0), at(1, 0), at(2, 0)], index)).toEqual({ step: 2, blocker: "orc" });
    expect(firstBlockedStep([at(0, 0)], index)).toBeNull();
    expect(firstBlockedStep([], index)).toBeNull();
    expect(firstBlockedStep([hostile(null), at(1, 0)], index)).toBeNull();
  });
  it("refuses a path that is not a list, or a bad step by its place", () => {
    expectRefusal(() => firstBlockedStep(hostile("p"), index), "INVALID_ARGUMENT", "path", "p", "expected an array");
    expectRefusal(() => firstBlockedStep([at(0, 0), at(1, 0), hostile({ q: 0 })], index), "NOT_INTEGER", "path[2]", { q: 0 }, "");
  });
});

describe("space needed, surround limits and the outcome", () => {
  it("spaceNeeded: squeezing only from the list of conditions; refusals in full", () => {
    expect(spaceNeeded({ size: "huge", conditions: ["prone", "squeezing"] }, A5E)).toBe("large");
    expect(spaceNeeded({ size: "huge", conditions: ["prone"] }, A5E)).toBe("huge");
    expectRefusal(() => spaceNeeded(hostile(null), A5E), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => spaceNeeded({ size: hostile("x"), conditions: [] }, BOOK_RULESET), "INVALID_ARGUMENT", "input.size", "x", "expected one of");
    expectRefusal(() => spaceNeeded({ size: "huge", conditions: hostile("squeezing") }, BOOK_RULESET), "INVALID_ARGUMENT", "input.conditions", "squeezing", "expected an array");
  });
  it("surroundLimit: refusals in full, with or without the rule", () => {
    expectRefusal(() => surroundLimit(hostile(null), BOOK_RULESET), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => surroundLimit({ target: hostile("x"), surrounder: "medium", grid: "hex" }, BOOK_RULESET), "INVALID_ARGUMENT", "input.target", "x", "expected one of");
    expectRefusal(() => surroundLimit({ target: "medium", surrounder: hostile("y"), grid: "hex" }, BOOK_RULESET), "INVALID_ARGUMENT", "input.surrounder", "y", "expected one of");
    expectRefusal(() => surroundLimit({ target: "medium", surrounder: "medium", grid: hostile("round") }, BOOK_RULESET), "INVALID_ARGUMENT", "input.grid", "round", "expected hex or square");
  });
  it("spaceOutcome: warn lets a blocked move through; a blocked flag that is not true is open; refusals in full", () => {
    expect(spaceOutcome({ mode: "warn", isGM: false, blocked: true }, A5E)).toBe("warn");
    expect(spaceOutcome({ mode: "warn", isGM: false, blocked: false }, A5E)).toBe("allow");
    expect(spaceOutcome({ mode: "warn", isGM: true, blocked: true }, A5E)).toBe("allow");
    expect(spaceOutcome({ mode: "enforce", isGM: hostile(1), blocked: true }, A5E)).toBe("refuse");
    expect(spaceOutcome({ mode: "enforce", isGM: false, blocked: hostile(1) }, A5E)).toBe("allow");
    expectRefusal(() => spaceOutcome(hostile(null), A5E), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => spaceOutcome({ mode: hostile("on"), isGM: false, blocked: true }, BOOK_RULESET), "INVALID_ARGUMENT", "input.mode", "on", "expected off, warn or enforce");
  });
});

describe("surround counts", () => {
  it("a crowd of exactly the bound is counted; one more is refused; each creature's hexes by place", () => {
    expect(surroundCount({ target: [at(0, 0)], others: Array.from({ length: MAX_SURROUNDERS }, () => [at(1, 0)]) })).toBe(MAX_SURROUNDERS);
    expectRefusal(() => surroundCount({ target: [at(0, 0)], others: Array.from({ length: MAX_SURROUNDERS + 1 }, () => [at(1, 0)]) }), "OUT_OF_RANGE", "input.others", MAX_SURROUNDERS + 1, `at most ${MAX_SURROUNDERS} creatures`);
    expectRefusal(() => surroundCount(hostile(null)), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => surroundCount({ target: hostile(1), others: [] }), "INVALID_ARGUMENT", "input.target", 1, "expected an array");
    expectRefusal(() => surroundCount({ target: [], others: hostile(1) }), "INVALID_ARGUMENT", "input.others", 1, "expected an array");
    expectRefusal(() => surroundCount({ target: [], others: [[at(0, 0)], hostile("h")] }), "INVALID_ARGUMENT", "input.others[1]", "h", "expected an array");
    expectRefusal(() => surroundCount({ target: [], others: [[at(0, 0), hostile(null)]] }), "INVALID_ARGUMENT", "input.others[0][1]", null, "");
  });
  it("a creature with a hex in the target's space is not around it even when another hex touches it", () => {
    expect(surroundCount({ target: [at(0, 0)], others: [[at(1, 0), at(0, 0)], [at(2, 0), at(1, 0)]] })).toBe(1);
    expect(surroundCount({ target: [at(0, 0)], others: [[at(0, 0), at(1, 0)]] })).toBe(0);
  });
});

describe("surround notes where a mover stops", () => {
  const orc = tok("orc", [at(0, 0)]);
  it("each hostile, undefeated foe next to the mover's footprint, counting the mover and the foe's other foes", () => {
    const tokens = [
      orc,
      tok("dead", [at(0, -1)], "medium", { defeated: true }),
      tok("pal", [at(1, 0)], "medium", { disposition: 1 }),
      tok("deadPal", [at(-1, 0)], "medium", { disposition: 1, defeated: true }),
      tok("neutral", [at(-1, 1)], "medium", { disposition: 0 }),
    ];
    // the mover stops at (1, −1), next to the orc: the mover and the orc's undefeated foe "pal"
    expect(surroundsAt({ mover: mover(), at: at(1, -1), tokens }, A5E)).toEqual([{ id: "orc", count: 2, limit: 6 }]);
    // the mover's own stored token (where it stood before), next to the orc, is not counted again
    expect(surroundsAt({ mover: mover(), at: at(1, -1), tokens: [...tokens, tok("m", [at(0, 1)], "medium", { disposition: 1 })] }, A5E)).toEqual([{ id: "orc", count: 2, limit: 6 }]);
    // a token with the mover's id is never a target, even hostile and next to it
    expect(surroundsAt({ mover: mover(), at: at(1, -1), tokens: [tok("m", [at(2, -1)])] }, A5E)).toEqual([]);
  });
  it("a foe of two hexes gets a note when one of them is next to the mover, none when one is under it", () => {
    const ogre = tok("ogre", [at(0, 0), at(-1, 0)], "large");
    expect(surroundsAt({ mover: mover(), at: at(1, -1), tokens: [ogre] }, A5E)).toEqual([{ id: "ogre", count: 1, limit: 9 }]);
    const wide = mover({ size: "large", footprint: [at(0, 0), at(1, 0)] });
    expect(surroundsAt({ mover: wide, at: at(0, 1), tokens: [tok("ogre", [at(1, 1), at(1, 0)], "large")] }, A5E)).toEqual([]);
  });
  it("a foe in the mover's footprint gets no note; the footprint is read from where it stops", () => {
    const wide = mover({ size: "large", footprint: [at(0, 0), at(1, 0)] });
    expect(surroundsAt({ mover: wide, at: at(-1, 0), tokens: [orc] }, A5E)).toEqual([]);
    expect(surroundsAt({ mover: wide, at: at(-2, 0), tokens: [orc] }, A5E)).toEqual([{ id: "orc", count: 1, limit: 3 }]);
    expect(surroundsAt({ mover: wide, at: at(-3, 0), tokens: [orc] }, A5E)).toEqual([]);
    // a mover that is not hostile to anyone gets no notes
    expect(surroundsAt({ mover: mover({ disposition: 0 }), at: at(1, -1), tokens: [orc] }, A5E)).toEqual([]);
  });
  it("refusals in full, with or without the rule; a crowd of exactly the bound is read", () => {
    expect(surroundsAt({ mover: mover(), at: at(50, 50), tokens: Array.from({ length: MAX_SURROUNDERS }, (_, k) => tok(`t${k}`, [at(0, 0)])) }, A5E)).toEqual([]);
    for (const ruleset of [A5E, BOOK_RULESET]) {
      expectRefusal(() => surroundsAt(hostile(null), ruleset), "INVALID_ARGUMENT", "input", null, "expected an object");
      expectRefusal(() => surroundsAt({ mover: hostile(null), at: at(0, 0), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover", null, "expected an object");
      expectRefusal(() => surroundsAt({ mover: mover({ disposition: 4 }), at: at(0, 0), tokens: [] }, ruleset), "OUT_OF_RANGE", "input.mover.disposition", 4, "from -2 to 1");
      expectRefusal(() => surroundsAt({ mover: mover({ size: hostile(3) }), at: at(0, 0), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover.size", 3, "expected one of");
      expectRefusal(() => surroundsAt({ mover: mover({ footprint: hostile(3) }), at: at(0, 0), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.mover.footprint", 3, "expected an array");
      expectRefusal(() => surroundsAt({ mover: mover(), at: hostile(null), tokens: [] }, ruleset), "INVALID_ARGUMENT", "input.at", null, "");
      expectRefusal(() => surroundsAt({ mover: mover(), at: at(0, 0), tokens: hostile(3) }, ruleset), "INVALID_ARGUMENT", "input.tokens", 3, "expected an array");
      expectRefusal(() => surroundsAt({ mover: mover(), at: at(0, 0), tokens: Array.from({ length: MAX_SURROUNDERS + 1 }, (_, k) => tok(`t${k}`, [])) }, ruleset), "OUT_OF_RANGE", "input.tokens", MAX_SURROUNDERS + 1, `at most ${MAX_SURROUNDERS} creatures`);
      expectRefusal(() => surroundsAt({ mover: mover(), at: at(0, 0), tokens: [orc, hostile({ ...orc, defeated: 0 })] }, ruleset), "INVALID_ARGUMENT", "input.tokens[1].defeated", 0, "expected a boolean");
    }
  });
});

describe("one reading of a mover for the index and the surround notes", () => {
  it("both refuse the same malformed mover with the same parameter", () => {
    for (const [bad, parameter] of [[mover({ squeezing: "yes" as never }), "input.mover.squeezing"], [mover({ disposition: 3 }), "input.mover.disposition"], [mover({ size: "vast" as never }), "input.mover.size"]] as const) {
      expectRefusal(() => spaceIndex({ mover: bad, tokens: [] }, A5E), parameter === "input.mover.disposition" ? "OUT_OF_RANGE" : "INVALID_ARGUMENT", parameter, parameter === "input.mover.squeezing" ? "yes" : parameter === "input.mover.disposition" ? 3 : "vast", "");
      expectRefusal(() => surroundsAt({ mover: bad, at: at(0, 0), tokens: [] }, A5E), parameter === "input.mover.disposition" ? "OUT_OF_RANGE" : "INVALID_ARGUMENT", parameter, parameter === "input.mover.squeezing" ? "yes" : parameter === "input.mover.disposition" ? 3 : "vast", "");
    }
  });
});

