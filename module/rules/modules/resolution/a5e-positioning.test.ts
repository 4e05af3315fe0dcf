import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { positionHints } from "../../resolution/positioning";
import type { PlacedPositionToken, PositionRead } from "../../ruleset/points/positioning";

const A5E = resolveRuleset(PRESETS.a5e);
const BOOK = resolveRuleset(PRESETS.book);

/** A token at cube (q, r), friendly unless told, able, on the ground. */
function tok(id: string, q: number, r: number, more: Partial<PlacedPositionToken> = {}): PlacedPositionToken {
  return { id, q, r, s: -q - r, elevation: 0, side: "friendly", conditions: [], ...more };
}
type Read = Omit<PositionRead, "gridDistance" | "gridUnits"> & Partial<PositionRead>;
const FOE = tok("foe", 0, 0, { side: "hostile" });
/** The six hex directions in cube coordinates, in turn around the hex. */
const DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const;

function keys(input: Read, ruleset = A5E): string[] {
  return positionHints({ gridDistance: 5, gridUnits: "ft", ...input }, ruleset).map((h) => `${h.key}:${h.gives}`);
}

describe("A5E tactical positioning (004:L47–L57)", () => {
  it("GA-P1 (GA-19): an ally on the opposite hex neighbour flanks; an ally at 120° does not", () => {
    const me = tok("me", 1, 0);
    expect(keys({ attacker: me, target: FOE, others: [tok("ally", -1, 0)], melee: true })).toEqual(["flanking:expertise"]);
    expect(keys({ attacker: me, target: FOE, others: [tok("ally", -1, 1)], melee: true })).toEqual([]);
  });

  it("GA-P2: an incapacitated ally, or a neutral one, does not flank (L54)", () => {
    const me = tok("me", 1, 0);
    expect(keys({ attacker: me, target: FOE, others: [tok("ally", -1, 0, { conditions: ["stunned"] })], melee: true })).toEqual([]);
    expect(keys({ attacker: me, target: FOE, others: [tok("ally", -1, 0, { side: "neutral" })], melee: true })).toEqual([]);
    expect(keys({ attacker: { ...me, conditions: ["unconscious"] }, target: FOE, others: [tok("ally", -1, 0)], melee: true })).toEqual([]);
  });

  it("GA-P3: a target back-to-back with an adjacent ally cannot be flanked (L50)", () => {
    const me = tok("me", 1, 0);
    const ally = tok("ally", -1, 0);
    const friend = tok("friend", 0, 1, { side: "hostile" });
    const guarded = { ...FOE, backToBackWith: "friend" };
    expect(keys({ attacker: me, target: guarded, others: [ally, friend], melee: true })).toEqual([]);
    // A partner who has walked away (not adjacent) no longer guards the target.
    const far = tok("friend", 0, 3, { side: "hostile" });
    expect(keys({ attacker: me, target: guarded, others: [ally, far], melee: true })).toEqual(["flanking:expertise"]);
  });

  it("GA-P4: 5 ft above on a melee attack gives an expertise die; 4 ft, ranged, or restrained does not (L48)", () => {
    const high = tok("me", 1, 0, { elevation: 5 });
    expect(keys({ attacker: high, target: FOE, others: [], melee: true })).toEqual(["fromAbove:expertise"]);
    expect(keys({ attacker: { ...high, elevation: 4 }, target: FOE, others: [], melee: true })).toEqual([]);
    expect(keys({ attacker: high, target: FOE, others: [], melee: false })).toEqual([]);
    expect(keys({ attacker: { ...high, conditions: ["grabbed"] }, target: FOE, others: [], melee: true })).toEqual([]);
    expect(keys({ attacker: { ...high, conditions: ["restrained"] }, target: FOE, others: [], melee: true })).toEqual([]);
    // A status that is no condition of ER's (another module's) changes nothing.
    expect(keys({ attacker: { ...high, conditions: ["blessed"] }, target: FOE, others: [], melee: true })).toEqual(["fromAbove:expertise"]);
  });

  it("GA-P5: below the target gives nothing on an attack (pulling from below is for Strength checks and saves, L57)", () => {
    expect(keys({ attacker: tok("me", 1, 0), target: { ...FOE, elevation: 10 }, others: [], melee: true })).toEqual([]);
  });

  it("GA-P6: flanking and attacking from above both show; off the A5E rules nothing shows", () => {
    const input = { attacker: tok("me", 1, 0, { elevation: 10 }), target: FOE, others: [tok("ally", -1, 0)], melee: true };
    expect(keys(input)).toEqual(["flanking:expertise", "fromAbove:expertise"]);
    expect(keys(input, BOOK)).toEqual([]);
  });

  it("GA-P7: elevation reads in the scene's units: 2 m up on a 1.5 m grid is above (6.6 ft), 1 m is not (3.3 ft)", () => {
    const metric = { target: FOE, others: [], melee: true, gridDistance: 1.5, gridUnits: "m" };
    expect(keys({ ...metric, attacker: tok("me", 1, 0, { elevation: 2 }) })).toEqual(["fromAbove:expertise"]);
    expect(keys({ ...metric, attacker: tok("me", 1, 0, { elevation: 1 }) })).toEqual([]);
  });

  it("refuses coordinates that are not cube coordinates", () => {
    expect(() => positionHints({ attacker: { ...tok("me", 1, 0), s: 5 }, target: FOE, others: [], melee: true, gridDistance: 5, gridUnits: "ft" }, A5E)).toThrow();
  });
});

describe("positioning properties", () => {
  const dir = fc.integer({ min: 0, max: 5 });
  const at = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });

  it("flanking is symmetric: two allies on opposite sides each flank the target", () => {
    fc.assert(fc.property(dir, at, (d, c) => {
      const [dq, dr] = DIRS[d]!;
      const target = tok("foe", c.q, c.r, { side: "hostile" });
      const a = tok("a", c.q + dq, c.r + dr);
      const b = tok("b", c.q - dq, c.r - dr);
      const fromA = keys({ attacker: a, target, others: [b], melee: true });
      const fromB = keys({ attacker: b, target, others: [a], melee: true });
      return fromA.includes("flanking:expertise") && fromB.includes("flanking:expertise");
    }));
  });

  it("moving the ally away removes the flank", () => {
    fc.assert(fc.property(dir, at, fc.integer({ min: 1, max: 5 }), (d, c, turn) => {
      const [dq, dr] = DIRS[d]!;
      const [mq, mr] = DIRS[(d + 3 + turn) % 6]!;
      const target = tok("foe", c.q, c.r, { side: "hostile" });
      const a = tok("a", c.q + dq, c.r + dr);
      const moved = tok("b", c.q + mq, c.r + mr);
      return !keys({ attacker: a, target, others: [moved], melee: true }).includes("flanking:expertise");
    }));
  });
});
