import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset/resolve";
import { RulesError } from "./errors";
import { forcedMarchIsADay, initiativeVariantOf, loadSheetOf, retreatStopsOnHit, travelSheetOf } from "./models-in-force";

const ose = resolveRuleset(PRESETS.ose);
const osr = resolveRuleset(PRESETS.osr);

describe("what adapters ask of the initiative, combat, travel and load models in force", () => {
  it("the book: no initiative model, no retreat, the book's travel, forced march and encumbrance", () => {
    expect([initiativeVariantOf(BOOK_RULESET), retreatStopsOnHit(BOOK_RULESET), travelSheetOf(BOOK_RULESET), forcedMarchIsADay(BOOK_RULESET), loadSheetOf(BOOK_RULESET)]).toEqual([null, false, null, false, null]);
  });

  it("each preset's initiative model by its id", () => {
    expect((["a13", "ose", "osr", "a5e"] as const).map((p) => initiativeVariantOf(resolveRuleset(PRESETS[p]))?.id)).toEqual(["a13", "oseSide", "osrDex", "a5e"]);
    expect(initiativeVariantOf(resolveRuleset(PRESETS.a13))?.cadence).toBe("once");
  });

  it("OSR's retreat stops on a hit (002:L337), OSE's runs its course (003:L827)", () => {
    expect([retreatStopsOnHit(osr), retreatStopsOnHit(ose)]).toEqual([true, false]);
  });

  it("OSE: its travel sheet, a forced march is a day at the forced pace, its detailed load sheet", () => {
    expect(travelSheetOf(ose)?.rulerKey).toBe("ER.Variants.Travel.Ruler.ose");
    expect([forcedMarchIsADay(ose), forcedMarchIsADay(osr)]).toEqual([true, false]);
    expect(loadSheetOf(ose)?.parts).toEqual(["detailed"]);
    expect(loadSheetOf(osr)?.parts).toEqual(["loads"]);
  });

  it("a forged ruleset is refused with a RulesError", () => {
    const forged = { ...ose };
    for (const ask of [initiativeVariantOf, retreatStopsOnHit, travelSheetOf, forcedMarchIsADay, loadSheetOf]) expect(() => ask(forged)).toThrow(RulesError);
  });
});
