import { describe, it, expect } from "vitest";
import { ALL_DISPOSITIONS, HexTerrainCache, describeHex, dispositionBit, hexForDisposition, offsetKey, type SceneTerrainDescription, type TerrainAreaShape } from "./terrain-cache";
import type { Offset } from "../rules/hex";
import type { TerrainId } from "../rules";
import { PaintedTerrain, applyWrite, planStroke } from "../rules/terrain-paint";

/** A fake scene: regions as explicit sets of cells. */
function area(terrain: TerrainId, cells: [number, number][], steep = false): TerrainAreaShape & { tests: number } {
  const set = new Set(cells.map(([i, j]) => offsetKey({ i, j })));
  const shape = {
    terrain,
    steep,
    tests: 0,
    covers(o: Offset) {
      shape.tests++;
      return set.has(offsetKey(o));
    },
  };
  return shape;
}

describe("describeHex", () => {
  it("uses the default terrain outside every area and resolves overlaps by the rules", () => {
    const scene: SceneTerrainDescription = {
      defaultTerrain: "plains",
      areas: [area("forest", [[0, 1], [0, 2]]), area("swamp", [[0, 2]], true)],
    };
    expect(describeHex(scene, { i: 0, j: 0 })).toEqual({ terrain: "plains", steep: false });
    expect(describeHex(scene, { i: 0, j: 1 })).toEqual({ terrain: "forest", steep: false });
    expect(describeHex(scene, { i: 0, j: 2 })).toEqual({ terrain: "swamp", steep: true });
  });
});

describe("HexTerrainCache", () => {
  it("describes the scene once and resolves each hex once", () => {
    const forest = area("forest", [[1, 1]]);
    let described = 0;
    const cache = new HexTerrainCache(() => {
      described++;
      return { defaultTerrain: "optimal", areas: [forest] };
    });
    for (let k = 0; k < 50; k++) {
      expect(cache.get({ i: 1, j: 1 }).terrain).toBe("forest");
      expect(cache.get({ i: 1, j: 2 }).terrain).toBe("optimal");
    }
    expect(described).toBe(1);
    expect(cache.builds).toBe(1);
    expect(forest.tests).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("invalidation picks up a changed scene and bumps the generation", () => {
    let terrain: TerrainId = "forest";
    const cache = new HexTerrainCache(() => ({ defaultTerrain: "optimal", areas: [area(terrain, [[3, 4]])] }));
    expect(cache.get({ i: 3, j: 4 }).terrain).toBe("forest");
    const g = cache.generation;
    terrain = "mountains";
    expect(cache.get({ i: 3, j: 4 }).terrain).toBe("forest"); // cached until invalidated
    cache.invalidate();
    expect(cache.generation).toBe(g + 1);
    expect(cache.size).toBe(0);
    expect(cache.get({ i: 3, j: 4 }).terrain).toBe("mountains");
    expect(cache.builds).toBe(2);
  });

  it("no scene: every hex is optimal", () => {
    const cache = new HexTerrainCache(() => null);
    expect(cache.get({ i: -2, j: 7 })).toEqual({ terrain: "optimal", steep: false });
  });
});

describe("painted terrain in the terrain query", () => {
  it("a painted hex is one more area: hardest wins with the regions, steep if any; clear falls back", () => {
    let data = applyWrite({}, planStroke(PaintedTerrain.from({}), "s1", [{ i: 1, j: 1 }, { i: 1, j: 2 }, { i: 2, j: 2 }], { terrain: "hills", steep: false }, 1)!.write);
    let store = PaintedTerrain.from(data);
    const forest = area("forest", [[1, 1]], true);
    const mountains = area("mountains", [[1, 2]]);
    const cache = new HexTerrainCache(() => ({ defaultTerrain: "plains", areas: [forest, mountains], painted: (o) => store.areaAt(o) }));
    expect(cache.get({ i: 1, j: 1 })).toEqual({ terrain: "hills", steep: true }); // hills beat forest; the region is steep
    expect(cache.get({ i: 1, j: 2 })).toEqual({ terrain: "mountains", steep: false }); // the region is harder
    expect(cache.get({ i: 2, j: 2 })).toEqual({ terrain: "hills", steep: false }); // paint alone
    expect(cache.get({ i: 3, j: 3 })).toEqual({ terrain: "plains", steep: false }); // neither
    // clear the paint: back to the regions and the default after invalidation
    data = applyWrite(data, planStroke(store, "s2", [{ i: 1, j: 1 }, { i: 2, j: 2 }], null, 2)!.write);
    store = PaintedTerrain.from(data);
    cache.invalidate();
    expect(cache.get({ i: 1, j: 1 })).toEqual({ terrain: "forest", steep: true });
    expect(cache.get({ i: 2, j: 2 })).toEqual({ terrain: "plains", steep: false });
  });
});

describe("the hazard bit (VARIANTS.md §6.3)", () => {
  const cells = (list: [number, number][]) => {
    const set = new Set(list.map(([i, j]) => offsetKey({ i, j })));
    return (o: Offset) => set.has(offsetKey(o));
  };
  it("GA-5b: overlapping hazards are one hazard; the terrain is unchanged; a hex no hazard covers has none", () => {
    const scene: SceneTerrainDescription = {
      defaultTerrain: "plains",
      areas: [area("forest", [[0, 1]])],
      hazards: [{ ignoredBy: 0, covers: cells([[0, 1], [0, 2]]) }, { ignoredBy: 0, covers: cells([[0, 1]]) }],
    };
    expect(describeHex(scene, { i: 0, j: 0 })).toEqual({ terrain: "plains", steep: false });
    expect(describeHex(scene, { i: 0, j: 1 })).toEqual({ terrain: "forest", steep: false, hazard: true, hazardFor: ALL_DISPOSITIONS });
    expect(describeHex(scene, { i: 0, j: 2 })).toEqual({ terrain: "plains", steep: false, hazard: true, hazardFor: ALL_DISPOSITIONS });
  });

  it("a disposition ignored by every hazard covering a hex is not slowed there; one hazard that does not ignore it is enough", () => {
    const friendly = dispositionBit(1);
    const hostile = dispositionBit(-1);
    const one: SceneTerrainDescription = { defaultTerrain: "optimal", areas: [], hazards: [{ ignoredBy: friendly, covers: cells([[0, 0]]) }] };
    const hex = describeHex(one, { i: 0, j: 0 });
    expect(hexForDisposition(hex, friendly)).toEqual({ terrain: "optimal", steep: false });
    expect(hexForDisposition(hex, hostile)).toBe(hex);
    const two: SceneTerrainDescription = { ...one, hazards: [...one.hazards!, { ignoredBy: hostile, covers: cells([[0, 0]]) }] };
    expect(hexForDisposition(describeHex(two, { i: 0, j: 0 }), friendly).hazard).toBe(true);
    // Unknown dispositions count as neutral.
    expect(dispositionBit(undefined)).toBe(dispositionBit(0));
  });
});

describe("a painted road (VARIANTS.md §13.3 row 29)", () => {
  it("GR-8: the hex keeps its road through the regions, a hazard and a disposition the hazard ignores", () => {
    const road = { terrain: "forest" as const, steep: false, road: true };
    const painted = (o: Offset) => (o.i === 0 && o.j === 1 ? road : null);
    expect(describeHex({ defaultTerrain: "plains", areas: [], painted }, { i: 0, j: 1 })).toEqual(road);
    const scene: SceneTerrainDescription = { defaultTerrain: "plains", areas: [area("swamp", [[0, 1]])], painted, hazards: [{ ignoredBy: dispositionBit(1), covers: (o) => o.j === 1 }] };
    const hex = describeHex(scene, { i: 0, j: 1 });
    expect(hex).toMatchObject({ terrain: "swamp", steep: false, road: true, hazard: true });
    expect(hexForDisposition(hex, dispositionBit(1))).toEqual({ terrain: "swamp", steep: false, road: true });
    expect(describeHex(scene, { i: 0, j: 2 }).road).toBeUndefined();
  });
});
