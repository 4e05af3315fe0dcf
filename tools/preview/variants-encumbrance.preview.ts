/**
 * `npm run preview`: the character sheet under OSE detailed encumbrance (VARIANTS.md §5.7), from the real context builder and the actors' real derivation with the variant
 * config passed in: Brannoc with 510 coins of weight (the 90′ tier, 9 of 12 hexes).
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { writeSheetPage } from "./page";
import { buildCharacterContext } from "../../module/sheets/context/actor";
import { sheetRenderContext } from "../../module/sheets/context/shared";
import { CHARACTER_PARTS } from "../../module/sheets/parts";
import { BRANNOC, BRANNOC_ITEMS, sampleActorInput } from "../../module/sheets/samples";
import { BOOK_CONFIG, changeVariants } from "../../module/rules";

const hbs = createHandlebars();

describe("variant sheet previews", () => {
  it("character under OSE detailed encumbrance", () => {
    const r = changeVariants(BOOK_CONFIG, { encumbrance: { model: "oseDetailed" } });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const input = sampleActorInput("character", "Brannoc", BRANNOC, BRANNOC_ITEMS, localize, { variants: r.config });
    const context = sheetRenderContext(buildCharacterContext(input));
    const content = CHARACTER_PARTS.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
    const title = "Character — Brannoc under OSE detailed encumbrance (510 coins)";
    const file = writeSheetPage("character-ose-detailed", title, { title, classes: "sheet actor character", editable: true, content });
    expect(file).toMatch(/character-ose-detailed\.html$/);
  });
});
