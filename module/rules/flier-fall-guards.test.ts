/**
 * Guards of ./flier-fall.ts (VARIANTS.md §6.5, §13.3 row 39; 004:L24): the refusals' parameters,
 * who counts as a flier (the fly status alone, a speed of another kind), and the stored walking
 * speed and encumbrance steps read as numbers or as none.
 */
import { describe, expect, it } from "vitest";
import { flierFall, landedAction, type FlierFallInput } from "./flier-fall";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const flier = (over: Partial<FlierFallInput> = {}): FlierFallInput => ({ elevation: 30, statuses: ["fly"], action: "fly", speeds: { fly: 24 }, speed: 4, encumbranceSteps: 0, immobile: false, ...over });

describe("flierFall and landedAction refuse by name", () => {
  it("a missing input is refused as `input`, a missing ruleset as `ruleset`", () => {
    expectRefusal(() => flierFall(hostile(null), A5E), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => flierFall(flier(), hostile({})), "INVALID_ARGUMENT", "ruleset", {}, "resolved ruleset");
    expectRefusal(() => landedAction("fly", {}, hostile(null)), "INVALID_ARGUMENT", "ruleset", null, "resolved ruleset");
  });
});

describe("who is a flier", () => {
  it("the fly status alone makes a walking token a flier; a swimmer or a climber knocked prone is not one", () => {
    expect(flierFall(flier({ statuses: ["fly", "prone"], action: "walk" }), A5E)).toBe("prone");
    expect(flierFall(flier({ statuses: ["prone"], action: "swim", speeds: { swim: 6 } }), A5E)).toBeNull();
    expect(flierFall(flier({ statuses: ["prone"], action: "climb", speeds: { climb: 6 } }), A5E)).toBeNull();
  });
});

describe("the speed it flies by, as stored", () => {
  it("without a fly speed, a walking speed above its steps keeps it up; a speed that is not a finite number reads as 0", () => {
    expect(flierFall(flier({ speeds: {}, speed: 4 }), A5E)).toBeNull();
    expect(flierFall(flier({ speeds: {}, speed: 4, encumbranceSteps: 3 }), A5E)).toBeNull();
    for (const speed of [NaN, Infinity, "4", null]) expect(flierFall(flier({ speeds: {}, speed }), A5E)).toBe("speed0");
  });
  it("encumbrance steps that are not a finite number read as none", () => {
    for (const encumbranceSteps of [Infinity, NaN, "30", null]) expect(flierFall(flier({ encumbranceSteps }), A5E)).toBeNull();
    expect(flierFall(flier({ encumbranceSteps: 23 }), A5E)).toBeNull();
    expect(flierFall(flier({ encumbranceSteps: 24 }), A5E)).toBe("speed0");
  });
});
