import { describe, expect, it } from "vitest";
import { OSE_LOST_CHANCE, OSE_WANDERING_CHANCE, OSE_WILDERNESS_CHECKS, oseWildernessChecks } from "./ose-wilderness-checks";
import { resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET } from "../../ruleset/resolve";
import { dayOutcome, marchChecks, routeLegs, wildernessChecksOf, MAX_DAY_CHECKS, type MarchLeg } from "../../wilderness-checks";
import type { TerrainId } from "../../terrain";
import { overlandTravel } from "../../travel";

const OSE = resolveRuleset(PRESETS.ose);
const DAY = 86_400;
const leg = (terrain: TerrainId, seconds: number, road = false): MarchLeg => ({ terrain, seconds, road });
const one = (terrain: TerrainId, road = false) => marchChecks({ startSeconds: DAY - 10, legs: [leg(terrain, 20, road)] }, OSE).checks[0]!;

describe("travel.oseWildernessChecks (003 Losing Direction, Wandering Monsters)", () => {
  it("is in force with the OSE travel model only", () => {
    expect(wildernessChecksOf(OSE)).toBe(OSE_WILDERNESS_CHECKS);
    expect(OSE.modules).toContain(oseWildernessChecks.id);
    for (const id of ["book", "a13", "osr", "a5e"] as const) expect(wildernessChecksOf(resolveRuleset(PRESETS[id])), id).toBeNull();
    expect(wildernessChecksOf(BOOK_RULESET)).toBeNull();
  });

  it("GO-W1: clear ground (plains) is lost on 1 in 6, wandering 1 in 6", () => {
    expect(one("plains")).toMatchObject({ lostChance: 1, wanderingChance: 1, road: false });
    expect(dayOutcome(one("plains"), { lost: 1, wandering: 2 })).toEqual({ lost: true, wandering: false });
    expect(dayOutcome(one("plains"), { lost: 2, wandering: 1 })).toEqual({ lost: false, wandering: true });
  });

  it("GO-W2: woods (forest) are lost on 2 in 6 and wandering 2 in 6; barren (tundra) and hills 2 and 2", () => {
    for (const t of ["forest", "tundra", "hills"] as const) expect(one(t), t).toMatchObject({ lostChance: 2, wanderingChance: 2 });
    expect(dayOutcome(one("forest"), { lost: 2, wandering: 3 })).toEqual({ lost: true, wandering: false });
    expect(dayOutcome(one("forest"), { lost: 3, wandering: 2 })).toEqual({ lost: false, wandering: true });
  });

  it("GO-W3: the two tables differ: mountains 2 lost / 3 wandering, desert 3 lost / 2 wandering; jungle and swamp 3 and 3", () => {
    expect(one("mountains")).toMatchObject({ lostChance: 2, wanderingChance: 3 });
    expect(one("desert")).toMatchObject({ lostChance: 3, wanderingChance: 2 });
    for (const t of ["jungle", "swamp"] as const) expect(one(t), t).toMatchObject({ lostChance: 3, wanderingChance: 3 });
  });

  it("GO-W4: a road day is never lost, whatever the roll or the terrain; its wandering chance is the terrain's", () => {
    const road = one("optimal");
    expect(road).toMatchObject({ road: true, lostChance: 0, wanderingChance: 1 });
    expect(dayOutcome(road, { lost: 1, wandering: 6 }).lost).toBe(false);
    const forestRoad = one("forest", true);
    expect(forestRoad).toMatchObject({ road: true, lostChance: 0, wanderingChance: 2 });
    for (let r = 1; r <= 6; r++) expect(dayOutcome(forestRoad, { lost: r, wandering: 6 }).lost).toBe(false);
  });

  it("GO-W5: a 3-day march crossing 3 boundaries rolls 3 times, each by the terrain stood in then", () => {
    const out = marchChecks({ startSeconds: 3600, legs: [leg("plains", DAY), leg("forest", DAY), leg("mountains", DAY)] }, OSE);
    expect(out.crossed).toBe(3);
    expect(out.checks.map((c) => [c.at, c.terrain])).toEqual([[DAY, "plains"], [2 * DAY, "forest"], [3 * DAY, "mountains"]]);
    expect(out.checks.map((c) => c.day)).toEqual([2, 3, 4]);
  });

  it("GO-W6: a march inside one day rolls nothing; the start instant is not crossed, the arrival instant is", () => {
    expect(marchChecks({ startSeconds: 100, legs: [leg("swamp", 8 * 3600)] }, OSE).crossed).toBe(0);
    expect(marchChecks({ startSeconds: DAY, legs: [leg("swamp", 3600)] }, OSE).crossed).toBe(0);
    expect(marchChecks({ startSeconds: DAY - 5, legs: [leg("swamp", 5)] }, OSE).checks).toHaveLength(1);
  });

  it("the rates the tables hold are the text's for every ER terrain", () => {
    expect(OSE_LOST_CHANCE).toEqual({ optimal: 0, plains: 1, tundra: 2, hills: 2, mountains: 2, forest: 2, desert: 3, jungle: 3, swamp: 3 });
    expect(OSE_WANDERING_CHANCE).toEqual({ optimal: 1, plains: 1, tundra: 2, desert: 2, forest: 2, hills: 2, jungle: 3, mountains: 3, swamp: 3 });
  });

  it("no model in force: no checks", () => {
    expect(marchChecks({ startSeconds: 0, legs: [leg("swamp", 10 * DAY)] }, BOOK_RULESET)).toEqual({ checks: [], crossed: 0 });
  });

  it("any jump size, one pass: split legs give the same checks as one leg (fuzz)", () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let k = 0; k < 200; k++) {
      const start = rnd(5 * DAY);
      const total = rnd(40 * DAY);
      const cut = rnd(total + 1);
      const whole = marchChecks({ startSeconds: start, legs: [leg("hills", total)] }, OSE);
      const split = marchChecks({ startSeconds: start, legs: [leg("hills", cut), leg("hills", total - cut)] }, OSE);
      expect(split).toEqual(whole);
      expect(whole.crossed).toBe(Math.floor((start + total) / DAY) - Math.floor(start / DAY));
    }
    const huge = marchChecks({ startSeconds: 0, legs: [leg("plains", 10_000 * DAY)] }, OSE);
    expect(huge.crossed).toBe(10_000);
    expect(huge.checks).toHaveLength(MAX_DAY_CHECKS);
  });

  it("bad input is refused", () => {
    expect(() => marchChecks({ startSeconds: -1, legs: [] }, OSE)).toThrow();
    expect(() => marchChecks({ startSeconds: 0, legs: [leg("lava" as TerrainId, 1)] }, OSE)).toThrow();
    expect(() => marchChecks({ startSeconds: 0, legs: [leg("plains", 1.5)] }, OSE)).toThrow();
    expect(() => dayOutcome(one("plains"), { lost: 7, wandering: 1 })).toThrow();
  });

  it("routeLegs: the ruler's route spends the overland travel's world time, roads flagged", () => {
    const traveller = { milesPerDay: 24, steps: 0 };
    const path = [
      { terrain: "plains" as const, steep: false },
      { terrain: "forest" as const, steep: false, road: true },
      ...Array.from({ length: 10 }, () => ({ terrain: "swamp" as const, steep: false })),
    ];
    const legs = routeLegs({ travellers: [traveller], path, milesPerHex: 6 }, OSE)!;
    expect(legs).toHaveLength(12);
    expect(legs[1]!.road).toBe(true);
    expect(legs[0]!.seconds).toBe(2 * 3600);
    const total = legs.reduce((s, l) => s + l.seconds, 0);
    expect(total).toBe(overlandTravel([traveller], path, 6, OSE).worldSeconds);
    expect(total).toBeGreaterThan(2 * DAY);
    const out = marchChecks({ startSeconds: 0, legs }, OSE);
    expect(out.checks.every((c) => c.terrain === "swamp")).toBe(true);
    expect(out.crossed).toBe(Math.floor(total / DAY));
    expect(routeLegs({ travellers: [{ milesPerDay: 0, steps: 0 }], path, milesPerHex: 6 }, OSE)).toBeNull();
  });
});
