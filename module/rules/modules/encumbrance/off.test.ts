import { describe, expect, it } from "vitest";
import { noEncumbrance } from "./off";
import { resolveRuleset } from "../../ruleset";
import { withModel, character, lb } from "../../../../tests/support/load-models";
import { expectRefusal } from "../../../../tests/support/rules-error";

const model = () => resolveRuleset(withModel("off")).points.loadModel!;

describe("no encumbrance (VARIANTS.md §9.1)", () => {
  it("selects the 'off' model; its sheet has no inputs, parts nor tiers", () => {
    expect(noEncumbrance.selects).toEqual({ path: "encumbrance.model", value: "off" });
    const m = model();
    expect(m.id).toBe("off");
    expect(m.sheet).toEqual({ inputs: [], coinsHint: null, parts: [], tierBounds: null, maxCoins: null });
    expect(m.tierSpeeds(12)).toBeNull();
    expect(m.tierShare).toBeNull();
  });

  it("nothing weighs: the listed speed and miles, neutral otherwise", () => {
    expect(model().characterLoad(character({ speed: 7, milesPerDay: 13, coins: 10_000_000, items: [lb(100_000)] }))).toEqual({ loads: 0, loadsOver: 0, tier: null, coinWeight: 0, armourClass: null, significantTreasure: false, overloaded: false, model: "off", speed: 7, milesPerDay: 13, immobile: false });
  });

  it("still refuses a coin count that is not one", () => {
    expectRefusal(() => model().characterLoad(character({ coins: -1 })), "NEGATIVE", "coins", -1, "≥ 0");
    expectRefusal(() => model().characterLoad(character({ coins: 10_000_001 })), "OUT_OF_RANGE", "coins", 10_000_001, "at most 10000000");
  });
});
