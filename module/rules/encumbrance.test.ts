import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  EMPTY_LOAD_HISTORY,
  advanceLoad,
  changeLoad,
  encumbrance,
  persistentSteps,
  PERSISTENT_THRESHOLD_SECONDS,
  persistentStepsAt,
  stepsInForce,
  updateLoad,
  type EncumbranceInput,
} from "./encumbrance";
import { dailyActivityHours, dailyMilesAfterSteps, effectiveDailyMiles } from "./travel";
import { movementAllowance } from "./movement";
import { RulesError } from "./errors";
import { BOOK_RULESET } from "./ruleset";

interface BookCase {
  name: string;
  input: Omit<EncumbranceInput, "carried">;
  hexes: number;
  miles: number;
  /** [low, high] load range for steps 1..4 */
  ranges: [number, number][];
  /** hexes / miles for steps 0..4 */
  hexesByStep: number[];
  milesByStep: number[];
  /** bracketed effective miles for steps 1..4 (rule wins over the misprints) */
  effective: number[];
}

// Book (docs/rules.md §6 table).
const BOOK: BookCase[] = [
  {
    name: "character, capacity 30, step 10, 12 hexes, 20 mi",
    input: { group: "character", capacity: 30 },
    hexes: 12,
    miles: 20,
    ranges: [[31, 40], [41, 50], [51, 60], [61, 70]],
    hexesByStep: [12, 11, 10, 9, 8],
    milesByStep: [20, 19, 18, 17, 16],
    effective: [18, 16, 14, 12],
  },
  {
    name: "character, capacity 55, step 10, 11 hexes, 18 mi",
    input: { group: "character", capacity: 55, step: 10 },
    hexes: 11,
    miles: 18,
    ranges: [[56, 65], [66, 75], [76, 85], [86, 95]],
    hexesByStep: [11, 10, 9, 8, 7],
    milesByStep: [18, 17, 16, 15, 14],
    effective: [16 /* book prints no bracket; rule */, 14, 12, 10],
  },
  {
    name: "pack animal, 500, step 25, 24 hexes, 42 mi",
    input: { group: "packAnimal", capacity: 500 },
    hexes: 24,
    miles: 42,
    ranges: [[501, 525], [526, 550], [551, 575], [576, 600]],
    hexesByStep: [24, 23, 22, 21, 20],
    milesByStep: [42, 41, 40, 39, 38],
    effective: [38 /* book misprints 39 */, 35, 32, 28],
  },
  {
    name: "lizard steed, 1000, step 10, 18 hexes, 36 mi",
    input: { group: "packAnimal", capacity: 1000, step: 10 },
    hexes: 18,
    miles: 36,
    ranges: [[1001, 1010], [1011, 1020], [1021, 1030], [1031, 1040]],
    hexesByStep: [18, 17, 16, 15, 14],
    milesByStep: [36, 35, 34, 33, 32],
    effective: [33 /* book misprints 34 */, 30, 27, 24],
  },
  {
    name: "mule, 600, step 60, 12 hexes, 24 mi",
    input: { group: "packAnimal", capacity: 600, step: 60 },
    hexes: 12,
    miles: 24,
    ranges: [[601, 660], [661, 720], [721, 780], [781, 840]],
    hexesByStep: [12, 11, 10, 9, 8],
    milesByStep: [24, 23, 22, 21, 20],
    effective: [22, 19, 17, 15],
  },
];
const HOURS_BY_STEP = [8, 7.5, 7, 6.5, 6];

describe("Book encumbrance table", () => {
  for (const c of BOOK) {
    describe(c.name, () => {
      const cap = c.input.capacity!;
      it("step 0: at capacity no penalty", () => {
        for (const carried of [0, cap - 1, cap]) expect(encumbrance({ ...c.input, carried }).steps).toBe(0);
        expect(movementAllowance({ speed: c.hexes, terrain: "optimal" }, BOOK_RULESET).hexesPerRound).toBe(c.hexesByStep[0]);
        expect(dailyMilesAfterSteps(c.miles, 0)).toBe(c.milesByStep[0]);
        expect(dailyActivityHours(0)).toBe(8);
        expect(effectiveDailyMiles(c.miles, 8)).toBe(c.miles);
      });
      c.ranges.forEach(([lo, hi], i) => {
        const k = i + 1;
        it(`step ${k}: ${lo}–${hi}`, () => {
          expect(encumbrance({ ...c.input, carried: lo }).steps).toBe(k);
          expect(encumbrance({ ...c.input, carried: hi }).steps).toBe(k);
          expect(encumbrance({ ...c.input, carried: hi + 1 }).steps).toBe(k + 1);
          expect(encumbrance({ ...c.input, carried: lo - 0.5 }).steps).toBe(k); // "or part of it"
          expect(movementAllowance({ speed: c.hexes, terrain: "optimal", encumbranceSteps: k }, BOOK_RULESET).hexesPerRound).toBe(c.hexesByStep[k]);
          const miles = dailyMilesAfterSteps(c.miles, k);
          expect(miles).toBe(c.milesByStep[k]);
          const hours = dailyActivityHours(k);
          expect(hours).toBe(HOURS_BY_STEP[k]);
          expect(effectiveDailyMiles(miles, hours)).toBe(c.effective[i]);
        });
      });
    });
  }
});

describe("encumbrance", () => {
  it("Book: gryf of ~100 lb carries 25; 26–35 lb is one step", () => {
    const gryf = (carried: number) => encumbrance({ group: "character", bodyWeight: 100, carried });
    expect(gryf(0).capacity).toBe(25);
    expect(gryf(0).step).toBe(10);
    expect(gryf(25).steps).toBe(0);
    expect(gryf(26).steps).toBe(1);
    expect(gryf(35).steps).toBe(1);
    expect(gryf(36).steps).toBe(2);
    expect(gryf(25.5).steps).toBe(1);
  });

  it("Book: orc carries 50; table capacities 30 and 55 from body weight", () => {
    expect(encumbrance({ group: "character", bodyWeight: 200, carried: 0 }).capacity).toBe(50);
    expect(encumbrance({ group: "character", bodyWeight: 120, carried: 0 }).capacity).toBe(30);
    expect(encumbrance({ group: "character", bodyWeight: 220, carried: 0 }).capacity).toBe(55);
    expect(encumbrance({ group: "character", bodyWeight: 101, carried: 0 }).capacity).toBe(25.25);
  });

  it("Book: pack animal step defaults to 25; lizard 10; mule 60", () => {
    expect(encumbrance({ group: "packAnimal", capacity: 500, carried: 0 }).step).toBe(25);
    expect(encumbrance({ group: "packAnimal", capacity: 1000, step: 10, carried: 1001 }).steps).toBe(1);
    expect(encumbrance({ group: "packAnimal", capacity: 600, step: 60, carried: 661 }).steps).toBe(2);
  });

  it("towing triples capacity and step", () => {
    const r = encumbrance({ group: "character", capacity: 30, carried: 91, towing: true });
    expect(r.capacity).toBe(90);
    expect(r.step).toBe(30);
    expect(r.steps).toBe(1);
    expect(encumbrance({ group: "character", capacity: 30, carried: 121, towing: true }).steps).toBe(2);
  });

  it("everything else: 20 lb, above it immobile", () => {
    expect(encumbrance({ group: "other", carried: 20 })).toEqual({ capacity: 20, step: 0, steps: 0, immobile: false });
    expect(encumbrance({ group: "other", carried: 20.5 }).immobile).toBe(true);
  });

  it("compares weights at a resolution of 1/1000 lb", () => {
    expect(encumbrance({ group: "character", capacity: 30, carried: 30.0004 }).steps).toBe(0);
    expect(encumbrance({ group: "character", capacity: 30, carried: 30.001 }).steps).toBe(1);
  });

  it("is exact at fractional step boundaries", () => {
    // 50.3 − 30.3 is not exactly 20 in binary floating point; it must still be 2 steps.
    expect(encumbrance({ group: "character", capacity: 30.3, carried: 50.3 }).steps).toBe(2);
    expect(encumbrance({ group: "character", capacity: 0.1, carried: 0.3, step: 0.1 }).steps).toBe(2);
  });

  it("property: steps never decrease as the load grows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("character" as const, "packAnimal" as const),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (group, capacity, step, towing, carried, extra) => {
          const a = encumbrance({ group, capacity, step, towing, carried });
          const b = encumbrance({ group, capacity, step, towing, carried: carried + extra });
          expect(b.steps).toBeGreaterThanOrEqual(a.steps);
          // weights are compared at 1/1000 lb (Decision WEIGHT_UNITS_PER_LB)
          if (carried <= a.capacity) expect(a.steps).toBe(0);
          else if (carried >= a.capacity + 0.001) expect(a.steps).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it("rejects bad input", () => {
    expect(() => encumbrance({ group: "character", bodyWeight: 100, carried: -1 })).toThrow(RulesError);
    expect(() => encumbrance({ group: "character", bodyWeight: 100, carried: Number.NaN })).toThrow(RulesError);
    expect(() => encumbrance({ group: "character", bodyWeight: 100, carried: Infinity })).toThrow(RulesError);
    expect(() => encumbrance({ group: "character", carried: 10 })).toThrow(/bodyWeight/);
    expect(() => encumbrance({ group: "packAnimal", carried: 10 })).toThrow(/capacity/);
    expect(() => encumbrance({ group: "character", capacity: 30, step: 0, carried: 10 })).toThrow(RulesError);
    expect(() => encumbrance({ group: "character", capacity: 30, step: -10, carried: 10 })).toThrow(RulesError);
    expect(() => encumbrance({ group: "dragon" as "other", carried: 10 })).toThrow(RulesError);
  });
});

describe("persistent encumbrance", () => {
  it("half the level, rounded up", () => {
    expect([0, 1, 2, 3, 4, 5].map(persistentSteps)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(() => persistentSteps(-1)).toThrow(RulesError);
    expect(() => persistentSteps(1.5)).toThrow(RulesError);
  });

  it("Book: applies for 4 h after a drop following more than 30 accumulated minutes (30:01)", () => {
    let h = changeLoad(EMPTY_LOAD_HISTORY, 0, 3);
    h = advanceLoad(h, 30 * 60 + 1);
    h = changeLoad(h, 1801, 0);
    expect(h.droppedAt).toBe(1801);
    expect(h.droppedSteps).toBe(3);
    expect(persistentStepsAt(h, 1801)).toBe(2);
    expect(persistentStepsAt(h, 1801 + 14399)).toBe(2);
    expect(persistentStepsAt(h, 1801 + 14400)).toBe(0);
    expect(persistentStepsAt(h, 1800)).toBe(0);
  });

  it("Book: exactly 30:00 over capacity is not enough (\"more than\" 30 minutes)", () => {
    let h = changeLoad(EMPTY_LOAD_HISTORY, 0, 3);
    h = advanceLoad(h, 30 * 60);
    h = changeLoad(h, 1800, 0);
    expect(h.droppedAt).toBeNull();
    expect(persistentStepsAt(h, 1800)).toBe(0);
  });

  it("does not apply up to 30 minutes; accumulates over separate stretches", () => {
    let h = updateLoad(EMPTY_LOAD_HISTORY, { now: 0, deltaSeconds: 0, steps: 2 });
    h = updateLoad(h, { now: 1200, deltaSeconds: 1200, steps: 0 }); // 20 min loaded, dropped
    expect(persistentStepsAt(h, 1200)).toBe(0);
    h = updateLoad(h, { now: 2000, deltaSeconds: 800, steps: 2 }); // picked up again
    h = updateLoad(h, { now: 2600, deltaSeconds: 600, steps: 0 }); // 10 more minutes → exactly 30
    expect(h.overCapacitySeconds).toBe(1800);
    expect(persistentStepsAt(h, 2600)).toBe(0);
    h = updateLoad(h, { now: 3000, deltaSeconds: 400, steps: 2 }); // picked up again
    h = updateLoad(h, { now: 3001, deltaSeconds: 1, steps: 0 }); // one more second → 30:01
    expect(h.overCapacitySeconds).toBe(1801);
    expect(persistentStepsAt(h, 3001)).toBe(1);
  });

  it("property: a drop records persistent encumbrance exactly when more than 1800 s were accumulated", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 7200 }), fc.constantFrom(1799, 1800, 1801)), fc.integer({ min: 1, max: 9 }), (seconds, steps) => {
        const h = changeLoad(advanceLoad(changeLoad(EMPTY_LOAD_HISTORY, 0, steps), seconds), seconds, 0);
        expect(persistentStepsAt(h, seconds) > 0).toBe(seconds > PERSISTENT_THRESHOLD_SECONDS);
      }),
    );
  });

  it("the accumulation resets after 4 h unloaded", () => {
    let h = updateLoad(EMPTY_LOAD_HISTORY, { now: 0, deltaSeconds: 0, steps: 2 });
    h = updateLoad(h, { now: 1200, deltaSeconds: 1200, steps: 0 });
    h = updateLoad(h, { now: 1200 + 14400, deltaSeconds: 14400, steps: 2 });
    expect(h.overCapacitySeconds).toBe(0);
  });

  it("steps in force: max(loaded, persistent) + forced march", () => {
    expect(stepsInForce({ loaded: 1, persistent: 2, forcedMarch: 4 })).toBe(6);
    expect(stepsInForce({ loaded: 3, persistent: 2 })).toBe(3);
    expect(stepsInForce({})).toBe(0);
    expect(() => stepsInForce({ loaded: -1 })).toThrow(RulesError);
  });

  it("rejects bad time input", () => {
    expect(() => advanceLoad(EMPTY_LOAD_HISTORY, -1)).toThrow(RulesError);
    expect(() => advanceLoad(EMPTY_LOAD_HISTORY, Number.NaN)).toThrow(RulesError);
    expect(() => changeLoad(EMPTY_LOAD_HISTORY, 0, -2)).toThrow(RulesError);
    expect(() => persistentStepsAt(EMPTY_LOAD_HISTORY, 1.5)).toThrow(RulesError);
  });
});
