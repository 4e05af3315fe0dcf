/**
 * The world moves' guards and edges (VARIANTS.md §6.9, §13.3 row 43; 004:L127, L138): every
 * refusal's code, parameter, value and text, the bounds' edges, and the fixed orders the draws read.
 */
import { describe, expect, it } from "vitest";
import { MAX_HAZE_HEXES, MAX_WORLD_BLOCKED, MAX_WORLD_MOVERS, MAX_WORLD_MOVE_HEXES, galePaths, hazeDestinations, hazeHexes, hexesAround, pushPath, worldMoveHexes } from "./world-moves";
import { cubeFromAxial, type Cube } from "../hex";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

const at = (q: number, r: number): Cube => cubeFromAxial(q, r);
const many = (n: number): Cube[] => Array.from({ length: n }, (_, i) => at(i, 0));

describe("the bounds", () => {
  it("are the documented values", () => {
    expect([MAX_WORLD_MOVE_HEXES, MAX_WORLD_MOVERS, MAX_WORLD_BLOCKED, MAX_HAZE_HEXES]).toEqual([100, 200, 20_000, 3]);
  });

  it("a push is held to 100 hexes; a hex wider than 10,000 ft reads as 10,000 ft", () => {
    expect(worldMoveHexes(10_000, { distance: 1, units: "ft" })).toBe(100);
    expect(worldMoveHexes(100, { distance: 1, units: "ft" })).toBe(100);
    expect(worldMoveHexes(99, { distance: 1, units: "ft" })).toBe(99);
    // 100 mi a hex is far past 10,000 ft: read as 10,000 ft, 10,000 ft is then one hex.
    expect(worldMoveHexes(10_000, { distance: 100, units: "mi" })).toBe(1);
    expect(worldMoveHexes(0, { distance: 5, units: "ft" }) === 0).toBe(true);
  });

  it("refuses a grid that is not an object", () => {
    expectRefusal(() => worldMoveHexes(5, ill(null)), "INVALID_ARGUMENT", "grid", null, "expected an object");
    expectRefusal(() => worldMoveHexes(5, ill("5 ft")), "INVALID_ARGUMENT", "grid", "5 ft", "expected an object");
    expectRefusal(() => hazeHexes(ill(7)), "INVALID_ARGUMENT", "grid", 7, "expected an object");
  });
});

describe("Twisting Haze's choices", () => {
  it("the hexes around, by q then r, never the centre; none at 0; 36 at 3", () => {
    expect(hexesAround(at(2, -1), 1)).toEqual([at(1, -1), at(1, 0), at(2, -2), at(2, 0), at(3, -2), at(3, -1)]);
    expect(hexesAround(at(0, 0), 0)).toEqual([]);
    expect(hexesAround(at(0, 0), 3)).toHaveLength(36);
    for (const h of hexesAround(at(5, 5), 2)) expect(h.q + h.r + h.s).toBe(0);
  });

  it("refuses a bad centre or reach", () => {
    expect(() => hexesAround(ill(null), 1)).toThrow(expect.objectContaining({ parameter: "c" }));
    expectRefusal(() => hexesAround(at(0, 0), 4), "OUT_OF_RANGE", "hexes", 4, "from 0 to 3");
    expectRefusal(() => hexesAround(at(0, 0), -1), "OUT_OF_RANGE", "hexes", -1, "from 0 to 3");
  });

  it("the draw indexes the free hexes in that order: 0 the first, just under 1 the last", () => {
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0] })).toEqual([at(-1, 0)]);
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0.999] })).toEqual([at(1, 0)]);
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0.5] })).toEqual([at(0, 1)]);
    // A blocked first choice moves the index on.
    expect(hazeDestinations({ creatures: [at(0, 0)], hexes: 1, blocked: [at(-1, 0)], draws: [0] })).toEqual([at(-1, 1)]);
    // A reach of 0 leaves each where it is.
    expect(hazeDestinations({ creatures: [at(0, 0), at(3, 3)], hexes: 0, blocked: [], draws: [0.3, 0.6] })).toEqual([at(0, 0), at(3, 3)]);
  });

  it("a creature moved earlier holds its new hex and frees its old one for later ones", () => {
    // Around A (0, 0) only B's hex (-1, 1) is open; B moves first (draw 0: its first free hex, (-2, 1)).
    const blocked = [at(1, 0), at(1, -1), at(0, -1), at(-1, 0), at(0, 1)];
    expect(hazeDestinations({ creatures: [at(-1, 1), at(0, 0)], hexes: 1, blocked, draws: [0, 0] })).toEqual([at(-2, 1), at(-1, 1)]);
    // A moving first finds B still there and stays; B then moves.
    expect(hazeDestinations({ creatures: [at(0, 0), at(-1, 1)], hexes: 1, blocked, draws: [0, 0] })).toEqual([at(0, 0), at(-2, 1)]);
  });

  it("refuses bad input by its field", () => {
    const ok = { creatures: [at(0, 0)], hexes: 1, blocked: [], draws: [0.5] };
    expectRefusal(() => hazeDestinations(ill(null)), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => hazeDestinations(ill(3)), "INVALID_ARGUMENT", "input", 3, "expected an object");
    expectRefusal(() => hazeDestinations({ ...ok, creatures: ill("c") }), "INVALID_ARGUMENT", "input.creatures", "c", "expected a list of at most 200 hexes");
    const over = many(201);
    expectRefusal(() => hazeDestinations({ ...ok, creatures: over, draws: over.map(() => 0) }), "INVALID_ARGUMENT", "input.creatures", over, "at most 200 hexes");
    const full = many(200);
    expect(hazeDestinations({ ...ok, creatures: full, draws: full.map(() => 0) })).toHaveLength(200);
    expect(() => hazeDestinations({ ...ok, creatures: [ill({ q: 1, r: 1, s: 1 })] })).toThrow(expect.objectContaining({ parameter: "input.creatures[0]" }));
    expectRefusal(() => hazeDestinations({ ...ok, hexes: 4 }), "OUT_OF_RANGE", "input.hexes", 4, "from 0 to 3");
    expectRefusal(() => hazeDestinations({ ...ok, blocked: ill(null) }), "INVALID_ARGUMENT", "input.blocked", null, "expected a list of at most 20000 hexes");
    expectRefusal(() => hazeDestinations({ ...ok, draws: ill("d") }), "INVALID_ARGUMENT", "input.draws", "d", "expected one draw per creature");
    expectRefusal(() => hazeDestinations({ ...ok, draws: [0.1, 0.2] }), "INVALID_ARGUMENT", "input.draws", [0.1, 0.2], "one draw per creature");
    expectRefusal(() => hazeDestinations({ ...ok, draws: [-0.1] }), "OUT_OF_RANGE", "input.draws[0]", -0.1, "expected a random draw in [0, 1)");
    expectRefusal(() => hazeDestinations({ ...ok, draws: [1] }), "OUT_OF_RANGE", "input.draws[0]", 1, "random draw");
    expectRefusal(() => hazeDestinations({ ...ok, draws: [Number.NaN] }), "OUT_OF_RANGE", "input.draws[0]", Number.NaN, "random draw");
    expectRefusal(() => hazeDestinations({ ...ok, draws: [ill("0.5")] }), "OUT_OF_RANGE", "input.draws[0]", "0.5", "random draw");
  });
});

describe("Forceful Gale", () => {
  it("a push of the full 100 hexes; one of 101 refused", () => {
    expect(pushPath({ from: at(1, 0), source: at(0, 0), hexes: 100, blocked: [] })).toHaveLength(100);
    expectRefusal(() => pushPath({ from: at(1, 0), source: at(0, 0), hexes: 101, blocked: [] }), "OUT_OF_RANGE", "input.hexes", 101, "from 0 to 100");
    expectRefusal(() => galePaths({ creatures: [at(1, 0)], source: at(0, 0), hexes: 101, blocked: [] }), "OUT_OF_RANGE", "input.hexes", 101, "from 0 to 100");
  });

  it("a push from two hexes away goes on along the same line, the far end exactly `hexes` steps away", () => {
    expect(pushPath({ from: at(2, 0), source: at(0, 0), hexes: 2, blocked: [] })).toEqual([at(3, 0), at(4, 0)]);
    expect(pushPath({ from: at(0, 2), source: at(0, 0), hexes: 3, blocked: [] })).toEqual([at(0, 3), at(0, 4), at(0, 5)]);
    expect(pushPath({ from: at(-1, 1), source: at(0, 0), hexes: 2, blocked: [] })).toEqual([at(-2, 2), at(-3, 3)]);
    // Off a hex row: the line between two rows, broken the same way every time.
    const off = pushPath({ from: at(1, 1), source: at(0, 0), hexes: 4, blocked: [] });
    expect(off).toHaveLength(4);
    expect(off.at(-1)).toEqual(at(3, 3));
    expect(pushPath({ from: at(1, 1), source: at(0, 0), hexes: 4, blocked: [] })).toEqual(off);
    // Along a hex edge each step falls between two hexes: the nudge breaks each tie the same way
    // (towards +q, then +r), whatever the direction.
    expect(off).toEqual([at(1, 2), at(2, 2), at(2, 3), at(3, 3)]);
    expect(pushPath({ from: at(-1, -1), source: at(0, 0), hexes: 4, blocked: [] })).toEqual([at(-2, -1), at(-2, -2), at(-3, -2), at(-3, -3)]);
    expect(pushPath({ from: at(2, -1), source: at(0, 0), hexes: 4, blocked: [] })).toEqual([at(3, -1), at(4, -2), at(5, -2), at(6, -3)]);
    expect(pushPath({ from: at(1, -2), source: at(0, 0), hexes: 4, blocked: [] })).toEqual([at(2, -3), at(2, -4), at(3, -5), at(3, -6)]);
  });

  it("refuses bad input by its field", () => {
    const ok = { from: at(1, 0), source: at(0, 0), hexes: 3, blocked: [] };
    expectRefusal(() => pushPath(ill(null)), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => pushPath(ill(2)), "INVALID_ARGUMENT", "input", 2, "expected an object");
    expect(() => pushPath({ ...ok, from: ill(null) })).toThrow(expect.objectContaining({ parameter: "input.from" }));
    expect(() => pushPath({ ...ok, source: ill(null) })).toThrow(expect.objectContaining({ parameter: "input.source" }));
    expectRefusal(() => pushPath({ ...ok, blocked: ill("b") }), "INVALID_ARGUMENT", "input.blocked", "b", "at most 20000 hexes");
    expect(() => pushPath({ ...ok, blocked: [ill({ q: 0.5, r: 0, s: -0.5 })] })).toThrow(expect.objectContaining({ parameter: "input.blocked[0]" }));
    expectRefusal(() => galePaths(ill(null)), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => galePaths(ill(1)), "INVALID_ARGUMENT", "input", 1, "expected an object");
    expectRefusal(() => galePaths({ ...ok, creatures: ill(null) }), "INVALID_ARGUMENT", "input.creatures", null, "at most 200 hexes");
    expectRefusal(() => galePaths({ ...ok, creatures: many(201) }), "INVALID_ARGUMENT", "input.creatures", many(201), "at most 200 hexes");
    expect(() => galePaths({ ...ok, creatures: [at(1, 0)], source: ill(null) })).toThrow(expect.objectContaining({ parameter: "input.source" }));
    expectRefusal(() => galePaths({ ...ok, creatures: [at(1, 0)], blocked: ill(0) }), "INVALID_ARGUMENT", "input.blocked", 0, "at most 20000 hexes");
  });

  it("the furthest moves first; at equal distance, the first listed; a creature left still holds its hex", () => {
    // Two on one line, the nearer listed first: the further one moves first and clears the way.
    expect(galePaths({ creatures: [at(1, 0), at(3, 0)], source: at(0, 0), hexes: 1, blocked: [] })).toEqual([[at(2, 0)], [at(4, 0)]]);
    // Equal distances, their paths meeting: the first listed takes the contested hex.
    const paths = galePaths({ creatures: [at(1, 0), at(0, 1)], source: at(0, 0), hexes: 2, blocked: [] });
    expect(paths[0]).toEqual([at(2, 0), at(3, 0)]);
    expect(paths[1]).toEqual([at(0, 2), at(0, 3)]);
    // One at the source's own hex stays and blocks the hex it holds.
    expect(galePaths({ creatures: [at(0, 0), at(-1, 0)], source: at(0, 0), hexes: 2, blocked: [] })).toEqual([[], [at(-2, 0), at(-3, 0)]]);
    // A creature ending its push holds its new hex: one behind it stops short.
    expect(galePaths({ creatures: [at(2, 0), at(1, 0)], source: at(0, 0), hexes: 2, blocked: [at(5, 0)] })).toEqual([[at(3, 0), at(4, 0)], [at(2, 0), at(3, 0)]]);
    // One blocked at once keeps its hex, and so stops the one behind it.
    expect(galePaths({ creatures: [at(2, 0), at(1, 0)], source: at(0, 0), hexes: 2, blocked: [at(3, 0)] })).toEqual([[], []]);
  });
});
