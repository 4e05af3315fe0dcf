/**
 * A flier falls (VARIANTS.md §6.5, §13.3 row 39; 004:L24): golden case GA-M6 and the decisions of
 * ./flier-fall.ts (who is a flier, what speed 0 is), under the A5E preset and without the rule.
 */
import { describe, expect, it } from "vitest";
import { flierFall, landedAction, type FlierFallInput } from "./flier-fall";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { RulesError } from "./errors";

const A5E = resolveRuleset(PRESETS.a5e);
const hawk = (over: Partial<FlierFallInput> = {}): FlierFallInput => ({ elevation: 30, statuses: ["fly"], action: "fly", speeds: { fly: 24 }, speed: 4, encumbranceSteps: 0, immobile: false, ...over });

describe("a flier falls at the second prone or speed 0 applies (004:L24)", () => {
  it("GA-M6: a hawk flying at 30 ft knocked prone falls; stunned (speed 0) falls; flying on, it stays up", () => {
    expect(flierFall(hawk({ statuses: ["fly", "prone"] }), A5E)).toBe("prone");
    expect(flierFall(hawk({ statuses: ["fly", "stunned"] }), A5E)).toBe("speed0");
    expect(flierFall(hawk(), A5E)).toBeNull();
  });
  it("a flier is above the ground, by the fly status or an action that reads the fly speed (fly, glide, hover), with or without the speed", () => {
    expect(flierFall(hawk({ statuses: ["prone"], action: "glide" }), A5E)).toBe("prone");
    expect(flierFall(hawk({ statuses: ["prone"], action: "fly", speeds: {} }), A5E)).toBe("prone");
    // On a ledge, walking: no fall; on the ground, nothing to fall from.
    expect(flierFall(hawk({ statuses: ["prone"], action: "walk" }), A5E)).toBeNull();
    expect(flierFall(hawk({ statuses: ["fly", "prone"], elevation: 0 }), A5E)).toBeNull();
    for (const elevation of [-5, "30", NaN, null]) expect(flierFall(hawk({ statuses: ["fly", "prone"], elevation }), A5E)).toBeNull();
  });
  it("speed 0: immobile under load, or the fly speed worn to 0 by encumbrance; a hawk that walks 0 but flies 24 stays up", () => {
    expect(flierFall(hawk({ immobile: true }), A5E)).toBe("speed0");
    expect(flierFall(hawk({ encumbranceSteps: 24 }), A5E)).toBe("speed0");
    expect(flierFall(hawk({ speed: 0 }), A5E)).toBeNull();
    expect(flierFall(hawk({ speeds: {}, speed: 2, encumbranceSteps: 2 }), A5E)).toBe("speed0");
  });
  it("without the movement modes rule nothing falls; the input and the ruleset are checked", () => {
    expect(flierFall(hawk({ statuses: ["fly", "prone"] }), BOOK_RULESET)).toBeNull();
    expect(flierFall(hawk({ statuses: ["fly", "prone"] }), resolveRuleset(PRESETS.ose))).toBeNull();
    expect(() => flierFall(null as never, A5E)).toThrow(RulesError);
    expect(() => flierFall(hawk(), {} as never)).toThrow(RulesError);
    expect(flierFall(hawk({ statuses: "prone" as never }), A5E)).toBeNull();
  });
  it("GA-M6 landing: a fallen flier's fly, glide or hover action becomes walking; walking, swimming, climbing are kept; nothing without the rule", () => {
    const A = resolveRuleset(PRESETS.a5e);
    for (const a of ["fly", "glide", "hover"]) expect(landedAction(a, { fly: 24 }, A)).toBe("walk");
    expect(landedAction("fly", {}, A)).toBe("walk");
    for (const a of ["walk", "swim", "climb", "burrow", "", null, 3]) expect(landedAction(a, { fly: 24, swim: 6 }, A)).toBeNull();
    expect(landedAction("fly", { fly: 24 }, BOOK_RULESET)).toBeNull();
    expect(() => landedAction("fly", {}, {} as never)).toThrow(RulesError);
  });
});
