import { describe, it, expect } from "vitest";
import {
  CONDITIONS,
  CONDITION_IDS,
  canAct,
  conditionBlockingMovement,
  conditionLimitingMovement,
  isConditionId,
  movementEffect,
  rollsInitiative,
} from "./conditions";
import { RulesError } from "./errors";

describe("conditions", () => {
  it("ships exactly the RULES.md §7 ids", () => {
    expect([...CONDITION_IDS].sort()).toEqual(
      ["restrained", "prone", "stuck", "grabbed", "stunned", "unconscious", "exhausted", "squeezing", "dazed", "weakened", "confused", "hampered", "frightened", "vulnerable"].sort(),
    );
    expect(isConditionId("prone")).toBe(true);
    expect(isConditionId("knockedDown")).toBe(false);
    expect(isConditionId("hasOwnProperty")).toBe(false);
  });

  it("movement effects per the table", () => {
    for (const id of ["restrained", "prone", "stuck", "grabbed", "stunned", "unconscious", "exhausted"]) {
      expect(movementEffect([id])).toBe("none");
    }
    expect(movementEffect(["squeezing"])).toBe("half");
    for (const id of ["dazed", "weakened", "confused", "hampered", "frightened", "vulnerable"]) {
      expect(movementEffect([id])).toBe("normal");
    }
    expect(movementEffect([])).toBe("normal");
  });

  it("only the worst applies, no stacking", () => {
    expect(movementEffect(["squeezing", "squeezing"])).toBe("half");
    expect(movementEffect(["dazed", "squeezing", "prone"])).toBe("none");
    expect(movementEffect(["dazed", "squeezing"])).toBe("half");
  });

  it("names the blocking condition, independent of order", () => {
    expect(conditionBlockingMovement(["dazed", "prone"])).toBe("prone");
    expect(conditionBlockingMovement(["prone", "restrained"])).toBe("restrained");
    expect(conditionBlockingMovement(["restrained", "prone"])).toBe("restrained");
    expect(conditionBlockingMovement(["squeezing"])).toBeNull();
    expect(conditionLimitingMovement(["squeezing", "dazed"])).toBe("squeezing");
    expect(conditionLimitingMovement(["dazed"])).toBeNull();
  });

  it("actions and initiative", () => {
    expect(canAct(["prone"])).toBe(true);
    expect(canAct(["stunned"])).toBe(false);
    expect(canAct(["unconscious"])).toBe(false);
    expect(rollsInitiative(["stunned"])).toBe(true);
    expect(rollsInitiative(["unconscious"])).toBe(false);
    expect(rollsInitiative([])).toBe(true);
    expect(CONDITIONS.unconscious).toEqual({ movement: "none", takesAction: false, rollsInitiative: false });
  });

  it("unknown ids throw", () => {
    expect(() => movementEffect(["sleepy"])).toThrow(RulesError);
    expect(() => movementEffect(["sleepy"])).toThrow(/sleepy/);
    expect(() => conditionBlockingMovement(["x"])).toThrow(RulesError);
    expect(() => canAct(["x"])).toThrow(RulesError);
    expect(() => rollsInitiative(["x"])).toThrow(RulesError);
  });
});
