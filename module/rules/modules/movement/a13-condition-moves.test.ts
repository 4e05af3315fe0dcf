/**
 * 13th Age stuck and grabbed on the ruler (VARIANTS.md row 8, §3.8, §13.3, G13A-13, G13A-14;
 * 001:L465, L491, L493): golden cases G13C-10…G13C-14.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import { moveDecision, type MoveDecisionInput } from "../../move-limits";
import { grabberMove, sizeOf, teleportEscapes } from "../../condition-moves";
import { RulesError } from "../../errors";

const A13 = resolveRuleset(PRESETS.a13);
const move = (conditions: string[], over: Partial<MoveDecisionInput> = {}): MoveDecisionInput => ({
  mode: "enforce", isGM: false, phase: 0, conditions, immobile: false, usedCost: 1, budget: 4, ...over,
});

describe("13A stuck and grabbed on the ruler (G13C)", () => {
  it("G13C-10 stuck: its own walk is refused, its own teleport goes (L465); the book refuses both", () => {
    expect(moveDecision(move(["stuck"]), A13)).toEqual({ outcome: "refuse", reason: { code: "condition", condition: "stuck" } });
    expect(moveDecision(move(["stuck"], { teleport: true }), A13)).toEqual({ outcome: "allow", reason: null });
    expect(moveDecision(move(["stuck"], { teleport: true }), BOOK_RULESET).outcome).toBe("refuse");
    expect(teleportEscapes(["stuck"], A13)).toBe(true);
    expect(teleportEscapes(["stuck"], BOOK_RULESET)).toBe(false);
  });

  it("G13C-11 a teleport escapes stuck and grabbed, not stunned, nor the clock or the allowance (L469, L491)", () => {
    expect(moveDecision(move(["grabbed"], { teleport: true }), A13).outcome).toBe("allow");
    expect(moveDecision(move(["grabbed", "stuck", "dazed"], { teleport: true }), A13).outcome).toBe("allow");
    expect(moveDecision(move(["stuck", "stunned"], { teleport: true }), A13)).toEqual({ outcome: "refuse", reason: { code: "condition", condition: "stuck" } });
    expect(teleportEscapes(["stuck", "stunned"], A13)).toBe(false);
    expect(teleportEscapes(["dazed"], A13)).toBe(false);
    expect(moveDecision(move(["stuck"], { teleport: true, phase: null }), A13).reason).toEqual({ code: "notMovementSecond" });
    expect(moveDecision(move(["stuck"], { teleport: true, usedCost: 5 }), A13).reason).toEqual({ code: "overAllowance" });
    expect(() => moveDecision(move([], { teleport: "yes" as never }), A13)).toThrow(RulesError);
  });

  it("G13C-12 a smaller grabbed creature is carried; one of the grabber's size or larger is let go (L493, G13A-14)", () => {
    const g = (grabber: "small" | "medium" | "large" | "huge", grabbed: "tiny" | "medium" | "large", grabbedConditions: string[] = ["grabbed"]) => grabberMove({ grabber, grabbed, grabbedConditions }, A13);
    expect(g("large", "medium")).toBe("carry");
    expect(g("huge", "tiny")).toBe("carry");
    expect(g("medium", "medium")).toBe("letGo");
    expect(g("medium", "large")).toBe("letGo");
    expect(g("small", "medium")).toBe("letGo");
    expect(grabberMove({ grabber: "large", grabbed: "medium", grabbedConditions: ["grabbed"] }, BOOK_RULESET)).toBeNull();
  });

  it("G13C-13 nobody moves a stuck creature: its grabber lets go whatever the sizes (L465, G13A-13)", () => {
    expect(grabberMove({ grabber: "gargantuan", grabbed: "tiny", grabbedConditions: ["grabbed", "stuck"] }, A13)).toBe("letGo");
  });

  it("G13C-14 a size is the actor's declared category, else read from the token's footprint, else medium", () => {
    expect(sizeOf({ declared: "small", footprint: 3 })).toBe("small");
    expect(sizeOf({ declared: undefined, footprint: 1 })).toBe("medium");
    expect(sizeOf({ declared: "colossal", footprint: 2 })).toBe("large");
    expect(sizeOf({ declared: null, footprint: 3 })).toBe("huge");
    expect(sizeOf({ declared: null, footprint: 12 })).toBe("gargantuan");
    expect(sizeOf({ declared: null, footprint: Number.NaN })).toBe("medium");
    expect(sizeOf({ declared: null, footprint: 0.5 })).toBe("medium");
    expect(() => grabberMove({ grabber: "big" as never, grabbed: "medium", grabbedConditions: [] }, A13)).toThrow(RulesError);
    expect(() => grabberMove({ grabber: "large", grabbed: "medium", grabbedConditions: [3] as never }, A13)).toThrow(RulesError);
  });
});
