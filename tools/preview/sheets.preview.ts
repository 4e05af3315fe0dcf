/**
 * `npm run preview`: renders the character, creature and item sheets from their real context
 * builders (and the actors' real derivation) into preview/*.html with the system's CSS.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";
import { buildCharacterContext, buildCreatureContext } from "../../module/sheets/context/actor";
import { buildItemContext } from "../../module/sheets/context/item";
import { sheetRenderContext } from "../../module/sheets/context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, itemParts, type PartSpec } from "../../module/sheets/parts";
import { GRYF, GRYF_ITEMS, LIZARD_STEED, MULE, SAMPLE_ITEMS, loadOf, sampleActorInput } from "../../module/sheets/samples";

const hbs = createHandlebars();

/** The parts in order, inside a form like Foundry's window content; every tab shown for review. */
function sheet(kind: string, parts: readonly PartSpec[], context: unknown): string {
  const body = parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
  return `<form class="${kind} sheet er-preview-all-tabs">${body}</form>`;
}

describe("sheet previews", () => {
  it("character: the gryf carrying 30 lb", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { sceneTerrain: "forest" });
    const file = writePreviewPage("character", "Character — Gryf (30 lb, forest)", sheet("actor character", CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input))));
    expect(file).toMatch(/character\.html$/);
  });

  it("creature: the mule and the lizard steed", () => {
    const muleInput = sampleActorInput("creature", "Mule", MULE, loadOf("Packs", 650), localize, { sceneTerrain: "hills" });
    writePreviewPage("creature", "Creature — Mule (650 lb, hills)", sheet("actor creature", CREATURE_PARTS, sheetRenderContext(buildCreatureContext(muleInput))));
    const lizardInput = sampleActorInput("creature", "Lizard steed", LIZARD_STEED, loadOf("Saddlebags", 1005), localize, { sceneTerrain: "swamp" });
    const file = writePreviewPage(
      "creature-lizard",
      "Creature — Lizard steed (1005 lb, swamp)",
      sheet("actor creature", CREATURE_PARTS, sheetRenderContext(buildCreatureContext(lizardInput))),
    );
    expect(file).toMatch(/creature-lizard\.html$/);
  });

  it.each(Object.keys(SAMPLE_ITEMS))("item: %s", (type) => {
    const sample = SAMPLE_ITEMS[type]!;
    const context = sheetRenderContext(buildItemContext({ ...sample, editable: true, ownerName: type === "weapon" ? "Gryf" : null, localize }));
    const file = writePreviewPage(`item-${type}`, `Item — ${sample.name}`, sheet("item", itemParts(type), context));
    expect(file).toMatch(new RegExp(`item-${type}\\.html$`));
  });
});
