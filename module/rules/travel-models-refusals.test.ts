/**
 * Refusals of ./travel-models.ts by name (VARIANTS.md §4.4, §5.9, row 49): the log's day count,
 * a hole in the party, a traveller's miles a day, and a loaded speed without the listed one.
 */
import { describe, expect, it } from "vitest";
import { hostile, refusalOf } from "../../tests/support/rules-error";
import { resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { companionMilesPerDay, partyMilesPerDay, travelLogAfter, type CompanionTravelInput } from "./travel-models";

const OSE = resolveRuleset(PRESETS.ose);
const walker = (over: Partial<CompanionTravelInput> = {}): CompanionTravelInput => ({ milesPerDay: 24, ...over });

describe("travel-models refuses each value by its name", () => {
  it("a negative day count: log.daysWithoutRest", () => {
    expect(refusalOf(() => travelLogAfter({ daysWithoutRest: -1, restDue: false }, "travel", OSE)).parameter).toBe("log.daysWithoutRest");
  });
  it("a hole in the party: its place", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(refusalOf(() => partyMilesPerDay(hostile([12, , 24]))).parameter).toBe("members[1]");
  });
  it("a traveller's negative miles a day: milesPerDay; a loaded speed without the listed one: speed", () => {
    expect(companionMilesPerDay(walker(), "plains", OSE)).toBeGreaterThan(0);
    expect(refusalOf(() => companionMilesPerDay(walker({ milesPerDay: -1 }), "plains", OSE)).parameter).toBe("milesPerDay");
    expect(refusalOf(() => companionMilesPerDay(walker({ loadedSpeed: 6 }), "plains", OSE)).parameter).toBe("speed");
  });
});
