import { describe, it, expect } from "vitest";
import * as rules from "./index";

describe("public API", () => {
  it("exports the contract names", () => {
    const fns = [
      "isTerrainId", "hexesPerRound", "adaptTerrain", "splitPhases", "movementPhaseAt",
      "initiativeScore", "initiativeModifierParts", "actionLanding", "encumbrance",
      "dailyActivityHours", "effectiveDailyMiles", "persistentSteps", "forcedMarchSteps",
      "travelDays", "milesPerDayInTerrain", "advanceLoad", "changeLoad", "updateLoad",
      "persistentStepsAt", "stepsInForce", "isConditionId", "movementEffect",
      "conditionBlockingMovement", "canAct", "rollsInitiative", "movementAllowance",
      "pathShare", "remainingHexes", "toAbsolute", "fromAbsolute", "nextEvent",
      "previousEvent", "scheduleAction", "delayAction", "tieBreakOrder",
    ] as const;
    for (const f of fns) expect(typeof rules[f], f).toBe("function");
    expect(rules.SECONDS_PER_ROUND).toBe(20);
    expect(rules.MOVEMENT_SECONDS).toEqual([1, 6, 11, 16]);
    expect(rules.TERRAIN_IDS).toHaveLength(9);
    expect(Object.keys(rules.CONDITIONS)).toHaveLength(14);
    for (const p of ["NATIVE", "SURE_FOOTED", "ELF", "SAURIAN", "PRESET_COLUMN_3", "PRESET_COLUMN_5", "ADAPTATION_PRESETS"] as const) {
      expect(typeof rules[p], p).toBe("object");
    }
    expect(new rules.RulesError("OUT_OF_RANGE", "x", 1, "d")).toBeInstanceOf(Error);
  });

  it("adds the rules-correction names (added, never renamed)", () => {
    for (const f of ["reckonedRound", "actionForScoreAt", "canRescore", "persistentThresholdPassed", "forcedMarchStepsForDay", "partialDayMiles", "loadWeights"] as const) {
      expect(typeof rules[f], f).toBe("function");
    }
    // The earlier names keep working as before.
    for (const f of ["actionForScore", "withCasting", "delayedAction", "canDelay", "carriedWeight", "forcedMarchSteps"] as const) {
      expect(typeof rules[f], f).toBe("function");
    }
  });
});
