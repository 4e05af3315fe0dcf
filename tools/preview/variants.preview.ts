/**
 * `npm run preview`: the Rule Variants form (templates/variants/menu.hbs) from its real context
 * builder, with its real page behaviour (module/variants/menu-dom.ts, embedded from its source) so
 * the browser test can pick presets and edit fields: once as the book with no combat, once while a
 * combat is started (the initiative model locked).
 */
import { it, expect } from "vitest";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { BOOK_CONFIG, PRESETS } from "../../module/rules";
import { buildMenuContext, menuClientSpec } from "../../module/variants/menu-model";
import { bindVariantMenu } from "../../module/variants/menu-dom";
import { writeSheetPage } from "./page";

/** Binds the form as the application does on render; the controller is kept for the test to read. */
const SCRIPT = `window.erVariantMenu = (${bindVariantMenu.toString()})(document.querySelector("form.er-variants"), ${JSON.stringify(menuClientSpec())});`;

function menuPage(name: string, title: string, html: string): string {
  return writeSheetPage(name, title, { title, classes: "er-variants", editable: true, content: html }, "", SCRIPT);
}

it("writes the Rule Variants form: the book, no combat", () => {
  const html = renderTemplate("templates/variants/menu.hbs", buildMenuContext(BOOK_CONFIG, { combatStarted: false, localize }));
  expect(menuPage("variants-menu", localize("ER.Variants.Menu.Title"), html)).toMatch(/variants-menu\.html$/);
});

it("writes the Rule Variants form while a combat is started (13th Age in force)", () => {
  const html = renderTemplate("templates/variants/menu.hbs", buildMenuContext(PRESETS.a13, { combatStarted: true, localize }));
  expect(menuPage("variants-menu-combat", `${localize("ER.Variants.Menu.Title")} (combat started)`, html)).toMatch(/variants-menu-combat\.html$/);
});
