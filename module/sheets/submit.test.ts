import { describe, expect, it } from "vitest";
import { checkSubmission } from "./submit";

describe("checkSubmission", () => {
  it("drops an out-of-bounds field and keeps the rest of the submission", () => {
    const { kept, problems } = checkSubmission("Actor", "character", { name: "Gryf", "system.bodyWeight": -5, "system.quickness": 12 });
    expect(kept).toEqual({ name: "Gryf", "system.quickness": 12 });
    expect(problems.map((p) => p.path)).toEqual(["bodyWeight"]);
    expect(problems[0]!.key).toMatch(/^ER\.Validation\./);
  });

  it("keeps a valid submission whole", () => {
    const flat = { "system.movement.speed": 12, "system.health.value": 8 };
    expect(checkSubmission("Actor", "creature", flat)).toEqual({ kept: flat, problems: [] });
  });

  it("checks item fields by the item's type", () => {
    const { kept, problems } = checkSubmission("Item", "gear", { "system.weight": Number.NaN, "system.quantity": 2 });
    expect(kept).toEqual({ "system.quantity": 2 });
    expect(problems.map((p) => p.path)).toEqual(["weight"]);
    expect(checkSubmission("Item", "spell", { "system.castingSeconds": 1.5 }).problems.map((p) => p.path)).toEqual(["castingSeconds"]);
  });

  it("leaves documents of other systems' types alone", () => {
    const flat = { "system.bodyWeight": -5 };
    expect(checkSubmission("Actor", "vehicle", flat)).toEqual({ kept: flat, problems: [] });
  });
});

// Golden regression tests: out-of-spec objects and Dates in number fields are dropped.
describe("checkSubmission keeps no out-of-spec field", () => {
  it("an object or a Date in a number field is dropped and reported", () => {
    for (const bad of [{ value: 100 }, new Date(0), { speed: 3 }]) {
      const { kept, problems } = checkSubmission("Actor", "character", { name: "Gryf", "system.movement.speed": bad, "system.quickness": 12 });
      expect(kept).toEqual({ name: "Gryf", "system.quickness": 12 });
      expect(problems.map((p) => p.path)).toEqual(["movement.speed"]);
    }
  });
  it("a group key holding a bad field is dropped; a key below a plain field is dropped", () => {
    expect(checkSubmission("Actor", "character", { "system.movement": { speed: 500 } }).kept).toEqual({});
    expect(checkSubmission("Item", "gear", { "system.weight.value": 3, "system.quantity": 2 }).kept).toEqual({ "system.quantity": 2 });
  });
});
