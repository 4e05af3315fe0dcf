import { describe, expect, it } from "vitest";
import { provideTokenTerrain, tokenTerrain } from "./token-terrain";

describe("the token-terrain port", () => {
  it("reads optimal ground until the canvas installs its reader, then asks that reader", () => {
    const token = { parent: {} };
    expect(tokenTerrain(token)).toEqual({ terrain: "optimal", steep: false });
    const asked: unknown[] = [];
    provideTokenTerrain((t) => {
      asked.push(t);
      return { terrain: "tundra", steep: true };
    });
    expect(tokenTerrain(token)).toEqual({ terrain: "tundra", steep: true });
    expect(asked).toEqual([token]);
  });
});
