import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_MILES_PER_HEX,
  MAX_MILES_PER_HEX,
  dailyActivityHours,
  overlandHexHours,
  overlandMilesInHours,
  overlandTravel,
  parseMilesPerHex,
  type OverlandHex,
  type OverlandTraveller,
} from "./travel";
import { ELF, SURE_FOOTED, TERRAIN_IDS, type TerrainId } from "./terrain";
import { RulesError } from "./errors";
import { rulesErrorCode } from "../../tests/support/rules-error";
import { BOOK_RULESET } from "./index";

const hex = (terrain: TerrainId, steep = false): OverlandHex => ({ terrain, steep });
const walker = (milesPerDay: number, steps = 0, extra: Partial<OverlandTraveller> = {}): OverlandTraveller => ({ milesPerDay, steps, ...extra });

/** Round-half-down, the book's whole-day rule (docs/rules.md §6). */
const halfDown = (x: number) => Math.ceil(x - 0.5);

describe("overland travel: the book's daily-miles table (docs/rules.md §6)", () => {
  // case → listed miles, and [miles after steps, bracketed whole-day miles] for 0…4 steps
  const table: [string, number, [number, number][]][] = [
    ["character, 20 mi", 20, [[20, 20], [19, 18], [18, 16], [17, 14], [16, 12]]],
    ["character, 18 mi", 18, [[18, 18], [17, 16], [16, 14], [15, 12], [14, 10]]],
    ["pack animal, 42 mi", 42, [[42, 42], [41, 38], [40, 35], [39, 32], [38, 28]]],
    ["lizard steed, 36 mi", 36, [[36, 36], [35, 33], [34, 30], [33, 27], [32, 24]]],
    ["mule, 24 mi", 24, [[24, 24], [23, 22], [22, 19], [21, 17], [20, 15]]],
  ];
  for (const [name, miles, rows] of table) {
    it(`${name}: a full (shortened) day covers the bracketed miles, and the bracket takes that day`, () => {
      rows.forEach(([after, bracket], steps) => {
        const day = dailyActivityHours(steps);
        const covered = overlandMilesInHours(miles, steps, day);
        expect(covered).toBeCloseTo((after * day) / 8, 12); // partial-day rule, unrounded
        expect(halfDown(covered)).toBe(bracket);
        // a path of exactly the day's (unrounded) miles on the road takes exactly one day
        const t = overlandTravel([walker(miles, steps)], [hex("optimal")], covered, BOOK_RULESET);
        expect(t.days).toBe(1);
        expect(t.remainderHours).toBe(0);
        expect(t.allotmentHours).toBe(day);
        expect(t.forcedMarchSteps).toBe(0);
      });
    });
  }

  it("Book: the partial day: 3 hours at 20 mi a day is 7.5 mi; 1 step: 19 ÷ 8 × 3 = 7.125 (unrounded)", () => {
    expect(overlandMilesInHours(20, 0, 3)).toBe(7.5);
    expect(overlandMilesInHours(20, 1, 3)).toBeCloseTo(7.125, 12);
  });
});

describe("overland travel time along a path", () => {
  it("golden: 6-mile hexes, 20 mi a day: a road hex is 2.4 h, a forest hex 5.28 h, a hills hex 5.76 h", () => {
    expect(overlandHexHours(walker(20), hex("optimal"), 6, BOOK_RULESET)).toBeCloseTo(2.4, 12);
    expect(overlandHexHours(walker(20), hex("forest"), 6, BOOK_RULESET)).toBeCloseTo(5.28, 12);
    expect(overlandHexHours(walker(20), hex("hills"), 6, BOOK_RULESET)).toBeCloseTo(5.76, 12);
  });

  it("golden label numbers: 14 mi over forest and hills with 7-mile hexes is 1 day 4.9 h for a 20-mile walker", () => {
    const t = overlandTravel([walker(20)], [hex("forest"), hex("hills")], 7, BOOK_RULESET);
    expect(t.miles).toBe(14);
    expect(t.hours).toBeCloseTo(6.16 + 6.72, 12); // 7 × 8 ÷ 20 × 2.2, × 2.4
    expect(t.days).toBe(1);
    expect(t.remainderHours).toBeCloseTo(4.88, 3);
    expect(t.terrains).toEqual(["forest", "hills"]);
    // 12.88 h on an 8-hour day in one march: 4 h 52 min 48 s beyond = 9 full half-hours
    expect(t.forcedMarchSteps).toBe(9);
    // world time: one 24-hour day, then 4.88 h
    expect(t.worldSeconds).toBe(86_400 + Math.round(4.88 * 3600));
  });

  it("Book: the same divisors multiply travel time (10 road days = 22 forest days; 6 = 19.2 in mountains)", () => {
    const road = overlandTravel([walker(20)], Array.from({ length: 10 }, () => hex("optimal")), 20, BOOK_RULESET);
    const forest = overlandTravel([walker(20)], Array.from({ length: 10 }, () => hex("forest")), 20, BOOK_RULESET);
    expect(road.days).toBe(10);
    expect(forest.hours / road.hours).toBeCloseTo(2.2, 12);
    expect(forest.days).toBe(22);
    const mountains = overlandTravel([walker(20)], Array.from({ length: 6 }, () => hex("mountains")), 20, BOOK_RULESET);
    expect(mountains.hours / 8).toBeCloseTo(19.2, 12);
  });

  it("adaptation per hex: the elf treats forest as tundra; steep ground switches sure-footedness off", () => {
    expect(overlandHexHours(walker(20, 0, { adaptation: ELF }), hex("forest"), 6, BOOK_RULESET)).toBeCloseTo(2.4 * 1.8, 12);
    const horse = walker(20, 0, { sureFooted: true });
    expect(overlandHexHours(horse, hex("hills"), 6, BOOK_RULESET)).toBeCloseTo(2.4 * 2.2, 12); // hills as forest
    expect(overlandHexHours(horse, hex("hills", true), 6, BOOK_RULESET)).toBeCloseTo(2.4 * 2.4, 12); // steep: hills
    expect(SURE_FOOTED.hills).toBe("forest");
  });

  it("the slowest member sets the pace hex by hex; the party's day is its shortest", () => {
    const elf = walker(20, 0, { adaptation: ELF });
    const laden = walker(24, 4); // 20 mi after steps, 6-hour day
    const path = [hex("forest"), hex("optimal"), hex("optimal")];
    const t = overlandTravel([elf, laden], path, 6, BOOK_RULESET);
    const perHex = path.map((h) => Math.max(overlandHexHours(elf, h, 6, BOOK_RULESET), overlandHexHours(laden, h, 6, BOOK_RULESET)));
    expect(t.hours).toBeCloseTo(perHex.reduce((a, b) => a + b, 0), 12);
    expect(t.allotmentHours).toBe(6);
    expect(t.pacedBy).toBe(1);
    // the party is never faster than any member alone
    for (const m of [elf, laden]) expect(t.hours).toBeGreaterThanOrEqual(overlandTravel([m], path, 6, BOOK_RULESET).hours - 1e-9);
  });

  it("forced march: full half-hours past the allotment only (8 h 10 min → 0; 8 h 30 min → 1; 10 h → 4)", () => {
    // 1 hex of road at 20 mi/day with h × 2.5 miles per hex takes h hours
    const at = (hours: number) => overlandTravel([walker(20)], [hex("optimal")], hours * 2.5, BOOK_RULESET);
    expect(at(8 + 10 / 60).forcedMarchSteps).toBe(0);
    expect(at(8.5).forcedMarchSteps).toBe(1);
    expect(at(10).forcedMarchSteps).toBe(4);
    expect(at(7.9).forcedMarchSteps).toBe(0);
    // on a 6-hour day (4 steps in force), 8 hours beyond is 4 steps (the book's day 2)
    expect(overlandTravel([walker(24, 4)], [hex("optimal")], 20, BOOK_RULESET).forcedMarchSteps).toBe(4);
  });

  it("cannot travel: 0 miles a day, immobile, or no activity hours", () => {
    expect(overlandTravel([walker(0)], [hex("optimal")], 6, BOOK_RULESET).possible).toBe(false);
    expect(overlandTravel([walker(20, 0, { immobile: true })], [hex("optimal")], 6, BOOK_RULESET).possible).toBe(false);
    expect(overlandTravel([walker(40, 16)], [hex("optimal")], 6, BOOK_RULESET).possible).toBe(false);
    expect(overlandTravel([], [hex("optimal")], 6, BOOK_RULESET).possible).toBe(false);
    expect(overlandTravel([walker(20)], [], 6, BOOK_RULESET)).toMatchObject({ possible: true, hours: 0, days: 0, worldSeconds: 0 });
  });

  it("properties: time is additive along the path and proportional to miles per hex; days × day + rest = total", () => {
    const arbHex = fc.record({ terrain: fc.constantFrom(...TERRAIN_IDS), steep: fc.boolean() });
    const arbWalker = fc.record({ milesPerDay: fc.integer({ min: 1, max: 60 }), steps: fc.integer({ min: 0, max: 8 }), sureFooted: fc.boolean() });
    fc.assert(
      fc.property(fc.array(arbWalker, { minLength: 1, maxLength: 4 }), fc.array(arbHex, { maxLength: 40 }), fc.array(arbHex, { maxLength: 40 }), fc.double({ min: 0.5, max: 30, noNaN: true }), (party, a, b, mph) => {
        fc.pre(party.every((m) => m.milesPerDay > m.steps));
        const whole = overlandTravel(party, [...a, ...b], mph, BOOK_RULESET);
        expect(whole.hours).toBeCloseTo(overlandTravel(party, a, mph, BOOK_RULESET).hours + overlandTravel(party, b, mph, BOOK_RULESET).hours, 6);
        expect(overlandTravel(party, [...a, ...b], 2 * mph, BOOK_RULESET).hours).toBeCloseTo(2 * whole.hours, 6);
        expect(whole.days * whole.allotmentHours + whole.remainderHours).toBeCloseTo(Math.round(whole.hours * 3600) / 3600, 6);
        expect(whole.remainderHours).toBeLessThan(whole.allotmentHours);
      }),
    );
  });

  it("bad input is a RulesError", () => {
    expect(() => overlandTravel([walker(20)], [hex("optimal")], 0, BOOK_RULESET)).toThrow(RulesError);
    expect(() => overlandTravel([walker(-1)], [hex("optimal")], 6, BOOK_RULESET)).toThrow(RulesError);
    expect(() => overlandTravel([walker(20)], [hex("lava" as TerrainId)], 6, BOOK_RULESET)).toThrow(RulesError);
    expect(() => overlandHexHours(walker(20, 0.5), hex("optimal"), 6, BOOK_RULESET)).toThrow(RulesError);
  });
});

describe("miles per hex setting", () => {
  it("defaults to 6; keeps a positive number up to 1000; anything else is the default", () => {
    expect(DEFAULT_MILES_PER_HEX).toBe(6);
    expect(parseMilesPerHex(undefined)).toBe(6);
    expect(parseMilesPerHex(12)).toBe(12);
    expect(parseMilesPerHex("3.5")).toBe(3.5);
    for (const bad of [0, -2, NaN, Infinity, 1001, "", "x", null, {}]) expect(parseMilesPerHex(bad)).toBe(6);
  });
});

/** Regression (fuzz suite at 10,000 cases, with baselines): inputs past the bounds are refused, no figure past 2^53. */
describe("overland travel keeps to the input bounds (fuzz regressions)", () => {
  const code = rulesErrorCode;
  const party = [{ milesPerDay: 20, steps: 1 }];
  const path = [{ terrain: "forest" as const, steep: false }];

  it("miles per hex past MAX_MILES_PER_HEX: OUT_OF_RANGE (was miles and world seconds past 2^53)", () => {
    expect(code(() => overlandTravel(party, path, 3002399751580330.5, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(code(() => overlandTravel(party, path, MAX_MILES_PER_HEX + 1, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(code(() => overlandHexHours(party[0]!, path[0]!, 10666420170088016, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(overlandTravel(party, path, MAX_MILES_PER_HEX, BOOK_RULESET).possible).toBe(true);
  });

  it("a traveller past MAX_MILES_PER_DAY or MAX_STEPS: OUT_OF_RANGE; a missing hex: UNKNOWN_TERRAIN (was a TypeError)", () => {
    expect(code(() => overlandTravel([{ milesPerDay: 1e12, steps: 0 }], path, 6, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(code(() => overlandTravel([{ milesPerDay: 20, steps: 1e12 }], path, 6, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(code(() => overlandHexHours(party[0]!, undefined as never, 6, BOOK_RULESET))).toBe("UNKNOWN_TERRAIN");
    expect(code(() => overlandTravel(party, [null as never], 6, BOOK_RULESET))).toBe("UNKNOWN_TERRAIN");
  });
});
