/**
 * Core's tooltips may show `data-tooltip` as HTML, so a name a player wrote (an item's, an effect's)
 * must reach the attribute as text that, read back as HTML, makes no element. The attribute values
 * are read as a browser reads them: the quoted value with its character references decoded.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext } from "./context/actor";
import type { SheetEffect } from "./context/effects";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS } from "./parts";
import { GRYF, GRYF_ITEMS, sampleActorInput } from "./samples";

const EVIL = "<img src=x onerror=alert(1)>";
const hbs = createHandlebars();

/** An attribute value as the browser hands it to script (`el.dataset.tooltip`): character references decoded. */
function decodeAttribute(raw: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X")) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return named[ref.toLowerCase()] ?? m;
  });
}

/** The values of every `name="…"` attribute (Handlebars output quotes with `"` and escapes `"` inside). */
function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) => decodeAttribute(m[1]!));
}

/** Tags an HTML parser would open in `html`: per the HTML tokenizer, `<` followed by an ASCII letter. */
function tagsIn(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][^\s/>]*)/g)].map((m) => m[1]!.toLowerCase());
}

describe("names in tooltips", () => {
  const items = [...GRYF_ITEMS.map((i) => (i.name === "Short sword" || i.name === "Spark" ? { ...i, name: EVIL, system: { ...i.system, formula: "1d6" } } : i))];
  const effect: SheetEffect = { id: "effEvil000000001", parentId: null, name: EVIL, img: "icons/svg/aura.svg", disabled: false, active: true, sourceName: null, transfer: false, changes: [] };
  const input = sampleActorInput("character", "Gryf", GRYF, items, localize);
  const html = CHARACTER_PARTS.map((p) => renderTemplate(`templates/${p.template}`, sheetRenderContext(buildCharacterContext({ ...input, effects: [effect] })), hbs)).join("\n");

  it("an item or effect named like markup makes no element when its tooltip is read as HTML", () => {
    const tooltips = attributeValues(html, "data-tooltip");
    const naming = tooltips.filter((t) => t.includes("img src=x"));
    // Roll, edit and delete buttons of both items, and the effect's toggle, open and delete buttons.
    expect(naming.length).toBeGreaterThanOrEqual(7);
    for (const t of naming) expect(tagsIn(t)).toEqual([]);
  });

  it("the accessible name stays the plain name (screen readers read text, not markup)", () => {
    expect(attributeValues(html, "aria-label")).toContain(`Edit ${EVIL}`);
    // Nowhere in the sheet does the name appear as markup.
    expect(html).not.toContain(EVIL);
  });
});
