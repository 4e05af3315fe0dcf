/**
 * The hexes world actions move creatures to, and what a hazard card deals (VARIANTS.md §6.9, §13.3
 * row 43; 004:L105, L127, L138).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { galePaths, hazeHexes, hexesAround, hazeDestinations, pushPath, worldMoveHexes } from "./world-moves";
import { feetToHexes, hazardDamageOf, hazardDamageRange } from "./world-hazards";
import { cubeDistance, cubeFromAxial, cubeKey, type Cube } from "../hex";
import { RulesError } from "../errors";

const at = (q: number, r: number): Cube => cubeFromAxial(q, r);

describe("GA-W7 Forceful Gale: 15 ft away from the source is 3 hexes on a 5-ft scene", () => {
  it("a straight push along a hex row, three steps, each one step further from the source", () => {
    const path = pushPath({ from: at(1, 0), source: at(0, 0), hexes: feetToHexes(15, 5), blocked: [] });
    expect(path).toEqual([at(2, 0), at(3, 0), at(4, 0)]);
    path.forEach((h, i) => expect(cubeDistance(h, at(0, 0))).toBe(2 + i));
  });

  it("stops before a blocked or occupied hex; blocked at once: no move", () => {
    expect(pushPath({ from: at(1, 0), source: at(0, 0), hexes: 3, blocked: [at(3, 0)] })).toEqual([at(2, 0)]);
    expect(pushPath({ from: at(1, 0), source: at(0, 0), hexes: 3, blocked: [at(2, 0)] })).toEqual([]);
  });

  it("no push from the source's own hex, nor of 0 hexes; bad input is refused", () => {
    expect(pushPath({ from: at(0, 0), source: at(0, 0), hexes: 3, blocked: [] })).toEqual([]);
    expect(pushPath({ from: at(1, 0), source: at(0, 0), hexes: 0, blocked: [] })).toEqual([]);
    expect(() => pushPath({ from: at(1, 0), source: at(0, 0), hexes: 101, blocked: [] })).toThrow(RulesError);
    expect(() => pushPath({ from: { q: 1, r: 1, s: 1 }, source: at(0, 0), hexes: 3, blocked: [] })).toThrow(RulesError);
  });

  it("the gale's area: the creature behind is not stopped by the one in front; a creature in the way stops a push", () => {
    const paths = galePaths({ creatures: [at(1, 0), at(2, 0)], source: at(0, 0), hexes: 3, blocked: [] });
    expect(paths).toEqual([[at(2, 0), at(3, 0), at(4, 0)], [at(3, 0), at(4, 0), at(5, 0)]]);
    // A creature not pushed, two hexes ahead: the push stops next to it.
    expect(galePaths({ creatures: [at(1, 0)], source: at(0, 0), hexes: 3, blocked: [at(3, 0)] })).toEqual([[at(2, 0)]]);
  });

  it("the scene's scale: 15 ft is 3 hexes at 5 ft, 2 at 10 ft, 1 at 5 yd; a scene without a length unit reads as 5 ft", () => {
    expect(worldMoveHexes(15, { distance: 5, units: "ft" })).toBe(3);
    expect(worldMoveHexes(15, { distance: 10, units: "ft" })).toBe(2);
    expect(worldMoveHexes(15, { distance: 5, units: "yd" })).toBe(1);
    expect(worldMoveHexes(5, { distance: 1, units: "" })).toBe(1);
    expect(worldMoveHexes(15, { distance: 1, units: "mi" })).toBe(1);
  });

  it("property: every push is a chain of adjacent hexes, each further from the source, never into a blocked hex", () => {
    const cube = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) }).map(({ q, r }) => at(q, r));
    fc.assert(fc.property(cube, cube, fc.integer({ min: 0, max: 8 }), fc.array(cube, { maxLength: 10 }), (from, source, hexes, blocked) => {
      const path = pushPath({ from, source, hexes, blocked });
      const keys = new Set(blocked.map(cubeKey));
      expect(path.length).toBeLessThanOrEqual(hexes);
      let prev = from;
      for (const h of path) {
        expect(cubeDistance(prev, h)).toBe(1);
        expect(cubeDistance(h, source)).toBeGreaterThan(cubeDistance(prev, source));
        expect(keys.has(cubeKey(h))).toBe(false);
        prev = h;
      }
    }));
  });
});

describe("GA-W8 Twisting Haze: a random unoccupied hex within 5 ft (1 hex on a 5-ft scene)", () => {
  it("the draw picks among the free neighbours in a fixed order; the same draws give the same hexes", () => {
    const one = hazeDestinations({ creatures: [at(0, 0)], hexes: feetToHexes(5, 5), blocked: [], draws: [0] });
    expect(cubeDistance(one[0]!, at(0, 0))).toBe(1);
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0] })).toEqual(one);
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0.99] })).not.toEqual(one);
  });

  it("the choices: the six neighbours at 1 hex, 18 at 2", () => {
    expect(hexesAround(at(0, 0), 1)).toHaveLength(6);
    expect(hexesAround(at(0, 0), 2)).toHaveLength(18);
  });

  it("never a blocked hex nor another creature's; a creature with nowhere to go stays", () => {
    const ring = [at(1, 0), at(1, -1), at(0, -1), at(-1, 0), at(-1, 1)];
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: ring, draws: [0.5] })).toEqual([at(0, 1)]);
    // The last free hex is held by a second creature: the first stays, the second moves.
    const out = hazeDestinations({ creatures: [at(0, 0), at(0, 1)], hexes: 1, blocked: ring, draws: [0.5, 0] });
    expect(out[0]).toEqual(at(0, 0));
    expect(out[1]).not.toEqual(at(0, 0));
    expect(() => hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [1] })).toThrow(RulesError);
    expect(() => hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [] })).toThrow(RulesError);
  });

  it("property: creatures end on distinct hexes, within reach, never blocked", () => {
    const cube = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }).map(({ q, r }) => at(q, r));
    fc.assert(fc.property(fc.uniqueArray(cube, { maxLength: 8, selector: cubeKey }), fc.array(cube, { maxLength: 12 }), fc.integer({ min: 1, max: 2 }), fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 8, maxLength: 8 }), (creatures, blocked0, hexes, draws) => {
      const blocked = blocked0.filter((b) => !creatures.some((c) => cubeKey(c) === cubeKey(b)));
      const out = hazeDestinations({ creatures, hexes, blocked, draws: draws.slice(0, creatures.length) });
      expect(new Set(out.map(cubeKey)).size).toBe(creatures.length);
      out.forEach((h, i) => {
        expect(cubeDistance(h, creatures[i]!)).toBeLessThanOrEqual(hexes);
        if (cubeKey(h) !== cubeKey(creatures[i]!)) expect(blocked.some((b) => cubeKey(b) === cubeKey(h))).toBe(false);
      });
    }));
  });
});

describe("GA-W9 a hazard card's damage: the roll held to its dice, none on a save", () => {
  it("a failed save deals the roll; a save deals nothing; a total past the dice is held to them", () => {
    expect(hazardDamageOf({ formula: "2d6", saved: false, rolled: 7 })).toBe(7);
    expect(hazardDamageOf({ formula: "2d6", saved: true, rolled: 7 })).toBe(0);
    expect(hazardDamageOf({ formula: "2d6", saved: false, rolled: 500 })).toBe(12);
    expect(hazardDamageOf({ formula: "1d12+2", saved: false, rolled: 0 })).toBe(3);
    expect(hazardDamageOf({ formula: "", saved: false, rolled: 9 })).toBe(0);
    expect(hazardDamageRange("1d4 - 3")).toEqual({ min: 0, max: 1 });
    expect(() => hazardDamageOf({ formula: "1d6; x", saved: false, rolled: 3 })).toThrow(RulesError);
  });
});

describe("Twisting Haze's reach", () => {
  it("is 5 ft in hexes: 1 on a 5-ft scene, 2 on a 2.5-ft one, held to 3 on smaller hexes; a unitless scene reads 5 ft a hex", () => {
    expect(hazeHexes({ distance: 5, units: "ft" })).toBe(1);
    expect(hazeHexes({ distance: 2.5, units: "ft" })).toBe(2);
    expect(hazeHexes({ distance: 1, units: "ft" })).toBe(3);
    expect(hazeHexes({ distance: 1, units: "hex" })).toBe(1);
  });
});
