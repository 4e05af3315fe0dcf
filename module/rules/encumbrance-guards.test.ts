/**
 * The edges of ./encumbrance.ts (RULES.md §6): every refusal's code, parameter and text, a step
 * too small to count, a character never immobile, the load history's checks, the unloaded time
 * reset only by a load, a drop recorded only for a smaller load and only when its persistent value
 * is at least the one in force, and the persistent steps under the variants. The golden cases are
 * in encumbrance.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../tests/support/rules-error";
import { MAX_CARRIED_LB, MAX_LOAD_SECONDS, MAX_STEPS, MAX_WEIGHT_LB, MAX_WORLD_TIME } from "./bounds";
import {
  EMPTY_LOAD_HISTORY,
  PERSISTENT_THRESHOLD_SECONDS,
  advanceLoad,
  changeLoad,
  encumbrance,
  overCapacityMinutes,
  persistentSteps,
  persistentStepsAt,
  persistentStepsUnderVariants,
  persistentThresholdPassed,
  stepsInForce,
  updateLoad,
  type LoadHistory,
} from "./encumbrance";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { BOOK_CONFIG, changeVariants } from "./ruleset/config";

const said = (f: () => unknown) => {
  const e = refusal(f);
  return [e.code, e.parameter];
};

describe("encumbrance: refusals", () => {
  it("a missing input, an unknown group, a character without weight, a pack animal without capacity", () => {
    for (const input of [null, "x"]) {
      const e = refusal(() => encumbrance(input as never));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "input", input]);
      expect(e.message).toContain("expected an encumbrance input object");
    }
    const group = refusal(() => encumbrance({ group: "dragon" as never, carried: 1 }));
    expect([group.code, group.parameter, group.value]).toEqual(["UNKNOWN_GROUP", "group", "dragon"]);
    expect(group.message).toContain("expected one of character, packAnimal, other");
    const character = refusal(() => encumbrance({ group: "character", carried: 1 }));
    expect([character.code, character.parameter]).toEqual(["INVALID_ARGUMENT", "bodyWeight"]);
    expect(character.message).toContain("a character needs bodyWeight (or capacity)");
    const animal = refusal(() => encumbrance({ group: "packAnimal", carried: 1 }));
    expect([animal.code, animal.parameter]).toEqual(["INVALID_ARGUMENT", "capacity"]);
    expect(animal.message).toContain("a pack animal needs a listed capacity");
  });

  it("names each bad number, and each one past its bound", () => {
    const base = { group: "character" as const, carried: 10, bodyWeight: 160 };
    expect(refusal(() => encumbrance({ ...base, carried: -1 })).parameter).toBe("carried");
    expect(refusal(() => encumbrance({ ...base, capacity: -1 })).parameter).toBe("capacity");
    expect(refusal(() => encumbrance({ ...base, step: 0 })).parameter).toBe("step");
    // A bad step is refused even where no step is used (the "other" group), and NaN never becomes a count.
    expect(refusal(() => encumbrance({ group: "other", carried: 1, step: -1 })).parameter).toBe("step");
    expect(refusal(() => encumbrance({ ...base, step: Number.NaN })).parameter).toBe("step");
    expect(refusal(() => encumbrance({ ...base, bodyWeight: -1 })).parameter).toBe("bodyWeight");
    expect(said(() => encumbrance({ ...base, carried: MAX_CARRIED_LB + 1 }))).toEqual(["OUT_OF_RANGE", "input.carried"]);
    for (const field of ["bodyWeight", "capacity", "step"] as const) expect(said(() => encumbrance({ ...base, [field]: MAX_WEIGHT_LB + 1 }))).toEqual(["OUT_OF_RANGE", `input.${field}`]);
    expect(encumbrance({ ...base, carried: MAX_CARRIED_LB, capacity: MAX_WEIGHT_LB, step: MAX_WEIGHT_LB }).steps).toBeGreaterThan(0);
  });

  it("a step below 1/1000 lb counts as none and is refused", () => {
    const e = refusal(() => encumbrance({ group: "character", carried: 50, bodyWeight: 160, step: 0.0001 }));
    expect([e.code, e.parameter, e.value]).toEqual(["OUT_OF_RANGE", "step", 0.0001]);
    expect(e.message).toContain("a step must be at least 1/1000 lb");
    expect(encumbrance({ group: "character", carried: 40.002, bodyWeight: 160, step: 0.001 }).steps).toBe(2);
  });

  it("a character or pack animal over capacity is slowed, never immobile", () => {
    expect(encumbrance({ group: "character", carried: 500, bodyWeight: 160 })).toMatchObject({ immobile: false });
    expect(encumbrance({ group: "packAnimal", carried: 5000, capacity: 200 })).toMatchObject({ immobile: false });
  });
});

describe("persistent encumbrance: refusals", () => {
  it("names the seconds and the steps", () => {
    expect(refusal(() => persistentThresholdPassed(-1)).parameter).toBe("overCapacitySeconds");
    expect(refusal(() => persistentSteps(-1)).parameter).toBe("steps");
    expect(said(() => persistentSteps(MAX_STEPS + 1))).toEqual(["OUT_OF_RANGE", "steps"]);
  });

  it("the history: a missing one, each bad field, each field past its bound", () => {
    for (const h of [null, 7]) {
      const e = refusal(() => overCapacityMinutes(h as never));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "history", h]);
      expect(e.message).toContain("expected a LoadHistory");
    }
    const h = (over: Partial<Record<keyof LoadHistory, unknown>>) => ({ ...EMPTY_LOAD_HISTORY, ...over }) as LoadHistory;
    for (const field of ["overCapacitySeconds", "droppedSteps", "loadedSteps", "unloadedSeconds"] as const) {
      expect(refusal(() => overCapacityMinutes(h({ [field]: -1 }))).parameter).toBe(`history.${field}`);
    }
    expect(refusal(() => overCapacityMinutes(h({ droppedAt: 1.5 }))).parameter).toBe("history.droppedAt");
    expect(said(() => overCapacityMinutes(h({ overCapacitySeconds: MAX_LOAD_SECONDS + 1 })))).toEqual(["OUT_OF_RANGE", "history.overCapacitySeconds"]);
    expect(said(() => overCapacityMinutes(h({ droppedAt: MAX_WORLD_TIME + 2 })))).toEqual(["OUT_OF_RANGE", "history.droppedAt"]);
    expect(said(() => overCapacityMinutes(h({ loadedSteps: MAX_STEPS + 1 })))).toEqual(["OUT_OF_RANGE", "history.loadedSteps"]);
    expect(overCapacityMinutes(h({ overCapacitySeconds: 90 }))).toBe(1.5);
  });

  it("names the other functions' bad parameters", () => {
    expect(refusal(() => advanceLoad(EMPTY_LOAD_HISTORY, -1)).parameter).toBe("deltaSeconds");
    expect(refusal(() => changeLoad(EMPTY_LOAD_HISTORY, 1.5, 0)).parameter).toBe("now");
    expect(refusal(() => changeLoad(EMPTY_LOAD_HISTORY, 0, -1)).parameter).toBe("steps");
    expect(refusal(() => changeLoad(EMPTY_LOAD_HISTORY, MAX_WORLD_TIME + 2, 0)).parameter).toBe("now");
    expect(refusal(() => changeLoad(EMPTY_LOAD_HISTORY, 0, MAX_STEPS + 1)).parameter).toBe("steps");
    expect(refusal(() => updateLoad(EMPTY_LOAD_HISTORY, null as never)).parameter).toBe("update");
    expect(refusal(() => persistentStepsAt(EMPTY_LOAD_HISTORY, 1.5)).parameter).toBe("now");
    expect(refusal(() => persistentStepsAt(EMPTY_LOAD_HISTORY, MAX_WORLD_TIME + 2)).parameter).toBe("now");
  });
});

describe("the load history", () => {
  const over = (loadedSteps: number, more: Partial<LoadHistory> = {}): LoadHistory => ({ ...EMPTY_LOAD_HISTORY, overCapacitySeconds: PERSISTENT_THRESHOLD_SECONDS + 1, loadedSteps, ...more });

  it("only a load resets the unloaded time; setting down nothing keeps it", () => {
    const resting: LoadHistory = { ...EMPTY_LOAD_HISTORY, unloadedSeconds: 100 };
    expect(changeLoad(resting, 10, 0).unloadedSeconds).toBe(100);
    expect(changeLoad(resting, 10, 2).unloadedSeconds).toBe(0);
  });

  it("a larger or equal load records no drop", () => {
    expect(changeLoad(over(2), 5000, 4).droppedAt).toBeNull();
    expect(changeLoad(over(2), 5000, 2).droppedAt).toBeNull();
    expect(changeLoad(over(2), 5000, 1)).toMatchObject({ droppedAt: 5000, droppedSteps: 2 });
  });

  it("a new drop replaces the one in force only when its persistent value is at least as large", () => {
    const inForce = over(2, { droppedAt: 4000, droppedSteps: 6 }); // 3 steps in force until 4000 + 4 h
    expect(changeLoad(inForce, 5000, 0)).toMatchObject({ droppedAt: 4000, droppedSteps: 6 });
    const equal = over(6, { droppedAt: 4000, droppedSteps: 6 });
    expect(changeLoad(equal, 5000, 0)).toMatchObject({ droppedAt: 5000, droppedSteps: 6 });
  });

  it("no drop recorded: no persistent steps, whatever the stored level", () => {
    expect(persistentStepsAt({ ...EMPTY_LOAD_HISTORY, droppedSteps: 6 }, 100)).toBe(0);
  });
});

describe("persistent steps under the variants (VARIANTS.md §9.2)", () => {
  // The book keeps persistent encumbrance; the toggle turns it off.
  const PERSISTENT = BOOK_RULESET;
  const changed = changeVariants(BOOK_CONFIG, { encumbrance: { persistent: false } } as never);
  if (!changed.ok) throw new Error("illegal config");
  const OFF = resolveRuleset(changed.config);
  const dropped: LoadHistory = { ...EMPTY_LOAD_HISTORY, droppedAt: 100, droppedSteps: 4 };

  it("counts for every group while the toggle is on, never while it is off", () => {
    for (const group of ["character", "packAnimal", "other"] as const) {
      expect(persistentStepsUnderVariants(dropped, 200, group, PERSISTENT), group).toBe(2);
      expect(persistentStepsUnderVariants(dropped, 200, group, OFF), group).toBe(0);
    }
  });

  it("refuses an unknown group", () => {
    const e = refusal(() => persistentStepsUnderVariants(dropped, 200, "dragon" as never, PERSISTENT));
    expect([e.code, e.parameter, e.value]).toEqual(["UNKNOWN_GROUP", "group", "dragon"]);
    expect(e.message).toContain("expected one of character, packAnimal, other");
  });
});

describe("stepsInForce: refusals", () => {
  it("names each field", () => {
    for (const field of ["loaded", "persistent", "forcedMarch"] as const) {
      expect(refusal(() => stepsInForce({ [field]: -1 })).parameter).toBe(field);
      expect(said(() => stepsInForce({ [field]: MAX_STEPS + 1 }))).toEqual(["OUT_OF_RANGE", `input.${field}`]);
    }
    expect(stepsInForce({ loaded: MAX_STEPS, persistent: MAX_STEPS, forcedMarch: MAX_STEPS })).toBe(2 * MAX_STEPS);
  });
});
