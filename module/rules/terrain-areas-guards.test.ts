/**
 * The terrain of a hex at its edges (docs/rules.md §4): each refusal's code, parameter, value and
 * text, and a stored scene terrain of each kind.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SCENE_TERRAIN, parseSceneTerrain, resolveHexTerrain } from "./terrain-areas";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

describe("resolveHexTerrain", () => {
  it("refuses the default, the list and each area by name", () => {
    expectRefusal(() => resolveHexTerrain(hostile("lava"), []), "UNKNOWN_TERRAIN", "defaultTerrain", "lava", "expected one of optimal");
    expectRefusal(() => resolveHexTerrain("plains", hostile("forest")), "INVALID_ARGUMENT", "areas", "forest", "expected an array");
    expectRefusal(() => resolveHexTerrain("plains", [{ terrain: "forest", steep: false }, hostile(null)]), "INVALID_ARGUMENT", "areas[1]", null, "expected an object");
    expectRefusal(() => resolveHexTerrain("plains", [{ terrain: "forest", steep: false }, hostile({ terrain: "lava" })]), "UNKNOWN_TERRAIN", "areas[1].terrain", "lava", "expected one of");
  });
  it("the hardest area wins whatever the order; a road or steep flag from any area; none without an area", () => {
    expect(resolveHexTerrain("mountains", [])).toEqual({ terrain: "mountains", steep: false });
    expect(resolveHexTerrain("mountains", [{ terrain: "plains", steep: false }])).toEqual({ terrain: "plains", steep: false });
    expect(resolveHexTerrain("optimal", [{ terrain: "swamp", steep: false }, { terrain: "forest", steep: true, road: true }])).toEqual({ terrain: "swamp", steep: true, road: true });
    expect(resolveHexTerrain("optimal", [{ terrain: "forest", steep: false, road: false }])).toEqual({ terrain: "forest", steep: false });
  });
});

describe("parseSceneTerrain", () => {
  it("nothing stored is optimal and valid; a terrain id is kept; anything else is optimal and invalid", () => {
    expect(DEFAULT_SCENE_TERRAIN).toBe("optimal");
    for (const v of [undefined, null, ""]) expect(parseSceneTerrain(v)).toEqual({ terrain: "optimal", invalid: false });
    expect(parseSceneTerrain("jungle")).toEqual({ terrain: "jungle", invalid: false });
    for (const v of ["lava", 0, false, {}]) expect(parseSceneTerrain(v)).toEqual({ terrain: "optimal", invalid: true });
  });
});
