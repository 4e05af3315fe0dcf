/**
 * VARIANTS.md D7 (amended 2026-11-25): hexes in class (T, k) = ⌊A(T) ÷ (1 + k)⌋, where A(T) is the
 * book's hexes in terrain T. A creature never moves farther than its speed allows ("move a distance
 * up to your Speed", 004:L3; "+1 foot per foot", 004:L81; crawling 004:L41; 002:L33 half speed).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "./ruleset/config";
import { EXTRA_COST_SOURCES, MAX_EXTRA_COST, classHexesPerRound } from "./movement-costs";
import { movementAllowance } from "./movement";
import { TERRAIN_IDS, hexesPerRound } from "./terrain";
import { variantConfig } from "../../tests/support/variants";
import { resolveRuleset } from "./ruleset";
import { resolveWith } from "./ruleset/resolve";
import { RULE_MODULES } from "./ruleset/registry";

const ALL_ADDITIVE: VariantConfig = variantConfig({ movement: { terrainModel: "divisorsPlusHazards", extraCostStacking: "additive", prone: "crawl", specialMovement: true } }, BOOK_CONFIG);

/** ALL_ADDITIVE with every declared source counted (a test module adds the ones no field of ALL_ADDITIVE turns on). */
const EVERY_SOURCE = resolveWith(ALL_ADDITIVE, [
  ...RULE_MODULES,
  { id: "test.everySource", domain: "movement", selects: { path: "movement.terrainModel", value: "divisorsPlusHazards" }, contribute: () => ({ extraCostSources: EXTRA_COST_SOURCES }) },
]);

describe("D7 amended: the companion's extra cost rounds down (D8)", () => {
  it("GX-6b: speed 11 in optimal, k = 0…3 gives 11, 5, 3, 2", () => {
    expect([0, 1, 2, 3].map((k) => classHexesPerRound(11, "optimal", k))).toEqual([11, 5, 3, 2]);
  });
  it("the review's reproduction: speed 11 on a hazard under A5E gives 5, not 6; speed 14 crawling on a hazard gives 4, not 5", () => {
    expect(movementAllowance({ speed: 11, terrain: "optimal", extraCosts: ["hazard"] }, resolveRuleset(PRESETS.a5e)).hexesPerRound).toBe(5);
    expect(movementAllowance({ speed: 14, terrain: "optimal", conditions: ["prone"], extraCosts: ["hazard"] }, resolveRuleset(PRESETS.a5e)).hexesPerRound).toBe(4);
    expect([9, 13, 15].map((speed) => movementAllowance({ speed, terrain: "optimal", extraCosts: ["hazard"] }, resolveRuleset(PRESETS.a5e)).hexesPerRound)).toEqual([4, 6, 7]);
  });
  it("002:L33: speed 11 climbing under the OSR preset gives 5", () => {
    expect(movementAllowance({ speed: 11, terrain: "optimal", extraCosts: ["climb"] }, resolveRuleset(PRESETS.osr)).hexesPerRound).toBe(5);
  });
  it("property: allowance × (1 + k) never exceeds the book's hexes in T (and in optimal ground, the speed)", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.constantFrom(...TERRAIN_IDS), fc.integer({ min: 0, max: MAX_EXTRA_COST }), (speed, terrain, k) => {
        const a = classHexesPerRound(speed, terrain, k);
        expect(a * (1 + k)).toBeLessThanOrEqual(hexesPerRound(speed, terrain));
        expect(classHexesPerRound(speed, "optimal", k) * (1 + k)).toBeLessThanOrEqual(speed);
        // Exactly the floor: one more hex would cost more than A(T).
        expect((a + 1) * (1 + k)).toBeGreaterThan(hexesPerRound(speed, terrain));
      }),
    );
  });
  it("property: with k = 0 the book's hexes, and more speed never gives fewer hexes", () => {
    fc.assert(
      fc.property(fc.nat(199), fc.constantFrom(...TERRAIN_IDS), fc.integer({ min: 0, max: MAX_EXTRA_COST }), (speed, terrain, k) => {
        expect(classHexesPerRound(speed, terrain, 0)).toBe(hexesPerRound(speed, terrain));
        expect(classHexesPerRound(speed + 1, terrain, k)).toBeGreaterThanOrEqual(classHexesPerRound(speed, terrain, k));
      }),
    );
  });
  it("property: every source at once on optimal ground never lets a mover pay more than its speed", () => {
    fc.assert(
      fc.property(fc.nat(200), (speed) => {
        const r = movementAllowance({ speed, terrain: "optimal", conditions: ["prone"], extraCosts: EXTRA_COST_SOURCES }, EVERY_SOURCE);
        expect(r.hexesPerRound * (1 + MAX_EXTRA_COST)).toBeLessThanOrEqual(speed);
        expect(r.phases.reduce((x, y) => x + y, 0)).toBe(r.hexesPerRound);
      }),
    );
  });
});
