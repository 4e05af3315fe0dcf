/**
 * Guards of the 13th Age grabber rule (001:L493, L465): every pair of sizes next to each other in
 * the order, smallest to largest, carried one way and let go the other.
 */
import { describe, expect, it } from "vitest";
import { a13GrabberMoves } from "./a13-condition-moves";
import type { SizeCategory } from "../../ruleset/points/movement";

describe("a grabber carries a creature one size smaller, at both ends of the order", () => {
  it("small carries tiny, gargantuan carries huge; the other way round both let go", () => {
    expect(a13GrabberMoves("small", "tiny", [])).toBe("carry");
    expect(a13GrabberMoves("gargantuan", "huge", [])).toBe("carry");
    expect(a13GrabberMoves("tiny", "small", [])).toBe("letGo");
    expect(a13GrabberMoves("huge", "gargantuan", [])).toBe("letGo");
  });
  it("each size carries the one below it and lets go of its own size", () => {
    const pairs: readonly (readonly [SizeCategory, SizeCategory])[] = [["small", "tiny"], ["medium", "small"], ["large", "medium"], ["huge", "large"], ["gargantuan", "huge"]];
    for (const [big, small] of pairs) {
      expect(a13GrabberMoves(big, small, [])).toBe("carry");
      expect(a13GrabberMoves(big, big, [])).toBe("letGo");
    }
  });
});
