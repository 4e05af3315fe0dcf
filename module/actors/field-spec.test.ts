import { describe, expect, it } from "vitest";
import { VALIDATION_KEYS, checkField, choice, flattenPaths, isOperatorValue, num, validateSystem } from "../data/field-spec";
import { validateActorSystem } from "./spec";
import { validateItemSystem } from "../items/spec";

describe("checkField", () => {
  it("accepts numbers within bounds and refuses the rest with the bounds in the message data", () => {
    const spec = num(0, 100, true);
    expect(checkField("speed", spec, 12)).toBeNull();
    expect(checkField("speed", spec, 101)).toEqual({
      path: "speed",
      key: VALIDATION_KEYS.range,
      data: { field: "speed", value: "101", min: 0, max: 100 },
    });
    expect(checkField("speed", spec, 1.5)?.key).toBe(VALIDATION_KEYS.integer);
    expect(checkField("speed", spec, "12")?.key).toBe(VALIDATION_KEYS.number);
    expect(checkField("speed", spec, Number.NaN)?.key).toBe(VALIDATION_KEYS.number);
    expect(checkField("speed", spec, null)?.key).toBe(VALIDATION_KEYS.number);
  });
  it("accepts null only where the field is nullable", () => {
    expect(checkField("capacity", num(0, 10, false, true), null)).toBeNull();
  });
  it("accepts blank choices only where allowed", () => {
    expect(checkField("t", choice(["a", "b"], true), "")).toBeNull();
    expect(checkField("t", choice(["a", "b"]), "")?.key).toBe(VALIDATION_KEYS.choice);
  });
});

describe("flattenPaths", () => {
  it("flattens nested objects and keeps arrays and null as values", () => {
    expect(flattenPaths({ a: { b: 1, c: [1, 2] }, d: null, "e.f": 2 })).toEqual({ "a.b": 1, "a.c": [1, 2], d: null, "e.f": 2 });
  });
});

describe("validating updates", () => {
  it("checks only the fields changed, nested or dotted", () => {
    expect(validateActorSystem("character", { movement: { speed: 12 } })).toEqual([]);
    expect(validateActorSystem("character", { "movement.speed": -3 }).map((p) => p.path)).toEqual(["movement.speed"]);
    expect(validateActorSystem("character", { bodyWeight: 1e9 }).map((p) => p.key)).toEqual([VALIDATION_KEYS.range]);
  });
  it("climb, swim, fly and burrow speeds (VARIANTS.md §6.5): empty or 0 to 200 hexes, whole numbers; the rest refused with the bounds", () => {
    expect(validateActorSystem("character", { movement: { climb: null, swim: 0, fly: 200, burrow: 6 } })).toEqual([]);
    for (const m of ["climb", "swim", "fly", "burrow"]) {
      expect(validateActorSystem("creature", { [`movement.${m}`]: 201 })).toEqual([{ path: `movement.${m}`, key: VALIDATION_KEYS.range, data: { field: `movement.${m}`, value: "201", min: 0, max: 200 } }]);
      expect(validateActorSystem("character", { movement: { [m]: -1 } }).map((p) => p.key)).toEqual([VALIDATION_KEYS.range]);
      expect(validateActorSystem("character", { movement: { [m]: 2.5 } }).map((p) => p.key)).toEqual([VALIDATION_KEYS.integer]);
    }
  });
  it("checks terrain adaptation targets and native terrains", () => {
    expect(validateActorSystem("character", { movement: { adaptation: { forest: "tundra", swamp: "" } } })).toEqual([]);
    expect(validateActorSystem("character", { movement: { adaptation: { forest: "lava" } } }).map((p) => p.path)).toEqual([
      "movement.adaptation.forest",
    ]);
    expect(validateActorSystem("creature", { nativeTerrains: ["hills", "optimal"] }).map((p) => p.path)).toEqual(["nativeTerrains"]);
  });
  it("ignores deletion keys and, outside strict mode, unknown fields", () => {
    expect(validateSystem({}, { "-=old": null, anything: 3 })).toEqual([]);
  });
  it("bounds the item fields the combat feature reads", () => {
    expect(validateItemSystem("spell", { castingSeconds: 6 })).toEqual([]);
    expect(validateItemSystem("spell", { castingSeconds: -6 }).map((p) => p.path)).toEqual(["castingSeconds"]);
    expect(validateItemSystem("weapon", { initiativeModifier: 2.5 }).map((p) => p.key)).toEqual([VALIDATION_KEYS.integer]);
    expect(validateItemSystem("race", { speed: null, bodyWeight: 100 })).toEqual([]);
  });
});

describe("update operators", () => {
  // Stand-ins with v14's class names (Foundry's adapter recognises the real classes by instanceof).
  class ForcedDeletion {}
  class ForcedReplacement {
    constructor(readonly value: unknown) {}
  }
  class SomeOtherClass {}
  it("a v14 deletion operator removes a field that may be empty, and is refused on one that may not", () => {
    expect(isOperatorValue(new ForcedDeletion())).toBe(true);
    expect(isOperatorValue({ value: 3 })).toBe(false);
    expect(isOperatorValue([1, 2])).toBe(false);
    expect(isOperatorValue(null)).toBe(false);
    expect(validateActorSystem("creature", { encumbrance: { capacity: new ForcedDeletion() } })).toEqual([]);
    expect(validateActorSystem("creature", { movement: { adaptation: { forest: new ForcedDeletion() } } })).toEqual([]);
    expect(validateActorSystem("creature", { movement: { speed: new ForcedDeletion() } }).map((p) => p.key)).toEqual(["ER.Validation.Delete"]);
    // Plain bad data next to it is still refused.
    expect(validateActorSystem("creature", { encumbrance: { capacity: new ForcedDeletion(), step: -1 } }).map((p) => p.path)).toEqual(["encumbrance.step"]);
  });
  it("a replacement operator is judged by the value it carries; any other class instance is refused", () => {
    expect(validateActorSystem("creature", { movement: { speed: new ForcedReplacement(12) } })).toEqual([]);
    expect(validateActorSystem("creature", { movement: { speed: new ForcedReplacement(500) } }).map((p) => p.path)).toEqual(["movement.speed"]);
    expect(validateActorSystem("creature", { movement: { speed: new SomeOtherClass() } }).map((p) => p.path)).toEqual(["movement.speed"]);
  });
});

// Golden regression tests of the validation bypasses the fuzz suite found.
describe("validation cannot be bypassed", () => {
  const paths = (problems: readonly { path: string }[]) => problems.map((p) => p.path);
  it("an object where a plain value belongs is refused (was: flattened into unknown paths)", () => {
    expect(paths(validateActorSystem("character", { movement: { speed: { value: -1 } } }))).toEqual(["movement.speed"]);
    expect(paths(validateActorSystem("character", { movement: { speed: { value: 100 } } }))).toEqual(["movement.speed"]);
    expect(paths(validateActorSystem("character", { "movement.speed.value": 5 }))).toEqual(["movement.speed"]);
  });
  it("class instances are values, not operators: Number, String, Date, Map are refused", () => {
    for (const v of [new Number(-5), new Number(5), new String("lava"), new Date(0), new Map()]) {
      expect(paths(validateActorSystem("creature", { movement: { speed: v } }))).toEqual(["movement.speed"]);
    }
    expect(paths(validateActorSystem("creature", { encumbrance: { group: new String("other") } }))).toEqual(["encumbrance.group"]);
  });
  it('"==key" forced replacements are judged, and the fields they leave out count as deleted', () => {
    expect(paths(validateActorSystem("character", { "==movement": { speed: -1, milesPerDay: 1, sureFooted: false } }))).toEqual(["movement.speed"]);
    expect(paths(validateActorSystem("character", { movement: { "==speed": 500 } }))).toEqual(["movement.speed"]);
    expect(paths(validateActorSystem("character", { "==movement": { speed: 5 } }))).toEqual(["movement.milesPerDay", "movement.sureFooted"]);
    expect(validateActorSystem("character", { "==movement": { speed: 5, milesPerDay: 1, sureFooted: false } })).toEqual([]);
  });
  it('v13 "-=key" deletions are refused on fields that may not be empty, allowed on those that may', () => {
    expect(validateActorSystem("character", { movement: { "-=speed": null } }).map((p) => p.key)).toEqual([VALIDATION_KEYS.delete]);
    expect(validateActorSystem("character", { "-=movement": null }).map((p) => p.key)).toEqual([VALIDATION_KEYS.delete]);
    expect(validateActorSystem("character", { "movement.adaptation.-=forest": null })).toEqual([]);
    expect(validateActorSystem("creature", { encumbrance: { "-=capacity": null } })).toEqual([]);
  });
  it("a non-object where a group of fields belongs, or as the whole system, is refused", () => {
    expect(validateActorSystem("character", { movement: 5 }).map((p) => p.key)).toEqual([VALIDATION_KEYS.object]);
    expect(validateActorSystem("character", 5).map((p) => p.key)).toEqual([VALIDATION_KEYS.object]);
    expect(validateActorSystem("character", null).map((p) => p.key)).toEqual([VALIDATION_KEYS.object]);
  });
  it("top-level dotted keys and two writes to one field are each judged (changeProblems, the hooks' check)", async () => {
    const { changeProblems } = await import("./validation-hooks");
    expect(paths(changeProblems("Actor", "character", { "system.movement.speed": -1 }))).toEqual(["movement.speed"]);
    expect(paths(changeProblems("Actor", "character", { "system.movement.speed": -1, system: { movement: { speed: 5 } } }))).toEqual(["movement.speed"]);
    expect(paths(changeProblems("Item", "weapon", { "system.inHand": false, system: { inHand: null } }))).toEqual(["inHand"]);
    expect(changeProblems("Actor", "character", { name: "x" })).toEqual([]);
    expect(changeProblems("Actor", "character", { system: { movement: { speed: 12 } } })).toEqual([]);
  });
});

describe("the data models' bounds lie within the rules core's input bounds", () => {
  it("a value any model accepts is never refused by the rules as out of range", async () => {
    const rules = await import("../rules");
    const { ACTOR_SPECS } = await import("./spec");
    const { MAX_STORED_SECONDS } = await import("../data/bounds");
    const { ITEM_SPECS } = await import("../items/spec");
    const bound: Record<string, number> = {
      "movement.speed": rules.MAX_SPEED,
      speed: rules.MAX_SPEED,
      "movement.milesPerDay": rules.MAX_MILES_PER_DAY,
      milesPerDay: rules.MAX_MILES_PER_DAY,
      quickness: rules.MAX_RATING,
      rating: rules.MAX_RATING,
      bodyWeight: rules.MAX_WEIGHT_LB,
      weight: rules.MAX_WEIGHT_LB,
      "encumbrance.capacity": rules.MAX_WEIGHT_LB,
      "encumbrance.step": rules.MAX_WEIGHT_LB,
      quantity: rules.MAX_QUANTITY,
      "load.overCapacitySeconds": rules.MAX_LOAD_SECONDS,
      "load.unloadedSeconds": rules.MAX_LOAD_SECONDS,
      "load.droppedSteps": rules.MAX_STEPS,
      "load.loadedSteps": rules.MAX_STEPS,
      "march.hours": rules.MAX_HOURS,
      "march.allotmentHours": rules.MAX_HOURS,
      initiativeModifier: rules.MAX_INITIATIVE_MODIFIER,
      castingSeconds: rules.MAX_CASTING_SECONDS,
      "load.droppedAt": rules.MAX_WORLD_TIME,
    };
    expect(MAX_STORED_SECONDS).toBe(rules.MAX_LOAD_SECONDS);
    const specs = [...Object.values(ACTOR_SPECS), ...Object.values(ITEM_SPECS)];
    let checked = 0;
    for (const spec of specs) {
      for (const [path, field] of Object.entries(spec)) {
        if (field.kind !== "number" || bound[path] === undefined) continue;
        expect(Math.max(Math.abs(field.min), Math.abs(field.max)), path).toBeLessThanOrEqual(bound[path]!);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
