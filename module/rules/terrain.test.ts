import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { MAX_SPEED } from "./bounds";
import {
  ADAPTATION_PRESETS,
  ELF,
  NATIVE,
  PRESET_COLUMN_3,
  PRESET_COLUMN_5,
  SAURIAN,
  SURE_FOOTED,
  TERRAIN_DIVISORS,
  TERRAIN_IDS,
  adaptTerrain,
  assertTerrainAdaptation,
  hexesPerRound,
  isTerrainId,
  nativeAdaptation,
  type TerrainAdaptation,
  type TerrainId,
} from "./terrain";
import { RulesError } from "./errors";
import { hostile, thrownBy } from "../../tests/support/rules-error";

// Book (docs/rules.md §4): speeds 6 / 10 / 12 / 15 / 20.
const SPEEDS = [6, 10, 12, 15, 20] as const;
const BOOK_TABLE: Record<Exclude<TerrainId, "optimal">, readonly number[]> = {
  plains: [4, 7, 9, 11, 14],
  tundra: [3, 6, 7, 8, 11],
  desert: [3, 5, 6, 8, 11],
  forest: [3, 5, 5, 7, 9],
  hills: [3, 4, 5, 6, 8],
  swamp: [2, 4, 4, 6, 7],
  jungle: [2, 4, 4, 5, 7],
  mountains: [2, 3, 4, 5, 6],
};

describe("terrain table", () => {
  it("lists the terrains in table order with the printed divisors", () => {
    expect(TERRAIN_IDS).toEqual(["optimal", "plains", "tundra", "desert", "forest", "hills", "swamp", "jungle", "mountains"]);
    expect(TERRAIN_DIVISORS).toEqual({
      optimal: 1.0,
      plains: 1.4,
      tundra: 1.8,
      desert: 1.9,
      forest: 2.2,
      hills: 2.4,
      swamp: 2.7,
      jungle: 2.8,
      mountains: 3.2,
    });
  });

  it("isTerrainId", () => {
    expect(isTerrainId("forest")).toBe(true);
    expect(isTerrainId("lava")).toBe(false);
    expect(isTerrainId(3)).toBe(false);
    expect(isTerrainId("toString")).toBe(false);
  });

  for (const [terrain, row] of Object.entries(BOOK_TABLE)) {
    SPEEDS.forEach((speed, i) => {
      it(`Book: speed ${speed} in ${terrain} → ${row[i]}`, () => {
        expect(hexesPerRound(speed, terrain as TerrainId)).toBe(row[i]);
      });
    });
  }

  it("optimal ground keeps the listed speed", () => {
    for (const s of [0, 1, 6, 12, 99]) expect(hexesPerRound(s, "optimal")).toBe(s);
  });

  it("rounds half up exactly at .5 boundaries (no floating-point drift)", () => {
    expect(hexesPerRound(8, "mountains")).toBe(3); // 8 / 3.2 = 2.5
    expect(hexesPerRound(6, "hills")).toBe(3); // 6 / 2.4 = 2.5
    expect(hexesPerRound(18, "hills")).toBe(8); // 18 / 2.4 = 7.5
    expect(hexesPerRound(7, "plains")).toBe(5); // exact quotient 5
    expect(hexesPerRound(11, "forest")).toBe(5); // exact quotient 5
    expect(hexesPerRound(9, "tundra")).toBe(5); // exact quotient 5
    expect(hexesPerRound(27, "swamp")).toBe(10); // exact quotient 10
  });

  it("Book: elf (12) and saurian (8) in forest and swamp", () => {
    expect(hexesPerRound(12, adaptTerrain("forest", ELF))).toBe(7);
    expect(hexesPerRound(8, adaptTerrain("forest", SAURIAN))).toBe(4);
    expect(hexesPerRound(12, adaptTerrain("swamp", ELF))).toBe(4);
    expect(hexesPerRound(8, adaptTerrain("swamp", SAURIAN))).toBe(6);
  });

  it("property: terrain never raises speed above optimal, harder terrain is never faster", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SPEED }), (speed) => {
        let prev = hexesPerRound(speed, "optimal");
        expect(prev).toBe(speed);
        for (const t of TERRAIN_IDS) {
          const h = hexesPerRound(speed, t);
          expect(h).toBeLessThanOrEqual(speed);
          expect(h).toBeLessThanOrEqual(prev);
          prev = h;
        }
      }),
    );
  });

  it("property: hexesPerRound is round-half-up of speed ÷ divisor (checked against rational reference)", () => {
    const tenths: Record<TerrainId, number> = { optimal: 10, plains: 14, tundra: 18, desert: 19, forest: 22, hills: 24, swamp: 27, jungle: 28, mountains: 32 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SPEED }), fc.constantFrom(...TERRAIN_IDS), (speed, t) => {
        const h = hexesPerRound(speed, t);
        // h − 1/2 ≤ speed·10/d < h + 1/2  ⇔  (2h − 1)·d ≤ 20·speed < (2h + 1)·d
        const d = tenths[t];
        expect((2 * h - 1) * d).toBeLessThanOrEqual(20 * speed);
        expect(20 * speed).toBeLessThan((2 * h + 1) * d);
      }),
    );
  });

  it("rejects bad input", () => {
    expect(() => hexesPerRound(-1, "forest")).toThrow(RulesError);
    expect(() => hexesPerRound(1.5, "forest")).toThrow(RulesError);
    expect(() => hexesPerRound(Number.NaN, "forest")).toThrow(RulesError);
    expect(() => hexesPerRound(Infinity, "forest")).toThrow(RulesError);
    expect(() => hexesPerRound(6, "lava" as TerrainId)).toThrow(/terrain/);
  });
});

describe("terrain adaptation", () => {
  it("ships the decided columns", () => {
    expect(NATIVE).toEqual({ forest: "tundra", hills: "desert", swamp: "desert", mountains: "hills" });
    expect(SURE_FOOTED).toEqual({ hills: "forest", swamp: "hills", mountains: "jungle" });
    expect(ELF).toEqual({ forest: "tundra" });
    expect(SAURIAN).toEqual({ swamp: "plains" });
    expect(PRESET_COLUMN_3).toEqual({ hills: "desert", mountains: "hills" });
    expect(PRESET_COLUMN_5).toEqual({ hills: "optimal", mountains: "hills" });
    expect(Object.keys(ADAPTATION_PRESETS).sort()).toEqual(["column3", "column5", "elf", "native", "saurian", "sureFooted"]);
  });

  it("nativeAdaptation gives only the home terrain's entry", () => {
    expect(nativeAdaptation("forest")).toEqual({ forest: "tundra" });
    expect(nativeAdaptation("plains")).toEqual({});
  });

  it("sure-footed applies unless steep; own adaptation survives steep", () => {
    expect(adaptTerrain("hills", {}, { sureFooted: true })).toBe("forest");
    expect(adaptTerrain("hills", {}, { sureFooted: true, steep: true })).toBe("hills");
    expect(adaptTerrain("mountains", {}, { sureFooted: true })).toBe("jungle");
    expect(adaptTerrain("mountains", PRESET_COLUMN_3, { sureFooted: true, steep: true })).toBe("hills");
    // picks the easier of own map and sure-footed
    expect(adaptTerrain("mountains", PRESET_COLUMN_3, { sureFooted: true })).toBe("hills");
    expect(adaptTerrain("hills", PRESET_COLUMN_5, { sureFooted: true })).toBe("optimal");
    expect(adaptTerrain("forest", undefined)).toBe("forest");
  });

  it("never returns a harder terrain, even with a 'harder' mapping in the data", () => {
    expect(adaptTerrain("plains", { plains: "mountains" })).toBe("plains");
  });

  it("property: adaptation never makes movement worse than no adaptation", () => {
    const adaptationArb = fc.dictionary(fc.constantFrom(...TERRAIN_IDS), fc.constantFrom(...TERRAIN_IDS)) as fc.Arbitrary<TerrainAdaptation>;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SPEED }),
        fc.constantFrom(...TERRAIN_IDS),
        adaptationArb,
        fc.boolean(),
        fc.boolean(),
        (speed, t, adaptation, sureFooted, steep) => {
          const eff = adaptTerrain(t, adaptation, { sureFooted, steep });
          expect(TERRAIN_DIVISORS[eff]).toBeLessThanOrEqual(TERRAIN_DIVISORS[t]);
          expect(hexesPerRound(speed, eff)).toBeGreaterThanOrEqual(hexesPerRound(speed, t));
        },
      ),
    );
  });

  it("rejects unknown ids in the terrain or the map", () => {
    expect(() => adaptTerrain("lava" as TerrainId, {})).toThrow(RulesError);
    expect(() => adaptTerrain("forest", { forest: "lava" as TerrainId })).toThrow(RulesError);
    expect(() => adaptTerrain("forest", { lava: "plains" } as unknown as TerrainAdaptation)).toThrow(RulesError);
  });
});

describe("terrain refusals name the parameter, the value and what was expected (mutation testing)", () => {
  const ids = `expected one of ${TERRAIN_IDS.join(", ")}`;
  const cases: [string, () => unknown, string, string, unknown, string][] = [
    ["speed negative", () => hexesPerRound(-1, "forest"), "NEGATIVE", "speed", -1, ""],
    ["speed too large", () => hexesPerRound(MAX_SPEED + 1, "forest"), "OUT_OF_RANGE", "speed", MAX_SPEED + 1, `expected at most ${MAX_SPEED}`],
    ["terrain", () => hexesPerRound(6, hostile("lava")), "UNKNOWN_TERRAIN", "terrain", "lava", ids],
    ["home", () => nativeAdaptation(hostile("sea")), "UNKNOWN_TERRAIN", "home", "sea", ids],
    ["adaptTerrain terrain", () => adaptTerrain(hostile("lava"), {}), "UNKNOWN_TERRAIN", "terrain", "lava", ids],
    ["adaptation null", () => adaptTerrain("forest", hostile(null)), "INVALID_ARGUMENT", "adaptation", null, "expected a map terrain → terrain"],
    ["adaptation a list", () => adaptTerrain("forest", hostile(["plains"])), "INVALID_ARGUMENT", "adaptation", ["plains"], "expected a map terrain → terrain"],
    ["adaptation a string", () => adaptTerrain("forest", hostile("plains")), "INVALID_ARGUMENT", "adaptation", "plains", "expected a map terrain → terrain"],
    ["adaptation key", () => adaptTerrain("forest", hostile({ lava: "plains" })), "UNKNOWN_TERRAIN", "adaptation key", "lava", ids],
    ["adaptation value", () => adaptTerrain("forest", hostile({ forest: "lava" })), "UNKNOWN_TERRAIN", "adaptation.forest", "lava", ids],
  ];
  for (const [title, call, code, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", code, parameter, value });
      expect((err as Error).message).toContain(detail);
    });
  }
  it("the largest speed is accepted; an adaptation entry left undefined is skipped", () => {
    expect(hexesPerRound(MAX_SPEED, "optimal")).toBe(MAX_SPEED);
    expect(adaptTerrain("forest", { forest: undefined, swamp: "plains" })).toBe("forest");
    expect(adaptTerrain("swamp", { forest: undefined, swamp: "plains" })).toBe("plains");
  });
  it("sure-footedness applies only when asked, and not on steep ground; own adaptation only when easier", () => {
    expect(adaptTerrain("hills", undefined, { sureFooted: true })).toBe("forest");
    expect(adaptTerrain("hills", undefined, {})).toBe("hills");
    expect(adaptTerrain("hills", undefined)).toBe("hills");
    expect(adaptTerrain("hills", undefined, { sureFooted: true, steep: true })).toBe("hills");
    expect(adaptTerrain("hills", {}, { sureFooted: true, steep: false })).toBe("forest");
    // own "desert" (1.9) beats sure-footed "forest" (2.2) on hills; on swamp sure-footed "hills" (2.4) loses to own "plains"
    expect(adaptTerrain("hills", { hills: "desert" }, { sureFooted: true })).toBe("desert");
    expect(adaptTerrain("swamp", { swamp: "plains" }, { sureFooted: true })).toBe("plains");
    // an own entry no easier than the terrain is ignored: equal (forest → forest) and harder
    expect(adaptTerrain("forest", { forest: "forest" })).toBe("forest");
    expect(adaptTerrain("plains", { plains: "mountains" }, { sureFooted: true })).toBe("plains");
    // sure-footed but own adaptation easier than its entry: mountains → hills (own) vs jungle (sure-footed, 2.8)
    expect(adaptTerrain("mountains", { mountains: "hills" }, { sureFooted: true })).toBe("hills");
    expect(adaptTerrain("mountains", {}, { sureFooted: true })).toBe("jungle");
  });
  it("a parameter name that is not text is shown as text", () => {
    expect(thrownBy(() => assertTerrainAdaptation(hostile(Symbol("map")), null))).toMatchObject({ name: "RulesError", parameter: "Symbol(map)" });
  });
  it("nativeAdaptation of a home without an entry is empty", () => {
    expect(Object.keys(nativeAdaptation("optimal"))).toEqual([]);
    expect(Object.keys(nativeAdaptation("plains"))).toEqual([]);
    expect(nativeAdaptation("forest")).toEqual({ forest: "tundra" });
  });
});
