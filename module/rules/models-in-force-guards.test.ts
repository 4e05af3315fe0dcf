/**
 * The refusal of ./models-in-force.ts in full: each question, asked with a ruleset resolution did
 * not make, names the `ruleset` parameter and the value refused.
 */
import { describe, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { BOOK_RULESET } from "./ruleset/resolve";
import { forcedMarchIsADay, initiativeVariantOf, loadSheetOf, retreatStopsOnHit, travelSheetOf } from "./models-in-force";

describe("what adapters ask of the models in force: the refusal", () => {
  it("names `ruleset` and the forged value, for every question", () => {
    const forged = { ...BOOK_RULESET };
    for (const ask of [initiativeVariantOf, retreatStopsOnHit, travelSheetOf, forcedMarchIsADay, loadSheetOf]) {
      expectRefusal(() => ask(forged), "INVALID_ARGUMENT", "ruleset", forged, "expected a resolved ruleset (resolveRuleset)");
    }
  });
});
