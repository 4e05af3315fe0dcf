/**
 * The edges of days afloat (./voyage-checks.ts): the voyage ending exactly at the world's last
 * second, every refusal's code, parameter, value and text, a chance of 0 (no die, never lost) and
 * of 6 (no die, always lost), a wandering roll at its chance, and the dice a water day rolls with no
 * vessel. The text's examples are in voyage-checks.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { MAX_VOYAGE_DAYS, WATER_BODIES, voyageChecks, voyageOutcome, waterDayDice, type VoyageInput } from "./voyage-checks";
import { resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { MAX_WORLD_TIME } from "./bounds";

const OSE = resolveRuleset(PRESETS.ose);
const DAY = 86_400;
const run = (over: Partial<VoyageInput> = {}): VoyageInput => ({ startSeconds: 0, days: 1, waters: "sea", landInSight: false, navigator: false, ...over });

describe("voyageChecks' input", () => {
  it("the waters a run is sailed on, and the longest run", () => {
    expect(WATER_BODIES).toEqual(["sea", "lake", "river", "swamp"]);
    expect(MAX_VOYAGE_DAYS).toBe(30);
    expect(voyageChecks(run({ days: MAX_VOYAGE_DAYS }), OSE)?.checks).toHaveLength(MAX_VOYAGE_DAYS);
  });

  it("a voyage ending at the world's last second is sailed; one second later is refused on its days", () => {
    const start = MAX_WORLD_TIME - DAY;
    expect(voyageChecks(run({ startSeconds: start }), OSE)?.seconds).toBe(DAY);
    expectRefusal(() => voyageChecks(run({ startSeconds: start + 1 }), OSE), "OUT_OF_RANGE", "voyage.days", 1, `the voyage ends after world second ${MAX_WORLD_TIME}`);
  });

  it("every refusal names its field, the value and what was expected", () => {
    expectRefusal(() => voyageChecks(null as never, OSE), "INVALID_ARGUMENT", "voyage", null, "expected an object");
    expectRefusal(() => voyageChecks(run({ waters: "lava" as never }), OSE), "INVALID_ARGUMENT", "voyage.waters", "lava", "expected one of sea, lake, river, swamp");
    expectRefusal(() => voyageChecks(run({ landInSight: "yes" as never }), OSE), "INVALID_ARGUMENT", "voyage.landInSight", "yes", "expected true or false");
    expectRefusal(() => voyageChecks(run({ navigator: 0 as never }), OSE), "INVALID_ARGUMENT", "voyage.navigator", 0, "expected true or false");
    expectRefusal(() => voyageChecks(run({ startSeconds: MAX_WORLD_TIME + 1 }), OSE), "OUT_OF_RANGE", "voyage.startSeconds", MAX_WORLD_TIME + 1, "");
  });

  it("a river with a navigator is in sight and lost on 2 in 6; a swamp's wandering chance is its own", () => {
    expect(voyageChecks(run({ waters: "river", navigator: true }), OSE)?.checks[0]).toEqual({ at: DAY, day: 2, waters: "river", outOfSight: false, lostChance: 2, lostRolled: true, wanderingChance: 2 });
    expect(voyageChecks(run({ waters: "swamp", landInSight: true }), OSE)?.checks[0]).toEqual({ at: DAY, day: 2, waters: "swamp", outOfSight: false, lostChance: 2, lostRolled: true, wanderingChance: 3 });
  });
});

describe("voyageOutcome", () => {
  it("a chance of 0 rolls no die and is never lost; a die given for it is refused", () => {
    expect(voyageOutcome({ lostChance: 0, wanderingChance: 2 }, { lost: null, wandering: 1 })).toEqual({ lost: false, wandering: true });
    expectRefusal(() => voyageOutcome({ lostChance: 0, wanderingChance: 2 }, { lost: 1, wandering: 1 }), "INVALID_ARGUMENT", "rolls.lost", 1, "expected no die for a certain or impossible chance");
  });

  it("a chance of 6 is lost with no die; a chance of 1 to 5 needs its die, lost on the chance itself and not above", () => {
    expect(voyageOutcome({ lostChance: 6, wanderingChance: 0 }, { lost: null, wandering: 1 })).toEqual({ lost: true, wandering: false });
    expectRefusal(() => voyageOutcome({ lostChance: 6, wanderingChance: 0 }, { lost: 6, wandering: 1 }), "INVALID_ARGUMENT", "rolls.lost", 6, "expected no die");
    expect(voyageOutcome({ lostChance: 1, wanderingChance: 0 }, { lost: 1, wandering: 1 }).lost).toBe(true);
    expect(voyageOutcome({ lostChance: 5, wanderingChance: 0 }, { lost: 5, wandering: 1 }).lost).toBe(true);
    expect(voyageOutcome({ lostChance: 5, wanderingChance: 0 }, { lost: 6, wandering: 1 }).lost).toBe(false);
    expectRefusal(() => voyageOutcome({ lostChance: 5, wanderingChance: 0 }, { lost: null, wandering: 1 }), "NOT_A_NUMBER", "rolls.lost", null, "");
  });

  it("wandering on its chance and below, not above; 6 in 6 always", () => {
    expect(voyageOutcome({ lostChance: 0, wanderingChance: 3 }, { lost: null, wandering: 3 }).wandering).toBe(true);
    expect(voyageOutcome({ lostChance: 0, wanderingChance: 3 }, { lost: null, wandering: 4 }).wandering).toBe(false);
    expect(voyageOutcome({ lostChance: 0, wanderingChance: 6 }, { lost: null, wandering: 6 }).wandering).toBe(true);
  });

  it("every refusal names its field", () => {
    expectRefusal(() => voyageOutcome(null as never, { lost: null, wandering: 1 }), "INVALID_ARGUMENT", "check", null, "expected an object");
    expectRefusal(() => voyageOutcome({ lostChance: 0, wanderingChance: 0 }, null as never), "INVALID_ARGUMENT", "rolls", null, "expected an object");
    expectRefusal(() => voyageOutcome({ lostChance: -1, wanderingChance: 0 }, { lost: null, wandering: 1 }), "OUT_OF_RANGE", "check.lostChance", -1, "");
    expectRefusal(() => voyageOutcome({ lostChance: 0, wanderingChance: 7 }, { lost: null, wandering: 1 }), "OUT_OF_RANGE", "check.wanderingChance", 7, "");
    expectRefusal(() => voyageOutcome({ lostChance: 2, wanderingChance: 0 }, { lost: 0, wandering: 1 }), "OUT_OF_RANGE", "rolls.lost", 0, "");
    expectRefusal(() => voyageOutcome({ lostChance: 0, wanderingChance: 0 }, { lost: null, wandering: 0 }), "OUT_OF_RANGE", "rolls.wandering", 0, "");
  });
});

describe("waterDayDice", () => {
  it("no vessel stored: no dice; a river run downstream rolls its current", () => {
    expect(waterDayDice({ current: "upstream" }, OSE)).toEqual({ wind: false, current: false });
    expect(waterDayDice({ vessel: "sailing", current: "downstream" }, OSE)).toEqual({ wind: true, current: true });
    expect(waterDayDice({ vessel: "sailing" }, OSE)).toEqual({ wind: true, current: false });
    expectRefusal(() => waterDayDice("x" as never, OSE), "INVALID_ARGUMENT", "water", "x", "expected an object");
  });
});
