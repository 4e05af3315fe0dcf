import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { parseSceneTerrain, resolveHexTerrain, type TerrainArea } from "./terrain-areas";
import { TERRAIN_IDS } from "./terrain";

describe("resolveHexTerrain", () => {
  it("a hex no area covers has the scene default and is not steep", () => {
    expect(resolveHexTerrain("plains", [])).toEqual({ terrain: "plains", steep: false });
  });

  it("one area replaces the default, even an easier one", () => {
    expect(resolveHexTerrain("swamp", [{ terrain: "optimal", steep: false }])).toEqual({ terrain: "optimal", steep: false });
    expect(resolveHexTerrain("optimal", [{ terrain: "hills", steep: true }])).toEqual({ terrain: "hills", steep: true });
  });

  it("overlapping areas: the hardest terrain wins, steep if any area is steep", () => {
    const areas: TerrainArea[] = [
      { terrain: "forest", steep: false },
      { terrain: "mountains", steep: false },
      { terrain: "hills", steep: true },
    ];
    expect(resolveHexTerrain("optimal", areas)).toEqual({ terrain: "mountains", steep: true });
  });

  it("does not depend on the order of the areas", () => {
    const area = fc.record({ terrain: fc.constantFrom(...TERRAIN_IDS), steep: fc.boolean() });
    fc.assert(
      fc.property(fc.array(area, { maxLength: 6 }), (areas) => {
        expect(resolveHexTerrain("optimal", [...areas].reverse())).toEqual(resolveHexTerrain("optimal", areas));
      }),
    );
  });
});

describe("parseSceneTerrain", () => {
  it("keeps a terrain id", () => {
    for (const t of TERRAIN_IDS) expect(parseSceneTerrain(t)).toEqual({ terrain: t, invalid: false });
  });
  it("nothing stored is optimal, silently", () => {
    expect(parseSceneTerrain(undefined)).toEqual({ terrain: "optimal", invalid: false });
    expect(parseSceneTerrain(null)).toEqual({ terrain: "optimal", invalid: false });
    expect(parseSceneTerrain("")).toEqual({ terrain: "optimal", invalid: false });
  });
  it("an unknown value is optimal and reported", () => {
    expect(parseSceneTerrain("lava")).toEqual({ terrain: "optimal", invalid: true });
    expect(parseSceneTerrain(3)).toEqual({ terrain: "optimal", invalid: true });
    expect(parseSceneTerrain("Forest")).toEqual({ terrain: "optimal", invalid: true });
  });
});
