import { describe, it, expect } from "vitest";
import { tokenTerrain } from "./terrain-query";

describe("tokenTerrain (contract with the tracker)", () => {
  it("loads without Foundry and gives optimal, not steep, for anything that is not a token on a scene", () => {
    expect(tokenTerrain(null)).toEqual({ terrain: "optimal", steep: false });
    expect(tokenTerrain(undefined)).toEqual({ terrain: "optimal", steep: false });
    expect(tokenTerrain({ parent: {} })).toEqual({ terrain: "optimal", steep: false });
  });

  it("returns a fresh object each time (callers may keep or change it)", () => {
    const a = tokenTerrain(null);
    a.terrain = "swamp";
    expect(tokenTerrain(null).terrain).toBe("optimal");
  });
});
