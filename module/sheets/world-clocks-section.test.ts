/**
 * The sheet's light rows and resilience line (VARIANTS.md rows 16–17) rendered from the pure
 * context with the templates, under the OSR preset and under the book.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext } from "./context/actor";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS } from "./parts";
import { GRYF, GRYF_ITEMS, sampleActorInput } from "./samples";
import { PRESETS } from "../rules";
import type { SheetItem } from "./context/inventory";

const hbs = createHandlebars();
const w = 100_000;
const torch: SheetItem = { id: "torch00000000001", name: "Torch", img: "icons/svg/item-bag.svg", type: "gear", system: { weight: 1, quantity: 2, burnSeconds: 3600, burnedSeconds: 0, litAt: w } };
const context = (variants = PRESETS.osr, worldTime = w + 60, gm = true) =>
  ({ ...sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", { ...GRYF, abilities: { ...GRYF.abilities, con: 12 }, resilience: { restAt: 0, checkedHours: 0 } } as never, [...GRYF_ITEMS, torch], localize, { variants, worldTime }))), erWorldClockGM: gm });
const render = (ctx: unknown) => CHARACTER_PARTS.map((p) => renderTemplate(`templates/${p.template}`, ctx, hbs)).join("\n");
const rowOf = (html: string) => html.slice(html.indexOf('data-item-id="torch00000000001"'), html.indexOf("</li>", html.indexOf('data-item-id="torch00000000001"')));

describe("light and resilience on the character sheet", () => {
  it("GT-14 on the sheet: lit at w, at w + 60 the torch row says lit with 59 minutes left and offers to put it out", () => {
    const row = rowOf(render(context()));
    expect(row).toContain("Lit · 0 h 59 min left");
    expect(row).toContain('data-action="toggleLight" data-lit="false"');
  });

  it("burnt out at w + 3,600: no button", () => {
    const row = rowOf(render(context(PRESETS.osr, w + 3600)));
    expect(row).toContain("Burnt out");
    expect(row).not.toContain("toggleLight");
  });

  it("the hours since a safe rest and the GM's Safe rest button; a player sees the hours only", () => {
    const html = render(context(PRESETS.osr, 14 * 3600));
    expect(html).toContain('data-value="resilience"');
    expect(html).toContain("Hours since a safe rest: 14 (resilience 12)");
    expect(html).toContain('data-action="erSafeRest"');
    expect(render(context(PRESETS.osr, 14 * 3600, false))).not.toContain('data-action="erSafeRest"');
  });

  it("under the book: no light line, no button, no resilience", () => {
    const html = render(context(PRESETS.book));
    expect(rowOf(html)).not.toContain("Lit ·");
    expect(rowOf(html)).not.toContain("toggleLight");
    expect(html).not.toContain('data-value="resilience"');
  });
});
