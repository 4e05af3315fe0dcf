/**
 * Position hints at their edges (VARIANTS.md §13.3 row 44; 004:L47–L57): every refusal of the record
 * the attack adapter reads, each bound taken and one past it refused, the elevation read in the
 * scene's units, and the A5E flanking rule's corner cases.
 */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { MAX_POSITION_TOKENS, positionHints } from "./positioning";
import type { PlacedPositionToken, PositionRead } from "../ruleset/points/positioning";
import { expectRefusal, hostile } from "../../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const BOOK = resolveRuleset(PRESETS.book);

function tok(id: string, q: number, r: number, more: Partial<PlacedPositionToken> = {}): PlacedPositionToken {
  return { id, q, r, s: -q - r, elevation: 0, side: "friendly", conditions: [], ...more };
}
const FOE = tok("foe", 0, 0, { side: "hostile" });
const ME = tok("me", 1, 0);
const ALLY = tok("ally", -1, 0);
const read = (over: Partial<PositionRead> = {}): PositionRead => ({ attacker: ME, target: FOE, others: [ALLY], melee: true, gridDistance: 5, gridUnits: "ft", ...over });
const keys = (over: Partial<PositionRead> = {}, ruleset = A5E): string[] => positionHints(read(over), ruleset).map((h) => h.key);

describe("the record an attack reads of the map: each refusal named", () => {
  it("a token's id: a text of 1–200 characters", () => {
    expectRefusal(() => keys({ attacker: { ...ME, id: "" } }), "INVALID_ARGUMENT", "input.attacker.id", "", "expected an id");
    expectRefusal(() => keys({ attacker: { ...ME, id: hostile(7) } }), "INVALID_ARGUMENT", "input.attacker.id", 7, "expected an id");
    expectRefusal(() => keys({ target: { ...FOE, id: "x".repeat(201) } }), "INVALID_ARGUMENT", "input.target.id", "x".repeat(201), "expected an id");
    expect(keys({ target: { ...FOE, id: "x".repeat(200) } })).toEqual(["flanking"]);
  });

  it("each cube coordinate: a whole number of at most 1,000,000 either way, summing to 0", () => {
    expectRefusal(() => keys({ attacker: { ...ME, q: hostile("1") } }), "OUT_OF_RANGE", "input.attacker.q", "1", "expected a whole hex coordinate");
    expectRefusal(() => keys({ attacker: { ...ME, r: 0.5, s: -1.5 } }), "OUT_OF_RANGE", "input.attacker.r", 0.5, "expected a whole hex coordinate");
    expectRefusal(() => keys({ attacker: { ...ME, s: 1_000_001 } }), "OUT_OF_RANGE", "input.attacker.s", 1_000_001, "expected a whole hex coordinate");
    expectRefusal(() => keys({ attacker: { ...ME, q: -1_000_001 } }), "OUT_OF_RANGE", "input.attacker.q", -1_000_001, "expected a whole hex coordinate");
    expectRefusal(() => keys({ attacker: { ...ME, s: 5 } }), "INVALID_ARGUMENT", "input.attacker", { ...ME, s: 5 }, "q + r + s = 0");
    const far = { q: 1_000_000, r: -1_000_000, s: 0 };
    expect(keys({ attacker: { ...ME, ...far }, target: { ...FOE, q: 999_999, r: -999_999 }, others: [] })).toEqual([]);
    expect(keys({ attacker: { ...ME, q: -1_000_000, r: 1_000_000, s: 0 }, others: [] })).toEqual([]);
  });

  it("an elevation: a finite number of at most 1,000,000 either way", () => {
    expectRefusal(() => keys({ target: { ...FOE, elevation: Number.NaN } }), "OUT_OF_RANGE", "input.target.elevation", Number.NaN, "expected a finite elevation");
    expectRefusal(() => keys({ target: { ...FOE, elevation: hostile("0") } }), "OUT_OF_RANGE", "input.target.elevation", "0", "expected a finite elevation");
    expectRefusal(() => keys({ target: { ...FOE, elevation: -1_000_001 } }), "OUT_OF_RANGE", "input.target.elevation", -1_000_001, "expected a finite elevation");
    expect(keys({ attacker: { ...ME, elevation: 1_000_000 }, target: { ...FOE, elevation: -1_000_000 }, others: [] })).toEqual(["fromAbove"]);
  });

  it("a side, the conditions and a back-to-back partner", () => {
    expectRefusal(() => keys({ others: [{ ...ALLY, side: hostile("ally") }] }), "INVALID_ARGUMENT", "input.others[0].side", "ally", "friendly, hostile or neutral");
    expectRefusal(() => keys({ others: [ALLY, { ...ALLY, id: "b", conditions: hostile("stunned") }] }), "INVALID_ARGUMENT", "input.others[1].conditions", "stunned", "expected an array");
    expectRefusal(() => keys({ attacker: { ...ME, conditions: hostile(["stunned", 3]) } }), "INVALID_ARGUMENT", "input.attacker.conditions", ["stunned", 3], "expected condition ids");
    expectRefusal(() => keys({ target: { ...FOE, backToBackWith: hostile(3) } }), "INVALID_ARGUMENT", "input.target.backToBackWith", 3, "expected a token id");
    expectRefusal(() => keys({ target: { ...FOE, backToBackWith: "y".repeat(201) } }), "INVALID_ARGUMENT", "input.target.backToBackWith", "y".repeat(201), "expected a token id");
    expect(keys({ target: { ...FOE, backToBackWith: "y".repeat(200) } })).toEqual(["flanking"]);
    for (const side of ["friendly", "hostile", "neutral"] as const) expect(() => keys({ others: [{ ...ALLY, side }] })).not.toThrow();
  });

  it("the record itself, the list of others (at most 64) and the attack's kind", () => {
    expectRefusal(() => positionHints(hostile(null), A5E), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => keys({ attacker: hostile([]) }), "INVALID_ARGUMENT", "input.attacker", [], "expected an object");
    expectRefusal(() => keys({ others: hostile("ally") }), "INVALID_ARGUMENT", "input.others", "ally", "expected an array");
    const crowd = (n: number) => Array.from({ length: n }, (_, i) => tok(`t${i}`, 5 + i, 0));
    expectRefusal(() => keys({ others: crowd(MAX_POSITION_TOKENS + 1) }), "OUT_OF_RANGE", "input.others.length", MAX_POSITION_TOKENS + 1, `expected at most ${MAX_POSITION_TOKENS}`);
    expect(keys({ others: [...crowd(MAX_POSITION_TOKENS - 1), ALLY] })).toEqual(["flanking"]);
    expect(MAX_POSITION_TOKENS).toBe(64);
    expectRefusal(() => keys({ melee: hostile("yes") }), "INVALID_ARGUMENT", "input.melee", "yes", "expected true or false");
  });

  it("no positioning rule: no hints, and nothing is read", () => {
    expect(positionHints(hostile({ attacker: null }), BOOK)).toEqual([]);
    expectRefusal(() => positionHints(read(), hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "");
  });
});

describe("elevation in the scene's units (VARIANTS.md §13.1)", () => {
  it("units that are not a length read the grid's distance as 5 ft; a distance that is not a positive number reads 1 ft a unit", () => {
    const up = (elevation: number, gridDistance: unknown, gridUnits: unknown) => keys({ attacker: { ...ME, elevation }, others: [], gridDistance, gridUnits });
    // 1 square = 5 ft: 1 unit up is above; 2 squares a hex: 1 unit is 2.5 ft, 2 units are 5 ft.
    expect([up(1, 1, "squares"), up(1, 2, "squares"), up(2, 2, "squares")]).toEqual([["fromAbove"], [], ["fromAbove"]]);
    expect([up(4, 0, "squares"), up(5, 0, "squares"), up(5, -2, ""), up(4, "5", null), up(5, Number.NaN, 3)]).toEqual([[], ["fromAbove"], ["fromAbove"], [], ["fromAbove"]]);
    expect([up(5, Number.POSITIVE_INFINITY, "squares"), up(4, Number.POSITIVE_INFINITY, "squares")]).toEqual([["fromAbove"], []]);
    // A length: its own feet, whatever the grid's distance says (yards: 2 up is 6 ft).
    expect([up(2, 0, "yd"), up(1, 5, "yd")]).toEqual([["fromAbove"], []]);
  });

  it("a held attacker (grabbed or restrained) gets nothing from above; a status that is no condition is ignored", () => {
    const high = { ...ME, elevation: 10 };
    expect(keys({ attacker: { ...high, conditions: ["grabbed"] }, others: [] })).toEqual([]);
    expect(keys({ attacker: { ...high, conditions: ["prone"] }, others: [] })).toEqual(["fromAbove"]);
    expect(keys({ attacker: { ...high, conditions: ["blessed", "stunned"] }, others: [ALLY] })).toEqual(["fromAbove"]);
  });
});

describe("A5E flanking's corner cases (004:L50–L54)", () => {
  it("only a hex neighbour flanks: an attacker two hexes off with an ally two hexes opposite does not", () => {
    expect(keys({ attacker: tok("me", 2, 0), others: [tok("ally", -2, 0)] })).toEqual([]);
    expect(keys({ attacker: tok("me", 0, 0, { side: "friendly" }), others: [ALLY] })).toEqual([]);
  });

  it("the attacker or the target listed again among the others never counts as the ally", () => {
    expect(keys({ others: [{ ...ALLY, id: "me" }] })).toEqual([]);
    expect(keys({ others: [{ ...ALLY, id: "foe" }] })).toEqual([]);
    expect(keys({ others: [{ ...ALLY, id: "foe" }, ALLY] })).toEqual(["flanking"]);
  });

  it("an attacker of a target on its own side does not flank; a neutral attacker does not; a hostile ally flanks with a hostile attacker", () => {
    expect(keys({ target: { ...FOE, side: "friendly" } })).toEqual([]);
    expect(keys({ attacker: { ...ME, side: "neutral" }, others: [{ ...ALLY, side: "neutral" }] })).toEqual([]);
    expect(keys({ attacker: { ...ME, side: "hostile" }, target: { ...FOE, side: "friendly" }, others: [{ ...ALLY, side: "hostile" }] })).toEqual(["flanking"]);
    expect(keys({ others: [{ ...ALLY, side: "hostile" }] })).toEqual([]);
  });

  it("back-to-back needs a partner that is there, on the target's side, adjacent to it", () => {
    const guarded = { ...FOE, backToBackWith: "friend" };
    expect(keys({ target: guarded, others: [ALLY] })).toEqual(["flanking"]);
    expect(keys({ target: guarded, others: [ALLY, tok("friend", 0, 1, { side: "friendly" })] })).toEqual(["flanking"]);
    expect(keys({ target: guarded, others: [ALLY, tok("friend", 0, 1, { side: "neutral" })] })).toEqual(["flanking"]);
    expect(keys({ target: guarded, others: [ALLY, tok("friend", 0, 1, { side: "hostile" })] })).toEqual([]);
    expect(keys({ target: guarded, others: [ALLY, tok("friend", 1, 1, { side: "hostile" })] })).toEqual(["flanking"]);
    // Neutral tokens are no one's allies: a neutral target's neutral partner does not guard it.
    expect(keys({ target: { ...guarded, side: "neutral" }, others: [ALLY, tok("friend", 0, 1, { side: "neutral" })] })).toEqual(["flanking"]);
  });
});
