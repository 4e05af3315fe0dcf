/**
 * Guards of the A5E space rule (VARIANTS.md §6.6; 004:L6–L15) at both ends of the size order: a
 * Tiny mover is blocked by a Small occupant, a Gargantuan one by a Huge occupant (one category
 * apart), and a Gargantuan squeezer needs a Huge space.
 */
import { describe, expect, it } from "vitest";
import { a5eBlocks, a5eSpaceNeeded } from "./a5e-space";

describe("A5E space at the ends of the size order", () => {
  it("one category apart blocks, at the smallest and the largest mover", () => {
    expect(a5eBlocks("tiny", "small")).toBe(true);
    expect(a5eBlocks("gargantuan", "huge")).toBe(true);
    expect(a5eBlocks("tiny", "medium")).toBe(false);
    expect(a5eBlocks("gargantuan", "large")).toBe(false);
  });
  it("a squeezing Gargantuan creature needs a Huge space", () => {
    expect(a5eSpaceNeeded("gargantuan", true)).toBe("huge");
  });
});
