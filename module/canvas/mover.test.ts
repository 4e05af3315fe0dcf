import { describe, expect, it } from "vitest";
import { PRESETS, type Mover } from "../rules";
import { limitsOrNull } from "./mover";
import { resolveRuleset } from "../rules/ruleset";

const mover: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };

describe("limitsOrNull", () => {
  it("gives the limits of a mover the rules can measure, a fast one under OSR too", () => {
    expect(limitsOrNull(mover, { kind: "round" }, resolveRuleset(PRESETS.book))?.allowances.optimal).toBe(12);
    expect(limitsOrNull({ ...mover, speed: 116 }, { kind: "round" }, resolveRuleset(PRESETS.osr))?.allowances.optimal).toBe(116);
  });
  it("gives null instead of throwing when the rules refuse the mover (Foundry's measurement then applies)", () => {
    expect(limitsOrNull({ ...mover, speed: Number.NaN }, { kind: "round" }, resolveRuleset(PRESETS.book))).toBeNull();
    expect(limitsOrNull({ ...mover, speed: 10_000 }, { kind: "phase", phase: 0 }, resolveRuleset(PRESETS.a5e))).toBeNull();
  });
});
