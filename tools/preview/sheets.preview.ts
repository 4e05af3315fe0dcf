/**
 * `npm run preview`: renders the character, creature and item sheets from their real context
 * builders (and the actors' real derivation) into preview/*.html with the system's CSS, one tab at
 * a time as Foundry shows them (the tabs switch in the page). The character is also shown as an
 * Observer sees it: read-only, every form control disabled as core does; its tabs and item views
 * must still work there. "View item" opens the item's own sheet, as in Foundry.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { sheetWindow, writeSheetPage } from "./page";
import { PRESETS } from "../../module/rules";
import { buildCharacterContext, buildCreatureContext } from "../../module/sheets/context/actor";
import { buildItemContext } from "../../module/sheets/context/item";
import type { SheetItem } from "../../module/sheets/context/inventory";
import { sheetRenderContext } from "../../module/sheets/context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, itemParts, type PartSpec } from "../../module/sheets/parts";
import { GRYF, GRYF_ITEMS, LIZARD_STEED, MULE, SAMPLE_ITEMS, loadOf, sampleActorInput } from "../../module/sheets/samples";

const hbs = createHandlebars();

/** The parts in order, as Foundry puts them in the window's content. */
function parts(list: readonly PartSpec[], context: unknown): string {
  return list.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
}

/** The sheet of an owned item, kept in a template until "view item" opens it. */
function itemSheetTemplate(item: SheetItem, ownerName: string, editable: boolean): string {
  const context = sheetRenderContext(buildItemContext({ name: item.name, img: item.img, uuid: `Item.${item.id}`, type: item.type, system: item.system, editable, ownerName, localize }));
  const window = sheetWindow({
    title: `<a class="preview-close" data-action="closeWindow" aria-label="Close">×</a>Item — ${item.name}`,
    classes: `sheet item ${item.type} preview-item`,
    editable,
    content: parts(itemParts(item.type), context),
    attributes: `data-item-sheet="${item.id}"`,
  });
  return `<template data-item-sheet="${item.id}">${window}</template>`;
}

/** The preview's emulation of the system's item actions: open the item's sheet, close a window. */
const ITEM_ACTIONS = `
window.erPreviewActions = {
  editItem(target) {
    const id = target.closest("[data-item-id]")?.dataset.itemId;
    const template = id && document.querySelector('template[data-item-sheet="' + id + '"]');
    if (!template) return;
    document.querySelector("form.preview-item")?.remove();
    const sheet = template.content.firstElementChild.cloneNode(true);
    document.body.append(sheet);
    window.erPreviewAttach(sheet);
  },
  closeWindow(target) { target.closest("form.application")?.remove(); },
};`;

function actorPage(
  name: string,
  title: string,
  kind: "character" | "creature",
  context: unknown,
  items: readonly SheetItem[],
  ownerName: string,
  editable: boolean,
): string {
  const list = kind === "character" ? CHARACTER_PARTS : CREATURE_PARTS;
  const templates = items.map((i) => itemSheetTemplate(i, ownerName, editable)).join("\n");
  return writeSheetPage(name, title, { title, classes: `sheet actor ${kind}`, editable, content: parts(list, context) }, templates, ITEM_ACTIONS);
}

describe("sheet previews", () => {
  it("character: the gryf carrying 30 lb", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { sceneTerrain: "forest" });
    const file = actorPage("character", "Character — Gryf (30 lb, forest)", "character", sheetRenderContext(buildCharacterContext(input)), GRYF_ITEMS, "Gryf", true);
    expect(file).toMatch(/character\.html$/);
  });

  it("character under the OSE preset: descending AC [ascending], THAC0 and saves on the first tab", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { sceneTerrain: "forest", variants: PRESETS.ose });
    const file = actorPage("character-ose", "Character — Gryf under the OSE preset", "character", sheetRenderContext(buildCharacterContext(input)), GRYF_ITEMS, "Gryf", true);
    expect(file).toMatch(/character-ose\.html$/);
  });

  it("character as an Observer sees it: read-only", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { sceneTerrain: "forest", editable: false });
    const file = actorPage("character-observer", "Character — Gryf, seen by an Observer (read-only)", "character", sheetRenderContext(buildCharacterContext(input)), GRYF_ITEMS, "Gryf", false);
    expect(file).toMatch(/character-observer\.html$/);
  });

  it("creature: the mule and the lizard steed", () => {
    const muleLoad = loadOf("Packs", 650);
    const muleInput = sampleActorInput("creature", "Mule", MULE, muleLoad, localize, { sceneTerrain: "hills" });
    actorPage("creature", "Creature — Mule (650 lb, hills)", "creature", sheetRenderContext(buildCreatureContext(muleInput)), muleLoad, "Mule", true);
    const lizardLoad = loadOf("Saddlebags", 1005);
    const lizardInput = sampleActorInput("creature", "Lizard steed", LIZARD_STEED, lizardLoad, localize, { sceneTerrain: "swamp" });
    const file = actorPage("creature-lizard", "Creature — Lizard steed (1005 lb, swamp)", "creature", sheetRenderContext(buildCreatureContext(lizardInput)), lizardLoad, "Lizard steed", true);
    expect(file).toMatch(/creature-lizard\.html$/);
  });

  it.each(Object.keys(SAMPLE_ITEMS))("item: %s", (type) => {
    const sample = SAMPLE_ITEMS[type]!;
    const context = sheetRenderContext(buildItemContext({ ...sample, editable: true, ownerName: type === "weapon" ? "Gryf" : null, localize }));
    const title = `Item — ${sample.name}`;
    const file = writeSheetPage(`item-${type}`, title, { title, classes: `sheet item ${type}`, editable: true, content: parts(itemParts(type), context) });
    expect(file).toMatch(new RegExp(`item-${type}\\.html$`));
  });
});
