import { describe, it, expect } from "vitest";
import { ADVANCE_ROLE_LEVEL, roleMayAdvance } from "./settings";

describe("who runs the clock", () => {
  it("admits the chosen role and above (Foundry roles: 1 player, 2 trusted, 3 assistant, 4 GM)", () => {
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "gm"))).toEqual([4]);
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "assistant"))).toEqual([3, 4]);
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "trusted"))).toEqual([2, 3, 4]);
    expect(Object.keys(ADVANCE_ROLE_LEVEL)).toEqual(["gm", "assistant", "trusted"]);
  });
});
