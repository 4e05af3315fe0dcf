import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import { OSE_FALLING } from "./falling";
import { wildernessYards } from "./wilderness-yards";
import { variantConfig } from "../../../../tests/support/variants";

describe("falling module (VARIANTS.md §5.15)", () => {
  it("1d6 per 10 ft (003:L238), in force under the OSE preset and when switched on alone", () => {
    expect(OSE_FALLING).toEqual({ feetPerDie: 10, faces: 6 });
    expect(resolveRuleset(PRESETS.ose).points.falling).toBe(OSE_FALLING);
    expect(resolveRuleset(variantConfig({ movement: { falling: true } })).points.falling).toBe(OSE_FALLING);
    expect(BOOK_RULESET.points.falling).toBeNull();
  });

  it("wilderness movement in yards (003:L401): ×3, in force under the OSE preset, not the book's", () => {
    expect(resolveRuleset(PRESETS.ose).points.wildernessMovement).toBe(3);
    expect(BOOK_RULESET.points.wildernessMovement).toBeNull();
    expect(wildernessYards.presets.ose["movement.wildernessYards"]).toBe(true);
  });
});
