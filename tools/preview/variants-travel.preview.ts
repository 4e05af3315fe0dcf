/**
 * `npm run preview`: the actor sheets under the companion travel models (VARIANTS.md rows
 * 14, 27, 28): the gryf under the OSR preset (STR 14, dim light, tactical) and the mule under the
 * OSE preset (seven travel days without rest: the unrested badge), from the real context builders
 * and derivation.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { writeSheetPage } from "./page";
import { buildCharacterContext, buildCreatureContext, type ActorSourceView } from "../../module/sheets/context/actor";
import { sheetRenderContext } from "../../module/sheets/context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, type PartSpec } from "../../module/sheets/parts";
import { GRYF, GRYF_ITEMS, MULE, loadOf, sampleActorInput } from "../../module/sheets/samples";
import { PRESETS } from "../../module/rules";

const hbs = createHandlebars();
const parts = (list: readonly PartSpec[], context: unknown) => list.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");

describe("travel variant previews", () => {
  it("character under OSR travel: STR 14, dim light, tactical pace, one step loaded", () => {
    const source = { ...GRYF, abilities: { str: 14 }, travel: { light: "dim", pace: "tactical" } } as ActorSourceView;
    const input = sampleActorInput("character", "Gryf", source, GRYF_ITEMS, localize, { sceneTerrain: "forest", variants: PRESETS.osr });
    const title = "Character — Gryf under OSR travel (STR 14, dim, tactical)";
    const file = writeSheetPage("character-travel-osr", title, { title, classes: "sheet actor character", editable: true, content: parts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input))) });
    expect(file).toMatch(/character-travel-osr\.html$/);
  });

  it("creature under OSE travel: the mule on its 7th travel day without rest, forced march ticked", () => {
    const source = { ...MULE, travel: { daysWithoutRest: 7, forcedMarch: true } } as ActorSourceView;
    const input = sampleActorInput("creature", "Mule", source, loadOf("Packs", 120), localize, { sceneTerrain: "hills", variants: PRESETS.ose });
    const title = "Creature — Mule under OSE travel (unrested, forced march)";
    const file = writeSheetPage("creature-travel-ose", title, { title, classes: "sheet actor creature", editable: true, content: parts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(input))) });
    expect(file).toMatch(/creature-travel-ose\.html$/);
  });
});
