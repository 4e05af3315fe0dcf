import { describe, expect, it } from "vitest";
import { rolledIn, rolledTotal } from "./rolled";

describe("a rolled total, read once for every card", () => {
  it("is truncated, or the fallback when a Roll gives none", () => {
    expect(rolledTotal({ total: 7.9 })).toBe(7);
    expect(rolledTotal({ total: null }, 3)).toBe(3);
    expect(rolledTotal({ total: Number.NaN })).toBe(0);
  });

  it("is held to the die's faces; a missing total reads the lowest face", () => {
    expect(rolledIn({ total: 4 }, 1, 6)).toBe(4);
    expect(rolledIn({ total: 9 }, 1, 6)).toBe(6);
    expect(rolledIn({ total: 0 }, 1, 100)).toBe(1);
    expect(rolledIn({}, 2, 12)).toBe(2);
  });
});
