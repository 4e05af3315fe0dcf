import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { OSR_CLOSE_FEET, keptD20, osrCheckKeep, osrWithinClose } from "./osr-checks";
import { meleeReaches } from "../../resolution/melee-reach";
import { osrAtFightEnd, osrDeadline, osrInjuryOutcome, osrInjuryRow } from "./osr-dying";
import { osrClampHealth, osrRested } from "./osr-recovery";
import { fighter as osrFighter } from "../../../../tests/support/fighters";

const second = fc.integer({ min: 0, max: 1_000_000 });
const d20 = fc.integer({ min: 1, max: 20 });

describe("OSR properties", () => {
  it("advantage and disadvantage cancel whatever the count; advantage keeps at least the lower die", () => {
    fc.assert(fc.property(fc.boolean(), (b) => osrCheckKeep(b, b) === "one"));
    fc.assert(fc.property(d20, d20, (a, b) => keptD20([a, b], "highest") >= keptD20([a, b], "lowest")));
  });

  it("the deadline is never before the minute nor before the fight's end, and a fight ending past it kills", () => {
    fc.assert(fc.property(second, second, (since, end) => {
      const deadline = osrDeadline(since, end);
      expect(deadline).toBeGreaterThanOrEqual(since + 60);
      expect(deadline).toBeGreaterThanOrEqual(end);
      const atEnd = osrAtFightEnd(since, end);
      expect(atEnd.dead).toBe(end - since >= 60);
      if (!atEnd.dead) expect(end + atEnd.remaining).toBe(since + 60);
    }));
  });

  it("stabilising never leaves health outside 0…max nor an ability below 0; only a 1 kills", () => {
    fc.assert(fc.property(d20, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 20 }), (die, follow, max, score) => {
      const row = osrInjuryRow(die);
      const followUp = row.kind === "ability" ? Math.min(follow, 6) : follow;
      const r = osrInjuryOutcome(row, osrFighter({ health: { value: 0, max, below: 0, temp: 0 }, abilities: { str: score, dex: score, con: score, int: score, wis: score, cha: score } }), followUp);
      expect(r.dead).toBe(die === 1);
      if (!r.dead) expect(r.health! >= 1 && r.health! <= max).toBe(true);
      if (r.ability) expect(r.ability.to).toBeGreaterThanOrEqual(0);
    }));
  });

  it("health stays in 0…max (RS-9); a rest never lowers it", () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 500 }), (v, max) => {
      const c = osrClampHealth(v, { max });
      expect(c >= 0 && c <= max).toBe(true);
    }));
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), (value, level, safe) => {
      expect(osrRested({ value, max: 100 }, level, safe)).toBeGreaterThanOrEqual(value);
    }));
  });

  it("close range is the OSR melee reach: osrWithinClose(d, fph) = meleeReaches(d, fph, OSR_CLOSE_FEET) for every distance and scale", () => {
    const scale = fc.oneof(fc.constantFrom(0.5, 1, 5, 10, 15, 30), fc.double({ min: 0.01, max: 1000, noNaN: true }));
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1_000_000_000 })), scale, (d, fph) => osrWithinClose(d, fph) === meleeReaches(d, fph, OSR_CLOSE_FEET)), { numRuns: 500 });
  });

  it("close range is monotone: a close hostile stays close when nearer", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.constantFrom(5, 10, 15, 30), (d, fph) => !osrWithinClose(d, fph) || osrWithinClose(d - 1, fph)));
  });
});
