import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { travelDayUpdate } from "./context/travel";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, SHEET_PARTIALS, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, MULE, loadOf, sampleActorInput, type SampleOptions } from "./samples";
import { PRESETS, resolveRuleset, type VariantConfig } from "../rules";
import type { ActorSourceView } from "./context/actor";
import { variantConfig } from "../../tests/support/variants";
import type { VariantPatch } from "../rules";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");

function valueOf(html: string, name: string): string {
  const m = new RegExp(`data-value="${name}"[^>]*>([^<]*)<`).exec(html);
  if (!m) throw new Error(`no data-value="${name}" in the render`);
  return m[1]!.trim().replace(/&#x3D;/g, "=");
}
const has = (html: string, name: string) => html.includes(`data-value="${name}"`);
const withVariants = (base: VariantConfig, patch: VariantPatch) => variantConfig(patch, base);
const gryf = (patch: Partial<ActorSourceView> = {}, options: SampleOptions = {}) =>
  buildCharacterContext(sampleActorInput("character", "Gryf", { ...GRYF, ...patch }, GRYF_ITEMS, localize, options));
const mule = (patch: Partial<ActorSourceView> = {}, options: SampleOptions = {}) =>
  buildCreatureContext(sampleActorInput("creature", "Mule", { ...MULE, ...patch }, loadOf("Packs", 0), localize, options));

describe("sheet travel section under the book", () => {
  it("is absent: no companion context and no travel panel in the render", () => {
    const view = gryf();
    expect(view.travel).toBeNull();
    const html = render(CHARACTER_PARTS, sheetRenderContext(view));
    expect(html).not.toContain("er-travel-model");
    expect(has(html, "effective-miles")).toBe(true);
    expect(html).toContain('data-action="recordMarch"');
  });

  it("the travel panel is a registered partial", () => {
    expect(SHEET_PARTIALS).toContain("sheets/travel-panel.hbs");
  });
});

describe("sheet travel section under OSE (VARIANTS.md §5.8, §5.9)", () => {
  it("GO-12: the mule's 24 miles become road 36, forest 16, jungle 12 (swamp 16: sure-footed, as hills), on the section and in the terrain table", () => {
    const view = mule({}, { variants: PRESETS.ose, sceneTerrain: "forest" });
    expect(view.travel?.model).toBe("ose");
    const html = render(CREATURE_PARTS, sheetRenderContext(view));
    expect(html).toContain('data-travel-model="ose"');
    expect(valueOf(html, "miles-optimal")).toBe("36");
    expect(valueOf(html, "miles-jungle")).toBe("12");
    expect(valueOf(html, "miles-swamp")).toBe("16");
    expect(valueOf(html, "scene-miles")).toBe("Forest (this scene): 16 miles a day");
    expect(valueOf(html, "travel-base")).toBe("24 miles a day in clear terrain (base movement ÷ 5)");
    // The combat panel's terrain table shows the same model miles.
    expect(view.combat.table.find((r) => r.id === "jungle")?.milesPerDay).toBe(12);
    // ER's activity and miles-after-steps lines and its forced-march recorder give way to the model's section.
    expect(has(html, "effective-miles")).toBe(false);
    expect(html).not.toContain('data-action="recordMarch"');
    expect(has(html, "activity")).toBe(false);
    // Flying and today's forced march are offered; the OSR choices are not.
    expect(html).toContain('name="system.travel.flies"');
    expect(html).toContain('name="system.travel.forcedMarch"');
    expect(html).not.toContain('name="system.travel.pace"');
    expect(html).toContain("×2/3");
  });

  it("GO-14: from the 7th travel day the unrested badge (−1) shows; the log offers a travel and a rest day", () => {
    const fresh = render(CREATURE_PARTS, sheetRenderContext(mule({ travel: { daysWithoutRest: 6 } } as never, { variants: PRESETS.ose })));
    expect(has(fresh, "unrested")).toBe(false);
    expect(valueOf(fresh, "days-without-rest")).toBe("Travel days since the last rest day: 6");
    const tired = render(CREATURE_PARTS, sheetRenderContext(mule({ travel: { daysWithoutRest: 7 } } as never, { variants: PRESETS.ose })));
    expect(valueOf(tired, "unrested")).toBe("Unrested −1");
    expect(tired).toContain('data-action="recordTravelDay" data-day="travel"');
    expect(tired).toContain('data-action="recordTravelDay" data-day="rest"');
  });

  it("GO-13: while a rest day is owed the section says so, shows 0 miles and offers only the rest day", () => {
    const html = render(CREATURE_PARTS, sheetRenderContext(mule({ travel: { restDue: true, daysWithoutRest: 2 } } as never, { variants: PRESETS.ose })));
    expect(has(html, "rest-due")).toBe(true);
    expect(valueOf(html, "miles-plains")).toBe("0");
    expect(html).not.toContain('data-day="travel"');
    expect(html).toContain('data-day="rest"');
  });

  it("a read-only sheet disables the inputs and offers no record buttons", () => {
    const html = render(CREATURE_PARTS, sheetRenderContext(mule({}, { variants: PRESETS.ose, editable: false })));
    expect(html).toMatch(/name="system\.travel\.flies"[^>]*disabled/);
    expect(html).not.toContain('data-action="recordTravelDay"');
  });

  it("without the OSE rest rule and forced march there is no log", () => {
    const view = mule({}, { variants: withVariants(PRESETS.ose, { travel: { oseRest: false, forcedMarch: "off" } }) });
    expect(view.travel?.log).toBeNull();
    expect(view.travel?.forcedMarch).toBeNull();
  });
});

describe("sheet travel section under OSR (VARIANTS.md §4.4)", () => {
  it("G2-7 / G2-8: the gryf (STR 14, one ER step loaded) travels 10 + 2 = 12, encumbered ½: 6 on open ground", () => {
    const view = gryf({ abilities: { str: 14 } } as never, { variants: withVariants(PRESETS.osr, { encumbrance: { model: "er" } }) });
    const html = render(CHARACTER_PARTS, sheetRenderContext(view));
    expect(html).toContain('data-travel-model="osr"');
    expect(valueOf(html, "travel-base")).toBe("10 + STR mod (+2) = 12 miles a day");
    expect(valueOf(html, "travel-load")).toBe("Encumbered: half the miles.");
    expect(valueOf(html, "miles-plains")).toBe("6");
    expect(valueOf(html, "miles-forest")).toBe("3");
    expect(valueOf(html, "miles-mountains")).toBe("1");
    expect(html).toContain("difficult (½)");
    for (const name of ["pace", "light", "weather"]) expect(html).toContain(`name="system.travel.${name}"`);
    expect(html).not.toContain('name="system.travel.flies"');
    expect(html).not.toContain('data-action="recordTravelDay"');
  });

  it("G2-7d: the stored light is selected and raises the class (dark plains: harsh)", () => {
    const view = gryf({ abilities: { str: 14 }, travel: { light: "dark" } } as never, { variants: PRESETS.osr });
    expect(view.travel?.choices.find((c) => c.name === "system.travel.light")?.options.find((o) => o.selected)?.value).toBe("dark");
    expect(view.travel?.rows.find((r) => r.id === "plains")?.category).toBe("harsh (¼) in darkness");
  });

  it("a class the day raised says why (a road in dim light); a class the ground gives alone does not", () => {
    const dim = gryf({ abilities: { str: 14 }, travel: { light: "dim", weather: "harsh" } } as never, { variants: PRESETS.osr });
    const category = (id: string) => dim.travel?.rows.find((r) => r.id === id)?.category;
    // Severe weather alone makes it harsh; the dim light (difficult) is not why.
    expect(category("optimal")).toBe("harsh (¼) in severe weather");
    const both = gryf({ abilities: { str: 14 }, travel: { light: "dark", weather: "harsh" } } as never, { variants: PRESETS.osr });
    expect(both.travel?.rows.find((r) => r.id === "optimal")?.category).toBe("harsh (¼) in darkness and in severe weather");
    const day = gryf({ abilities: { str: 14 }, travel: { light: "dim" } } as never, { variants: PRESETS.osr });
    expect(day.travel?.rows.find((r) => r.id === "optimal")?.category).toBe("difficult (½) in dim light");
    expect(day.travel?.rows.find((r) => r.id === "mountains")?.category).toBe("harsh (¼)");
  });
});

describe("travelDayUpdate (the record buttons)", () => {
  const OSE_R = resolveRuleset(PRESETS.ose);
  const log = (days: number, restDue = false) => ({ daysWithoutRest: days, restDue, unrested: false, penalty: -1, restRule: true });
  const companion = (over: object) => ({ forcedMarch: false, log: log(3), ...over }) as never;

  it("a travel day adds one; with today's forced march ticked it owes a rest day and clears the tick", () => {
    expect(travelDayUpdate(companion({}), "travel", OSE_R)).toEqual({ "system.travel.daysWithoutRest": 4, "system.travel.restDue": false, "system.travel.forcedMarch": false });
    expect(travelDayUpdate(companion({ forcedMarch: true }), "travel", OSE_R)).toEqual({ "system.travel.daysWithoutRest": 4, "system.travel.restDue": true, "system.travel.forcedMarch": false });
  });

  it("a rest day clears the log; no log or an unknown day gives no update", () => {
    expect(travelDayUpdate(companion({ log: log(9, true) }), "rest", OSE_R)).toEqual({ "system.travel.daysWithoutRest": 0, "system.travel.restDue": false, "system.travel.forcedMarch": false });
    expect(travelDayUpdate(companion({ log: null }), "rest", OSE_R)).toBeNull();
    expect(travelDayUpdate(companion({}), "nap", OSE_R)).toBeNull();
    expect(travelDayUpdate(null, "rest", OSE_R)).toBeNull();
  });
});

describe("one travel model at a time, one headline that agrees with the table", () => {
  it("OSE forced march: the headline names the forced-march miles the table shows for clear terrain", () => {
    const html = render(CREATURE_PARTS, sheetRenderContext(mule({ travel: { forcedMarch: true } } as never, { variants: PRESETS.ose })));
    expect(valueOf(html, "miles-plains")).toBe("36");
    expect(valueOf(html, "travel-base")).toContain("forced march today: 36 miles a day on Plains");
  });

  it("without forced march the headline is the model's base alone", () => {
    const html = render(CREATURE_PARTS, sheetRenderContext(mule({}, { variants: PRESETS.ose })));
    expect(valueOf(html, "travel-base")).toBe("24 miles a day in clear terrain (base movement ÷ 5)");
  });

  it.each([
    ["OSE", () => render(CREATURE_PARTS, sheetRenderContext(mule({}, { variants: PRESETS.ose })))],
    ["OSR", () => render(CHARACTER_PARTS, sheetRenderContext(gryf({ abilities: { str: 14 } } as never, { variants: PRESETS.osr })))],
  ])("under %s the book's hours-of-travel calculator and the load model's miles line give way to the travel section", (_name, html) => {
    const out = html();
    expect(out).toContain("er-travel-model");
    expect(out).not.toContain('name="system.march.travelHours"');
    expect(has(out, "partial-miles")).toBe(false);
    expect(has(out, "variant-miles")).toBe(false);
  });

  it("under the book the calculator stays", () => {
    expect(has(render(CHARACTER_PARTS, sheetRenderContext(gryf())), "partial-miles")).toBe(true);
  });
});
