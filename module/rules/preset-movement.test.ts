/**
 * The presets switch on their text's special movement: A5E's climbing and swimming without that
 * speed cost +1 foot per foot (004:L22), OSE's swimming is at half speed (003:L258) and nothing
 * else (OSE has no climbing or crawling cost). 002's swim, climb and crawl at half speed stay.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, VARIANT_FIELDS, parseVariantConfig, presetOf, validateVariantConfig, changeVariants } from "./ruleset/config";
import { movementActionSource } from "./movement-costs";
import { movementAllowance } from "./movement";
import { moveLimits } from "./move-limits";
import { resolveRuleset } from "./ruleset";

const walker = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };

describe("preset special movement (004:L22, 003:L258, 002:L33)", () => {
  it("A5E: climbing or swimming without the speed costs +1 (12 → 6); on a hazard, additive (12 → 4)", () => {
    expect(movementActionSource("climb", resolveRuleset(PRESETS.a5e))).toBe("climb");
    expect(movementActionSource("swim", resolveRuleset(PRESETS.a5e))).toBe("swim");
    expect(movementAllowance({ speed: 12, terrain: "optimal", extraCosts: ["climb"] }, resolveRuleset(PRESETS.a5e)).hexesPerRound).toBe(6);
    expect(movementAllowance({ speed: 12, terrain: "optimal", extraCosts: ["swim", "hazard"] }, resolveRuleset(PRESETS.a5e)).hexesPerRound).toBe(4);
    expect(moveLimits(walker, { kind: "round" }, resolveRuleset(PRESETS.a5e)).table.allowanceOf("optimal+1")).toBe(6);
  });
  it("GO-22 under the OSE preset: swimming at speed 12 gives 6; climbing and crawling add nothing", () => {
    expect(movementActionSource("swim", resolveRuleset(PRESETS.ose))).toBe("swim");
    expect(movementActionSource("climb", resolveRuleset(PRESETS.ose))).toBeNull();
    expect(movementActionSource("crawl", resolveRuleset(PRESETS.ose))).toBeNull();
    expect(movementAllowance({ speed: 12, terrain: "optimal", extraCosts: ["swim"] }, resolveRuleset(PRESETS.ose)).hexesPerRound).toBe(6);
    expect(movementAllowance({ speed: 12, terrain: "optimal", extraCosts: ["climb"] }, resolveRuleset(PRESETS.ose)).hexesPerRound).toBe(12);
    expect(movementAllowance({ speed: 11, terrain: "forest", extraCosts: ["swim"] }, resolveRuleset(PRESETS.ose)).hexesPerRound).toBe(2);
  });
  it("the OSR preset keeps 002's swim, climb and crawl at half speed; the book counts none", () => {
    expect(["swim", "climb", "crawl"].map((a) => movementActionSource(a, resolveRuleset(PRESETS.osr)))).toEqual(["swim", "climb", "crawl"]);
    expect(["swim", "climb", "crawl"].map((a) => movementActionSource(a, resolveRuleset(BOOK_CONFIG)))).toEqual([null, null, null]);
  });
  it("the new field is validated, a stored value without it takes the book's (off), and presetOf still finds each preset", () => {
    expect(VARIANT_FIELDS["movement.swimHalf"]).toEqual({ kind: "bool" });
    expect(BOOK_CONFIG.movement.swimHalf).toBe(false);
    expect(validateVariantConfig({ ...PRESETS.ose, movement: { ...PRESETS.ose.movement, swimHalf: "yes" } })).toEqual([{ path: "movement.swimHalf", code: "type" }]);
    const stored = structuredClone(PRESETS.osr) as unknown as { movement: Record<string, unknown> };
    delete stored.movement["swimHalf"];
    expect(parseVariantConfig(stored).movement.swimHalf).toBe(false);
    expect(presetOf(parseVariantConfig(stored))).toBe("osr");
    for (const id of ["book", "a13", "ose", "osr", "a5e"] as const) expect(presetOf(PRESETS[id])).toBe(id);
    const custom = changeVariants(PRESETS.ose, { movement: { swimHalf: false } });
    expect(custom.ok && presetOf(custom.config)).toBe("custom");
  });
});
