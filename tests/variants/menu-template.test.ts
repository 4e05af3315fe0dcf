/**
 * The Rule Variants form's template (templates/variants/menu.hbs) rendered with the real Handlebars
 * from the real context builder (module/variants/menu-model.ts): the preset select, one fieldset per
 * domain, each field's label and hint, dependent fields disabled, the combat lock explained, the
 * hazards note, and problems inline. The page behaviour is checked in a browser
 * (tests/browser/variants-menu.browser.ts).
 */
import { describe, expect, it } from "vitest";
import Handlebars from "handlebars";
import { localize, renderTemplate } from "../support/handlebars";
import { BOOK_CONFIG, PRESETS, VARIANT_FIELDS } from "../../module/rules";
import { buildMenuContext } from "../../module/variants/menu-model";

const TEMPLATE = "systems/enchanted-realms/templates/variants/menu.hbs";

function render(...args: Parameters<typeof buildMenuContext>): string {
  return renderTemplate(TEMPLATE, buildMenuContext(...args));
}

/** The opening tags of the controls named `path`. */
function controls(html: string, path: string): string[] {
  return [...html.matchAll(/<(?:input|select)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`name="${path}"`));
}

const has = (tag: string, attribute: string) => new RegExp(`\\s${attribute}(\\s|>|=)`).test(tag);

describe("templates/variants/menu.hbs", () => {
  it("shows the preset select first, with Custom, and one fieldset per domain with its legend", () => {
    const html = render(BOOK_CONFIG, { combatStarted: false, localize });
    const preset = /<select[^>]*data-variant-preset[^>]*>([\s\S]*?)<\/select>/.exec(html);
    expect(preset).not.toBeNull();
    expect(html.indexOf("data-variant-preset")).toBeLessThan(html.indexOf("<fieldset"));
    expect([...preset![1]!.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual(["book", "a13", "ose", "osr", "a5e", "custom"]);
    expect(preset![1]).toContain('<option value="book" selected>');
    const legends = [...html.matchAll(/<legend>([^<]*)<\/legend>/g)].map((m) => m[1]);
    expect(legends).toEqual(["initiative", "combat", "movement", "encumbrance", "travel", "resolution"].map((d) => localize(`ER.Variants.Domain.${d}`)));
  });

  it("has a control for every field of the config, named by its path, with its label and hint", () => {
    const html = render(BOOK_CONFIG, { combatStarted: false, localize });
    for (const path of Object.keys(VARIANT_FIELDS)) {
      expect(controls(html, path).length, path).toBeGreaterThan(0);
      expect(html, path).toContain(Handlebars.escapeExpression(localize(`ER.Variants.Field.${path}.Label`)));
      expect(html, path).toContain(Handlebars.escapeExpression(localize(`ER.Variants.Field.${path}.Hint`)));
    }
    const names = new Set([...html.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]));
    names.delete("submit");
    expect([...names].sort()).toEqual(Object.keys(VARIANT_FIELDS).sort());
  });

  it("under the book: persistent usable and ticked, the book's forced march chosen and OSE's disabled, the hazards note shown", () => {
    const html = render(BOOK_CONFIG, { combatStarted: false, localize });
    const [persistent] = controls(html, "encumbrance.persistent");
    expect(has(persistent!, "checked")).toBe(true);
    expect(has(persistent!, "disabled")).toBe(false);
    const forced = controls(html, "travel.forcedMarch");
    expect(forced.map((t) => [/value="(\w+)"/.exec(t)![1], has(t, "checked"), has(t, "disabled")])).toEqual([["er", true, false], ["ose", false, true], ["off", false, false]]);
    const note = /<p[^>]*data-variant-note="hazardsIgnored"[^>]*>/.exec(html)![0];
    expect(has(note, "hidden")).toBe(false);
    expect(html).toContain(localize("ER.Variants.Menu.HazardsIgnored"));
    expect(has(/<p[^>]*data-variant-lock[^>]*>/.exec(html)![0], "hidden")).toBe(true);
    expect(controls(html, "initiative.d20Anchor")[0]).toMatch(/type="number" [^>]*value="21" min="2" max="60" step="1"/);
  });

  it("under OSE detailed encumbrance: persistent disabled and unticked", () => {
    const html = render(PRESETS.ose, { combatStarted: false, localize });
    const [persistent] = controls(html, "encumbrance.persistent");
    expect(has(persistent!, "disabled")).toBe(true);
    expect(has(persistent!, "checked")).toBe(false);
    expect(/<select[^>]*data-variant-preset[^>]*>[\s\S]*?<option value="ose" selected>/.test(html)).toBe(true);
  });

  it("under the OSR hack (hazards in use) the note is hidden", () => {
    const html = render(PRESETS.osr, { combatStarted: false, localize });
    expect(has(/<p[^>]*data-variant-note="hazardsIgnored"[^>]*>/.exec(html)![0], "hidden")).toBe(true);
  });

  it("while a combat is started the initiative model select is disabled, marked locked, and the reason is given", () => {
    const html = render(PRESETS.a13, { combatStarted: true, localize });
    const [model] = controls(html, "initiative.model");
    expect(has(model!, "disabled")).toBe(true);
    expect(model).toContain('data-locked="true"');
    expect(html).toContain(localize("ER.Variants.Menu.InitiativeLocked"));
    expect(has(/<p[^>]*data-variant-lock[^>]*>/.exec(html)![0], "hidden")).toBe(false);
    const [shared] = controls(html, "initiative.sharedRoll");
    expect(has(shared!, "disabled")).toBe(false);
  });

  it("lists problems at the top and beside their field, as alerts", () => {
    const html = render(BOOK_CONFIG, { combatStarted: false, localize, problems: [{ path: "initiative.d20Anchor", code: "range" }] });
    const message = localize("ER.Variants.Error.range", { field: localize("ER.Variants.Field.initiative.d20Anchor.Label") });
    const summary = /<div class="er-variants-problems" data-variant-problems="" role="alert"\s*>([\s\S]*?)<\/div>/.exec(html);
    expect(summary![1]).toContain(message);
    const inline = /<div class="er-variants-field-problems" data-variant-problems="initiative.d20Anchor" role="alert">([\s\S]*?)<\/div>/.exec(html);
    expect(inline![1]).toContain(message);
    const other = /<div class="er-variants-field-problems" data-variant-problems="combat.surprise" role="alert" hidden>/.test(html);
    expect(other).toBe(true);
  });
});
