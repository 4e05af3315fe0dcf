/**
 * Roads painted on hexes (VARIANTS.md §13.3 row 29; 003:L441–L445: roads never lose direction;
 * RULES.md §4 road days, 003 roads ×1½): the paint code carries a road, a store written before
 * roads reads as before, the overland ruler travels a road hex at road speed, and a day of a route
 * that ends on a road hex rolls no direction.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, LevelledPaint, PRESETS, PaintedTerrain, dayOutcome, decodePaintCode, decodeStroke, encodeStroke, marchChecks, overlandHexHours, overlandTravel, paintCode, planStroke, resolveHexTerrain, resolveRuleset, routeLegs, type OverlandHex } from "./index";
import { PAINT_CHUNK } from "./paint-chunks";

const OSE = resolveRuleset(PRESETS.ose);
const DAY = 86_400;
const forest = (road = false): OverlandHex => (road ? { terrain: "forest", steep: false, road: true } : { terrain: "forest", steep: false });

describe("the paint code carries a road (backward compatible)", () => {
  it("GR-1: a road is the capital letter of its terrain's code; it round-trips through a stroke; clear stays '.'", () => {
    expect(paintCode({ terrain: "forest", steep: false })).toMatch(/^[a-r]$/);
    const road = paintCode({ terrain: "forest", steep: true, road: true });
    expect(road).toBe(paintCode({ terrain: "forest", steep: true }).toUpperCase());
    expect(decodePaintCode(road)).toEqual({ terrain: "forest", steep: true, road: true });
    const cells = [{ i: 3, j: 4, code: road }, { i: 3, j: 5, code: road }, { i: 3, j: 6, code: "." }];
    expect(decodeStroke(encodeStroke(cells))).toEqual(cells);
    expect(() => decodePaintCode("S")).toThrow();
  });

  it("GR-2: an old scene's paint (only '.' and a–r, chunks and strokes) reads exactly as before, with no road", () => {
    const chunk = "e".repeat(PAINT_CHUNK * PAINT_CHUNK);
    const old = { chunks: { r0c0: chunk }, strokes: { k1: { t: 5, c: "q0,1,2" } } };
    for (const store of [PaintedTerrain.from(old), LevelledPaint.from(old).layer(null)]) {
      expect(store.problems).toEqual([]);
      expect(store.areaAt({ i: 5, j: 5 })).toEqual(decodePaintCode("e"));
      expect(store.areaAt({ i: 0, j: 1 })).toEqual({ terrain: "mountains", steep: false });
      expect(store.areaAt({ i: 0, j: 1 })?.road).toBeUndefined();
    }
  });

  it("GR-3: a road painted over old paint is stored, read back, and undone to the old code", () => {
    const store = PaintedTerrain.from({ chunks: { r0c0: "e".repeat(PAINT_CHUNK * PAINT_CHUNK) } });
    const plan = planStroke(store, "road1", [{ i: 2, j: 2 }], { terrain: "forest", steep: false, road: true }, 10)!;
    const after = PaintedTerrain.from({ chunks: { r0c0: "e".repeat(PAINT_CHUNK * PAINT_CHUNK) }, strokes: plan.write.setStrokes });
    expect(after.areaAt({ i: 2, j: 2 })).toEqual({ terrain: "forest", steep: false, road: true });
    expect(decodeStroke(plan.record.before)).toEqual([{ i: 2, j: 2, code: "e" }]);
  });

  it("GR-4: where a region and a painted road overlap, the hardest terrain wins and the road stays", () => {
    expect(resolveHexTerrain("plains", [{ terrain: "swamp", steep: false }, { terrain: "forest", steep: false, road: true }])).toEqual({ terrain: "swamp", steep: false, road: true });
    expect(resolveHexTerrain("plains", [{ terrain: "forest", steep: true }])).toEqual({ terrain: "forest", steep: true });
  });
});

describe("the overland ruler reads the road", () => {
  const party = { milesPerDay: 24, steps: 0 };

  it("GR-5: a forest hex with a road takes the road's time (OSE 24 mi → road 36 a day; 6-mi hex 1 h 20 min, not forest's 3 h)", () => {
    expect(overlandHexHours(party, forest(), 6, OSE)).toBe(3);
    expect(overlandHexHours(party, forest(true), 6, OSE)).toBeCloseTo(8 / 6, 10);
    expect(overlandHexHours(party, { terrain: "mountains", steep: true, road: true }, 6, OSE)).toBe(overlandHexHours(party, { terrain: "optimal", steep: false }, 6, OSE));
    // The book: road days, the terrain's divisor does not apply on the road.
    const er = { milesPerDay: 20, steps: 0 };
    expect(overlandHexHours(er, forest(true), 5, BOOK_RULESET)).toBe(overlandHexHours(er, { terrain: "optimal", steep: false }, 5, BOOK_RULESET));
    expect(overlandTravel([party], [forest(true), forest()], 6, OSE).terrains).toEqual(["forest"]);
    expect(() => overlandHexHours(party, { ...forest(), road: "yes" as never }, 6, OSE)).toThrow();
  });

  it("GR-6: a day's route ending on a road hex: no direction roll; the same route off the road: forest's 2-in-6", () => {
    // Two forest hexes (6 h), then two road hexes through the forest: the 8-h day runs out in the fourth, on the road.
    const onRoad = routeLegs({ travellers: [party], path: [forest(), forest(), forest(true), forest(true)], milesPerHex: 6 }, OSE)!;
    const checks = marchChecks({ startSeconds: 0, legs: onRoad }, OSE).checks;
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ at: DAY, terrain: "forest", road: true, lostChance: 0, wanderingChance: 2 });
    expect(dayOutcome(checks[0]!, { lost: 1, wandering: 6 }).lost).toBe(false);
    const offRoad = routeLegs({ travellers: [party], path: [forest(), forest(), forest()], milesPerHex: 6 }, OSE)!;
    const lost = marchChecks({ startSeconds: 0, legs: offRoad }, OSE).checks;
    expect(lost[0]).toMatchObject({ terrain: "forest", road: false, lostChance: 2 });
    expect(dayOutcome(lost[0]!, { lost: 1, wandering: 6 }).lost).toBe(true);
  });
});
