/**
 * The edges of the daily wilderness checks (./wilderness-checks.ts): world seconds at their bounds,
 * a march ending exactly at the world's last second, every refusal's code, parameter, value and
 * text (the book's ruleset checks the march too, though it rolls nothing), the listed checks' cap,
 * and the legs of a route: days of 24 h, a hex crossed in no time, the party pace off, the book's
 * day. OSE's tables and examples are in modules/travel/ose-wilderness-checks.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { MAX_DAY_CHECKS, dayOutcome, marchChecks, routeLegs, wildernessChecksOf, type MarchLeg } from "./wilderness-checks";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_WORLD_TIME } from "./bounds";
import { variantConfig } from "../../tests/support/variants";
import type { TerrainId } from "./terrain";

const OSE = resolveRuleset(PRESETS.ose);
const DAY = 86_400;
const leg = (terrain: TerrainId, seconds: number, road?: boolean): MarchLeg => (road === undefined ? { terrain, seconds } : { terrain, seconds, road });
const plains = (n: number) => Array.from({ length: n }, () => ({ terrain: "plains" as const, steep: false }));

describe("marchChecks' input", () => {
  it("a march from second 0 and one ending at the world's last second are taken; one second more is refused", () => {
    expect(marchChecks({ startSeconds: 0, legs: [leg("plains", DAY)] }, OSE).crossed).toBe(1);
    expect(marchChecks({ startSeconds: MAX_WORLD_TIME, legs: [] }, OSE)).toEqual({ checks: [], crossed: 0 });
    expect(marchChecks({ startSeconds: MAX_WORLD_TIME - 10, legs: [leg("plains", 10)] }, OSE).crossed).toBe(0);
    expectRefusal(() => marchChecks({ startSeconds: MAX_WORLD_TIME - 10, legs: [leg("plains", 5), leg("plains", 6)] }, OSE), "OUT_OF_RANGE", "legs", MAX_WORLD_TIME + 1, `the march ends after world second ${MAX_WORLD_TIME}`);
  });

  it("world seconds that are no whole number in range are refused by name", () => {
    expectRefusal(() => marchChecks({ startSeconds: MAX_WORLD_TIME + 1, legs: [] }, OSE), "OUT_OF_RANGE", "startSeconds", MAX_WORLD_TIME + 1, `expected whole seconds from 0 to ${MAX_WORLD_TIME}`);
    expectRefusal(() => marchChecks({ startSeconds: -1, legs: [] }, OSE), "OUT_OF_RANGE", "startSeconds", -1, "expected whole seconds");
    expectRefusal(() => marchChecks({ startSeconds: "5" as never, legs: [] }, OSE), "OUT_OF_RANGE", "startSeconds", "5", "expected whole seconds");
    expectRefusal(() => marchChecks({ startSeconds: 0.5, legs: [] }, OSE), "OUT_OF_RANGE", "startSeconds", 0.5, "expected whole seconds");
    expectRefusal(() => marchChecks({ startSeconds: 0, legs: [leg("plains", -1)] }, OSE), "OUT_OF_RANGE", "leg.seconds", -1, "expected whole seconds");
  });

  it("the march, its legs and each leg's fields refused by name, under the book too", () => {
    expectRefusal(() => marchChecks(null as never, OSE), "INVALID_ARGUMENT", "input", null, "expected a march");
    expectRefusal(() => marchChecks(7 as never, OSE), "INVALID_ARGUMENT", "input", 7, "expected a march");
    expectRefusal(() => marchChecks({ startSeconds: 0, legs: "x" as never }, OSE), "INVALID_ARGUMENT", "legs", "x", "expected an array");
    expectRefusal(() => marchChecks({ startSeconds: 0, legs: [null as never] }, BOOK_RULESET), "INVALID_ARGUMENT", "leg", null, "expected a leg");
    expectRefusal(() => marchChecks({ startSeconds: 0, legs: ["plains" as never] }, BOOK_RULESET), "INVALID_ARGUMENT", "leg", "plains", "expected a leg");
    expect(() => marchChecks({ startSeconds: 0, legs: [leg("lava" as TerrainId, 1)] }, BOOK_RULESET)).toThrow(expect.objectContaining({ parameter: "leg.terrain" }));
    expectRefusal(() => marchChecks({ startSeconds: 0, legs: [{ terrain: "plains", seconds: 1, road: "yes" as never }] }, BOOK_RULESET), "INVALID_ARGUMENT", "leg.road", "yes", "expected a boolean");
    expect(() => marchChecks({ startSeconds: 0, legs: [leg("plains", 1)] }, null as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });

  it("a leg stated without its road flag is no road; one stated false neither", () => {
    expect(marchChecks({ startSeconds: 0, legs: [leg("forest", DAY)] }, OSE).checks[0]).toEqual({ at: DAY, day: 2, terrain: "forest", road: false, lostChance: 2, wanderingChance: 2 });
    expect(marchChecks({ startSeconds: 0, legs: [leg("forest", DAY, false)] }, OSE).checks[0]?.road).toBe(false);
  });

  it("the listed checks stop at the cap exactly, and count every boundary crossed", () => {
    const exact = marchChecks({ startSeconds: 0, legs: [leg("plains", MAX_DAY_CHECKS * DAY)] }, OSE);
    expect([exact.checks.length, exact.crossed]).toEqual([MAX_DAY_CHECKS, MAX_DAY_CHECKS]);
    const over = marchChecks({ startSeconds: 0, legs: [leg("plains", MAX_DAY_CHECKS * DAY), leg("hills", 2 * DAY)] }, OSE);
    expect([over.checks.length, over.crossed]).toEqual([MAX_DAY_CHECKS, MAX_DAY_CHECKS + 2]);
    expect(over.checks.at(-1)?.terrain).toBe("plains");
  });
});

describe("dayOutcome's input", () => {
  it("no die for direction: never lost; a chance of 0 never wanders, of 6 always", () => {
    expect(dayOutcome({ lostChance: 6, wanderingChance: 0 }, { lost: null, wandering: 1 })).toEqual({ lost: false, wandering: false });
    expect(dayOutcome({ lostChance: 6, wanderingChance: 6 }, { lost: 6, wandering: 6 })).toEqual({ lost: true, wandering: true });
    expect(dayOutcome({ lostChance: 0, wanderingChance: 0 }, { lost: 1, wandering: 1 })).toEqual({ lost: false, wandering: false });
  });

  it("every refusal names its field and says what was expected", () => {
    expectRefusal(() => dayOutcome(null as never, { lost: 1, wandering: 1 }), "INVALID_ARGUMENT", "check", null, "expected a day check");
    expectRefusal(() => dayOutcome(1 as never, { lost: 1, wandering: 1 }), "INVALID_ARGUMENT", "check", 1, "expected a day check");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, null as never), "INVALID_ARGUMENT", "rolls", null, "expected the day's rolls");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, 3 as never), "INVALID_ARGUMENT", "rolls", 3, "expected the day's rolls");
    expectRefusal(() => dayOutcome({ lostChance: 7, wanderingChance: 1 }, { lost: 1, wandering: 1 }), "OUT_OF_RANGE", "check.lostChance", 7, "expected a chance of 0 to 6 in 6");
    expectRefusal(() => dayOutcome({ lostChance: -1, wanderingChance: 1 }, { lost: 1, wandering: 1 }), "OUT_OF_RANGE", "check.lostChance", -1, "expected a chance");
    expectRefusal(() => dayOutcome({ lostChance: "1" as never, wanderingChance: 1 }, { lost: 1, wandering: 1 }), "OUT_OF_RANGE", "check.lostChance", "1", "expected a chance");
    expectRefusal(() => dayOutcome({ lostChance: 1.5, wanderingChance: 1 }, { lost: 1, wandering: 1 }), "OUT_OF_RANGE", "check.lostChance", 1.5, "expected a chance");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 7 }, { lost: 1, wandering: 1 }), "OUT_OF_RANGE", "check.wanderingChance", 7, "expected a chance");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, { lost: 0, wandering: 1 }), "OUT_OF_RANGE", "rolls.lost", 0, "expected a d6 result");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, { lost: 7, wandering: 1 }), "OUT_OF_RANGE", "rolls.lost", 7, "expected a d6 result");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, { lost: "2" as never, wandering: 1 }), "OUT_OF_RANGE", "rolls.lost", "2", "expected a d6 result");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, { lost: 2.5, wandering: 1 }), "OUT_OF_RANGE", "rolls.lost", 2.5, "expected a d6 result");
    expectRefusal(() => dayOutcome({ lostChance: 1, wanderingChance: 1 }, { lost: null, wandering: 7 }), "OUT_OF_RANGE", "rolls.wandering", 7, "expected a d6 result");
  });
});

describe("routeLegs", () => {
  it("a route of five OSE plains hexes at 2 h each: four within the 8-hour day, the fifth after the night", () => {
    const legs = routeLegs({ travellers: [{ milesPerDay: 24, steps: 0 }], path: plains(5), milesPerHex: 6 }, OSE);
    expect(legs).toEqual([
      { terrain: "plains", road: false, seconds: 7200 },
      { terrain: "plains", road: false, seconds: 7200 },
      { terrain: "plains", road: false, seconds: 7200 },
      { terrain: "plains", road: false, seconds: 7200 },
      { terrain: "plains", road: false, seconds: DAY - 8 * 3600 + 7200 },
    ]);
  });

  it("the slowest traveller sets each hex's time; with the party pace off only the first travels", () => {
    const slowSecond = [{ milesPerDay: 24, steps: 0 }, { milesPerDay: 12, steps: 0 }];
    expect(routeLegs({ travellers: slowSecond, path: plains(1), milesPerHex: 6 }, OSE)?.[0]?.seconds).toBe(4 * 3600);
    const ownPace = resolveRuleset(variantConfig({ travel: { partyPace: false } }, PRESETS.ose));
    expect(routeLegs({ travellers: slowSecond, path: plains(1), milesPerHex: 6 }, ownPace)?.[0]?.seconds).toBe(2 * 3600);
  });

  it("under the book (no checks model) the day is still 24 h; a hex crossed in no time is a leg of 0 s", () => {
    // 1.4 h a hex of plains for an 8-mile traveller, 10 hexes of 1 mile: 14 h, 8 h then the night then 6 h.
    const legs = routeLegs({ travellers: [{ milesPerDay: 8, steps: 0 }], path: plains(10), milesPerHex: 1 }, BOOK_RULESET)!;
    expect(legs.reduce((s, l) => s + l.seconds, 0)).toBe(DAY + 6 * 3600);
    const instant = routeLegs({ travellers: [{ milesPerDay: 1000, steps: 0 }], path: [{ terrain: "optimal", steep: false }], milesPerHex: 0.0001 }, BOOK_RULESET);
    expect(instant).toEqual([{ terrain: "optimal", road: false, seconds: 0 }]);
  });

  it("the route and its hexes refused by name; a party that cannot travel has no legs", () => {
    expectRefusal(() => routeLegs(null as never, OSE), "INVALID_ARGUMENT", "input", null, "expected a route");
    expectRefusal(() => routeLegs("r" as never, OSE), "INVALID_ARGUMENT", "input", "r", "expected a route");
    expectRefusal(() => routeLegs({ travellers: [], path: "p" as never, milesPerHex: 6 }, OSE), "INVALID_ARGUMENT", "path", "p", "expected an array");
    expectRefusal(() => routeLegs({ travellers: [], path: [null as never], milesPerHex: 6 }, OSE), "INVALID_ARGUMENT", "hex", null, "expected a hex");
    expectRefusal(() => routeLegs({ travellers: [], path: [4 as never], milesPerHex: 6 }, OSE), "INVALID_ARGUMENT", "hex", 4, "expected a hex");
    expectRefusal(() => routeLegs({ travellers: [], path: [{ terrain: "plains", steep: false, road: 1 as never }], milesPerHex: 6 }, OSE), "INVALID_ARGUMENT", "hex.road", 1, "expected a boolean");
    expect(routeLegs({ travellers: [], path: plains(1), milesPerHex: 6 }, OSE)).toBeNull();
  });

  it("the checks model in force, and a missing ruleset refused", () => {
    expect(wildernessChecksOf(resolveRuleset(PRESETS.osr))).toBeNull();
    expect(() => wildernessChecksOf(undefined as never)).toThrow(expect.objectContaining({ parameter: "ruleset" }));
  });
});
