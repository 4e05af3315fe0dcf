import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { ableToAct } from "./combat/action";
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
  it("ships exactly the docs/rules.md §7 ids", () => {
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

describe("conditions: the whole docs/rules.md §7 table and bad input (mutation run, docs/mutation.md)", () => {
  // docs/rules.md §7, row by row: [id, movement, takes an action, rolls initiative].
  const TABLE: [string, string, boolean, boolean][] = [
    ["restrained", "none", true, true],
    ["prone", "none", true, true],
    ["stuck", "none", true, true],
    ["grabbed", "none", true, true],
    ["stunned", "none", false, true],
    ["unconscious", "none", false, false],
    ["exhausted", "none", true, true],
    ["squeezing", "half", true, true],
    ["dazed", "normal", true, true],
    ["weakened", "normal", true, true],
    ["confused", "normal", true, true],
    ["hampered", "normal", true, true],
    ["frightened", "normal", true, true],
    ["vulnerable", "normal", true, true],
  ];

  it("every row: movement, action and initiative, alone and through the functions", () => {
    expect(CONDITION_IDS).toEqual(TABLE.map(([id]) => id)); // table order is the naming priority
    for (const [id, movement, takesAction, rolls] of TABLE) {
      expect(CONDITIONS[id as keyof typeof CONDITIONS]).toEqual({ movement, takesAction, rollsInitiative: rolls });
      expect(movementEffect([id])).toBe(movement);
      expect(canAct([id])).toBe(takesAction);
      expect(rollsInitiative([id])).toBe(rolls);
      expect(conditionBlockingMovement([id])).toBe(movement === "none" ? id : null);
      expect(conditionLimitingMovement([id])).toBe(movement === "normal" ? null : id);
    }
  });

  it("one condition that stops an action or initiative is enough, wherever it is in the list", () => {
    expect(canAct(["prone", "stunned"])).toBe(false);
    expect(canAct(["stunned", "prone"])).toBe(false);
    expect(canAct(["dazed", "prone"])).toBe(true);
    expect(canAct([])).toBe(true);
    expect(rollsInitiative(["stunned", "unconscious"])).toBe(false);
    expect(rollsInitiative(["unconscious", "dazed"])).toBe(false);
    expect(rollsInitiative(["stunned", "dazed"])).toBe(true);
  });

  it("the worst effect and the condition named do not depend on list order", () => {
    expect(movementEffect(["prone", "squeezing"])).toBe("none");
    expect(movementEffect(["squeezing", "dazed"])).toBe("half");
    expect(conditionLimitingMovement(["squeezing", "exhausted"])).toBe("exhausted");
    expect(conditionLimitingMovement(["exhausted", "squeezing", "stuck"])).toBe("stuck");
    expect(conditionLimitingMovement([])).toBeNull();
    expect(conditionBlockingMovement([])).toBeNull();
  });

  it("isConditionId takes only a string id (not an array or object that converts to one)", () => {
    expect(isConditionId(["prone"])).toBe(false);
    expect(isConditionId({ toString: () => "prone" })).toBe(false);
    expect(isConditionId(undefined)).toBe(false);
    for (const [id] of TABLE) expect(isConditionId(id)).toBe(true);
  });

  it("a list that is not an array is INVALID_ARGUMENT; an unknown entry is UNKNOWN_CONDITION naming its index and the ids", () => {
    const thrown = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      throw new Error("expected a RulesError");
    };
    for (const f of [movementEffect, conditionBlockingMovement, conditionLimitingMovement, canAct, rollsInitiative]) {
      expect(thrown(() => f("prone" as unknown as string[]))).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "conditions" });
      const err = thrown(() => f(["prone", "sleepy"]));
      expect(err).toMatchObject({ code: "UNKNOWN_CONDITION", parameter: "conditions[1]", value: "sleepy" });
      expect((err as Error).message).toContain(`expected one of ${TABLE.map(([id]) => id).join(", ")}`);
    }
    expect((thrown(() => canAct(null as unknown as string[])) as Error).message).toContain("expected an array of condition ids");
  });
});

describe("ableToAct: the conditions' own answers, with a quick answer for none", () => {
  it("property: for any list of ids (known, unknown, none) and defeat, ableToAct is canAct and rollsInitiative of the known ids", () => {
    const id = fc.oneof(fc.constantFrom(...CONDITION_IDS), fc.constantFrom("blessed", "", "Prone"));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 4 }), fc.boolean(), (conditions, defeated) => {
        const known = conditions.filter(isConditionId);
        expect(ableToAct({ conditions, defeated })).toBe(!defeated && canAct(known) && rollsInitiative(known));
      }),
      { numRuns: 300 },
    );
    expect(ableToAct({ conditions: [], defeated: false })).toBe(true);
  });
});
